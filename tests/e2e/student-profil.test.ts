/**
 * The student's /user/profile in a real browser (Chromium), at 1280 and 400 px: a fresh activated
 * student edits the Profile tab (religion, address) and the Kontak tab (phone, a social media
 * entry), sees the success messages and the values after a reload; discard restores; uploads a new
 * photo; hides the profile from the public on the Akun tab and shows it again; requests a migration
 * with a small real PDF (a taken new NIM first shows its field error), sees status Menunggu and the
 * Update label, then cancels it. The ppk role still sees only the Akun
 * section there. No horizontal page overflow; axe reads the Akun tab, the migration form with a
 * field error and the cancel confirmation. Screenshots: tests/e2e/screenshots/student-profil-*.png.
 */
import { AUTH_SCREEN_MSG, MSG, MUTASI_SCREEN_MSG, mutasiCancelled, mutasiRequested, PROFIL_SCREEN_MSG } from '@shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeStudent, freshIdentity } from '../support/auth-flow';
import { browserPerFile, seriousViolations } from '../support/browser';
import { chooseOption, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { gradientPng } from '../support/images';
import { pdfBytes } from '../support/portofolio';
import { baseUrl, DEMO_ACCOUNTS } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'student-profil-', { fromTop: true });

/** No horizontal scrolling of the page. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const edit = (page: Page) => page.getByRole('button', { name: AUTH_SCREEN_MSG.edit }).click();
/** The form's save (the social media list has its own 'Simpan' before it). */
const save = (page: Page) => page.getByRole('button', { name: AUTH_SCREEN_MSG.save }).last().click();

describe.each([1280, 400])('at %i px', (width) => {
  it('a student edits the profile and the contact, discards, changes the photo, requests a migration and cancels it', async () => {
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    const w = String(width);
    const who = await activeStudent();
    await signInThroughHeader(page, who);

    // Profile tab: read-only first, the name disabled
    await page.goto('/user/profile');
    await page.getByRole('tab', { name: PROFIL_SCREEN_MSG.tabProfile, selected: true }).waitFor();
    await page.getByRole('heading', { name: PROFIL_SCREEN_MSG.biodataTitle }).waitFor();
    await expect(page.locator('input[name="nama"]').isDisabled()).resolves.toBe(true);
    await expect(page.locator('input[name="nik"]').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByRole('button', { name: AUTH_SCREEN_MSG.save }).count()).resolves.toBe(0);
    await expectNoOverflow(page);
    await shot(page, `${w}-1-profile-read`);

    // edit religion and address, save
    await edit(page);
    await chooseOption(page, AUTH_SCREEN_MSG.fieldAgama, 'Kristen');
    await page.locator('textarea[name="alamat"]').fill('Jl. Gatot Subroto No. 12, Medan');
    await expectNoOverflow(page);
    await shot(page, `${w}-2-profile-edit`);
    await save(page);
    await notice(page, MSG.profileUpdated);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.edit }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: PROFIL_SCREEN_MSG.biodataTitle }).waitFor();
    await expect(page.locator('textarea[name="alamat"]').inputValue()).resolves.toBe('Jl. Gatot Subroto No. 12, Medan');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.fieldAgama }).filter({ hasText: 'Kristen' }).first().waitFor();

    // discard restores what the server holds
    await edit(page);
    await page.locator('textarea[name="alamat"]').fill('Alamat yang tidak disimpan');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.discard }).click();
    await expect(page.locator('textarea[name="alamat"]').inputValue()).resolves.toBe('Jl. Gatot Subroto No. 12, Medan');

    // a new photo: a wrong type is refused, a PNG is saved at once
    await edit(page);
    const photoInput = page.locator('input[type="file"]');
    await photoInput.setInputFiles({ name: 'foto.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan foto') });
    await notice(page, MSG.uploadWrongImageType);
    await photoInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: gradientPng() });
    await notice(page, MSG.profileUpdated);
    const photo = page.getByRole('img', { name: PROFIL_SCREEN_MSG.fotoCurrentAlt });
    await photo.waitFor();
    await expect(photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await shot(page, `${w}-3-profile-photo`);
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.discard }).click();

    // Kontak tab: phone and a social media entry
    await page.getByRole('tab', { name: PROFIL_SCREEN_MSG.tabKontak }).click();
    await page.waitForURL('**/user/profile#kontak');
    await page.getByRole('heading', { name: PROFIL_SCREEN_MSG.kontakTitle }).waitFor();
    await edit(page);
    await page.locator('input[name="no_telepon_asal"]').fill('(061) 455-9876');
    await chooseOption(page, AUTH_SCREEN_MSG.sosmedType, 'LinkedIn');
    await page.getByRole('textbox', { name: `${AUTH_SCREEN_MSG.fieldSosmed} ${AUTH_SCREEN_MSG.sosmedName}` }).fill('Sri Rahayu');
    await page
      .getByRole('textbox', { name: `${AUTH_SCREEN_MSG.fieldSosmed} ${AUTH_SCREEN_MSG.sosmedLink}` })
      .fill('https://www.linkedin.com/in/sri-rahayu');
    await page.getByRole('button', { name: AUTH_SCREEN_MSG.sosmedSave }).first().click();
    await expectNoOverflow(page);
    await shot(page, `${w}-4-kontak-edit`);
    await save(page);
    await notice(page, MSG.contactUpdated);
    await page.reload();
    await page.getByRole('heading', { name: PROFIL_SCREEN_MSG.kontakTitle }).waitFor();
    await expect(page.locator('input[name="no_telepon_asal"]').inputValue()).resolves.toBe('(061) 455-9876');
    await page.getByRole('link', { name: 'https://www.linkedin.com/in/sri-rahayu' }).waitFor();
    await shot(page, `${w}-5-kontak-saved`);

    // Akun tab: the public-profile choice is saved at once; hidden, the page says what that means
    await page.getByRole('tab', { name: PROFIL_SCREEN_MSG.tabAkun }).click();
    await page.getByRole('heading', { name: PROFIL_SCREEN_MSG.publikTitle }).waitFor();
    await page.getByText(PROFIL_SCREEN_MSG.publikOn).waitFor();
    await page.getByText(PROFIL_SCREEN_MSG.publikToggle).click();
    await notice(page, MSG.profilPublikHidden);
    await page.getByText(PROFIL_SCREEN_MSG.publikOff).waitFor();
    await expectNoOverflow(page);
    await shot(page, `${w}-5b-akun-hidden`);
    expect(await seriousViolations(page, { state: 'tab Akun' })).toEqual([]);
    await page.getByText(PROFIL_SCREEN_MSG.publikToggle).click();
    await notice(page, MSG.profilPublikShown);
    await page.getByText(PROFIL_SCREEN_MSG.publikOn).waitFor();

    // Migrasi tab: a taken new NIM shows its field error; then the request waits; then it is cancelled
    await page.getByRole('tab', { name: PROFIL_SCREEN_MSG.tabMigrasi }).click();
    await page.getByRole('heading', { name: MUTASI_SCREEN_MSG.migrasiTitle }).waitFor();
    const migrasi = page.getByRole('region', { name: MUTASI_SCREEN_MSG.migrasiTitle });
    await migrasi.getByText(MUTASI_SCREEN_MSG.statusNone).waitFor();
    await migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.submit }).click();
    await migrasi.getByText(MSG.required).first().waitFor();
    // the warning above the page hides after 2 s (it moves the page; an open list would close)
    await page.getByText(MSG.fillCorrectly).first().waitFor({ state: 'hidden' });
    await migrasi.locator('input[name="nim_baru"]').fill(DEMO_ACCOUNTS.budi.nim);
    await migrasi.locator('input[name="nomor_ijazah"]').fill('IJZ-2026-0001');
    await chooseOption(page, AUTH_SCREEN_MSG.fieldFakultas, /Ekonomi/);
    await chooseOption(page, AUTH_SCREEN_MSG.fieldProdi, /Manajemen/);
    await migrasi.locator(`input[placeholder="${MSG.datePlaceholder}"]`).fill('01/08/2026');
    await migrasi.locator('input[type="file"]').setInputFiles({ name: 'bukti.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await migrasi.getByText(MUTASI_SCREEN_MSG.buktiUploaded).waitFor();
    await migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.submit }).click();
    await migrasi.getByText(MSG.mutasiNimTaken).first().waitFor();
    await expectNoOverflow(page);
    await shot(page, `${w}-6-migrasi-nim-taken`);
    expect(await seriousViolations(page, { state: 'tab Migrasi, a field error' })).toEqual([]);
    await migrasi.locator('input[name="nim_baru"]').fill(freshIdentity('M').nim);
    await migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.submit }).click();
    await notice(page, mutasiRequested('migrasi'));
    await migrasi.getByText(MUTASI_SCREEN_MSG.statusWaiting).waitFor();
    await migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.update }).waitFor();
    await migrasi.getByRole('link', { name: MUTASI_SCREEN_MSG.buktiStored }).waitFor();
    await expectNoOverflow(page);
    await shot(page, `${w}-7-migrasi-waiting`);
    await migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.cancel }).click();
    const dialog = page.getByRole('dialog', { name: MUTASI_SCREEN_MSG.cancelConfirmTitle });
    await dialog.getByText(MUTASI_SCREEN_MSG.cancelConfirmBody).waitFor();
    await shot(page, `${w}-8-migrasi-cancel-confirm`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, mutasiCancelled('migrasi'));
    await migrasi.getByText(MUTASI_SCREEN_MSG.statusNone).waitFor();
    await expect(migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.cancel }).count()).resolves.toBe(0);
    await expect(migrasi.getByRole('button', { name: MUTASI_SCREEN_MSG.submit }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);

  it('the ppk role sees only the Akun section on /user/profile', async () => {
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    const ppk = DEMO_ACCOUNTS.ppk;
    await signInThroughHeader(page, ppk);
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: AUTH_SCREEN_MSG.akunTitle }).waitFor();
    await expect(page.locator('input[name="nama"]').inputValue()).resolves.toBe(ppk.nama);
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expectNoOverflow(page);
    await shot(page, `${width}-9-ppk`);
    expect(errors).toEqual([]);
  });
});
