/**
 * The verification page's language (docs/decisions/0038-verification-page-languages.md): the
 * visitor's choice in the address (`?lang=en`, so a link can be shared in the language chosen),
 * else the browser's first language: Indonesian for an Indonesian or Malay tag, English for any
 * other (a reader abroad), Indonesian when the browser names none.
 */
import { readableDate } from '@shared/domain/dates';
import { type Bahasa, KEASLIAN_MSG } from '@shared/messages/keaslian';
import { sideIn } from '@shared/messages/language';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { languageKept } from '@web/app/language-choice';
import { useSearchParams } from 'react-router-dom';

export const LANG_PARAM = 'lang';

/** The language of a browser's ordered list (`navigator.languages`). */
export function bahasaBawaan(languages: readonly string[]): Bahasa {
  const first = languages[0]?.trim().toLowerCase().split(/[-_]/)[0];
  if (!first) return 'id';
  // 'in' is the old code of Indonesian some systems still send
  return first === 'id' || first === 'in' || first === 'ms' ? 'id' : 'en';
}

/** A `lang` value of the address, or undefined when it names no language of the page. */
export function bahasaDipilih(value: string | null): Bahasa | undefined {
  return value === 'id' || value === 'en' ? value : undefined;
}

const two = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * An instant as the reader's local day and time with its offset, `15 Mei 2026, 10:04 (UTC+07:00)`:
 * a reader abroad sees when in their own time and which zone that is.
 */
export function readableDateTime(iso: string, lang: Bahasa): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const offset = -at.getTimezoneOffset();
  const zone = `UTC${offset < 0 ? '-' : '+'}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`;
  return `${readableDate(iso, lang)}, ${two(at.getHours())}:${two(at.getMinutes())} (${zone})`;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The page's language, its texts, and the address of another document's page in the same choice. */
export function useBahasa() {
  const [params] = useSearchParams();
  const chosen = bahasaDipilih(params.get(LANG_PARAM));
  // the address's choice, else the language this browser chose for the whole site, else the browser's own
  const lang = chosen ?? languageKept() ?? bahasaBawaan(browserLanguages());
  return {
    lang,
    t: sideIn(KEASLIAN_MSG, lang),
    /** The page's name in the reader's language. */
    title: sideIn(PAGE_NAME_MSG, lang).keaslian,
    /** `/verifikasi/<kode>`, keeping an explicit choice (a default stays the next reader's own). */
    pathOf: (kode: string) => `/verifikasi/${encodeURIComponent(kode)}${chosen ? `?${LANG_PARAM}=${chosen}` : ''}`,
  };
}
