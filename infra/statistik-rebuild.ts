/**
 * `npm run statistik:rebuild [-- --fix]`: the counter rebuild (functions/domain/statistik/rebuild.ts) from
 * an operator's shell. It recounts every dashboard counter from the data, prints each difference
 * (item, counter, stored, expected) and the totals, and exits 1 while differences remain (without
 * `--fix`, or when a fix could not be written). With `--fix` it ADDs each difference.
 *
 * Against the local stack of this PORT (`npm start` running; local/local-ports.ts)
 * when TABLE_NAME is unset; against an AWS stage with credentials of its account and the stack's
 * TableName output (docs/operations.md "Counter rebuild"):
 *
 *   TABLE_NAME=<TableName> AWS_REGION=<region> npm run statistik:rebuild [-- --fix]
 *
 * Run it at a quiet moment: a write during the read may show as a transient difference (run twice).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { RebuildReport } from '@functions/domain/statistik/rebuild';
import type { CounterDifference } from '@functions/domain/statistik/rebuild-count';

/** The local stack's table and DynamoDB Local (infra/local/start.ts), unless TABLE_NAME names another. */
async function pointAtTable(): Promise<string> {
  if (process.env.TABLE_NAME) return `${process.env.TABLE_NAME} (${process.env.AWS_REGION ?? 'default region'})`;
  const [{ LOCAL_NAMES }, { localDynamodbEndpoint }] = await Promise.all([import('@infra/local/server'), import('@infra/local/local-ports')]);
  process.env.TABLE_NAME = LOCAL_NAMES.table;
  process.env.AWS_REGION = LOCAL_NAMES.region;
  process.env.DYNAMODB_ENDPOINT ??= localDynamodbEndpoint();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return `the local stack (${LOCAL_NAMES.table} at ${process.env.DYNAMODB_ENDPOINT})`;
}

/** The differences as a fixed-width table. */
export function differenceTable(differences: readonly CounterDifference[]): string {
  const rows = [
    ['item', 'key', 'counter', 'stored', 'expected'],
    ...differences.map((d) => [d.item, `${d.key.PK} ${d.key.SK}`, d.attribute, String(d.stored), String(d.expected)]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i >= 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')).join('\n');
}

/** The report as the command prints it. */
export function formatReport(report: RebuildReport, fix: boolean): string {
  const c = report.checked;
  const lines = [
    `Checked ${c.attributes} counters of ${c.items} items: ${c.programs} programs, ${c.students} students, ${c.portfolios} portfolios, ${c.rubrics} rubrics, ${c.subRubrics} sub-rubrics.`,
  ];
  if (report.differences.length === 0) lines.push('No difference: every counter equals the recount.');
  else {
    lines.push(`${report.differences.length} differences:`, differenceTable(report.differences));
    if (fix) {
      lines.push(`Fixed ${report.fixed.length} of ${report.differences.length} (each ADDed expected - stored).`);
    } else lines.push('Run again with --fix to correct them.');
  }
  if (report.unindexed.length > 0) {
    lines.push(
      fix
        ? `Gave ${report.reindexed} of ${report.unindexed.length} counter items their place in the university partitions.`
        : `${report.unindexed.length} counter items lack their place in the university partitions (the university's views miss them): run again with --fix.`,
    );
  }
  if (report.recounted.length > 0) lines.push(`Ran the pending achievement recount of program(s) ${report.recounted.join(', ')} first.`);
  if (report.pendingRecount.length > 0) {
    lines.push(
      `Achievement recount pending for program(s) ${report.pendingRecount.join(', ')}: their achievement counters may differ until it ends.`,
    );
  }
  lines.push(...report.notes.map((n) => `Note: ${n}`));
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { fix: { type: 'boolean', default: false } } });
  const fix = values.fix === true;
  const local = !process.env.TABLE_NAME;
  const target = await pointAtTable();

  const { rebuildStats } = await import('@functions/domain/statistik/rebuild');
  console.log(`Counter rebuild on ${target}${fix ? ', fixing' : ''}...`);
  const report = await rebuildStats({ fix }).catch((err: unknown) => {
    const hint = local ? '\nIs the local stack running (npm start)? Or set TABLE_NAME for a stage.' : '';
    throw new Error(`${err instanceof Error ? err.message : String(err)}${hint}`);
  });
  console.log(formatReport(report, fix));
  const remaining = fix
    ? report.differences.length - report.fixed.length + report.unindexed.length - report.reindexed
    : report.differences.length + report.unindexed.length;
  if (remaining > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
