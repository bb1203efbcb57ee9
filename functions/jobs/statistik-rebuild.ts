/**
 * The counter rebuild as a Lambda an operator invokes by hand (shared/jobs.ts, no schedule;
 * docs/operations.md "Counter rebuild"): event `{ fix?: boolean }` (default false: report only),
 * answers the report (functions/domain/statistik/rebuild.ts) and logs its summary. A Lambda answer is
 * at most 6 MB: the lists carry their first ANSWER_ROWS rows and the counts say how many there
 * were (the command, npm run statistik:rebuild, prints them all).
 */
import { type RebuildReport, rebuildStats } from '@functions/domain/statistik/rebuild';
import { logger } from '@functions/lib/logger';

const ANSWER_ROWS = 2000;

export interface RebuildAnswer extends RebuildReport {
  /** How many differences were found and fixed (the lists may be cut at ANSWER_ROWS). */
  counts: { differences: number; fixed: number };
}

export async function handler(event: unknown): Promise<RebuildAnswer> {
  const fix = (event as { fix?: unknown } | null | undefined)?.fix;
  if (fix !== undefined && typeof fix !== 'boolean') throw new Error('statistik-rebuild: fix must be true or false');
  const report = await rebuildStats({ fix: fix === true });
  const counts = { differences: report.differences.length, fixed: report.fixed.length };
  logger.info('counter rebuild', {
    fix: fix === true,
    checked: report.checked,
    ...counts,
    pendingRecount: report.pendingRecount,
    recounted: report.recounted,
    unindexed: report.unindexed.length,
    reindexed: report.reindexed,
    // the first differences, enough to see what kind of counter drifted
    sample: report.differences.slice(0, 20).map((d) => ({ item: d.item, attribute: d.attribute, stored: d.stored, expected: d.expected })),
  });
  return {
    ...report,
    differences: report.differences.slice(0, ANSWER_ROWS),
    fixed: report.fixed.slice(0, ANSWER_ROWS),
    unindexed: report.unindexed.slice(0, ANSWER_ROWS),
    counts,
  };
}
