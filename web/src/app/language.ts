/**
 * The page's language, decided once as the page loads, before any text is read: the choice kept
 * in this browser, else the browser's own first language (English when it is English, Indonesian
 * otherwise). Every catalogue read, `<html lang>`, Cloudscape's own strings and the API's answers
 * (Accept-Language) follow it. A new choice is kept and the page loads again in it, so no text
 * read before it stays behind; a signed-in user's choice is also kept on the account
 * (PUT /api/akun/bahasa), which a later sign-in brings back to any browser.
 */
import { type Bahasa, setLanguageSource } from '@shared/messages/language';
import { SHELL_MSG } from '@shared/messages/shell';
import { chosenLanguage, LANGUAGE_STORAGE_KEY } from './language-choice';

const chosen: Bahasa = chosenLanguage();
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
