/**
 * The accessibility sweep of the pages no other browser file reads with axe at a width: at 1280 and
 * 400 px, one context per role. A visitor reads every public page with a form or a text of its own
 * (register, forgotten password, the e-mailed links' pages with a spent link, the information pages,
 * not found), then signs in by keyboard only (Tab, typing, Enter: the sign-in popover and the
 * e-mailed code, each read with axe), opens the profile and the notification bell by keyboard.
 * Each staff role (verifier, admin jurusan, super admin, ppk) reads its own profile page, the admin
 * jurusan also the verification queue. The other pages and dialogs are read inside their own
 * journeys (docs/accessibility.md lists which file reads which page); every reading is logged to
 * tests/e2e/screenshots/axe-readings.jsonl.
 */
import { AUTH_SCREEN_MSG, MSG, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { SESSION_STORAGE_KEY } from '@web/app/claims';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, nowSeconds, tokenOf, userByNim } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { type PlantedClaims, pinFor } from '../support/browser-session';
import { tabTo } from '../support/keyboard';
import { baseUrl, DEMO_ACCOUNTS, type DemoAccountKey } from '../support/stack';

const { newPage } = browserPerFile();

/** A client-side visit (the router follows the history): the app and axe stay loaded, as after a link. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // a link page's token (in the fragment) leaves the address bar: the page's own path remains
  const pathname = new URL(path, 'http://app').pathname;
  await page.waitForURL((u) => u.pathname === pathname && u.hash === '');
}

const firstHeading = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent ?? null);

/** The page fits its width and has no serious or critical finding (`state`: what is open, for the log). */
async function readPage(page: Page, state?: string): Promise<void> {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { state })).toEqual([]);
}

/**
 * A staff member's page opened at once in a fresh context: the session cookie and the claims the
 * app keeps are in place before its first load (signInAs needs a load of '/' first).
 */
async function openSignedIn(width: number, session: (typeof staffSessions)[number]) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  const { SESSION_COOKIE } = await import('@functions/lib/session');
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: baseUrl() }]);
  const kept = JSON.stringify({ ...session.claims, exp: nowSeconds() + 3600 });
  await opened.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, kept] as const);
  await opened.page.goto(session.path);
  return opened;
}

/** Public pages not read elsewhere (the e-mailed links' pages with a spent link: they say so). */
const PUBLIC_PAGES = [
  '/register',
  '/forgot-password',
  '/reset-password#token=tautan-tidak-berlaku',
  '/activation#token=tautan-tidak-berlaku',
  '/akun/email#token=tautan-tidak-berlaku',
  '/terms-of-service',
  '/about-us',
  '/guide',
  '/faq',
  '/halaman-tidak-ada',
];

/** The staff roles' own profile pages (a ppk's is the student area's profile, its Akun section only), as the demo accounts. */
const STAFF: readonly [account: DemoAccountKey, path: string][] = [
  ['verifikator', '/verifikator/profile'],
  ['adminJurusan', '/admin/profile'],
  ['superAdmin', '/admin/profile'],
  ['ppk', '/user/profile'],
];

/** A planted session of each staff account (signing in is read by the keyboard journey). */
const staffSessions: { key: DemoAccountKey; path: string; token: string; claims: PlantedClaims }[] = [];

beforeAll(async () => {
  for (const [key, path] of STAFF) {
    const user = await userByNim(DEMO_ACCOUNTS[key].nim);
    if (!user) throw new Error(`no demo account ${key}`);
    staffSessions.push({ key, path, token: await tokenOf(user.id), claims: { role: user.role, nim: user.nim, id_prodi: user.id_prodi ?? null } });
  }
});

describe.each([1280, 400])('at %i px', (width) => {
  it('a visitor reads the public pages', async () => {
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: MSG.landingTitle }).waitFor();
    for (const path of PUBLIC_PAGES) {
      const before = await firstHeading(page);
      await visit(page, path);
      // the page's own heading (its lazy part loaded); a check still running shows a spinner, which axe waits out
      await page.waitForFunction((previous) => {
        const h1 = document.querySelector('h1');
        return h1 !== null && h1.textContent !== previous;
      }, before);
      await readPage(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student signs in by keyboard only, with the e-mailed code, and opens the profile and the bell', async () => {
    const who = await activeStudent();
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    // signing in without a mouse: Tab to the header's Sign In, Enter opens the popover
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: MSG.landingTitle }).waitFor();
    await page.locator('body').focus();
    await tabTo(page, page.getByRole('button', { name: MSG.navSignIn }));
    await page.keyboard.press('Enter');
    const nim = page.getByRole('textbox', { name: MSG.nimOrEmail });
    await tabTo(page, nim);
    await page.keyboard.type(who.nim);
    await tabTo(page, page.locator('input[name="password"]'));
    await page.keyboard.type(who.password);
    await readPage(page);
    const started = nowSeconds();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/otp');
    const otp = page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField });
    await otp.waitFor();
    await readPage(page);
    await tabTo(page, otp);
    await page.keyboard.type(await pinFor(who.email, started));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/user'));
    await page.locator('#area-top-navigation').waitFor();

    await visit(page, '/user/profile');
    await page.getByRole('heading', { name: PAGE_NAME_MSG.profile, level: 1 }).waitFor();
    await readPage(page);
    // the bell by keyboard: its drawer opens with Enter and is read open
    await tabTo(page, page.getByRole('button', { name: new RegExp(`^${VERIFIKASI_SCREEN_MSG.notifikasiBell}`) }), { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: VERIFIKASI_SCREEN_MSG.notifikasiTitle }).waitFor();
    await readPage(page, 'Notifikasi (drawer)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('each staff role reads its own profile page', async () => {
    for (const session of staffSessions) {
      const { page, context, errors } = await openSignedIn(width, session);
      await page.getByRole('heading', { name: AUTH_SCREEN_MSG.akunTitle }).first().waitFor();
      await readPage(page);
      // the admin's verification queue without a dialog (its dialogs are read by the verification files)
      if (session.key === 'adminJurusan') {
        await visit(page, '/admin/portofolio');
        await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.verifikasi }).waitFor();
        await readPage(page);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
