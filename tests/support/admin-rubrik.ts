/**
 * The rubric-management files' fixture (tests/integration/admin-rubrik-*.test.ts): a faculty with a
 * program of the file's own (other files list faculty 1's programs), a super admin, the program's
 * admin jurusan and one of demo program 1; and the calls and checks the files share. The categories
 * a file creates are deleted again after it (the categories are university-wide, and other files
 * count the demo's four).
 */
import type { AnakRubrikItem, BidangPortofolioItem, RubrikItem } from '@functions/domain/rubrik/repo';
import { afterAll, beforeAll, expect } from 'vitest';
import { staffAccount } from './auth-flow';
import { type freshStudent, pdfBytes, uploadEvidence } from './portofolio';
import { api, useStackEnv } from './stack';

export type Body = Record<string, unknown>;
export interface Answer {
  message: unknown;
  bidang_portofolio?: Body;
  rubrik?: Body & { anak_rubrik?: Body[] };
  anak_rubrik?: Body;
}

export const call = (method: string, path: string, token: string | undefined, body?: Body) => api<Answer>(method, path, { bearer: token, body });

export const rubrikRepo = async () => (await import('@functions/domain/rubrik/repo')).rubrikRepo;
const auditOf = async (type: string, id: number) => {
  const { auditLog } = await import('@functions/lib/audit');
  return auditLog.ofTarget({ type, id });
};
export const lastAudit = async (type: string, id: number) => (await auditOf(type, id)).at(-1);

/** Runs a refused call and shows it changed neither what `read` reads nor the audit log of `audit`. */
export async function unchanged(read: () => Promise<unknown>, audit: [string, number], run: () => Promise<void>): Promise<void> {
  const before = { item: await read(), audit: (await auditOf(...audit)).length };
  await run();
  expect({ item: await read(), audit: (await auditOf(...audit)).length }).toEqual(before);
}

/** A category of the demo (used by rubrics of every program). */
export const DEMO_BIDANG = 1;

export interface RubrikFixture {
  superToken: string;
  /** The admin jurusan of the file's program, and one of demo program 1. */
  ownAdminToken: string;
  otherAdminToken: string;
  idProdi: number;
  /** The categories the file created: deleted after it, with this program's rubrics in them. */
  createdBidang: Set<number>;
  newBidang(urutan: number, nama?: string): Promise<BidangPortofolioItem>;
  newRubrik(overrides?: Body, token?: string): Promise<RubrikItem>;
  newAnak(idRubrik: number, overrides?: Body, token?: string): Promise<AnakRubrikItem>;
  /** A student portfolio of `points` in a sub-rubric, through the API; its id. */
  addPortfolio(student: Awaited<ReturnType<typeof freshStudent>>, idAnak: number, points: number): Promise<number>;
}

/**
 * Registers the file's setup and clean-up: `Fakultas Uji Rubrik <label>` with its program
 * `Sistem Informasi Rubrik <label>`. The answer is filled before the file's tests run.
 */
export function rubrikFile(label: string): RubrikFixture {
  const f: RubrikFixture = {
    superToken: '',
    ownAdminToken: '',
    otherAdminToken: '',
    idProdi: 0,
    createdBidang: new Set<number>(),
    async newBidang(urutan, nama = `Bidang Uji ${urutan}`) {
      const res = await call('POST', '/api/bidangportofolio/add', f.superToken, {
        urutan_di_skpi: urutan,
        nama_bidang_portofolio: nama,
        nama_bidang_portofolio_inggris: `Test Field ${urutan}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = Number(res.body.bidang_portofolio?.id_bidang_portofolio);
      f.createdBidang.add(id);
      return (await (await rubrikRepo()).getBidang(id)) as BidangPortofolioItem;
    },
    async newRubrik(overrides = {}, token = f.ownAdminToken) {
      const res = await call('POST', '/api/rubrik/add', token, {
        nama_rubrik: 'Kompetisi Ilmiah',
        id_bidang_portofolio: DEMO_BIDANG,
        id_prodi: f.idProdi,
        syarat_minimal_skp: 6,
        ...overrides,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (await (await rubrikRepo()).getRubrik(Number(res.body.rubrik?.id_rubrik))) as RubrikItem;
    },
    async newAnak(idRubrik, overrides = {}, token = f.ownAdminToken) {
      const res = await call('POST', `/api/rubrik/${idRubrik}/add-anak-rubrik`, token, {
        nama_anak_rubrik: 'Juara Lomba Nasional',
        bobot_maksimal_skp_tiap_portofolio: 10,
        syarat_minimal_skp: 2,
        ...overrides,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (await (await rubrikRepo()).getAnak(Number(res.body.anak_rubrik?.id_anak_rubrik))) as AnakRubrikItem;
    },
    async addPortfolio(student, idAnak, points) {
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
    },
  };

  beforeAll(async () => {
    useStackEnv();
    f.superToken = (await staffAccount('super admin')).token;
    const fakultas = await call('POST', '/api/fakultas/add', f.superToken, { nama_fakultas: `Fakultas Uji Rubrik ${label}`, is_active: true });
    expect(fakultas.status, JSON.stringify(fakultas.body)).toBe(201);
    const prodi = await call('POST', '/api/prodi/add', f.superToken, {
      id_fakultas: Number((fakultas.body as { fakultas?: Body }).fakultas?.id_fakultas),
      nama_prodi: `Sistem Informasi Rubrik ${label}`,
      jenjang: 'S1',
      is_active: true,
    });
    expect(prodi.status, JSON.stringify(prodi.body)).toBe(201);
    f.idProdi = Number((prodi.body as { prodi?: Body }).prodi?.id_prodi);
    f.ownAdminToken = (await staffAccount('admin jurusan', f.idProdi)).token;
    f.otherAdminToken = (await staffAccount('admin jurusan', 1)).token;
  });

  afterAll(async () => {
    // what a failed test left: the file's categories go (their rubrics are this program's)
    const repo = await rubrikRepo();
    for (const id of f.createdBidang) {
      const b = await repo.getBidang(id);
      if (!b) continue;
      for (const r of await repo.listRubrikOfProdiBidang(f.idProdi, id)) {
        for (const a of await repo.listAnakOfRubrik(r.id_rubrik)) await repo.deleteAnak(a, []);
        await repo.deleteRubrik((await repo.getRubrik(r.id_rubrik)) as RubrikItem);
      }
      await repo.deleteBidang(b);
    }
  });
  return f;
}
