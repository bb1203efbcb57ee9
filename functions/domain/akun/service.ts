/**
 * Own account of every role: the old password confirms every change. Students change only their
 * password (name and e-mail are fixed after activation; an admin changes them); verifiers, ppk and
 * admins may also change their own name and e-mail. The username (NIM) is never changed here.
 */

import { LIMITS } from '@functions/domain/auth/limits';
import type { UserItem } from '@functions/domain/users/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { type Actor, auditEntry } from '@functions/lib/audit';
import { Conflict, Forbidden, Invalid } from '@functions/lib/domain-errors';
import { inLanguage } from '@functions/lib/language';
import { hashPassword, verifyPassword } from '@functions/lib/password';
import { reserve } from '@functions/lib/rate-limit';
import { AUTH_MSG } from '@shared/messages/auth';
import { FORM_MSG } from '@shared/messages/common';
import type { Bahasa } from '@shared/messages/language';
import { MAHASISWA_MSG } from '@shared/messages/mahasiswa';
import type { AkunUpdateBody } from '@shared/validation/akun';
import { NAME_PATTERN } from '@shared/validation/common';
import { emailChange } from './email-change';
import { type AccountChange, akunRepo } from './repo';

export const akunView = (u: Pick<UserItem, 'nama' | 'nim' | 'email' | 'email_baru' | 'bahasa'>) => ({
  nama: u.nama ?? '',
  nim: u.nim,
  email: u.email,
  email_baru: u.email_baru ?? null,
  bahasa: u.bahasa ?? null,
});

export const akunService = {
  get: (user: UserItem) => ({ akun: akunView(user) }),

  /** Records the account's language; the answer is already in it. */
  async setBahasa(user: UserItem, bahasa: Bahasa) {
    await akunRepo.setBahasa(user, bahasa);
    return inLanguage(bahasa, () => ({ message: AUTH_MSG.bahasaSaved }));
  },

  /** Returns the new account view and whether the password changed (the caller's session is reissued then). */
  async update(user: UserItem, body: AkunUpdateBody, actor: Actor) {
    if (body.nim.toUpperCase() !== user.nim.toUpperCase()) throw new Invalid({ nim: [AUTH_MSG.usernameFixed] });

    const attempt = await reserve([LIMITS.oldPasswordFailAccount, user.id]);
    if (!(await verifyPassword(body.old_password, user.password_hash))) throw new Invalid({ old_password: [AUTH_MSG.oldPasswordWrong] });
    await attempt.release();

    const change: AccountChange = {};
    const nameChanged = body.nama !== (user.nama ?? '');
    const emailChanged = body.email !== user.email.toLowerCase();
    if (user.role === 'mahasiswa') {
      const fixed: Record<string, string[]> = {};
      if (nameChanged) fixed.nama = [AUTH_MSG.adminOnlyField];
      if (emailChanged) fixed.email = [AUTH_MSG.adminOnlyField];
      if (Object.keys(fixed).length) throw new Forbidden(fixed);
    } else {
      // The name rule applies to a new name; a stored name (e.g. with a title) may be kept as is.
      if (nameChanged && !NAME_PATTERN.test(body.nama)) throw new Invalid({ nama: [FORM_MSG.illegalName] });
      if (nameChanged) change.nama = body.nama;
      // a new address waits for its confirmation link; asking again for the current one withdraws a waiting change
      if (emailChanged && body.email !== user.email_baru) change.email_baru = body.email;
      if (!emailChanged && user.email_baru) change.email_baru = null;
    }
    if (body.password !== undefined) change.password_hash = await hashPassword(body.password);

    // a staff account's change is audited (what changed, never the password itself)
    const audit =
      user.role === 'mahasiswa'
        ? []
        : [
            auditEntry({
              actor,
              action: 'akun.update',
              target: { type: 'user', id: user.id },
              before: { nama: user.nama, email: user.email },
              after: {
                nama: change.nama ?? user.nama,
                email: user.email,
                email_baru: change.email_baru === undefined ? (user.email_baru ?? null) : change.email_baru,
                password_changed: change.password_hash !== undefined,
              },
            }),
          ];
    const confirmation = change.email_baru ? await emailChange.prepare(user, change.email_baru) : null;
    await akunRepo.update(user, change, [...audit, ...(confirmation?.items ?? [])]);
    await confirmation?.send();
    const fresh = await usersRepo.getById(user.id);
    if (!fresh) throw new Conflict();
    const message = change.email_baru ? AUTH_MSG.emailChangeSent(change.email_baru) : MAHASISWA_MSG.accountUpdated;
    return { message, akun: akunView(fresh), fresh, passwordChanged: body.password !== undefined };
  },
};
