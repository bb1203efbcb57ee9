/**
 * One soak run against a stack that serves at `base` (the process points at its table and buckets
 * for the setup's staff accounts and the end checks): the world is made, the virtual users run
 * their journeys until the time is up (while the fault mode stops stand-ins under them), then the
 * table per kind of request, the end checks and the last line
 * `soak: <n> requests, <n> 5xx, <n> timeouts, <n> counter differences, <n> lost files`.
 */
import { randomSource } from '../bench/names';
import { endChecks } from './checks';
import { outagePlan, runOutages, type StandInControl } from './faults';
import { type JourneyContext, type Ledger, studentJourney, verifierJourney } from './journeys';
import { Mailbox } from './mailbox';
import { Metrics } from './metrics';
import { printerJourney, visitorJourney } from './printing';
import { makeWorld, mixOf } from './setup';

export interface SoakOptions {
  base: string;
  mailUrl: string;
  minutes: number;
  users: number;
  seed: number;
  /** The stand-ins to stop and start (the fault mode); null: no faults. */
  faults: StandInControl | null;
  /** Count only the soak's own counter differences (a shared stack). */
  ownOnly: boolean;
  /** How long to wait for the notification mails at the end; null when the stack runs no scheduled jobs. */
  mailWaitMs: number | null;
  log: (line: string) => void;
}

export interface SoakResult {
  /** The report, the last line being the summary. */
  lines: string[];
  ok: boolean;
  totals: ReturnType<Metrics['totals']>;
  counterDifferences: number;
  lostFiles: number;
  ledger: Ledger;
}

export async function runSoak(opts: SoakOptions): Promise<SoakResult> {
  const metrics = new Metrics();
  const mailbox = new Mailbox(opts.mailUrl);
  const random = randomSource(opts.seed);
  const mix = mixOf(opts.users);
  opts.log(`soak: seed ${opts.seed}, ${opts.users} users for ${opts.minutes} min against ${opts.base}${opts.faults ? ' with faults' : ''}`);
  const setupStarted = Date.now();
  const world = await makeWorld({ base: opts.base, metrics, mailbox, random, log: opts.log }, mix);
  opts.log(`soak: setup took ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

  const durationMs = opts.minutes * 60_000;
  const deadline = Date.now() + durationMs;
  const ledger: Ledger = {
    portfolios: new Map(),
    decisions: [],
    codes: [],
    bulk: { started: 0, done: 0, failed: 0, unfinished: 0 },
    retries: 0,
    badDownloads: 0,
  };
  const ctx: JourneyContext = { world, ledger, mailbox, random, deadline, running: () => Date.now() < deadline };
  const outages = opts.faults ? runOutages(outagePlan(durationMs), opts.faults, metrics, opts.log) : null;
  const superAdmins = new Set(world.admins.filter((_, i) => i % 2 === 1));
  await Promise.all([
    ...world.students.map((s) => studentJourney(ctx, s)),
    ...[...world.verifiers, ...world.admins].map((v) => verifierJourney(ctx, v, superAdmins.has(v))),
    ...world.printers.map((p) => printerJourney(ctx, p)),
    ...world.visitors.map((v) => visitorJourney(ctx, v)),
    outages?.done,
  ]);
  opts.log(`soak: journeys ended ${((Date.now() - deadline) / 1000).toFixed(1)} s after the time was up`);

  const checksStarted = Date.now();
  const checks = await endChecks(world, ledger, { ownOnly: opts.ownOnly, mailbox, mailWaitMs: opts.mailWaitMs });
  opts.log(`soak: end checks took ${((Date.now() - checksStarted) / 1000).toFixed(1)} s`);
  const totals = metrics.totals();
  const lines = [
    metrics.table(),
    '',
    `journeys: ${ledger.portfolios.size} portfolios kept, ${ledger.decisions.length} decisions, ${ledger.codes.length} documents printed and checked by visitors, ${ledger.bulk.started} bulk jobs (${ledger.bulk.done} done, ${ledger.bulk.failed} failed, ${ledger.bulk.unfinished} unfinished), ${ledger.retries} retries after a failure, ${ledger.badDownloads} downloads that were no PDF`,
    ...checks.lines,
    ...(metrics.outages.length ? [`outages: ${metrics.outages.map((o) => `${o.name} ${((o.until - o.from) / 1000).toFixed(1)} s`).join(', ')}`] : []),
    ...[...metrics.refusals].map(([kind, answer]) => `first 4xx of ${kind}: ${answer}`),
    ...metrics.failures.map((f) => `failure: ${f}`),
  ];
  const otherLoss = checks.lostRecords + checks.missingNotifications + (checks.unmailed ?? 0) + ledger.badDownloads + ledger.bulk.unfinished;
  if (otherLoss > 0) lines.push(`soak: ${otherLoss} other losses (records, notifications, mails, downloads, unfinished jobs)`);
  if (opts.faults) lines.push(`${totals.duringOutage} 503 during outages`);
  lines.push(
    `soak: ${totals.requests} requests, ${totals.serverErrors} 5xx, ${totals.timeouts} timeouts, ${checks.counterDifferences} counter differences, ${checks.lostFiles} lost files`,
  );
  const ok = totals.serverErrors === 0 && totals.timeouts === 0 && checks.counterDifferences === 0 && checks.lostFiles === 0 && otherLoss === 0;
  return { lines, ok, totals, counterDifferences: checks.counterDifferences, lostFiles: checks.lostFiles, ledger };
}
