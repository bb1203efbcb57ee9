/**
 * One bulk SKPI print job in a process of its own, as its worker Lambda runs it: `tsx
 * tests/bench/skpi-bulk-job.ts <config.json>` with `{ env, jobId, sampleMs }` (`env`: the local
 * stack's table, buckets and endpoints, as the stack sets them on its own process). Runs the
 * job's state machine (the deployed definition, infra/local/state-machines.ts), whose Tasks call
 * the job's Lambda entry (functions/jobs/skpi-bulk.ts) once per step, here one call at a time (one
 * warm worker, so a step's memory is a worker's), and samples `process.memoryUsage()` every `sampleMs`;
 * prints one JSON line: the time, each step's time and peak RSS (a chunk's is a worker's memory),
 * the peak RSS and heap, the OS's own peak RSS (`resourceUsage().maxRSS`, which a sample cannot
 * miss) and a coarse RSS timeline.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface BulkJobConfig {
  env: Record<string, string>;
  jobId: string;
  sampleMs: number;
  /** `--max-old-space-size` of the job's process, MB (unset: Node's default). */
  heapMb?: number;
}

export interface BulkJobResult {
  ms: number;
  /** CPU time of this process (user + system) during the job: the work, whatever else shares the machine. */
  cpuMs: number;
  /** The machine's 1-minute load average at the start and the end (2 cores: above 2, something waits). */
  load: [number, number];
  /** RSS when the job starts (modules loaded, nothing printed yet), MB. */
  startRssMb: number;
  peakRssMb: number;
  /** The kernel's peak RSS of the process (includes the moments between samples), MB. */
  maxRssMb: number;
  peakHeapUsedMb: number;
  peakExternalMb: number;
  endRssMb: number;
  samples: number;
  /** RSS in MB at each tenth of the run (by time): a leak shows as a rising line. */
  timeline: number[];
  /** The steps: the reservation, each chunk (one worker, one after another) and the join, with their peak RSS (MB). */
  steps?: {
    reserveMs: number;
    chunks: number;
    chunkMs: { p50: number; p95: number; max: number };
    chunkPeakRssMb: number;
    joinMs: number;
    joinPeakRssMb: number;
  };
  error?: string;
}

const MB = 1024 * 1024;
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: skpi-bulk-job.ts <config.json>');
  const config = JSON.parse(readFileSync(file, 'utf8')) as BulkJobConfig;
  Object.assign(process.env, config.env);

  const samples: Array<{ at: number; rss: number }> = [];
  const peak = { rss: 0, heapUsed: 0, external: 0, phase: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.phase = Math.max(peak.phase, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    peak.external = Math.max(peak.external, m.external);
    samples.push({ at: Date.now(), rss: m.rss });
  };
  sample();
  const startRss = process.memoryUsage().rss;
  const started = Date.now();
  const cpu = process.cpuUsage();
  const loadStart = loadavg()[0] ?? 0;
  const timer = setInterval(sample, config.sampleMs);
  let error: string | undefined;
  let steps: BulkJobResult['steps'];
  try {
    steps = await runSteps(config.jobId, () => {
      sample();
      const phase = peak.phase;
      peak.phase = 0;
      return phase;
    });
  } catch (e) {
    error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  }
  clearInterval(timer);
  const used = process.cpuUsage(cpu);
  sample();
  const ended = Date.now();
  const ms = ended - started;
  const timeline = Array.from({ length: 10 }, (_, i) => {
    const until = started + ((i + 1) * ms) / 10;
    const from = started + (i * ms) / 10;
    const inSlice = samples.filter((s) => s.at >= from && s.at <= until);
    return round(Math.max(0, ...inSlice.map((s) => s.rss)) / MB);
  });
  const result: BulkJobResult = {
    ms,
    cpuMs: Math.round((used.user + used.system) / 1000),
    load: [round(loadStart), round(loadavg()[0] ?? 0)],
    startRssMb: round(startRss / MB),
    peakRssMb: round(peak.rss / MB),
    maxRssMb: round(process.resourceUsage().maxRSS / 1024),
    peakHeapUsedMb: round(peak.heapUsed / MB),
    peakExternalMb: round(peak.external / MB),
    endRssMb: round(process.memoryUsage().rss / MB),
    samples: samples.length,
    timeline,
    ...(steps ? { steps } : {}),
    ...(error ? { error } : {}),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** The state machine's run, its worker called one step at a time; `phasePeak` gives (and resets) the peak RSS since its last call. */
async function runSteps(jobId: string, phasePeak: () => number): Promise<BulkJobResult['steps']> {
  const { runBulkPrintMachine } = await import('@infra/local/state-machines');
  const times: Record<'reserve' | 'chunk' | 'join', { ms: number; peakMb: number }[]> = { reserve: [], chunk: [], join: [] };
  let worker = Promise.resolve();
  await runBulkPrintMachine(jobId, {
    // the Map's items wait their turn: one warm worker, each step timed and measured alone
    aroundTask: (event, _state, call) => {
      const turn = worker.then(async () => {
        phasePeak();
        const t = performance.now();
        const out = await call();
        if (event.step === 'reserve' || event.step === 'chunk' || event.step === 'join') {
          times[event.step].push({ ms: performance.now() - t, peakMb: phasePeak() / MB });
        }
        return out;
      });
      worker = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
  });
  const [reserve, join] = [times.reserve.at(-1), times.join.at(-1)];
  if (!reserve || !join) throw new Error('the run ended before its join');
  const chunkMs = times.chunk.map((c) => c.ms);
  const chunkPeak = Math.max(0, ...times.chunk.map((c) => c.peakMb));
  const sorted = [...chunkMs].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);
  return {
    reserveMs: Math.round(reserve.ms),
    chunks: times.chunk.length,
    chunkMs: { p50: at(0.5), p95: at(0.95), max: at(1) },
    chunkPeakRssMb: round(chunkPeak),
    joinMs: Math.round(join.ms),
    joinPeakRssMb: round(join.peakMb),
  };
}

await main();
process.exit(0);
