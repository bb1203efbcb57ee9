/**
 * Registration, e-mail activation, activation resend and password reset. Registration creates an
 * unverified student; the e-mailed link verifies the address and hands out an activation ticket;
 * activation writes the biodata once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lokasiService } from '@functions/domain/lokasi/service';
import { newStudentPublic } from '@functions/domain/master/new-student';
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { perAddress } from '@functions/lib/client-address';
import { Conflict, Invalid, Refused, refusing, Unauthenticated, WriteRefused, wrote } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { deleteDocument, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { resetMail, sendMail, staffWelcomeMail } from '@functions/lib/mail';
import { hashPassword, hasPassword } from '@functions/lib/password';
import { consume, refuseWhenSpent } from '@functions/lib/rate-limit';
import { linkWithToken } from '@shared/domain/link-pages';
import { DOCUMENT_FOLDERS } from '@shared/domain/skpi-storage';
import { UNIVERSITAS_MSG } from '@shared/messages/admin';
import { AUTH_MSG, AUTH_SPEC_MSG } from '@shared/messages/auth';
import { FORM_MSG } from '@shared/messages/common';
import { currentLanguage } from '@shared/messages/language';
import type { ActivationBody } from '@shared/validation/auth';
import { HOME_COUNTRY } from '@shared/validation/common';
import { sendActivation } from './activation-mail';
import { LIMITS, RESET_RULES, RESET_TTL_SECONDS, WELCOME_TTL_SECONDS } from './limits';
import { type ActivationFields, authRepo } from './repo';
import { underSignInLimits } from './sign-in-guard';
import { ACTIVATION_TOKEN_TTL_SECONDS, signActivationTicket, verifyActivationToken } from './tickets';

const now = () => Math.floor(Date.now() / 1000);
const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

export interface RegisterInput {
  nim: string;
  email: string;
  id_prodi: number;
  password: string;
}

/** A program takes registrations while it and its faculty are active. */
async function takesRegistrations(prodi: ProdiItem): Promise<boolean> {
  return prodi.is_active && (await masterRepo.getFakultas(prodi.id_fakultas))?.is_active === true;
}

/** The activation mail lives in activation-mail.ts (the import job sends it too); the admins' add calls it from here. */
export { sendActivation };

/** A single-use password link (the reset page's) for the user, valid `ttlSeconds`. */
async function passwordLink(user: Pick<UserItem, 'id' | 'token_version'>, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await authRepo.putResetToken(sha256(token), user, now() + ttlSeconds);
  return linkWithToken(env.appUrl, 'reset', token);
}

/** The welcome mail of a staff account an admin created: a link to set the password (none in the mail). */
export async function sendStaffWelcome(user: Pick<UserItem, 'id' | 'email' | 'nama' | 'nim' | 'role' | 'token_version' | 'bahasa'>): Promise<void> {
  const link = await passwordLink(user, WELCOME_TTL_SECONDS);
  await sendMail(user, () => staffWelcomeMail(user.email, user.nama, user.role, user.nim, link), link);
}

/**
 * The password an activation sets: an account without one (made by an admin or the import) must
 * send it (with its confirmation); an account with one sends none (the activation never changes it).
 */
function passwordOfActivation(user: UserItem, body: ActivationBody): string | undefined {
  if (hasPassword(user.password_hash)) {
    if (body.password !== undefined) throw new Invalid({ password: [AUTH_MSG.activationPasswordExists] });
    return undefined;
  }
  // the schema checked the rule and the confirmation of a password sent
  if (body.password === undefined) throw new Invalid({ password: [AUTH_MSG.activationPasswordRequired] });
  return body.password;
}

export const accountService = {
  async register(input: RegisterInput, clientIp: string) {
    await consume(...perAddress(LIMITS.registerClient, clientIp));
    const prodi = await masterRepo.getProdi(input.id_prodi);
    if (!prodi) throw new Invalid({ id_prodi: [FORM_MSG.chooseOption] });
    // a deactivated program, or a program of a deactivated faculty, takes no new students
    // (docs/decisions/0023-master-data-write-rules.md)
    if (!(await takesRegistrations(prodi))) throw new Invalid({ id_prodi: [UNIVERSITAS_MSG.prodiInactive] });
    let user: UserItem;
    try {
      user = await usersRepo.create(
        {
          nim: input.nim,
          email: input.email,
          role: 'mahasiswa',
          id_prodi: input.id_prodi,
          nama: '',
          password_hash: await hashPassword(input.password),
          is_active: true,
          email_verified_at: null,
          is_data_complete: false,
          profil_publik: await newStudentPublic(),
          sosmed: [],
          is_graduated: false,
          skp: 0,
          jumlah_portofolio: 0,
          // the language she registered in: her mails (the activation first) speak it
          bahasa: currentLanguage(),
        },
        [masterRepo.activeProdiCheck(input.id_prodi), masterRepo.activeFakultasCheck(prodi.id_fakultas)],
      );
    } catch (err) {
      if (err instanceof WriteRefused) {
        // the program or its faculty was deactivated or deleted meanwhile
        const now = await masterRepo.getProdi(input.id_prodi);
        if (!now || !(await takesRegistrations(now))) throw new Invalid({ id_prodi: [UNIVERSITAS_MSG.prodiInactive] });
        // One text for either clash: it says no more than that the NIM or the address is taken.
        throw new Conflict(AUTH_MSG.duplicateAccount);
      }
      throw err;
    }
    try {
      await sendActivation(user, 'registered');
    } catch (err) {
      // The account exists; the student can ask for the mail again (Ajukan Aktivasi) after signing in.
      logger.error('activation mail not sent', { error: err as Error, userId: user.id });
    }
    return { message: AUTH_MSG.registered };
  },

  /**
   * The address inside the activation link. First use verifies the e-mail (`verified`); later uses
   * answer 'Akun telah diverifikasi' (`already-verified`, which the product's UI treats as success).
   * Both give the ticket while the biodata is still missing, and say whether the activation must
   * set a password (an account an admin or the import made without one).
   */
  async checkActivation(token: string): Promise<{ kind: 'verified' | 'already-verified'; message: string; ticket: string; needs_password: boolean }> {
    const claims = await verifyActivationToken(token);
    const user = claims ? await usersRepo.getById(claims.userId) : undefined;
    if (!claims || !user?.is_active || user.role !== 'mahasiswa') throw new Refused(AUTH_MSG.activationInvalid);
    if (user.is_data_complete || (await authRepo.activationUsed(claims.jti))) throw new Refused(AUTH_MSG.accountAlreadyActive);
    // verified by another use of the link meanwhile: already verified
    const verifiedNow = !user.email_verified_at && (await wrote(authRepo.markEmailVerified(user.id)));
    const ticket = await signActivationTicket(user.id, claims.jti);
    const needs_password = !hasPassword(user.password_hash);
    return verifiedNow
      ? { kind: 'verified', message: AUTH_MSG.emailVerified, ticket, needs_password }
      : { kind: 'already-verified', message: AUTH_SPEC_MSG.alreadyVerified, ticket, needs_password };
  },

  /**
   * The wizard's last step: writes the biodata once, with the ticket of the link check, and the
   * password of an account made without one (required there, refused elsewhere).
   */
  async activate(ticket: { userId: string; jti: string } | null, body: ActivationBody) {
    const user = ticket ? await usersRepo.getById(ticket.userId) : undefined;
    if (!ticket || !user?.is_active || !user.email_verified_at) throw new Unauthenticated(AUTH_MSG.activationTicketMissing);
    if (user.is_data_complete) throw new Conflict(AUTH_MSG.accountAlreadyActive);
    const password = passwordOfActivation(user, body);

    if (!lokasiService.isKnownCountry(body.kewarganegaraan)) throw new Invalid({ kewarganegaraan: [FORM_MSG.chooseOption] });
    const home = body.kewarganegaraan === HOME_COUNTRY;
    if (home && !lokasiService.isValidArea(body.id_provinsi ?? 0, body.id_kota ?? 0)) throw new Invalid({ id_kota: [FORM_MSG.chooseOption] });

    const foto = body.foto_profil
      ? await finalizeUpload({ key: body.foto_profil, owner: user.id, purpose: 'foto_profil', folder: DOCUMENT_FOLDERS.foto, field: 'foto_profil' })
      : null;
    const fields: ActivationFields = {
      ...(password ? { password_hash: await hashPassword(password) } : {}),
      nama: body.nama,
      foto_profil: foto,
      kewarganegaraan: body.kewarganegaraan,
      nik: body.nik,
      agama: body.agama,
      jenis_kelamin: body.jenis_kelamin,
      tempat_lahir: body.tempat_lahir,
      tanggal_lahir: body.tanggal_lahir,
      alamat: body.alamat,
      id_provinsi: home ? (body.id_provinsi ?? null) : null,
      id_kota: home ? (body.id_kota ?? null) : null,
      kode_pos: body.kode_pos ?? null,
      no_telepon_asal: body.no_telepon_asal ?? null,
      no_hp: body.no_hp ?? null,
      bio: body.bio ?? null,
      sosmed: body.sosmed.map((s) => ({ jenis_sosmed: s.title, nama: s.name, link_sosmed: s.link })),
    };
    await refusing(authRepo.completeActivation(user, fields, ticket.jti, now() + ACTIVATION_TOKEN_TTL_SECONDS), {
      stale: async () => {
        if (foto) await deleteDocument(foto).catch((error: Error) => logger.warn('orphan photo not removed', { error, foto }));
        return new Conflict(AUTH_MSG.accountAlreadyActive);
      },
    });
    return { message: AUTH_MSG.activated, user: { nim: user.nim, nama: body.nama, email: user.email }, userId: user.id };
  },

  /** Ajukan Aktivasi: a new activation link for a student who is unverified or incomplete. */
  async resendActivation(user: UserItem) {
    if (user.email_verified_at && user.is_data_complete) throw new Conflict(AUTH_SPEC_MSG.alreadyVerified);
    await consume(LIMITS.activationResendAccount, user.id);
    await sendActivation(user, 'resent');
    return { message: AUTH_SPEC_MSG.verificationResent };
  },

  /**
   * Forgot password: the same answer whether or not the address belongs to an account. Only a mail
   * actually sent counts against the client address, and a spent address is refused for every
   * e-mail alike, so requests for unknown addresses never refuse a student's own.
   */
  async requestReset(email: string, clientIp: string) {
    const mails = perAddress(LIMITS.resetMailClient, clientIp);
    await refuseWhenSpent(...mails);
    await consume(LIMITS.resetRequestEmail, email);
    const user = await usersRepo.getByEmail(email);
    if (user?.is_active) {
      await consume(...mails);
      const link = await passwordLink(user, RESET_TTL_SECONDS);
      await sendMail(user, () => resetMail(user.email, user.nama, link), link);
    }
    return { message: AUTH_SPEC_MSG.resetRequested };
  },

  /** New password with a single-use, expiring token; every existing session ends (token version). */
  async resetPassword(token: string, password: string, clientIp: string) {
    await underSignInLimits(RESET_RULES, { address: clientIp }, async () => {
      const hash = sha256(token);
      const item = await authRepo.getResetToken(hash);
      const user = item && item.expires_at >= now() ? await usersRepo.getById(item.userId) : undefined;
      // a link made before the password last changed (or before sessions were last ended) is void
      const current = !!user && (item?.tv === undefined || item.tv === user.token_version);
      // a token spent, or a user changed, meanwhile: the link is no longer good
      const done = current && !!user?.is_active && (await wrote(authRepo.resetPassword(hash, user, await hashPassword(password))));
      return done ? { ok: true, value: done } : { ok: false, error: new Refused(AUTH_MSG.resetInvalid) };
    });
    return { message: AUTH_SPEC_MSG.resetDone };
  },
};
