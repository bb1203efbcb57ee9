/**
 * A job acts in its starter's name, so it runs only while the starter still may (functions/domain/jobs/starter.ts):
 * when the bulk print or the import starts running, its starter is read again and must be an
 * active admin, of the job's program for an admin jurusan's print by program. Otherwise the job
 * ends failed with its message and has done nothing.
 */
import { randomUUID } from 'node:crypto';
import type { JobItem } from '@functions/domain/cetak/job';
import type { ImporJobItem } from '@functions/domain/impor/job';
import { CETAK_MSG, IMPOR_MSG } from '@shared/messages';
import { sideIn } from '@shared/messages/language';
import { describe, expect, it } from 'vitest';
import { patchUser, pointAtStack, staffAccount } from '../support/auth-flow';

type Staff = Awaited<ReturnType<typeof staffAccount>>;

async function jobs() {
  pointAtStack();
  return import('@functions/domain/jobs/repo');
}

/** A catalogue text as a job keeps it: in both languages. */
const inBoth = <T extends object>(catalogue: T, key: keyof T) => ({ id: sideIn(catalogue, 'id')[key], en: sideIn(catalogue, 'en')[key] });

const actorOf = (s: Staff) => ({
  auth: { userId: s.user.id, nim: s.nim, role: s.user.role, id_prodi: s.user.id_prodi, user: s.user },
  requestId: 'uji-starter',
});

/** A queued print of program 1's 2022 students, started by `s`. */
async function bulkJob(s: Staff): Promise<string> {
  const { jobsRepo, newJob } = await jobs();
  const job: JobItem = {
    ...newJob('skpi-bulk', randomUUID(), actorOf(s), () => 'uji', 0, 1),
    request: { kind: 'prodi', id_prodi: 1, tahun_masuk: 2022, lulus: undefined },
    id_periode_kelulusan: 1,
    override: false,
    zip_key: null,
  };
  await jobsRepo.put(job);
  return job.id;
}

async function bulkOutcome(id: string) {
  const { runBulkPrintMachine } = await import('@infra/local/state-machines');
  // the refusal ends the run (the reservation answers `stop`) and fails the job with its message (nothing to retry)
  await runBulkPrintMachine(id);
  const { jobsRepo } = await jobs();
  return jobsRepo.get<JobItem>('skpi-bulk', id);
}

describe('the bulk print re-checks its starter when it runs', () => {
  it('a deactivated admin: failed with its message, nothing printed', async () => {
    const admin = await staffAccount('admin jurusan', 1);
    const id = await bulkJob(admin);
    await patchUser(admin.user.id, { is_active: false });
    expect(await bulkOutcome(id)).toMatchObject({ status: 'failed', message: inBoth(CETAK_MSG, 'skpiJobStarterNotAllowed'), done: 0, zip_key: null });
  });

  it('an admin jurusan moved to another program, or no longer an admin: failed', async () => {
    const moved = await staffAccount('admin jurusan', 1);
    const demoted = await staffAccount('super admin');
    const [movedJob, demotedJob] = [await bulkJob(moved), await bulkJob(demoted)];
    await patchUser(moved.user.id, { id_prodi: 2 });
    await patchUser(demoted.user.id, { role: 'verifikator' });
    expect(await bulkOutcome(movedJob)).toMatchObject({ status: 'failed', message: inBoth(CETAK_MSG, 'skpiJobStarterNotAllowed'), done: 0 });
    expect(await bulkOutcome(demotedJob)).toMatchObject({ status: 'failed', message: inBoth(CETAK_MSG, 'skpiJobStarterNotAllowed'), done: 0 });
  });
});

describe('the import re-checks its starter when it runs', () => {
  it('a deactivated admin: failed with its message, no account created', async () => {
    const admin = await staffAccount('super admin');
    const { jobsRepo, newJob } = await jobs();
    const job: ImporJobItem = {
      ...newJob('akun-impor', randomUUID(), actorOf(admin), () => 'uji', 3, 1),
      upload_key: `tmp/${admin.user.id}/${randomUUID()}`,
      upload_sha256: 'uji',
      nama_file: 'uji.csv',
      dibuat: 0,
      jumlah_ditolak: 0,
      ditolak: [],
    };
    await jobsRepo.put(job);
    await patchUser(admin.user.id, { is_active: false });
    const { runImport } = await import('@functions/domain/impor/run');
    await expect(runImport(job.id)).rejects.toThrow(IMPOR_MSG.imporJobStarterNotAllowed);
    expect(await jobsRepo.get<ImporJobItem>('akun-impor', job.id)).toMatchObject({
      status: 'failed',
      message: inBoth(IMPOR_MSG, 'imporJobStarterNotAllowed'),
      done: 0,
      dibuat: 0,
    });
  });
});
