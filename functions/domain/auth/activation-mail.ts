/**
 * The activation mail of a new student: the link the registration sends (a signed, expiring
 * token to /api/auth/activation/verify). Registration, the resend (Ajukan Aktivasi) and the bulk
 * import send it; a small module of its own so the import job does not bundle the registration's
 * other dependencies.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { activationMail, sendMail } from '@functions/lib/mail';
import { activationLink, signActivationToken } from './tickets';

export async function sendActivation(user: Pick<UserItem, 'id' | 'email'>): Promise<void> {
  const link = activationLink(await signActivationToken(user.id));
  await sendMail(activationMail(user.email, link), link);
}
