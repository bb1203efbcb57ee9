/**
 * The master-data writes' tests (faculties, programs, the university; admin-universitas-*.test.ts):
 * the accounts each file signs in with, the bodies of a new faculty and program, the calls, the
 * audit reads, and the check that a refused call changed neither the record nor its audit log.
 * Each file works on a faculty and a program of its own; a file that changes the university puts
 * it back when it ends (the other files of the run read the seed).
 */
import type { FakultasItem, ProdiItem, UniversitasItem } from '@functions/domain/master/repo';
import { afterAll, beforeAll, expect } from 'vitest';
import { pointAtStack, staffAccount } from './auth-flow';
import { api } from './stack';

export type Body = Record<string, unknown>;
export interface MasterAnswer {
  message: unknown;
  fakultas?: Body;
  prodi?: Body;
  universitas?: Body;
}

export const masterRepo = async () => (await import('@functions/domain/master/repo')).masterRepo;

const auditCount = async (type: string, id: number | string) => {
  const { auditLog } = await import('@functions/lib/audit');
  return (await auditLog.ofTarget({ type, id })).length;
};

/** The newest audit entry of a record. */
export const lastAudit = async (type: string, id: number | string) => {
  const { auditLog } = await import('@functions/lib/audit');
  return (await auditLog.ofTarget({ type, id })).at(-1);
};

/** A faculty code no other faculty of the run has ('K' and 9 random letters or digits). */
export const freshKode = () => `K${Math.random().toString(36).slice(2, 11).toUpperCase().padEnd(9, '0')}`;

export const call = (method: string, path: string, token: string, body?: Body) => api<MasterAnswer>(method, path, { bearer: token, body });

export const FAKULTAS_BODY = {
  nama_fakultas: 'Fakultas Kedokteran',
  nama_fakultas_inggris: 'Faculty of Medicine',
  nama_dekan: 'Prof. Dr. dr. Sari Lubis, Sp.PD.',
  nomor_pegawai_dekan: '19700101 199503 2 001',
  is_active: true,
};

export const PRODI_BODY = {
  nama_prodi: 'Sistem Informasi',
  nama_prodi_inggris: 'Information Systems',
  nama_kaprodi: 'Dr. Rina Pane, S.Kom., M.Kom.',
  jenjang: 'S1',
  gelar: 'Sarjana Komputer (S.Kom.)',
  gelar_inggris: 'Bachelor of Computer Science (S.Kom.)',
  status_akreditasi: 'Baik Sekali',
  no_sk_akreditasi_prodi: 'No. 0101/SK/LAM-INFOKOM/Ak/S/I/2025',
  is_active: true,
  bahasa_pengantar: 'Bahasa Indonesia',
  bahasa_pengantar_inggris: 'Indonesian',
  lama_studi: '8 semester',
  lama_studi_inggris: '8 semesters',
};

/** A faculty added through the route by the super admin, as stored. */
export async function addFakultas(superToken: string, overrides: Body = {}): Promise<FakultasItem> {
  const res = await call('POST', '/api/fakultas/add', superToken, { ...FAKULTAS_BODY, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await (await masterRepo()).getFakultas(Number(res.body.fakultas?.id_fakultas))) as FakultasItem;
}

/** A program of the faculty added through the route by the super admin, as stored. */
export async function addProdi(superToken: string, idFakultas: number, overrides: Body = {}): Promise<ProdiItem> {
  const res = await call('POST', '/api/prodi/add', superToken, { ...PRODI_BODY, id_fakultas: idFakultas, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await (await masterRepo()).getProdi(Number(res.body.prodi?.id_prodi))) as ProdiItem;
}

/** Runs a refused call and shows it changed neither the record nor its audit log. */
export async function unchanged(read: () => Promise<unknown>, audit: [string, number | string], run: () => Promise<void>): Promise<void> {
  const before = { item: await read(), audit: await auditCount(...audit) };
  await run();
  expect({ item: await read(), audit: await auditCount(...audit) }).toEqual(before);
}

export interface MasterAccounts {
  superToken: string;
  /** A faculty of the file's own, and a program in it. */
  fakultas: FakultasItem;
  ownProdi: ProdiItem;
  /** An admin jurusan of `ownProdi`, and one of seeded Informatika (1). */
  ownAdminToken: string;
  otherAdminToken: string;
}

/** The file's super admin, its own faculty and program, and an admin jurusan of that program and of program 1. */
export async function masterAccounts(): Promise<MasterAccounts> {
  pointAtStack();
  const superToken = (await staffAccount('super admin')).token;
  const fakultas = await addFakultas(superToken);
  const ownProdi = await addProdi(superToken, fakultas.id_fakultas);
  return {
    superToken,
    fakultas,
    ownProdi,
    ownAdminToken: (await staffAccount('admin jurusan', ownProdi.id_prodi)).token,
    otherAdminToken: (await staffAccount('admin jurusan', 1)).token,
  };
}

/** Registers hooks that read the university before the file and put it back after (a newer version, the demo's fields). */
export function keepUniversitas(): void {
  let before: UniversitasItem | undefined;
  beforeAll(async () => {
    pointAtStack();
    before = await (await masterRepo()).getUniversitas();
  });
  afterAll(async () => {
    if (before) await (await masterRepo()).putUniversitas({ ...before, version: before.version + 100 });
  });
}
