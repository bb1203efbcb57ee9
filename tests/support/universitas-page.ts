/**
 * The browser steps of the master-data pages' tests (/admin/manajemen-universitas and
 * /admin/manajemen-prodi; e2e/admin-universitas-*.test.ts): each file's browser, screenshots and
 * super admin, the page's cards, fields and buttons, the Ya / Tidak confirmations, the status
 * control at either width, the page-at-rest check, and the faculties a file adds removed when it
 * ends (other files see the demo's lists).
 */
import { AUTH_SCREEN_MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { pointAtStack, staffAccount } from './auth-flow';
import { type BrowserHelpers, browserPerFile, pageOverflow, seriousViolations } from './browser';
import { chooseOption, eventually, screenshotsNamed } from './browser-session';
import { masterRepo } from './master-admin';

export interface UniversitasPageFile {
  newPage: BrowserHelpers['newPage'];
  /** Saves a screenshot named univ-<name>. */
  shot: ReturnType<typeof screenshotsNamed>;
  /** The file's super admin, from its first test on. */
  superAdmin: Awaited<ReturnType<typeof staffAccount>>;
}

/** The file's browser, its screenshots (univ-*.png) and, made before it, its super admin. */
export function universitasPageFile(): UniversitasPageFile {
  const { newPage, screenshot } = browserPerFile();
  const file = { newPage, shot: screenshotsNamed(screenshot, 'univ-') } as UniversitasPageFile;
  beforeAll(async () => {
    pointAtStack();
    file.superAdmin = await staffAccount('super admin');
  });
  return file;
}

/** The page is at rest: no serious axe finding, nothing wider than the screen. */
export async function checkPage(page: Page) {
  expect((await seriousViolations(page)).join('\n')).toBe('');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
}

export const card = (page: Page, kind: 'fakultas' | 'universitas' | 'prodi') => page.getByTestId(`kartu-${kind}`);
export const field = (scope: Locator, name: string) => scope.locator(`input[name="${name}"], textarea[name="${name}"]`);
export const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });
export const confirmDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Chooses an option of the Select whose label starts with `label`, inside `scope`. */
export const choose = (page: Page, scope: Locator, label: string, option: string | RegExp) =>
  chooseOption(page, new RegExp(`^${label}`), option, scope);

/** Aktif or Non-Aktif: buttons on a wide screen, a select on a narrow one (Cloudscape's segmented control). */
export async function chooseStatus(page: Page, scope: Locator, status: string) {
  const segment = scope.getByRole('radio', { name: status, exact: true }).or(button(scope, status)).first();
  if (await segment.isVisible()) await segment.click();
  else await choose(page, scope, UNIVERSITAS_SCREEN_MSG.status, status);
}

/** Answers the open Ya / Tidak confirmation titled `title`. */
export async function answer(page: Page, title: string, yes: boolean) {
  const dialog = confirmDialog(page, title);
  await dialog.waitFor();
  await button(dialog, yes ? AUTH_SCREEN_MSG.yes : AUTH_SCREEN_MSG.no).click();
  await eventually(() => dialog.count()).toBe(0);
}

/** Registers a hook that removes, after the file, the faculties added to the returned set (with their programs). */
export function removeFakultasAfterFile(): Set<number> {
  const created = new Set<number>();
  afterAll(async () => {
    const master = await masterRepo();
    for (const id of created) {
      for (const p of await master.listProdiOfFakultas(id)) await master.deleteProdi(p);
      const f = await master.getFakultas(id);
      if (f) await master.deleteFakultas(f);
    }
  });
  return created;
}
