/**
 * What one call costs this process, for the tests of hostile files: the processor time it took
 * (user and system: what the call itself worked, whatever else the shared machine runs meanwhile),
 * how far it grew the heap (V8's and the buffers outside it) and how far it raised the process's
 * peak resident memory. A parser that builds what a file declares instead of what it holds shows
 * in all three.
 */
export interface Cost<T> {
  result: T;
  cpuMs: number;
  heapBytes: number;
  peakRssBytes: number;
}

const heap = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

export async function measured<T>(call: () => T | Promise<T>): Promise<Cost<T>> {
  const [heapBefore, peakBefore] = [heap(), process.resourceUsage().maxRSS];
  const cpu = process.cpuUsage();
  const result = await call();
  const used = process.cpuUsage(cpu);
  return {
    result,
    cpuMs: (used.user + used.system) / 1000,
    heapBytes: heap() - heapBefore,
    // maxRSS is in kilobytes
    peakRssBytes: (process.resourceUsage().maxRSS - peakBefore) * 1024,
  };
}

/** The bounds a refused hostile file keeps: under a second of work and 50 MB of memory. */
export const HOSTILE_BOUNDS = { cpuMs: 1000, bytes: 50 * 1024 * 1024 } as const;
