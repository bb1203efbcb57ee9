/**
 * The part of a Lambda cold start that is ours: each area's and job's bundle, built exactly as the
 * stack builds it (infra/constructs/bundling.ts AREA_BUNDLE), imported in fresh Node processes, one
 * per run, with the environment a deployed function has (STAGE set, AWS region, no table access at
 * import). The runtime's own start (the sandbox, Node itself) comes before and is not ours.
 *
 *   npm run bench -- --cold [--runs=7] [--only=auth,impor] [--top=8]
 *
 * Prints one row per bundle: its size, the median and the slowest of the import times, the median
 * CPU time, and its budget (docs/performance.md: API areas under 300 ms), judged on the CPU time:
 * on a quiet machine the wall time is about the CPU time, on a shared one it is mostly the wait for
 * a core; with --top=N the N largest packages of each bundle (esbuild's metafile), to see what to
 * make lazy or leave out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS } from '@shared/api/index';
import { JOBS } from '@shared/jobs';
import { bundleFunction } from '../support/bundle';

/** Budget of an API area's import (docs/performance.md); the jobs are reported, not held to it. */
export const AREA_IMPORT_BUDGET_MS = 300;

export interface ColdStartRow {
  name: string;
  kind: 'area' | 'job';
  bytes: number;
  /** Import wall times of the runs, ascending, in ms. */
  runs: number[];
  median: number;
  /** Median CPU time of the imports, ms. */
  cpu: number;
  /** Largest packages in the bundle, bytes in the output. */
  byPackage: [string, number][];
}

/**
 * Imports the bundle once in a new Node process and answers the import's wall time and the CPU time
 * the process spent on it (user and system), in ms: on a busy machine the wall time waits for a core,
 * the CPU time does not.
 */
export function importOnce(outfile: string): { wall: number; cpu: number } {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[1]);
    const w = performance.now() - t; const u = process.cpuUsage(c); console.log(JSON.stringify({ wall: w, cpu: (u.user + u.system) / 1000 }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, outfile], {
    // as the CDK app configures every function: STAGE set (functions/lib/env.ts), the region's SDK
    env: { PATH: process.env.PATH, AWS_REGION: 'ap-southeast-3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', STAGE: 'dev' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as { wall: number; cpu: number };
}

export const medianOf = (sorted: readonly number[]) => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Bundles and measures the named functions (all when `only` is empty), `runs` imports each. */
export async function measureColdStarts(runs: number, only: readonly string[], log: (line: string) => void): Promise<ColdStartRow[]> {
  const all = [...AREAS.map((a) => ({ name: a.area, kind: 'area' as const })), ...JOBS.map((j) => ({ name: j.name, kind: 'job' as const }))];
  const wanted = all.filter((f) => only.length === 0 || only.includes(f.name));
  const outDir = mkdtempSync(join(tmpdir(), 'skpi-cold-'));
  const rows: ColdStartRow[] = [];
  try {
    for (const f of wanted) {
      const b = await bundleFunction(f.name, f.kind, outDir);
      importOnce(b.outfile); // the first read of the file from disk is not a cold start's
      const measured = Array.from({ length: runs }, () => importOnce(b.outfile));
      const times = measured.map((m) => m.wall).sort((x, y) => x - y);
      const cpu = medianOf(measured.map((m) => m.cpu).sort((x, y) => x - y));
      const row = { ...f, bytes: b.bytes, runs: times, median: medianOf(times), cpu, byPackage: b.byPackage };
      rows.push(row);
      log(
        `  ${f.name}: ${b.bytes.toLocaleString('en')} B, import median ${row.median.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}), CPU ${cpu.toFixed(0)} ms`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}

export function coldStartTable(rows: readonly ColdStartRow[], top: number): string[] {
  const lines = [
    '| bundle | kind | size (bytes) | import ms, median | slowest run ms | import CPU ms, median | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => {
      const budget =
        r.kind === 'area'
          ? r.cpu < AREA_IMPORT_BUDGET_MS
            ? `meets ${AREA_IMPORT_BUDGET_MS} ms`
            : `**over ${AREA_IMPORT_BUDGET_MS} ms**`
          : 'reported';
      return `| ${r.name} | ${r.kind} | ${r.bytes.toLocaleString('en')} | ${r.median.toFixed(0)} | ${(r.runs[r.runs.length - 1] ?? 0).toFixed(0)} | ${r.cpu.toFixed(0)} | ${budget} |`;
    }),
  ];
  if (top > 0) {
    lines.push('');
    for (const r of rows)
      lines.push(
        `- ${r.name}: ${r.byPackage
          .slice(0, top)
          .map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(0)} KB`)
          .join(', ')}`,
      );
  }
  return lines;
}
