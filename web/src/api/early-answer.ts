/**
 * An answer asked for before the app's code arrived. On a first visit to a public page whose first
 * answer its address decides (a search, a profile, a verification), the first-visit script
 * (web/src/first-visit.ts) asks for it at once and keeps the request here. The API client takes it for
 * the very same URL, once, while the address is still the one it was asked at; it uses it only when
 * it succeeded: a refusal is asked again, so its message comes through the client's usual path.
 */
const KEY = '__skpiEarlyAnswer';

export interface EarlyAnswer {
  /** The page's address when it was asked (location.href). */
  href: string;
  url: string;
  answer: Promise<Response>;
}

type Holder = { [KEY]?: EarlyAnswer };

export function keepEarlyAnswer(early: EarlyAnswer): void {
  (globalThis as Holder)[KEY] = early;
}

/** The answer kept for `url`, taken (a second call finds none), or undefined. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const holder = globalThis as Holder;
  const early = holder[KEY];
  if (early?.url !== url || early.href !== globalThis.location?.href) return undefined;
  delete holder[KEY];
  return early.answer;
}
