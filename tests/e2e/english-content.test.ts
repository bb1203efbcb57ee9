/**
 * Data kept in both languages, read in English in a real browser at 1280 and 400 px: a student of
 * the file's own program (which has no English name) sees the portfolio category by its English
 * name, a portfolio with an English title by that title first (its Indonesian title beneath it),
 * one without by its Indonesian title alone, and in the add dialog the sub-rubric with an English
 * name by it and the one without by its Indonesian name. A super admin's dashboard names the demo
 * program by its English name ('Informatics (S1)') and the file's program by its Indonesian one in
 * the program select and its programs' table, and the achievement chart names the categories in
 * English. Read in
 * Indonesian, the student's page is as before: the Indonesian title first, the English beneath.
 * Screenshots: tests/e2e/screenshots/english-content-*.png.
 */
import { runningLanguage } from '@functions/lib/language';
import { anakExpandLabel, MASTER_MSG, PORTOFOLIO_SCREEN_MSG, prodiLabel, prodiSelectOf, STATISTIK_MSG } from '@shared/messages';
import { type Bahasa, setLanguageSource } from '@shared/messages/language';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BIDANG, rubrikFile } from '../support/admin-rubrik';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed, signInAs } from '../support/browser-session';
import { freshStudent, pdfBytes, uploadEvidence } from '../support/portofolio';
import { api, baseUrl, DEMO_ACCOUNTS } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'english-content-');
const fixture = rubrikFile('Bahasa');

/**
 * The texts this test reads follow the page's language (the page under test decides its own); the
 * stack's requests served in this process keep their own, and the source is put back after.
 */
let reading: Bahasa = 'en';
const previousSource = setLanguageSource(() => runningLanguage() ?? reading);
afterAll(() => {
  setLanguageSource(previousSource);
});

const TITLE = { id: 'Juara 1 Debat Bahasa Inggris Tingkat Nasional', en: 'First Place, National English Debate Championship' };
const TITLE_ID_ONLY = 'Peserta Lomba Esai Kabupaten Deli Serdang';
const ANAK = { id: 'Juara Lomba Debat Nasional', en: 'National Debate Championship Winner' };
const ANAK_ID_ONLY = 'Peserta Lomba Esai Daerah';
const RUBRIK = 'Kompetisi Debat dan Esai';
/** A shown, verified portfolio of the demo student Budi. */
const DEMO_TITLE = { id: 'Juara 2 Gemastik XVI Divisi Pengembangan Perangkat Lunak', en: '2nd Place, Gemastik XVI Software Development Division' };

const demo = { bidangId: '', bidangEn: '', prodiId: '', prodiEn: '' };
/** Every program named both ways ('name (jenjang)'), where its English name differs. */
let programs: { id: string; en: string }[] = [];
let ownProdi = '';
let student: Awaited<ReturnType<typeof freshStudent>>;

async function addPortfolio(idAnak: number, judul: string, judulInggris?: string) {
  const res = await api('POST', `/api/portofolio/user/${student.nim}/add`, {
    bearer: student.token,
    body: {
      id_anak_rubrik: idAnak,
      judul,
      ...(judulInggris ? { judul_inggris: judulInggris } : {}),
      bobot_skp_portofolio: 4,
      tanggal_terbit: '2025-02-10',
      dokumen_portofolio: await uploadEvidence(student.token, pdfBytes()),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const { masterRepo } = await import('@functions/domain/master/repo');
  const bidang = await rubrikRepo.getBidang(DEMO_BIDANG);
  const informatika = await masterRepo.getProdi(1);
  const own = await masterRepo.getProdi(fixture.idProdi);
  if (!bidang || !informatika || !own) throw new Error('the demo category, the demo program or the file’s program is missing');
  demo.bidangId = bidang.nama_bidang_portofolio;
  demo.bidangEn = bidang.nama_bidang_portofolio_inggris;
  demo.prodiId = prodiLabel(informatika.nama_prodi, informatika.jenjang);
  demo.prodiEn = prodiLabel(informatika.nama_prodi_inggris, informatika.jenjang);
  ownProdi = prodiLabel(own.nama_prodi, own.jenjang);
  programs = (await masterRepo.listProdi())
    .filter((p) => p.nama_prodi_inggris && p.nama_prodi_inggris !== p.nama_prodi)
    .map((p) => ({ id: prodiLabel(p.nama_prodi, p.jenjang), en: prodiLabel(p.nama_prodi_inggris, p.jenjang) }));
  // the demo has both names, the file's program none in English
  expect(demo.bidangEn).not.toBe(demo.bidangId);
  expect(demo.prodiEn).not.toBe(demo.prodiId);
  expect(own.nama_prodi_inggris ?? '').toBe('');

  const rubrik = await fixture.newRubrik({ nama_rubrik: RUBRIK });
  const anakEn = await fixture.newAnak(rubrik.id_rubrik, { nama_anak_rubrik: ANAK.id, nama_anak_rubrik_inggris: ANAK.en });
  const anakId = await fixture.newAnak(rubrik.id_rubrik, { nama_anak_rubrik: ANAK_ID_ONLY });
  student = await freshStudent(fixture.idProdi);
  await addPortfolio(anakEn.id_anak_rubrik, TITLE.id, TITLE.en);
  await addPortfolio(anakId.id_anak_rubrik, TITLE_ID_ONLY);
}, 120_000);

/** A portfolio of the list: its table row at 1280 px, its card at 400 px. */
const portfolioOf = (page: Page, width: number, text: string): Locator =>
  width > 687 ? page.getByRole('row').filter({ hasText: text }) : page.getByRole('listitem').filter({ hasText: text });

/** The texts of an element's parts marked with a language, in the order they read. */
const languagesIn = (scope: Locator) =>
  scope.evaluate((el) => [...el.querySelectorAll('[lang]')].map((e) => `${e.getAttribute('lang')}:${e.textContent?.replace(/^\d+\.\s*/, '')}`));

async function openList(page: Page, width: number) {
  await page.goto(`/user/portofolio?bidang=${DEMO_BIDANG}&page=1`);
  await portfolioOf(page, width, TITLE_ID_ONLY).first().waitFor();
}

async function signedInStudent(width: number, locale: string) {
  const opened = await newPage(width, { baseURL: baseUrl(), locale });
  await signInAs(opened.page, { nim: student.nim, id_prodi: fixture.idProdi }, { token: student.token });
  return opened;
}

describe.each([1280, 400])('in English at %i px', (width) => {
  const w = String(width);

  it('the student reads the category, the titles and the sub-rubrics in English where they have it', async () => {
    reading = 'en';
    const { page, errors } = await signedInStudent(width, 'en-GB');
    await openList(page, width);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    // the list is headed by the category's English name
    await page.getByRole('heading', { name: demo.bidangEn }).first().waitFor();
    await expect(page.getByRole('heading', { name: demo.bidangId }).count()).resolves.toBe(0);

    // the English title first, the Indonesian beneath it; a title without English alone
    const withEnglish = portfolioOf(page, width, TITLE.en).first();
    await eventually(() => languagesIn(withEnglish)).toEqual(expect.arrayContaining([`en:${TITLE.en}`, `id:${TITLE.id}`]));
    const order = await languagesIn(withEnglish);
    expect(order.indexOf(`en:${TITLE.en}`)).toBeLessThan(order.indexOf(`id:${TITLE.id}`));
    const withoutEnglish = portfolioOf(page, width, TITLE_ID_ONLY).first();
    await expect(languagesIn(withoutEnglish)).resolves.toEqual(expect.arrayContaining([`id:${TITLE_ID_ONLY}`]));
    await expect(languagesIn(withoutEnglish).then((l) => l.filter((t) => t.startsWith('en:')))).resolves.toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `${w}-1-portfolios`);
    expect(await seriousViolations(page, { state: 'portfolio list in English' })).toEqual([]);

    // the add dialog offers the sub-rubrics by their English name, else the Indonesian
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tambah }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
    await dialog.waitFor();
    const rubrikSelect = dialog.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.fieldRubrik }).and(dialog.locator('[aria-haspopup]')).first();
    await rubrikSelect.click();
    await page.getByRole('option', { name: RUBRIK }).click();
    const anakSelect = dialog.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.fieldAnakRubrik }).and(dialog.locator('[aria-haspopup]')).first();
    await anakSelect.click();
    await page.getByRole('option', { name: ANAK.en }).waitFor();
    await page.getByRole('option', { name: ANAK_ID_ONLY }).waitFor();
    await expect(page.getByRole('option', { name: ANAK.id }).count()).resolves.toBe(0);
    await shot(page, `${w}-2-sub-rubrics`);
    await page.getByRole('option', { name: ANAK.en }).click();
    await expect(anakSelect.textContent()).resolves.toContain(ANAK.en);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('the super admin’s dashboard names programs and categories in English where they have it', async () => {
    reading = 'en';
    const admin = await staffAccount('super admin');
    const { page, errors } = await newPage(width, { baseURL: baseUrl(), locale: 'en-GB' });
    await signInAs(page, { nim: admin.nim, id_prodi: null, role: 'super admin' }, { token: admin.token });
    await page.goto('/admin/dashboard');
    // the achievement chart's labels (drawn for the eye) are the categories' English names
    await page.getByText(demo.bidangEn, { exact: true }).first().waitFor({ state: 'attached' });
    await expect(page.getByText(demo.bidangId, { exact: true }).count()).resolves.toBe(0);
    // the programs' table (its rows carry the Indonesian name only) names them from the program list
    const table = page.getByRole('table', { name: STATISTIK_MSG.adminProdiTitle });
    await table.getByText(ownProdi, { exact: true }).waitFor();
    const shown = (await table.locator('tbody th, tbody td:first-child').allTextContents()).map((t) => t.trim());
    expect(shown.some((name) => programs.some((p) => p.en === name))).toBe(true);
    expect(shown.filter((name) => programs.some((p) => p.id === name))).toEqual([]);

    const select = page
      .getByRole('button', { name: prodiSelectOf(STATISTIK_MSG.mahasiswaTitle) })
      .and(page.locator('[aria-haspopup]'))
      .first();
    await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await select.click();
    await page.getByRole('option', { name: demo.prodiEn, exact: true }).waitFor();
    await page.getByRole('option', { name: ownProdi, exact: true }).waitFor();
    await expect(page.getByRole('option', { name: demo.prodiId, exact: true }).count()).resolves.toBe(0);
    await shot(page, `${w}-3-dashboard-programs`);
    await page.getByRole('option', { name: demo.prodiEn, exact: true }).click();
    await eventually(() => select.textContent()).toContain(demo.prodiEn);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe.each([1280, 400])('screens in English at %i px', (width) => {
  const w = String(width);

  it('the public profile, the search, the rubric management and the verification queue lead with the English', async () => {
    reading = 'en';
    const visitor = await newPage(width, { baseURL: baseUrl(), locale: 'en-GB' });
    // a demo student's public profile and a search for a demo title: the English title first
    await visitor.page.goto(`/profile/${DEMO_ACCOUNTS.budi.nim}`);
    await visitor.page.locator('.timeline__title[lang="en"]', { hasText: DEMO_TITLE.en }).waitFor();
    await visitor.page.locator('.timeline__title-other[lang="id"]', { hasText: DEMO_TITLE.id }).waitFor();
    await shot(visitor.page, `${w}-5-public-profile`);
    await visitor.page.goto('/search/Gemastik?category=portofolio&page=1');
    await visitor.page.getByRole('link', { name: DEMO_TITLE.en }).first().waitFor();
    await shot(visitor.page, `${w}-6-search`);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // the program's admin: the category cards and the sub-rubrics by their English names first
    const admin = await staffAccount('admin jurusan', fixture.idProdi);
    const { page, errors } = await newPage(width, { baseURL: baseUrl(), locale: 'en-GB' });
    await signInAs(page, { nim: admin.nim, id_prodi: fixture.idProdi, role: 'admin jurusan' }, { token: admin.token });
    await page.goto('/admin/manajemen-rubrik');
    await page.getByRole('button', { name: `${MASTER_MSG.categoryPick} ${demo.bidangEn}` }).click();
    await page.getByRole('button', { name: anakExpandLabel(RUBRIK), exact: true }).click();
    const anakRow = page.getByRole('row').filter({ hasText: ANAK.en });
    await eventually(() => languagesIn(anakRow.first())).toEqual(expect.arrayContaining([`en:${ANAK.en}`, `id:${ANAK.id}`]));
    await shot(page, `${w}-7-rubrics`);
    // the verification queue names the portfolio by its English title
    await page.goto('/admin/portofolio');
    await page.getByText(TITLE.en, { exact: true }).first().waitFor();
    await shot(page, `${w}-8-queue`);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('in Indonesian', () => {
  it('the student’s list is as before: the Indonesian title first, the English beneath it', async () => {
    reading = 'id';
    const { page, errors } = await signedInStudent(1280, 'id-ID');
    await openList(page, 1280);
    await page.getByRole('heading', { name: demo.bidangId }).first().waitFor();
    const order = await languagesIn(portfolioOf(page, 1280, TITLE.id).first());
    expect(order.indexOf(`id:${TITLE.id}`)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(`id:${TITLE.id}`)).toBeLessThan(order.indexOf(`en:${TITLE.en}`));
    await shot(page, '1280-4-portfolios-indonesian');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
