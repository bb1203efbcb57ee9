/**
 * The docs' table of pages, widths and axe findings, from the readings a browser run logged
 * (tests/e2e/screenshots/axe-readings.jsonl, `seriousViolations`): one row a page (a link's token
 * and a NIM or code in the path read as a placeholder) and open dialog, per width the readings
 * taken and the serious or critical findings among them, then the nodes of the design system's one
 * exclusion (docs/decisions/0045). Prints Markdown:
 *
 *   npx tsx tests/support/axe-table.ts [readings.jsonl] [--since 2026-11-26T06:00:00Z]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Reading {
  path: string;
  dialog: string | null;
  width: number | null;
  violations: number;
  rules: string[];
  excluded: number;
  file: string | null;
  at: string;
}

/** Paths with an identifier in them read as one page. */
const PLACEHOLDERS: readonly [RegExp, string][] = [
  [/^\/(forgot-password|activation|akun\/email)\/[^/]+$/, '/$1/:token'],
  [/^\/verifikasi\/[^/]+$/, '/verifikasi/:code'],
  [/^\/profile\/[^/]+$/, '/profile/:nim'],
  [/^\/search\/[^/]+$/, '/search/:query'],
];

const pageOf = (path: string) => PLACEHOLDERS.reduce((p, [pattern, name]) => p.replace(pattern, name), path);

/** A dialog named after a test's own student ('Butet Qzfr Lubis (1795675288)') reads as one dialog. */
const dialogOf = (dialog: string | null) => (dialog && /^.+ \(\d{6,}\)$/.test(dialog) ? 'a student: name (NIM)' : (dialog ?? ''));

export function axeTable(readings: readonly Reading[]): string {
  const rows = new Map<
    string,
    { files: Set<string>; byWidth: Map<number, { readings: number; findings: number; excluded: number; rules: Set<string> }> }
  >();
  for (const r of readings) {
    const key = `${pageOf(r.path)}\t${dialogOf(r.dialog)}`;
    const row = rows.get(key) ?? { files: new Set(), byWidth: new Map() };
    if (r.file) row.files.add(r.file.replace(/^tests\/e2e\//, ''));
    const cell = row.byWidth.get(r.width ?? 0) ?? { readings: 0, findings: 0, excluded: 0, rules: new Set() };
    cell.readings += 1;
    cell.findings += r.violations;
    cell.excluded += r.excluded;
    for (const rule of r.rules) cell.rules.add(rule);
    row.byWidth.set(r.width ?? 0, cell);
    rows.set(key, row);
  }
  const cellText = (cell: { readings: number; findings: number; excluded: number; rules: Set<string> } | undefined) => {
    if (!cell) return 'not read';
    const rules = cell.rules.size > 0 ? ` (${[...cell.rules].join(', ')})` : '';
    const excluded = cell.excluded > 0 ? `, ${cell.excluded} excluded` : '';
    return `${cell.findings}${rules} in ${cell.readings}${excluded}`;
  };
  const lines = ['| page | dialog or state | 1280 px | 400 px | read by |', '| --- | --- | --- | --- | --- |'];
  for (const [key, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    const [page, dialog] = key.split('\t');
    lines.push(
      `| \`${page}\` | ${dialog || ''} | ${cellText(row.byWidth.get(1280))} | ${cellText(row.byWidth.get(400))} | ${[...row.files].sort().join(', ')} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const sinceAt = args.indexOf('--since');
  const since = sinceAt >= 0 ? (args[sinceAt + 1] ?? '') : '';
  const file =
    args.find((a, i) => !a.startsWith('--') && (sinceAt < 0 || i !== sinceAt + 1)) ??
    fileURLToPath(new URL('../e2e/screenshots/axe-readings.jsonl', import.meta.url));
  const readings = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Reading)
    .filter((r) => r.at >= since);
  console.log(axeTable(readings));
}
