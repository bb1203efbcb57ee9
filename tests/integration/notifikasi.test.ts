/**
 * The student's notifications of a decision: the bell (GET /api/notifikasi, POST
 * /api/notifikasi/read) and the e-mail the notification job sends (functions/domain/notifikasi/
 * digest.ts, called here directly: the test stack runs no scheduled job). Mail waits until the
 * student has had no new notification for the quiet period (60 s by default), then goes out as ONE
 * mail: a single update, or a digest of all of them; a later run sends nothing again. The job reads
 * the whole outbox of the shared table, so each mail test first sends whatever other tests left owed.
 */
import { MSG, NOTIFIKASI_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox, flushNotificationMail as flush, later } from '../support/notifikasi';
import { type CatalogEntry, catalogOf, freshStudent, type StudentAccount } from '../support/portofolio';
import { api, readMail, useStackEnv } from '../support/stack';
import { type Account, addExternal, addInternal, decide, namedAccount } from '../support/verifikasi';

interface Notifikasi {
  id: string;
  jenis: string;
  judul: string;
  isi: string;
  catatan: string | null;
  id_portofolio: number | null;
  link: string;
  created_at: string;
  dibaca: boolean;
}
type Bell = { notifikasi: { data: Notifikasi[]; unread: number } };

let catalog: CatalogEntry[];
let superAdmin: Account;

beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
  superAdmin = await namedAccount('super admin', null, 'Super Admin Uji');
});

const anak = () => (catalog[0] as CatalogEntry).anak;
const bell = (s: { token: string }) => api<Bell>('GET', '/api/notifikasi', { bearer: s.token });
const markRead = (s: { token: string }, until: unknown) => api<Bell>('POST', '/api/notifikasi/read', { bearer: s.token, body: { until } });

describe('the bell', () => {
  it('shows a rejection unread with its note; reading up to it marks it read, never back', async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, anak(), { judul: 'Lomba Robot Nasional' });
    expect((await bell(s)).body).toEqual({ notifikasi: { data: [], unread: 0 } });
    expect((await decide(superAdmin.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Unggah sertifikat asli.' })).status).toBe(200);

    const first = await bell(s);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      notifikasi: {
        data: [
          {
            id: expect.any(String),
            jenis: 'portofolio-ditolak',
            judul: NOTIFIKASI_MSG.rejectedTitle,
            isi: NOTIFIKASI_MSG.rejectedBody('Lomba Robot Nasional'),
            catatan: 'Unggah sertifikat asli.',
            id_portofolio: p.id_portofolio,
            link: '/user/portofolio',
            created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
            dibaca: false,
          },
        ],
        unread: 1,
      },
    });
    const rejection = first.body.notifikasi.data[0] as Notifikasi;
    // nobody else is told
    expect((await bell(superAdmin)).body).toEqual({ notifikasi: { data: [], unread: 0 } });
    expect((await bell(await freshStudent(1))).body).toEqual({ notifikasi: { data: [], unread: 0 } });

    const read = await markRead(s, rejection.created_at);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ notifikasi: { data: [{ ...rejection, dibaca: true }], unread: 0 } });
    expect((await bell(s)).body).toEqual(read.body);

    // a new one is unread, the old one stays read
    const q = await addExternal(s, anak(), { judul: 'Seminar Kampus' });
    expect((await decide(superAdmin.token, s.nim, q.id_portofolio, 'verify')).status).toBe(200);
    const second = await bell(s);
    expect(second.body.notifikasi.unread).toBe(1);
    expect(second.body.notifikasi.data.map((n) => [n.jenis, n.dibaca, n.catatan])).toEqual([
      ['portofolio-diterima', false, null],
      ['portofolio-ditolak', true, 'Unggah sertifikat asli.'],
    ]);
    const newest = second.body.notifikasi.data[0] as Notifikasi;
    expect(newest.isi).toBe(NOTIFIKASI_MSG.verifiedBody('Seminar Kampus'));
    expect((await markRead(s, newest.created_at)).body.notifikasi.unread).toBe(0);
    // an older mark does not move the mark back
    const back = await markRead(s, rejection.created_at);
    expect(back.status).toBe(200);
    expect(back.body.notifikasi.unread).toBe(0);
    expect(back.body.notifikasi.data.every((n) => n.dibaca)).toBe(true);
  });

  it('`until` that is not a date-time is 422 with the message', async () => {
    const s = await freshStudent(1);
    for (const until of ['kemarin', '2024-13-45T00:00:00Z', '', 12, null]) {
      const res = await markRead(s, until);
      expect({ until, status: res.status, body: res.body }).toEqual({
        until,
        status: 422,
        body: { message: { until: [MSG.notifikasiUntilInvalid] } },
      });
    }
  });
});

describe('the e-mail', () => {
  it('a rejection makes one mail, after the quiet period, with the title, the status, the note and the link', async () => {
    await drainOutbox();
    const s = await freshStudent(1);
    const p = await addExternal(s, anak(), { judul: 'Lomba Robot & AI "Nasional"' });
    expect((await decide(superAdmin.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Sertifikat <kabur>, unggah ulang.' })).status).toBe(200);

    expect(await flush(new Date())).toEqual({ mailed: 0, notifications: 0, waiting: 1 });
    expect(await readMail(s.email)).toEqual([]);
    expect(await flush(later(120))).toEqual({ mailed: 1, notifications: 1, waiting: 0 });
    const mails = await readMail(s.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(NOTIFIKASI_MSG.mailSubjectOne(NOTIFIKASI_MSG.rejectedTitle));
    const html = mail?.body.html ?? '';
    expect(html).toContain('Lomba Robot &amp; AI &quot;Nasional&quot;');
    expect(html).toContain(`${NOTIFIKASI_MSG.mailStatus}: <strong>Tertolak</strong>`);
    expect(html).toContain('Sertifikat &lt;kabur&gt;, unggah ulang.');
    expect(html).not.toContain('<kabur>');
    expect(html).toMatch(/href="https?:\/\/[^"]+\/user\/portofolio"/);
    const text = mail?.body.text ?? '';
    expect(text).toContain(`- ${NOTIFIKASI_MSG.rejectedBody('Lomba Robot & AI "Nasional"')}`);
    expect(text).toContain(`${NOTIFIKASI_MSG.mailStatus}: Tertolak`);
    expect(text).toContain(`${NOTIFIKASI_MSG.mailCatatan}: Sertifikat <kabur>, unggah ulang.`);
    expect(text).toMatch(new RegExp(`${NOTIFIKASI_MSG.mailButton}: https?://\\S+/user/portofolio$`, 'm'));
    // sent once
    expect(await flush(later(240))).toEqual({ mailed: 0, notifications: 0, waiting: 0 });
    expect(await readMail(s.email)).toHaveLength(1);
  });

  it('a student who keeps getting decisions is still mailed once the oldest has waited the maximum', async () => {
    await drainOutbox();
    const s: StudentAccount = await freshStudent(1);
    const p = await addExternal(s, anak(), { judul: 'Juara Harapan Lomba Esai' });
    expect((await decide(superAdmin.token, s.nim, p.id_portofolio, 'verify')).status).toBe(200);
    const { sendNotificationMail } = await import('@functions/domain/notifikasi/digest');
    // never quiet long enough (a quiet period of a day), but the oldest has waited past a 5 s maximum
    expect(await sendNotificationMail({ now: later(2), quietSeconds: 86_400, maxWaitSeconds: 5 })).toEqual({
      mailed: 0,
      notifications: 0,
      waiting: 1,
    });
    expect(await sendNotificationMail({ now: later(10), quietSeconds: 86_400, maxWaitSeconds: 5 })).toEqual({
      mailed: 1,
      notifications: 1,
      waiting: 0,
    });
    expect((await readMail(s.email)).map((m) => m.subject)).toEqual([NOTIFIKASI_MSG.mailSubjectOne(NOTIFIKASI_MSG.verifiedTitle)]);
  });

  it('twelve acceptances in a short time make ONE digest; nothing before the quiet period, nothing again after', async () => {
    await drainOutbox();
    const s: StudentAccount = await freshStudent(1);
    const entry = catalog.find((c) => c.kegiatan.length > 0) as CatalogEntry;
    const added = [];
    for (let i = 0; i < 12; i++) added.push(await addInternal(s, entry));
    for (const p of added) expect((await decide(superAdmin.token, s.nim, p.id_portofolio, 'verify')).status).toBe(200);

    expect(await flush(new Date())).toEqual({ mailed: 0, notifications: 0, waiting: 1 });
    expect(await readMail(s.email)).toEqual([]);
    expect(await flush(later(120))).toEqual({ mailed: 1, notifications: 12, waiting: 0 });
    const mails = await readMail(s.email);
    expect(mails.map((m) => m.subject)).toEqual([NOTIFIKASI_MSG.mailSubjectDigest(12)]);
    const html = mails[0]?.body.html ?? '';
    expect(html).toContain(NOTIFIKASI_MSG.mailIntroDigest(12));
    expect(html.match(/<li /g)).toHaveLength(12);
    const items = (mails[0]?.body.text ?? '').split('\n').filter((l) => l.startsWith('- '));
    expect(items).toEqual(Array(12).fill(`- ${NOTIFIKASI_MSG.verifiedBody(entry.kegiatan[0]?.judul ?? '')}`));
    expect(await flush(later(240))).toEqual({ mailed: 0, notifications: 0, waiting: 0 });
    expect(await readMail(s.email)).toHaveLength(1);

    // a later decision is a mail of its own, of that one update only
    expect((await api('DELETE', `/api/portofolio/user/${s.nim}/${added[0]?.id_portofolio}/delete`, { bearer: superAdmin.token })).status).toBe(200);
    expect(await flush(later(360))).toEqual({ mailed: 1, notifications: 1, waiting: 0 });
    const all = await readMail(s.email);
    expect(all.map((m) => m.subject)).toEqual([NOTIFIKASI_MSG.mailSubjectDigest(12), NOTIFIKASI_MSG.mailSubjectOne(NOTIFIKASI_MSG.deletedTitle)]);
    expect(all[1]?.body.text).toContain(`- ${NOTIFIKASI_MSG.deletedBody(entry.kegiatan[0]?.judul ?? '')}`);
    expect(all[1]?.body.text).not.toContain(NOTIFIKASI_MSG.mailStatus);
  });
});
