/**
 * The message catalogue split per area (shared/messages/): each key is defined once, and every
 * catalogue a file exports is named `<NAME>_MSG` (functions, the texts made from values, are the
 * helpers beside them; `MSG` and `MSG_PARTS` are the index's flat catalogue and its parts).
 */

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MSG, MSG_PARTS } from '@shared/messages';
import { sidesOf } from '@shared/messages/language';
import { describe, expect, it } from 'vitest';
import * as PUBLIC_CONTENT from '../../web/src/pages/public/content';

const MESSAGES_DIR = join(import.meta.dirname, '../../shared/messages');
const INDEX_OWN = new Set(['MSG', 'MSG_PARTS']);
/**
 * Not catalogues of the language in force: each file's list of texts the same in both languages,
 * and the English names of positions, which documents printing both languages at once read as such.
 */
const NOT_CATALOGUES = new Set(['SAME_IN_BOTH', 'JABATAN_INGGRIS_MSG']);

/** Every exported value of every catalogue file, by `file: name`. */
async function catalogueExports(): Promise<[string, unknown, string[]][]> {
  const out: [string, unknown, string[]][] = [];
  for (const file of readdirSync(MESSAGES_DIR).filter((f) => f.endsWith('.ts') && f !== 'language.ts' && f !== 'index.ts' && f !== 'msg.ts')) {
    const exports: Record<string, unknown> = await import(join(MESSAGES_DIR, file));
    const same = (exports.SAME_IN_BOTH as string[] | undefined) ?? [];
    for (const [name, value] of Object.entries(exports)) if (!NOT_CATALOGUES.has(name)) out.push([`${file}: ${name}`, value, same]);
  }
  return out;
}

/** Arguments a text-building function is tried with: numbers, words, lists and an object of both. */
const SAMPLE_ARGS: unknown[][] = [
  [2, 3, 4, 5],
  ['Ani', 'Budi', 'Citra', 'Dewi'],
  [{ nama: 'Ani', jumlah: 2, total: 3 }, 2, 3],
];

/** Where the two sides of a text differ in nothing (an empty side, or English equal to Indonesian). */
function compareSides(path: string, id: unknown, en: unknown, same: string[], problems: string[]): void {
  if (typeof id === 'string') {
    if (typeof en !== 'string') problems.push(`${path}: English is not a text`);
    else if (!en.trim() && id.trim()) problems.push(`${path}: English is empty`);
    else if (en === id && id.trim() && !same.includes(path)) problems.push(`${path}: the same in both languages ('${id}')`);
    return;
  }
  if (typeof id === 'function') {
    if (typeof en !== 'function') return void problems.push(`${path}: English is not a function`);
    let tried = false;
    for (const args of SAMPLE_ARGS) {
      let a: unknown;
      let b: unknown;
      try {
        a = id(...args);
        b = en(...args);
      } catch {
        continue;
      }
      if (typeof a !== 'string' || typeof b !== 'string') continue;
      tried = true;
      if (a === b && !same.includes(path)) problems.push(`${path}(${args.map(String).join(', ')}): the same in both languages ('${a}')`);
      break;
    }
    if (!tried) return;
    return;
  }
  if (typeof id === 'object' && id !== null) {
    for (const key of Object.keys(id))
      compareSides(`${path}.${key}`, (id as Record<string, unknown>)[key], (en as Record<string, unknown>)?.[key], same, problems);
  }
}

/** Keys whose values name things rather than say them (a section's anchor, a step's icon): the same on both sides. */
const IDENTIFIER_KEYS = new Set(['id', 'icon']);

/** Collects the paths of the identifiers in a text tree, and notes where the two sides differ in shape (a list's length, an identifier). */
function identifiers(path: string, id: unknown, en: unknown, out: string[], problems: string[]): void {
  if (typeof id !== 'object' || id === null) return;
  if (Array.isArray(id) && (!Array.isArray(en) || en.length !== id.length))
    problems.push(`${path}: ${id.length} items in Indonesian, ${Array.isArray(en) ? en.length : 'no list'} in English`);
  for (const [key, value] of Object.entries(id)) {
    const other = (en as Record<string, unknown> | undefined)?.[key];
    if (IDENTIFIER_KEYS.has(key) && typeof value === 'string') {
      out.push(`${path}.${key}`);
      if (other !== value) problems.push(`${path}.${key}: an identifier, '${value}' in Indonesian but '${String(other)}' in English`);
    } else identifiers(`${path}.${key}`, value, other, out, problems);
  }
}

describe('message catalogue', () => {
  it('defines every MSG key in exactly one area file', () => {
    const seen = new Map<string, string>();
    for (const [part, texts] of Object.entries(MSG_PARTS)) {
      for (const key of Object.keys(texts)) {
        expect(seen.get(key), `${key} is defined in ${seen.get(key)} and ${part}`).toBeUndefined();
        seen.set(key, part);
      }
    }
    expect(seen.size).toBe(Object.keys(MSG).length);
  });

  it('names every exported catalogue of shared/messages/*.ts with the suffix _MSG', async () => {
    const files = readdirSync(MESSAGES_DIR).filter((f) => f.endsWith('.ts'));
    expect(files).toContain('index.ts');
    const misnamed: string[] = [];
    let catalogues = 0;
    for (const file of files) {
      const exports: Record<string, unknown> = await import(join(MESSAGES_DIR, file));
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function' || INDEX_OWN.has(name) || NOT_CATALOGUES.has(name) || file === 'language.ts') continue;
        catalogues += 1;
        if (!name.endsWith('_MSG')) misnamed.push(`${file}: ${name}`);
      }
    }
    expect(misnamed).toEqual([]);
    expect(catalogues).toBeGreaterThan(50);
  });

  it('gives every catalogue an English side', async () => {
    const single: string[] = [];
    for (const [name, value] of await catalogueExports()) {
      // a catalogue (an object of texts) or a text made from values; types and helpers that read a catalogue when called are neither
      const isCatalogue = typeof value === 'object' && value !== null;
      if (isCatalogue && !sidesOf(value)) single.push(name);
    }
    expect(single).toEqual([]);
  });

  it('writes both sides of every text, English different from Indonesian but for the listed names and fixed words', async () => {
    const problems: string[] = [];
    for (const [name, value, same] of await catalogueExports()) {
      const sides = sidesOf(value);
      if (!sides) continue;
      const catalogue = name.split(': ')[1] ?? name;
      compareSides(catalogue, sides.id, sides.en, same, problems);
    }
    expect(problems).toEqual([]);
  });

  it('writes both sides of the public pages’ prose (web/src/pages/public/content.ts), lists the same length, identifiers unchanged', () => {
    const { SAME_IN_BOTH: same, ...exports } = PUBLIC_CONTENT;
    expect(Object.keys(exports)).toEqual(expect.arrayContaining(['STEPS', 'GUIDE', 'FAQ', 'ABOUT', 'TERMS']));
    const problems: string[] = [];
    for (const [name, value] of Object.entries(exports)) {
      const sides = sidesOf(value);
      if (!sides) {
        problems.push(`${name}: no English side`);
        continue;
      }
      const ids: string[] = [];
      identifiers(name, sides.id, sides.en, ids, problems);
      compareSides(name, sides.id, sides.en, [...same, ...ids], problems);
    }
    expect(problems).toEqual([]);
  });
});
