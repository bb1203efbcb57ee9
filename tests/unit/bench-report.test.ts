/**
 * The bench's per-area report (tests/bench/report.ts): which table a route's pool lands in, and
 * which budget a row meets, as docs/performance.md shows them.
 */

import { describe, expect, it } from 'vitest';
import { areaOf, areaTables, budgetMet, type ReportRow } from '../bench/report';

const row = (route: string, connections: number, p95: number, non2xx = 0): ReportRow => ({
  students: 1000,
  route,
  connections,
  result: { requests: 100, p50: p95 / 2, p95, p99: p95 * 2, max: p95 * 3, non2xx, errors: 0, rps: 100 },
});

describe('the bench report', () => {
  it('puts each pool into its area by name, the older names included', () => {
    expect(areaOf('profile search')).toBe('public');
    expect(areaOf('public: SKPI verification page')).toBe('public');
    expect(areaOf('dashboard: checklist')).toBe('student');
    expect(areaOf('portfolio add (write)')).toBe('student');
    expect(areaOf('queue: verifier, Menunggu page 1')).toBe('queue');
    expect(areaOf('akun: program + year')).toBe('people');
    expect(areaOf('audit: actors')).toBe('people');
    expect(areaOf('statistik: login/week')).toBe('statistics');
    expect(areaOf('printing: jobs')).toBe('printing');
    expect(areaOf('something new')).toBe('other');
  });

  it('says a read meets 50 ms only when its p95 is under it at every connection count, with every answer 2xx', () => {
    expect(budgetMet('queue: x', [row('queue: x', 1, 20), row('queue: x', 4, 49.9)])).toBe('meets 50 ms');
    expect(budgetMet('queue: x', [row('queue: x', 1, 20), row('queue: x', 4, 70)])).toBe('**over 50 ms** at 4 conn.');
    expect(budgetMet('queue: x', [row('queue: x', 1, 20, 3)])).toBe('**over 50 ms** at 1 conn.');
    expect(budgetMet('portfolio add (write)', [row('portfolio add (write)', 4, 80)])).toBe('meets 100 ms');
  });

  it('writes one table per area with a row per route and size', () => {
    const lines = areaTables([row('queue: x', 1, 20), row('queue: x', 4, 30), row('master: y', 1, 10)], [], [1, 4]);
    expect(lines.filter((l) => l.startsWith('### '))).toEqual(['### queue', '### master']);
    expect(lines).toContain('| queue: x | 1,000 | 10.0 / 20.0 / 40.0 | 15.0 / 30.0 / 60.0 | - | - | meets 50 ms |');
  });
});
