/**
 * A value kept in this process's memory for a period, per key: the seal's certificate chain, a
 * signed status list, the local storage listing. The first caller loads it and every caller
 * meanwhile shares that load; within the period every caller gets the kept value; a failed load
 * is not kept (its callers see the failure, the next call loads again). Period 0: every call loads.
 *
 * `stale: true`: once the period ends, callers still get the last value at once while one new
 * load runs behind it; a failed one leaves the last value, and the next call tries again.
 */
export interface Kept<K, V> {
  /** The value of `key` and until when it stands (ms since the epoch); `at`: the caller's time (the clock's unless given). */
  get(key: K, at?: number): Promise<{ value: V; until: number }>;
  /** Forgets the value of `key`, or every value. */
  forget(key?: K): void;
}

export interface KeptOptions {
  periodMs: number;
  stale?: boolean;
  /** The clock (tests give their own). */
  now?: () => number;
}

export function keptFor<K, V>(load: (key: K, at: number) => Promise<V>, options: KeptOptions): Kept<K, V> {
  const { periodMs, stale = false, now = Date.now } = options;
  const loading = new Map<K, { value: Promise<V>; until: number }>();
  const last = new Map<K, { value: V; until: number }>();

  const start = (key: K, at: number) => {
    const entry = { value: load(key, at), until: at + periodMs };
    loading.set(key, entry);
    entry.value.then(
      (value) => {
        if (loading.get(key) !== entry) return;
        loading.delete(key);
        last.set(key, { value, until: entry.until });
      },
      () => {
        if (loading.get(key) === entry) loading.delete(key);
      },
    );
    return entry;
  };

  return {
    async get(key, at = now()) {
      const kept = periodMs > 0 ? last.get(key) : undefined;
      if (kept && at < kept.until) return kept;
      const running = loading.get(key) ?? start(key, at);
      if (stale && kept) return kept;
      return { value: await running.value, until: running.until };
    },
    forget(key) {
      if (key === undefined) {
        loading.clear();
        last.clear();
        return;
      }
      loading.delete(key);
      last.delete(key);
    },
  };
}
