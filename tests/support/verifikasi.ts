/**
 * Helpers of the verification tests: a sub-rubric that only the calling test file uses (so a
 * verifier assigned to it has an exact queue however many portfolios other files leave in the
 * shared table), verifiers and named staff, portfolios added through the API, the queue and the
 * decision calls, and reads of what a decision writes besides the portfolio (audit entries,
 * notifications, status counters).
 */
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import type { Role } from '@shared/api/contract';
import type { queueRow } from '@shared/api/verifikasi';
import type { z } from 'zod';
import { patchUser, pointAtStack, staffAccount } from './auth-flow';
import { type CatalogEntry, catalogOf, pdfBytes, type StudentAccount, uploadEvidence } from './portofolio';
import { api } from './stack';

export type QueueRow = z.output<typeof queueRow>;
export interface QueuePage {
  data: QueueRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
/** A row of the student's own list (shared/api/portofolio.ts portofolioRow). */
export interface StudentRow {
  id_portofolio: number;
  judul: string;
  judul_inggris: string | null;
  id_anak_rubrik: number;
  id_kegiatan_ppk: number | null;
  bobot_skp_portofolio: number;
  dokumen_portofolio: string | null;
  id_status_portofolio: number;
  showed: boolean;
  catatan: string | null;
  version: number;
}

/** A new sub-rubric of a program (on the rubric of its first sub-rubric) that no other test file knows. */
export async function exclusiveAnak(
  idProdi: number,
  max = 10,
  nama = `Anak Rubrik Uji Verifikasi ${Date.now().toString(36)}`,
): Promise<AnakRubrikItem> {
  pointAtStack();
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const first = (await catalogOf(idProdi))[0] as CatalogEntry;
  const rubrik = await rubrikRepo.getRubrik(first.anak.id_rubrik);
  if (!rubrik) throw new Error(`no rubric ${first.anak.id_rubrik}`);
  return rubrikRepo.createAnak(rubrik, {
    nama_anak_rubrik: nama,
    bobot_maksimal_skp_tiap_portofolio: max,
    syarat_minimal_skp: 0,
  });
}

export type Account = Awaited<ReturnType<typeof staffAccount>>;

/** A fresh account of a role with its own name (the history and the rows show it). */
export async function namedAccount(role: Role, idProdi: number | null, nama: string): Promise<Account> {
  const account = await staffAccount(role, idProdi);
  await patchUser(account.user.id, { nama });
  return { ...account, user: { ...account.user, nama } };
}

/** A fresh verifier assigned to these sub-rubrics (none: a verifier without assignment). */
export async function verifierOf(
  anak: ReadonlyArray<Pick<AnakRubrikItem, 'id_anak_rubrik' | 'id_prodi'>>,
  nama = 'Verifikator Uji',
): Promise<Account> {
  const v = await namedAccount('verifikator', null, nama);
  if (anak.length > 0) {
    const { verifikatorRepo } = await import('@functions/domain/verifikator/repo');
    await verifikatorRepo.assign(
      v.user.id,
      anak.map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, id_prodi: a.id_prodi })),
    );
  }
  return v;
}

/** Adds an external portfolio through the API (status 1), with a real evidence PDF. */
export async function addExternal(
  s: StudentAccount,
  anak: Pick<AnakRubrikItem, 'id_anak_rubrik'>,
  opts: { judul?: string; judul_inggris?: string | null; points?: number } = {},
): Promise<StudentRow> {
  const res = await api<{ portofolio: StudentRow }>('POST', `/api/portofolio/user/${s.nim}/add`, {
    bearer: s.token,
    body: {
      id_anak_rubrik: anak.id_anak_rubrik,
      judul: opts.judul ?? 'Pemakalah Seminar Nasional',
      ...(opts.judul_inggris === null ? {} : { judul_inggris: opts.judul_inggris ?? 'Speaker, National Seminar' }),
      bobot_skp_portofolio: opts.points ?? 2,
      tanggal_terbit: '2024-03-01',
      dokumen_portofolio: await uploadEvidence(s.token, pdfBytes()),
    },
  });
  if (res.status !== 201) throw new Error(`add answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.portofolio;
}

/** Adds an internal portfolio (the activity's title, points and document) through the API. */
export async function addInternal(s: StudentAccount, entry: CatalogEntry): Promise<StudentRow> {
  const res = await api<{ portofolio: StudentRow }>('POST', `/api/portofolio/user/${s.nim}/add`, {
    bearer: s.token,
    body: { id_anak_rubrik: entry.anak.id_anak_rubrik, id_kegiatan_ppk: entry.kegiatan[0]?.id_kegiatan_ppk },
  });
  if (res.status !== 201) throw new Error(`add answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.portofolio;
}

/** The student edits a portfolio (keeping its document): a decided one goes back to the queue as 3. */
export async function editPortfolio(s: StudentAccount, p: Pick<StudentRow, 'id_portofolio' | 'id_anak_rubrik'>, judul: string) {
  return api<{ message: string; portofolio: StudentRow }>('POST', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/update`, {
    bearer: s.token,
    body: { id_anak_rubrik: p.id_anak_rubrik, judul, bobot_skp_portofolio: 1, tanggal_terbit: '2024-04-01' },
  });
}

export const queue = (token: string, query: Record<string, string | number | undefined> = {}) =>
  api<{ portofolio: QueuePage }>('GET', '/api/portofolio', { bearer: token, query });

export type Decision = 'verify' | 'reject';
export const decide = (token: string, nim: string, id: number, decision: Decision, body: Record<string, unknown> = {}) =>
  api<{ message: unknown; portofolio?: QueueRow }>('PUT', `/api/portofolio/user/${nim}/${id}/${decision}`, { bearer: token, body });

/** The audit entries of a portfolio, oldest first. */
export async function auditOf(id: number) {
  pointAtStack();
  const { auditLog } = await import('@functions/lib/audit');
  return auditLog.ofTarget({ type: 'portofolio', id });
}

/** Every notification item of a user (read from the table, newest first). */
export async function notificationsOf(userId: string) {
  pointAtStack();
  const { notifikasiRepo } = await import('@functions/domain/notifikasi/repo');
  return notifikasiRepo.newest(userId, 1000);
}

/** The status counters (`portofolio_status_<1..4>`) of a program (0: the university) and of sub-rubrics. */
export async function statusCounters(idProdi: number, anak: readonly number[] = []) {
  pointAtStack();
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const pick = (c: Record<string, number> | undefined) => [1, 2, 3, 4].map((s) => Number(c?.[`portofolio_status_${s}`] ?? 0));
  const [prodi, all, byAnak] = await Promise.all([
    statistikRepo.prodiCounters(idProdi),
    statistikRepo.prodiCounters(0),
    statistikRepo.anakPortfolioCounters(anak),
  ]);
  return { prodi: pick(prodi), all: pick(all), anak: Object.fromEntries(anak.map((a) => [a, pick(byAnak.get(a))])) };
}

/** `after - before`, element by element, of two status-counter reads. */
export function counterDelta(before: Awaited<ReturnType<typeof statusCounters>>, after: Awaited<ReturnType<typeof statusCounters>>) {
  const minus = (a: number[], b: number[]) => a.map((v, i) => v - (b[i] ?? 0));
  return {
    prodi: minus(after.prodi, before.prodi),
    all: minus(after.all, before.all),
    anak: Object.fromEntries(Object.entries(after.anak).map(([k, v]) => [k, minus(v, before.anak[k] ?? [0, 0, 0, 0])])),
  };
}

/** The stored portfolio item. */
export async function storedPortfolio(id: number) {
  pointAtStack();
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  return portofolioRepo.get(id);
}

/** A sub-rubric of the demo program whose maximum allows `points` (the browser tests' portfolios). */
export async function anakAllowing(idProdi: number, points: number): Promise<AnakRubrikItem> {
  const catalog = await catalogOf(idProdi);
  const entry = catalog.find((c) => c.anak.bobot_maksimal_skp_tiap_portofolio >= points) ?? catalog[0];
  if (!entry) throw new Error(`program ${idProdi} has no sub-rubric`);
  return entry.anak;
}
