/**
 * The storage card's sizes (spec 001 sections 7 and 9: "Disk space default unit GB"): bytes as
 * '12,3 GB' (Indonesian decimal comma, at most one decimal). One formatter for the API's
 * `format_*` fields and the web page. A GB here is 1024³ bytes, as the quota setting (GB) is.
 */
export const BYTES_PER_GB = 1024 ** 3;

const gb = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** '12,3 GB'. */
export function formatGb(bytes: number): string {
  return `${gb.format(bytes / BYTES_PER_GB)} GB`;
}
