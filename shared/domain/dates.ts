/**
 * THE date formats of the product (docs/decisions/0040-one-date-format-and-one-size-format.md), one
 * per language:
 * - read (every list, card, dialog, notification and document): Indonesian `17 April 2003`, English
 *   `17 Apr 2003`, an instant as the reader's local day, with its time as `17 April 2003 10.04` or
 *   `17 Apr 2003 10:04`, in the language in force unless one is named;
 * - typed (every date field): `17/04/2003` (DD/MM/YYYY);
 * - sent and stored: `2003-04-17` (YYYY-MM-DD).
 * Nothing else in the code base formats a date for a person.
 */

import { type Bahasa, currentLanguage } from '../messages/language';

const two = (n: number) => String(n).padStart(2, '0');

const MONTHS = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month and day of a YYYY-MM-DD date as it is, or of an instant in the reader's calendar; null for anything else. */
function dayOf(iso: string): [number, number, number] | null {
  const plain = PLAIN_DATE.exec(iso);
  if (plain) return [Number(plain[1]), Number(plain[2]), Number(plain[3])];
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : [at.getFullYear(), at.getMonth() + 1, at.getDate()];
}

/**
 * A date to read, `17 April 2003` (English: `17 Apr 2003`): a YYYY-MM-DD date as it is, an ISO
 * instant as the reader's local day; anything else as it is.
 */
export function readableDate(iso: string, lang: Bahasa = currentLanguage()): string {
  const day = dayOf(iso);
  const month = day ? MONTHS[lang][day[1] - 1] : undefined;
  return day && month ? `${day[2]} ${month} ${day[0]}` : iso;
}

/** The reader's local time of an ISO instant, `10.04` (English `10:04`); '' for a plain date or no instant. */
export function readableTime(iso: string, lang: Bahasa = currentLanguage()): string {
  const at = new Date(iso);
  if (PLAIN_DATE.test(iso) || Number.isNaN(at.getTime())) return '';
  return `${two(at.getHours())}${lang === 'en' ? ':' : '.'}${two(at.getMinutes())}`;
}

/** An ISO instant to read with the reader's local time, `17 April 2003 10.04` (English `17 Apr 2003 10:04`). */
export function readableDateTime(iso: string, lang: Bahasa = currentLanguage()): string {
  const time = readableTime(iso, lang);
  return time ? `${readableDate(iso, lang)} ${time}` : readableDate(iso, lang);
}

/** The locale of numbers in a language: `12.345,5` in Indonesian, `12,345.5` in English. */
export const numberLocale = (lang: Bahasa = currentLanguage()) => (lang === 'en' ? 'en-GB' : 'id-ID');

/** A number to read with the separators of the language in force. */
export const readableNumber = (n: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(numberLocale(), options).format(n);

/** A real calendar date from 1900 on (what a date field accepts). */
export function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d && y >= 1900;
}

/** What a date field shows of a YYYY-MM-DD date: `17/04/2003`; '' for anything else. */
export function typedDate(iso: string | null | undefined): string {
  const m = iso ? PLAIN_DATE.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

/**
 * The YYYY-MM-DD date of what was typed in a date field: DD/MM/YYYY (one-digit day and month,
 * dots or dashes between them, or the eight digits alone are read too); null when it is no real date.
 */
export function isoOfTypedDate(text: string): string | null {
  const found = TYPED_DATE.exec(text.trim());
  const m = found && (found[1] === undefined ? [found[0], found[4], found[5], found[6]] : found);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(y, mo, d) ? `${y}-${two(mo)}-${two(d)}` : null;
}

/** Today in the reader's local calendar as YYYY-MM-DD (a date field's default). */
export function localToday(at: Date = new Date()): string {
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** The reading form under the names some pages still call it by: a date, an instant's local day, an instant with its time. */
export const displayDate = (iso: string) => readableDate(iso);
export const displayLocalDate = (iso: string) => readableDate(iso);
export const displayDateTime = (iso: string) => readableDateTime(iso);
