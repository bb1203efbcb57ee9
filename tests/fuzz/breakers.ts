/**
 * How the contract fuzz breaks a well-shaped request: a wrong type, a missing or extra field
 * (prototype keys too), a number out of range, a very long or unusual string (right-to-left,
 * combining marks, NUL, lone surrogates), a path parameter that is no id, a broken query, another
 * content type, or a body that is no JSON or not an object. Each breaker says what it did, so a
 * counterexample reads as a sentence.
 */
import fc from 'fast-check';

/** A request before it is sent: raw path values, query pairs, body text and its media type. */
export interface RawRequest {
  /** The route's path parameters, as they appear in the path (already percent-encoded). */
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  /** undefined: no body. */
  body?: string;
  contentType?: string;
  /** What was broken, for the failure message. */
  broken: string;
}

/** A request shaped from the route's schemas (before it is broken). */
export interface Shaped {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Strings that have broken parsers, patterns, databases and PDF writers before. */
export const UNUSUAL_STRINGS: readonly string[] = [
  '',
  '   ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00y',
  '\u202Eevil.pdf\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  `e${'\u0301'.repeat(200)}`,
  'Z̷̢̛̠̦̝̭̈́̓̊̈́a̸̡̛̘̹̭̿l̵̰̓g̵̬̈́o̶̗͌',
  '👩‍👩‍👧‍👦🇮🇩',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '\u2028\u2029',
  '１２３',
  '١٢٣',
  'İıſK',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  // a template placeholder as text, not a template
  ['$', '{7*7}{{7*7}}'].join(''),
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'null',
  'true',
  'USER#1',
  'a'.repeat(10_000),
  'ä'.repeat(70_000),
  `${'www.a'.repeat(2_000)}!`,
  `${'a@'.repeat(3_000)}.id`,
];

export const WRONG_VALUES: readonly unknown[] = [null, true, false, 0, -1, 1.5, '', 'teks', [], [1, 2], {}, { a: 1 }, [[[[[]]]]]];

export const OUT_OF_RANGE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  -0,
  0.5,
  1e-9,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '0x1F',
  ' 7 ',
  '7abc',
  '1_000',
  '１２',
];

/** Path parameters that are no id (already in their percent-encoded form). */
export const NOT_IDS: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999999999',
  '%00',
  '%2e%2e',
  '..',
  '__proto__',
  'constructor',
  'prototype',
  '%20',
  '1%20',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  '%D8%A7',
  '%C0%AF',
  '%E0%A4%A',
  '%ZZ',
  'NaN',
  'Infinity',
  '%EF%BC%91',
  // a lone surrogate as UTF-8 bytes (no decoder accepts it), NUL, right-to-left, combining marks, Arabic
  '%ED%A0%80',
  'a%00b',
  encodeURIComponent('\u202Eevil'),
  encodeURIComponent(`e${'\u0301'.repeat(50)}`),
  encodeURIComponent('مرحبا'),
  'a'.repeat(3_000),
];

export const OTHER_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/pdf',
  'image/png',
];

export const BAD_JSON: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  'null',
  'true',
  '0',
  '[]',
  '"teks"',
  '1e999',
  '[{}]',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '[',
  ' ',
];

/** JSON text of a value whose own `__proto__` keys are kept (an object literal would set the prototype instead). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** An object with an own property under any name, `__proto__` included. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(target)) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The field paths of a value (objects and arrays), the root as []. */
export function fieldPaths(
  value: unknown,
  prefix: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
): Array<Array<string | number>> {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) fieldPaths(v, [...prefix, i], out);
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) fieldPaths(v, [...prefix, k], out);
  return out;
}

/** A deep copy of `value` with the field at `path` set (or removed with `remove`). */
export function setAt(value: unknown, path: ReadonlyArray<string | number>, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = setAt(copy[head as number], rest, next, remove);
    return copy;
  }
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  if (remove && rest.length === 0) {
    const { [head as string]: _gone, ...others } = source;
    return others;
  }
  return withOwnKey(source, head as string, setAt(source[head as string], rest, next, remove));
}

const asQueryValue = (v: unknown): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : jsonText(x))) : [typeof v === 'string' ? v : jsonText(v)];

/** The well-shaped request as it would be sent. */
export function rawOf(shaped: Shaped, broken: string): RawRequest {
  const pathValues = Object.fromEntries(Object.entries(shaped.params).map(([k, v]) => [k, encodeURIComponent(String(v))]));
  const query = Object.entries(shaped.query).flatMap(([k, v]) => asQueryValue(v).map((x) => [k, x] as [string, string]));
  return shaped.hasBody
    ? { pathValues, query, body: jsonText(shaped.body ?? {}), contentType: 'application/json', broken }
    : { pathValues, query, broken };
}

const anyOf = <T>(values: readonly T[]) => fc.constantFrom(...values);
const unusualString = fc.oneof(
  { weight: 3, arbitrary: anyOf(UNUSUAL_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const wrongValue = fc.oneof(anyOf(WRONG_VALUES), anyOf(OUT_OF_RANGE_NUMBERS), unusualString);

/** A body field changed: its type, its range, its text, or removed; or a field (a prototype key too) added. */
function breakBody(shaped: Shaped): fc.Arbitrary<RawRequest> {
  const paths = fieldPaths(shaped.body ?? {});
  const at = anyOf(paths);
  const label = (p: ReadonlyArray<string | number>) => (p.length ? p.join('.') : '(body)');
  const send = (body: unknown, broken: string) => ({ ...rawOf(shaped, broken), body: jsonText(body), contentType: 'application/json' });
  const fields = paths.filter((p) => p.length > 0);
  const ways = [
    fc.tuple(at, wrongValue).map(([p, v]) => send(setAt(shaped.body, p, v), `body ${label(p)} = ${preview(v)}`)),
    fc.tuple(at, anyOf(OUT_OF_RANGE_NUMBERS)).map(([p, v]) => send(setAt(shaped.body, p, v), `body ${label(p)} out of range: ${preview(v)}`)),
    fc.tuple(at, unusualString).map(([p, v]) => send(setAt(shaped.body, p, v), `body ${label(p)} = ${preview(v)}`)),
    fc.tuple(fc.oneof(anyOf(PROTOTYPE_KEYS), fc.string({ minLength: 1, maxLength: 12 })), wrongValue).map(([k, v]) => {
      const base = shaped.body && typeof shaped.body === 'object' && !Array.isArray(shaped.body) ? (shaped.body as Record<string, unknown>) : {};
      return send(withOwnKey(base, k, k === '__proto__' ? { polluted: v } : v), `body extra field ${preview(k)}`);
    }),
  ];
  if (fields.length) ways.push(anyOf(fields).map((p) => send(setAt(shaped.body, p, undefined, true), `body ${label(p)} missing`)));
  return fc.oneof(...ways);
}

function breakPath(shaped: Shaped): fc.Arbitrary<RawRequest> {
  const names = Object.keys(shaped.params);
  return fc.tuple(anyOf(names), anyOf(NOT_IDS)).map(([name, value]) => {
    const raw = rawOf(shaped, `path ${name} = ${preview(value)}`);
    return { ...raw, pathValues: { ...raw.pathValues, [name]: value } };
  });
}

function breakQuery(shaped: Shaped): fc.Arbitrary<RawRequest> {
  const names = [...Object.keys(shaped.query), 'page', 'paginate', 'q'];
  return fc.oneof(
    fc.tuple(anyOf(names), fc.oneof(unusualString, anyOf(OUT_OF_RANGE_NUMBERS).map(String))).map(([name, value]) => {
      const raw = rawOf(shaped, `query ${name} = ${preview(value)}`);
      return { ...raw, query: [...raw.query.filter(([k]) => k !== name), [name, value] as [string, string]] };
    }),
    fc.tuple(anyOf(names), fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 })).map(([name, values]) => {
      const raw = rawOf(shaped, `query ${name} repeated`);
      return { ...raw, query: [...raw.query, ...values.map((v) => [name, v] as [string, string])] };
    }),
    fc
      .tuple(fc.oneof(anyOf(PROTOTYPE_KEYS), anyOf(names.map((n) => `${n}[]`)), anyOf(names.map((n) => `${n}[0]`))), fc.string({ maxLength: 6 }))
      .map(([name, value]) => {
        const raw = rawOf(shaped, `query extra ${name}`);
        return { ...raw, query: [...raw.query, [name, value] as [string, string]] };
      }),
  );
}

function breakMedia(shaped: Shaped): fc.Arbitrary<RawRequest> {
  return fc.oneof(
    anyOf(OTHER_CONTENT_TYPES).map((type) => ({ ...rawOf(shaped, `content type ${type}`), body: jsonText(shaped.body ?? {}), contentType: type })),
    anyOf(BAD_JSON).map((text) => ({ ...rawOf(shaped, `body text ${preview(text)}`), body: text, contentType: 'application/json' })),
    fc.constant({ ...rawOf(shaped, 'JSON body without a content type'), body: jsonText(shaped.body ?? {}), contentType: undefined }),
  );
}

/** Every way to break a shaped request that applies to it. */
export function brokenRequest(shaped: Shaped): fc.Arbitrary<RawRequest> {
  const ways: Array<fc.Arbitrary<RawRequest>> = [breakBody(shaped), breakQuery(shaped), breakMedia(shaped)];
  if (Object.keys(shaped.params).length > 0) ways.push(breakPath(shaped), breakPath(shaped));
  if (shaped.hasBody) ways.push(breakBody(shaped), breakBody(shaped));
  return fc.oneof(...ways);
}

/** A short, printable view of a value for the failure message. */
export function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (jsonText(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}
