/**
 * The bulk import of students in a real browser, at 1280 and 400 px, through the student page
 * (/admin/manajemen-mahasiswa) and its Impor button: a super admin opens the dialog, sees the
 * template download, chooses a CSV of two good rows and one bad (uploaded at once), Periksa shows
 * the counts and the refused row with its line and reason, Konfirmasi starts the job, whose
 * progress ends in the result, each confirmed by a notice too; the two students exist. Every step checks axe and the page's
 * width. Screenshots land in tests/e2e/screenshots/admin-impor-*.png.
 */
import { IMPOR_MSG, IMPOR_SCREEN_MSG, imporResult } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { checkAdminPage, dialogNamed, eventually, notice, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-impor-');

let serial = 0;
const freshNim = () => `${Date.now() % 1_000_000_000}${++serial}${Math.floor(Math.random() * 10)}`;

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin imports a CSV through the student page: dry run, confirmation, progress and result', async () => {
    const w = String(width);
    useStackEnv();
    const admin = await staffAccount('super admin');
    const [a, b, bad] = [freshNim(), freshNim(), freshNim()];
    const csv = [
      'NIM;nama;e-mail;program;tahun masuk',
      `${a};Ayu Lestari;ayu${a}@impor.test;1;2025`,
      `${b};Bima Saputra;bima${b}@impor.test;1;2025`,
      `${bad}X;Nim Salah;salah${bad}@impor.test;1;2025`,
    ].join('\r\n');

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(20_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-mahasiswa');
    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    const dialog = dialogNamed(page, IMPOR_SCREEN_MSG.title);
    await dialog.waitFor();
    const template = dialog.getByRole('link', { name: IMPOR_SCREEN_MSG.template });
    expect(await template.getAttribute('download')).toBe(IMPOR_SCREEN_MSG.templateFile);
    expect(await template.getAttribute('href')).toMatch(/^data:text\/csv/);
    await checkAdminPage(page);
    await shot(page, `${w}-pilih`);

    await dialog.locator('input[type="file"]').setInputFiles({ name: 'angkatan-2025.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const check = dialog.getByRole('button', { name: IMPOR_SCREEN_MSG.check });
    await eventually(() => check.isEnabled(), 30_000).toBe(true);
    await check.click();
    await dialog.getByText(IMPOR_SCREEN_MSG.refusedTitle).waitFor();
    await dialog
      .getByRole('row')
      .filter({ hasText: `${bad}X` })
      .getByText(IMPOR_MSG.imporNimNumeric)
      .waitFor();
    await checkAdminPage(page);
    await shot(page, `${w}-periksa`);

    await dialog.getByRole('button', { name: IMPOR_SCREEN_MSG.confirm }).click();
    // the start and the end are confirmed above the page too
    await notice(page, IMPOR_MSG.imporStarted);
    await dialog.getByText(`${IMPOR_SCREEN_MSG.done} ${imporResult(2, 1)}`).waitFor({ timeout: 60_000 });
    await notice(page, `${IMPOR_SCREEN_MSG.done} ${imporResult(2, 1)}`);
    await checkAdminPage(page);
    await shot(page, `${w}-selesai`);

    const { usersRepo } = await import('@functions/domain/users/repo');
    expect((await usersRepo.getByNim(a))?.nama).toBe('Ayu Lestari');
    expect((await usersRepo.getByNim(b))?.id_prodi).toBe(1);
    await dialog.getByRole('button', { name: IMPOR_SCREEN_MSG.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
