/**
 * The SKPI printing screen's other ways in (/admin/cetak-skpi)
 * in a real browser at 1280 and 400 px, every student of a program of the
 * test's own (the demo students are never printed: other test files rely on their state).
 *
 * A super admin of the test's own: the print dialogs cannot be sent without a graduation period;
 * Advanced Print, tab Nomor Mahasiswa, prints one NIM at once (its PDF in a new tab, the row then
 * LULUS with its number) and several NIM separated by commas and spaces as a bulk job whose
 * progress bar ends with 'Unduh skpi.zip' (one PDF a NIM); tab Program Studi (faculty, then
 * program, tahun masuk, kelulusan, period) prints that program's students of that year to the
 * zip; Ubah Nomor Ijazah refuses a malformed number with the form's message (nothing sent) and
 * saves a valid one; deleting the period the prints used answers the server's 409 and the period
 * stays. The program's admin jurusan prints their own program (fixed) by year and graduation
 * state, and a NIM of another program is refused with the server's message.
 * Every step checks axe and the page's width; screenshots land in
 * tests/e2e/screenshots/admin-cetak-adv-*.png.
 */
import { localToday } from '@shared/domain/dates';
import { periodeLabel } from '@shared/domain/periode';
import {
  AUTH_SCREEN_MSG,
  CETAK_MSG,
  CETAK_SCREEN_MSG,
  cetakRowMenu,
  cetakSelected,
  cetakStudent,
  jobLabelNims,
  jobLabelProdi,
  MSG,
  periodeInUse,
  prodiLabel,
} from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browser';
import {
  checkAdminPage,
  chooseOption,
  dialogNamed,
  eventually,
  menuToDialog,
  notice,
  rowOf,
  screenshotsNamed,
  signInThroughHeader,
} from '../support/browser-session';
import { download, type PeriodeRow, periodeDeleteButton, periodeRow, periodes, printingSetup, printingStudent, zipEntries } from '../support/cetak';
import { testProdi } from '../support/master-data';
import { api, baseUrl } from '../support/stack';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'admin-cetak-adv-');
/** Pages are lazy-loaded, answers come from DynamoDB Local and bulk jobs run in-process: allow for a busy machine. */

type Setup = Awaited<ReturnType<typeof printingSetup>>;
type Account = { nim: string; password: string; email: string };
type Student = { nim: string; nama: string };

interface SearchRow {
  nim: string;
  is_graduated: boolean;
  nomor_ijazah_nasional: string | null;
  dokumen: { nomor: string } | null;
}

const checkPage = checkAdminPage;

const flashbar = (page: Page) => page.locator('[class*="awsui_flashbar"]');
const who = (s: Student) => cetakStudent(s.nama, s.nim);
const submitOf = (dialog: Locator) => dialog.getByRole('button', { name: CETAK_SCREEN_MSG.cetak, exact: true });

/** The student's row of the printing list, through the API (as the caller sees it). */
async function searchRow(token: string, nim: string): Promise<SearchRow | undefined> {
  const res = await api<{ users: { data: SearchRow[] } }>('GET', '/api/manajemen/skpi/search', { bearer: token, query: { keyword: nim } });
  return res.body.users.data.find((r) => r.nim === nim);
}

/** Types into 'Cari mahasiswa' and waits for the one row of that NIM. */
async function search(page: Page, nim: string) {
  await page.getByRole('searchbox', { name: CETAK_SCREEN_MSG.searchPlaceholder }).fill(nim);
  await eventually(() => rowOf(page, nim).count()).toBe(1);
  await eventually(() => page.getByRole('row').count()).toBe(2);
}

/** The first bytes of what a link serves. */
async function head(url: string, length: number) {
  return Buffer.from(await download(url))
    .subarray(0, length)
    .toString('latin1');
}

async function openPage(width: number, account: Account) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  opened.page.setDefaultTimeout(15_000);
  await signInThroughHeader(opened.page, account);
  await opened.page.goto('/admin/cetak-skpi');
  await opened.page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.cetak }).waitFor();
  return opened;
}

async function openAdvanced(page: Page, tab: 'nim' | 'prodi') {
  await page.getByRole('button', { name: CETAK_SCREEN_MSG.advancedPrint }).click();
  const advanced = dialogNamed(page, CETAK_SCREEN_MSG.advancedPrint);
  await advanced.getByText(CETAK_SCREEN_MSG.nimHint).waitFor();
  if (tab === 'prodi') {
    await advanced.getByRole('tab', { name: CETAK_SCREEN_MSG.tabProdi }).click();
    await advanced.getByText(CETAK_SCREEN_MSG.printGraduates).waitFor();
  }
  return advanced;
}

/**
 * Sends the dialog's bulk print (the POST to `path`), then follows the job's progress bar to
 * 'Unduh skpi.zip': the job's label, and the names of the zip's entries.
 */
async function bulkToZip(page: Page, dialog: Locator, path: string, shotName: string) {
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
  await submitOf(dialog).click();
  const answer = await started;
  expect(answer.status()).toBe(202);
  const job = ((await answer.json()) as { job: { id: string; label: string; total: number } }).job;
  await notice(page, CETAK_SCREEN_MSG.bulkStarted);
  await eventually(() => dialog.count()).toBe(0);
  const jobItem = page.locator(`[data-job="${job.id}"]`);
  await jobItem.getByRole('progressbar').waitFor();
  await shot(page, `${shotName}-job`);
  const link = jobItem.getByRole('link', { name: CETAK_SCREEN_MSG.unduhZip });
  await link.waitFor({ timeout: 60_000 });
  expect(await link.getAttribute('download')).toBe('skpi.zip');
  await expect(jobItem.textContent()).resolves.toContain(CETAK_SCREEN_MSG.jobDone);
  await expect(jobItem.textContent()).resolves.toContain(job.label);
  const bytes = await download(String(await link.getAttribute('href')));
  expect(Buffer.from(bytes).subarray(0, 2).toString('latin1')).toBe('PK');
  await jobItem.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, `${shotName}-zip`);
  await checkPage(page);
  return { job, entries: (await zipEntries(bytes)).map((e) => e.name).sort() };
}

const entriesOf = (students: readonly Student[]) => students.map((s) => `SKPI-${s.nim}.pdf`).sort();

describe.each([1280, 400])('at %i px', (width) => {
  const w = String(width);
  let setup: Setup;
  let periode: PeriodeRow & { label: string };

  beforeAll(async () => {
    // a program of the test's own, whose faculty has the code an SKPI number needs; a period dated today
    setup = await printingSetup(`A${width}${Math.floor(Math.random() * 9000 + 1000)}`, localToday());
    periode = { ...setup.periode, label: periodeLabel(setup.periode.tanggal, setup.periode.periode) };
  }, 60_000);

  const superAccount = () => ({ nim: setup.superAdmin.nim, password: setup.superAdmin.password, email: setup.superAdmin.email });

  it('a super admin prints by NIM (one, then several to the zip) and by program, changes the diploma number, and cannot delete a period in use', async () => {
    const idProdi = setup.program.prodi.id_prodi;
    const [one, b, c, d, p1, p2, p3] = await Promise.all([
      printingStudent(idProdi, 2022, 'Ayu Lestari Nasution'),
      printingStudent(idProdi, 2022, 'Bonar Sitompul'),
      printingStudent(idProdi, 2022, 'Citra Manurung'),
      printingStudent(idProdi, 2022, 'Dedi Hutapea'),
      printingStudent(idProdi, 2020, 'Eka Simanjuntak'),
      printingStudent(idProdi, 2020, 'Fajar Pardede'),
      printingStudent(idProdi, 2019, 'Gita Sinaga'),
    ]);
    const { page, context, errors } = await openPage(width, superAccount());
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(1);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/manajemen/')) sent.push(new URL(r.url()).pathname);
    });

    // no period chosen: neither the row's print nor Cetak Pilihan can be sent
    await search(page, one.nim);
    await rowOf(page, one.nim)
      .getByRole('button', { name: `${CETAK_SCREEN_MSG.cetak} ${who(one)}` })
      .click();
    const print = dialogNamed(page, CETAK_SCREEN_MSG.printTitle);
    await print.getByText(CETAK_SCREEN_MSG.periodePlaceholder).waitFor();
    await expect(submitOf(print).isDisabled()).resolves.toBe(true);
    await print.getByRole('button', { name: AUTH_SCREEN_MSG.cancel }).click();
    await eventually(() => print.count()).toBe(0);
    await rowOf(page, one.nim)
      .getByRole('checkbox', { name: `${CETAK_SCREEN_MSG.colPilih} ${who(one)}` })
      .check();
    await search(page, b.nim);
    await rowOf(page, b.nim)
      .getByRole('checkbox', { name: `${CETAK_SCREEN_MSG.colPilih} ${who(b)}` })
      .check();
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.cetakPilihan }).click();
    const selectedDialog = dialogNamed(page, CETAK_SCREEN_MSG.printSelectedTitle);
    await selectedDialog.getByText(cetakSelected(2), { exact: true }).waitFor();
    await expect(submitOf(selectedDialog).isDisabled()).resolves.toBe(true);
    await selectedDialog.getByRole('button', { name: AUTH_SCREEN_MSG.cancel }).click();
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.clearSelection }).click();

    // Advanced Print, Nomor Mahasiswa: a NIM but no period cannot be sent either
    let advanced = await openAdvanced(page, 'nim');
    const nimField = advanced.getByRole('textbox', { name: CETAK_SCREEN_MSG.nimLabel, exact: true });
    await nimField.fill(one.nim);
    await expect(submitOf(advanced).isDisabled()).resolves.toBe(true);
    await shot(page, `${w}-0-nim-no-period`);
    await checkPage(page);
    expect(sent).toEqual([]);

    // one NIM: printed at once, its PDF in a new tab and linked from the notice
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, advanced);
    await expect(submitOf(advanced).isDisabled()).resolves.toBe(false);
    await shot(page, `${w}-1-nim-one`);
    const tab = context.waitForEvent('page');
    await submitOf(advanced).click();
    const popup = await tab;
    await eventually(() => popup.url()).toContain('.pdf');
    expect(await head(popup.url(), 5)).toBe('%PDF-');
    await popup.close();
    await flashbar(page).getByText(CETAK_SCREEN_MSG.printed).first().waitFor();
    const pdfLink = flashbar(page).getByRole('link', { name: CETAK_SCREEN_MSG.bukaPdf }).first();
    expect(await head(String(await pdfLink.getAttribute('href')), 5)).toBe('%PDF-');
    await eventually(() => advanced.count()).toBe(0);
    // the row: LULUS and the SKPI number
    const printed = await searchRow(setup.superAdmin.token, one.nim);
    expect(printed?.is_graduated).toBe(true);
    const nomor = printed?.dokumen?.nomor ?? '';
    expect(nomor).not.toBe('');
    await search(page, one.nim);
    await eventually(() => rowOf(page, one.nim).textContent()).toContain(nomor);
    const rowText = await rowOf(page, one.nim).textContent();
    expect(rowText).toContain(CETAK_SCREEN_MSG.lulus);
    expect(rowText).not.toContain(CETAK_SCREEN_MSG.belumLulus);
    await shot(page, `${w}-2-nim-one-printed`);
    await checkPage(page);

    // several NIM, separated by commas, spaces and a line break (one twice): one bulk job, one PDF a NIM
    advanced = await openAdvanced(page, 'nim');
    await nimField.fill(`${b.nim}, ${c.nim}  ${d.nim},${b.nim}\n${c.nim}`);
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, advanced);
    await shot(page, `${w}-3-nim-several`);
    await checkPage(page);
    const byNim = await bulkToZip(page, advanced, '/api/manajemen/skpi/download/bulk', `${w}-4-nim`);
    expect(byNim.job).toMatchObject({ total: 3, label: jobLabelNims(3) });
    expect(byNim.entries).toEqual(entriesOf([b, c, d]));

    // Program Studi: the faculty, then its program, tahun masuk 2020: that year's students only
    // (the period chosen on the Nomor Mahasiswa tab is kept on the other)
    advanced = await openAdvanced(page, 'nim');
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, advanced);
    await advanced.getByRole('tab', { name: CETAK_SCREEN_MSG.tabProdi }).click();
    await advanced.getByText(CETAK_SCREEN_MSG.printGraduates).waitFor();
    const prodiName = prodiLabel(setup.program.prodi.nama_prodi, setup.program.prodi.jenjang);
    await advanced.getByText(CETAK_SCREEN_MSG.fakultasPlaceholder).waitFor();
    await expect(advanced.getByRole('button', { name: CETAK_SCREEN_MSG.prodi }).and(advanced.locator('[aria-haspopup]')).isDisabled()).resolves.toBe(
      true,
    );
    await expect(submitOf(advanced).isDisabled()).resolves.toBe(true);
    await chooseOption(page, CETAK_SCREEN_MSG.fakultas, setup.program.fakultas.nama_fakultas, advanced);
    await chooseOption(page, CETAK_SCREEN_MSG.prodi, prodiName, advanced);
    await chooseOption(page, CETAK_SCREEN_MSG.tahunMasuk, '2020', advanced);
    await advanced.getByText(periode.label).first().waitFor();
    await shot(page, `${w}-5-prodi`);
    await checkPage(page);
    const byProdi = await bulkToZip(page, advanced, '/api/manajemen/skpi/download/bulk/prodi', `${w}-6-prodi`);
    expect(byProdi.job).toMatchObject({ total: 2, label: jobLabelProdi(setup.program.prodi.nama_prodi, 2020) });
    expect(byProdi.entries).toEqual(entriesOf([p1, p2]));
    expect((await searchRow(setup.superAdmin.token, p3.nim))?.is_graduated).toBe(false);

    // Ubah Nomor Ijazah: a malformed number is refused by the form (nothing sent), a valid one saved
    await search(page, one.nim);
    const ijazah = dialogNamed(page, CETAK_SCREEN_MSG.ubahIjazah);
    const menu = rowOf(page, one.nim).getByRole('button', { name: cetakRowMenu(who(one)) });
    await menuToDialog(page, menu, CETAK_SCREEN_MSG.ubahIjazah, ijazah);
    const ijazahField = ijazah.getByRole('textbox', { name: CETAK_SCREEN_MSG.ijazah });
    await ijazahField.fill('1234#S1;2026');
    sent.length = 0;
    await ijazah.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
    await ijazah.getByText(CETAK_MSG.ijazahInvalid).waitFor();
    await notice(page, MSG.fillCorrectly);
    await shot(page, `${w}-7-ijazah-invalid`);
    await checkPage(page);
    expect(sent).toEqual([]);
    expect((await searchRow(setup.superAdmin.token, one.nim))?.nomor_ijazah_nasional).toBeNull();
    const valid = `1234/S1/2026-${w}.A`;
    await ijazahField.fill(valid);
    await eventually(() => ijazah.getByText(CETAK_MSG.ijazahInvalid).count()).toBe(0);
    await ijazah.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
    await notice(page, CETAK_MSG.ijazahSaved);
    await eventually(() => ijazah.count()).toBe(0);
    expect((await searchRow(setup.superAdmin.token, one.nim))?.nomor_ijazah_nasional).toBe(valid);
    // opened again, the dialog holds the saved number
    await menuToDialog(page, menu, CETAK_SCREEN_MSG.ubahIjazah, ijazah);
    await expect(ijazahField.inputValue()).resolves.toBe(valid);
    await shot(page, `${w}-8-ijazah-saved`);
    await ijazah.getByRole('button', { name: AUTH_SCREEN_MSG.cancel }).click();
    await eventually(() => ijazah.count()).toBe(0);

    // the period the prints used cannot be deleted: the server's 409, and it stays
    const inUse = (await periodes(setup.superAdmin.token)).find((p) => p.id_periode_kelulusan === periode.id_periode_kelulusan);
    expect(inUse?.jumlah_dokumen).toBe(6);
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.periode, exact: true }).click();
    const periodeDialog = dialogNamed(page, CETAK_SCREEN_MSG.periodeDialog);
    const row = periodeRow(periodeDialog, periode.label);
    await eventually(() => row.count()).toBe(1);
    const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/manajemen/periode/delete');
    await periodeDeleteButton(periodeDialog, periode.label).click();
    await periodeDialog.getByText(MSG.confirmSure).waitFor();
    await periodeDialog.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    expect((await deleted).status()).toBe(409);
    await notice(page, periodeInUse(6));
    await eventually(() => periodeDialog.getByText(MSG.confirmSure).count()).toBe(0);
    await expect(row.count()).resolves.toBe(1);
    await shot(page, `${w}-9-periode-in-use`);
    await checkPage(page);
    expect((await periodes(setup.superAdmin.token)).some((p) => p.id_periode_kelulusan === periode.id_periode_kelulusan)).toBe(true);
    await periodeDialog.getByRole('button', { name: MSG.dismiss }).click();

    await context.close();
    expect(errors).toEqual([]);
  }, 300_000);

  it("the program's admin jurusan prints their own program by year and graduation state, and is refused a NIM of another program", async () => {
    const idProdi = setup.program.prodi.id_prodi;
    const other = await testProdi(setup.program.fakultas.id_fakultas, `Teknik Lain ${w}`);
    const [j1, j2, j3, stranger] = await Promise.all([
      printingStudent(idProdi, 2021, 'Hana Silalahi'),
      printingStudent(idProdi, 2021, 'Indra Purba'),
      printingStudent(idProdi, 2021, 'Joko Ginting'),
      printingStudent(other.id_prodi, 2021, 'Kevin Tarigan'),
    ]);
    // j3 already printed (graduated), so 'Belum' leaves them out
    const first = await api('POST', `/api/manajemen/skpi/download/${j3.nim}`, {
      bearer: setup.superAdmin.token,
      query: { periode: periode.id_periode_kelulusan, override: 0 },
    });
    expect(first.status).toBe(200);
    const { page, context, errors } = await openPage(width, {
      nim: setup.ownAdmin.nim,
      password: setup.ownAdmin.password,
      email: setup.ownAdmin.email,
    });
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(1);

    // a NIM of another program: the server's refusal, nothing printed, the dialog stays to correct
    let advanced = await openAdvanced(page, 'nim');
    await advanced.getByRole('textbox', { name: CETAK_SCREEN_MSG.nimLabel, exact: true }).fill(stranger.nim);
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, advanced);
    const pagesBefore = context.pages().length;
    await submitOf(advanced).click();
    await notice(page, CETAK_MSG.skpiOtherProdi);
    await eventually(() => context.pages().length).toBe(pagesBefore);
    await expect(advanced.count()).resolves.toBe(1);
    await shot(page, `${w}-10-jurusan-other-prodi`);
    await checkPage(page);
    expect((await searchRow(setup.superAdmin.token, stranger.nim))?.is_graduated).toBe(false);
    await advanced.getByRole('button', { name: AUTH_SCREEN_MSG.cancel }).click();
    await eventually(() => advanced.count()).toBe(0);

    // Program Studi: their own program, fixed; 2021, Belum
    advanced = await openAdvanced(page, 'prodi');
    await advanced.getByText(prodiLabel(setup.program.prodi.nama_prodi, setup.program.prodi.jenjang), { exact: true }).waitFor();
    expect(await advanced.getByText(CETAK_SCREEN_MSG.fakultasPlaceholder).count()).toBe(0);
    await chooseOption(page, CETAK_SCREEN_MSG.tahunMasuk, '2021', advanced);
    await chooseOption(page, CETAK_SCREEN_MSG.kelulusan, CETAK_SCREEN_MSG.kelulusanBelum, advanced);
    await expect(submitOf(advanced).isDisabled()).resolves.toBe(true);
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, advanced);
    await shot(page, `${w}-11-jurusan-prodi`);
    await checkPage(page);
    const byProdi = await bulkToZip(page, advanced, '/api/manajemen/skpi/download/bulk/prodi', `${w}-12-jurusan`);
    expect(byProdi.job).toMatchObject({ total: 2, label: jobLabelProdi(setup.program.prodi.nama_prodi, 2021) });
    expect(byProdi.entries).toEqual(entriesOf([j1, j2]));
    // the list (a page of LULUS with numbers and BELUM LULUS): every badge on one line, however narrow its column
    await eventually(() => rowOf(page, j1.nim).textContent()).not.toContain(CETAK_SCREEN_MSG.belumLulus);
    const badgeHeights = await page
      .locator('table [class*="awsui_badge_"]')
      .evaluateAll((badges) => badges.map((b) => Math.round(b.getBoundingClientRect().height)));
    expect(badgeHeights.length).toBeGreaterThan(1);
    expect(Math.max(...badgeHeights) - Math.min(...badgeHeights)).toBeLessThan(4);
    await shot(page, `${w}-13-jurusan-list`);

    await context.close();
    expect(errors).toEqual([]);
  }, 240_000);
});
