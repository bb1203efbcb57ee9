/**
 * Browser steps shared by the signed-in browser tests: the real sign-in through the landing
 * header (password, then the pin read from the mail store) and choosing an option of a
 * Cloudscape Select by its label.
 */
import { AUTH_MSG, AUTH_TEXT, MAIL_TEXT, MSG } from '@shared/messages';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nowSeconds, OTP_PATTERN } from './auth-flow';
import { pageOverflow, seriousViolations } from './browser';
import { lastMail } from './stack';

/** The sign-in code e-mailed to `email` after `after` (seconds), read from the mail store. */
export async function pinFor(email: string, after: number): Promise<string> {
  const mail = await lastMail(email, (m) => m.subject === MAIL_TEXT.otpSubject && m.at >= after, 10_000);
  return OTP_PATTERN.exec(mail.body.text ?? '')?.[1] ?? '';
}

/** The header popover, Enter in the password field, then the OTP from the mail store; ends in the role's area. */
export async function signInThroughHeader(page: Page, who: { nim: string; password: string; email: string }): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: MSG.navSignIn }).click();
  await page.getByRole('textbox', { name: MSG.nimOrEmail }).fill(who.nim);
  const passwordField = page.locator('input[name="password"]');
  await passwordField.fill(who.password);
  const started = nowSeconds();
  await passwordField.press('Enter');
  await page.waitForURL('**/otp');
  await page.getByText(AUTH_MSG.otpSent).first().waitFor();
  await page.getByRole('textbox', { name: AUTH_TEXT.otpField }).fill(await pinFor(who.email, started));
  await page.getByRole('textbox', { name: AUTH_TEXT.otpField }).press('Enter');
  await page.waitForURL((u) => u.pathname !== '/otp' && u.pathname !== '/');
  await page.locator('#area-top-navigation').waitFor();
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
 * Opens a dropdown menu and chooses an item that opens a dialog; again when the dialog did not
 * come (a notice appearing or leaving moved the menu under the click).
 */
export async function menuToDialog(page: Page, menu: Locator, item: string, dialog: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await menu.click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    try {
      await dialog.waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

// --- the locators and checks of the admin screens' tests ----------------------------------------

/** Waits until a notice with exactly `text` shows in the flashbar. */
export const notice = (page: Page, text: string) => page.locator('[class*="awsui_flashbar"]').getByText(text, { exact: true }).first().waitFor();
/** The table rows holding `text`. */
export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
/** The dialog named `name`. */
export const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The page fits its width and has no serious accessibility finding (the shell's toolbar aside). */
export async function checkAdminPage(page: Page): Promise<void> {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { exceptShellToolbar: true })).toEqual([]);
}
