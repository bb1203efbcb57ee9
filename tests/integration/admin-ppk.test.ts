/**
 * Internal activities (docs/decisions/0027-internal-activities.md):
 * the admins' paged read of `GET /api/ppk?id_prodi`
 * and the admin area's add, update and delete. Every success answers the product specification's message with the
 * activity; every refusal (403 scope, 404, 409 stale or chosen by portfolios, 413/422 bad input
 * or document) leaves the activities, their documents and their audit log as they were, and does
 * not claim the upload. The activity's portfolio count follows the portfolio writes that choose or
 * leave it (student add, edit, delete; admin delete). The role gate is admin-authorization.test.ts's.
 */

import type { KegiatanItem } from '@functions/domain/ppk/repo';
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { AUTH_MSG, MSG, portfolioPointsOverMax, ppkAnakLocked, ppkInUse, tooLong } from '@shared/messages';
import { latestToday } from '@shared/validation/ppk';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack, staffAccount } from '../support/auth-flow';
import { catalogOf, documentExists, freshStudent, pdfBytes, type StudentAccount, uploadEvidence } from '../support/portofolio';
import { removeAddedActivities } from '../support/ppk';
import { api, useStackEnv } from '../support/stack';

type Body = Record<string, unknown>;
interface Row {
  id_kegiatan_ppk: number;
  id_prodi: number;
  id_bidang_portofolio: number;
  id_rubrik: number;
  id_anak_rubrik: number;
  nama_anak_rubrik: string;
  judul: string;
  judul_inggris: string | null;
  bobot_skp_portofolio: number;
  tanggal_terbit: string;
  dokumen_ppk: string | null;
  jumlah_portofolio: number;
  version: number;
}
interface Answer {
  message: unknown;
  ppk?: Row;
}
interface Page {
  ppk: { data: Row[]; current_page: number; last_page: number; per_page: number; total: number };
}

let superAdmin: Awaited<ReturnType<typeof staffAccount>>;
let ownAdmin: Awaited<ReturnType<typeof staffAccount>>;
let otherAdmin: Awaited<ReturnType<typeof staffAccount>>;
let student: StudentAccount;
/** Two sub-rubrics of program 1 (the first allows at least 2 points), one of program 2. */
let anak: AnakRubrikItem;
let anak2: AnakRubrikItem;
let foreign: AnakRubrikItem;

const repo = async () => (await import('@functions/domain/ppk/repo')).ppkRepo;
const read = async (id: number) => (await repo()).get(id);
const auditOf = async (id: number) => {
  const { auditLog } = await import('@functions/lib/audit');
  return auditLog.ofTarget({ type: 'ppk', id });
};
/** Whether a temporary upload is still unclaimed (its record exists). */
const uploadPending = async (key: string) => {
  pointAtStack();
  const { getItem } = await import('@functions/lib/table');
  const { keys } = await import('@functions/lib/keys');
  return (await getItem(keys.upload(key), { ConsistentRead: true })) !== undefined;
};

const call = (method: string, path: string, token: string, body?: Body) => api<Answer>(method, path, { bearer: token, body });

const body = async (token: string, overrides: Body = {}): Promise<Body> => ({
  judul: 'Seminar Nasional Teknologi Informasi 2024',
  judul_inggris: 'National Seminar on Information Technology 2024',
  id_anak_rubrik: anak.id_anak_rubrik,
  bobot_skp_portofolio: 2,
  tanggal_terbit: '2024-09-14',
  dokumen_ppk: await uploadEvidence(token, pdfBytes()),
  ...overrides,
});

async function add(overrides: Body = {}, token = superAdmin.token): Promise<Row> {
  const res = await call('POST', '/api/ppk/add', token, await body(token, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ppk as Row;
}

/** The program's activities, their documents and the audit entries of `watched`, to show a refusal changed nothing. */
async function state(watched: number[] = []) {
  const items = await (await repo()).listOfProdi(1);
  const audits = await Promise.all(watched.map(async (id) => (await auditOf(id)).length));
  const docs = await Promise.all(items.map((k) => (k.dokumen_ppk ? documentExists(k.dokumen_ppk) : false)));
  return { items: items.map(({ updated_at: _u, ...k }) => k), audits, docs };
}

async function unchanged(watched: number[], run: () => Promise<void>): Promise<void> {
  const before = await state(watched);
  await run();
  expect(await state(watched)).toEqual(before);
}

removeAddedActivities(1);

beforeAll(async () => {
  useStackEnv();
  superAdmin = await staffAccount('super admin');
  ownAdmin = await staffAccount('admin jurusan', 1);
  otherAdmin = await staffAccount('admin jurusan', 2);
  student = await freshStudent(1);
  const mine = (await catalogOf(1)).map((c) => c.anak).sort((a, b) => b.bobot_maksimal_skp_tiap_portofolio - a.bobot_maksimal_skp_tiap_portofolio);
  [anak, anak2] = mine as [AnakRubrikItem, AnakRubrikItem];
  expect(anak.bobot_maksimal_skp_tiap_portofolio).toBeGreaterThanOrEqual(2);
  foreign = ((await catalogOf(2))[0] ?? expect.unreachable()).anak;
});

describe('GET /api/ppk?id_prodi&paginate&page (admins)', () => {
  it("answers a program's activities newest first, ten a page, with the sub-rubric's name and a URL of the PDF", async () => {
    const added = await add({ judul: 'Kegiatan terbaru uji daftar' });
    const res = await api<Page>('GET', '/api/ppk', { bearer: ownAdmin.token, query: { id_prodi: 1, paginate: 10, page: 1 } });
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
      id_anak_rubrik: anak.id_anak_rubrik,
      id_rubrik: anak.id_rubrik,
      id_bidang_portofolio: anak.id_bidang_portofolio,
      nama_anak_rubrik: anak.nama_anak_rubrik,
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
    const last = await api<Page>('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 1, paginate: 10, page: res.body.ppk.last_page } });
    expect(last.body.ppk.data.at(-1)?.id_kegiatan_ppk).toBe(Math.min(...all.map((k) => k.id_kegiatan_ppk)));
    const past = await api<Page>('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 1, paginate: 10, page: 999 } });
    expect(past.body.ppk.data).toEqual([]);
  });

  it('the super admin reads any program; an admin jurusan another program 403; other roles 403; an unknown program 404', async () => {
    expect((await api('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 2 } })).status).toBe(200);
    const other = await api('GET', '/api/ppk', { bearer: ownAdmin.token, query: { id_prodi: 2 } });
    expect([other.status, other.body]).toEqual([403, { message: MSG.ppkOtherProdi }]);
    const byStudent = await api('GET', '/api/ppk', { bearer: student.token, query: { id_prodi: 1 } });
    expect([byStudent.status, byStudent.body]).toEqual([403, { message: MSG.forbidden }]);
    const missing = await api('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 99_999 } });
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.prodiNotFound }]);
  });

  it('takes one of id_anak_rubrik and id_prodi (422 otherwise); the student form still answers the list', async () => {
    const both = await api('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 1, id_anak_rubrik: anak.id_anak_rubrik } });
    expect([both.status, both.body]).toEqual([422, { message: { id_prodi: [MSG.ppkQueryOneOf] } }]);
    const none = await api('GET', '/api/ppk', { bearer: superAdmin.token });
    expect([none.status, none.body]).toEqual([422, { message: { id_anak_rubrik: [MSG.required] } }]);
    const word = await api('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 'satu' } });
    expect([word.status, word.body]).toEqual([422, { message: { id_prodi: [MSG.mustBeNumber] } }]);
    const list = await api<{ ppk: unknown[] }>('GET', '/api/ppk', { bearer: student.token, query: { id_anak_rubrik: anak.id_anak_rubrik } });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.ppk)).toBe(true);
  });
});

describe('POST /api/ppk/add', () => {
  it('adds an activity (admin jurusan, own program): the message, the row, the PDF moved to its key, an audit entry', async () => {
    const sent = await body(ownAdmin.token, { judul: '  Lomba Karya Tulis Ilmiah Internal  ', judul_inggris: '' });
    const res = await call('POST', '/api/ppk/add', ownAdmin.token, sent);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.kegiatanAdded);
    const row = res.body.ppk as Row;
    expect(row).toMatchObject({
      judul: 'Lomba Karya Tulis Ilmiah Internal',
      judul_inggris: null,
      id_prodi: 1,
      id_anak_rubrik: anak.id_anak_rubrik,
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2024-09-14',
      jumlah_portofolio: 0,
      version: 1,
    });
    const stored = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    expect(stored.dokumen_ppk).toMatch(new RegExp(`^ppk/${ownAdmin.user.id}/[0-9A-Z]{26}\\.pdf$`));
    expect(await documentExists(stored.dokumen_ppk as string)).toBe(true);
    expect(await uploadPending(String(sent.dokumen_ppk))).toBe(false);
    const [entry] = await auditOf(row.id_kegiatan_ppk);
    expect(entry).toMatchObject({
      action: 'ppk.create',
      actor_id: ownAdmin.user.id,
      before: null,
      after: { judul: 'Lomba Karya Tulis Ilmiah Internal' },
    });
    // the student's dialog offers it under its sub-rubric
    const offered = await api<{ ppk: Array<{ id_kegiatan_ppk: number }> }>('GET', '/api/ppk', {
      bearer: student.token,
      query: { id_anak_rubrik: anak.id_anak_rubrik },
    });
    expect(offered.body.ppk.map((k) => k.id_kegiatan_ppk)).toContain(row.id_kegiatan_ppk);
  });

  it("accepts today's date (in every time zone) and the sub-rubric's maximum", async () => {
    const row = await add({ tanggal_terbit: latestToday(), bobot_skp_portofolio: anak.bobot_maksimal_skp_tiap_portofolio });
    expect(row).toMatchObject({ tanggal_terbit: latestToday(), bobot_skp_portofolio: anak.bobot_maksimal_skp_tiap_portofolio });
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
    const sent = Object.keys(overrides).length === 0 ? {} : await body(superAdmin.token, overrides);
    await unchanged([], async () => {
      const res = await call('POST', '/api/ppk/add', superAdmin.token, sent);
      expect([res.status, res.body]).toEqual([422, { message }]);
    });
    if (typeof sent.dokumen_ppk === 'string') expect(await uploadPending(sent.dokumen_ppk)).toBe(true);
  });

  it('refuses, changing nothing and claiming nothing: another program 403, an unknown sub-rubric 404, points over the maximum 422', async () => {
    const cases: Array<[string, Body, number, unknown]> = [
      ['other program', { id_anak_rubrik: foreign.id_anak_rubrik }, 403, MSG.ppkOtherProdi],
      ['unknown sub-rubric', { id_anak_rubrik: 9_999_999 }, 404, MSG.anakRubrikNotFound],
      [
        'over the maximum',
        { bobot_skp_portofolio: anak.bobot_maksimal_skp_tiap_portofolio + 1 },
        422,
        { bobot_skp_portofolio: [portfolioPointsOverMax(anak.bobot_maksimal_skp_tiap_portofolio)] },
      ],
    ];
    for (const [name, overrides, status, message] of cases) {
      const sent = await body(ownAdmin.token, overrides);
      await unchanged([], async () => {
        const res = await call('POST', '/api/ppk/add', ownAdmin.token, sent);
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status, body: { message } });
      });
      expect(await uploadPending(String(sent.dokumen_ppk))).toBe(true);
    }
  });

  it("refuses a document that is no PDF or someone else's upload (422) or is too large (413), changing nothing", async () => {
    const notPdf = await uploadEvidence(superAdmin.token, Buffer.from('<html>bukan pdf</html>'));
    const tooLarge = await uploadEvidence(superAdmin.token, pdfBytes(2_000_001));
    const othersUpload = await uploadEvidence(student.token, pdfBytes());
    const cases: Array<[string, number, unknown]> = [
      [notPdf, 422, { dokumen_ppk: [AUTH_MSG.uploadWrongPdfType] }],
      [tooLarge, 413, { dokumen_ppk: [MSG.uploadTooLarge] }],
      [othersUpload, 422, { dokumen_ppk: [AUTH_MSG.uploadMissing] }],
      ['tmp/tidak-ada', 422, { dokumen_ppk: [AUTH_MSG.uploadMissing] }],
    ];
    for (const [key, status, message] of cases) {
      await unchanged([], async () => {
        const res = await call('POST', '/api/ppk/add', superAdmin.token, await body(superAdmin.token, { dokumen_ppk: key }));
        expect({ key, status: res.status, body: res.body }).toEqual({ key, status, body: { message } });
      });
    }
    // the student's upload stays theirs
    expect(await uploadPending(othersUpload)).toBe(true);
  });
});

describe('POST /api/ppk/update/{id}', () => {
  it('changes the fields and keeps the document when none is sent; a new PDF replaces (and deletes) the old one', async () => {
    const row = await add();
    const before = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    const res = await call('POST', `/api/ppk/update/${row.id_kegiatan_ppk}`, ownAdmin.token, {
      judul: 'Seminar Nasional (diperbarui)',
      judul_inggris: 'National Seminar (updated)',
      id_anak_rubrik: anak.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: '2024-09-15',
      version: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.kegiatanUpdated);
    expect(res.body.ppk).toMatchObject({ judul: 'Seminar Nasional (diperbarui)', bobot_skp_portofolio: 1, tanggal_terbit: '2024-09-15', version: 2 });
    const kept = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    expect(kept.dokumen_ppk).toBe(before.dokumen_ppk);
    expect(await documentExists(before.dokumen_ppk as string)).toBe(true);
    expect((await auditOf(row.id_kegiatan_ppk)).at(-1)).toMatchObject({
      action: 'ppk.update',
      before: { judul: row.judul, version: 1 },
      after: { judul: 'Seminar Nasional (diperbarui)', version: 2 },
    });

    const upload = await uploadEvidence(superAdmin.token, pdfBytes());
    const replaced = await call('POST', `/api/ppk/update/${row.id_kegiatan_ppk}`, superAdmin.token, {
      judul: 'Seminar Nasional (diperbarui)',
      id_anak_rubrik: anak.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: '2024-09-15',
      dokumen_ppk: upload,
    });
    expect(replaced.status).toBe(200);
    const after = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    expect(after.dokumen_ppk).not.toBe(before.dokumen_ppk);
    expect(after.judul_inggris).toBeNull();
    expect(await documentExists(after.dokumen_ppk as string)).toBe(true);
    expect(await documentExists(before.dokumen_ppk as string)).toBe(false);
  });

  it('moves an activity no portfolio chose to another sub-rubric of the program (its lists follow)', async () => {
    const row = await add();
    const res = await call('POST', `/api/ppk/update/${row.id_kegiatan_ppk}`, ownAdmin.token, {
      judul: row.judul,
      id_anak_rubrik: anak2.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: row.tanggal_terbit,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ppk).toMatchObject({
      id_anak_rubrik: anak2.id_anak_rubrik,
      id_rubrik: anak2.id_rubrik,
      nama_anak_rubrik: anak2.nama_anak_rubrik,
    });
    const r = await repo();
    expect((await r.listOfAnak(anak2.id_anak_rubrik)).map((k) => k.id_kegiatan_ppk)).toContain(row.id_kegiatan_ppk);
    expect((await r.listOfAnak(anak.id_anak_rubrik)).map((k) => k.id_kegiatan_ppk)).not.toContain(row.id_kegiatan_ppk);
  });

  it('refuses, changing nothing: stale version 409, unknown 404, another program 403 (the activity or the new sub-rubric), points over the maximum 422', async () => {
    const row = await add();
    const sent = { judul: 'Diubah', id_anak_rubrik: anak.id_anak_rubrik, bobot_skp_portofolio: 1, tanggal_terbit: '2024-01-02' };
    const upload = await uploadEvidence(ownAdmin.token, pdfBytes());
    const cases: Array<[string, string, string, Body, number, unknown]> = [
      ['stale', `/api/ppk/update/${row.id_kegiatan_ppk}`, ownAdmin.token, { ...sent, version: 7, dokumen_ppk: upload }, 409, MSG.conflict],
      ['unknown', '/api/ppk/update/9999999', superAdmin.token, sent, 404, MSG.kegiatanNotFound],
      ['other program', `/api/ppk/update/${row.id_kegiatan_ppk}`, otherAdmin.token, sent, 403, MSG.ppkOtherProdi],
      [
        'to another program',
        `/api/ppk/update/${row.id_kegiatan_ppk}`,
        ownAdmin.token,
        { ...sent, id_anak_rubrik: foreign.id_anak_rubrik, dokumen_ppk: upload },
        403,
        MSG.ppkOtherProdi,
      ],
      [
        'unknown sub-rubric',
        `/api/ppk/update/${row.id_kegiatan_ppk}`,
        ownAdmin.token,
        { ...sent, id_anak_rubrik: 9_999_999 },
        404,
        MSG.anakRubrikNotFound,
      ],
      [
        'over the maximum',
        `/api/ppk/update/${row.id_kegiatan_ppk}`,
        ownAdmin.token,
        { ...sent, bobot_skp_portofolio: anak.bobot_maksimal_skp_tiap_portofolio + 1, dokumen_ppk: upload },
        422,
        { bobot_skp_portofolio: [portfolioPointsOverMax(anak.bobot_maksimal_skp_tiap_portofolio)] },
      ],
      ['no title', `/api/ppk/update/${row.id_kegiatan_ppk}`, ownAdmin.token, { ...sent, judul: '' }, 422, { judul: [MSG.required] }],
    ];
    for (const [name, path, token, b, status, message] of cases) {
      await unchanged([row.id_kegiatan_ppk], async () => {
        const res = await call('POST', path, token, b);
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status, body: { message } });
      });
    }
    expect(await uploadPending(upload)).toBe(true);
  });
});

describe('DELETE /api/ppk/delete/{id}', () => {
  it('deletes an activity no portfolio chose, with its document and an audit entry', async () => {
    const row = await add();
    const stored = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    const res = await call('DELETE', `/api/ppk/delete/${row.id_kegiatan_ppk}`, ownAdmin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.kegiatanDeleted, ppk: { ...row, dokumen_ppk: null } });
    expect(await read(row.id_kegiatan_ppk)).toBeUndefined();
    expect(await documentExists(stored.dokumen_ppk as string)).toBe(false);
    expect((await auditOf(row.id_kegiatan_ppk)).at(-1)).toMatchObject({ action: 'ppk.delete', before: { judul: row.judul }, after: null });
  });

  it('refuses, changing nothing: unknown 404, another program 403', async () => {
    const row = await add();
    await unchanged([row.id_kegiatan_ppk], async () => {
      const missing = await call('DELETE', '/api/ppk/delete/9999999', superAdmin.token);
      expect([missing.status, missing.body]).toEqual([404, { message: MSG.kegiatanNotFound }]);
      const other = await call('DELETE', `/api/ppk/delete/${row.id_kegiatan_ppk}`, otherAdmin.token);
      expect([other.status, other.body]).toEqual([403, { message: MSG.ppkOtherProdi }]);
    });
  });
});

describe('the portfolio count of an activity', () => {
  const count = async (id: number) => Number((await read(id))?.jumlah_portofolio ?? 0);
  const addInternal = async (s: StudentAccount, idKegiatan: number) => {
    const res = await api<{ portofolio: { id_portofolio: number; version: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, {
      bearer: s.token,
      body: { id_anak_rubrik: anak.id_anak_rubrik, id_kegiatan_ppk: idKegiatan },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.portofolio;
  };

  it('follows the portfolios that choose or leave it (add, change, delete by the student and by an admin); while any do, the activity is neither deleted nor moved (409)', async () => {
    const a = await add({ judul: 'Kegiatan A' });
    const b = await add({ judul: 'Kegiatan B' });
    const other = await freshStudent(1);
    const p1 = await addInternal(student, a.id_kegiatan_ppk);
    const p2 = await addInternal(other, a.id_kegiatan_ppk);
    expect([await count(a.id_kegiatan_ppk), await count(b.id_kegiatan_ppk)]).toEqual([2, 0]);

    // chosen: no delete, no move to another sub-rubric; nothing changes
    await unchanged([a.id_kegiatan_ppk], async () => {
      const del = await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, superAdmin.token);
      expect([del.status, del.body]).toEqual([409, { message: ppkInUse(2) }]);
      const move = await call('POST', `/api/ppk/update/${a.id_kegiatan_ppk}`, superAdmin.token, {
        judul: a.judul,
        id_anak_rubrik: anak2.id_anak_rubrik,
        bobot_skp_portofolio: 1,
        tanggal_terbit: a.tanggal_terbit,
      });
      expect([move.status, move.body]).toEqual([409, { message: ppkAnakLocked(2) }]);
    });
    const list = await api<Page>('GET', '/api/ppk', { bearer: superAdmin.token, query: { id_prodi: 1 } });
    expect(list.body.ppk.data.find((r) => r.id_kegiatan_ppk === a.id_kegiatan_ppk)?.jumlah_portofolio).toBe(2);

    // a change of its points keeps the points of the portfolios already recorded
    const points = await call('POST', `/api/ppk/update/${a.id_kegiatan_ppk}`, superAdmin.token, {
      judul: a.judul,
      id_anak_rubrik: anak.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: a.tanggal_terbit,
    });
    expect(points.status).toBe(200);
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    expect((await portofolioRepo.get(p1.id_portofolio))?.bobot_skp_portofolio).toBe(2);

    // the student changes the activity: A loses one, B gains one
    const changed = await api('POST', `/api/portofolio/user/${student.nim}/${p1.id_portofolio}/update`, {
      bearer: student.token,
      body: { id_anak_rubrik: anak.id_anak_rubrik, id_kegiatan_ppk: b.id_kegiatan_ppk },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect([await count(a.id_kegiatan_ppk), await count(b.id_kegiatan_ppk)]).toEqual([1, 1]);

    // an edit that keeps the activity moves nothing
    const same = await api('POST', `/api/portofolio/user/${other.nim}/${p2.id_portofolio}/update`, {
      bearer: other.token,
      body: { id_anak_rubrik: anak.id_anak_rubrik, id_kegiatan_ppk: a.id_kegiatan_ppk },
    });
    expect(same.status).toBe(200);
    expect(await count(a.id_kegiatan_ppk)).toBe(1);

    // the student turns it external: B loses it
    const external = await api('POST', `/api/portofolio/user/${student.nim}/${p1.id_portofolio}/update`, {
      bearer: student.token,
      body: {
        id_anak_rubrik: anak.id_anak_rubrik,
        judul: 'Kegiatan luar',
        bobot_skp_portofolio: 1,
        tanggal_terbit: '2024-05-01',
        dokumen_portofolio: await uploadEvidence(student.token, pdfBytes()),
      },
    });
    expect(external.status, JSON.stringify(external.body)).toBe(200);
    expect(await count(b.id_kegiatan_ppk)).toBe(0);

    // the student deletes theirs; an admin deletes the other's
    const p3 = await addInternal(student, b.id_kegiatan_ppk);
    expect(await count(b.id_kegiatan_ppk)).toBe(1);
    expect((await api('DELETE', `/api/portofolio/user/${student.nim}/${p3.id_portofolio}/delete`, { bearer: student.token })).status).toBe(200);
    expect(await count(b.id_kegiatan_ppk)).toBe(0);
    expect((await api('DELETE', `/api/portofolio/user/${other.nim}/${p2.id_portofolio}/delete`, { bearer: ownAdmin.token })).status).toBe(200);
    expect(await count(a.id_kegiatan_ppk)).toBe(0);

    // no portfolio left: the delete goes through
    const del = await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, ownAdmin.token);
    expect([del.status, del.body.message]).toEqual([200, MSG.kegiatanDeleted]);
  });

  it('a portfolio cannot choose an activity deleted meanwhile (the write is refused, the count stays away)', async () => {
    const a = await add({ judul: 'Kegiatan yang dihapus' });
    expect((await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, superAdmin.token)).status).toBe(200);
    const res = await api('POST', `/api/portofolio/user/${student.nim}/add`, {
      bearer: student.token,
      body: { id_anak_rubrik: anak.id_anak_rubrik, id_kegiatan_ppk: a.id_kegiatan_ppk },
    });
    expect([res.status, res.body]).toEqual([422, { message: { id_kegiatan_ppk: [MSG.kegiatanNotFound] } }]);
    const { getItem } = await import('@functions/lib/table');
    const { keys } = await import('@functions/lib/keys');
    expect(await getItem(keys.kegiatan(a.id_kegiatan_ppk), { ConsistentRead: true })).toBeUndefined();
  });

  it('in the repo: a portfolio transaction choosing an activity deleted between read and write is refused as stale', async () => {
    pointAtStack();
    const a = await add({ judul: 'Kegiatan balapan' });
    const { portofolioRepo, PortfolioWriteRefused } = await import('@functions/domain/portofolio/repo');
    expect((await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, superAdmin.token)).status).toBe(200);
    await expect(
      portofolioRepo.create({
        user_id: student.user.id,
        id_prodi: 1,
        id_bidang_portofolio: anak.id_bidang_portofolio,
        id_rubrik: anak.id_rubrik,
        id_anak_rubrik: anak.id_anak_rubrik,
        id_kegiatan_ppk: a.id_kegiatan_ppk,
        judul: a.judul,
        judul_inggris: null,
        bobot_skp_portofolio: 2,
        tanggal_terbit: a.tanggal_terbit,
        dokumen_portofolio: null,
        id_status_portofolio: 1,
        showed: true,
        verified_by: null,
        verified_at: null,
      }),
    ).rejects.toBeInstanceOf(PortfolioWriteRefused);
    expect(await read(a.id_kegiatan_ppk)).toBeUndefined();
  });
});
