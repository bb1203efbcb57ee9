/** Dates of the product specification: shown DD-MM-YYYY, sent and stored YYYY-MM-DD (spec 000 section 9). */

/** `2024-05-15` → `15-05-2024`; anything that is not YYYY-MM-DD is returned as it is. */
export function displayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO instant (`2024-05-15T03:04:05.000Z`) as the reader's local `15-05-2024 10:04` (the
 * history of a portfolio, the notifications); anything that is not a date is returned as it is.
 */
export function displayDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${two(at.getDate())}-${two(at.getMonth() + 1)}-${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** An ISO instant as the reader's local day, `15-05-2024` (the queue's Diperbarui column). */
export function displayLocalDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return displayDate(iso);
  return `${two(at.getDate())}-${two(at.getMonth() + 1)}-${at.getFullYear()}`;
}

/** Today in the reader's local calendar as YYYY-MM-DD (a date field's default). */
export function localToday(at: Date = new Date()): string {
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}
