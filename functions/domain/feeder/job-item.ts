/** The sync job's item: the job item of every on-demand job (functions/domain/jobs/repo.ts) with the sync's own fields. */
import type { JobBase } from '@functions/domain/jobs/repo';
import type { FeederPlanKind } from '@shared/api/feeder';

export type PlanCounts = Record<FeederPlanKind, number>;
export const noCounts = (): PlanCounts => ({ baru: 0, berubah: 0, lulus: 0, konflik: 0, dilewati: 0 });

/** Where planning is: the list step, the graduates' step, or done; `offset` the next row of the step's action. */
export interface PlanCursor {
  step: 'list' | 'lulus' | 'end';
  offset: number;
}

export interface FeederJobItem extends JobBase<'feeder-sync'> {
  fase: 'plan' | 'apply';
  jenis_sinkron: 'manual' | 'malam';
  cursor: PlanCursor;
  counts: PlanCounts;
  diterapkan: number;
  planned_at: string | null;
  applied_at: string | null;
  /** A run holds the job until this moment (epoch ms); another run takes it only after. */
  lease_until: number;
}
