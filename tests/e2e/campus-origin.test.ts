/**
 * The local server's one origin (infra/local/canonical-origin.ts) in a real browser: a campus
 * sign-in begun under the other loopback name of the stack's port (localhost when the stack's
 * address is 127.0.0.1, as in the test stacks; 127.0.0.1 under `npm start`, whose address is
 * localhost) is sent to the stack's origin before any cookie is set, and ends in the student area
 * instead of the expired sign-in. Screenshots: tests/e2e/screenshots/campus-origin-*.png.
 */
import { DEMO_SSO_PASSWORD } from '@infra/local/oidc-stand-in';
import { ssoApi } from '@shared/api/sso';
import { AUTH_MSG, AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, nowSeconds, pointAtStack } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { pinFor, screenshotsNamed } from '../support/browser-session';
import { baseUrl } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'campus-origin-', { fromTop: true });

/** The stack's origin and the same port under the other loopback name. */
function origins(): { canonical: URL; other: URL } {
  const canonical = new URL(baseUrl());
  const other = new URL(canonical.origin);
  other.hostname = canonical.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return { canonical, other };
}

let student: { nim: string; email: string };

beforeAll(async () => {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const who = freshIdentity('K');
  student = { nim: who.nim, email: `${who.nim.toLowerCase()}@mhs.demo.ac.id` };
  await usersRepo.create({
    nim: student.nim,
    email: student.email,
    role: 'mahasiswa',
    id_prodi: 1,
    nama: 'Mahasiswa Asal Lain',
    password_hash: 'x',
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
  });
});

describe('one origin for the local server', () => {
  it('redirects the other host name to the stack origin before anything answers or sets a cookie', async () => {
    const { canonical, other } = origins();
    for (const path of ['/masuk-kampus?x=1', ssoApi.routes.start.path]) {
      const res = await fetch(new URL(path, other), { redirect: 'manual' });
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe(new URL(path, canonical).href);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it.each([1280, 400])('a campus sign-in begun under the other host name lands in the student area at %i px', async (width) => {
    const { canonical, other } = origins();
    const { page, context, errors } = await newPage(width);
    await page.goto(`${other.origin}/`);
    expect(new URL(page.url()).origin).toBe(canonical.origin);
    await page.getByRole('button', { name: MSG.navSignIn }).click();
    await page.getByRole('link', { name: AUTH_MSG.ssoButton }).click();
    await page.getByLabel('Email kampus').fill(student.email);
    await page.getByLabel('Password').fill(DEMO_SSO_PASSWORD);
    const started = nowSeconds();
    await page.getByRole('button', { name: 'Masuk dan izinkan' }).click();
    await page.waitForURL('**/otp');
    expect(new URL(page.url()).origin).toBe(canonical.origin);
    await page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField }).fill(await pinFor(student.email, started));
    await page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField }).press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/user'));
    await page.locator('#area-top-navigation').waitFor();
    await page.getByText('Mahasiswa Asal Lain').first().waitFor();
    await shot(page, `${width}-student-area`);
    // the other name never got a cookie: everything happened under the stack's origin
    expect((await context.cookies(other.origin)).map((c) => c.name)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
