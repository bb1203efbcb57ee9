/**
 * Every public page in English, in a real browser at 1280 and 400 px: a visitor switches to
 * English once from the landing page's header, then opens every public page of the route registry
 * (search and a public profile of the demo data, the verification page of a printed SKPI, the
 * e-mailed links' pages with a spent link, not found): `<html lang="en">`, a title and meta
 * description without Indonesian, no common Indonesian UI word on the page outside user data, no
 * sideways overflow and no serious axe finding. The same pages in Indonesian stay clean for axe.
 * Screenshots: tests/e2e/screenshots/english-public-*.png.
 */
import { MSG } from '@shared/messages';
import { BAHASA_MSG } from '@shared/messages/shell';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browser';
import { screenshotsNamed } from '../support/browser-session';
import {
  checkWouldFind,
  englishProblems,
  layoutProblems,
  pageLoaded,
  printedSkpiCode,
  publicPages,
  userDataTexts,
  WALK_TIMEOUT_MS,
  type WalkedPage,
} from '../support/english-walk';
import { baseUrl, DEMO_ACCOUNTS } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'english-public-');

let pages: WalkedPage[] = [];
let data: string[] = [];

beforeAll(async () => {
  pages = publicPages({ query: 'Budi', nim: DEMO_ACCOUNTS.budi.nim, code: await printedSkpiCode() });
  data = await userDataTexts();
}, 120_000);

/** A file name of a page's screenshot: its path in words. */
const shotName = (path: string) =>
  path
    .replace(/[#?].*$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'landing';

/** Opens each page with a plain navigation and gathers what is wrong with it (`english`: also its words). */
async function walk(page: Page, width: number, english: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const { path } of pages) {
    await page.goto(path);
    await pageLoaded(page);
    if (english) {
      problems.push(...(await englishProblems(page, data)));
      await shot(page, `${width}-${shotName(path)}`);
    } else problems.push(...(await checkWouldFind(page, data)));
    problems.push(...(await layoutProblems(page)));
  }
  return problems;
}

describe.each([1280, 400])('at %i px', (width) => {
  it(
    'a visitor switches to English in the header and reads every public page in English',
    async () => {
      const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: MSG.landingTitle }).waitFor();
      // the header's switch is one button offering the other language (English; 'EN' on a phone)
      await expect(page.getByTestId('bahasa-switch').getAttribute('aria-label')).resolves.toContain(BAHASA_MSG.en);
      await page.getByTestId('bahasa-switch').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(await walk(page, width, true)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'the same pages in Indonesian have no serious axe finding (and the check finds Indonesian there)',
    async () => {
      const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
      expect(await walk(page, width, false)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
