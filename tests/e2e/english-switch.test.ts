/**
 * The language switch of the signed-in header, kept on the account, in a real browser at 1280 and
 * 400 px: a student signs in (Indonesian), switches to English in the top navigation, signs out;
 * in a fresh browser (nothing kept, an Indonesian browser) the next sign-in comes back in English,
 * the account's language, on the page the sign-in leads to (its scripts held until the account's
 * language is known); switching back to Indonesian shows exactly the texts of before.
 * Screenshots: tests/e2e/screenshots/english-switch-*.png.
 */
import { api } from '@shared/api';
import { MSG } from '@shared/messages';
import { sideIn } from '@shared/messages/language';
import { BAHASA_MSG, BAHASA_SWITCH_MSG } from '@shared/messages/shell';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, userByNim } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { eventually, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { englishProblems, layoutProblems, pageLoaded, userDataTexts, WALK_TIMEOUT_MS } from '../support/english-walk';
import { baseUrl } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'english-switch-');

let data: string[] = [];

beforeAll(async () => {
  data = await userDataTexts();
}, 60_000);

/** Chooses a language in the top navigation's switch; the page loads again in it. */
async function switchTo(page: Page, lang: 'id' | 'en'): Promise<void> {
  await page.getByRole('button', { name: BAHASA_SWITCH_MSG }).click();
  await page.getByRole('menuitem', { name: BAHASA_MSG[lang] }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await pageLoaded(page);
}

/**
 * The signed-in areas' layout script (its chunk, named after area-layout.tsx), asked for after the
 * one-time code is sent, waits until the account has answered its language: the page a sign-in
 * leads to is then still loading when the language is brought in (as on a slow connection), and
 * the page loaded in the account's language must be that one.
 */
async function slowPagesAfterSignIn(page: Page): Promise<void> {
  let codeSent = false;
  let answered = () => {};
  const akun = new Promise<void>((resolve) => {
    answered = resolve;
  });
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === api.auth.loginOtp.path) codeSent = true;
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === api.akun.get.path) answered();
  });
  await page.route('**/assets/area-layout-*.js', async (route) => {
    if (codeSent) await akun;
    await route.continue();
  });
}

/** What the dashboard shows: its title and every text of the page. */
async function dashboardTexts(page: Page): Promise<{ title: string; text: string }> {
  await page.goto('/user/dashboard');
  await pageLoaded(page);
  return page.evaluate(() => ({ title: document.title, text: document.body.innerText }));
}

describe.each([1280, 400])('at %i px', (width) => {
  it(
    'English chosen while signed in comes back at the next sign-in in a fresh browser; Indonesian again shows the texts of before',
    async () => {
      const who = await activeStudent();
      const first = await newPage(width, { baseURL: baseUrl() });
      await signInThroughHeader(first.page, who);
      const before = await dashboardTexts(first.page);
      expect(before.text).toContain(MSG.areaUser);

      await switchTo(first.page, 'en');
      await eventually(async () => (await userByNim(who.nim))?.bahasa).toBe('en');
      expect(await englishProblems(first.page, data)).toEqual([]);
      // signing out from the account menu (the student's NIM), in English; a phone's header folds
      // that menu away, so it is opened at a desktop's width
      await first.page.setViewportSize({ width: 1280, height: 900 });
      await first.page.getByRole('button', { name: who.nim }).click();
      await first.page.getByRole('menuitem', { name: sideIn(MSG, 'en').menuLogout }).click();
      await first.page.waitForURL((u) => u.pathname === '/');
      expect(first.errors).toEqual([]);
      await first.context.close();

      // a fresh browser, Indonesian and with nothing kept: the account's language after the sign-in
      const second = await newPage(width, { baseURL: baseUrl() });
      await slowPagesAfterSignIn(second.page);
      await signInThroughHeader(second.page, who);
      await second.page.waitForFunction(() => document.documentElement.lang === 'en');
      await pageLoaded(second.page);
      await second.page.getByRole('navigation').getByText(sideIn(MSG, 'en').areaUser, { exact: true }).first().waitFor();
      expect(await englishProblems(second.page, data)).toEqual([]);
      await shot(second.page, `${width}-1-english-after-sign-in`);

      await switchTo(second.page, 'id');
      await eventually(async () => (await userByNim(who.nim))?.bahasa).toBe('id');
      await shot(second.page, `${width}-2-indonesian-again`);
      expect(await dashboardTexts(second.page)).toEqual(before);
      expect(await layoutProblems(second.page)).toEqual([]);
      expect(second.errors).toEqual([]);
      await second.context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
