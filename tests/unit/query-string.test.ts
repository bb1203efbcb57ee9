/** The raw query string parser of the area runtime (repeated keys, `key[]`, `key[0]`). */

import { parseQuery } from '@functions/lib/query-string';
import { describe, expect, it } from 'vitest';

describe('parseQuery', () => {
  it('gives an empty object for no query', () => {
    expect(parseQuery(undefined)).toEqual({});
    expect(parseQuery('')).toEqual({});
  });

  it('keeps single keys as strings and decodes them', () => {
    expect(parseQuery('page=2&paginate=10&nama=Siti%20Nurhaliza&q=a+b')).toEqual({ page: '2', paginate: '10', nama: 'Siti Nurhaliza', q: 'a b' });
  });

  it('turns repeated keys into arrays in order', () => {
    expect(parseQuery('nim=1&nim=2&nim=3')).toEqual({ nim: ['1', '2', '3'] });
  });

  it('reads key[] and key[i] as arrays under key, even with one value', () => {
    expect(parseQuery('id_prodi[]=3')).toEqual({ id_prodi: ['3'] });
    expect(parseQuery('nim%5B0%5D=2101010001&nim%5B1%5D=2101010002')).toEqual({ nim: ['2101010001', '2101010002'] });
    expect(parseQuery('id_fakultas[0]=1&id_fakultas[1]=2&keyword=budi')).toEqual({ id_fakultas: ['1', '2'], keyword: 'budi' });
  });

  it('mixes a plain key with its bracket form into one array', () => {
    expect(parseQuery('a=1&a[]=2')).toEqual({ a: ['1', '2'] });
  });

  it('keeps empty values', () => {
    expect(parseQuery('keyword=&is_graduated=0')).toEqual({ keyword: '', is_graduated: '0' });
  });

  it('drops keys that would reach the object prototype', () => {
    const parsed = parseQuery('__proto__=x&constructor=y&prototype[]=z&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
