/**
 * The student management screen (/admin/manajemen-mahasiswa)
 * in a real browser, at 1280 and 400 px, signed in with the demo
 * accounts, on students of the test's own (found together by a word of their names).
 *
 * The super admin searches them; filters by SKP range (the filter is kept in the address: a
 * reload keeps it), then by Tahun Masuk and Kelulusan; previews one (photo, name, program, bio,
 * Lihat Profil); reads the Profil tab; accepts a waiting portfolio in the Portofolio tab (the
 * verify dialog of the verification screens); renames and graduates a student in the
 * Kemahasiswaan tab (Alumni with a date: the row says LULUS) and gives another a new NIM
 * (numeric only: the student moves); changes the e-mail, then
 * deactivates and reactivates the account in the Akun tab (one change at a time); adds a student;
 * is refused the deletion of a student with a verified portfolio (the warning says to deactivate
 * instead) and deletes the new one; and opens the migration card and comes back. An admin jurusan
 * sees only their program's students and no faculty or program filter, and adds into their own
 * program only. Every step checks axe and the page's width; screenshots land in
 * tests/e2e/screenshots/admin-mahasiswa-*.png.
 */
import { readableDate, typedDate } from '@shared/domain/dates';
import {
  STUDENT_FILTER_MSG as FILTER,
  IMPOR_SCREEN_MSG,
  MANAJEMEN_MSG,
  MSG,
  MUTASI_ADMIN_SCREEN_MSG,
  mahasiswaPreviewOf,
  optionsLabel,
  prodiLabel,
  studentLabel,
  MAHASISWA_ADMIN_MSG as TEXT,
  VERIFIKASI_SCREEN_MSG,
  verifyDecided,
} from '@shared/messages';
import { EKSPOR_HEADER_MSG, EKSPOR_MSG } from '@shared/messages/ekspor';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import {
  checkAdminPage,
  checkUntilChecked,
  chooseOption,
  dialogNamed,
  eventually,
  menuToDialog,
  notice,
  rowOf,
  screenshotsNamed,
  signInThroughHeader,
} from '../support/browser-session';
import { managedStudent, numericNim } from '../support/mahasiswa-admin';
import { uniqueWord } from '../support/search-data';
import { settleTime } from '../support/settle-time';
import { api, baseUrl, DEMO_ACCOUNTS } from '../support/stack';
import { addPortfolio, programRubrics } from '../support/student-data';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-mahasiswa-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */
/** The demo admin jurusan's program. */
const PRODI = 1;
const OTHER_PRODI = 2;

let prodiName: string;
let anak: { id_anak_rubrik: number; id_rubrik: number; id_bidang_portofolio: number };

beforeAll(async () => {
  const admin = await staffAccount('super admin');
  const prodi = await api<{ prodi: { nama_prodi: string; jenjang: string } }>('GET', `/api/prodi/${PRODI}`, { bearer: admin.token });
  prodiName = prodiLabel(prodi.body.prodi.nama_prodi, prodi.body.prodi.jenjang);
  anak = (await programRubrics(PRODI)).anak[0] ?? expect.unreachable();
}, 60_000);

const checkPage = checkAdminPage;

async function openPage(width: number, account: { nim: string; password: string; email: string }) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  opened.page.setDefaultTimeout(15_000);
  await signInThroughHeader(opened.page, account);
  // the first visit after signing in, within the page-time budget: until the rows (their menus) show and the page rests
  const firstRow = opened.page.getByRole('button', { name: optionsLabel('') }).first();
  await settleTime(opened.page, `Manajemen Mahasiswa ${width}`, { go: '/admin/manajemen-mahasiswa', ready: firstRow });
  await opened.page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.mahasiswa }).waitFor();
  return opened;
}

/** The table's rows (without the header row). */
const rowCount = async (page: Page) => (await page.getByRole('row').count()) - 1;
const search = (page: Page) => page.getByRole('searchbox', { name: FILTER.searchPlaceholder });
const who = (s: { nama: string; nim: string }) => studentLabel(s.nama, s.nim);

/** Opens the row's menu and chooses a tab (or Hapus); waits for the dialog it opens. */
async function openFromMenu(page: Page, s: { nama: string; nim: string }, item: string, dialogName: string) {
  await menuToDialog(page, rowOf(page, s.nim).getByRole('button', { name: optionsLabel(who(s)) }), item, dialogNamed(page, dialogName));
  return dialogNamed(page, dialogName);
}

/** Types a date field's DD/MM/YYYY. */
async function fillDate(scope: ReturnType<typeof dialogNamed>, label: string, iso: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(typedDate(iso));
  await input.press('Tab');
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin filters, previews, edits each tab, graduates, deactivates and reactivates, adds and deletes', async () => {
    const w = String(width);
    const word = uniqueWord();
    const [a, b, c] = [
      await managedStudent(PRODI, 2021, `Andi ${word} Lubis`),
      await managedStudent(PRODI, 2023, `Butet ${word} Lubis`),
      await managedStudent(OTHER_PRODI, 2023, `Cahya ${word} Lubis`),
    ];
    // Andi: 12 verified points (not deletable); Butet: a portfolio waiting
    await addPortfolio(a, anak, 12, 2);
    const waiting = await addPortfolio(b, anak, 3, 1);
    const { page, context, errors } = await openPage(width, DEMO_ACCOUNTS.superAdmin);
    await eventually(() => rowCount(page)).toBeGreaterThan(0);

    // search, then the Filter popover: SKP from 10
    await search(page).fill(word);
    await eventually(() => rowCount(page)).toBe(3);
    await shot(page, `${w}-0-search`);
    await checkPage(page);
    await page.getByRole('button', { name: FILTER.filter }).click();
    const popover = page.getByRole('dialog', { name: FILTER.filter });
    await popover.getByText(FILTER.fakultas, { exact: true }).waitFor();
    await popover.getByText(FILTER.prodi, { exact: true }).waitFor();
    await popover.getByLabel(FILTER.skpMin).fill('10');
    await shot(page, `${w}-1-filter`);
    await checkPage(page);
    await popover.getByRole('button', { name: FILTER.terapkan }).click();
    await page.getByRole('button', { name: `${FILTER.filter} (1)` }).waitFor();
    await eventually(() => rowCount(page)).toBe(1);
    await rowOf(page, a.nim).waitFor();
    expect(page.url()).toContain('skp_min=10');
    // a reload keeps the search and the filter
    await page.reload();
    await page.getByRole('button', { name: `${FILTER.filter} (1)` }).waitFor();
    await expect(search(page).inputValue()).resolves.toBe(word);
    await eventually(() => rowCount(page)).toBe(1);
    await rowOf(page, a.nim).waitFor();
    await shot(page, `${w}-2-filtered`);

    // Tahun Masuk 2023 and Kelulusan Belum: Butet and Cahya
    await page.getByRole('button', { name: `${FILTER.filter} (1)` }).click();
    await popover.getByLabel(FILTER.skpMin).fill('');
    await chooseOption(page, FILTER.tahunMasuk, '2023', popover);
    await chooseOption(page, FILTER.kelulusan, FILTER.kelulusanBelum, popover);
    await popover.getByRole('button', { name: FILTER.terapkan }).click();
    await page.getByRole('button', { name: `${FILTER.filter} (2)` }).waitFor();
    await eventually(() => rowCount(page)).toBe(2);
    await rowOf(page, b.nim).waitFor();
    await rowOf(page, c.nim).waitFor();
    await page.getByRole('button', { name: `${FILTER.filter} (2)` }).click();
    await popover.getByRole('button', { name: FILTER.reset }).click();
    await page.getByRole('button', { name: FILTER.filter, exact: true }).waitFor();
    await eventually(() => rowCount(page)).toBe(3);

    // the preview card of the chosen row
    await checkUntilChecked(rowOf(page, b.nim).getByRole('radio', { name: mahasiswaPreviewOf(who(b)) }));
    const card = page.getByRole('heading', { level: 2, name: b.nama });
    await card.waitFor();
    await page.getByText(prodiName, { exact: true }).first().waitFor();
    await page.getByText('Suka menulis dan berorganisasi.').first().waitFor();
    await expect(page.getByRole('link', { name: TEXT.lihatProfil }).getAttribute('href')).resolves.toBe(`/profile/${b.nim}`);
    await shot(page, `${w}-3-preview`);
    await checkPage(page);

    // Profil tab: the biodata, read-only
    let dialog = await openFromMenu(page, b, TEXT.tabProfil, who(b));
    await dialog.getByText(b.email, { exact: true }).waitFor();
    await dialog.getByText(`Pematangsiantar, ${readableDate('2003-02-11')}`).waitFor();
    await dialog.getByText(TEXT.perempuan, { exact: true }).waitFor();
    await shot(page, `${w}-4-profil`);
    await checkPage(page);

    // Portofolio tab: the waiting portfolio, accepted through the verify dialog
    await dialog.getByRole('tab', { name: TEXT.tabPortofolio }).click();
    await dialog.getByText(waiting.judul).first().waitFor();
    await shot(page, `${w}-5-portofolio`);
    await checkPage(page);
    await dialog.getByRole('button', { name: new RegExp(`^${VERIFIKASI_SCREEN_MSG.periksa}`) }).click();
    const verify = dialogNamed(page, VERIFIKASI_SCREEN_MSG.dialogTitle);
    await verify.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima }).waitFor();
    await shot(page, `${w}-6-verify`);
    await checkPage(page);
    await verify.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima }).click();
    await notice(page, verifyDecided(MSG.portfolioVerified, waiting.judul, b.nama, b.nim));
    dialog = dialogNamed(page, who(b));
    await dialog.getByRole('button', { name: new RegExp(`^${VERIFIKASI_SCREEN_MSG.lihat}`) }).waitFor();

    // Kemahasiswaan tab: a new name, Alumni with a graduation date
    await dialog.getByRole('tab', { name: TEXT.tabKemahasiswaan }).click();
    const nama = `Butet ${word} Siregar`;
    await dialog.getByLabel(TEXT.nama, { exact: true }).fill(nama);
    await checkUntilChecked(dialog.getByRole('radio', { name: TEXT.alumni }));
    const simpan = dialog.getByRole('button', { name: TEXT.simpan });
    // the graduation date is required
    await eventually(() => simpan.isDisabled()).toBe(true);
    await fillDate(dialog, TEXT.tanggalLulus, '2027-08-30');
    await eventually(() => simpan.isDisabled()).toBe(false);
    await shot(page, `${w}-7-kemahasiswaan`);
    await checkPage(page);
    await simpan.click();
    await notice(page, MSG.userUpdated);
    const renamed = { nama, nim: b.nim };
    dialog = dialogNamed(page, who(renamed));
    await dialog.waitFor();
    // (LULUS is part of BELUM LULUS: the row must lose the latter)
    await eventually(() => rowOf(page, b.nim).textContent()).toContain(nama);
    await expect(rowOf(page, b.nim).textContent()).resolves.not.toContain(TEXT.belumLulus);
    await expect(rowOf(page, b.nim).textContent()).resolves.toContain(TEXT.lulus);

    // Akun tab: the e-mail, then the status off and on again (one change per save)
    await dialog.getByRole('tab', { name: TEXT.tabAkun }).click();
    const email = `baru${b.nim}@manajemen.test`;
    await dialog.getByRole('textbox', { name: TEXT.email }).fill(email);
    await shot(page, `${w}-8-akun`);
    await checkPage(page);
    await dialog.getByRole('button', { name: TEXT.simpan }).click();
    await notice(page, MSG.userUpdated);
    await checkUntilChecked(dialog.getByRole('radio', { name: TEXT.ubahStatus }));
    await checkUntilChecked(dialog.getByRole('radio', { name: TEXT.nonAktif }));
    await dialog.getByRole('button', { name: TEXT.simpan }).click();
    await eventually(() => rowOf(page, b.nim).textContent()).toContain(TEXT.nonAktif);
    await shot(page, `${w}-9-nonaktif`);
    await checkUntilChecked(dialog.getByRole('radio', { name: TEXT.ubahStatus }));
    await checkUntilChecked(dialog.getByRole('radio', { name: TEXT.aktif, exact: true }));
    await dialog.getByRole('button', { name: TEXT.simpan }).click();
    await eventually(() => rowOf(page, b.nim).textContent()).not.toContain(TEXT.nonAktif);
    await dialog.getByRole('tab', { name: TEXT.tabProfil }).click();
    await dialog.getByText(email, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: TEXT.tutup }).filter({ hasText: TEXT.tutup }).click();
    await eventually(() => dialogNamed(page, who(renamed)).count()).toBe(0);

    // Kemahasiswaan tab: a new NIM (numeric only) moves Cahya
    dialog = await openFromMenu(page, c, TEXT.tabKemahasiswaan, who(c));
    const nimField = dialog.getByLabel(TEXT.nim, { exact: true });
    await nimField.fill(`${c.nim}A`);
    await dialog.getByRole('button', { name: TEXT.simpan }).click();
    await dialog.getByText(MANAJEMEN_MSG.nimNumeric).waitFor();
    const moved = { nama: c.nama, nim: numericNim() };
    await nimField.fill(moved.nim);
    await dialog.getByRole('button', { name: TEXT.simpan }).click();
    await notice(page, MSG.userUpdated);
    await dialogNamed(page, who(moved)).waitFor();
    await dialogNamed(page, who(moved)).getByRole('button', { name: TEXT.tutup }).filter({ hasText: TEXT.tutup }).click();
    await rowOf(page, moved.nim).waitFor();
    await eventually(() => rowOf(page, c.nim).count()).toBe(0);

    await page.getByRole('button', { name: TEXT.tambah }).click();
    const tambah = dialogNamed(page, TEXT.tambah);
    const added = { nim: numericNim(), nama: `Dodi ${word} Lubis` };
    await expect(tambah.getByRole('button', { name: TEXT.simpan }).isDisabled()).resolves.toBe(true);
    await tambah.getByLabel(TEXT.nim, { exact: true }).fill(added.nim);
    await tambah.getByLabel(TEXT.nama, { exact: true }).fill(added.nama);
    await tambah.getByLabel(TEXT.email, { exact: true }).fill(`m${added.nim}@manajemen.test`);
    await chooseOption(page, TEXT.prodi, prodiName, tambah);
    await fillDate(tambah, TEXT.tanggalMasukOptional, '2024-08-19');
    await shot(page, `${w}-10-tambah`);
    await checkPage(page);
    await tambah.getByRole('button', { name: TEXT.simpan }).click();
    await notice(page, MSG.userAdded);
    await eventually(() => dialogNamed(page, TEXT.tambah).count()).toBe(0);
    await eventually(() => rowCount(page)).toBe(4);
    await expect(rowOf(page, added.nim).textContent()).resolves.toContain('2024');

    // Hapus: refused for a student with a verified portfolio, done for the new one
    const hapus = dialogNamed(page, TEXT.hapusTitle);
    await openFromMenu(page, a, TEXT.hapus, TEXT.hapusTitle);
    await hapus.getByText(who(a)).waitFor();
    await shot(page, `${w}-11-hapus`);
    await checkPage(page);
    await hapus.getByRole('button', { name: TEXT.ya, exact: true }).click();
    await notice(page, MANAJEMEN_MSG.deleteHasVerified);
    await eventually(() => hapus.count()).toBe(0);
    await rowOf(page, a.nim).waitFor();
    await openFromMenu(page, added, TEXT.hapus, TEXT.hapusTitle);
    await hapus.getByRole('button', { name: TEXT.ya, exact: true }).click();
    await notice(page, MSG.deleted);
    await eventually(() => rowOf(page, added.nim).count()).toBe(0);
    await eventually(() => rowCount(page)).toBe(3);

    // Migrasi: the migration card, and back
    await page.getByRole('button', { name: TEXT.migrasi }).click();
    await page.getByRole('button', { name: MUTASI_ADMIN_SCREEN_MSG.back }).click();
    await page.getByRole('button', { name: TEXT.tambah }).waitFor();
    await expect(search(page).inputValue()).resolves.toBe(word);
    // Impor: the bulk import dialog (its own test drives it: admin-impor.test.ts)
    await page.getByRole('button', { name: TEXT.impor, exact: true }).click();
    const impor = dialogNamed(page, IMPOR_SCREEN_MSG.title);
    await impor.waitFor();
    await impor.getByRole('button', { name: MSG.dismiss }).first().click();
    await eventually(() => impor.count()).toBe(0);

    await context.close();
    expect(errors).toEqual([]);
  }, 240_000);

  it('an admin jurusan sees their program only, without faculty and program filters, and adds into their program', async () => {
    const w = String(width);
    const word = uniqueWord();
    const own = await managedStudent(PRODI, 2022, `Eka ${word} Nasution`);
    const other = await managedStudent(OTHER_PRODI, 2022, `Fajar ${word} Nasution`);
    const { page, context, errors } = await openPage(width, DEMO_ACCOUNTS.adminJurusan);
    await search(page).fill(word);
    await rowOf(page, own.nim).waitFor();
    await eventually(() => rowCount(page)).toBe(1);
    expect(await rowOf(page, other.nim).count()).toBe(0);

    // the searched list to Excel: the file has the header row and the one row shown
    await page.getByRole('button', { name: EKSPOR_MSG.eksporButton }).click();
    await page.getByRole('menuitem', { name: EKSPOR_MSG.eksporXlsx }).waitFor();
    await shot(page, `${w}-12-jurusan-ekspor`);
    await checkPage(page);
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: EKSPOR_MSG.eksporXlsx }).click()]);
    expect(saved.suggestedFilename()).toMatch(/^mahasiswa-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = (await readSheet(Buffer.concat(await (await saved.createReadStream()).toArray()))) as unknown[][];
    expect(sheet.map((r) => r[0])).toEqual([EKSPOR_HEADER_MSG.nim, own.nim]);

    await page.getByRole('button', { name: FILTER.filter }).click();
    const popover = page.getByRole('dialog', { name: FILTER.filter });
    await popover.getByText(FILTER.tahunMasuk, { exact: true }).waitFor();
    await popover.getByText(FILTER.skp, { exact: true }).waitFor();
    expect(await popover.getByText(FILTER.fakultas, { exact: true }).count()).toBe(0);
    expect(await popover.getByText(FILTER.prodi, { exact: true }).count()).toBe(0);
    await shot(page, `${w}-13-jurusan-filter`);
    await checkPage(page);
    await popover.getByRole('button', { name: MSG.dismiss }).click();

    await page.getByRole('button', { name: TEXT.tambah }).click();
    const tambah = dialogNamed(page, TEXT.tambah);
    await tambah.getByText(prodiName, { exact: true }).waitFor();
    await shot(page, `${w}-14-jurusan-tambah`);
    await checkPage(page);
    await tambah.getByRole('button', { name: TEXT.batal }).click();

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
