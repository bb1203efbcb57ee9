/**
 * The sync's routes (shared/api/feeder.ts): start a planning job (one sync at a time: the lock is
 * taken with the job, refused while another runs or waits to be applied), list and read the syncs
 * with a page of their plan, apply a plan, decide a conflict, drop a plan.
 */
import { randomUUID } from 'node:crypto';
import { newJob } from '@functions/domain/jobs/repo';
import { jobText } from '@functions/domain/jobs/text';
import type { Admin } from '@functions/lib/admin-write';
import { Conflict, NotFound, Refused, refusing } from '@functions/lib/domain-errors';
import { startJob } from '@functions/lib/jobs';
import type { FeederPlanKind, feederPlanRow, feederPlanView } from '@shared/api/feeder';
import { FEEDER_MSG } from '@shared/messages/feeder';
import type { FeederKonflikBody } from '@shared/validation/feeder';
import type * as z from 'zod';
import { decideConflict } from './apply';
import { connectionSettings, mappedPrograms } from './context';
import { FEEDER_JOB_DAYS, jobView, syncStatus } from './job';
import { type FeederJobItem, noCounts } from './job-item';
import { feederRepo, type PlanRowItem } from './repo';
import { syncJobs } from './sync-jobs';

type PlanRow = z.output<typeof feederPlanRow>;

export function rowView(r: PlanRowItem): PlanRow {
  return {
    jenis: r.jenis,
    id_registrasi_mahasiswa: r.id_registrasi_mahasiswa,
    nim: r.nim,
    nama: r.nama,
    prodi: r.prodi,
    id_prodi: r.id_prodi,
    user_id: r.user_id,
    perubahan: r.perubahan,
    kelulusan: r.kelulusan,
    alasan: r.alasan,
    diterapkan: r.diterapkan,
    pilihan: r.pilihan,
  };
}

/** A new sync job (not yet started), with the lock taken; refused with 409 while another holds it. */
export async function createSync(actor: Admin, jenis: FeederJobItem['jenis_sinkron']): Promise<FeederJobItem> {
  // refused at once when the connection or the mapping is missing, before a job exists
  await connectionSettings();
  await mappedPrograms();
  const base = newJob(
    'feeder-sync',
    randomUUID(),
    actor,
    () => (jenis === 'malam' ? FEEDER_MSG.feederSyncLabelNightly : FEEDER_MSG.feederSyncLabel),
    0,
    FEEDER_JOB_DAYS,
  );
  const job: FeederJobItem = {
    ...base,
    fase: 'plan',
    jenis_sinkron: jenis,
    cursor: { step: 'list', offset: 0 },
    counts: noCounts(),
    diterapkan: 0,
    planned_at: null,
    applied_at: null,
    lease_until: 0,
  };
  // the lock held by another sync
  await refusing(syncJobs.start(job), { stale: () => new Conflict(() => FEEDER_MSG.feederSyncBusy) });
  return job;
}

async function jobOrRefuse(id: string): Promise<FeederJobItem> {
  const job = await syncJobs.get(id);
  if (!job) throw new NotFound(() => FEEDER_MSG.feederSyncNotFound);
  return job;
}

export const feederSyncService = {
  async start(actor: Admin) {
    const job = await createSync(actor, 'manual');
    await startJob('feeder-sync', { jobId: job.id });
    return { message: FEEDER_MSG.feederSyncStarted, job: jobView(job) };
  },

  list: async () => ({ data: (await feederRepo.listJobs()).map(jobView) }),

  async get(id: string, jenis: FeederPlanKind, page: number, paginate: number) {
    const job = await jobOrRefuse(id);
    const total = job.counts[jenis];
    const first = (page - 1) * paginate + 1;
    const rows = first <= total ? await feederRepo.rowsPage(id, jenis, first, Math.min(total, page * paginate)) : [];
    const plan: z.output<typeof feederPlanView> = {
      ...job.counts,
      jenis,
      baris: { data: rows.map(rowView), current_page: page, last_page: Math.max(1, Math.ceil(total / paginate)), per_page: paginate, total },
    };
    const view = jobView(job);
    return { status: view.status, done: view.done, total: view.total, job: view, plan };
  },

  async apply(id: string) {
    const job = await jobOrRefuse(id);
    if (syncStatus(job) !== 'planned') throw new Refused(() => FEEDER_MSG.feederSyncNotPlanned);
    const change = { fase: 'apply' as const, status: 'queued' as const, done: 0, total: job.counts.baru + job.counts.berubah + job.counts.lulus };
    await syncJobs.update(id, change);
    await startJob('feeder-sync', { jobId: id });
    return { message: FEEDER_MSG.feederSyncApplyStarted, job: jobView({ ...job, ...change }) };
  },

  async cancel(id: string) {
    const job = await jobOrRefuse(id);
    if (syncStatus(job) !== 'planned') throw new Refused(() => FEEDER_MSG.feederSyncNotPlanned);
    const change = { status: 'failed' as const, message: jobText(() => FEEDER_MSG.feederSyncCancelledNote) };
    await syncJobs.update(id, change, [feederRepo.releaseLock(id)]);
    return { message: FEEDER_MSG.feederSyncCancelled, job: jobView({ ...job, ...change }) };
  },

  async konflik(actor: Admin, id: string, body: FeederKonflikBody) {
    const job = await jobOrRefuse(id);
    const status = syncStatus(job);
    if (status !== 'planned' && status !== 'done') throw new Refused(() => FEEDER_MSG.feederKonflikState);
    const rows = await feederRepo.rowsOf(id, 'konflik');
    const row = rows.find((r) => r.id_registrasi_mahasiswa?.toLowerCase() === body.id_registrasi_mahasiswa.toLowerCase());
    if (!row) throw new NotFound(() => FEEDER_MSG.feederKonflikNotFound);
    if (row.diterapkan) throw new Conflict(() => FEEDER_MSG.feederKonflikResolved);
    const ok = await decideConflict({ actor, jobId: id, publik: false, now: Date.now }, row, body.pilihan);
    if (!ok) throw new Conflict(() => FEEDER_MSG.feederStudentChanged);
    await syncJobs.update(id, { diterapkan: job.diterapkan + 1 });
    const message = body.pilihan === 'feeder' ? FEEDER_MSG.feederKonflikFeeder : FEEDER_MSG.feederKonflikLokal;
    return { message, baris: rowView({ ...row, diterapkan: true, pilihan: body.pilihan }) };
  },
};
