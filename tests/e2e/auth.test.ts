/**
 * Accounts and sign-in in a real browser (Chromium), at 1280 and 400 px: register, read the
 * activation mail from the local mail store, activate with a photo, sign in with the OTP read from
 * the mail store, land on the role's page, sign out; the same sign-in for a verifier, an admin and
 * ppk (each reaches its own area and no other); the warning page; the forgot-password round trip;
 * the account settings; campus sign-in through the local identity provider (a student, an admin,
 * a refusal). Screenshots of each step go to tests/e2e/screenshots/auth-*.png.
 */
import { DEMO_SSO_PASSWORD } from '@infra/local/oidc-stand-in';
import { SSO_RETURN_PATH } from '@shared/api/sso';
import { AUTH_MSG, AUTH_SCREEN_MSG, MAIL_MSG, MSG } from '@shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activationOf, FRESH_PASSWORD, freshIdentity, linkOf, nowSeconds, registerStudent } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { chooseOption, eventually, expectOnlyOnward, pinFor, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { rowShadedPng } from '../support/images';
import { baseUrl, DEMO_ACCOUNTS, lastMail } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'auth-', { fromTop: true });

async function signOutFromHeader(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: MSG.navSignOut }).click();
  await page.getByRole('button', { name: MSG.navSignIn }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  // the cookie is gone too: the API no longer knows the browser
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  expect(session).toEqual({ claims: null, account: null });
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a new student registers, activates with a photo, signs in with the e-mailed OTP, reaches the student area and signs out', async () => {
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    const w = `student-${width}`;
    const who = freshIdentity('W');

    // register: step 0 rules, then the program, then the result
    await page.goto('/register');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();
    await expect(page.getByText(MSG.required).count()).resolves.toBe(4);
    await page.locator('input[name="nim"]').fill('21-01');
    await page.locator('input[name="email"]').fill(who.email);
    await page.locator('input[name="password"]').fill(FRESH_PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill('Lain#Sekali1');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();
    await page.getByText(MSG.nimAlnum).first().waitFor();
    await page.getByText(MSG.passwordMismatch).first().waitFor();
    await shot(page, `${w}-01-register-errors`);
    await page.locator('input[name="nim"]').fill(who.nim);
    await page.locator('input[name="password_confirmation"]').fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.registerSubmit }).click();
    await page.getByText(MSG.checkBox).first().waitFor();
    await expect(page.getByText(MSG.chooseOption).count()).resolves.toBe(2);
    // Previous returns one step, keeping what was typed
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.previousButton }).click();
    await expect(page.locator('input[name="nim"]').inputValue()).resolves.toBe(who.nim);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();
    await chooseOption(page, AUTH_SCREEN_MSG.fieldFakultas, /Teknik/);
    await chooseOption(page, AUTH_SCREEN_MSG.fieldProdi, /Informatika/);
    await page.getByRole('checkbox').check();
    await shot(page, `${w}-02-register-prodi`);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.registerSubmit }).click();
    await page.getByText(AUTH_MSG.registered).first().waitFor();
    await shot(page, `${w}-03-register-done`);
    // the result offers only the way onward: sending the accepted data again could only fail
    await expectOnlyOnward(page, MSG.backHome);

    // the activation mail from the local mail store
    const { link, encoded } = await activationOf(who.email);
    expect(link.startsWith(`${baseUrl()}/activation#token=`)).toBe(true);
    await page.goto(link.slice(baseUrl().length));
    await page.getByText(AUTH_MSG.emailVerified).first().waitFor();
    // the token left the address bar (and no history entry keeps it)
    expect(page.url()).toBe(`${baseUrl()}/activation`);
    expect(page.url()).not.toContain(encoded);
    await shot(page, `${w}-04-activation-link`);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();

    // biodata: the rules first, then a photo and the fields
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();
    await page.getByText(MSG.chooseOneOption, { exact: true }).first().waitFor();
    await page.locator('input[name="nama"]').fill('Wulan 2');
    await page.locator('input[type="file"]').setInputFiles({ name: 'wulan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan foto') });
    await page.getByText(MSG.uploadWrongImageType).first().waitFor();
    await shot(page, `${w}-05-activation-biodata-errors`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'wulan.png', mimeType: 'image/png', buffer: rowShadedPng() });
    await page.getByText(AUTH_SCREEN_MSG.uploaded).first().waitFor();
    await page.locator('input[name="nik"]').fill('1271000000000002');
    await chooseOption(page, AUTH_SCREEN_MSG.fieldAgama, 'Islam');
    await page.getByText('Perempuan').click();
    await page.locator('input[name="tempat_lahir"]').fill('Pematangsiantar');
    await page.locator('input[name="tanggal_lahir"]').fill('2003-08-17');
    await page.locator('textarea').first().fill('Jl. Sisingamangaraja No. 1');
    await chooseOption(page, AUTH_SCREEN_MSG.fieldProvinsi, 'Sumatera Utara');
    await chooseOption(page, AUTH_SCREEN_MSG.fieldKota, /Kota Medan/);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();
    await page.getByText(MSG.illegalName).first().waitFor();
    await page.getByText(MSG.invalidDate).first().waitFor();
    await page.locator('input[name="nama"]').fill("Wulan Sari Nur'aini");
    await page.locator('input[name="tanggal_lahir"]').fill('17/08/2003');
    await shot(page, `${w}-06-activation-biodata`);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.nextButton }).click();

    // contact: phone rule, social media with the link rule
    await page.locator('input[name="no_hp"]').fill('nomor saya');
    await chooseOption(page, AUTH_SCREEN_MSG.sosmedType, 'Instagram');
    await page.getByRole('textbox', { name: `${AUTH_SCREEN_MSG.fieldSosmed} ${AUTH_SCREEN_MSG.sosmedName}` }).fill('wulan.sari');
    const linkField = page.getByRole('textbox', { name: `${AUTH_SCREEN_MSG.fieldSosmed} ${AUTH_SCREEN_MSG.sosmedLink}` });
    await linkField.fill('instagram.com/wulan.sari');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.sosmedSave }).click();
    await page.getByText(MSG.invalidLink).first().waitFor();
    await linkField.fill('https://instagram.com/wulan.sari');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.sosmedSave }).click();
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.activationSubmit }).click();
    await page.getByText(MSG.invalidPhone).first().waitFor();
    await shot(page, `${w}-07-activation-contact-errors`);
    await page.locator('input[name="no_hp"]').fill('+62 812-3456-7890');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.activationSubmit }).click();

    // result, then /user/dashboard after 5 seconds, signed in by the activation (the link proved the
    // e-mail): the dashboard shows the new student's profile card
    await page.getByText(AUTH_MSG.activated).first().waitFor();
    // the countdown at whatever second the test sees it (late on a loaded machine): the page then
    // waits at least the seconds it shows, less the one running (an immediate redirect shows none)
    const [before, after] = AUTH_SCREEN_MSG.activationRedirect(9)
      .split('9')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const countdown = page.getByText(new RegExp(`${before}[1-5]${after}`)).first();
    await countdown.waitFor();
    const seen = Date.now();
    const left = Number(/[1-5]/.exec(await countdown.innerText({ timeout: 2_000 }).catch(() => ''))?.[0] ?? 1);
    await shot(page, `${w}-08-activation-done`);
    await expectOnlyOnward(page, AUTH_SCREEN_MSG.toDashboard);
    await page.waitForURL((u) => !u.pathname.startsWith('/activation'), { timeout: 15_000 });
    expect(Date.now() - seen).toBeGreaterThanOrEqual((left - 1) * 1000);
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
    await page.getByRole('heading', { level: 2, name: "Wulan Sari Nur'aini" }).waitFor();
    await expect(page.getByText(MSG.notSignedIn).count()).resolves.toBe(0);
    const activated = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(activated).toMatchObject({ claims: { role: 'mahasiswa', nim: who.nim }, account: { email_verified: true, is_data_complete: true } });
    await signOutFromHeader(page);

    // sign in again with the OTP from the mail store and land in the student area
    await signInThroughHeader(page, { nim: who.nim, password: FRESH_PASSWORD, email: who.email }, (step) => shot(page, `${w}-${step}`));
    expect(new URL(page.url()).pathname.startsWith('/user')).toBe(true);
    await page.goto('/user/profile#akun');
    await page.getByRole('heading', { name: AUTH_SCREEN_MSG.akunTitle }).waitFor();
    await expect(page.locator('input[name="nama"]').inputValue()).resolves.toBe("Wulan Sari Nur'aini");
    await expect(page.locator('input[name="nama"]').isDisabled()).resolves.toBe(true);
    await shot(page, `${w}-09-student-area`);

    // no other area
    await page.goto('/admin/dashboard');
    await page.getByText(MSG.forbidden).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/verifikator');
    await page.getByText(MSG.forbidden).first().waitFor();

    await signOutFromHeader(page);
    await shot(page, `${w}-10-signed-out`);
    expect(errors).toEqual([]);
  });
});

describe('staff sign in through the real OTP flow and reach their own area only', () => {
  it.each([
    ['verifikator', DEMO_ACCOUNTS.verifikator, '/verifikator', { '/admin': MSG.forbidden, '/user/profile': MSG.areaEmpty }],
    ['admin', DEMO_ACCOUNTS.superAdmin, '/admin', { '/verifikator': MSG.forbidden, '/user/profile': MSG.areaEmpty }],
    ['admin-jurusan', DEMO_ACCOUNTS.adminJurusan, '/admin', { '/verifikator': MSG.forbidden, '/user/profile': MSG.areaEmpty }],
    ['ppk', DEMO_ACCOUNTS.ppk, '/user', { '/admin': MSG.forbidden, '/verifikator': MSG.forbidden }],
  ] as const)('%s', async (name, account, home, elsewhere) => {
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    await signInThroughHeader(page, account, (step) => shot(page, `${name}-${step}`));
    expect(new URL(page.url()).pathname.startsWith(home)).toBe(true);
    await shot(page, `${name}-3-landed`);
    await page.goto(`${home}/profile`);
    await page.getByRole('heading', { name: AUTH_SCREEN_MSG.akunTitle }).waitFor();
    await expect(page.locator('input[name="nama"]').inputValue()).resolves.toBe(account.nama);
    await shot(page, `${name}-4-profile`);
    for (const [path, notice] of Object.entries(elsewhere)) {
      await page.goto(path);
      await page.getByText(notice).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    // the profile menu of the area layout: Profile and Logout
    await page.goto(home);
    await page.getByRole('button', { name: account.nim }).first().click();
    await expect(page.getByRole('menuitem', { name: MSG.menuProfile }).count()).resolves.toBe(1);
    await page.getByRole('menuitem', { name: MSG.menuLogout }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: MSG.navSignIn }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the OTP screen: a wrong pin, Kirim Ulang, and no way in without a pending login', async () => {
    const { page, errors } = await newPage(400, { baseURL: baseUrl() });
    await page.goto('/otp');
    await page.waitForURL((u) => u.pathname === '/');
    const who = await registerStudent();
    await page.getByRole('button', { name: MSG.navSignIn }).click();
    await page.getByRole('textbox', { name: MSG.nimOrEmail }).fill(who.nim);
    await page.locator('input[name="password"]').fill('Salah#12345');
    await page.getByRole('button', { name: MSG.loginButton }).click();
    await page.getByText(MSG.wrongCredentials).first().waitFor();
    await shot(page, 'otp-400-1-wrong-password');
    await page.locator('input[name="password"]').fill(who.password);
    await page.getByRole('button', { name: MSG.loginButton }).click();
    await page.waitForURL('**/otp');
    // the page keeps the NIM, the message and the expiry; never the password
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage) + JSON.stringify(window.sessionStorage));
    expect(stored).not.toContain(who.password);
    expect(stored).toContain(who.nim);
    await page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField }).fill('000000');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.otpSubmit }).click();
    await page.getByText(MSG.wrongOtp).first().waitFor();
    // a failing server shows an error; another 4xx its message as a warning
    const answer = (status: number, message: string) =>
      page.route('**/api/auth/login/otp', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }));
    await answer(500, MSG.serverError);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.otpSubmit }).click();
    await page.locator('[class*="awsui_flash-type-error"]', { hasText: MSG.serverError }).first().waitFor();
    await shot(page, 'otp-400-1b-server-error');
    await page.unroute('**/api/auth/login/otp');
    await answer(429, MSG.tooManyRequests);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.otpSubmit }).click();
    await page.locator('[class*="awsui_flash-type-warning"]', { hasText: MSG.tooManyRequests }).first().waitFor();
    await page.unroute('**/api/auth/login/otp');
    const started = nowSeconds();
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.otpResend }).click();
    await page.getByText(MSG.otpResent).first().waitFor();
    await shot(page, 'otp-400-2-resent');
    await page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField }).fill(await pinFor(who.email, started));
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.otpSubmit }).click();
    // an unverified student: the warning page with Ajukan Aktivasi
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.warningButton }).waitFor();
    await shot(page, 'otp-400-3-warning-page');
    const before = nowSeconds();
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.warningButton }).click();
    await page.getByText(MSG.verificationResent).first().waitFor();
    await lastMail(who.email, (m) => m.subject === MAIL_MSG.activationSubject && m.at >= before);
    await shot(page, 'otp-400-4-warning-resent');
    expect(errors).toEqual([]);
  });
});

describe('forgot password and account settings', () => {
  it('round trip: request, e-mailed link, new password (once), sign in with it', async () => {
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    const who = await registerStudent();
    await page.goto('/forgot-password');
    await page.locator('input[name="email"]').fill('bukan-email');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.forgotSubmit }).click();
    await page.getByText(MSG.fillCorrectlyForgot).first().waitFor();
    await page.getByText(MSG.invalidEmail).first().waitFor();
    await shot(page, 'reset-1-request-error');
    await page.locator('input[name="email"]').fill(who.email);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.forgotSubmit }).click();
    await page.getByText(AUTH_SCREEN_MSG.forgotDoneTitle).first().waitFor();
    await page.getByText(MSG.resetRequested).first().waitFor();
    await shot(page, 'reset-2-requested');

    const mail = await lastMail(who.email, (m) => m.subject === MAIL_MSG.resetSubject);
    const { link, token } = linkOf(mail.body.text ?? '', 'reset');
    await page.goto(link.slice(baseUrl().length));
    await page.waitForURL((u) => u.hash === '');
    expect(page.url()).not.toContain(token);
    await page.locator('input[name="password"]').fill('Baru#Sekali9');
    await page.locator('input[name="password_confirmation"]').fill('Beda#Sekali9');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.resetSubmit }).click();
    await page.getByText(MSG.passwordMismatch).first().waitFor();
    await shot(page, 'reset-3-mismatch');
    await page.locator('input[name="password_confirmation"]').fill('Baru#Sekali9');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.resetSubmit }).click();
    await page.getByText(MSG.resetDone).first().waitFor();
    await shot(page, 'reset-4-done');
    // the link is single use (the old path form opens the same page)
    await page.goto(`/forgot-password/${token}`);
    await page.locator('input[name="password"]').fill('Lagi#Sekali9');
    await page.locator('input[name="password_confirmation"]').fill('Lagi#Sekali9');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.resetSubmit }).click();
    await page.getByText(AUTH_MSG.resetInvalid).first().waitFor();

    // sign in with the new password (an unverified student: the warning page)
    await signInThroughHeader(page, { nim: who.nim, password: 'Baru#Sekali9', email: who.email }, (step) => shot(page, `reset-${step}`));
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.warningButton }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a verifier edits name, e-mail and password in /verifikator/profile; a wrong old password is refused; the new address is confirmed by its link', async () => {
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    const { staffAccount } = await import('../support/auth-flow');
    const v = await staffAccount('verifikator');
    await signInThroughHeader(page, { nim: v.nim, password: v.password, email: v.email }, (step) => shot(page, `verifier-profile-${step}`));
    await page.goto('/verifikator/profile');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.edit }).click();
    await page.locator('input[name="nama"]').fill('Rina Verifikator');
    const newEmail = `baru.${v.email}`;
    await page.locator('input[name="email"]').fill(newEmail);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.changePassword }).click();
    await page.locator('input[name="password"]').fill('Baru#Verif77');
    await page.locator('input[name="password_confirmation"]').fill('Baru#Verif78');
    await page.getByText(MSG.passwordMismatch).first().waitFor();
    await page.getByText(AUTH_SCREEN_MSG.passwordOk).first().waitFor();
    await shot(page, 'verifier-profile-1-edit');
    await page.locator('input[name="password_confirmation"]').fill('Baru#Verif77');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.save }).click();
    await page.locator('input[name="old_password"]').fill('Salah#12345');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await page.getByText(AUTH_MSG.oldPasswordWrong).first().waitFor();
    await shot(page, 'verifier-profile-2-wrong-old');
    await page.locator('input[name="old_password"]').fill(v.password);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await page.getByText(AUTH_MSG.emailChangeSent(newEmail)).first().waitFor();
    await expect(page.locator('input[name="nama"]').inputValue()).resolves.toBe('Rina Verifikator');
    await expect(page.locator('input[name="nama"]').isDisabled()).resolves.toBe(true);
    // the account keeps its address until the new one confirms itself
    await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe(v.email);
    await page.getByText(AUTH_SCREEN_MSG.emailPendingHeader).waitFor();
    await shot(page, 'verifier-profile-3-saved');
    const mail = await lastMail(newEmail, (m) => m.subject === MAIL_MSG.emailConfirmSubject);
    const { link, token } = linkOf(mail.body.text ?? '', 'emailConfirm');
    await page.goto(link);
    await page.getByText(AUTH_MSG.emailConfirmed).waitFor();
    expect(page.url()).not.toContain(token);
    await shot(page, 'verifier-profile-4-email-confirmed');
    await page.goto('/verifikator/profile');
    await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe(newEmail);
    // the session continues after the password change
    await page.reload();
    await page.getByRole('heading', { name: AUTH_SCREEN_MSG.akunTitle }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a student changes the password in the Akun section; name and e-mail stay fixed; discard reloads', async () => {
    const { page, errors } = await newPage(400, { baseURL: baseUrl() });
    const { activeStudent } = await import('../support/auth-flow');
    const who = await activeStudent();
    await signInThroughHeader(page, { nim: who.nim, password: who.password, email: who.email }, (step) => shot(page, `student-akun-${step}`));
    await page.goto('/user/profile#akun');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.edit }).click();
    await expect(page.locator('input[name="nama"]').isDisabled()).resolves.toBe(true);
    await expect(page.locator('input[name="email"]').isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.changePassword }).click();
    await page.locator('input[name="password"]').fill('Ganti#Pass77');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.discard }).click();
    await expect(page.locator('input[name="password"]').count()).resolves.toBe(0);
    // Batal reloads the account: an Edit pressed while that read is under way can be undone by it
    const changePassword = page.getByRole('button', { name: AUTH_SCREEN_MSG.changePassword });
    await eventually(async () => {
      if (!(await changePassword.isVisible()))
        await page
          .getByRole('button', { name: AUTH_SCREEN_MSG.edit })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      return changePassword.isVisible();
    }).toBe(true);
    await changePassword.click();
    await page.locator('input[name="password"]').fill('Ganti#Pass77');
    await page.locator('input[name="password_confirmation"]').fill('Ganti#Pass77');
    await shot(page, 'student-akun-1-edit');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.save }).click();
    await page.locator('input[name="old_password"]').fill(who.password);
    await shot(page, 'student-akun-2-confirm');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await page.getByText(MSG.accountUpdated).first().waitFor();
    await shot(page, 'student-akun-3-saved');
    await page.reload();
    await page.getByRole('heading', { name: AUTH_SCREEN_MSG.akunTitle }).waitFor();
    expect(errors).toEqual([]);
  });

  it('an activation link that decodes to another origin is not followed', async () => {
    const { page } = await newPage(400, { baseURL: baseUrl() });
    const foreign = Buffer.from('https://evil.example/api/auth/activation/verify?token=x').toString('base64url');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`/activation#token=${foreign}`);
    await page.getByText(MSG.activationTokenError).first().waitFor();
    expect(requests.some((u) => u.includes('evil.example'))).toBe(false);
    await shot(page, 'activation-foreign-link');
  });
});

describe('campus sign-in through the local identity provider', () => {
  /** 'Masuk dengan akun kampus' from the header, the provider's page, then back in the app (the code step: the local provider enforces no MFA). */
  async function campusSignIn(page: Page, who: { email: string }, name: string) {
    await page.goto('/');
    await page.getByRole('button', { name: MSG.navSignIn }).click();
    await page.getByRole('link', { name: AUTH_MSG.ssoButton }).click();
    await page.getByLabel('Email kampus').fill(who.email);
    await page.getByLabel('Password').fill(DEMO_SSO_PASSWORD);
    await shot(page, `${name}-1-provider`);
    const started = nowSeconds();
    await page.getByRole('button', { name: 'Masuk dan izinkan' }).click();
    await page.waitForURL('**/otp');
    await page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField }).fill(await pinFor(who.email, started));
    await page.getByRole('textbox', { name: AUTH_SCREEN_MSG.otpField }).press('Enter');
    await page.waitForURL((u) => u.pathname !== '/otp' && u.pathname !== '/');
    await page.locator('#area-top-navigation').waitFor();
    await shot(page, `${name}-2-landed`);
  }

  /** Signed out without the header's round trip (that is tested above): no cookie, no kept claims. */
  async function forget(page: Page) {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }

  it.each([1280, 400])('a student and an admin sign in with their campus accounts at %i px', async (width) => {
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    await campusSignIn(page, DEMO_ACCOUNTS.budi, `sso-${width}-student`);
    expect(new URL(page.url()).pathname.startsWith('/user')).toBe(true);
    await forget(page);
    await campusSignIn(page, DEMO_ACCOUNTS.adminJurusan, `sso-${width}-admin`);
    expect(new URL(page.url()).pathname.startsWith('/admin')).toBe(true);
    if (width === 400) {
      // an address SKPI does not know comes back to the sign-in page with what to do
      await forget(page);
      await page.goto('/');
      await page.getByRole('button', { name: MSG.navSignIn }).click();
      await page.getByRole('link', { name: AUTH_MSG.ssoButton }).click();
      await page.getByLabel('Email kampus').fill('belum.terdaftar@mhs.demo.ac.id');
      await page.getByLabel('Password').fill(DEMO_SSO_PASSWORD);
      await page.getByRole('button', { name: 'Masuk dan izinkan' }).click();
      await page.getByText(AUTH_MSG.ssoRefused.unknown).waitFor();
      expect(new URL(page.url()).pathname).toBe(SSO_RETURN_PATH);
      await shot(page, 'sso-400-refused');
    }
    expect(errors).toEqual([]);
  });
});
