/** Dates of the spec: shown DD-MM-YYYY, sent and stored YYYY-MM-DD (spec 000 section 9). */

/** `2024-05-15` → `15-05-2024`; anything that is not YYYY-MM-DD is returned as it is. */
export function displayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}
