/**
 * Pure parts of portfolio verification: the queue's status filter (status 1 means the Menunggu
 * card, which holds the new (1) and the changed (3) ones), the decision bodies (a rejection needs a
 * note; a note is at most CATATAN_MAX characters), which statuses may be decided, and the
 * student's portfolio-update mail (HTML escaped, one update or a digest).
 */
import { portfolioUpdatesMail } from '@functions/lib/mail';
import { queueQuery, queueStatusParam } from '@shared/api/verifikasi';
import { isAwaitingVerification, statusLabel } from '@shared/domain/status';
import { MSG, NOTIFIKASI_MSG, tooLong } from '@shared/messages';
import { CATATAN_MAX, rejectBody, verifyBody } from '@shared/validation/verifikasi';
import { describe, expect, it } from 'vitest';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the queue status filter', () => {
  it.each([
    ['1', [1, 3]],
    ['3', [3]],
    ['2', [2]],
    ['4', [4]],
    ['2,4', [2, 4]],
    ['4,2', [2, 4]],
    ['4,1', [1, 3, 4]],
    ['2,2', [2]],
    ['', [1, 3]],
    ['  ', [1, 3]],
    [undefined, [1, 3]],
  ])('%j lists the statuses %j', (input, expected) => {
    expect(queueStatusParam.parse(input)).toEqual(expected);
  });

  it.each(['5', '0', '9', '1,5', '1,', ',1', 'a', '1;3', '12'])('%j is refused with the message', (input) => {
    const r = queueStatusParam.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([MSG.statusFilterInvalid]);
  });

  it('the whole query: 7 a page by default, blank filters dropped, the program a positive number', () => {
    expect(queueQuery.parse({})).toEqual({ page: 1, paginate: 7, status: [1, 3] });
    expect(queueQuery.parse({ status: '2', judul: '  ', nim: '', id_prodi: '' })).toEqual({ page: 1, paginate: 7, status: [2] });
    expect(queueQuery.parse({ judul: ' Lomba ', nim: ' 123 ', id_prodi: '2', page: '3', paginate: '5' })).toEqual({
      page: 3,
      paginate: 5,
      status: [1, 3],
      judul: 'Lomba',
      nim: '123',
      id_prodi: 2,
    });
    expect(messages(queueQuery.safeParse({ id_prodi: 'x' }))).toEqual({ id_prodi: MSG.mustBeNumber });
    expect(messages(queueQuery.safeParse({ status: '9' }))).toEqual({ status: MSG.statusFilterInvalid });
    expect(queueQuery.safeParse({ sort: 'x' }).success).toBe(false);
  });
});

describe('the decision bodies', () => {
  it('a rejection needs a note: missing, null, empty or blank is refused with the message', () => {
    for (const body of [{}, { catatan: null }, { catatan: '' }, { catatan: '   \n\t ' }]) {
      expect(messages(rejectBody.safeParse(body))).toEqual({ catatan: MSG.verifyNoteRequired });
    }
    expect(rejectBody.parse({ catatan: '  Bukti tidak terbaca.  ', version: 3 })).toEqual({ catatan: 'Bukti tidak terbaca.', version: 3 });
  });

  it('an acceptance takes a note or none; a blank note is none', () => {
    expect(verifyBody.parse({})).toEqual({});
    expect(verifyBody.parse({ catatan: '   ' })).toEqual({});
    expect(verifyBody.parse({ catatan: null })).toEqual({});
    expect(verifyBody.parse({ catatan: ' Bagus ' })).toEqual({ catatan: 'Bagus' });
  });

  it(`a note is at most ${CATATAN_MAX} characters (after trimming), for both`, () => {
    const max = 'a'.repeat(CATATAN_MAX);
    expect(rejectBody.safeParse({ catatan: max }).success).toBe(true);
    expect(verifyBody.safeParse({ catatan: ` ${max} ` }).success).toBe(true);
    expect(messages(rejectBody.safeParse({ catatan: `${max}b` }))).toEqual({ catatan: tooLong(CATATAN_MAX) });
    expect(messages(verifyBody.safeParse({ catatan: `${max}b` }))).toEqual({ catatan: tooLong(CATATAN_MAX) });
  });

  it('the version is a positive whole number; unknown fields are refused', () => {
    for (const version of [0, -1, 1.5, '2']) expect(messages(verifyBody.safeParse({ version }))).toEqual({ version: MSG.mustBeNumber });
    expect(verifyBody.safeParse({ status: 2 }).success).toBe(false);
    expect(rejectBody.safeParse({ catatan: 'x', status: 4 }).success).toBe(false);
  });
});

describe('which portfolios may be decided', () => {
  it('only the waiting (1) and the changed (3) ones', () => {
    expect([0, 1, 2, 3, 4, 5].map(isAwaitingVerification)).toEqual([false, true, false, true, false, false]);
  });
});

describe('the portfolio-update mail', () => {
  const link = 'https://skpi.example/user/portofolio';
  const rejected = {
    judul: NOTIFIKASI_MSG.rejectedTitle,
    isi: NOTIFIKASI_MSG.rejectedBody('Lomba <b>Robot</b> & "AI"'),
    status_portofolio: 4,
    catatan: 'Unggah <script>alert(1)</script> yang jelas',
  };

  it('one update: its title in the subject, the status, the note and the link, HTML escaped', () => {
    const mail = portfolioUpdatesMail('a@uji.test', 'Sri <Rahayu>', [rejected], link);
    expect(mail.to).toBe('a@uji.test');
    expect(mail.subject).toBe(NOTIFIKASI_MSG.mailSubjectOne(NOTIFIKASI_MSG.rejectedTitle));
    expect(mail.html).toContain('Lomba &lt;b&gt;Robot&lt;/b&gt; &amp; &quot;AI&quot;');
    expect(mail.html).toContain('Unggah &lt;script&gt;alert(1)&lt;/script&gt; yang jelas');
    expect(mail.html).toContain('Halo Sri &lt;Rahayu&gt;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Robot');
    expect(mail.html).toContain(`<strong>${statusLabel(4)}</strong>`);
    expect(mail.html).toContain(`href="${link}"`);
    // the text part carries the same, unescaped
    expect(mail.text).toContain(rejected.isi);
    expect(mail.text).toContain(`${NOTIFIKASI_MSG.mailStatus}: Tertolak`);
    expect(mail.text).toContain(`${NOTIFIKASI_MSG.mailCatatan}: ${rejected.catatan}`);
    expect(mail.text).toContain(`${NOTIFIKASI_MSG.mailButton}: ${link}`);
    expect(mail.text).toContain(NOTIFIKASI_MSG.mailIntroOne);
  });

  it('several updates: one digest naming how many, every update listed, no status line for a deletion', () => {
    const accepted = { judul: NOTIFIKASI_MSG.verifiedTitle, isi: NOTIFIKASI_MSG.verifiedBody('Seminar'), status_portofolio: 2, catatan: null };
    const deleted = { judul: NOTIFIKASI_MSG.deletedTitle, isi: NOTIFIKASI_MSG.deletedBody('Magang'), status_portofolio: null, catatan: null };
    const mail = portfolioUpdatesMail('a@uji.test', 'Sri', [rejected, accepted, deleted], link);
    expect(mail.subject).toBe(NOTIFIKASI_MSG.mailSubjectDigest(3));
    expect(mail.html).toContain(NOTIFIKASI_MSG.mailIntroDigest(3));
    expect(mail.html.match(/<li /g)).toHaveLength(3);
    expect(mail.text.split('\n').filter((l) => l.startsWith('- '))).toEqual([`- ${rejected.isi}`, `- ${accepted.isi}`, `- ${deleted.isi}`]);
    expect(mail.text.split('\n').filter((l) => l.includes(`${NOTIFIKASI_MSG.mailStatus}:`))).toEqual([
      `  ${NOTIFIKASI_MSG.mailStatus}: Tertolak`,
      `  ${NOTIFIKASI_MSG.mailStatus}: ${statusLabel(2)}`,
    ]);
    expect(mail.text.split('\n').filter((l) => l.includes(`${NOTIFIKASI_MSG.mailCatatan}:`))).toHaveLength(1);
  });
});
