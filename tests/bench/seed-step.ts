/**
 * One seeding step of the benchmark: adds students (and their share of portfolios) with the fast
 * path (seed-bench.ts), reports the time and the writes a second, then proves the counters exact:
 * the counter rebuild (functions/domain/statistik/rebuild.ts, `npm run statistik:rebuild`) must
 * find no difference, or the step throws with the rebuild's report.
 */
import { loadavg } from 'node:os';
import { rebuildStats } from '@functions/domain/statistik/rebuild';
import { formatReport } from '@infra/statistik-rebuild';
import { type BenchCatalog, seedStudents } from './seed-bench';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export interface SeedStepOptions {
  /** BatchWriteItem calls in flight. */
  inFlight: number;
  /** Epoch ms after which no further chunk starts. */
  deadline: number;
  log: (line: string) => void;
}

/** Seeds up to `total` students and checks the counters; the summary lines (seeding, rebuild). */
export async function seedStep(catalog: BenchCatalog, total: number, o: SeedStepOptions): Promise<string[]> {
  const seeded = await seedStudents(catalog, total, o.inFlight, o.deadline, (done) =>
    o.log(`  seeded ${done} students, ${catalog.portfolios.length} portfolios`),
  );
  const s = seeded.ms / 1000;
  const items = seeded.load.puts + seeded.load.updates;
  const seeding = `seeded ${seeded.students} students and ${seeded.portfolios} portfolios in ${s.toFixed(0)} s (${((seeded.students + seeded.portfolios) / s).toFixed(0)} students and portfolios/s; ${items} items, ${(items / s).toFixed(0)} items/s: ${seeded.load.batchCalls} BatchWriteItem and ${seeded.load.updateCalls} UpdateItem calls, ${seeded.load.retried} unprocessed sent again; building the items ${(seeded.buildMs / 1000).toFixed(0)} s, waiting for writes ${(seeded.waitMs / 1000).toFixed(0)} s, shared counters ${(seeded.finishMs / 1000).toFixed(0)} s); now ${catalog.students.length} students, ${catalog.portfolios.length} portfolios; load average ${load()}`;
  o.log(seeding);
  const started = Date.now();
  const report = await rebuildStats({ fix: false });
  const checked = `counter rebuild after ${catalog.students.length} students in ${((Date.now() - started) / 1000).toFixed(0)} s: ${report.checked.attributes} counters of ${report.checked.items} items, ${report.differences.length} differences; load average ${load()}`;
  o.log(checked);
  if (report.differences.length > 0) {
    throw new Error(`the seeded counters differ from the recount:\n${formatReport(report, false)}`);
  }
  return [seeding, checked];
}
