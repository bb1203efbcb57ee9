/**
 * The message catalogue split per area (shared/messages/): each key is defined once, and every
 * catalogue a file exports is named `<NAME>_MSG` (functions, the texts made from values, are the
 * helpers beside them; `MSG` and `MSG_PARTS` are the index's flat catalogue and its parts).
 */

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MSG, MSG_PARTS } from '@shared/messages';
import { describe, expect, it } from 'vitest';

const MESSAGES_DIR = join(import.meta.dirname, '../../shared/messages');
const INDEX_OWN = new Set(['MSG', 'MSG_PARTS']);

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
        if (typeof value === 'function' || INDEX_OWN.has(name)) continue;
        catalogues += 1;
        if (!name.endsWith('_MSG')) misnamed.push(`${file}: ${name}`);
      }
    }
    expect(misnamed).toEqual([]);
    expect(catalogues).toBeGreaterThan(50);
  });
});
