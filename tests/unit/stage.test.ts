/**
 * A Lambda without STAGE refuses to start (functions/lib/env.ts): the stage is never defaulted to
 * the local one, whose mail step prints sign-in codes to the log. The observability module, which
 * every area and job bundle loads first, reads it when it loads.
 */
import { env } from '@functions/lib/env';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = process.env.STAGE;
afterEach(() => {
  process.env.STAGE = saved;
  vi.resetModules();
});

describe('STAGE', () => {
  it('is read as set', () => {
    process.env.STAGE = 'prod';
    expect(env.stage).toBe('prod');
  });

  it('unset or empty: the read fails with a message naming it', () => {
    delete process.env.STAGE;
    expect(() => env.stage).toThrow(/environment variable STAGE is not set.*refusing to start/);
    process.env.STAGE = '';
    expect(() => env.stage).toThrow(/STAGE is not set/);
  });

  it('unset: the module every Lambda loads first fails to load (the function does not start)', async () => {
    delete process.env.STAGE;
    vi.resetModules();
    await expect(import('@functions/lib/observability')).rejects.toThrow(/STAGE is not set/);
  });
});

describe('PUBLIC_LIMITS=off (the benches)', () => {
  it('turns the per-client limits off on the local stage only', () => {
    process.env.PUBLIC_LIMITS = 'off';
    try {
      process.env.STAGE = 'local';
      expect(env.publicLimitsOff).toBe(true);
      process.env.STAGE = 'prod';
      expect(env.publicLimitsOff).toBe(false);
    } finally {
      delete process.env.PUBLIC_LIMITS;
    }
    process.env.STAGE = 'local';
    expect(env.publicLimitsOff).toBe(false);
  });
});
