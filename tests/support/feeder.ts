/**
 * The Neo Feeder sync's tests: a stand-in of the test file's own (infra/local/feeder-stand-in.ts,
 * in the test process, its knobs set directly), the connection pointed at it through the API, a
 * data set of the file's own (its own program, NIMs unique per run), and the calls of the sync.
 */
import type { FeederData, FeederRow } from '@infra/local/feeder-demo-data';
import { type FeederStandIn, startFeederStandIn } from '@infra/local/feeder-stand-in';
import { pollUntil } from './poll';
import { api } from './stack';

export interface SyncJob {
  id: string;
  status: 'running' | 'planned' | 'applying' | 'done' | 'failed';
  done: number;
  total: number;
  message?: string;
  plan: Record<'baru' | 'berubah' | 'lulus' | 'konflik' | 'dilewati', number>;
  diterapkan: number;
  jenis_sinkron: 'manual' | 'malam';
}

export interface PlanRow {
  jenis: string;
  id_registrasi_mahasiswa: string | null;
  nim: string | null;
  nama: string | null;
  user_id: string | null;
  perubahan: Array<{ field: string; lama: string | null; baru: string | null; sinkron: string | null }>;
  kelulusan: Record<string, unknown> | null;
  alasan: string | null;
  diterapkan: boolean;
  pilihan: string | null;
}

/**
 * Ends what another file left (the registry-wide role gate test starts a sync as the super admin
 * against the stack's stand-in): waits for a running sync, and drops a plan that waits.
 */
export async function settleSyncs(token: string): Promise<void> {
  const res = await api<{ data: SyncJob[] }>('GET', '/api/feeder/sync', { bearer: token });
  for (const job of res.body.data ?? []) {
    if (job.status === 'running' || job.status === 'applying') await syncReaches(token, job.id, ['planned', 'done', 'failed'], 120_000);
    const now = (await readSync(token, job.id)).job;
    if (now.status === 'planned') await api('POST', `/api/feeder/sync/${job.id}/batal`, { bearer: token });
  }
}

/** Starts the file's stand-in and points the university's connection at it (as `token`, a super admin). */
export async function ownFeeder(token: string, data: FeederData, password?: string): Promise<FeederStandIn> {
  await settleSyncs(token);
  const feeder = await startFeederStandIn({ data, password });
  const res = await api('POST', '/api/universitas/feeder', {
    bearer: token,
    body: { base_url: feeder.baseUrl, username: feeder.username, password: feeder.password, sinkron_malam: false },
  });
  if (res.status !== 200) throw new Error(`connection not saved: ${res.status} ${JSON.stringify(res.body)}`);
  return feeder;
}

/** Clears the stand-in's knobs and the calls it recorded. */
export function resetFeeder(feeder: FeederStandIn): void {
  for (const k of Object.keys(feeder.knobs)) delete feeder.knobs[k as keyof typeof feeder.knobs];
  feeder.calls.length = 0;
}

export async function startSync(token: string): Promise<SyncJob> {
  const res = await api<{ job: SyncJob; message: string }>('POST', '/api/feeder/sync', { bearer: token });
  if (res.status !== 202) throw new Error(`sync not started: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job;
}

export async function readSync(token: string, id: string, jenis = 'baru', page = 1, paginate = 100) {
  const res = await api<{
    status: SyncJob['status'];
    done: number;
    total: number;
    job: SyncJob;
    plan: Record<string, number> & { baris: { data: PlanRow[]; last_page: number; total: number } };
  }>('GET', `/api/feeder/sync/${id}`, { bearer: token, query: { jenis, page, paginate } });
  if (res.status !== 200) throw new Error(`sync ${id} answered ${res.status}: ${JSON.stringify(res.body)}`);
  // the job's state and progress are also at the top of the answer, for scripts
  const { status, done, total, job } = res.body;
  if (status !== job.status || done !== job.done || total !== job.total) throw new Error(`sync ${id}: the answer's top disagrees with its job`);
  return res.body;
}

/** Waits until the sync is in one of `statuses` (it ends failed otherwise: thrown with its message). */
export async function syncReaches(token: string, id: string, statuses: SyncJob['status'][], timeoutMs = 60_000): Promise<SyncJob> {
  const job = await pollUntil(
    async () => (await readSync(token, id)).job,
    (j) => statuses.includes(j.status) || j.status === 'failed',
    { timeoutMs, failure: (j) => `sync ${id} still ${j.status} (${j.message ?? ''})` },
  );
  if (!statuses.includes(job.status)) throw new Error(`sync ${id} ${job.status}: ${job.message ?? ''}`);
  return job;
}

/** Every row of one kind of the sync's plan. */
export const rowsOf = async (token: string, id: string, jenis: string) => (await readSync(token, id, jenis)).plan.baris.data;

/** Applies a planned sync and waits until it is done. */
export async function applySync(token: string, id: string): Promise<SyncJob> {
  const res = await api('POST', `/api/feeder/sync/${id}/apply`, { bearer: token });
  if (res.status !== 202) throw new Error(`apply refused: ${res.status} ${JSON.stringify(res.body)}`);
  return syncReaches(token, id, ['done']);
}

/** Plans and applies a sync; the planned job and the applied one. */
export async function fullSync(token: string): Promise<{ planned: SyncJob; done: SyncJob }> {
  const started = await startSync(token);
  const planned = await syncReaches(token, started.id, ['planned']);
  return { planned, done: await applySync(token, started.id) };
}

export interface OwnStudent {
  nim: string;
  nama: string;
  /** YYYY-MM-DD */
  lahir: string;
  tempat: string;
  sex: 'L' | 'P';
  email: string;
  status?: string;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** A Feeder data set of one program (`idProdiFeeder`) with these students, all entered in 2023/2024. */
export function ownData(idProdiFeeder: string, namaProdi: string, students: readonly OwnStudent[]): FeederData {
  const reg = (s: OwnStudent): FeederRow => ({
    id_registrasi_mahasiswa: `reg-${s.nim}`,
    id_mahasiswa: `mhs-${s.nim}`,
    nim: s.nim,
    nama_mahasiswa: s.nama,
    jenis_kelamin: s.sex,
    tanggal_lahir: ddmmyyyy(s.lahir),
    id_prodi: idProdiFeeder,
    nama_program_studi: namaProdi,
    id_periode: '20231',
    nama_status_mahasiswa: s.status ?? 'Aktif',
    last_update: '2024-09-02 10:00:00',
  });
  return {
    prodi: [{ id_prodi: idProdiFeeder, kode_program_studi: '99999', nama_program_studi: namaProdi, status: 'A', nama_jenjang_pendidikan: 'S1' }],
    mahasiswa: students.map(reg),
    biodata: students.map((s) => ({
      id_mahasiswa: `mhs-${s.nim}`,
      tempat_lahir: s.tempat,
      tanggal_lahir: ddmmyyyy(s.lahir),
      jenis_kelamin: s.sex,
      email: s.email,
    })),
    lulus: [],
  };
}

/** Changes a student's rows in the stand-in's data (a later answer of the campus system). */
export function feederEdit(data: FeederData, nim: string, list: Record<string, unknown>): void {
  const row = data.mahasiswa.find((r) => r.nim === nim);
  if (!row) throw new Error(`no Feeder row of ${nim}`);
  Object.assign(row, list, { last_update: new Date().toISOString() });
}
