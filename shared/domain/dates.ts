/** Dates of the product specification: shown DD-MM-YYYY, sent and stored YYYY-MM-DD. */

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

const MONTHS = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;

/**
 * A date to read, `17 April 2003` (Indonesian month names) or `17 April 2003` in English: a
 * YYYY-MM-DD date as it is, an ISO instant as the reader's local day; anything else as it is.
 */
export function readableDate(iso: string, lang: 'id' | 'en' = 'id'): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  let ymd: [number, number, number];
  if (plain) ymd = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
  else {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    ymd = [at.getFullYear(), at.getMonth() + 1, at.getDate()];
  }
  const [y, m, d] = ymd;
  const month = MONTHS[lang][m - 1];
  return month ? `${d} ${month} ${y}` : iso;
}
