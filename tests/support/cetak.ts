/**
 * SKPI printing in tests: a faculty and program of the test's own (with a faculty code, so the
 * numbers are the test's own sequence), students written through the users repo, the graduation
 * periods, the bulk jobs followed to their end, and the zip's entries.
 */
import { createHash } from 'node:crypto';
import type { JobItem } from '@functions/domain/cetak/job';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { masterKeys } from '@functions/lib/entities/master';
import { CETAK_SCREEN_MSG } from '@shared/messages';
import type { Locator } from 'playwright-core';
import { pointAtStack } from './auth-flow';
import { testFakultas, testProdi } from './master-data';
import { pollUntil } from './poll';
import { api } from './stack';

let serial = 0;

/** A new faculty (with the code `kode`; none when empty) and one program in it. */
export async function printingProgram(kode: string) {
  pointAtStack();
  const fakultas = await testFakultas(`Fakultas Cetak ${kode}`);
  const { patchItem } = await import('./auth-flow');
  await patchItem(masterKeys.fakultas(fakultas.id_fakultas), {
    kode_fakultas: kode,
    nama_dekan: 'Prof. Dr. Ir. Siti Aminah, M.T.',
    nomor_pegawai_dekan: '197001011995032001',
  });
  const prodi = await testProdi(fakultas.id_fakultas, `Teknik Cetak ${kode}`);
  return { fakultas, prodi };
}

/**
 * What a printing test needs: its own program (faculty code `kode`), a super admin, the program's
 * admin jurusan, an admin jurusan of program 1 (another program), and a new period on `tanggal`.
 */
export async function printingSetup(kode: string, tanggal: string) {
  const { staffAccount } = await import('./auth-flow');
  const program = await printingProgram(kode);
  const [superAdmin, ownAdmin, otherAdmin] = await Promise.all([
    staffAccount('super admin'),
    staffAccount('admin jurusan', program.prodi.id_prodi),
    staffAccount('admin jurusan', 1),
  ]);
  const periode = await newPeriode(superAdmin.token, tanggal);
  return { program, superAdmin, ownAdmin, otherAdmin, periode };
}

/**
 * A student of the program, entered in `tahunMasuk`, written directly (no registration mail);
 * `graduated` writes a graduation as an import or the campus sync does (no SKPI printed).
 */
export async function printingStudent(idProdi: number, tahunMasuk = 2022, nama = 'Mahasiswa Cetak', graduated?: { tanggal_lulus: string }) {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  serial += 1;
  const nim = `C${Date.now().toString(36).toUpperCase()}${serial}${Math.floor(Math.random() * 1000)}`;
  return usersRepo.create({
    nim,
    email: `${nim.toLowerCase()}@cetak.test`,
    role: 'mahasiswa',
    id_prodi: idProdi,
    nama,
    password_hash: 'x',
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
    is_graduated: graduated !== undefined,
    ...(graduated ? { tanggal_lulus: graduated.tanggal_lulus } : {}),
    tanggal_masuk: `${tahunMasuk}-09-01`,
    tempat_lahir: 'Medan',
    tanggal_lahir: '2004-05-17',
  });
}

export interface PeriodeRow {
  id_periode_kelulusan: number;
  tanggal: string;
  periode: number;
  jumlah_dokumen: number;
}

export async function periodes(token: string): Promise<PeriodeRow[]> {
  const res = await api<{ periode: PeriodeRow[] }>('GET', '/api/manajemen/periode', { bearer: token });
  if (res.status !== 200) throw new Error(`periode list answered ${res.status}`);
  return res.body.periode;
}

/** A new period of the super admin's (a number no other test uses in its academic year). */
export async function newPeriode(superToken: string, tanggal: string): Promise<PeriodeRow> {
  for (let n = 10 + Math.floor(Math.random() * 80); ; n = (n % 99) + 1) {
    const res = await api('POST', '/api/manajemen/periode/add', { bearer: superToken, query: { tanggal, periode: n } });
    if (res.status === 201) {
      const found = (await periodes(superToken)).find((p) => p.tanggal === tanggal && p.periode === n);
      if (!found) throw new Error('added period not listed');
      return found;
    }
    if (res.status !== 409) throw new Error(`period add answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}

/** The periods dialog's delete button of a period, by its whole label (`periode 5` is not `periode 51`). */
export const periodeDeleteButton = (dialog: Locator, label: string) =>
  dialog.getByRole('button', { name: `${CETAK_SCREEN_MSG.hapusPeriode} ${label}`, exact: true });

/**
 * The periods dialog's row of a period: the one with its delete button. Not the row's text: a row
 * reads its cells run together, so `periode 5` dated the 15th holds the text `periode 515`.
 */
export const periodeRow = (dialog: Locator, label: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByRole('button', { name: `${CETAK_SCREEN_MSG.hapusPeriode} ${label}`, exact: true }) });

export interface JobView {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  url?: string;
  message?: string;
  label: string;
}

/** Polls a job until it ends (done or failed). */
export async function jobEnd(token: string, id: string, timeoutMs = 60_000): Promise<JobView> {
  const read = async () => {
    const res = await api<{ job: JobView }>('GET', `/api/manajemen/skpi/jobs/${id}`, { bearer: token });
    if (res.status !== 200) throw new Error(`job answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.job;
  };
  return pollUntil(read, (job) => job.status === 'done' || job.status === 'failed', {
    timeoutMs,
    failure: (job) => `job ${id} still ${job.status} after ${timeoutMs} ms`,
  });
}

/**
 * A bulk print job written as `cetakService.startBulk` leaves it (queued, not yet run), started by
 * the super admin `by`: the test runs its state machine itself (infra/local/state-machines.ts).
 * `job` may also set its state (status, progress, times).
 */
export async function queuedBulkJob(
  by: { user: { id: string }; nim: string },
  job: Pick<JobItem, 'id' | 'total' | 'label' | 'request' | 'id_periode_kelulusan'> &
    Partial<Pick<JobItem, 'status' | 'done' | 'created_at' | 'updated_at'>>,
): Promise<void> {
  pointAtStack();
  const { jobsRepo } = await import('@functions/domain/jobs/repo');
  const now = new Date().toISOString();
  await jobsRepo.put({
    type: 'job',
    job: 'skpi-bulk',
    owner: by.user.id,
    status: 'queued',
    done: 0,
    override: false,
    actor: { userId: by.user.id, nim: by.nim, role: 'super admin', nama: 'Akun Uji', id_prodi: null, requestId: 'test' },
    zip_key: null,
    message: null,
    created_at: now,
    updated_at: now,
    ttl: Math.floor(Date.now() / 1000) + 3600,
    ...job,
  });
}

/**
 * The SKPI numbers of a program job's `printed` students (NIMs) as stored, and as the list's order
 * gives them: the job's block of its faculty (code `kode`), the n-th student of the list the n-th
 * number of it. Also the block's size.
 */
export async function bulkNumbers(
  jobId: string,
  program: { fakultas: { id_fakultas: number }; prodi: { id_prodi: number } },
  kode: string,
  students: { id: string; nim: string }[],
  printed: string[],
) {
  pointAtStack();
  const { jobsRepo } = await import('@functions/domain/jobs/repo');
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { skpiProgramData } = await import('@functions/domain/skpi/document-data');
  const { formatSkpiNumber } = await import('@shared/domain/skpi-number');
  const { getItem } = await import('@functions/lib/table');
  const job = await jobsRepo.get<JobItem>('skpi-bulk', jobId);
  const tanggal = job?.tanggal_terbit ?? '';
  const block = await getItem<{ first: number; last: number }>(cetakKeys.skpiNomorBlock(program.fakultas.id_fakultas, tanggal.slice(0, 4), jobId));
  const inOrder = students.map((s) => s.nim).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const format = (await skpiProgramData(program.prodi.id_prodi)).format_nomor_skpi;
  const byNim = new Map(students.map((s) => [s.nim, s.id]));
  const stored = await Promise.all(printed.map(async (nim) => (await usersRepo.getById(byNim.get(nim) ?? ''))?.skpi_dokumen?.nomor));
  const expected = printed.map((nim) =>
    formatSkpiNumber(format, { urut: (block?.first ?? 0) + inOrder.indexOf(nim), kode_fakultas: kode, date: tanggal }),
  );
  return { stored, expected, blockSize: block ? block.last - block.first + 1 : 0 };
}

/** The bytes behind a short-lived link. */
export async function download(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`download answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The names and sizes of a zip's entries. */
export async function zipEntries(bytes: Uint8Array): Promise<Array<{ name: string; bytes: Uint8Array }>> {
  const yauzl = await import('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: Array<{ name: string; bytes: Uint8Array }> = [];
      zip.on('entry', (entry: import('yauzl').Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.push({ name: entry.fileName, bytes: new Uint8Array(Buffer.concat(chunks)) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
