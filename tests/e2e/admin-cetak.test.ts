/**
 * The SKPI printing screen (/admin/cetak-skpi)
 * in a real browser, at 1280 and 400 px, signed in with the demo accounts.
 *
 * The super admin searches fresh students of a program of the test's own (so no other test's data
 * is touched), reads each one's SKPI request and rubric state in the list, and filters by Kelulusan
 * (Semua until chosen) and by request; previews one (the PDF in the viewer); prints one by keyboard
 * only, Tab, arrows and Enter (a new tab and a notice linking the PDF; the row then says LULUS with
 * the SKPI number); declines the override confirmation (nothing printed); chooses two students
 * found by two searches (the choice outlives the search) and prints them together, watching the job's progress bar until
 * 'Unduh skpi.zip' (a zip) and the notice of its end come; revokes the first with a category and a
 * reason (Dokumen SKPI then says DICABUT with both); adds a graduation period (the add button green
 * while its form is open) and deletes it.
 * The admin jurusan sees their program's students without the faculty and program filters,
 * the periods without add or delete, and Advanced Print's program tab naming their program.
 * Every step checks axe and the page's width; screenshots land in
 * tests/e2e/screenshots/admin-cetak-*.png.
 */
import { localToday, readableDate, typedDate } from '@shared/domain/dates';
import { periodeLabel } from '@shared/domain/periode';
import { KATEGORI_PENCABUTAN_LABEL } from '@shared/domain/segel';
import {
  AUTH_SCREEN_MSG,
  CETAK_MSG,
  CETAK_SCREEN_MSG,
  cetakBelumMengajukan,
  cetakRowMenu,
  cetakSelected,
  cetakStudent,
  jobLabelNims,
  jobSelesai,
  MASTER_MSG,
  MSG,
  periodeOption,
  prodiLabel,
} from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
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
import { newPeriode, periodeDeleteButton, periodeRow, printingProgram, printingStudent } from '../support/cetak';
import { chooseByKeyboard, tabTo } from '../support/keyboard';
import { setSkpiRequest } from '../support/portofolio';
import { uniqueWord } from '../support/search-data';
import { settleTime } from '../support/settle-time';
import { api, baseUrl, DEMO_ACCOUNTS } from '../support/stack';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'admin-cetak-');
/** Pages are lazy-loaded, answers come from DynamoDB Local and bulk jobs run in-process: allow for a busy machine. */
const PRODI = 1;

/** The period the prints use: dated today, a number no other period of this academic year has. */
let periode: { id: number; label: string; tanggal: string };
let prodiName: string;

beforeAll(async () => {
  const admin = await staffAccount('super admin');
  const row = await newPeriode(admin.token, localToday());
  periode = { id: row.id_periode_kelulusan, label: periodeLabel(row.tanggal, row.periode), tanggal: row.tanggal };
  const prodi = await api<{ prodi: { nama_prodi: string; jenjang: string } }>('GET', `/api/prodi/${PRODI}`, { bearer: admin.token });
  prodiName = prodiLabel(prodi.body.prodi.nama_prodi, prodi.body.prodi.jenjang);
}, 60_000);

const checkPage = checkAdminPage;

/** Types into 'Cari mahasiswa' and waits for the one row of that NIM. */
async function search(page: Page, nim: string) {
  await page.getByRole('searchbox', { name: CETAK_SCREEN_MSG.searchPlaceholder }).fill(nim);
  await eventually(() => rowOf(page, nim).count()).toBe(1);
  await eventually(() => page.getByRole('row').count()).toBe(2);
}

/** Starts with the start of a PDF file. */
async function isPdf(url: string) {
  const res = await fetch(url);
  return Buffer.from(await res.arrayBuffer())
    .subarray(0, 5)
    .toString('latin1');
}

async function openPage(width: number, account: { nim: string; password: string; email: string }) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  opened.page.setDefaultTimeout(15_000);
  await signInThroughHeader(opened.page, account);
  // the first visit after signing in, within the page-time budget: until the rows (their menus) show and the page rests
  const firstRow = opened.page.getByRole('button', { name: cetakRowMenu('') }).first();
  await settleTime(opened.page, `Cetak SKPI ${width}`, { go: '/admin/cetak-skpi', ready: firstRow });
  await opened.page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.cetak }).waitFor();
  return opened;
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin filters, previews, prints one, prints a selection to the zip, revokes, and adds and deletes a period', async () => {
    const w = String(width);
    // three students of the test's own, found together by a word of their names
    const word = uniqueWord();
    // of a program of the test's own, whose faculty has the code an SKPI number needs
    const { prodi } = await printingProgram(`K${word.slice(2, 6).toUpperCase()}`);
    const [a, b, c] = await Promise.all([
      printingStudent(prodi.id_prodi, 2022, `Andi ${word} Siregar`),
      printingStudent(prodi.id_prodi, 2022, `Butet ${word} Siregar`),
      printingStudent(prodi.id_prodi, 2022, `Cahya ${word} Siregar`),
    ]);
    const who = (s: { nama: string; nim: string }) => cetakStudent(s.nama, s.nim);
    // b asked for the SKPI and waits; a and c never asked
    await setSkpiRequest(b.id, 0);
    const { page, context, errors } = await openPage(width, DEMO_ACCOUNTS.superAdmin);
    await page.getByRole('link', { name: PAGE_NAME_MSG.cetak }).first().waitFor({ state: 'attached' });
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await shot(page, `${w}-0-list`);
    await checkPage(page);

    // search: each row says whether the student asked and meets the rubrics (the program has none to meet)
    await page.getByRole('searchbox', { name: CETAK_SCREEN_MSG.searchPlaceholder }).fill(word);
    await eventually(() => page.getByRole('row').count()).toBe(4);
    await eventually(() => rowOf(page, b.nim).textContent()).toContain(CETAK_SCREEN_MSG.pengajuanMenunggu);
    for (const s of [a, b, c]) await expect(rowOf(page, s.nim).textContent()).resolves.toContain(CETAK_SCREEN_MSG.rubrikTerpenuhi);
    await expect(rowOf(page, a.nim).textContent()).resolves.toContain(CETAK_SCREEN_MSG.pengajuanTidak);
    await shot(page, `${w}-0-states`);
    // the Filter popover: Kelulusan starts at Semua; Belum, and only who never asked
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.filter }).click();
    const popover = page.getByRole('dialog', { name: CETAK_SCREEN_MSG.filter });
    await popover.getByText(CETAK_SCREEN_MSG.fakultas, { exact: true }).waitFor();
    await popover.getByText(CETAK_SCREEN_MSG.prodi, { exact: true }).waitFor();
    await expect(popover.getByRole('button', { name: CETAK_SCREEN_MSG.kelulusan }).textContent()).resolves.toContain(CETAK_SCREEN_MSG.kelulusanNone);
    await chooseOption(page, CETAK_SCREEN_MSG.kelulusan, CETAK_SCREEN_MSG.kelulusanBelum, popover);
    await chooseOption(page, CETAK_SCREEN_MSG.pengajuan, CETAK_SCREEN_MSG.pengajuanTidak, popover);
    await shot(page, `${w}-1-filter`);
    await checkPage(page);
    await popover.getByRole('button', { name: CETAK_SCREEN_MSG.terapkan }).click();
    await page.getByRole('button', { name: `${CETAK_SCREEN_MSG.filter} (2)` }).waitFor();
    await eventually(() => page.getByRole('row').count()).toBe(3);
    expect(await rowOf(page, b.nim).count()).toBe(0);
    const rowA = rowOf(page, a.nim);
    await expect(rowA.textContent()).resolves.toContain(CETAK_SCREEN_MSG.belumLulus);
    await expect(rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.hapus} ${who(a)}` }).isDisabled()).resolves.toBe(true);
    await shot(page, `${w}-2-filtered`);

    // Preview: the PDF in the viewer
    await rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.preview} ${who(a)}` }).click();
    const viewer = dialogNamed(page, CETAK_SCREEN_MSG.previewTitle);
    await viewer.getByText(who(a), { exact: true }).waitFor();
    const previewUrl = String(await viewer.locator('iframe').getAttribute('src'));
    expect(await isPdf(previewUrl)).toBe('%PDF-');
    await shot(page, `${w}-3-preview`);
    await checkPage(page);
    await viewer.getByRole('button', { name: MSG.dismiss }).click();
    await eventually(() => dialogNamed(page, CETAK_SCREEN_MSG.previewTitle).count()).toBe(0);

    // Cetak, by keyboard only (Tab, Enter, arrows): the period, the reminder, a new tab with the
    // PDF and a notice linking it
    await tabTo(page, rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.cetak} ${who(a)}` }), { max: 60 });
    await page.keyboard.press('Enter');
    const print = dialogNamed(page, CETAK_SCREEN_MSG.printTitle);
    await print.getByText(CETAK_SCREEN_MSG.printGraduates).waitFor();
    await expect(print.getByRole('button', { name: CETAK_SCREEN_MSG.cetak, exact: true }).isDisabled()).resolves.toBe(true);
    await chooseByKeyboard(page, print.getByRole('button', { name: CETAK_SCREEN_MSG.periode }).and(print.locator('[aria-haspopup]')), periode.label);
    // the period with its date, once; what printing does to a student who never asked, before it is done
    await expect(print.getByText(periodeOption(periode.label, readableDate(periode.tanggal)), { exact: true }).count()).resolves.toBe(1);
    await print.getByText(cetakBelumMengajukan(1, who(a), readableDate(periode.tanggal)), { exact: true }).waitFor();
    await print.getByText(CETAK_SCREEN_MSG.overrideHint).waitFor();
    await shot(page, `${w}-4-print-dialog`);
    await checkPage(page);
    const tab = context.waitForEvent('page');
    await tabTo(page, print.getByRole('button', { name: CETAK_SCREEN_MSG.cetak, exact: true }));
    await page.keyboard.press('Enter');
    // the tab opened by the key press is sent to the PDF
    const popup = await tab;
    await eventually(() => popup.url()).toContain('.pdf');
    await popup.close();
    // the notice's text is followed by its link
    await page.locator('[class*="awsui_flashbar"]').getByText(CETAK_SCREEN_MSG.printed).first().waitFor();
    const pdfLink = page.locator('[class*="awsui_flashbar"]').getByRole('link', { name: CETAK_SCREEN_MSG.bukaPdf }).first();
    expect(await isPdf(String(await pdfLink.getAttribute('href')))).toBe('%PDF-');
    await eventually(() => dialogNamed(page, CETAK_SCREEN_MSG.printTitle).count()).toBe(0);
    // printed: graduated, so the Belum filter no longer finds them; without the filter the row says LULUS and the number
    await page.getByRole('button', { name: `${CETAK_SCREEN_MSG.filter} (2)` }).click();
    await page.getByRole('dialog', { name: CETAK_SCREEN_MSG.filter }).getByRole('button', { name: CETAK_SCREEN_MSG.reset }).click();
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.filter, exact: true }).waitFor();
    await eventually(() => rowA.textContent()).toContain(CETAK_SCREEN_MSG.lulus);
    // the print wrote the request it never made, accepted
    await eventually(() => rowA.textContent()).toContain(CETAK_SCREEN_MSG.pengajuanDiterima);
    await eventually(() => rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.hapus} ${who(a)}` }).isDisabled()).toBe(false);
    await shot(page, `${w}-5-printed`);
    await checkPage(page);

    // Override New Print asks first; no prints nothing
    await rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.cetak} ${who(a)}` }).click();
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, print);
    await print.getByText(CETAK_SCREEN_MSG.overrideNewPrint).click();
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    const pagesBefore = context.pages().length;
    await print.getByRole('button', { name: CETAK_SCREEN_MSG.cetak, exact: true }).click();
    await eventually(() => asked).toEqual([CETAK_SCREEN_MSG.overrideConfirm]);
    // a yes would open the new tab and show the printing notice in the click's own task, right
    // after the confirmation: once the next frame is drawn, neither has happened
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    expect(await page.getByText(CETAK_SCREEN_MSG.mencetak).count()).toBe(0);
    expect(context.pages().length).toBe(pagesBefore);
    await print.getByRole('button', { name: AUTH_SCREEN_MSG.cancel }).click();
    await eventually(() => dialogNamed(page, CETAK_SCREEN_MSG.printTitle).count()).toBe(0);

    // choose b and c from two searches: the choice outlives the search
    const cetakPilihan = page.getByRole('button', { name: CETAK_SCREEN_MSG.cetakPilihan });
    expect(await cetakPilihan.isDisabled()).toBe(true);
    await search(page, b.nim);
    await rowOf(page, b.nim)
      .getByRole('checkbox', { name: `${CETAK_SCREEN_MSG.colPilih} ${who(b)}` })
      .check();
    await search(page, c.nim);
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.pilihSemua }).click();
    await page.getByText(cetakSelected(2), { exact: true }).waitFor();
    expect(await cetakPilihan.isDisabled()).toBe(false);
    await shot(page, `${w}-6-selected`);
    await checkPage(page);
    await cetakPilihan.click();
    const bulk = dialogNamed(page, CETAK_SCREEN_MSG.printSelectedTitle);
    await bulk.getByText(cetakSelected(2), { exact: true }).waitFor();
    await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, bulk);
    // of the two, only c never asked
    await bulk.getByText(cetakBelumMengajukan(1, who(c), readableDate(periode.tanggal)), { exact: true }).waitFor();
    const started = page.waitForResponse((r) => r.url().includes('/api/manajemen/skpi/download/bulk') && r.request().method() === 'POST');
    await bulk.getByRole('button', { name: CETAK_SCREEN_MSG.cetak, exact: true }).click();
    const job = ((await (await started).json()) as { job: { id: string } }).job;
    await notice(page, CETAK_SCREEN_MSG.bulkStarted);
    const jobItem = page.locator(`[data-job="${job.id}"]`);
    await jobItem.getByRole('progressbar').waitFor();
    await shot(page, `${w}-7-job`);
    const download = jobItem.getByRole('link', { name: CETAK_SCREEN_MSG.unduhZip });
    await download.waitFor({ timeout: 60_000 });
    await page
      .locator('[class*="awsui_flashbar"]')
      .getByText(jobSelesai(jobLabelNims(2)))
      .first()
      .waitFor();
    expect(await download.getAttribute('download')).toBe('skpi.zip');
    const zip = await fetch(String(await download.getAttribute('href')));
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    await expect(jobItem.textContent()).resolves.toContain(CETAK_SCREEN_MSG.jobDone);
    await page.getByText(cetakSelected(2), { exact: true }).waitFor({ state: 'detached' });
    await shot(page, `${w}-8-job-done`);
    await checkPage(page);

    // Hapus: a category and a reason are required; the document is kept, DICABUT with both
    await search(page, a.nim);
    await rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.hapus} ${who(a)}` }).click();
    const revoke = dialogNamed(page, CETAK_SCREEN_MSG.revokeTitle);
    await revoke.getByText(CETAK_SCREEN_MSG.revokeAsk).waitFor();
    await expect(revoke.getByRole('button', { name: CETAK_SCREEN_MSG.revokeSubmit }).isDisabled()).resolves.toBe(true);
    const alasan = `Data kelulusan salah ketik (uji ${w})`;
    await revoke.getByLabel(CETAK_SCREEN_MSG.alasan).fill(alasan);
    await expect(revoke.getByRole('button', { name: CETAK_SCREEN_MSG.revokeSubmit }).isDisabled()).resolves.toBe(true);
    await chooseOption(page, new RegExp(CETAK_SCREEN_MSG.kategori), KATEGORI_PENCABUTAN_LABEL.kesalahan_data.id, revoke);
    await shot(page, `${w}-9-revoke`);
    await checkPage(page);
    await revoke.getByRole('button', { name: CETAK_SCREEN_MSG.revokeSubmit }).click();
    await notice(page, CETAK_MSG.skpiRevoked);
    await eventually(() => dialogNamed(page, CETAK_SCREEN_MSG.revokeTitle).count()).toBe(0);
    await eventually(() => rowA.getByRole('button', { name: `${CETAK_SCREEN_MSG.hapus} ${who(a)}` }).isDisabled()).toBe(true);
    const dokumen = dialogNamed(page, CETAK_SCREEN_MSG.dokumen);
    await menuToDialog(page, rowA.getByRole('button', { name: cetakRowMenu(who(a)) }), CETAK_SCREEN_MSG.dokumen, dokumen);
    await dokumen.getByText(CETAK_SCREEN_MSG.statusDicabut, { exact: true }).waitFor();
    await dokumen.getByText(alasan).first().waitFor();
    await dokumen.getByText(KATEGORI_PENCABUTAN_LABEL.kesalahan_data.id, { exact: true }).waitFor();
    await shot(page, `${w}-10-dokumen`);
    await checkPage(page);
    await dokumen.getByRole('button', { name: MSG.dismiss }).click();

    // Periode: add (the button green while open) and delete
    await page.getByRole('button', { name: CETAK_SCREEN_MSG.periode, exact: true }).click();
    const periodes = dialogNamed(page, CETAK_SCREEN_MSG.periodeDialog);
    await periodes.getByText(periode.label).first().waitFor();
    const add = periodes.getByRole('button', { name: CETAK_SCREEN_MSG.tambahPeriode });
    expect(await add.getAttribute('class')).not.toContain('variant-primary');
    await add.click();
    await eventually(() => add.getAttribute('class')).toContain('variant-primary');
    const year = 2060 + Math.floor(Math.random() * 30) + (width === 400 ? 1 : 0);
    const tanggal = `${year}-09-01`;
    const label = periodeLabel(tanggal, 1);
    await periodes.getByLabel(CETAK_SCREEN_MSG.nomorPeriode, { exact: true }).fill('1');
    const dateInput = periodes.getByLabel(CETAK_SCREEN_MSG.tanggal, { exact: true });
    await expect(dateInput.inputValue()).resolves.toBe(typedDate(localToday()));
    await dateInput.fill(typedDate(tanggal));
    await shot(page, `${w}-11-periode-add`);
    await checkPage(page);
    await periodes.getByRole('button', { name: CETAK_SCREEN_MSG.simpan }).click();
    await notice(page, CETAK_MSG.periodeAdded);
    await eventually(() => periodeRow(periodes, label).count()).toBe(1);
    await expect(periodeRow(periodes, label).textContent()).resolves.toContain(readableDate(tanggal));
    await periodeDeleteButton(periodes, label).click();
    await periodes.getByText(MSG.confirmSure).waitFor();
    await shot(page, `${w}-12-periode-delete`);
    await periodes.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, CETAK_MSG.periodeDeleted);
    await eventually(() => periodeRow(periodes, label).count()).toBe(0);

    await context.close();
    expect(errors).toEqual([]);
  }, 240_000);

  it('an admin jurusan sees their program without faculty and program filters, the periods without add or delete, and prints by their program', async () => {
    const w = String(width);
    const { page, context, errors } = await openPage(width, DEMO_ACCOUNTS.adminJurusan);
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(1);
    // every row is of their program
    await eventually(() => page.getByRole('row').nth(1).textContent()).toContain(prodiName.split(' (')[0]);
    const programs = await page.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.textContent ?? ''));
    for (const text of programs) expect(text).toContain(prodiName.split(' (')[0]);

    await page.getByRole('button', { name: CETAK_SCREEN_MSG.filter }).click();
    const popover = page.getByRole('dialog', { name: CETAK_SCREEN_MSG.filter });
    await popover.getByText(CETAK_SCREEN_MSG.tahunMasuk, { exact: true }).waitFor();
    expect(await popover.getByText(CETAK_SCREEN_MSG.fakultas, { exact: true }).count()).toBe(0);
    expect(await popover.getByText(CETAK_SCREEN_MSG.prodi, { exact: true }).count()).toBe(0);
    await shot(page, `${w}-13-jurusan-filter`);
    await checkPage(page);
    await popover.getByRole('button', { name: MSG.dismiss }).click();

    await page.getByRole('button', { name: CETAK_SCREEN_MSG.periode, exact: true }).click();
    const periodes = dialogNamed(page, CETAK_SCREEN_MSG.periodeDialog);
    await periodes.getByText(periode.label).first().waitFor();
    expect(await periodes.getByRole('button', { name: CETAK_SCREEN_MSG.tambahPeriode }).count()).toBe(0);
    expect(await periodes.getByRole('button', { name: new RegExp(CETAK_SCREEN_MSG.hapusPeriode) }).count()).toBe(0);
    await shot(page, `${w}-14-jurusan-periode`);
    await checkPage(page);
    await periodes.getByRole('button', { name: MSG.dismiss }).click();

    await page.getByRole('button', { name: CETAK_SCREEN_MSG.advancedPrint }).click();
    const advanced = dialogNamed(page, CETAK_SCREEN_MSG.advancedPrint);
    await advanced.getByText(CETAK_SCREEN_MSG.nimHint).waitFor();
    await advanced.getByRole('tab', { name: CETAK_SCREEN_MSG.tabProdi }).click();
    await advanced.getByText(CETAK_SCREEN_MSG.prodiAllHint).waitFor();
    await advanced.getByText(prodiName, { exact: true }).waitFor();
    expect(await advanced.getByText(MASTER_MSG.pickFakultas).count()).toBe(0);
    await advanced.getByText(String(new Date().getFullYear()), { exact: true }).first().waitFor();
    await shot(page, `${w}-15-jurusan-advanced`);
    await checkPage(page);

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
