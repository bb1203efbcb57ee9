/**
 * The messages of rules a schema does not word itself (shared/validation/zod-messages.ts) and the
 * field map of the API's 422 (functions/lib/http.ts `zodMessages`): the contract fuzz found zod's
 * English defaults in these answers; each case here is one it found.
 */
import { idParam, PAGE_MAX, pageQuery } from '@shared/api/common';
import { MSG, tooLong } from '@shared/messages';
import { defaultMessage, installZodMessages } from '@shared/validation/zod-messages';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

process.env.LOG_LEVEL = 'SILENT';
const { zodMessages } = await import('@functions/lib/http');

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('parsed');
  return zodMessages(result.error);
};

describe('messages of rules without their own', () => {
  const strict = z.strictObject({ nama: z.string({ error: MSG.required }), ...pageQuery(20) });

  it('names an unknown field as its own field, prototype keys included', () => {
    expect(messagesOf(strict, { nama: 'a', extra: 1 })).toEqual({ extra: [MSG.unknownField] });
    const body = JSON.parse('{"nama":"a","__proto__":{"x":1},"constructor":1}');
    const map = messagesOf(strict, body);
    expect(Object.keys(map).sort()).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(map))).toEqual(
      JSON.parse('{"__proto__":["Kolom ini tidak dikenal"],"constructor":["Kolom ini tidak dikenal"]}'),
    );
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });

  it('answers a body that is no object with the invalid-data message', () => {
    for (const body of [[], [{}], 0, -1, true, 'teks', Number.POSITIVE_INFINITY]) expect(messagesOf(strict, body)).toEqual({ _: [MSG.invalidJson] });
  });

  it('answers a page below 1 or a page size past its bound as out of range, a non-number as not a number', () => {
    expect(messagesOf(strict, { nama: 'a', page: '0' })).toEqual({ page: [MSG.outOfRange] });
    expect(messagesOf(strict, { nama: 'a', paginate: '1000' })).toEqual({ paginate: [MSG.outOfRange] });
    // a page past PAGE_MAX made a list read ask the database for more than 2^31 items: a 500
    expect(messagesOf(strict, { nama: 'a', page: '429496730' })).toEqual({ page: [MSG.outOfRange] });
    expect(strict.parse({ nama: 'a', page: String(PAGE_MAX) }).page).toBe(PAGE_MAX);
    expect(messagesOf(strict, { nama: 'a', page: 'x' })).toEqual({ page: [MSG.mustBeNumber] });
    expect(messagesOf(strict, { nama: 'a', page: '1.5' })).toEqual({ page: [MSG.mustBeNumber] });
    expect(messagesOf(z.number().min(1), 0)).toEqual({ _: [MSG.outOfRange] });
  });

  it('answers a repeated query key (a list where one text belongs), an enum and a format without their own message', () => {
    expect(messagesOf(z.strictObject({ q: z.string().optional() }), { q: ['a', 'b'] })).toEqual({ q: [MSG.invalidValue] });
    expect(messagesOf(z.strictObject({ _method: z.enum(['PUT', 'put']) }), { _method: null })).toEqual({ _method: [MSG.chooseOption] });
    expect(messagesOf(z.email(), 'x')).toEqual({ _: [MSG.invalidEmail] });
    expect(messagesOf(z.string().max(5), 'abcdefg')).toEqual({ _: [tooLong(5)] });
  });

  it('keeps every message a schema names itself', () => {
    expect(messagesOf(idParam, { id: 'abc' })).toEqual({ id: [MSG.mustBeNumber] });
    expect(messagesOf(strict, {})).toEqual({ nama: [MSG.required] });
  });
});

describe('zod set up without loading it (the web shell, before any page loads zod)', () => {
  it('keeps the settings in the object zod reads, and parses without compiled parsers when asked', () => {
    const before = { ...globalThis.__zod_globalConfig };
    try {
      installZodMessages({ jitless: true });
      // zod reads the very object the shell set: its own view of its settings has both
      expect(z.config().customError).toBe(defaultMessage);
      expect(z.config().jitless).toBe(true);
      // a strict object (the parser zod would compile) still parses and answers our messages
      const strict = z.strictObject({ nama: z.string(), page: z.coerce.number().int().min(1) });
      expect(strict.parse({ nama: 'a', page: '2' })).toEqual({ nama: 'a', page: 2 });
      expect(messagesOf(strict, { nama: 'a', page: '0', extra: 1 })).toEqual({ page: [MSG.outOfRange], extra: [MSG.unknownField] });
    } finally {
      const config = globalThis.__zod_globalConfig ?? {};
      for (const key of Object.keys(config)) delete config[key as keyof typeof config];
      Object.assign(config, before);
    }
  });
});
