/**
 * The student's portfolio reads and adds (docs/decisions/0015-student-portfolios.md): the list, the latest date and
 * the statistics; an external add with its evidence upload and an internal add from an activity;
 * every validation rule with its message and every refusal (another NIM, points over the
 * maximum, another program's sub-rubric, another sub-rubric's activity, a file that is not a PDF
 * or too large), each shown to change nothing.
 */

import { MSG, portfolioPointsOverMax } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../support/images';
import {
  type CatalogEntry,
  catalogOf,
  countersOf,
  documentExists,
  freshStudent,
  nonZeroStats,
  pdfBytes,
  recount,
  type StudentAccount,
  snapshot,
  uploadEvidence,
} from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

interface Row {
  id_portofolio: number;
  judul: string;
  judul_inggris: string | null;
  id_anak_rubrik: number;
  nama_anak_rubrik: string;
  id_bidang_portofolio: number;
  id_kegiatan_ppk: number | null;
  bobot_skp_portofolio: number;
  tanggal_terbit: string;
  dokumen_portofolio: string | null;
  id_status_portofolio: number;
  showed: boolean;
  catatan: string | null;
  version: number;
}
type Answer = { message: unknown; portofolio?: Row };

let catalog: CatalogEntry[];
let otherProgram: CatalogEntry[];

beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
  otherProgram = await catalogOf(2);
});

const entry = (i = 0) => catalog[i] as CatalogEntry;
const add = (s: StudentAccount, body: Record<string, unknown>, nim = s.nim) =>
  api<Answer>('POST', `/api/portofolio/user/${nim}/add`, { bearer: s.token, body });

async function external(s: StudentAccount, overrides: Record<string, unknown> = {}) {
  const a = entry().anak;
  return {
    nim: s.nim,
    id_anak_rubrik: a.id_anak_rubrik,
    judul: 'Juara 1 Lomba Cerdas Cermat',
    judul_inggris: 'First Place, Quiz Competition',
    bobot_skp_portofolio: Math.min(3, a.bobot_maksimal_skp_tiap_portofolio),
    tanggal_terbit: '2024-05-15',
    dokumen_portofolio: await uploadEvidence(s.token, pdfBytes()),
    ...overrides,
  };
}

/** Asserts the counters equal a recount from the portfolios (the program's are checked by the property test). */
async function countersAgree(s: StudentAccount) {
  const [c, r] = await Promise.all([countersOf(s.user.id, 1), recount(s.user.id)]);
  expect({ skp: c.skp, jumlah: c.jumlah_portofolio, stats: nonZeroStats(c.stats) }).toEqual({
    skp: r.skp,
    jumlah: r.jumlah_portofolio,
    stats: r.stats,
  });
}

describe('reads of a fresh student', () => {
  it('latest is null, the list is empty, and every category has zero statistik', async () => {
    const s = await freshStudent();
    expect((await api('GET', '/api/portofolio/latest', { bearer: s.token })).body).toEqual({ portofolio: null });
    const list = await api('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ portofolio: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } });
    const stat = await api<{ bidang_portofolio: Array<{ urutan_di_skpi: number; statistik: unknown }> }>('GET', '/api/statistik/user-portofolio', {
      bearer: s.token,
    });
    expect(stat.status).toBe(200);
    expect(stat.body.bidang_portofolio.length).toBeGreaterThan(0);
    expect(stat.body.bidang_portofolio.map((b) => b.urutan_di_skpi)).toEqual(
      [...stat.body.bidang_portofolio.map((b) => b.urutan_di_skpi)].sort((x, y) => x - y),
    );
    for (const b of stat.body.bidang_portofolio) expect(b.statistik).toEqual({ portofolio_count: 0, bobot_skp: 0 });
  });

  it("another student's NIM is refused (403)", async () => {
    const [s, other] = await Promise.all([freshStudent(), freshStudent()]);
    const res = await api('GET', `/api/portofolio/user/${other.nim}`, { bearer: s.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MSG.portfolioNotOwner });
  });
});

describe('POST /api/portofolio/user/{nim}/add', () => {
  it('adds an external portfolio: waiting, shown, its evidence moved to the documents bucket', async () => {
    const s = await freshStudent();
    const body = await external(s);
    const res = await add(s, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.portfolioAdded);
    const row = res.body.portofolio as Row;
    expect(row).toMatchObject({
      judul: body.judul,
      judul_inggris: body.judul_inggris,
      id_anak_rubrik: entry().anak.id_anak_rubrik,
      nama_anak_rubrik: entry().anak.nama_anak_rubrik,
      id_bidang_portofolio: entry().anak.id_bidang_portofolio,
      id_kegiatan_ppk: null,
      bobot_skp_portofolio: body.bobot_skp_portofolio,
      tanggal_terbit: '2024-05-15',
      id_status_portofolio: 1,
      showed: true,
      catatan: null,
      version: 1,
    });
    const pdf = await fetch(row.dokumen_portofolio ?? '');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // the list, the latest date and the statistics follow
    const list = await api<{ portofolio: { data: Row[]; total: number } }>('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token });
    expect(list.body.portofolio.total).toBe(1);
    expect(list.body.portofolio.data[0]?.id_portofolio).toBe(row.id_portofolio);
    // the upload's time beside the activity's date
    const stored = await (await import('@functions/domain/portofolio/repo')).portofolioRepo.get(row.id_portofolio);
    expect(stored?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await api('GET', '/api/portofolio/latest', { bearer: s.token })).body).toEqual({
      portofolio: { tanggal_terbit: '2024-05-15', created_at: stored?.created_at },
    });
    const stat = await api<{ bidang_portofolio: Array<{ id_bidang_portofolio: number; statistik: unknown }> }>(
      'GET',
      '/api/statistik/user-portofolio',
      {
        bearer: s.token,
      },
    );
    // a waiting portfolio counts, its points do not (yet)
    expect(stat.body.bidang_portofolio.find((b) => b.id_bidang_portofolio === row.id_bidang_portofolio)?.statistik).toEqual({
      portofolio_count: 1,
      bobot_skp: 0,
    });
    await countersAgree(s);
  });

  it('adds an internal portfolio: title, date and points come from the activity, never from the request', async () => {
    const s = await freshStudent();
    const { anak, kegiatan } = catalog.find((c) => c.kegiatan.length > 0) as CatalogEntry;
    const k = kegiatan[0];
    if (!k) throw new Error('no internal activity in the demo catalog');
    const res = await add(s, {
      nim: s.nim,
      id_anak_rubrik: anak.id_anak_rubrik,
      id_kegiatan_ppk: k.id_kegiatan_ppk,
      judul: 'Lain',
      bobot_skp_portofolio: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.portofolio).toMatchObject({
      judul: k.judul,
      judul_inggris: k.judul_inggris,
      bobot_skp_portofolio: k.bobot_skp_portofolio,
      tanggal_terbit: k.tanggal_terbit,
      id_kegiatan_ppk: k.id_kegiatan_ppk,
      id_status_portofolio: 1,
    });
    // the evidence is the activity's document
    expect(res.body.portofolio?.dokumen_portofolio).toContain(k.dokumen_ppk ?? 'no document');
    await countersAgree(s);
  });

  it('pages the list (10 by default) and filters it by category, newest date first', async () => {
    const s = await freshStudent();
    const second = catalog.find((c) => c.anak.id_bidang_portofolio !== entry().anak.id_bidang_portofolio) as CatalogEntry;
    for (let i = 0; i < 11; i++) {
      const c = i < 9 ? entry() : second;
      const res = await add(
        s,
        await external(s, { id_anak_rubrik: c.anak.id_anak_rubrik, bobot_skp_portofolio: 1, tanggal_terbit: `2024-01-${String(10 + i)}` }),
      );
      expect(res.status).toBe(201);
    }
    type Page = { portofolio: { data: Row[]; current_page: number; last_page: number; per_page: number; total: number } };
    const p1 = await api<Page>('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token, query: { paginate: 10, page: 1 } });
    expect(p1.body.portofolio).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    expect(p1.body.portofolio.data.map((r) => r.tanggal_terbit).slice(0, 2)).toEqual(['2024-01-20', '2024-01-19']);
    const p2 = await api<Page>('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token, query: { paginate: 10, page: 2 } });
    expect(p2.body.portofolio.data.map((r) => r.tanggal_terbit)).toEqual(['2024-01-10']);
    const only = await api<Page>('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token, query: { bidang: second.anak.id_bidang_portofolio } });
    expect(only.body.portofolio.total).toBe(2);
    expect(only.body.portofolio.data.every((r) => r.id_bidang_portofolio === second.anak.id_bidang_portofolio)).toBe(true);
    const bad = await api('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token, query: { page: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: { page: [MSG.mustBeNumber] } });
  });

  describe('refusals change nothing', () => {
    let s: StudentAccount;
    beforeAll(async () => {
      s = await freshStudent();
      expect((await add(s, await external(s))).status).toBe(201);
    });

    const refused = async (body: Record<string, unknown>, status: number, message: unknown, nim?: string) => {
      const before = await snapshot(s.user.id, 1);
      const res = await add(s, body, nim);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
      expect(await snapshot(s.user.id, 1)).toEqual(before);
    };

    it('an empty body: every required field says so', async () => {
      await refused({}, 422, {
        id_anak_rubrik: [MSG.required],
        judul: [MSG.required],
        bobot_skp_portofolio: [MSG.required],
        tanggal_terbit: [MSG.required],
        dokumen_portofolio: [MSG.required],
      });
    });

    it('numbers that are not numbers, points that are not whole or not positive, an impossible date', async () => {
      const base = await external(s);
      await refused({ ...base, id_anak_rubrik: 'abc' }, 422, { id_anak_rubrik: [MSG.mustBeNumber] });
      await refused({ ...base, id_kegiatan_ppk: 'abc' }, 422, { id_kegiatan_ppk: [MSG.mustBeNumber] });
      await refused({ ...base, bobot_skp_portofolio: 'banyak' }, 422, { bobot_skp_portofolio: [MSG.mustBeNumber] });
      await refused({ ...base, bobot_skp_portofolio: 2.5 }, 422, { bobot_skp_portofolio: [MSG.portfolioPointsInvalid] });
      await refused({ ...base, bobot_skp_portofolio: 0 }, 422, { bobot_skp_portofolio: [MSG.portfolioPointsInvalid] });
      await refused({ ...base, tanggal_terbit: '2024-02-30' }, 422, { tanggal_terbit: [MSG.invalidDate] });
      await refused({ ...base, judul: 'x'.repeat(256) }, 422, { judul: ['Maksimal 255 karakter'] });
    });

    it("another student's NIM (403), or a body NIM other than the path's (422)", async () => {
      const other = await freshStudent();
      await refused(await external(s), 403, MSG.portfolioNotOwner, other.nim);
      await refused(await external(s, { nim: other.nim }), 422, { nim: [MSG.portfolioNimMismatch] });
    });

    it("points above the sub-rubric's maximum, naming it", async () => {
      const max = entry().anak.bobot_maksimal_skp_tiap_portofolio;
      await refused(await external(s, { bobot_skp_portofolio: max + 1 }), 422, { bobot_skp_portofolio: [portfolioPointsOverMax(max)] });
    });

    it('a sub-rubric of another program, a missing one, an activity of another sub-rubric or a missing one', async () => {
      const foreign = otherProgram[0] as CatalogEntry;
      await refused(await external(s, { id_anak_rubrik: foreign.anak.id_anak_rubrik }), 422, { id_anak_rubrik: [MSG.anakRubrikOtherProdi] });
      await refused(await external(s, { id_anak_rubrik: 9_999_999 }), 422, { id_anak_rubrik: [MSG.anakRubrikNotFound] });
      const elsewhere = catalog.find((c) => c.anak.id_anak_rubrik !== entry().anak.id_anak_rubrik && c.kegiatan.length > 0) as CatalogEntry;
      const k = elsewhere.kegiatan[0]?.id_kegiatan_ppk;
      await refused({ id_anak_rubrik: entry().anak.id_anak_rubrik, id_kegiatan_ppk: k }, 422, { id_kegiatan_ppk: [MSG.kegiatanOtherAnak] });
      await refused({ id_anak_rubrik: entry().anak.id_anak_rubrik, id_kegiatan_ppk: 9_999_999 }, 422, { id_kegiatan_ppk: [MSG.kegiatanNotFound] });
    });

    it('an upload whose bytes are not a PDF, one over 2,000,000 bytes, and one of another student', async () => {
      const png = await uploadEvidence(
        s.token,
        pngImage(8, 8, () => [1, 2, 3]),
      );
      await refused(await external(s, { dokumen_portofolio: png }), 422, { dokumen_portofolio: [UPLOAD_MSG.uploadWrongPdfType] });
      const big = await uploadEvidence(s.token, pdfBytes(2_000_001));
      await refused(await external(s, { dokumen_portofolio: big }), 413, { dokumen_portofolio: [MSG.uploadTooLarge] });
      const other = await freshStudent();
      const theirs = await uploadEvidence(other.token, pdfBytes());
      await refused(await external(s, { dokumen_portofolio: theirs }), 422, { dokumen_portofolio: [UPLOAD_MSG.uploadMissing] });
      await refused(await external(s, { dokumen_portofolio: 'tmp/nothing/here' }), 422, { dokumen_portofolio: [UPLOAD_MSG.uploadMissing] });
    });
  });
});

describe('documents', () => {
  it('the evidence of a deleted portfolio leaves the documents bucket', async () => {
    const s = await freshStudent();
    const res = await add(s, await external(s));
    const id = res.body.portofolio?.id_portofolio;
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    const key = (await portofolioRepo.get(id ?? 0))?.dokumen_portofolio ?? '';
    expect(await documentExists(key)).toBe(true);
    const del = await api('DELETE', `/api/portofolio/user/${s.nim}/${id}/delete`, { bearer: s.token });
    expect(del.body).toEqual({ message: MSG.portfolioDeleted });
    expect(await documentExists(key)).toBe(false);
  });
});
