/**
 * The server reads every text in the language of its request or job (functions/lib/language.ts).
 * The web app's modules decide a page's language as they load, but only in a page: a Node process
 * that imports them (the browser tests read the route registry and the roles through app/areas.ts)
 * keeps the server's source, so a job's text in English stays English in a test worker that ran
 * such a file before (tests/integration/job-starter.test.ts failed that way).
 */
import { inLanguage } from '@functions/lib/language';
import { currentLanguage } from '@shared/messages/language';
import { describe, expect, it } from 'vitest';

describe("the server's language source", () => {
  it('is kept when the web app’s route registry, roles and page language are imported', async () => {
    await import('@web/app/areas');
    await import('@web/app/route-list');
    await import('@web/app/language');
    expect(inLanguage('en', () => currentLanguage())).toBe('en');
    expect(inLanguage('id', () => currentLanguage())).toBe('id');
  });
});
