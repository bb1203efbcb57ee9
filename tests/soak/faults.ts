/**
 * The fault mode's schedule: during the run each stand-in (DynamoDB Local, s3rver, the mail
 * stand-in) is stopped for some seconds and started again with its data, one at a time, spread
 * over the middle of the run; each outage is recorded (tests/soak/metrics.ts) so that the 503s it
 * causes are counted apart.
 */
import type { StandInName } from '@infra/local/stand-ins';
import type { Metrics } from './metrics';

export interface StandInControl {
  stopOne(name: StandInName): Promise<void>;
  startOne(name: StandInName): Promise<void>;
}

/** How long each one stays down: the mail longer, so that the notification job's runs meet it. */
export const DOWN_SECONDS: Record<StandInName, number> = { dynamodb: 8, s3: 10, ses: 20 };

export interface PlannedOutage {
  name: StandInName;
  /** Milliseconds after the start of the run. */
  at: number;
  seconds: number;
}

/** Three outages per started three minutes (one of each stand-in), spread from 15% to 80% of the run. */
export function outagePlan(durationMs: number): PlannedOutage[] {
  const rounds = Math.max(1, Math.floor(durationMs / 180_000));
  const names: StandInName[] = ['dynamodb', 's3', 'ses'];
  const slots = rounds * names.length;
  return Array.from({ length: slots }, (_, i) => {
    const name = names[i % names.length] as StandInName;
    return { name, at: Math.round(durationMs * (0.15 + (0.65 * i) / (slots - 1))), seconds: DOWN_SECONDS[name] };
  });
}

/** Runs the plan from now; resolves when every outage has ended (or at once after `stop()`). */
export function runOutages(plan: PlannedOutage[], control: StandInControl, metrics: Metrics, log: (line: string) => void) {
  const started = Date.now();
  let stopped = false;
  const done = (async () => {
    for (const o of plan) {
      const wait = started + o.at - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (stopped) return;
      const outage = metrics.outageStarted(o.name);
      log(`soak: stopping ${o.name} for ${o.seconds} s`);
      await control.stopOne(o.name);
      await new Promise((r) => setTimeout(r, o.seconds * 1000));
      // a loaded machine may need more than one try to start a JVM again
      for (let attempt = 1; ; attempt++) {
        try {
          await control.startOne(o.name);
          break;
        } catch (err) {
          if (attempt >= 5) throw err;
          log(`soak: ${o.name} did not start (${String(err).split('\n')[0]}), trying again`);
        }
      }
      outage.until = Date.now();
      log(`soak: ${o.name} is back after ${((outage.until - outage.from) / 1000).toFixed(1)} s`);
    }
  })();
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
