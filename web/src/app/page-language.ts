/**
 * The language of the public header and footer around a page: Indonesian, unless the page shown
 * chose another for itself (the verification page's English side, docs/decisions/0038): the site
 * around a page read in English reads in English too. The page sets it while it is shown.
 */
import { type Bahasa, currentLanguage } from '@shared/messages/language';
import { useEffect, useSyncExternalStore } from 'react';

// the page's own language until a page shows another
let current: Bahasa = currentLanguage();
const listeners = new Set<() => void>();

function setLanguage(lang: Bahasa) {
  if (lang === current) return;
  current = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => current;

/** The header's and footer's language now. */
export function useShellLanguage(): Bahasa {
  return useSyncExternalStore(subscribe, read, read);
}

/** Gives the header and footer the calling page's language while it is shown (Indonesian again after). */
export function useShellLanguageOf(lang: Bahasa): void {
  useEffect(() => {
    setLanguage(lang);
    return () => setLanguage(currentLanguage());
  }, [lang]);
}
