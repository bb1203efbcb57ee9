/**
 * The local runtime's stand-in for EventBridge schedules: every scheduled job of shared/jobs.ts,
 * run in this process every few seconds (the same handler the schedule invokes in AWS), one run
 * at a time. `npm start` runs it; the test stack does not (tests call a job's function, or start
 * this runner themselves).
 */
import { JOBS } from '@shared/jobs';

/** How often `npm start` runs the scheduled jobs. */
export const LOCAL_JOB_INTERVAL_MS = 5_000;

/**
 * Starts the runner; returns the stopper. A failing run is reported through `warn` and retried next time;
 * `ran`, when given, is called once every job of a round has finished (a test counts rounds with it).
 */
export async function startScheduledJobs(warn: (line: string) => void, intervalMs = LOCAL_JOB_INTERVAL_MS, ran?: () => void): Promise<() => void> {
  const { loadJobHandler } = await import('@functions/jobs/index');
  const scheduled = JOBS.filter((j) => 'everyMinutes' in j && j.everyMinutes !== undefined);
  const handlers = await Promise.all(scheduled.map(async (j) => ({ name: j.name, run: await loadJobHandler(j.name) })));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all(handlers.map((h) => h.run().catch((err: unknown) => warn(`job ${h.name} failed: ${String(err)}`)))).finally(() => {
      running = false;
      ran?.();
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
