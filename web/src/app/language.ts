/**
 * The page's language, decided once as the page loads, before any text is read: the choice kept
 * in this browser, else the browser's own first language (English when it is English, Indonesian
 * otherwise). Every catalogue read, `<html lang>`, Cloudscape's own strings and the API's answers
 * (Accept-Language) follow it. A new choice is kept and the page loads again in it, so no text
 * read before it stays behind; a signed-in user's choice is also kept on the account
 * (PUT /api/akun/bahasa), which a later sign-in brings back to any browser.
 */
import { type Bahasa, isBahasa, setLanguageSource } from '@shared/messages/language';
import { SHELL_MSG } from '@shared/messages/shell';

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

const chosen: Bahasa = languageKept() ?? browserLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
// A page reads every text in its language. A Node process that imports the web app's modules (the
// tests read its route registry and roles) keeps its own source: the server's is per request.
if (typeof document !== 'undefined') {
  setLanguageSource(() => chosen);
  document.documentElement.lang = chosen;
  // the description of index.html (Indonesian), for search engines and link previews, in the page's language
  document.querySelector('meta[name="description"]')?.setAttribute('content', SHELL_MSG.metaDescription);
}

/** The language of this page. */
export const pageLanguage = (): Bahasa => chosen;

/** Keeps `lang` in this browser; true when the page must load again to show it. */
export function keepLanguage(lang: Bahasa): boolean {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // a browser that keeps nothing still shows this page in it once loaded again
  }
  return lang !== chosen;
}
