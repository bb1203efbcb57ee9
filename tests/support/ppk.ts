/**
 * Helpers of the internal-activity tests: the activities a test file adds to a program are
 * removed when it ends, so the files after it read the demo catalog as seeded (the student's
 * catalog test expects each demo sub-rubric's one activity); the admins' activity routes' accounts,
 * bodies and calls, and the check that a refusal changed nothing.
 */
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { ppkKeys } from '@functions/lib/entities/ppk';
import { uploadKeys } from '@functions/lib/entities/uploads';
import { afterAll, beforeAll, expect } from 'vitest';
import { pointAtStack, staffAccount } from './auth-flow';
import { catalogOf, documentExists, freshStudent, pdfBytes, type StudentAccount, uploadEvidence } from './portofolio';
import { api } from './stack';

/** Registers hooks that remove, after the file, every activity of the program it added. */
export function removeAddedActivities(idProdi: number): void {
  let seeded = new Set<number>();
  const listed = async () => {
    pointAtStack();
    const { ppkRepo } = await import('@functions/domain/ppk/repo');
    return ppkRepo.listOfProdi(idProdi);
  };
  beforeAll(async () => {
    seeded = new Set((await listed()).map((k) => k.id_kegiatan_ppk));
  });
  afterAll(async () => {
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb } = await import('@functions/lib/clients');
    const { tableName } = await import('@functions/lib/table');
    for (const k of await listed()) {
      if (!seeded.has(k.id_kegiatan_ppk)) await ddb().send(new DeleteCommand({ TableName: tableName(), Key: ppkKeys.kegiatan(k.id_kegiatan_ppk) }));
    }
  });
}

// --- the admins' activity routes (admin-ppk-*.test.ts) ------------------------------------------

export type Body = Record<string, unknown>;
export interface PpkRow {
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
interface PpkAnswer {
  message: unknown;
  ppk?: PpkRow;
}
export interface PpkPage {
  ppk: { data: PpkRow[]; current_page: number; last_page: number; per_page: number; total: number };
}

export const repo = async () => (await import('@functions/domain/ppk/repo')).ppkRepo;
export const read = async (id: number) => (await repo()).get(id);
export const auditOf = async (id: number) => {
  const { auditLog } = await import('@functions/lib/audit');
  return auditLog.ofTarget({ type: 'ppk', id });
};
/** Whether a temporary upload is still unclaimed (its record exists). */
export const uploadPending = async (key: string) => {
  pointAtStack();
  const { getItem } = await import('@functions/lib/table');
  return (await getItem(uploadKeys.upload(key), { ConsistentRead: true })) !== undefined;
};

export const call = (method: string, path: string, token: string, body?: Body) => api<PpkAnswer>(method, path, { bearer: token, body });

interface PpkAccounts {
  superAdmin: StudentAccount;
  /** An admin jurusan of program 1, and one of program 2. */
  ownAdmin: StudentAccount;
  otherAdmin: StudentAccount;
  /** A student of program 1. */
  student: StudentAccount;
  /** Two sub-rubrics of program 1 (the first allows at least 2 points), one of program 2. */
  anak: AnakRubrikItem;
  anak2: AnakRubrikItem;
  foreign: AnakRubrikItem;
}

export interface PpkFile extends PpkAccounts {
  /** The body of a new activity of `anak`, its PDF uploaded by `token`'s user. */
  body(token: string, overrides?: Body): Promise<Body>;
  /** An activity of `anak` added through the route (by the super admin unless told). */
  add(overrides?: Body, token?: string): Promise<PpkRow>;
}

/**
 * Registers the file's hooks: program 1's activities it adds removed after it, and before it its
 * accounts and sub-rubrics, which the returned object holds from then on.
 */
export function ppkFile(): PpkFile {
  const file = {
    body: (token: string, overrides: Body = {}) => ppkBody(token, file.anak, overrides),
    add: (overrides: Body = {}, token = file.superAdmin.token) => addKegiatan(token, file.anak, overrides),
  } as PpkFile;
  removeAddedActivities(1);
  beforeAll(async () => {
    pointAtStack();
    file.superAdmin = await staffAccount('super admin');
    file.ownAdmin = await staffAccount('admin jurusan', 1);
    file.otherAdmin = await staffAccount('admin jurusan', 2);
    file.student = await freshStudent(1);
    const mine = (await catalogOf(1)).map((c) => c.anak).sort((a, b) => b.bobot_maksimal_skp_tiap_portofolio - a.bobot_maksimal_skp_tiap_portofolio);
    [file.anak, file.anak2] = mine as [AnakRubrikItem, AnakRubrikItem];
    expect(file.anak.bobot_maksimal_skp_tiap_portofolio).toBeGreaterThanOrEqual(2);
    file.foreign = ((await catalogOf(2))[0] ?? expect.unreachable()).anak;
  });
  return file;
}

/** The body of a new activity of the sub-rubric, its PDF uploaded by `token`'s user. */
const ppkBody = async (token: string, anak: AnakRubrikItem, overrides: Body = {}): Promise<Body> => ({
  judul: 'Seminar Nasional Teknologi Informasi 2024',
  judul_inggris: 'National Seminar on Information Technology 2024',
  id_anak_rubrik: anak.id_anak_rubrik,
  bobot_skp_portofolio: 2,
  tanggal_terbit: '2024-09-14',
  dokumen_ppk: await uploadEvidence(token, pdfBytes()),
  ...overrides,
});

/** An activity of the sub-rubric added through the route. */
async function addKegiatan(token: string, anak: AnakRubrikItem, overrides: Body = {}): Promise<PpkRow> {
  const res = await call('POST', '/api/ppk/add', token, await ppkBody(token, anak, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ppk as PpkRow;
}

/** Program 1's activities, their documents and the audit entries of `watched`, to show a refusal changed nothing. */
async function ppkState(watched: number[] = []) {
  const items = await (await repo()).listOfProdi(1);
  const audits = await Promise.all(watched.map(async (id) => (await auditOf(id)).length));
  const docs = await Promise.all(items.map((k) => (k.dokumen_ppk ? documentExists(k.dokumen_ppk) : false)));
  return { items: items.map(({ updated_at: _u, ...k }) => k), audits, docs };
}

/** Runs refused calls and shows they changed neither program 1's activities and documents nor the audit log of `watched`. */
export async function unchanged(watched: number[], run: () => Promise<void>): Promise<void> {
  const before = await ppkState(watched);
  await run();
  expect(await ppkState(watched)).toEqual(before);
}
