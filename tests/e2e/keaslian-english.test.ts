/**
 * The English side of the public verification page (/verifikasi/{code}?lang=en) in a real browser
 * at 1280 and 400 px: the program, faculty and university by their English names from the master
 * data (as the PDF prints them), the signatory's title as 'Dean, <faculty in English>', the seal's
 * issuer without Indonesian, and the site's header and footer in English; the Indonesian side keeps
 * the Indonesian names; leaving the page gives the site its Indonesian header and footer back.
 * The program is the test's own, its English names distinct from the Indonesian ones.
 * Screenshots: tests/e2e/screenshots/keaslian-english-*.png.
 */

import { masterKeys } from '@functions/lib/entities/master';
import { localToday } from '@shared/domain/dates';
import { PUBLIC_SHELL_MSG } from '@shared/messages';
import { KEASLIAN_MSG } from '@shared/messages/keaslian';
import { sideIn } from '@shared/messages/language';
import { BAHASA_MSG } from '@shared/messages/shell';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchItem, staffAccount } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed } from '../support/browser-session';
import { newPeriode, periodes, printingProgram, printingStudent } from '../support/cetak';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'keaslian-english-');
const ID = sideIn(KEASLIAN_MSG, 'id');
const EN = sideIn(KEASLIAN_MSG, 'en');
const SHELL_ID = sideIn(PUBLIC_SHELL_MSG, 'id');
const SHELL_EN = sideIn(PUBLIC_SHELL_MSG, 'en');

/** Words of the Indonesian side that must not show on the English one. */
const INDONESIAN = ['Dekan', 'lokal, bukan PSrE', SHELL_ID.appFullName, SHELL_ID.footerAbout, SHELL_ID.footerGuide];

const names = {
  fakultas: '',
  fakultasEn: '',
  prodi: '',
  prodiEn: '',
  universitas: '',
  universitasEn: '',
};
let kode = '';

beforeAll(async () => {
  useStackEnv();
  const tag = String(Math.floor(Math.random() * 9000 + 1000));
  const { fakultas, prodi } = await printingProgram(`EN${tag}`);
  names.fakultas = fakultas.nama_fakultas;
  names.fakultasEn = `Faculty of Maritime Engineering ${tag}`;
  names.prodi = prodi.nama_prodi;
  names.prodiEn = `Naval Architecture ${tag}`;
  await patchItem(masterKeys.fakultas(fakultas.id_fakultas), { nama_fakultas_inggris: names.fakultasEn });
  await patchItem(masterKeys.prodi(prodi.id_prodi), { nama_prodi_inggris: names.prodiEn });
  const { masterRepo } = await import('@functions/domain/master/repo');
  const universitas = await masterRepo.getUniversitas();
  names.universitas = universitas?.nama_universitas ?? '';
  names.universitasEn = universitas?.nama_universitas_inggris ?? '';
  expect(names.universitasEn).not.toBe('');

  const admin = await staffAccount('admin jurusan', prodi.id_prodi);
  const periode =
    (await periodes(admin.token))[0]?.id_periode_kelulusan ??
    (await newPeriode((await staffAccount('super admin')).token, localToday())).id_periode_kelulusan;
  const student = await printingStudent(prodi.id_prodi, 2022, `Bayu Saputra ${uniqueWord()}`);
  const printed = await api('POST', `/api/manajemen/skpi/download/${encodeURIComponent(student.nim)}`, {
    bearer: admin.token,
    query: { periode, override: 0 },
  });
  expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  const { usersRepo } = await import('@functions/domain/users/repo');
  kode = (await usersRepo.getById(student.id))?.skpi_dokumen?.kode ?? '';
  expect(kode).not.toBe('');
}, 120_000);

const text = (page: Page, id: string) => page.getByTestId(id).textContent();
/** The site's full name in the header (hidden on a phone, still read by screen readers). */
const brand = (page: Page) => page.locator('.public-brand__full').textContent();

describe.each([1280, 400])('at %i px', (width) => {
  const w = String(width);

  it('the English side names the program, faculty, university and dean in English, with an English header and footer', async () => {
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);

    // Indonesian: the Indonesian names, the site's Indonesian frame
    await page.goto(`/verifikasi/${kode}?lang=id`);
    await eventually(() => page.locator('#keaslian-status-word').textContent()).toBe(ID.sah);
    await expect(text(page, 'verifikasi-prodi')).resolves.toBe(names.prodi);
    await expect(text(page, 'verifikasi-fakultas')).resolves.toBe(names.fakultas);
    await expect(text(page, 'verifikasi-jabatan')).resolves.toBe(`Dekan ${names.fakultas}`);
    await eventually(() => brand(page)).toBe(SHELL_ID.appFullName);
    await page.locator('.public-footer').getByRole('link', { name: SHELL_ID.footerAbout }).waitFor();

    // English: every recorded name in English, and the frame around the page too
    await page.getByTestId('keaslian-bahasa').getByRole('link', { name: BAHASA_MSG.en }).click();
    await eventually(() => page.locator('#keaslian-status-word').textContent()).toBe(EN.sah);
    await expect(text(page, 'verifikasi-prodi')).resolves.toBe(names.prodiEn);
    await expect(text(page, 'verifikasi-fakultas')).resolves.toBe(names.fakultasEn);
    await expect(text(page, 'verifikasi-jabatan')).resolves.toBe(`Dean, ${names.fakultasEn}`);
    await page.getByText(names.universitasEn, { exact: true }).first().waitFor();
    const header = page.locator('.public-header');
    const footer = page.locator('.public-footer');
    await eventually(() => brand(page)).toBe(SHELL_EN.appFullName);
    await expect(header.getAttribute('lang')).resolves.toBe('en');
    await expect(footer.getAttribute('lang')).resolves.toBe('en');
    for (const link of ['footerRegister', 'footerTerms', 'footerGuide', 'footerFaq', 'footerAbout'] as const)
      await footer.getByRole('link', { name: SHELL_EN[link], exact: true }).waitFor();
    await footer.getByText(SHELL_EN.footerCopyright, { exact: false }).waitFor();
    await page.getByRole('navigation', { name: SHELL_EN.mainNavigation }).waitFor();
    const body = (await page.locator('body').textContent()) ?? '';
    for (const word of INDONESIAN) expect(body, word).not.toContain(word);
    await shot(page, `${w}-1-en`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { state: 'English side' })).toEqual([]);

    // another page of the site: its Indonesian header and footer again
    await footer.getByRole('link', { name: SHELL_EN.footerAbout, exact: true }).click();
    await page.waitForURL('**/about-us');
    await page.locator('.public-footer').getByRole('link', { name: SHELL_ID.footerAbout, exact: true }).waitFor();
    await eventually(() => brand(page)).toBe(SHELL_ID.appFullName);
    await expect(page.locator('.public-header').getAttribute('lang')).resolves.toBe('id');
    await context.close();
    expect(errors).toEqual([]);
  }, 90_000);
});
