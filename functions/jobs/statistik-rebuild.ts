/**
 * The counter rebuild as a Lambda an operator invokes by hand (shared/jobs.ts, no schedule;
 * docs/operations.md "Counter rebuild"): event `{ fix?: boolean }` (default false: report only),
 * answers the report (functions/domain/stats/rebuild.ts) and logs its summary.
 */
import { type RebuildReport, rebuildStats } from '@functions/domain/stats/rebuild';
import { logger } from '@functions/lib/logger';

export async function handler(event: unknown): Promise<RebuildReport> {
  const fix = (event as { fix?: unknown } | null | undefined)?.fix;
  if (fix !== undefined && typeof fix !== 'boolean') throw new Error('statistik-rebuild: fix must be true or false');
  const report = await rebuildStats({ fix: fix === true });
  logger.info('counter rebuild', {
    fix: fix === true,
    checked: report.checked,
    differences: report.differences.length,
    fixed: report.fixed.length,
    pendingRecount: report.pendingRecount,
    // the first differences, enough to see what kind of counter drifted
    sample: report.differences.slice(0, 20).map((d) => ({ item: d.item, attribute: d.attribute, stored: d.stored, expected: d.expected })),
  });
  return report;
}
