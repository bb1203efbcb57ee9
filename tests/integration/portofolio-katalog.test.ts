/**
 * The catalog reads the student's portfolio form uses (master area): categories (with the
 * student's statistik), a program's rubrics of a category (paged, with sub-rubrics), one rubric,
 * and a sub-rubric's internal activities. Students and admins jurusan read their own program.
 */
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { type CatalogEntry, catalogOf, freshStudent, type StudentAccount } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

let student: StudentAccount;
let admin: StudentAccount;
let superAdmin: StudentAccount;
let verifier: StudentAccount;
let mine: CatalogEntry;
let foreign: CatalogEntry;

beforeAll(async () => {
  useStackEnv();
  [student, admin, superAdmin, verifier] = await Promise.all([
    freshStudent(1),
    staffAccount('admin jurusan', 1),
    staffAccount('super admin'),
    staffAccount('verifikator'),
  ]);
  mine = (await catalogOf(1)).find((c) => c.kegiatan.length > 0) as CatalogEntry;
  foreign = (await catalogOf(2))[0] as CatalogEntry;
});

type Rubrik = { id_rubrik: number; id_prodi: number; anak_rubrik: Array<Record<string, unknown>> };
type RubrikPage = { rubrik: { data: Rubrik[]; current_page: number; last_page: number; per_page: number; total: number } };

describe('GET /api/bidangportofolio', () => {
  it('a student gets statistik per category; staff get the plain list', async () => {
    const s = await api<{ bidang_portofolio: Array<Record<string, unknown>> }>('GET', '/api/bidangportofolio', { bearer: student.token });
    expect(s.status).toBe(200);
    expect(s.body.bidang_portofolio[0]).toEqual({
      id_bidang_portofolio: expect.any(Number),
      urutan_di_skpi: expect.any(Number),
      nama_bidang_portofolio: expect.any(String),
      nama_bidang_portofolio_inggris: expect.any(String),
      statistik: { portofolio_count: 0, bobot_skp: 0 },
    });
    const a = await api<{ bidang_portofolio: Array<Record<string, unknown>> }>('GET', '/api/bidangportofolio', { bearer: admin.token });
    expect(a.body.bidang_portofolio.length).toBe(s.body.bidang_portofolio.length);
    expect(a.body.bidang_portofolio[0]).not.toHaveProperty('statistik');
  });
});

describe('GET /api/prodi/{id}/rubrik/bidang/{bidang}', () => {
  const path = (p: number, b: number) => `/api/prodi/${p}/rubrik/bidang/${b}`;

  it('answers the rubrics with their sub-rubrics as one page (100 by default) or pages of `paginate`', async () => {
    const b = mine.anak.id_bidang_portofolio;
    const res = await api<RubrikPage>('GET', path(1, b), { bearer: student.token });
    expect(res.status).toBe(200);
    expect(res.body.rubrik).toMatchObject({ current_page: 1, last_page: 1, per_page: 100 });
    const total = res.body.rubrik.total;
    expect(total).toBeGreaterThan(0);
    const withMine = res.body.rubrik.data.find((r) => r.id_rubrik === mine.anak.id_rubrik);
    expect(withMine?.anak_rubrik).toContainEqual({
      id_anak_rubrik: mine.anak.id_anak_rubrik,
      nama_anak_rubrik: mine.anak.nama_anak_rubrik,
      nama_anak_rubrik_inggris: mine.anak.nama_anak_rubrik_inggris ?? null,
      bobot_maksimal_skp_tiap_portofolio: mine.anak.bobot_maksimal_skp_tiap_portofolio,
      syarat_minimal_skp: mine.anak.syarat_minimal_skp,
    });
    const paged = await api<RubrikPage>('GET', path(1, b), { bearer: admin.token, query: { paginate: 1, page: total } });
    expect(paged.body.rubrik).toMatchObject({ current_page: total, last_page: total, per_page: 1, total });
    expect(paged.body.rubrik.data).toHaveLength(1);
  });

  it('refuses another program to a student and an admin jurusan (403); verifiers and the super admin read any', async () => {
    const b = foreign.anak.id_bidang_portofolio;
    for (const who of [student, admin]) {
      const res = await api('GET', path(2, b), { bearer: who.token });
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: MSG.catalogOtherProdi } });
    }
    for (const who of [superAdmin, verifier]) expect((await api('GET', path(2, b), { bearer: who.token })).status).toBe(200);
  });

  it('a missing program or category is 404; a non-number 422', async () => {
    expect((await api('GET', path(9999, 1), { bearer: superAdmin.token })).body).toEqual({ message: MSG.prodiNotFound });
    expect((await api('GET', path(1, 9999), { bearer: superAdmin.token })).body).toEqual({ message: MSG.bidangPortofolioNotFound });
    const bad = await api('GET', '/api/prodi/x/rubrik/bidang/1', { bearer: superAdmin.token });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 422, body: { message: { id: [MSG.mustBeNumber] } } });
  });
});

describe('GET /api/rubrik/{id}', () => {
  it('answers a rubric of the own program with its sub-rubrics; another program 403; missing 404', async () => {
    const res = await api<{ rubrik: Rubrik }>('GET', `/api/rubrik/${mine.anak.id_rubrik}`, { bearer: student.token });
    expect(res.status).toBe(200);
    expect(res.body.rubrik.id_prodi).toBe(1);
    expect(res.body.rubrik.anak_rubrik.map((a) => a.id_anak_rubrik)).toContain(mine.anak.id_anak_rubrik);
    expect((await api('GET', `/api/rubrik/${foreign.anak.id_rubrik}`, { bearer: student.token })).status).toBe(403);
    expect((await api('GET', '/api/rubrik/9999999', { bearer: student.token })).body).toEqual({ message: MSG.rubrikNotFound });
  });
});

describe('GET /api/ppk?id_anak_rubrik', () => {
  it("answers the sub-rubric's internal activities with a short-lived URL of their document", async () => {
    const res = await api<{ ppk: Array<Record<string, unknown>> }>('GET', '/api/ppk', {
      bearer: student.token,
      query: { id_anak_rubrik: mine.anak.id_anak_rubrik },
    });
    expect(res.status).toBe(200);
    const k = mine.kegiatan[0];
    expect(res.body.ppk).toEqual([
      {
        id_kegiatan_ppk: k?.id_kegiatan_ppk,
        judul: k?.judul,
        judul_inggris: k?.judul_inggris,
        bobot_skp_portofolio: k?.bobot_skp_portofolio,
        tanggal_terbit: k?.tanggal_terbit,
        dokumen_ppk: expect.stringContaining(k?.dokumen_ppk ?? 'none'),
      },
    ]);
    const pdf = await fetch(String(res.body.ppk[0]?.dokumen_ppk));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('another program 403, a missing sub-rubric 404, no id 422', async () => {
    expect((await api('GET', '/api/ppk', { bearer: student.token, query: { id_anak_rubrik: foreign.anak.id_anak_rubrik } })).status).toBe(403);
    expect((await api('GET', '/api/ppk', { bearer: student.token, query: { id_anak_rubrik: 9_999_999 } })).body).toEqual({
      message: MSG.anakRubrikNotFound,
    });
    const none = await api('GET', '/api/ppk/', { bearer: student.token });
    expect({ status: none.status, body: none.body }).toEqual({ status: 422, body: { message: { id_anak_rubrik: [MSG.required] } } });
  });
});
