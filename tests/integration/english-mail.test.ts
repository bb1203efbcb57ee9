/**
 * E-mails and notifications in their reader's language. A mail speaks the recipient account's
 * language whatever language the request that caused it was in (an account that never chose:
 * Indonesian): the sign-in code, the reset link, the activation of a student who registered in
 * English, and the notification mail. A notification is written when read: the bell in the
 * reader's Accept-Language, the mail in the account's, never in the language of the staff member
 * whose decision made it; one stored as text (before notifications kept their values) reads as
 * stored. The notification job is called here directly (the test stack runs no scheduled job).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { notifikasiKeys } from '@functions/lib/entities/notifikasi';
import { AUTH_SPEC_MSG, MAIL_MSG } from '@shared/messages/auth';
import { type Bahasa, sideIn } from '@shared/messages/language';
import { PORTOFOLIO_SCREEN_MSG } from '@shared/messages/portofolio-screen';
import { NOTIFIKASI_MSG } from '@shared/messages/verifikasi';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, freshIdentity, patchUser, userByNim } from '../support/auth-flow';
import { drainOutbox, flushNotificationMail, later } from '../support/notifikasi';
import { type CatalogEntry, catalogOf, freshStudent } from '../support/portofolio';
import { api, lastMail, readMail, type StoredMail, useStackEnv } from '../support/stack';
import { type Account, addExternal, namedAccount } from '../support/verifikasi';

const MAIL = { id: sideIn(MAIL_MSG, 'id'), en: sideIn(MAIL_MSG, 'en') };
const NOTIF = { id: sideIn(NOTIFIKASI_MSG, 'id'), en: sideIn(NOTIFIKASI_MSG, 'en') };
const STATUS = { id: sideIn(PORTOFOLIO_SCREEN_MSG, 'id'), en: sideIn(PORTOFOLIO_SCREEN_MSG, 'en') };
const EN = { 'accept-language': 'en' };

let catalog: CatalogEntry[];
let superAdmin: Account;

beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
  superAdmin = await namedAccount('super admin', null, 'Super Admin Bahasa');
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newest = (email: string, subject: string, after: number) => lastMail(email, (m) => m.subject === subject && m.at >= after);
/** The mail's document language (`<html lang>`). */
const htmlLang = (mail: StoredMail) => /<html lang="(\w+)"/.exec(mail.body.html ?? '')?.[1];

/** A student who can sign in with FRESH_PASSWORD, of `bahasa` (undefined: never chose). */
async function studentOf(bahasa: Bahasa | undefined) {
  const s = await freshStudent(1);
  if (bahasa) await patchUser(s.user.id, { bahasa });
  return s;
}

describe('mails in the account language', () => {
  it('a student who registered in English is recorded in English and gets the activation link in English', async () => {
    const who = freshIdentity('B');
    const body = { ...who, id_prodi: 1, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD };
    const started = nowSeconds();
    const res = await api('POST', '/api/auth/register', { body, headers: EN });
    expect(res.status).toBe(201);
    expect((await userByNim(who.nim))?.bahasa).toBe('en');
    const mail = await newest(who.email, MAIL.en.activationSubject, started);
    expect(mail.body.text).toContain(MAIL.en.activationIntro);
    expect(mail.body.text).toContain(MAIL.en.ignore);
    expect(htmlLang(mail)).toBe('en');

    // in Indonesian (no header): recorded in Indonesian, mailed in Indonesian
    const other = freshIdentity('B');
    const res2 = await api('POST', '/api/auth/register', { body: { ...body, ...other } });
    expect(res2.status).toBe(201);
    expect((await userByNim(other.nim))?.bahasa).toBe('id');
    const mail2 = await newest(other.email, MAIL.id.activationSubject, started);
    expect(mail2.body.text).toContain(MAIL.id.activationIntro);
    expect(htmlLang(mail2)).toBe('id');
  });

  it('the sign-in code: English for an English account even when asked in Indonesian; Indonesian for one that never chose even when asked in English', async () => {
    const english = await studentOf('en');
    const never = await studentOf(undefined);
    const started = nowSeconds();
    expect((await api('POST', '/api/auth/login', { body: { nim: english.nim, password: FRESH_PASSWORD } })).status).toBe(200);
    expect((await api('POST', '/api/auth/login', { body: { nim: never.nim, password: FRESH_PASSWORD }, headers: EN })).status).toBe(200);

    const en = await newest(english.email, MAIL.en.otpSubject, started);
    expect(en.body.text).toContain(MAIL.en.otpIntro);
    expect(en.body.text).toContain(MAIL.en.greeting(english.user.nama));
    expect(en.body.text).toMatch(/\b\d{6}\b/);
    expect(htmlLang(en)).toBe('en');
    const id = await newest(never.email, MAIL.id.otpSubject, started);
    expect(id.body.text).toContain(MAIL.id.otpIntro);
    expect(htmlLang(id)).toBe('id');
    // one mail each, in its one language
    expect((await readMail(english.email)).map((m) => m.subject)).toEqual([MAIL.en.otpSubject]);
    expect((await readMail(never.email)).map((m) => m.subject)).toEqual([MAIL.id.otpSubject]);
  });

  it('the reset link: in the account language, the answer in the request language', async () => {
    const english = await studentOf('en');
    const never = await studentOf(undefined);
    const started = nowSeconds();
    const a = await api('POST', '/api/auth/password/request-reset', { body: { email: english.email } });
    expect(a.body).toEqual({ message: sideIn(AUTH_SPEC_MSG, 'id').resetRequested });
    const b = await api('POST', '/api/auth/password/request-reset', { body: { email: never.email }, headers: EN });
    expect(b.body).toEqual({ message: sideIn(AUTH_SPEC_MSG, 'en').resetRequested });

    const en = await newest(english.email, MAIL.en.resetSubject, started);
    expect(en.body.text).toContain(MAIL.en.resetIntro);
    expect(en.body.text).toContain(MAIL.en.resetValidity);
    const id = await newest(never.email, MAIL.id.resetSubject, started);
    expect(id.body.text).toContain(MAIL.id.resetIntro);
    expect(id.body.text).toContain(MAIL.id.resetValidity);
  });
});

interface BellItem {
  jenis: string;
  judul: string;
  isi: string;
  catatan: string | null;
}
const bell = (token: string, headers: Record<string, string> = {}) =>
  api<{ notifikasi: { data: BellItem[]; unread: number } }>('GET', '/api/notifikasi', { bearer: token, headers });
const decide = (nim: string, id: number, decision: 'verify' | 'reject', headers: Record<string, string>, catatan?: string) =>
  api('PUT', `/api/portofolio/user/${nim}/${id}/${decision}`, { bearer: superAdmin.token, body: catatan ? { catatan } : {}, headers });

describe('notifications in the reader language', () => {
  it("the bell follows the reader's request, never the deciding staff member's", async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, (catalog[0] as CatalogEntry).anak, { judul: 'Lomba Debat Nasional', judul_inggris: 'National Debate Contest' });
    // decided by a staff member working in English
    expect((await decide(s.nim, p.id_portofolio, 'reject', EN, 'Unggah sertifikat asli.')).status).toBe(200);

    const indonesian = (await bell(s.token)).body.notifikasi.data;
    expect(indonesian).toMatchObject([
      {
        jenis: 'portofolio-ditolak',
        judul: NOTIF.id.rejectedTitle,
        isi: NOTIF.id.rejectedBody('Lomba Debat Nasional'),
        catatan: 'Unggah sertifikat asli.',
      },
    ]);
    // in English, with the portfolio's English title (the verifier's note is the verifier's words)
    const english = (await bell(s.token, EN)).body.notifikasi.data;
    expect(english).toMatchObject([
      {
        jenis: 'portofolio-ditolak',
        judul: NOTIF.en.rejectedTitle,
        isi: NOTIF.en.rejectedBody('National Debate Contest'),
        catatan: 'Unggah sertifikat asli.',
      },
    ]);
  });

  it('a notification stored as text before notifications kept their values reads as stored', async () => {
    const s = await freshStudent(1);
    const { ddb } = await import('@functions/lib/clients');
    const { tableName } = await import('@functions/lib/table');
    const at = new Date().toISOString();
    const stored = {
      type: 'notifikasi',
      id: `01OLD${Date.now()}`,
      user_id: s.user.id,
      jenis: 'portofolio-diterima',
      judul: 'Portofolio diterima',
      isi: 'Portofolio "Seminar Lama" telah diverifikasi dan poinnya dihitung.',
      catatan: null,
      id_portofolio: 1,
      status_portofolio: 2,
      link: '/user/portofolio',
      created_at: at,
      ttl: Math.floor(Date.now() / 1000) + 86_400,
    };
    await ddb().send(new PutCommand({ TableName: tableName(), Item: { ...notifikasiKeys.notifikasi(s.user.id, at, stored.id), ...stored } }));
    for (const headers of [{}, EN]) {
      expect((await bell(s.token, headers)).body.notifikasi.data).toMatchObject([{ judul: stored.judul, isi: stored.isi }]);
    }
  });

  it("the mail speaks the recipient account's language: English for one who chose it, Indonesian for one who never chose", async () => {
    await drainOutbox();
    const english = await studentOf('en');
    const never = await studentOf(undefined);
    const anak = (catalog[0] as CatalogEntry).anak;
    const pe = await addExternal(english, anak, { judul: 'Juara Lomba Robot', judul_inggris: 'Robotics Contest Winner' });
    const pn = await addExternal(never, anak, { judul: 'Peserta Seminar Data', judul_inggris: 'Data Seminar Participant' });
    // the English student's decision is made in Indonesian, the other's in English
    expect((await decide(english.nim, pe.id_portofolio, 'reject', {}, 'Sertifikat buram.')).status).toBe(200);
    expect((await decide(never.nim, pn.id_portofolio, 'verify', EN)).status).toBe(200);
    expect(await flushNotificationMail(later(120))).toMatchObject({ mailed: 2, notifications: 2 });

    const [en] = await readMail(english.email);
    expect(en?.subject).toBe(NOTIF.en.mailSubjectOne(NOTIF.en.rejectedTitle));
    const enText = en?.body.text ?? '';
    expect(enText).toContain(MAIL.en.greeting(english.user.nama));
    expect(enText).toContain(NOTIF.en.mailIntroOne);
    expect(enText).toContain(`- ${NOTIF.en.rejectedBody('Robotics Contest Winner')}`);
    expect(enText).toContain(`${NOTIF.en.mailStatus}: ${STATUS.en.statusTertolak}`);
    expect(enText).toContain(`${NOTIF.en.mailCatatan}: Sertifikat buram.`);
    expect(enText).toContain(NOTIF.en.mailFooter);
    expect(htmlLang(en as StoredMail)).toBe('en');

    const [id] = await readMail(never.email);
    expect(id?.subject).toBe(NOTIF.id.mailSubjectOne(NOTIF.id.verifiedTitle));
    const idText = id?.body.text ?? '';
    expect(idText).toContain(MAIL.id.greeting(never.user.nama));
    expect(idText).toContain(`- ${NOTIF.id.verifiedBody('Peserta Seminar Data')}`);
    expect(idText).toContain(`${NOTIF.id.mailStatus}: ${STATUS.id.statusTerverifikasi}`);
    expect(idText).toContain(NOTIF.id.mailFooter);
    expect(htmlLang(id as StoredMail)).toBe('id');
  });

  it('a digest of several updates to an English account is English throughout', async () => {
    await drainOutbox();
    const english = await studentOf('en');
    const anak = (catalog[0] as CatalogEntry).anak;
    const a = await addExternal(english, anak, { judul: 'Lomba Satu', judul_inggris: 'Contest One' });
    const b = await addExternal(english, anak, { judul: 'Lomba Dua', judul_inggris: null });
    expect((await decide(english.nim, a.id_portofolio, 'verify', {})).status).toBe(200);
    expect((await decide(english.nim, b.id_portofolio, 'reject', {}, 'Tanpa tanda tangan.')).status).toBe(200);
    expect(await flushNotificationMail(later(120))).toMatchObject({ mailed: 1, notifications: 2 });
    const [mail] = await readMail(english.email);
    expect(mail?.subject).toBe(NOTIF.en.mailSubjectDigest(2));
    const text = mail?.body.text ?? '';
    expect(text).toContain(NOTIF.en.mailIntroDigest(2));
    expect(text).toContain(`- ${NOTIF.en.verifiedBody('Contest One')}`);
    // no English title: the Indonesian one
    expect(text).toContain(`- ${NOTIF.en.rejectedBody('Lomba Dua')}`);
    expect(text).not.toContain(NOTIF.id.mailIntroDigest(2));
  });
});
