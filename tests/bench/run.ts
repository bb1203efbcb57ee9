import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// `--cold`: the Lambda bundles' import times and sizes (cold-start.ts), without a stack or seed
if (process.argv.includes('--cold')) {
  const { coldStartTable, measureColdStarts } = await import('./cold-start');
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = (arg('only') ?? '').split(',').filter((s) => s !== '');
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `Lambda import times: ${arg('runs') ?? '7'} fresh Node processes per bundle, median; load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const rows = await measureColdStarts(Number(arg('runs') ?? '7'), only, out);
  for (const line of coldStartTable(rows, Number(arg('top') ?? '0'))) out(line);
  process.exit(0);
}

const { startStack } = await import('@infra/local/server');
const { hashPassword } = await import('@functions/lib/password');
const { portfolioTerms, profilePairs, profileTerms, words, TITLE_STOP_WORDS } = await import('@shared/domain/search-terms');
const { randomSource, pick } = await import('./names');
const { seedRubricCatalog } = await import('./seed-bench');
const { seedStep } = await import('./seed-step');
const { studentRoutes } = await import('./student-routes');
const { verifikasiRoutes } = await import('./verifikasi-routes');
const { masterRoutes } = await import('./master-routes');
const { akunRoutes } = await import('./akun-routes');
const { statistikRoutes } = await import('./statistik-routes');
const { peopleRoutes } = await import('./people-routes');
const { publicRoutes, printedRoutes } = await import('./public-routes');
const { areaTables } = await import('./report');
const { skpiPrintBench } = await import('./skpi-print');
const { runBenchChild } = await import('./child');
const { ddb } = await import('@functions/lib/clients');
const { JOB_PROFILES } = await import('@infra/profiles');
type BenchCatalog = import('./seed-bench').BenchCatalog;
type LoadConfig = import('./load').LoadConfig;
type LoadResult = import('./latency').LoadResult;
const { pooled } = await import('./latency');
type BenchRequest = import('./load').BenchRequest;
type SkpiBenchResult = import('./skpi-print').SkpiBenchResult;

const _ROOT = fileURLToPath(new URL('../../', import.meta.url));

function flag(name: string, fallback: string): string {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
}

const options = {
  steps: flag('steps', '1000,20000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0),
  perStudent: Number(flag('portfolios-per-student', '10')),
  seconds: Number(flag('seconds', '15')),
  warmup: Number(flag('warmup', '3')),
  /** Times each route is loaded per step, every other pass in the routes' reverse order; its row pools them. */
  passes: Math.max(1, Number(flag('passes', '2'))),
  connections: flag('connections', '1,4')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0),
  concurrency: Number(flag('concurrency', '16')),
  /** BatchWriteItem calls in flight while seeding. */
  seedInFlight: Number(flag('seed-in-flight', '16')),
  /** Only seed each step (and check its counters), measuring nothing: `--seed-only`. */
  seedOnly: process.argv.includes('--seed-only'),
  seedMinutes: Number(flag('seed-minutes', '30')),
  /** Only the routes whose name contains one of these words (comma-separated), e.g. `--routes=student,dashboard`. */
  routes: flag('routes', '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
  /** Requests per route's pool: the one-by-one check sends each once (`--queries`, 500 unless told). */
  queries: Number(flag('queries', '500')),
  /** SKPI printing: the bulk job's students (one program) and the single prints and builds measured. */
  skpiStudents: Number(flag('skpi-students', '1000')),
  skpiRuns: Number(flag('skpi-runs', '50')),
  skpiKeep: flag('skpi-keep', '') || undefined,
  /** The job child's heap cap in MB: the worker Lambda's own (infra/profiles.ts) unless told; `--skpi-job-heap=0`: Node's default. */
  skpiJobHeap: Number(flag('skpi-job-heap', String(JOB_PROFILES['skpi-bulk'].heapMb ?? 0))) || undefined,
  /** Verified portfolios of each student of the printing program (fewer: a large job seeds faster). */
  skpiPortfolios: Number(flag('skpi-portfolios', '10')),
};

/** The SKPI printing part runs unless `--routes` names other routes only. */
const SKPI_PART = 'skpi print';
const wantSkpi = options.routes.length === 0 || options.routes.some((word) => SKPI_PART.includes(word));

const log = (line = '') => process.stdout.write(`${line}\n`);

/** A random prefix of a word: at least `min` letters (or the whole word). */
function prefix(r: () => number, word: string, min: number): string {
  const chars = Array.from(word);
  if (chars.length <= min) return word;
  return chars.slice(0, min + Math.floor(r() * (chars.length - min + 1))).join('');
}

const randomCase = (r: () => number, text: string) => (r() < 0.3 ? text.toUpperCase() : r() < 0.5 ? text.toLowerCase() : text);

/** Queries a visitor would type: NIM prefixes, name words and two-word names, of findable students. */
function profileQueries(catalog: BenchCatalog): string[] {
  const r = catalog.random;
  const findable = catalog.students.filter((s) => s.findable);
  return Array.from({ length: options.queries }, () => {
    const s = pick(r, findable);
    const nameWords = s.nama.split(' ').filter((w) => w.length >= 3);
    const kind = r();
    let q: string;
    if (kind < 0.25 || nameWords.length === 0) q = s.nim.slice(0, 4 + Math.floor(r() * 5));
    else if (kind < 0.75 || nameWords.length < 2) q = randomCase(r, prefix(r, pick(r, nameWords), 3));
    else q = randomCase(r, `${nameWords[0]} ${prefix(r, nameWords[nameWords.length - 1] ?? '', 3)}`);
    const page = r() < 0.1 ? 2 : 1;
    const text = encodeURIComponent(q);
    return `/api/mahasiswa?page=${page}&paginate=10&nim=${text}&nama=${text}`;
  });
}

/** Queries on portfolio titles: one or two words of a findable portfolio, in either language. */
function portfolioQueries(catalog: BenchCatalog): string[] {
  const r = catalog.random;
  const findable = catalog.portfolios.filter((p) => p.findable);
  return Array.from({ length: options.queries }, () => {
    const p = pick(r, findable);
    const title = r() < 0.5 ? p.judul : p.judul_inggris;
    const ws = words(title).filter((w) => w.length >= 4 && !TITLE_STOP_WORDS.has(w) && !/^\d+$/.test(w));
    const first = ws.length ? pick(r, ws) : (words(title)[0] ?? 'juara');
    const q =
      r() < 0.7 || ws.length < 2
        ? prefix(r, first, 4)
        : `${first} ${prefix(
            r,
            pick(
              r,
              ws.filter((w) => w !== first),
            ) ?? first,
            3,
          )}`;
    const page = r() < 0.1 ? 2 : 1;
    return `/api/mahasiswa?page=${page}&paginate=10&portofolio=${encodeURIComponent(randomCase(r, q))}`;
  });
}

function profileViews(catalog: BenchCatalog): string[] {
  const findable = catalog.students.filter((s) => s.findable);
  return Array.from({ length: options.queries }, () => `/api/mahasiswa/show?nim=${encodeURIComponent(pick(catalog.random, findable).nim)}`);
}

/** The machine's CPU time so far (/proc/stat, in ticks): all of it, and what the host gave to others (steal). */
function cpuTicks(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

/** The share of the CPU the host took for other machines since `from` (a VM's neighbours: a busy host shows here, not in the load average). */
function stolenSince(from: { total: number; steal: number }): string {
  const to = cpuTicks();
  const total = to.total - from.total;
  return total > 0 ? `${(((to.steal - from.steal) / total) * 100).toFixed(0)}%` : '-';
}

function load(config: LoadConfig): Promise<LoadResult> {
  return runBenchChild<LoadResult>('load.ts', config);
}

/**
 * DynamoDB work of the API, counted in this process (the handlers run here): calls, items read, and
 * the time at least one call was in flight (`waitMs`: a request's wait on the stand-in; the rest of
 * its time is the handler's own work, the HTTP and the answer's check).
 */
const meter = { calls: 0, items: 0, waitMs: 0, inFlight: 0, since: 0 };

function itemsRead(output: unknown): number {
  const o = (output ?? {}) as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> };
  if (typeof o.ScannedCount === 'number') return o.ScannedCount;
  if (o.Responses) return Object.values(o.Responses).reduce((n, list) => n + list.length, 0);
  return o.Item ? 1 : 0;
}

/** Counts every DynamoDB call of the handlers and the items each one read. */
function meterDynamoDb(client: { middlewareStack: { add: (mw: never, opts: { step: 'initialize'; name: string }) => void } }) {
  const middleware = (next: (args: unknown) => Promise<{ output: unknown }>) => async (args: unknown) => {
    if (meter.inFlight++ === 0) meter.since = performance.now();
    try {
      const result = await next(args);
      meter.calls += 1;
      meter.items += itemsRead(result.output);
      return result;
    } finally {
      if (--meter.inFlight === 0) meter.waitMs += performance.now() - meter.since;
    }
  };
  client.middlewareStack.add(middleware as never, { step: 'initialize', name: 'benchMeter' });
}

interface Work {
  ok: number;
  /** The first refusal (status and body), to tell why a pool did not answer 2xx. */
  firstRefusal?: string;
  found: number;
  /** DynamoDB calls and items read per API request: median and maximum over the pool. */
  calls: { p50: number; max: number };
  items: { p50: number; p95: number; max: number };
  /** A request's time one at a time, and of it the wait on DynamoDB: medians, ms. */
  ms: { p50: number; dynamoDb: number };
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

/**
 * Sends every query of a pool once, one at a time: each must answer 200 and most must find
 * something (the words come from the data); and what each cost DynamoDB, which is what must not
 * grow with the table.
 */
async function check(baseUrl: string, paths: BenchRequest[]): Promise<Work> {
  let ok = 0;
  let found = 0;
  let firstRefusal: string | undefined;
  const calls: number[] = [];
  const items: number[] = [];
  const times: number[] = [];
  const waits: number[] = [];
  for (const path of paths) {
    meter.calls = 0;
    meter.items = 0;
    meter.waitMs = 0;
    const sent = performance.now();
    const req = typeof path === 'string' ? { method: 'GET', path } : path;
    const res = await fetch(baseUrl + req.path, {
      method: req.method,
      headers: { ...req.headers, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    // most answers are JSON; a status list is a compact JWT
    const text = await res.text();
    times.push(performance.now() - sent);
    waits.push(meter.waitMs);
    const body = (text.startsWith('{') ? JSON.parse(text) : {}) as {
      users?: { total: number };
      data?: unknown;
      portofolio?: unknown;
      bidang_portofolio?: unknown;
      user?: unknown;
    };
    calls.push(meter.calls);
    items.push(meter.items);
    if (res.status >= 200 && res.status < 300) ok++;
    else firstRefusal ??= `${res.status} ${text.slice(0, 200)}`;
    if ((body.users?.total ?? 0) > 0 || body.data || body.portofolio || body.bidang_portofolio || body.user) found++;
  }
  for (const list of [calls, items, times, waits]) list.sort((a, b) => a - b);
  return {
    ok,
    firstRefusal,
    found,
    calls: { p50: median(calls), max: calls[calls.length - 1] ?? 0 },
    items: { p50: median(items), p95: items[Math.floor(items.length * 0.95)] ?? 0, max: items[items.length - 1] ?? 0 },
    ms: { p50: median(times), dynamoDb: median(waits) },
  };
}

interface Row {
  students: number;
  portfolios: number;
  entries: number;
  route: string;
  connections: number;
  result: LoadResult;
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main() {
  const started = Date.now();
  log(
    `SKPI search benchmark: steps ${options.steps.join(', ')} students, ${options.perStudent} portfolios each, ${options.seconds} s per route, ${options.connections} connections`,
  );
  // the load comes from one address far past a client's limit: the local stage lets the bench turn it off
  process.env.PUBLIC_LIMITS = 'off';
  const stack = await startStack({ port: 0, seed: false, logLevel: 'SILENT', warn: () => {} });
  meterDynamoDb(ddb() as never);
  log(`local stack on ${stack.baseUrl} (DynamoDB Local in memory), started in ${(stack.timings.totalMs / 1000).toFixed(1)} s`);
  const catalog: BenchCatalog = {
    random: randomSource(20260522),
    students: [],
    portfolios: [],
    perStudent: options.perStudent,
    lastPortfolioId: 0,
    passwordHash: await hashPassword('Bench#Mhs2026'),
    anak: new Map(),
  };
  await seedRubricCatalog(catalog);
  const rows: Row[] = [];
  const works: { students: number; route: string; work: Work }[] = [];
  const seeding: string[] = [];
  const skpi: SkpiBenchResult[] = [];
  const areaWorks = () => works.map((w) => ({ students: w.students, route: w.route, calls: w.work.calls, items: w.work.items }));
  /**
   * Checks each pool one request at a time (status, DynamoDB work), then loads it at each
   * connection count, in passes: the routes in order, then backward, and so on. A route's row
   * pools its passes' requests, so every route is measured as much early in a step as late.
   */
  const measure = async (all: [string, BenchRequest[]][], entries: number) => {
    const routes = all.filter(([name]) => options.routes.length === 0 || options.routes.some((word) => name.includes(word)));
    const windows = new Map<string, LoadResult[]>();
    for (let pass = 1; pass <= options.passes; pass++) {
      for (const [route, paths] of pass % 2 === 1 ? routes : [...routes].reverse()) {
        if (pass === 1) {
          const sanity = await check(stack.baseUrl, paths);
          log(
            `  ${route}: ${paths.length} queries one by one: ${sanity.ok} answered 2xx, ${sanity.found} found something; DynamoDB per request: calls p50 ${sanity.calls.p50} (max ${sanity.calls.max}), items read p50 ${sanity.items.p50}, p95 ${sanity.items.p95}, max ${sanity.items.max}; time p50 ${fmt(sanity.ms.p50)} ms, waiting on DynamoDB p50 ${fmt(sanity.ms.dynamoDb)} ms${sanity.firstRefusal ? `; first refusal: ${sanity.firstRefusal}` : ''}`,
          );
          works.push({ students: catalog.students.length, route, work: sanity });
        }
        for (const connections of options.connections) {
          const ticks = cpuTicks();
          const result = await load({ baseUrl: stack.baseUrl, paths, seconds: options.seconds, warmupSeconds: options.warmup, connections });
          const key = `${route}\n${connections}`;
          windows.set(key, [...(windows.get(key) ?? []), result]);
          log(
            `  ${route}, ${connections} connection(s)${options.passes > 1 ? `, pass ${pass}` : ''}: ${result.requests} requests, p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, p99 ${fmt(result.p99)} ms, non-2xx ${result.non2xx}, errors ${result.errors}, CPU stolen by the host ${stolenSince(ticks)}`,
          );
        }
      }
    }
    for (const [route] of routes)
      for (const connections of options.connections) {
        const result = pooled(windows.get(`${route}\n${connections}`) ?? [], options.seconds);
        rows.push({ students: catalog.students.length, portfolios: catalog.portfolios.length, entries, route, connections, result });
        if (options.passes > 1)
          log(
            `  ${route}, ${connections} connection(s), ${options.passes} passes: ${result.requests} requests, p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, p99 ${fmt(result.p99)} ms`,
          );
      }
  };
  try {
    for (const step of options.steps) {
      seeding.push(...(await seedStep(catalog, step, { inFlight: options.seedInFlight, deadline: Date.now() + options.seedMinutes * 60_000, log })));
      if (options.seedOnly) continue;

      const entries =
        catalog.students
          .filter((s) => s.findable)
          .reduce((n, s) => {
            const terms = profileTerms(s.nama, s.nim).entries;
            return n + terms.length + profilePairs(terms).length;
          }, 0) + catalog.portfolios.filter((p) => p.findable).reduce((n, p) => n + portfolioTerms(p.judul, p.judul_inggris).entries.length, 0);
      const all: [string, BenchRequest[]][] = [
        ['profile search', profileQueries(catalog)],
        ['portfolio search', portfolioQueries(catalog)],
        ['profile view', profileViews(catalog)],
        ...publicRoutes(catalog, options.queries),
        ...(await studentRoutes(catalog, options.queries)),
        ...(await verifikasiRoutes(catalog, options.queries)),
        ...(await masterRoutes(catalog, options.queries)),
        ...(await akunRoutes(catalog, options.queries)),
        ...(await statistikRoutes(catalog, options.queries)),
        ...(await peopleRoutes(catalog, options.queries, stack.baseUrl)),
      ];
      await measure(all, entries);
      if (wantSkpi) {
        const { result } = await skpiPrintBench(stack.baseUrl, stack.env, catalog, step, {
          jobStudents: options.skpiStudents,
          runs: options.skpiRuns,
          warmup: 5,
          concurrency: options.concurrency,
          log,
          keep: options.skpiKeep,
          jobHeapMb: options.skpiJobHeap,
          portfolios: options.skpiPortfolios,
        });
        skpi.push(result);
      }
      // the verification page and the credential of the SKPIs printed so far
      await measure(await printedRoutes(catalog, options.queries), entries);
      // the per-area tables so far: a long run stopped in its next step still leaves this one's
      log(
        `Per area after ${catalog.students.length.toLocaleString('en')} students, load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}:`,
      );
      for (const line of areaTables(rows, areaWorks(), options.connections)) log(line);
    }
  } finally {
    await stack.stop();
  }

  if (options.seedOnly) {
    for (const s of seeding) log(`- ${s}`);
    log(`- total run time ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    return;
  }
  log('');
  log(`| students | portfolios | index entries (words and pairs) | route | connections | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx |`);
  log(`| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
  const sorted = [...rows].sort((a, b) => a.route.localeCompare(b.route) || a.connections - b.connections || a.students - b.students);
  for (const r of sorted) {
    log(
      `| ${r.students.toLocaleString('en')} | ${r.portfolios.toLocaleString('en')} | ${r.entries.toLocaleString('en')} | ${r.route} | ${r.connections} | ${r.result.requests} | ${fmt(r.result.rps)} | ${fmt(r.result.p50)} | ${fmt(r.result.p95)} | ${fmt(r.result.p99)} | ${r.result.non2xx + r.result.errors} |`,
    );
  }
  log('');
  log(
    '| students | route | DynamoDB calls per request (p50 / max) | items read per request (p50 / p95 / max) | one at a time: ms p50, of it waiting on DynamoDB | answered 2xx | found something |',
  );
  log('| ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const w of [...works].sort((a, b) => a.route.localeCompare(b.route) || a.students - b.students)) {
    log(
      `| ${w.students.toLocaleString('en')} | ${w.route} | ${w.work.calls.p50} / ${w.work.calls.max} | ${w.work.items.p50} / ${w.work.items.p95} / ${w.work.items.max} | ${fmt(w.work.ms.p50)}, ${fmt(w.work.ms.dynamoDb)} | ${w.work.ok}/${options.queries} | ${w.work.found}/${options.queries} |`,
    );
  }
  if (skpi.length) {
    log('');
    log(
      '| students in the table | buildSkpiPdf p50 / p95 ms (CPU p50) | built and sealed p50 / p95 ms | seal alone p50 / p95 ms (CPU p50) | data reads p50 ms | print route p50 / p95 ms | pages, KB | bulk job: students | total s (CPU s) | PDFs/s | peak RSS MB (sampled / kernel) | peak heap MB | zip MB | load |',
    );
    log('| ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of skpi) {
      log(
        `| ${r.students.toLocaleString('en')} | ${fmt(r.build.p50)} / ${fmt(r.build.p95)} (${fmt(r.buildCpu)}) | ${fmt(r.sealedBuild.p50)} / ${fmt(r.sealedBuild.p95)} | ${fmt(r.seal.p50)} / ${fmt(r.seal.p95)} (${fmt(r.sealCpu)}) | ${fmt(r.dataRead.p50)} | ${fmt(r.route.p50)} / ${fmt(r.route.p95)} | ${r.pages}, ${r.pdfKb.toFixed(0)} | ${r.bulk.done.toLocaleString('en')} (${r.bulk.status}) | ${(r.bulk.ms / 1000).toFixed(1)} (${(r.bulk.cpuMs / 1000).toFixed(1)}) | ${r.bulk.perSecond.toFixed(1)} | ${r.bulk.peakRssMb} / ${r.bulk.maxRssMb} | ${r.bulk.peakHeapUsedMb} | ${r.bulk.zipMb.toFixed(1)} | ${r.load.toFixed(1)}, ${r.bulk.load.join(' → ')} |`,
      );
    }
  }
  log('');
  log(
    `Per area (docs/performance.md), load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}:`,
  );
  log('');
  for (const line of areaTables(rows, areaWorks(), options.connections)) log(line);
  for (const s of seeding) log(`- ${s}`);
  log(`- total run time ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

await main();
