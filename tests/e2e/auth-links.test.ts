/**
 * The e-mailed links in a real browser (Chromium) and the wizards' result steps, at 1280 and 400 px:
 * a student added by an admin (no password) follows the activation link, whose token leaves the
 * address bar at once, sets a password in the wizard's Password step, completes the data, ends
 * signed in, and signs in again with that password; the reset link in its fragment form and in its
 * old path form, and an old activation link, each ending without the token in the address bar; a
 * refused registration, whose
 * result offers only the way back to the data (no Batal, no Previous). Screenshots go to
 * tests/e2e/screenshots/links-*.png.
 */
import { AUTH_MSG, AUTH_SCREEN_MSG, MAIL_MSG, MSG } from '@shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_PASSWORDS, activationOf, addedStudent, canSignIn, FRESH_PASSWORD, linkOf, registerStudent } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { chooseOption, expectOnlyOnward, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { api, baseUrl, lastMail } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'links-', { fromTop: true });

const next = (page: Page) => page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();

/** The address bar holds neither a fragment nor the token. */
function expectAddressWithout(page: Page, path: string, token: string) {
  expect(page.url()).toBe(`${baseUrl()}${path}`);
  expect(page.url()).not.toContain(token);
}

async function fillBiodata(page: Page) {
  await page.locator('input[name="nama"]').fill('Dewi Lestari');
  await page.locator('input[name="nik"]').fill('1271000000000003');
  await chooseOption(page, AUTH_SCREEN_MSG.fieldAgama, 'Islam');
  await page.getByText('Perempuan').click();
  await page.locator('input[name="tempat_lahir"]').fill('Medan');
  await page.locator('input[name="tanggal_lahir"]').fill('17/08/2003');
  await page.locator('textarea').first().fill('Jl. Gatot Subroto No. 5');
  await chooseOption(page, AUTH_SCREEN_MSG.fieldProvinsi, 'Sumatera Utara');
  await chooseOption(page, AUTH_SCREEN_MSG.fieldKota, /Kota Medan/);
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a student added by an admin activates with the Password step, ends signed in, and signs in with that password', async () => {
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    const w = `added-${width}`;
    const who = await addedStudent();
    const { link, encoded, mail } = await activationOf(who.email);
    expect(mail.body.text).toContain(MAIL_MSG.activationIntroCreated(who.nim, true));

    await page.goto(link.slice(baseUrl().length));
    await page.getByText(AUTH_MSG.emailVerified).first().waitFor();
    expectAddressWithout(page, '/activation', encoded);
    await shot(page, `${w}-1-link`);
    await next(page);

    // the password step: the registration's rules and messages
    await page.getByText(AUTH_SCREEN_MSG.activationStepPasswordDesc).first().waitFor();
    await next(page);
    await page.getByText(MSG.required).first().waitFor();
    await page.locator('input[name="password"]').fill('Pendek1');
    await page.locator('input[name="password_confirmation"]').fill('Lain#Sekali1');
    await page.getByText(MSG.passwordLength).first().waitFor();
    await page.getByText(MSG.passwordMismatch).first().waitFor();
    await shot(page, `${w}-2-password-errors`);
    await page.locator('input[name="password"]').fill(ACTIVATION_PASSWORDS.password);
    await page.locator('input[name="password_confirmation"]').fill(ACTIVATION_PASSWORDS.password_confirmation);
    await shot(page, `${w}-3-password`);
    await next(page);

    await page.locator('input[name="nama"]').waitFor();
    await fillBiodata(page);
    await shot(page, `${w}-4-biodata`);
    await next(page);
    await page.locator('input[name="no_hp"]').fill('+62 813-1111-2222');
    await shot(page, `${w}-5-contact`);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.activationSubmit }).click();

    // the result: activated and signed in, one way onward
    await page.getByText(AUTH_MSG.activated).first().waitFor();
    await shot(page, `${w}-6-done`);
    await expectOnlyOnward(page, AUTH_SCREEN_MSG.toDashboard);
    await page.getByRole('link', { name: AUTH_SCREEN_MSG.toDashboard }).click();
    await page.waitForURL((u) => u.pathname === '/user/dashboard');
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session).toMatchObject({ claims: { role: 'mahasiswa', nim: who.nim }, account: { email_verified: true, is_data_complete: true } });

    // signed out, she signs in with the password she set
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInThroughHeader(page, { nim: who.nim, password: ACTIVATION_PASSWORDS.password, email: who.email });
    expect(new URL(page.url()).pathname.startsWith('/user')).toBe(true);
    await shot(page, `${w}-7-signed-in`);
    expect(errors).toEqual([]);
  });

  it('a refused registration offers only the way back to the data, which keeps what was typed', async () => {
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    const taken = await registerStudent();
    await page.goto('/register');
    await page.locator('input[name="nim"]').fill(taken.nim);
    await page.locator('input[name="email"]').fill(taken.email);
    await page.locator('input[name="password"]').fill(FRESH_PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill(FRESH_PASSWORD);
    await next(page);
    await chooseOption(page, AUTH_SCREEN_MSG.fieldFakultas, /Teknik/);
    await chooseOption(page, AUTH_SCREEN_MSG.fieldProdi, /Informatika/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.registerSubmit }).click();
    await page.getByText(AUTH_MSG.duplicateAccount).first().waitFor();
    await page.getByText(MSG.registrationFailed).first().waitFor();
    await shot(page, `register-failed-${width}`);
    await expectOnlyOnward(page, AUTH_SCREEN_MSG.fixData);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.fixData }).click();
    await expect(page.locator('input[name="nim"]').inputValue()).resolves.toBe(taken.nim);
    expect(errors).toEqual([]);
  });
});

describe('the links, new and old form', () => {
  const requestReset = (email: string) => api('POST', '/api/auth/password/request-reset', { body: { email } });

  async function resetThroughPage(page: Page, password: string) {
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password_confirmation"]').fill(password);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.resetSubmit }).click();
    await page.getByText(MSG.resetDone).first().waitFor();
  }

  it('in its fragment form: the page takes the token off the address bar and resets', async () => {
    const { page, errors } = await newPage(400, { baseURL: baseUrl() });
    const who = await registerStudent();
    await requestReset(who.email);
    const mail = await lastMail(who.email, (m) => m.subject === MAIL_MSG.resetSubject);
    const { link, token } = linkOf(mail.body.text ?? '', 'reset');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(link.slice(baseUrl().length));
    await page.locator('input[name="password"]').waitFor();
    expectAddressWithout(page, '/reset-password', token);
    await shot(page, 'reset-fragment-400');
    await resetThroughPage(page, 'Fragmen#2024');
    // the token went to the API in the body only: no request of the page carried it
    expect(requested.filter((u) => u.includes(token))).toEqual([]);
    expect(await canSignIn(who.nim, 'Fragmen#2024')).toBe(true);
    // opened again (no token left in the address), the page says so and offers a new link
    await page.goto('/reset-password');
    await page.getByText(AUTH_MSG.resetInvalid).first().waitFor();
    await shot(page, 'reset-without-token-400');
    expect(errors).toEqual([]);
  });

  it('in its old path form, mailed before the change: the same page, the token gone from the address bar', async () => {
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    const who = await registerStudent();
    await requestReset(who.email);
    const mail = await lastMail(who.email, (m) => m.subject === MAIL_MSG.resetSubject);
    const { token } = linkOf(mail.body.text ?? '', 'reset');
    await page.goto(`/forgot-password/${token}`);
    await page.locator('input[name="password"]').waitFor();
    await page.waitForURL((u) => u.pathname === '/reset-password' && u.hash === '');
    expectAddressWithout(page, '/reset-password', token);
    await resetThroughPage(page, 'Jalur#Lama2024');
    await shot(page, 'reset-old-link-1280');
    expect(await canSignIn(who.nim, 'Jalur#Lama2024')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an activation link of the old path form opens the wizard the same way, the token gone from the address bar', async () => {
    const { page, errors } = await newPage(400, { baseURL: baseUrl() });
    const who = await registerStudent();
    const { encoded } = await activationOf(who.email);
    await page.goto(`/activation/${encoded}`);
    await page.getByText(AUTH_MSG.emailVerified).first().waitFor();
    expectAddressWithout(page, '/activation', encoded);
    // a self-registered student: no Password step, straight to the biodata
    await next(page);
    await page.locator('input[name="nama"]').waitFor();
    await expect(page.getByText(AUTH_SCREEN_MSG.activationStepPasswordDesc).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
