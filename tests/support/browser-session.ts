/**
 * Browser steps shared by the browser tests: the real sign-in through the landing header
 * (password, then the pin read from the mail store), the planted session of tests that skip it,
 * the screenshot of a settled page, the poll of a condition, and choosing an option of a
 * Cloudscape Select by its label.
 */
import { AUTH_MSG, AUTH_SCREEN_MSG, MAIL_MSG, MSG } from '@shared/messages';
import { type Bahasa, sideIn } from '@shared/messages/language';
import { SESSION_STORAGE_KEY } from '@web/app/claims';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nowSeconds, OTP_PATTERN } from './auth-flow';
import { type BrowserHelpers, pageAtRest, pageOverflow, seriousViolations } from './browser';
import { baseUrl, lastMail } from './stack';

/** Polls `fn` every 100 ms until the assertion chained on it holds (15 s by default). */
export const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });
/**
 * Checks a radio or checkbox until it stays checked: a form that re-reads its data after a save
 * may reset a choice made while the read was under way, which `check()` reports as a click that
 * did not change the state.
 */
export async function checkUntilChecked(box: Locator): Promise<void> {
  await eventually(async () => {
    if (!(await box.isChecked())) await box.check({ timeout: 2_000 }).catch(() => undefined);
    return box.isChecked();
  }).toBe(true);
}

/**
 * The screenshot step of a test file: `shot(page, name)` waits until the page is settled (fonts,
 * images, transitions, spinners: `pageAtRest`), then saves the full page as `<prefix><name>.png`.
 * `fromTop` scrolls to the top first, for pages whose sticky header would otherwise show mid-page.
 */
export function screenshotsNamed(screenshot: BrowserHelpers['screenshot'], prefix: string, opts: { fromTop?: boolean } = {}) {
  return async (page: Page, name: string): Promise<string> => {
    if (opts.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
    await pageAtRest(page);
    return screenshot(page, `${prefix}${name}`);
  };
}

/** The sign-in code e-mailed to `email` after `after` (seconds), read from the mail store (in the account's language). */
export async function pinFor(email: string, after: number): Promise<string> {
  const subjects: string[] = [sideIn(MAIL_MSG, 'id').otpSubject, sideIn(MAIL_MSG, 'en').otpSubject];
  const mail = await lastMail(email, (m) => subjects.includes(m.subject) && m.at >= after, 10_000);
  return OTP_PATTERN.exec(mail.body.text ?? '')?.[1] ?? '';
}

/**
 * The header popover, Enter in the password field, then the OTP from the mail store; ends in the
 * role's area. `snap` is called on the filled sign-in form ('1-sign-in') and on the OTP page ('2-otp').
 * `lang`: the language the page shows (Indonesian unless the browser keeps English).
 */
export async function signInThroughHeader(
  page: Page,
  who: { nim: string; password: string; email: string },
  snap?: (step: '1-sign-in' | '2-otp') => Promise<unknown>,
  lang: Bahasa = 'id',
): Promise<void> {
  const [msg, authMsg, screenMsg] = [sideIn(MSG, lang), sideIn(AUTH_MSG, lang), sideIn(AUTH_SCREEN_MSG, lang)];
  await page.goto('/');
  await page.getByRole('button', { name: msg.navSignIn }).click();
  await page.getByRole('textbox', { name: msg.nimOrEmail }).fill(who.nim);
  const passwordField = page.locator('input[name="password"]');
  await passwordField.fill(who.password);
  await snap?.('1-sign-in');
  const started = nowSeconds();
  await passwordField.press('Enter');
  await page.waitForURL('**/otp');
  await page.getByText(authMsg.otpSent).first().waitFor();
  await snap?.('2-otp');
  await page.getByRole('textbox', { name: screenMsg.otpField }).fill(await pinFor(who.email, started));
  await page.getByRole('textbox', { name: screenMsg.otpField }).press('Enter');
  await page.waitForURL((u) => u.pathname !== '/otp' && u.pathname !== '/');
  await page.locator('#area-top-navigation').waitFor();
}

/** The claims the web app keeps of a session; a student's for an hour unless given. */
export interface PlantedClaims {
  nim: string;
  id_prodi: number | null;
  role?: string;
  /** Epoch seconds. */
  exp?: number;
}

/**
 * Signs the browser in without the sign-in screens: with `token`, the session cookie and a first
 * visit of `/`; then the claims the web app keeps in local storage (on the page open now).
 */
export async function signInAs(page: Page, claims: PlantedClaims, opts: { token?: string } = {}): Promise<void> {
  if (opts.token !== undefined) {
    const { SESSION_COOKIE } = await import('@functions/lib/session');
    await page.context().addCookies([{ name: SESSION_COOKIE, value: opts.token, url: baseUrl() }]);
    await page.goto('/');
  }
  const kept = JSON.stringify({
    role: claims.role ?? 'mahasiswa',
    nim: claims.nim,
    id_prodi: claims.id_prodi,
    exp: claims.exp ?? nowSeconds() + 3600,
  });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, kept] as const);
}

/**
 * Chooses an option of the Cloudscape Select labelled `label` (waits for its options to load),
 * inside `scope` (a card or dialog; the page by default).
 */
export async function chooseOption(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page): Promise<void> {
  const trigger = scope.getByRole('button', { name: label }).and(scope.locator('[aria-haspopup]')).first();
  const item = page.getByRole('option', { name: option }).first();
  // open it mid-screen: a list at the bottom edge keeps moving while the page scrolls to it
  await trigger.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  for (let attempt = 0; ; attempt++) {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    try {
      await item.waitFor({ timeout: 5000 });
      // the list may re-render (its options arriving) between finding the option and clicking it
      await item.click({ timeout: 3000 });
      return;
    } catch (error) {
      // the list was still loading, or the option went away under the click: close it (never with
      // Escape, which would also close a dialog around the select) and open it again
      if (attempt >= 3) throw error;
      if ((await trigger.getAttribute('aria-expanded')) === 'true') await trigger.click();
    }
  }
}

/**
 * Opens a dropdown menu and chooses an item that opens a dialog; again when the item or the dialog
 * did not come (a notice appearing or leaving moved the menu under the click, or closed it).
 */
export async function menuToDialog(page: Page, menu: Locator, item: string, dialog: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      // a click on an open menu's button would close it
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await page.getByRole('menuitem', { name: item, exact: true }).click({ timeout: 3000 });
      await dialog.waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

// --- the locators and checks of the admin screens' tests ----------------------------------------

/**
 * Waits until a notice with exactly `text` shows in the flashbar, then closes it. A notice hides
 * itself a few seconds after it shows and the page moves up by its height: closed here, that move
 * happens now, not under a later click (which would then land beside its button).
 */
export async function notice(page: Page, text: string): Promise<void> {
  const shown = page.locator('[class*="awsui_flashbar"] li').filter({ has: page.getByText(text, { exact: true }) });
  await shown.first().waitFor();
  // it may hide itself between the wait and the click
  await shown
    .first()
    .locator('[class*="awsui_dismiss-button_"]')
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await eventually(() => shown.count()).toBe(0);
}
/** The table rows holding `text`. */
export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
/** The dialog named `name`. */
export const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The page fits its width and has no serious accessibility finding (the shell's toolbar aside). */
export async function checkAdminPage(page: Page): Promise<void> {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * The result of the registration or activation wizard offers only the way onward: one action, and
 * no Batal, Previous or Next (sending accepted data again could only fail).
 */
export async function expectOnlyOnward(page: Page, onward: string): Promise<void> {
  const content = page.locator('.auth-page');
  for (const back of [AUTH_SCREEN_MSG.cancelButton, AUTH_SCREEN_MSG.previousButton, AUTH_SCREEN_MSG.nextButton]) {
    await expect(content.getByRole('button', { name: back, exact: true }).count()).resolves.toBe(0);
  }
  const actions = (await content.locator('a, button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  expect(actions).toEqual([onward]);
}
