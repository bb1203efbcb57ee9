/** The message catalogue split per area (shared/messages/): each key is defined once. */

import { MSG, MSG_PARTS } from '@shared/messages';
import { describe, expect, it } from 'vitest';

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
});
