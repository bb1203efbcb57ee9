/**
 * fast-check arbitraries of what a caller sends, read from the contract's zod schemas: the input
 * side of every schema (a `preprocess` or `pipe` generates what its first stage takes, a
 * `transform` whatever its input schema takes). Values are shaped like a real request, not
 * guaranteed valid: a `refine` cannot be read, so its rule is left to chance; the fuzz breaks them
 * anyway. Ids are drawn far above anything the stack holds, so a request that gets through names
 * nothing that exists.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Ids a generated request names: above every seeded or test-created number. */
export const ABSENT_ID_MIN = 900_000;
const ABSENT_ID_MAX = 2_000_000_000;
/** Strings and arrays stay short in the shaped part; long ones are the breakers' business. */
const MAX_STRING = 40;
const MAX_ARRAY = 3;

interface Bag {
  minimum?: number;
  maximum?: number;
  format?: string;
  patterns?: Set<RegExp>;
}

type AnyDef = { type: string } & Record<string, unknown>;

const defOf = (schema: z.ZodType): AnyDef => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;

/** The bounds, format and pattern a schema's checks declare (zod fills its own `bag` only when it first parses). */
function bagOf(schema: z.ZodType): Bag {
  const def = defOf(schema);
  const bag: Bag = {};
  if (typeof def.format === 'string') bag.format = def.format;
  if (def.pattern instanceof RegExp) bag.patterns = new Set([def.pattern]);
  for (const check of (def.checks as Array<{ _zod: { def: Record<string, unknown> } }> | undefined) ?? []) {
    const c = check._zod.def;
    const value = c.value as number;
    if (c.check === 'min_length') bag.minimum = c.minimum as number;
    else if (c.check === 'max_length') bag.maximum = c.maximum as number;
    else if (c.check === 'length_equals') bag.minimum = bag.maximum = c.length as number;
    else if (c.check === 'greater_than') bag.minimum = c.inclusive ? value : value + (bag.format === 'safeint' ? 1 : 1e-9);
    else if (c.check === 'less_than') bag.maximum = c.inclusive ? value : value - (bag.format === 'safeint' ? 1 : 1e-9);
    else if (c.check === 'number_format') bag.format = c.format as string;
    else if (c.check === 'string_format') {
      if (c.format !== 'regex') bag.format = c.format as string;
      if (c.pattern instanceof RegExp) bag.patterns = new Set([...(bag.patterns ?? []), c.pattern]);
    }
  }
  return bag;
}

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const bag = bagOf(schema);
  if (bag.format === 'email') return fc.emailAddress();
  if (bag.format === 'date')
    return fc.date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (bag.format === 'datetime')
    return fc.date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length <= Math.max(bag.maximum ?? MAX_STRING, 1));
  const minLength = Math.min(bag.minimum ?? 0, MAX_STRING);
  const maxLength = Math.max(minLength, Math.min(bag.maximum ?? MAX_STRING, MAX_STRING));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  const bag = bagOf(schema);
  const integer = bag.format === 'safeint' || bag.format === 'int32';
  const min = Number.isFinite(bag.minimum) ? (bag.minimum as number) : undefined;
  const max = Number.isFinite(bag.maximum) ? (bag.maximum as number) : undefined;
  if (integer) {
    // a bounded whole number is a value (a year, an order); an unbounded positive one is an id
    if (max !== undefined) return fc.integer({ min: Math.ceil(min ?? 0), max: Math.floor(max) });
    return fc.integer({ min: Math.max(ABSENT_ID_MIN, Math.ceil(min ?? 0)), max: ABSENT_ID_MAX });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(def: AnyDef): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    model[key] = arbitraryOf(field);
    if (!acceptsUndefined(field)) required.push(key);
  }
  return fc.record(model, { requiredKeys: required });
}

/** Whether a field may be left out (optional, default, or a preprocess that blanks it). */
function acceptsUndefined(schema: z.ZodType): boolean {
  const optin = (schema as unknown as { _zod: { optin?: string } })._zod.optin;
  return optin === 'optional';
}

/** What a caller may send for this schema. */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object':
      return objectArbitrary(def);
    case 'array': {
      const bag = bagOf(schema);
      const minLength = Math.min(bag.minimum ?? 0, MAX_ARRAY);
      return fc.array(arbitraryOf(def.element as z.ZodType), {
        minLength,
        maxLength: Math.max(minLength, Math.min(bag.maximum ?? MAX_ARRAY, MAX_ARRAY)),
      });
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: null, freq: 4 });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return arbitraryOf(def.innerType as z.ZodType);
    case 'pipe': {
      // preprocess(fn, schema) is a pipe from a transform: generate what the schema after it takes
      const first = def.in as z.ZodType;
      return defOf(first).type === 'transform' ? arbitraryOf(def.out as z.ZodType) : arbitraryOf(first);
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(def.valueType as z.ZodType), { maxKeys: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(arbitraryOf));
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)());
    default:
      // custom, any, unknown, transform: anything JSON can carry
      return fc.jsonValue({ maxDepth: 2 });
  }
}
