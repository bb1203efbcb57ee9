/**
 * Internal activities (docs/decisions/0027-internal-activities.md): the admins' paged read of
 * `GET /api/ppk?id_prodi` and the admin area's add. Every success answers its fixed
 * catalogue message with the activity; every refusal (403 scope, 404, 413/422 bad input or
 * document) leaves the activities, their documents and their audit log as they were, and does not
 * claim the upload. Update, delete and the portfolio count: admin-ppk-update-delete.test.ts. The
 * role gate is admin-authorization.test.ts's.
 */

import type { KegiatanItem } from '@functions/domain/ppk/repo';
import { MSG, portfolioPointsOverMax, tooLong } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { latestToday } from '@shared/validation/ppk';
import { describe, expect, it } from 'vitest';
import { documentExists, pdfBytes, uploadEvidence } from '../support/portofolio';
import { auditOf, type Body, call, type PpkPage as Page, ppkFile, type PpkRow as Row, read, repo, unchanged, uploadPending } from '../support/ppk';
import { api } from '../support/stack';

const f = ppkFile();
const { add, body } = f;

describe('GET /api/ppk?id_prodi&paginate&page (admins)', () => {
  it("answers a program's activities newest first, ten a page, with the sub-rubric's name and a URL of the PDF", async () => {
    const added = await add({ judul: 'Kegiatan terbaru uji daftar' });
    const res = await api<Page>('GET', '/api/ppk', { bearer: f.ownAdmin.token, query: { id_prodi: 1, paginate: 10, page: 1 } });
    expect(res.status).toBe(200);
    const all = await (await repo()).listOfProdi(1);
    expect(res.body.ppk).toMatchObject({ current_page: 1, per_page: 10, total: all.length, last_page: Math.ceil(all.length / 10) });
    expect(res.body.ppk.data).toHaveLength(Math.min(10, all.length));
    const ids = res.body.ppk.data.map((r) => r.id_kegiatan_ppk);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body.ppk.data[0]).toEqual({
      ...added,
      dokumen_ppk: expect.stringContaining('/ppk/'),
    });
    expect(res.body.ppk.data[0]).toMatchObject({
      id_prodi: 1,
      id_anak_rubrik: f.anak.id_anak_rubrik,
      id_rubrik: f.anak.id_rubrik,
      id_bidang_portofolio: f.anak.id_bidang_portofolio,
      nama_anak_rubrik: f.anak.nama_anak_rubrik,
      jumlah_portofolio: 0,
      version: 1,
    });
    const pdf = await fetch(String(res.body.ppk.data[0]?.dokumen_ppk));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // the last page holds the oldest; a page past the end is empty
    const last = await api<Page>('GET', '/api/ppk', {
      bearer: f.superAdmin.token,
      query: { id_prodi: 1, paginate: 10, page: res.body.ppk.last_page },
    });
    expect(last.body.ppk.data.at(-1)?.id_kegiatan_ppk).toBe(Math.min(...all.map((k) => k.id_kegiatan_ppk)));
    const past = await api<Page>('GET', '/api/ppk', { bearer: f.superAdmin.token, query: { id_prodi: 1, paginate: 10, page: 999 } });
    expect(past.body.ppk.data).toEqual([]);
  });

  it('the super admin reads any program; an admin jurusan another program 403; other roles 403; an unknown program 404', async () => {
    expect((await api('GET', '/api/ppk', { bearer: f.superAdmin.token, query: { id_prodi: 2 } })).status).toBe(200);
    const other = await api('GET', '/api/ppk', { bearer: f.ownAdmin.token, query: { id_prodi: 2 } });
    expect([other.status, other.body]).toEqual([403, { message: MSG.ppkOtherProdi }]);
    const byStudent = await api('GET', '/api/ppk', { bearer: f.student.token, query: { id_prodi: 1 } });
    expect([byStudent.status, byStudent.body]).toEqual([403, { message: MSG.forbidden }]);
    const missing = await api('GET', '/api/ppk', { bearer: f.superAdmin.token, query: { id_prodi: 99_999 } });
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.prodiNotFound }]);
  });

  it('takes one of id_anak_rubrik and id_prodi (422 otherwise); the student form still answers the list', async () => {
    const both = await api('GET', '/api/ppk', { bearer: f.superAdmin.token, query: { id_prodi: 1, id_anak_rubrik: f.anak.id_anak_rubrik } });
    expect([both.status, both.body]).toEqual([422, { message: { id_prodi: [MSG.ppkQueryOneOf] } }]);
    const none = await api('GET', '/api/ppk', { bearer: f.superAdmin.token });
    expect([none.status, none.body]).toEqual([422, { message: { id_anak_rubrik: [MSG.required] } }]);
    const word = await api('GET', '/api/ppk', { bearer: f.superAdmin.token, query: { id_prodi: 'satu' } });
    expect([word.status, word.body]).toEqual([422, { message: { id_prodi: [MSG.mustBeNumber] } }]);
    const list = await api<{ ppk: unknown[] }>('GET', '/api/ppk', { bearer: f.student.token, query: { id_anak_rubrik: f.anak.id_anak_rubrik } });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.ppk)).toBe(true);
  });
});

describe('POST /api/ppk/add', () => {
  it('adds an activity (admin jurusan, own program): the message, the row, the PDF moved to its key, an audit entry', async () => {
    const sent = await body(f.ownAdmin.token, { judul: '  Lomba Karya Tulis Ilmiah Internal  ', judul_inggris: '' });
    const res = await call('POST', '/api/ppk/add', f.ownAdmin.token, sent);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.kegiatanAdded);
    const row = res.body.ppk as Row;
    expect(row).toMatchObject({
      judul: 'Lomba Karya Tulis Ilmiah Internal',
      judul_inggris: null,
      id_prodi: 1,
      id_anak_rubrik: f.anak.id_anak_rubrik,
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2024-09-14',
      jumlah_portofolio: 0,
      version: 1,
    });
    const stored = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    expect(stored.dokumen_ppk).toMatch(new RegExp(`^ppk/${f.ownAdmin.user.id}/[0-9A-Z]{26}\\.pdf$`));
    expect(await documentExists(stored.dokumen_ppk as string)).toBe(true);
    expect(await uploadPending(String(sent.dokumen_ppk))).toBe(false);
    const [entry] = await auditOf(row.id_kegiatan_ppk);
    expect(entry).toMatchObject({
      action: 'ppk.create',
      actor_id: f.ownAdmin.user.id,
      before: null,
      after: { judul: 'Lomba Karya Tulis Ilmiah Internal' },
    });
    // the student's dialog offers it under its sub-rubric
    const offered = await api<{ ppk: Array<{ id_kegiatan_ppk: number }> }>('GET', '/api/ppk', {
      bearer: f.student.token,
      query: { id_anak_rubrik: f.anak.id_anak_rubrik },
    });
    expect(offered.body.ppk.map((k) => k.id_kegiatan_ppk)).toContain(row.id_kegiatan_ppk);
  });

  it("accepts today's date (in every time zone) and the sub-rubric's maximum", async () => {
    // read once: a second read after the add would be the next day if the day turned meanwhile
    const today = latestToday();
    const row = await add({ tanggal_terbit: today, bobot_skp_portofolio: f.anak.bobot_maksimal_skp_tiap_portofolio });
    expect(row).toMatchObject({ tanggal_terbit: today, bobot_skp_portofolio: f.anak.bobot_maksimal_skp_tiap_portofolio });
    expect((await add({ tanggal_terbit: new Date().toISOString().slice(0, 10) })).version).toBe(1);
  });

  it.each([
    [
      'an empty body',
      {},
      {
        judul: [MSG.required],
        id_anak_rubrik: [MSG.required],
        bobot_skp_portofolio: [MSG.required],
        tanggal_terbit: [MSG.required],
        dokumen_ppk: [MSG.required],
      },
    ],
    ['a blank title', { judul: '   ' }, { judul: [MSG.required] }],
    ['a title too long', { judul: 'x'.repeat(256) }, { judul: [tooLong(255)] }],
    ['a sub-rubric that is no number', { id_anak_rubrik: 'abc' }, { id_anak_rubrik: [MSG.mustBeNumber] }],
    ['points that are no number', { bobot_skp_portofolio: 'dua' }, { bobot_skp_portofolio: [MSG.mustBeNumber] }],
    ['zero points', { bobot_skp_portofolio: 0 }, { bobot_skp_portofolio: [MSG.portfolioPointsInvalid] }],
    ['fractional points', { bobot_skp_portofolio: 1.5 }, { bobot_skp_portofolio: [MSG.portfolioPointsInvalid] }],
    ['a date that does not exist', { tanggal_terbit: '2024-02-30' }, { tanggal_terbit: [MSG.invalidDate] }],
    ['a date in another format', { tanggal_terbit: '14-09-2024' }, { tanggal_terbit: [MSG.invalidDate] }],
    ['a date in the future', { tanggal_terbit: '2999-01-01' }, { tanggal_terbit: [MSG.ppkDateFuture] }],
  ])('refuses %s (422) and changes nothing', async (_name, overrides, message) => {
    const sent = Object.keys(overrides).length === 0 ? {} : await body(f.superAdmin.token, overrides);
    await unchanged([], async () => {
      const res = await call('POST', '/api/ppk/add', f.superAdmin.token, sent);
      expect([res.status, res.body]).toEqual([422, { message }]);
    });
    if (typeof sent.dokumen_ppk === 'string') expect(await uploadPending(sent.dokumen_ppk)).toBe(true);
  });

  it('refuses, changing nothing and claiming nothing: another program 403, an unknown sub-rubric 404, points over the maximum 422', async () => {
    const cases: Array<[string, Body, number, unknown]> = [
      ['other program', { id_anak_rubrik: f.foreign.id_anak_rubrik }, 403, MSG.ppkOtherProdi],
      ['unknown sub-rubric', { id_anak_rubrik: 9_999_999 }, 404, MSG.anakRubrikNotFound],
      [
        'over the maximum',
        { bobot_skp_portofolio: f.anak.bobot_maksimal_skp_tiap_portofolio + 1 },
        422,
        { bobot_skp_portofolio: [portfolioPointsOverMax(f.anak.bobot_maksimal_skp_tiap_portofolio)] },
      ],
    ];
    for (const [name, overrides, status, message] of cases) {
      const sent = await body(f.ownAdmin.token, overrides);
      await unchanged([], async () => {
        const res = await call('POST', '/api/ppk/add', f.ownAdmin.token, sent);
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status, body: { message } });
      });
      expect(await uploadPending(String(sent.dokumen_ppk))).toBe(true);
    }
  });

  it("refuses a document that is no PDF or someone else's upload (422) or is too large (413), changing nothing", async () => {
    const notPdf = await uploadEvidence(f.superAdmin.token, Buffer.from('<html>bukan pdf</html>'));
    const tooLarge = await uploadEvidence(f.superAdmin.token, pdfBytes(2_000_001));
    const othersUpload = await uploadEvidence(f.student.token, pdfBytes());
    const cases: Array<[string, number, unknown]> = [
      [notPdf, 422, { dokumen_ppk: [UPLOAD_MSG.uploadWrongPdfType] }],
      [tooLarge, 413, { dokumen_ppk: [MSG.uploadTooLarge] }],
      [othersUpload, 422, { dokumen_ppk: [UPLOAD_MSG.uploadMissing] }],
      ['tmp/tidak-ada', 422, { dokumen_ppk: [UPLOAD_MSG.uploadMissing] }],
    ];
    for (const [key, status, message] of cases) {
      await unchanged([], async () => {
        const res = await call('POST', '/api/ppk/add', f.superAdmin.token, await body(f.superAdmin.token, { dokumen_ppk: key }));
        expect({ key, status: res.status, body: res.body }).toEqual({ key, status, body: { message } });
      });
    }
    // the student's upload stays theirs
    expect(await uploadPending(othersUpload)).toBe(true);
  });
});
