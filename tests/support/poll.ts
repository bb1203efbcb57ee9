/**
 * The one poll of the tests that read a state they cannot be told about (a job's progress, a
 * recount marker): read, check, wait an interval, until done or the time is up.
 */
export interface PollOptions<T> {
  timeoutMs: number;
  /** Between two reads; 200 ms unless given. */
  intervalMs?: number;
  /** The error message when the time is up, from the last value read. */
  failure: (last: T) => string;
}

/** Reads until `done` holds and returns that value; throws `failure(last)` after `timeoutMs`. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, opts: PollOptions<T>): Promise<T> {
  const until = Date.now() + opts.timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(opts.failure(value));
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 200));
  }
}
