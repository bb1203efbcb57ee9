/**
 * The bench's tables for docs/performance.md: one per area (public, student, queue, master, people,
 * statistics, printing), a row per route and size, with p50/p95/p99 at each connection count, the
 * DynamoDB calls and items read per request, and the budget the row meets (docs/performance.md,
 * budgets: a read p95 under 50 ms, a write under 100 ms, at every connection count).
 */
import type { LoadResult } from './latency';

export interface ReportRow {
  students: number;
  route: string;
  connections: number;
  result: LoadResult;
}

export interface ReportWork {
  students: number;
  route: string;
  calls: { p50: number; max: number };
  items: { p50: number; p95: number; max: number };
}

/** The areas of docs/performance.md's tables; 'other' collects a pool whose name says no area, so it is still shown. */
export const AREAS = ['public', 'student', 'queue', 'master', 'people', 'statistics', 'printing', 'other'] as const;
export type BenchArea = (typeof AREAS)[number];

/** The area of a route's pool, by its name (the route files name each pool `<area>: <what>` or the older names below). */
export function areaOf(route: string): BenchArea {
  const prefix = route.split(':')[0] ?? route;
  if (/^(public|profile search|portfolio search|profile view)$/.test(prefix)) return 'public';
  if (/^(student|dashboard|student portfolio list|portfolio add \(write\))$/.test(prefix)) return 'student';
  if (prefix === 'queue') return 'queue';
  if (prefix === 'master') return 'master';
  if (/^(akun|people|audit)$/.test(prefix)) return 'people';
  if (prefix === 'statistik') return 'statistics';
  if (prefix === 'printing') return 'printing';
  return 'other';
}

export const budgetOf = (route: string) => (route.includes('(write)') ? 100 : 50);

const ms = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(1) : '-');

/** The budget a route meets at one size: its p95 under the budget at every connection count measured. */
export function budgetMet(route: string, rows: readonly ReportRow[]): string {
  const budget = budgetOf(route);
  if (rows.length === 0) return '-';
  const over = rows.filter((r) => !(r.result.p95 < budget) || r.result.non2xx + r.result.errors > 0);
  if (over.length === 0) return `meets ${budget} ms`;
  return `**over ${budget} ms** at ${over.map((r) => `${r.connections}`).join(', ')} conn.`;
}

/** One markdown table per area. */
export function areaTables(rows: readonly ReportRow[], works: readonly ReportWork[], connections: readonly number[]): string[] {
  const out: string[] = [];
  const head = connections.map((c) => `p50 / p95 / p99 ms, ${c} conn.`).join(' | ');
  for (const area of AREAS) {
    const routes = [...new Set(rows.filter((r) => areaOf(r.route) === area).map((r) => r.route))];
    if (routes.length === 0) continue;
    out.push(`### ${area}`, '');
    out.push(`| route | students | ${head} | DynamoDB calls p50 / max | items read p50 / p95 / max | budget |`);
    out.push(`| --- | ---: | ${connections.map(() => '---:').join(' | ')} | ---: | ---: | --- |`);
    for (const route of routes) {
      const sizes = [...new Set(rows.filter((r) => r.route === route).map((r) => r.students))].sort((a, b) => a - b);
      for (const students of sizes) {
        const mine = rows.filter((r) => r.route === route && r.students === students);
        const cells = connections.map((c) => {
          const r = mine.find((x) => x.connections === c)?.result;
          return r ? `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}` : '-';
        });
        const w = works.find((x) => x.route === route && x.students === students);
        const work = w ? [`${w.calls.p50} / ${w.calls.max}`, `${w.items.p50} / ${w.items.p95} / ${w.items.max}`] : ['-', '-'];
        out.push(`| ${route} | ${students.toLocaleString('en')} | ${cells.join(' | ')} | ${work.join(' | ')} | ${budgetMet(route, mine)} |`);
      }
    }
    out.push('');
  }
  return out;
}
