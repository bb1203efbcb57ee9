/**
 * THE way sizes are written (docs/decisions/0040-one-date-format-and-one-size-format.md): decimal
 * units (the 2 MB upload limit is 2,000,000 bytes), the
 * language's decimal mark (Indonesian '12,3 GB', English '12.3 GB'), at most one decimal, a space before the unit: '2 MB', '12,3 GB',
 * '300 KB', '10 B'. One formatter for the upload limits of every form, the API's `format_*` fields
 * of the storage card and the web page.
 */
import { readableNumber } from './dates';

export const BYTES_PER_GB = 1000 ** 3;

/** Largest accepted file, image or evidence: 2,000,000 bytes, '2 MB'. */
export const UPLOAD_MAX_BYTES = 2_000_000;

/** Unit, its size, and from how many of it the unit is used (GB down to a twentieth: '0,1 GB'). */
const UNITS = [
  ['GB', BYTES_PER_GB, 0.05],
  ['MB', 1000 ** 2, 1],
  ['KB', 1000, 1],
  ['B', 1, 0],
] as const;

/** A size in the largest unit it reaches one of: '2 MB', '1,5 GB', '300 KB', '10 B'. */
export function formatSize(bytes: number): string {
  for (const [unit, size] of UNITS) if (bytes >= size) return `${readableNumber(bytes / size, { maximumFractionDigits: 1 })} ${unit}`;
  return '0 B';
}

/**
 * The storage card's sizes, in GB unless the size would read '0 GB' while something is stored (a
 * new or local environment): then MB, KB or B, so the card never says nothing is used when
 * something is. '12,3 GB'; '41 MB' below 0,05 GB; '0 GB' for nothing.
 */
export function formatGb(bytes: number): string {
  if (bytes > 0) {
    for (const [unit, size, from] of UNITS) if (bytes / size >= from) return `${readableNumber(bytes / size, { maximumFractionDigits: 1 })} ${unit}`;
  }
  return `${readableNumber(bytes / BYTES_PER_GB, { maximumFractionDigits: 1 })} GB`;
}

/**
 * The upload limit as the forms write it: `formatSize(UPLOAD_MAX_BYTES)`, written out (a unit test
 * holds them equal) so that the texts using it stay plain constants every bundle can drop.
 */
export const UPLOAD_LIMIT = '2 MB';
