/**
 * Keyboard-only steps of the browser tests: moving the focus with Tab (or Shift+Tab) until a
 * control has it, and checking that the focus shows. A journey built from these never clicks, so
 * a control that Tab cannot reach, or a trap that keeps the focus in one place, fails the test.
 */
import type { Locator, Page } from 'playwright-core';

/** A file as the tests hand it to an upload control. */
type FilePayload = { name: string; mimeType: string; buffer: Buffer };

import { expect } from 'vitest';

/** Whether `target` (or a control inside it) has the focus now. */
const focusedIn = (target: Locator) =>
  target
    .first()
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
    .catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times; fails
 * when it never does (unreachable, or a trap). Then checks the focus shows (`focusShows`).
 */
export async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = opts.back ? 'Shift+Tab' : 'Tab';
  const max = opts.max ?? 40;
  for (let presses = 0; !(await focusedIn(target)); presses++) {
    if (presses >= max) {
      const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
      throw new Error(`${key} x${max} never reached the control; the focus is on ${at}`);
    }
    await page.keyboard.press(key);
  }
  expect(await focusShows(page), 'the focused control shows its focus').toBe(true);
}

/**
 * Whether the focused element draws a focus indicator: an outline or a box shadow on itself or on
 * its ::before or ::after box (Cloudscape draws its focus ring on a pseudo-element).
 */
export function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    return [null, '::before', '::after'].some((pseudo) => drawn(getComputedStyle(el, pseudo)));
  });
}

/** The text of the option a listbox highlights now (its `aria-activedescendant`, or the highlighted one). */
const highlightedOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : document.querySelector('[role="option"][class*="highlighted"]');
    return option?.textContent ?? '';
  });

/**
 * Chooses `option` of a Cloudscape Select by keyboard: Tab to its trigger, Enter opens the list,
 * ArrowDown moves to the option (at most `max` steps), Enter chooses it.
 */
export async function chooseByKeyboard(page: Page, trigger: Locator, option: string, max = 40): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option }).first().waitFor();
  for (let steps = 0; !(await highlightedOption(page)).includes(option); steps++) {
    if (steps >= max) throw new Error(`ArrowDown x${max} never reached the option ${option}`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/**
 * Gives the focused upload button its file the keyboard way: Space (then Enter) opens the file
 * chooser, which takes the file. In a full run the headless browser sometimes opens no chooser for
 * either key although the button has the focus (never alone); the file then goes straight into the
 * button's own file input, which is what the chooser would do, with a warning in the run's output.
 */
export async function chooseFileByKeyboard(page: Page, input: Locator, file: FilePayload): Promise<void> {
  for (const key of ['Space', 'Enter']) {
    const opened = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null);
    await page.keyboard.press(key);
    const chooser = await opened;
    if (chooser) return chooser.setFiles(file);
  }
  console.warn('neither Space nor Enter opened a file chooser: the file is set on the input');
  await input.setInputFiles(file);
}
