/**
 * The activation mail of a new student: the link (a signed, expiring token to
 * /api/auth/activation/verify) and why it comes. Registration, the resend (Ajukan Aktivasi), the
 * admins' add and the bulk import send it; a small module of its own so the import job does not
 * bundle the registration's other dependencies.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { activationMail, sendMail } from '@functions/lib/mail';
import { hasPassword } from '@functions/lib/password';
import { MAIL_MSG } from '@shared/messages/auth';
import { activationLink, signActivationToken } from './tickets';

/** Why the link is sent: she registered herself, an admin (or the import) made the account, or she asked again. */
export type ActivationReason = 'registered' | 'created' | 'resent';

function introOf(user: Pick<UserItem, 'nim' | 'password_hash'>, reason: ActivationReason): string {
  if (reason === 'created') return MAIL_MSG.activationIntroCreated(user.nim, !hasPassword(user.password_hash));
  return reason === 'resent' ? MAIL_MSG.activationIntroResend : MAIL_MSG.activationIntro;
}

export async function sendActivation(
  user: Pick<UserItem, 'id' | 'email' | 'nim' | 'password_hash' | 'bahasa'>,
  reason: ActivationReason,
): Promise<void> {
  const link = activationLink(await signActivationToken(user.id));
  await sendMail(user, () => activationMail(user.email, link, introOf(user, reason)), link);
}
