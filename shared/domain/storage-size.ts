/**
 * The storage card's sizes (GB by default): bytes as '12,3 GB' (Indonesian decimal
 * comma, at most one decimal). One formatter for the API's `format_*` fields and the web page. A GB
 * here is 1024³ bytes, as the quota setting (GB) is. GB is the unit unless the size would read '0
 * GB' while something is stored (a new or local environment): then MB or KB, so the card never says
 * nothing is used when something is.
 */
export const BYTES_PER_GB = 1024 ** 3;

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** Unit, its size, and from how many of it the unit is used (GB down to a twentieth: '0,1 GB'). */
const UNITS = [
  ['GB', BYTES_PER_GB, 0.05],
  ['MB', 1024 ** 2, 1],
  ['KB', 1024, 1],
  ['B', 1, 0],
] as const;

/** '12,3 GB'; '41 MB' below 0,05 GB, '300 KB' below 1 MB, '10 B'; '0 GB' for nothing. */
export function formatGb(bytes: number): string {
  if (bytes > 0) {
    for (const [unit, size, from] of UNITS) if (bytes / size >= from) return `${number.format(bytes / size)} ${unit}`;
  }
  return `${number.format(bytes / BYTES_PER_GB)} GB`;
}
