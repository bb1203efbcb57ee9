/**
 * The language in force on the server: the request's Accept-Language while a route runs
 * (`createAreaHandler`), the recipient's account while a mail or notification is written
 * (`inLanguage`), Indonesian everywhere else. Kept per asynchronous call chain, so the concurrent
 * requests of the local server never see each other's language.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Bahasa, setLanguageSource } from '@shared/messages/language';

const inForce = new AsyncLocalStorage<Bahasa>();

setLanguageSource(() => inForce.getStore() ?? 'id');

/** The language of the request or job running now; undefined outside one. */
export const runningLanguage = (): Bahasa | undefined => inForce.getStore();

/** Runs `work` with every text read in `lang` (Indonesian for an account that never chose). */
export function inLanguage<T>(lang: Bahasa | null | undefined, work: () => T): T {
  return inForce.run(lang ?? 'id', work);
}
