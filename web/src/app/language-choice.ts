/**
 * Which language a page loads in: the choice kept in this browser, else the browser's own first
 * language (English when it is English, Indonesian otherwise). Read by the page (./language.ts)
 * and by the first-visit script (web/src/first-visit.ts), which asks for a page's first answer in it.
 */
import { type Bahasa, isBahasa } from '@shared/messages/language';

/** Where this browser keeps the choice. */
export const LANGUAGE_STORAGE_KEY = 'skpi.bahasa';

/** The language this browser chose (the switch, or a signed-in account's), or null when it never chose. */
export function languageKept(): Bahasa | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isBahasa(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's preference: English when its first language is English. */
export function browserLanguage(languages: readonly string[]): Bahasa {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'id';
}

/** The language a page loads in. */
export function chosenLanguage(): Bahasa {
  return languageKept() ?? browserLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
}
