/**
 * What the soak measures: every request by kind (its time, its answer), the outage windows of the
 * fault mode, and the table and counts printed at the end. A 503 answered while a stand-in was
 * down (or within the grace after it came back, while connections are made again) is counted
 * apart; every other 5xx is a failure.
 */

export interface Outage {
  name: string;
  from: number;
  /** Infinity while it lasts. */
  until: number;
}

interface KindStats {
  times: number[];
  status: Map<number, number>;
  /** 5xx outside the outages. */
  serverErrors: number;
  /** 503 (or a refused connection to a stopped stand-in) during an outage. */
  duringOutage: number;
  timeouts: number;
}

/** After a stand-in is back, its clients reconnect (and DynamoDB Local warms up): answers this soon after still count as during the outage. */
export const OUTAGE_GRACE_MS = 3000;

export class Metrics {
  readonly kinds = new Map<string, KindStats>();
  readonly outages: Outage[] = [];
  /** The first few failures, to say what went wrong. */
  readonly failures: string[] = [];
  /** The first 4xx answer of each kind: a refusal a user may meet (a stale version, a locked portfolio) or a journey's mistake. */
  readonly refusals = new Map<string, string>();

  private stats(kind: string): KindStats {
    let s = this.kinds.get(kind);
    if (!s) {
      s = { times: [], status: new Map(), serverErrors: 0, duringOutage: 0, timeouts: 0 };
      this.kinds.set(kind, s);
    }
    return s;
  }

  /** True when [start, end] touches an outage (with its grace). */
  inOutage(start: number, end: number): boolean {
    return this.outages.some((o) => start <= o.until + OUTAGE_GRACE_MS && end >= o.from);
  }

  outageStarted(name: string): Outage {
    const outage = { name, from: Date.now(), until: Number.POSITIVE_INFINITY };
    this.outages.push(outage);
    return outage;
  }

  record(kind: string, start: number, status: number, detail = ''): void {
    const end = Date.now();
    const s = this.stats(kind);
    s.times.push(end - start);
    s.status.set(status, (s.status.get(status) ?? 0) + 1);
    if (status >= 400 && status < 500 && !this.refusals.has(kind)) this.refusals.set(kind, `${status} ${detail}`.slice(0, 240));
    if (status >= 500) {
      if (status === 503 && this.inOutage(start, end)) s.duringOutage++;
      else {
        s.serverErrors++;
        this.fail(`${kind}: ${status} ${detail}`.slice(0, 300));
      }
    }
  }

  /** A request that got no answer: a time-out, or a refused connection (a stand-in stopped under a direct call). */
  recordNoAnswer(kind: string, start: number, timedOut: boolean, detail: string): void {
    const end = Date.now();
    const s = this.stats(kind);
    s.times.push(end - start);
    if (timedOut) {
      s.timeouts++;
      this.fail(`${kind}: time-out ${detail}`);
    } else if (this.inOutage(start, end)) s.duringOutage++;
    else {
      s.serverErrors++;
      this.fail(`${kind}: no answer ${detail}`.slice(0, 300));
    }
  }

  fail(line: string): void {
    if (this.failures.length < 30) this.failures.push(line);
  }

  totals() {
    let requests = 0;
    let serverErrors = 0;
    let timeouts = 0;
    let duringOutage = 0;
    for (const s of this.kinds.values()) {
      requests += s.times.length;
      serverErrors += s.serverErrors;
      timeouts += s.timeouts;
      duringOutage += s.duringOutage;
    }
    return { requests, serverErrors, timeouts, duringOutage };
  }

  /** The table: one row per kind, by count. */
  table(): string {
    const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
    const rows = [['kind', 'count', 'p50 ms', 'p95 ms', 'p99 ms', '4xx', '5xx', '503 outage', 'timeouts']];
    const sorted = [...this.kinds.entries()].sort((a, b) => b[1].times.length - a[1].times.length);
    for (const [kind, s] of sorted) {
      const t = [...s.times].sort((a, b) => a - b);
      const fourxx = [...s.status.entries()].filter(([st]) => st >= 400 && st < 500).reduce((n, [, c]) => n + c, 0);
      rows.push([kind, t.length, pct(t, 50), pct(t, 95), pct(t, 99), fourxx, s.serverErrors, s.duringOutage, s.timeouts].map(String));
    }
    const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
    const line = (r: string[]) => `| ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
    const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
    return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n');
  }
}
