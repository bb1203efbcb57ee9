/**
 * Portfolio category, rubric and sub-rubric management (spec 001 sections 2 "Rubric management",
 * 3, 5, 7 "Portfolio categories and rubrics", 8; docs/decisions/0025-portfolio-categories-and-rubrics.md):
 * the admin area's writes and the master area's `GET /api/prodi/{id}/rubrik`. Every success
 * answers the product specification's message with the record; every refusal (403 role or program, 409 place taken,
 * dependents or stale version, 404, 422) leaves the records as they were and adds no audit entry.
 * The student side follows a change at once: the checklist reads the current minimums, verified
 * points stay, and a waiting portfolio above a lowered maximum is refused at acceptance.
 *
 * The file works in a program (of a faculty) it creates; the categories it creates are deleted again (the
 * categories are university-wide, and other files count the demo's four).
 */

import type { AnakRubrikItem, BidangPortofolioItem, RubrikItem } from '@functions/domain/rubrik/repo';
import {
  anakRubrikHasDependents,
  bidangHasRubrik,
  bidangUrutanTaken,
  MSG,
  rubrikHasAnak,
  SKPI_STATUS_MSG,
  tooLong,
  verifyPointsOverMax,
} from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { freshStudent, pdfBytes, uploadEvidence } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

type Body = Record<string, unknown>;
interface Answer {
  message: unknown;
  bidang_portofolio?: Body;
  rubrik?: Body & { anak_rubrik?: Body[] };
  anak_rubrik?: Body;
}

const call = (method: string, path: string, token: string | undefined, body?: Body) => api<Answer>(method, path, { bearer: token, body });

const rubrikRepo = async () => (await import('@functions/domain/rubrik/repo')).rubrikRepo;
const auditOf = async (type: string, id: number) => {
  const { auditLog } = await import('@functions/lib/audit');
  return auditLog.ofTarget({ type, id });
};
const lastAudit = async (type: string, id: number) => (await auditOf(type, id)).at(-1);

/** Runs a refused call and shows it changed neither what `read` reads nor the audit log of `audit`. */
async function unchanged(read: () => Promise<unknown>, audit: [string, number], run: () => Promise<void>): Promise<void> {
  const before = { item: await read(), audit: (await auditOf(...audit)).length };
  await run();
  expect({ item: await read(), audit: (await auditOf(...audit)).length }).toEqual(before);
}

let superToken = '';
/** The admin jurusan of the program this file creates, and one of demo program 1. */
let ownAdminToken = '';
let otherAdminToken = '';
let idProdi = 0;
/** A category of the demo (used by rubrics of every program). */
const DEMO_BIDANG = 1;
/** Places in the SKPI for this file's categories, far from the demo's 1 to 4. */
const URUTAN = 7000 + Math.floor(Math.random() * 2000);
const createdBidang = new Set<number>();

async function newBidang(urutan: number, nama = `Bidang Uji ${urutan}`): Promise<BidangPortofolioItem> {
  const res = await call('POST', '/api/bidangportofolio/add', superToken, {
    urutan_di_skpi: urutan,
    nama_bidang_portofolio: nama,
    nama_bidang_portofolio_inggris: `Test Field ${urutan}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = Number(res.body.bidang_portofolio?.id_bidang_portofolio);
  createdBidang.add(id);
  return (await (await rubrikRepo()).getBidang(id)) as BidangPortofolioItem;
}

async function newRubrik(overrides: Body = {}, token = ownAdminToken): Promise<RubrikItem> {
  const res = await call('POST', '/api/rubrik/add', token, {
    nama_rubrik: 'Kompetisi Ilmiah',
    id_bidang_portofolio: DEMO_BIDANG,
    id_prodi: idProdi,
    syarat_minimal_skp: 6,
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await (await rubrikRepo()).getRubrik(Number(res.body.rubrik?.id_rubrik))) as RubrikItem;
}

async function newAnak(idRubrik: number, overrides: Body = {}, token = ownAdminToken): Promise<AnakRubrikItem> {
  const res = await call('POST', `/api/rubrik/${idRubrik}/add-anak-rubrik`, token, {
    nama_anak_rubrik: 'Juara Lomba Nasional',
    bobot_maksimal_skp_tiap_portofolio: 10,
    syarat_minimal_skp: 2,
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await (await rubrikRepo()).getAnak(Number(res.body.anak_rubrik?.id_anak_rubrik))) as AnakRubrikItem;
}

/** A student portfolio of `points` in a sub-rubric, through the API; its id. */
async function addPortfolio(student: Awaited<ReturnType<typeof freshStudent>>, idAnak: number, points: number): Promise<number> {
  const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${student.nim}/add`, {
    bearer: student.token,
    body: {
      id_anak_rubrik: idAnak,
      judul: 'Juara 2 Lomba Karya Tulis Ilmiah Nasional',
      bobot_skp_portofolio: points,
      tanggal_terbit: '2025-03-14',
      dokumen_portofolio: await uploadEvidence(student.token, pdfBytes()),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.portofolio.id_portofolio;
}

beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
  // a faculty of its own: other files list faculty 1's programs
  const fakultas = await call('POST', '/api/fakultas/add', superToken, { nama_fakultas: 'Fakultas Uji Rubrik', is_active: true });
  expect(fakultas.status, JSON.stringify(fakultas.body)).toBe(201);
  const prodi = await call('POST', '/api/prodi/add', superToken, {
    id_fakultas: Number((fakultas.body as { fakultas?: Body }).fakultas?.id_fakultas),
    nama_prodi: 'Sistem Informasi Rubrik',
    jenjang: 'S1',
    is_active: true,
  });
  expect(prodi.status, JSON.stringify(prodi.body)).toBe(201);
  idProdi = Number((prodi.body as { prodi?: Body }).prodi?.id_prodi);
  ownAdminToken = (await staffAccount('admin jurusan', idProdi)).token;
  otherAdminToken = (await staffAccount('admin jurusan', 1)).token;
});

afterAll(async () => {
  // what a failed test left: this file's categories go (their rubrics are this program's)
  const repo = await rubrikRepo();
  for (const id of createdBidang) {
    const b = await repo.getBidang(id);
    if (!b) continue;
    for (const r of await repo.listRubrikOfProdiBidang(idProdi, id)) {
      for (const a of await repo.listAnakOfRubrik(r.id_rubrik)) await repo.deleteAnak(a, []);
      await repo.deleteRubrik((await repo.getRubrik(r.id_rubrik)) as RubrikItem);
    }
    await repo.deleteBidang(b);
  }
});

describe('GET /api/prodi/{id}/rubrik (master area)', () => {
  it('answers every rubric of a program with its sub-rubrics; staff get versions, a student of another program 403', async () => {
    const res = await call('GET', '/api/prodi/1/rubrik', otherAdminToken);
    expect(res.status).toBe(200);
    const list = res.body.rubrik as unknown as Array<Body & { anak_rubrik: Body[] }>;
    const repo = await rubrikRepo();
    expect(list.map((r) => r.id_rubrik)).toEqual((await repo.listRubrikOfProdi(1)).map((r) => r.id_rubrik));
    expect(list.flatMap((r) => r.anak_rubrik.map((a) => a.id_anak_rubrik)).sort()).toEqual(
      (await repo.listAnakOfProdi(1)).map((a) => a.id_anak_rubrik).sort(),
    );
    expect(list[0]).toMatchObject({
      id_prodi: 1,
      nama_rubrik: expect.any(String),
      syarat_minimal_skp: expect.any(Number),
      version: expect.any(Number),
    });
    expect(list[0]?.anak_rubrik[0]).toMatchObject({ bobot_maksimal_skp_tiap_portofolio: expect.any(Number), version: expect.any(Number) });

    const student = await freshStudent(1);
    const own = await call('GET', '/api/prodi/1/rubrik', student.token);
    expect(own.status).toBe(200);
    expect((own.body.rubrik as unknown as Body[])[0]).not.toHaveProperty('version');
    const other = await call('GET', `/api/prodi/${idProdi}/rubrik`, student.token);
    expect([other.status, other.body]).toEqual([403, { message: MSG.catalogOtherProdi }]);
    const missing = await call('GET', '/api/prodi/99999/rubrik', superToken);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.prodiNotFound }]);
  });
});

describe('portfolio categories', () => {
  it('adds a category (super admin): the message, the record, an audit entry; the list shows it in SKPI order', async () => {
    const res = await call('POST', '/api/bidangportofolio/add', superToken, {
      urutan_di_skpi: String(URUTAN),
      nama_bidang_portofolio: '  Kewirausahaan  ',
      nama_bidang_portofolio_inggris: 'Entrepreneurship',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.bidangPortofolioAdded);
    const id = Number(res.body.bidang_portofolio?.id_bidang_portofolio);
    createdBidang.add(id);
    expect(res.body.bidang_portofolio).toEqual({
      id_bidang_portofolio: id,
      urutan_di_skpi: URUTAN,
      nama_bidang_portofolio: 'Kewirausahaan',
      nama_bidang_portofolio_inggris: 'Entrepreneurship',
      version: 1,
    });
    expect(await lastAudit('bidang_portofolio', id)).toMatchObject({
      action: 'bidang_portofolio.create',
      before: null,
      after: { urutan_di_skpi: URUTAN },
    });
    const list = await call('GET', '/api/bidangportofolio', ownAdminToken);
    const rows = list.body.bidang_portofolio as unknown as Body[];
    expect(rows.at(-1)).toMatchObject({ id_bidang_portofolio: id, version: 1 });
    expect(rows.map((b) => b.urutan_di_skpi)).toEqual([...rows.map((b) => Number(b.urutan_di_skpi))].sort((a, b) => a - b));
    const deleted = await call('DELETE', `/api/bidangportofolio/${id}/delete`, superToken);
    expect(deleted.status).toBe(200);
  });

  it.each([
    ['nothing', {}, { urutan_di_skpi: [MSG.required], nama_bidang_portofolio: [MSG.required], nama_bidang_portofolio_inggris: [MSG.required] }],
    [
      'blank names',
      { urutan_di_skpi: 5001, nama_bidang_portofolio: ' ', nama_bidang_portofolio_inggris: '' },
      {
        nama_bidang_portofolio: [MSG.required],
        nama_bidang_portofolio_inggris: [MSG.required],
      },
    ],
    [
      'an order that is no number',
      { urutan_di_skpi: 'lima', nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      {
        urutan_di_skpi: [MSG.mustBeNumber],
      },
    ],
    [
      'an order of 0',
      { urutan_di_skpi: 0, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      { urutan_di_skpi: [MSG.urutanInvalid] },
    ],
    [
      'a fractional order',
      { urutan_di_skpi: 1.5, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      { urutan_di_skpi: [MSG.urutanInvalid] },
    ],
    [
      'an order above 9999',
      { urutan_di_skpi: 10_000, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' },
      {
        urutan_di_skpi: [MSG.urutanInvalid],
      },
    ],
    [
      'a name too long',
      { urutan_di_skpi: 5002, nama_bidang_portofolio: 'x'.repeat(151), nama_bidang_portofolio_inggris: 'A' },
      {
        nama_bidang_portofolio: [tooLong(150)],
      },
    ],
  ])('refuses %s (422) and adds nothing', async (_name, body, message) => {
    const before = (await (await rubrikRepo()).listBidang()).length;
    const res = await call('POST', '/api/bidangportofolio/add', superToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect((await (await rubrikRepo()).listBidang()).length).toBe(before);
  });

  it('refuses a place another category holds (409 naming the number and the category), on add and on update', async () => {
    const before = await (await rubrikRepo()).listBidang();
    const add = await call('POST', '/api/bidangportofolio/add', superToken, {
      urutan_di_skpi: 1,
      nama_bidang_portofolio: 'Duplikat',
      nama_bidang_portofolio_inggris: 'Duplicate',
    });
    expect([add.status, add.body]).toEqual([409, { message: bidangUrutanTaken(1, 'Penalaran dan Keilmuan') }]);
    expect(await (await rubrikRepo()).listBidang()).toEqual(before);

    const b = await newBidang(URUTAN + 1);
    await unchanged(
      async () => (await rubrikRepo()).getBidang(b.id_bidang_portofolio),
      ['bidang_portofolio', b.id_bidang_portofolio],
      async () => {
        const res = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, {
          nama_bidang_portofolio: 'Pindah',
          urutan_di_skpi: 2,
        });
        expect([res.status, res.body]).toEqual([409, { message: bidangUrutanTaken(2, 'Minat dan Bakat') }]);
      },
    );
    // the guard alone refuses too (a category added in the instant between the check and the write)
    const repo = await rubrikRepo();
    const raced = repo.insertBidang({ urutan_di_skpi: URUTAN + 1, nama_bidang_portofolio: 'Balapan', nama_bidang_portofolio_inggris: 'Race' });
    await expect(raced).rejects.toMatchObject({ kind: 'conflict', reason: 'urutan' });
    expect(await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken)).toMatchObject({ status: 200 });
  });

  it('changes a category: the place moves (the old one is free again); left-out fields stay', async () => {
    const b = await newBidang(URUTAN + 2);
    const res = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, {
      nama_bidang_portofolio: 'Seni dan Budaya',
      urutan_di_skpi: URUTAN + 3,
      nama_bidang_portofolio_inggris: '',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bidangPortofolioUpdated);
    expect(res.body.bidang_portofolio).toEqual({
      id_bidang_portofolio: b.id_bidang_portofolio,
      urutan_di_skpi: URUTAN + 3,
      nama_bidang_portofolio: 'Seni dan Budaya',
      nama_bidang_portofolio_inggris: b.nama_bidang_portofolio_inggris,
      version: 2,
    });
    expect(await lastAudit('bidang_portofolio', b.id_bidang_portofolio)).toMatchObject({
      action: 'bidang_portofolio.update',
      before: { urutan_di_skpi: URUTAN + 2, version: 1 },
      after: { urutan_di_skpi: URUTAN + 3, version: 2 },
    });
    const only = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, { nama_bidang_portofolio: 'Seni' });
    expect(only.body.bidang_portofolio).toMatchObject({ urutan_di_skpi: URUTAN + 3, nama_bidang_portofolio: 'Seni', version: 3 });
    // the old place is free, the new one taken
    const old = await newBidang(URUTAN + 2, 'Penempat Lama');
    const taken = await call('POST', '/api/bidangportofolio/add', superToken, {
      urutan_di_skpi: URUTAN + 3,
      nama_bidang_portofolio: 'X',
      nama_bidang_portofolio_inggris: 'X',
    });
    expect([taken.status, taken.body]).toEqual([409, { message: bidangUrutanTaken(URUTAN + 3, 'Seni') }]);
    for (const id of [b.id_bidang_portofolio, old.id_bidang_portofolio]) {
      expect((await call('DELETE', `/api/bidangportofolio/${id}/delete`, superToken)).status).toBe(200);
    }
  });

  it('refuses a stale version (409), an unknown category (404) and a blank Indonesian name (422), changing nothing', async () => {
    const b = await newBidang(URUTAN + 4);
    await unchanged(
      async () => (await rubrikRepo()).getBidang(b.id_bidang_portofolio),
      ['bidang_portofolio', b.id_bidang_portofolio],
      async () => {
        const stale = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, {
          nama_bidang_portofolio: 'B',
          version: 9,
        });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const blank = await call('PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, superToken, { nama_bidang_portofolio: '' });
        expect([blank.status, blank.body]).toEqual([422, { message: { nama_bidang_portofolio: [MSG.required] } }]);
      },
    );
    for (const [method, path, body] of [
      ['PUT', '/api/bidangportofolio/99999/update', { nama_bidang_portofolio: 'B' }],
      ['DELETE', '/api/bidangportofolio/99999/delete', undefined],
    ] as const) {
      const res = await call(method, path, superToken, body);
      expect([res.status, res.body]).toEqual([404, { message: MSG.bidangPortofolioNotFound }]);
    }
    expect((await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken)).status).toBe(200);
  });

  it('refuses an admin jurusan every category write (403 saying who may) and changes nothing', async () => {
    const b = await newBidang(URUTAN + 5);
    await unchanged(
      async () => [await (await rubrikRepo()).getBidang(b.id_bidang_portofolio), (await (await rubrikRepo()).listBidang()).length],
      ['bidang_portofolio', b.id_bidang_portofolio],
      async () => {
        for (const [method, path, body] of [
          ['POST', '/api/bidangportofolio/add', { urutan_di_skpi: URUTAN + 6, nama_bidang_portofolio: 'A', nama_bidang_portofolio_inggris: 'A' }],
          ['PUT', `/api/bidangportofolio/${b.id_bidang_portofolio}/update`, { nama_bidang_portofolio: 'Lain' }],
          ['DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, undefined],
        ] as const) {
          const res = await call(method, path, ownAdminToken, body);
          expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { message: MSG.bidangSuperAdminOnly } });
        }
      },
    );
    expect((await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken)).status).toBe(200);
  });

  it('refuses to delete a category that rubrics of any program use (409 with their count); deletes it once they are gone', async () => {
    const { masterRepo } = await import('@functions/domain/master/repo');
    const repo = await rubrikRepo();
    const programs = await masterRepo.listProdi();
    const used = (await Promise.all(programs.map((p) => repo.listRubrikOfProdiBidang(p.id_prodi, DEMO_BIDANG)))).flat().length;
    expect(used).toBeGreaterThan(1);
    await unchanged(
      async () => repo.getBidang(DEMO_BIDANG),
      ['bidang_portofolio', DEMO_BIDANG],
      async () => {
        const res = await call('DELETE', `/api/bidangportofolio/${DEMO_BIDANG}/delete`, superToken);
        expect([res.status, res.body]).toEqual([409, { message: bidangHasRubrik(used) }]);
      },
    );

    const b = await newBidang(URUTAN + 7);
    const r = await newRubrik({ id_bidang_portofolio: b.id_bidang_portofolio });
    const refused = await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken);
    expect([refused.status, refused.body]).toEqual([409, { message: bidangHasRubrik(1) }]);
    // the counted check holds in the transaction itself (a rubric added after the service's read)
    await expect(repo.deleteBidang(b)).rejects.toMatchObject({ kind: 'conflict', reason: 'dependents' });
    expect(await repo.getBidang(b.id_bidang_portofolio)).toEqual(b);

    expect((await call('DELETE', `/api/rubrik/${r.id_rubrik}/delete`, ownAdminToken)).status).toBe(200);
    const res = await call('DELETE', `/api/bidangportofolio/${b.id_bidang_portofolio}/delete`, superToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bidangPortofolioDeleted);
    expect(res.body.bidang_portofolio).toMatchObject({ id_bidang_portofolio: b.id_bidang_portofolio, urutan_di_skpi: URUTAN + 7 });
    expect(await repo.getBidang(b.id_bidang_portofolio)).toBeUndefined();
    expect(await lastAudit('bidang_portofolio', b.id_bidang_portofolio)).toMatchObject({ action: 'bidang_portofolio.delete', after: null });
    // its place is free again
    const again = await newBidang(URUTAN + 7);
    expect((await call('DELETE', `/api/bidangportofolio/${again.id_bidang_portofolio}/delete`, superToken)).status).toBe(200);
  });
});

describe('rubrics', () => {
  it('adds a rubric in the own program (admin jurusan) and in any program (super admin); the lists show it', async () => {
    const res = await call('POST', '/api/rubrik/add', ownAdminToken, {
      nama_rubrik: ' Penelitian Mahasiswa ',
      id_bidang_portofolio: String(DEMO_BIDANG),
      id_prodi: idProdi,
      syarat_minimal_skp: '8',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.rubrikAdded);
    const id = Number(res.body.rubrik?.id_rubrik);
    expect(res.body.rubrik).toEqual({
      id_rubrik: id,
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      nama_rubrik: 'Penelitian Mahasiswa',
      syarat_minimal_skp: 8,
      version: 1,
      anak_rubrik: [],
    });
    expect(await lastAudit('rubrik', id)).toMatchObject({ action: 'rubrik.create', before: null, after: { nama_rubrik: 'Penelitian Mahasiswa' } });
    const page = await call('GET', `/api/prodi/${idProdi}/rubrik/bidang/${DEMO_BIDANG}`, ownAdminToken, undefined);
    expect(((page.body.rubrik as unknown as { data: Body[] }).data ?? []).map((r) => r.id_rubrik)).toContain(id);

    const bySuper = await newRubrik({ nama_rubrik: 'Publikasi' }, superToken);
    expect(bySuper.id_prodi).toBe(idProdi);
  });

  it.each([
    [
      'nothing',
      {},
      { nama_rubrik: [MSG.required], id_bidang_portofolio: [MSG.required], id_prodi: [MSG.required], syarat_minimal_skp: [MSG.required] },
    ],
    ['a minimum that is no number', { syarat_minimal_skp: 'enam' }, { syarat_minimal_skp: [MSG.mustBeNumber] }],
    ['a negative minimum', { syarat_minimal_skp: -1 }, { syarat_minimal_skp: [MSG.syaratMinimalInvalid] }],
    ['a fractional minimum', { syarat_minimal_skp: 2.5 }, { syarat_minimal_skp: [MSG.syaratMinimalInvalid] }],
    ['a name too long', { nama_rubrik: 'r'.repeat(256) }, { nama_rubrik: [tooLong(255)] }],
  ])('refuses %s (422) and adds nothing', async (name, overrides, message) => {
    const body =
      name === 'nothing' ? {} : { nama_rubrik: 'R', id_bidang_portofolio: DEMO_BIDANG, id_prodi: idProdi, syarat_minimal_skp: 1, ...overrides };
    const before = (await (await rubrikRepo()).listRubrikOfProdi(idProdi)).length;
    const res = await call('POST', '/api/rubrik/add', ownAdminToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect((await (await rubrikRepo()).listRubrikOfProdi(idProdi)).length).toBe(before);
  });

  it('refuses another program (403), an unknown category or program (404), and adds nothing', async () => {
    const repo = await rubrikRepo();
    const before = [
      (await repo.listRubrikOfProdi(1)).length,
      (await repo.listRubrikOfProdi(idProdi)).length,
      await repo.rubrikCountOfBidang(DEMO_BIDANG),
    ];
    const body = { nama_rubrik: 'R', id_bidang_portofolio: DEMO_BIDANG, syarat_minimal_skp: 1 };
    const other = await call('POST', '/api/rubrik/add', ownAdminToken, { ...body, id_prodi: 1 });
    expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
    const bidang = await call('POST', '/api/rubrik/add', ownAdminToken, { ...body, id_prodi: idProdi, id_bidang_portofolio: 99_999 });
    expect([bidang.status, bidang.body]).toEqual([404, { message: MSG.bidangPortofolioNotFound }]);
    const prodi = await call('POST', '/api/rubrik/add', superToken, { ...body, id_prodi: 99_999 });
    expect([prodi.status, prodi.body]).toEqual([404, { message: MSG.prodiNotFound }]);
    expect([
      (await repo.listRubrikOfProdi(1)).length,
      (await repo.listRubrikOfProdi(idProdi)).length,
      await repo.rubrikCountOfBidang(DEMO_BIDANG),
    ]).toEqual(before);
  });

  it("changes a rubric's name and minimum (own program, or super admin); category and program stay", async () => {
    const r = await newRubrik({ nama_rubrik: 'Seminar' });
    const res = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, {
      nama_rubrik: 'Seminar Ilmiah',
      syarat_minimal_skp: 4,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikUpdated);
    expect(res.body.rubrik).toMatchObject({
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      nama_rubrik: 'Seminar Ilmiah',
      syarat_minimal_skp: 4,
      version: 2,
    });
    expect(await lastAudit('rubrik', r.id_rubrik)).toMatchObject({
      action: 'rubrik.update',
      before: { syarat_minimal_skp: 6, version: 1 },
      after: { syarat_minimal_skp: 4, version: 2 },
    });
    const bySuper = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, superToken, { nama_rubrik: 'Seminar', syarat_minimal_skp: 0 });
    expect(bySuper.body.rubrik).toMatchObject({ syarat_minimal_skp: 0, version: 3 });
  });

  it('refuses another program (403, the program read from the stored rubric), a stale version (409), missing fields (422), changing nothing', async () => {
    const r = await newRubrik({ nama_rubrik: 'Lokakarya' });
    await unchanged(
      async () => (await rubrikRepo()).getRubrik(r.id_rubrik),
      ['rubrik', r.id_rubrik],
      async () => {
        const other = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, otherAdminToken, { nama_rubrik: 'X', syarat_minimal_skp: 1 });
        expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        const otherDelete = await call('DELETE', `/api/rubrik/${r.id_rubrik}/delete`, otherAdminToken);
        expect([otherDelete.status, otherDelete.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        // the body names no program: a program sent is refused, not followed
        const moved = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: 'X', syarat_minimal_skp: 1, id_prodi: 1 });
        expect(moved.status).toBe(422);
        const stale = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: 'X', syarat_minimal_skp: 1, version: 5 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const missing = await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: '' });
        expect([missing.status, missing.body]).toEqual([422, { message: { nama_rubrik: [MSG.required], syarat_minimal_skp: [MSG.required] } }]);
      },
    );
    for (const [method, path, body] of [
      ['PUT', '/api/rubrik/9999999/update', { nama_rubrik: 'X', syarat_minimal_skp: 1 }],
      ['DELETE', '/api/rubrik/9999999/delete', undefined],
    ] as const) {
      const res = await call(method, path, superToken, body);
      expect([res.status, res.body]).toEqual([404, { message: MSG.rubrikNotFound }]);
    }
  });

  it('refuses to delete a rubric with sub-rubrics (409 with their count); deletes an empty one and uncounts it', async () => {
    const repo = await rubrikRepo();
    const r = await newRubrik({ nama_rubrik: 'Pengabdian' });
    await newAnak(r.id_rubrik);
    await newAnak(r.id_rubrik, { nama_anak_rubrik: 'Juara Lomba Provinsi' });
    await unchanged(
      async () => [await repo.getRubrik(r.id_rubrik), await repo.rubrikCountOfBidang(DEMO_BIDANG)],
      ['rubrik', r.id_rubrik],
      async () => {
        const res = await call('DELETE', `/api/rubrik/${r.id_rubrik}/delete`, ownAdminToken);
        expect([res.status, res.body]).toEqual([409, { message: rubrikHasAnak(2) }]);
        await expect(repo.deleteRubrik(r)).rejects.toMatchObject({ kind: 'conflict', reason: 'dependents' });
      },
    );
    const empty = await newRubrik({ nama_rubrik: 'Kosong' });
    const count = await repo.rubrikCountOfBidang(DEMO_BIDANG);
    const res = await call('DELETE', `/api/rubrik/${empty.id_rubrik}/delete`, ownAdminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikDeleted);
    expect(res.body.rubrik).toMatchObject({ id_rubrik: empty.id_rubrik, nama_rubrik: 'Kosong', anak_rubrik: [] });
    expect(await repo.getRubrik(empty.id_rubrik)).toBeUndefined();
    expect(await repo.rubrikCountOfBidang(DEMO_BIDANG)).toBe(count - 1);
    expect(await lastAudit('rubrik', empty.id_rubrik)).toMatchObject({ action: 'rubrik.delete', after: null });
  });
});

describe('sub-rubrics', () => {
  let rubrik: RubrikItem;
  beforeAll(async () => {
    rubrik = await newRubrik({ nama_rubrik: 'Prestasi Akademik' });
  });

  it('adds a sub-rubric: the message, the record, an audit entry; the rubric lists and counts it', async () => {
    const res = await call('POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, ownAdminToken, {
      nama_anak_rubrik: ' Juara Olimpiade Sains ',
      bobot_maksimal_skp_tiap_portofolio: '12',
      syarat_minimal_skp: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.rubrikAdded);
    const id = Number(res.body.anak_rubrik?.id_anak_rubrik);
    expect(res.body.anak_rubrik).toEqual({
      id_anak_rubrik: id,
      nama_anak_rubrik: 'Juara Olimpiade Sains',
      nama_anak_rubrik_inggris: null,
      bobot_maksimal_skp_tiap_portofolio: 12,
      syarat_minimal_skp: 0,
      version: 1,
    });
    expect(await (await rubrikRepo()).getAnak(id)).toMatchObject({
      id_rubrik: rubrik.id_rubrik,
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
    });
    expect(await lastAudit('anak_rubrik', id)).toMatchObject({ action: 'anak_rubrik.create', before: null });
    const read = await call('GET', `/api/rubrik/${rubrik.id_rubrik}`, ownAdminToken);
    expect((read.body.rubrik?.anak_rubrik ?? []).map((a) => a.id_anak_rubrik)).toContain(id);
    expect(await (await rubrikRepo()).anakCountOfRubrik(rubrik.id_rubrik)).toBe((read.body.rubrik?.anak_rubrik ?? []).length);
  });

  it.each([
    ['nothing', {}, { nama_anak_rubrik: [MSG.required], bobot_maksimal_skp_tiap_portofolio: [MSG.required], syarat_minimal_skp: [MSG.required] }],
    ['a maximum of 0', { bobot_maksimal_skp_tiap_portofolio: 0 }, { bobot_maksimal_skp_tiap_portofolio: [MSG.bobotMaksimalInvalid] }],
    ['a maximum above 1000', { bobot_maksimal_skp_tiap_portofolio: 1001 }, { bobot_maksimal_skp_tiap_portofolio: [MSG.bobotMaksimalInvalid] }],
    ['a fractional maximum', { bobot_maksimal_skp_tiap_portofolio: 2.25 }, { bobot_maksimal_skp_tiap_portofolio: [MSG.bobotMaksimalInvalid] }],
    ['a maximum that is no number', { bobot_maksimal_skp_tiap_portofolio: 'sepuluh' }, { bobot_maksimal_skp_tiap_portofolio: [MSG.mustBeNumber] }],
    ['a negative minimum', { syarat_minimal_skp: -2 }, { syarat_minimal_skp: [MSG.syaratMinimalInvalid] }],
    ['a name too long', { nama_anak_rubrik: 'a'.repeat(256) }, { nama_anak_rubrik: [tooLong(255)] }],
  ])('refuses %s (422) and adds nothing', async (name, overrides, message) => {
    const body = name === 'nothing' ? {} : { nama_anak_rubrik: 'A', bobot_maksimal_skp_tiap_portofolio: 5, syarat_minimal_skp: 1, ...overrides };
    const before = await (await rubrikRepo()).listAnakOfRubrik(rubrik.id_rubrik);
    const res = await call('POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, ownAdminToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect(await (await rubrikRepo()).listAnakOfRubrik(rubrik.id_rubrik)).toEqual(before);
  });

  it('refuses another program (403) and an unknown rubric (404) on add, and adds nothing', async () => {
    const body = { nama_anak_rubrik: 'A', bobot_maksimal_skp_tiap_portofolio: 5, syarat_minimal_skp: 1 };
    const repo = await rubrikRepo();
    const before = await repo.listAnakOfRubrik(rubrik.id_rubrik);
    const other = await call('POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, otherAdminToken, body);
    expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
    const missing = await call('POST', '/api/rubrik/9999999/add-anak-rubrik', superToken, body);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.rubrikNotFound }]);
    expect(await repo.listAnakOfRubrik(rubrik.id_rubrik)).toEqual(before);
  });

  it('changes a sub-rubric; refuses another program (403), a stale version (409), a sub-rubric of another rubric (404)', async () => {
    const a = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Asisten Praktikum' });
    const res = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, {
      nama_anak_rubrik: 'Asisten Laboratorium',
      nama_anak_rubrik_inggris: null,
      bobot_maksimal_skp_tiap_portofolio: 8,
      syarat_minimal_skp: 3,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikUpdated);
    expect(res.body.anak_rubrik).toEqual({
      id_anak_rubrik: a.id_anak_rubrik,
      nama_anak_rubrik: 'Asisten Laboratorium',
      nama_anak_rubrik_inggris: null,
      bobot_maksimal_skp_tiap_portofolio: 8,
      syarat_minimal_skp: 3,
      version: 2,
    });
    expect(await lastAudit('anak_rubrik', a.id_anak_rubrik)).toMatchObject({
      action: 'anak_rubrik.update',
      before: { bobot_maksimal_skp_tiap_portofolio: 10, version: 1 },
      after: { bobot_maksimal_skp_tiap_portofolio: 8, version: 2 },
    });

    const otherRubrik = await newRubrik({ nama_rubrik: 'Lain' });
    const body = { nama_anak_rubrik: 'X', bobot_maksimal_skp_tiap_portofolio: 1, syarat_minimal_skp: 0 };
    await unchanged(
      async () => (await rubrikRepo()).getAnak(a.id_anak_rubrik),
      ['anak_rubrik', a.id_anak_rubrik],
      async () => {
        const other = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, otherAdminToken, body);
        expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        const stale = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, { ...body, version: 1 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const wrongPair = await call('PUT', `/api/rubrik/${otherRubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, body);
        expect([wrongPair.status, wrongPair.body]).toEqual([404, { message: MSG.anakRubrikNotFound }]);
        const wrongDelete = await call('DELETE', `/api/rubrik/${otherRubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);
        expect([wrongDelete.status, wrongDelete.body]).toEqual([404, { message: MSG.anakRubrikNotFound }]);
        const missing = await call('PUT', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, { nama_anak_rubrik: 'X' });
        expect([missing.status, missing.body]).toEqual([
          422,
          { message: { bobot_maksimal_skp_tiap_portofolio: [MSG.required], syarat_minimal_skp: [MSG.required] } },
        ]);
      },
    );
  });

  it('deletes a sub-rubric with its verifier assignments, and uncounts it on the rubric', async () => {
    const { verifikatorRepo } = await import('@functions/domain/verifikator/repo');
    const repo = await rubrikRepo();
    const a = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Dihapus' });
    const verifiers = [await staffAccount('verifikator', idProdi), await staffAccount('verifikator', idProdi)];
    for (const v of verifiers) await verifikatorRepo.assign(v.user.id, [{ id_anak_rubrik: a.id_anak_rubrik, id_prodi: idProdi }]);
    expect((await verifikatorRepo.listOfAnak(a.id_anak_rubrik)).length).toBe(2);
    const count = await repo.anakCountOfRubrik(rubrik.id_rubrik);

    const res = await call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.rubrikDeleted);
    expect(res.body.anak_rubrik).toMatchObject({ id_anak_rubrik: a.id_anak_rubrik, nama_anak_rubrik: 'Dihapus' });
    expect(await repo.getAnak(a.id_anak_rubrik)).toBeUndefined();
    expect(await repo.anakCountOfRubrik(rubrik.id_rubrik)).toBe(count - 1);
    expect(await verifikatorRepo.listOfAnak(a.id_anak_rubrik)).toEqual([]);
    for (const v of verifiers) expect(await verifikatorRepo.listOfVerifier(v.user.id)).toEqual([]);
    expect(await lastAudit('anak_rubrik', a.id_anak_rubrik)).toMatchObject({
      action: 'anak_rubrik.delete',
      before: { verifikator: expect.arrayContaining(verifiers.map((v) => v.user.id)) },
      after: null,
    });
    const again = await call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);
    expect([again.status, again.body]).toEqual([404, { message: MSG.anakRubrikNotFound }]);
  });

  it('refuses to delete a sub-rubric with portfolios of any status or internal activities (409 saying what remains)', async () => {
    const repo = await rubrikRepo();
    const { ppkRepo } = await import('@functions/domain/ppk/repo');
    const a = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Dipakai' });
    const student = await freshStudent(idProdi);
    const id = await addPortfolio(student, a.id_anak_rubrik, 4);
    const read = async () => [await repo.getAnak(a.id_anak_rubrik), await repo.anakCountOfRubrik(rubrik.id_rubrik)];
    const del = () => call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${a.id_anak_rubrik}/delete`, ownAdminToken);

    await unchanged(read, ['anak_rubrik', a.id_anak_rubrik], async () => {
      const res = await del();
      expect([res.status, res.body]).toEqual([409, { message: anakRubrikHasDependents({ portofolio: 1, kegiatan: 0 }) }]);
      // the counters hold in the transaction itself (a portfolio sent after the service's read)
      await expect(repo.deleteAnak(a, [])).rejects.toMatchObject({ kind: 'conflict', reason: 'dependents' });
    });
    // a rejected portfolio still names it
    const reject = await api('PUT', `/api/portofolio/user/${student.nim}/${id}/reject`, {
      bearer: superToken,
      body: { catatan: 'Bukti tidak terbaca.' },
    });
    expect(reject.status).toBe(200);
    await ppkRepo.create({
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      id_rubrik: rubrik.id_rubrik,
      id_anak_rubrik: a.id_anak_rubrik,
      judul: 'Pelatihan Karya Tulis Ilmiah',
      judul_inggris: 'Scientific Writing Workshop',
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2025-02-01',
      dokumen_ppk: null,
    });
    await unchanged(read, ['anak_rubrik', a.id_anak_rubrik], async () => {
      const res = await del();
      expect([res.status, res.body]).toEqual([409, { message: anakRubrikHasDependents({ portofolio: 1, kegiatan: 1 }) }]);
    });
    // internal activities alone refuse too
    const onlyKegiatan = await newAnak(rubrik.id_rubrik, { nama_anak_rubrik: 'Kegiatan Saja' });
    await ppkRepo.create({
      id_prodi: idProdi,
      id_bidang_portofolio: DEMO_BIDANG,
      id_rubrik: rubrik.id_rubrik,
      id_anak_rubrik: onlyKegiatan.id_anak_rubrik,
      judul: 'Seminar Nasional Kampus',
      judul_inggris: null,
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2025-02-01',
      dokumen_ppk: null,
    });
    const res = await call('DELETE', `/api/rubrik/${rubrik.id_rubrik}/${onlyKegiatan.id_anak_rubrik}/delete`, superToken);
    expect([res.status, res.body]).toEqual([409, { message: anakRubrikHasDependents({ portofolio: 0, kegiatan: 1 }) }]);
  });
});

describe('the student side follows a change at once', () => {
  interface ChecklistRow {
    id_rubrik: number;
    point_rubrik_yang_terkumpul: number;
    syarat_minimal_point_skp_rubrik: number;
    status: string;
    sub_rubrik: Array<{
      id_anak_rubrik: number;
      point_sub_rubrik_yang_terkumpul: number;
      syarat_minimal_point_skp_sub_rubrik: number;
      status: string;
    }>;
  }
  const checklist = async (token: string, idRubrik: number) => {
    const res = await api<{ data: ChecklistRow[] }>('GET', '/api/skpi', { bearer: token });
    expect(res.status).toBe(200);
    return res.body.data.find((r) => r.id_rubrik === idRubrik) as ChecklistRow;
  };

  it("the checklist reads a rubric's and a sub-rubric's changed minimum", async () => {
    const r = await newRubrik({ nama_rubrik: 'Karya Tulis', syarat_minimal_skp: 5 });
    const a = await newAnak(r.id_rubrik, { syarat_minimal_skp: 5 });
    const student = await freshStudent(idProdi);
    const id = await addPortfolio(student, a.id_anak_rubrik, 4);
    expect((await api('PUT', `/api/portofolio/user/${student.nim}/${id}/verify`, { bearer: ownAdminToken, body: {} })).status).toBe(200);

    const before = await checklist(student.token, r.id_rubrik);
    expect(before).toMatchObject({ point_rubrik_yang_terkumpul: 4, syarat_minimal_point_skp_rubrik: 5, status: SKPI_STATUS_MSG.statusUnmet });
    expect(before.sub_rubrik[0]).toMatchObject({ syarat_minimal_point_skp_sub_rubrik: 5, status: SKPI_STATUS_MSG.statusUnmet });

    await call('PUT', `/api/rubrik/${r.id_rubrik}/update`, ownAdminToken, { nama_rubrik: 'Karya Tulis', syarat_minimal_skp: 4 });
    await call('PUT', `/api/rubrik/${r.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, {
      nama_anak_rubrik: a.nama_anak_rubrik,
      bobot_maksimal_skp_tiap_portofolio: 10,
      syarat_minimal_skp: 3,
    });
    const after = await checklist(student.token, r.id_rubrik);
    expect(after).toMatchObject({ point_rubrik_yang_terkumpul: 4, syarat_minimal_point_skp_rubrik: 4, status: SKPI_STATUS_MSG.statusMet });
    expect(after.sub_rubrik[0]).toMatchObject({
      point_sub_rubrik_yang_terkumpul: 4,
      syarat_minimal_point_skp_sub_rubrik: 3,
      status: SKPI_STATUS_MSG.statusMet,
    });
  });

  it('a lowered maximum leaves verified points as they are, and refuses to accept a waiting portfolio above it', async () => {
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    const { usersRepo } = await import('@functions/domain/users/repo');
    const r = await newRubrik({ nama_rubrik: 'Organisasi', syarat_minimal_skp: 0 });
    const a = await newAnak(r.id_rubrik, { bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 0 });
    const student = await freshStudent(idProdi);
    const verified = await addPortfolio(student, a.id_anak_rubrik, 8);
    expect((await api('PUT', `/api/portofolio/user/${student.nim}/${verified}/verify`, { bearer: superToken, body: {} })).status).toBe(200);
    const waiting = await addPortfolio(student, a.id_anak_rubrik, 7);
    const skp = (await usersRepo.getById(student.user.id))?.skp;
    expect(skp).toBe(8);

    const lowered = await call('PUT', `/api/rubrik/${r.id_rubrik}/${a.id_anak_rubrik}/update`, ownAdminToken, {
      nama_anak_rubrik: a.nama_anak_rubrik,
      bobot_maksimal_skp_tiap_portofolio: 5,
      syarat_minimal_skp: 0,
    });
    expect(lowered.status).toBe(200);
    expect(await portofolioRepo.get(verified)).toMatchObject({ bobot_skp_portofolio: 8, id_status_portofolio: 2 });
    expect((await usersRepo.getById(student.user.id))?.skp).toBe(8);
    expect((await checklist(student.token, r.id_rubrik)).point_rubrik_yang_terkumpul).toBe(8);

    const before = await portofolioRepo.get(waiting);
    const accept = await api('PUT', `/api/portofolio/user/${student.nim}/${waiting}/verify`, { bearer: ownAdminToken, body: {} });
    expect([accept.status, accept.body]).toEqual([409, { message: verifyPointsOverMax(7, 5) }]);
    expect(await portofolioRepo.get(waiting)).toEqual(before);
  });
});
