/**
 * The two languages of every text: Indonesian (the default, worded as users know it) and English.
 *
 * A catalogue is written once with both sides, `bilingual(id, en)` for an object of texts and
 * `twin(id, en)` for one text built from values; the English side's type is derived from the
 * Indonesian one (`English<T>`), so a missing or misshapen translation fails the type check. Each
 * read returns the side of the language now in force, which its runtime supplies through
 * `setLanguageSource`: the request's Accept-Language or the recipient's account on the server
 * (functions/lib/language.ts), the page's choice in the browser (web/src/app/language.ts). Where
 * none is set, Indonesian.
 *
 * A read happens when a text is used, so a server module never keeps a text in a constant of its
 * own at load time (tests/unit/messages-read-late.test.ts checks functions/ and shared/).
 */

export const BAHASA = ['id', 'en'] as const;
export type Bahasa = (typeof BAHASA)[number];

/** The language a request asks for: English when its first choice is English (`en`, `en-US`, ...), else Indonesian. */
export function bahasaOfHeader(acceptLanguage: string | null | undefined): Bahasa {
  if (!acceptLanguage) return 'id';
  let best: { lang: string; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: tag.trim().toLowerCase(), q };
  }
  return best && (best.lang === 'en' || best.lang.startsWith('en-')) ? 'en' : 'id';
}

export const isBahasa = (value: unknown): value is Bahasa => value === 'id' || value === 'en';

let source: () => Bahasa = () => 'id';

/** Sets where the language in force is read from (once, by the runtime); gives the source it replaces (a test puts it back). */
export function setLanguageSource(read: () => Bahasa): () => Bahasa {
  const previous = source;
  source = read;
  return previous;
}

/** The language in force now. */
export const currentLanguage = (): Bahasa => source();

/**
 * The English side of a text or catalogue shaped like its Indonesian side `T`: a text for a text,
 * a function of the same parameters for a function, the same keys for an object, the same length
 * for a tuple.
 */
export type English<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => English<R>
    : T extends object
      ? { readonly [K in keyof T]: English<T[K]> }
      : T;

const SIDES = Symbol('bilingual sides');

interface Sides {
  id: unknown;
  en: unknown;
}

/** Both sides of a catalogue or text made by `bilingual` or `twin`; undefined for anything else. */
export function sidesOf(value: unknown): Sides | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  return (value as { [SIDES]?: Sides })[SIDES];
}

/**
 * An object of texts in both languages: reading a key gives the side in force. Keys, enumeration
 * and `Object.entries` follow the Indonesian side (both have the same keys).
 */
/* @__NO_SIDE_EFFECTS__ */
export function bilingual<T extends object>(id: T, en: English<T>): T {
  const sides: Sides = { id, en };
  return new Proxy(id, {
    get(target, key, receiver) {
      if (key === SIDES) return sides;
      if (source() === 'en' && Object.hasOwn(en, key)) return (en as Record<PropertyKey, unknown>)[key];
      return Reflect.get(target, key, receiver);
    },
  });
}

/** One text built from values, in both languages: calling it gives the side in force. */
/* @__NO_SIDE_EFFECTS__ */
export function twin<F extends (...args: never[]) => unknown>(id: F, en: English<F>): F {
  const both = ((...args: Parameters<F>) => (source() === 'en' ? (en as unknown as F) : id)(...args)) as unknown as F;
  Object.defineProperty(both, SIDES, { value: { id, en } satisfies Sides });
  return both;
}

/**
 * One catalogue of several (their keys together, as a spread would give) that still reads the
 * side in force: a spread of catalogues copies one side at the moment it runs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function merged<T extends object[]>(...catalogues: T): UnionToIntersection<T[number]> {
  const id: Record<PropertyKey, unknown> = {};
  const en: Record<PropertyKey, unknown> = {};
  for (const catalogue of catalogues) {
    const sides = sidesOf(catalogue);
    Object.assign(id, sides ? sides.id : catalogue);
    Object.assign(en, sides ? sides.en : catalogue);
  }
  return bilingual(id, en as English<typeof id>) as UnionToIntersection<T[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Picks the side of a pair written inline (`{ id, en }`) for the language in force. */
export const pick = <V>(pair: { readonly id: V; readonly en: V }): V => (source() === 'en' ? pair.en : pair.id);

/** A value kept in both languages as data, its sides in the order a reader sees them. */
export interface DataSides {
  /** The side shown first, and its language. */
  main: string;
  mainLang: Bahasa;
  /** The other side, shown under it; null where the English is missing or blank. */
  other: string | null;
  otherLang: Bahasa;
}

/**
 * A value kept in both languages as data (a title with its `judul_inggris`, a program's
 * `nama_prodi_inggris`, ...) as a reader in `lang` (the language in force unless given) sees both
 * sides: in English the English side first where there is one; in Indonesian the Indonesian first.
 */
export function sidesInLanguageOf(id: string, en: string | null | undefined, lang: Bahasa = source()): DataSides {
  const english = en && en.trim() !== '' ? en : null;
  if (lang === 'en' && english) return { main: english, mainLang: 'en', other: id, otherLang: 'id' };
  return { main: id, mainLang: 'id', other: english, otherLang: 'en' };
}

/** The one side of a value kept in both languages a reader in `lang` sees: the English unless it is missing or blank, else the Indonesian. */
export const inLanguageOf = (id: string, en: string | null | undefined, lang: Bahasa = source()): string => sidesInLanguageOf(id, en, lang).main;

/** One side of a catalogue made by `bilingual`, whatever language is in force (a page that shows one language of its own). */
export function sideIn<T extends object>(catalogue: T, lang: Bahasa): T {
  const sides = sidesOf(catalogue);
  return (sides ? sides[lang] : catalogue) as T;
}
