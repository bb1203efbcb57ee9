/**
 * A staff member's new e-mail address, confirmed before it is used: changing it (in the account
 * settings, or by an admin) records the address as waiting (`email_baru`) and sends a single-use
 * link to it; the sign-in codes keep going to the old address until the link is opened. So a
 * mistyped or someone else's address never receives the codes of a staff account. Students' e-mail
 * addresses are changed by their admins as before (the activation proved the first one).
 */
import { createHash, randomBytes } from 'node:crypto';
import { type UserRefusal, usersRepo } from '@functions/domain/users/repo';
import { type Actor, auditEntry } from '@functions/lib/audit';
import { Conflict, Refused, refusing } from '@functions/lib/domain-errors';
import type { UserItem } from '@functions/lib/entities/users';
import { env } from '@functions/lib/env';
import { emailConfirmMail, sendMail } from '@functions/lib/mail';
import type { TransactItem } from '@functions/lib/table';
import { linkWithToken } from '@shared/domain/link-pages';
import { AUTH_MSG } from '@shared/messages/auth';
import { type EmailChangeItem, emailChangeRepo } from './repo';

/** How long the confirmation link works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const now = () => Math.floor(Date.now() / 1000);

async function takenByOther(email: string, userId: string): Promise<boolean> {
  const owner = await usersRepo.emailOwner(email);
  return owner !== undefined && owner !== userId;
}

export const emailChange = {
  /**
   * The items that record `email` as the user's waiting address (with the rest of the caller's
   * change, in its transaction), and the mail to send once that transaction is written.
   */
  async prepare(user: UserItem, email: string): Promise<{ items: TransactItem[]; send: () => Promise<void> }> {
    if (await takenByOther(email, user.id)) throw new Conflict({ email: [AUTH_MSG.emailTaken] });
    const token = randomBytes(32).toString('base64url');
    const expires = now() + EMAIL_CHANGE_TTL_SECONDS;
    const item: EmailChangeItem = { type: 'email-change', userId: user.id, email, expires_at: expires, ttl: expires + 3600 };
    const link = linkWithToken(env.appUrl, 'emailConfirm', token);
    return {
      items: [emailChangeRepo.put(sha256(token), item)],
      send: () => sendMail(user, () => emailConfirmMail(email, user.nama, link), link),
    };
  },

  /** The link opened: the waiting address becomes the account's (the e-mail constraint moves with it). */
  async confirm(token: string, requestId: string): Promise<{ message: string }> {
    const hash = sha256(token);
    const item = await emailChangeRepo.get(hash);
    const user = item && item.expires_at >= now() ? await usersRepo.getById(item.userId) : undefined;
    if (!item || !user?.is_active || user.email_baru !== item.email) throw new Refused(AUTH_MSG.emailConfirmInvalid);
    if (await takenByOther(item.email, user.id)) throw new Conflict({ email: [AUTH_MSG.emailTaken] });
    const actor: Actor = { auth: { userId: user.id, nim: user.nim, role: user.role, user }, requestId };
    const spend = emailChangeRepo.spend(hash, user.id);
    const audit = auditEntry({
      actor,
      action: 'akun.email_confirmed',
      target: { type: 'user', id: user.id },
      before: { email: user.email },
      after: { email: item.email },
    });
    // the address taken by another account meanwhile; else the link spent or the account changed
    await refusing<UserItem, UserRefusal>(usersRepo.update(user, { email: item.email, email_baru: null }, [spend, audit]), {
      email: () => new Conflict({ email: [AUTH_MSG.emailTaken] }),
      stale: () => new Refused(AUTH_MSG.emailConfirmInvalid),
    });
    return { message: AUTH_MSG.emailConfirmed };
  },
};
