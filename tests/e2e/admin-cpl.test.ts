/**
 * The CPL screen (/admin/manajemen-cpl) in a real browser, at 1280 and 400 px. A super admin
 * (signed in with password and e-mailed OTP) meets the picker, chooses a faculty then a fresh
 * program (of a faculty of its own), adds a CPL category (the save button waits for the required fields), opens it, adds an
 * item and a sub-point (numbered '1.1' in the expanded row), edits and deletes them (Ya/Tidak),
 * is refused the deletion of a category still holding an item (the server's warning), goes back
 * to the grid with Tutup and when the program changes, then edits and deletes the category. An
 * admin jurusan sees their own program without a picker and its seeded CPL. Every success shows
 * its fixed catalogue message; axe finds nothing serious and the page never scrolls sideways. Screenshots
 * land in tests/e2e/screenshots/admin-cpl-*.png.
 */
import { AUTH_SCREEN_MSG, CPL_SCREEN_MSG, cplPointNumber, cplPointsShow, MASTER_MSG, MSG, prodiLabel } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { checkAdminPage, dialogNamed, eventually, menuToDialog, notice, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { testFakultas, testProdi } from '../support/master-data';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-cpl-');
beforeAll(() => {
  useStackEnv();
});

/** The page at rest: no sideways scroll, nothing serious for axe. */
const checkPage = checkAdminPage;

const rowOf = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });
/** A category card, by its Pilih button. */
const card = (page: Page, nama: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${MASTER_MSG.categoryPick} ${nama}`, exact: true }) });
const table = (page: Page) => page.getByTestId('tabel-cpl');

/** Closes the CPL table, clicking its Tutup again while the table stays (a click taken as the page re-renders is lost). */
async function closeTable(page: Page) {
  const close = table(page).getByRole('button', { name: CPL_SCREEN_MSG.close });
  await eventually(async () => {
    if ((await close.count()) > 0) await close.click({ timeout: 2_000 }).catch(() => undefined);
    return table(page).count();
  }).toBe(0);
}

/** Fills the dialog's three fields and saves; the save button is disabled until the texts are there. */
async function fillAndSave(dialog: Locator, labels: { indonesia: string; inggris: string }, texts: { urutan?: string; id: string; en: string }) {
  const save = dialog.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true });
  if (texts.urutan !== undefined) await dialog.getByLabel(MASTER_MSG.urutanLabel).fill(texts.urutan);
  await dialog.getByLabel(labels.indonesia).fill('');
  await expect(save.isDisabled()).resolves.toBe(true);
  await dialog.getByLabel(labels.indonesia).fill(texts.id);
  await dialog.getByLabel(labels.inggris).fill(texts.en);
  await expect(save.isEnabled()).resolves.toBe(true);
  await save.click();
}

/**
 * Expands an item's row until `point` (with its `number`, when given) shows. After a write the
 * list is read again and every row collapses; when that read lands just after the click, the row
 * closes again: click once more.
 */
async function showPoints(cpl: Locator, item: string, toggle: string, point: string, number?: string) {
  const target = number ? rowOf(cpl, point).getByText(number, { exact: true }) : rowOf(cpl, point);
  for (let attempt = 0; ; attempt++) {
    if (await target.isVisible()) return;
    const button = rowOf(cpl, item).getByRole('button', { name: cplPointsShow(toggle) });
    if (await button.isVisible()) await button.click({ timeout: 5000 }).catch(() => undefined);
    try {
      await target.waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** Clicks a button of a point's row, expanding its item again when a late read collapsed it. */
async function clickPointButton(cpl: Locator, item: string, toggle: string, point: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    await showPoints(cpl, item, toggle, point);
    try {
      await rowOf(cpl, point).getByRole('button', { name }).click({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Answers the Ya/Tidak question. */
async function confirm(page: Page, answer: 'Ya' | 'Tidak') {
  const question = dialogNamed(page, MSG.confirmSure);
  await question.getByRole('button', { name: answer, exact: true }).click();
  await eventually(() => question.isVisible()).toBe(false);
}

async function chooseProgram(page: Page, fakultas: string, prodi: string) {
  await dialogNamed(page, MASTER_MSG.pickFakultas).getByRole('button', { name: fakultas }).click();
  await dialogNamed(page, MASTER_MSG.pickProdi).getByRole('button', { name: prodi }).click();
  await eventually(() => page.getByRole('dialog', { name: MASTER_MSG.pickProdi }).count()).toBe(0);
}

const BIDANG = { id: 'Sikap', en: 'Attitude' };
const BIDANG_LABELS = { indonesia: CPL_SCREEN_MSG.bidangNama, inggris: CPL_SCREEN_MSG.bidangNamaInggris };
const ITEM_LABELS = { indonesia: CPL_SCREEN_MSG.cplJudul, inggris: CPL_SCREEN_MSG.cplJudulInggris };
const POINT_LABELS = { indonesia: CPL_SCREEN_MSG.pointTeks, inggris: CPL_SCREEN_MSG.pointTeksInggris };

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin chooses a program, then adds, edits and deletes a category, an item and a sub-point', async () => {
    const w = String(width);
    const admin = await staffAccount('super admin');
    // the test's own (inactive) faculty: the seeded faculties' program lists stay as they are
    const fakultas = `Fakultas ${uniqueWord()}`;
    const { id_fakultas } = await testFakultas(fakultas);
    const nama = `Rekayasa ${uniqueWord()}`;
    const prodi = await testProdi(id_fakultas, nama);

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-cpl');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.cpl }).waitFor();

    // the picker opens by itself: faculty, then program
    await dialogNamed(page, MASTER_MSG.pickFakultas).getByRole('button', { name: fakultas }).waitFor();
    await shot(page, `${w}-1-picker`);
    await checkPage(page);
    await chooseProgram(page, fakultas, prodiLabel(nama, 'S1'));
    await page.getByText(MASTER_MSG.categoryEmpty).waitFor();
    expect(new URL(page.url()).searchParams.get('prodi')).toBe(String(prodi.id_prodi));

    // a category
    await page.getByRole('button', { name: MASTER_MSG.categoryAdd, exact: true }).click();
    const addBidang = dialogNamed(page, CPL_SCREEN_MSG.bidangAddTitle);
    await expect(addBidang.getByLabel(MASTER_MSG.urutanLabel).inputValue()).resolves.toBe('1');
    await expect(addBidang.getByRole('button', { name: AUTH_SCREEN_MSG.save }).isDisabled()).resolves.toBe(true);
    await shot(page, `${w}-2-bidang-dialog`);
    await checkPage(page);
    await fillAndSave(addBidang, BIDANG_LABELS, BIDANG);
    await notice(page, MSG.bidangCplAdded);
    await card(page, BIDANG.id).waitFor();
    await shot(page, `${w}-3-grid`);
    await checkPage(page);

    // its table: an item
    await card(page, BIDANG.id)
      .getByRole('button', { name: `${MASTER_MSG.categoryPick} ${BIDANG.id}` })
      .click();
    const cpl = table(page);
    await cpl.getByRole('heading', { name: CPL_SCREEN_MSG.tableTitle }).waitFor();
    await cpl.getByText(CPL_SCREEN_MSG.empty).waitFor();
    await cpl.getByRole('button', { name: CPL_SCREEN_MSG.add, exact: true }).click();
    const judul = `Bertakwa kepada Tuhan Yang Maha Esa ${w}`;
    await fillAndSave(dialogNamed(page, CPL_SCREEN_MSG.cplAddTitle), ITEM_LABELS, { id: judul, en: 'Devoted to God Almighty' });
    await notice(page, MSG.cplAdded);
    await rowOf(cpl, judul).waitFor();

    // a sub-point of the item, numbered 1.1 in the expanded row
    await rowOf(cpl, judul)
      .getByRole('button', { name: `${CPL_SCREEN_MSG.addPoint}: 1 ${judul}` })
      .click();
    const addPoint = dialogNamed(page, CPL_SCREEN_MSG.pointAddTitle);
    await addPoint.getByText(judul, { exact: false }).waitFor();
    await shot(page, `${w}-4-point-dialog`);
    await checkPage(page);
    const poin = 'Menghargai keanekaragaman budaya';
    await fillAndSave(addPoint, POINT_LABELS, { id: poin, en: 'Respects cultural diversity' });
    await notice(page, MSG.cplPointAdded);
    // every row collapsed after the read: the point shows once the row is expanded
    await showPoints(cpl, judul, `1 ${judul}`, poin, cplPointNumber(1, 1));
    await shot(page, `${w}-5-table`);
    await checkPage(page);

    // the category cannot go while it holds an item: the server's warning
    await closeTable(page);
    await menuToDialog(
      page,
      card(page, BIDANG.id).getByRole('button', { name: `${MASTER_MSG.categoryMenu} ${BIDANG.id}` }),
      MASTER_MSG.categoryDelete,
      dialogNamed(page, MSG.confirmSure),
    );
    await confirm(page, 'Ya');
    await notice(page, 'Bidang CPL tidak dapat dihapus karena masih memiliki 1 CPL. Hapus CPL-nya terlebih dahulu.');
    await card(page, BIDANG.id).waitFor();

    // edit the point and the item
    await card(page, BIDANG.id)
      .getByRole('button', { name: `${MASTER_MSG.categoryPick} ${BIDANG.id}` })
      .click();
    await clickPointButton(cpl, judul, `1 ${judul}`, poin, `${CPL_SCREEN_MSG.edit}: 1.1 ${poin}`);
    const poinBaru = 'Menghargai keragaman budaya dan agama';
    await fillAndSave(dialogNamed(page, CPL_SCREEN_MSG.pointEditTitle), POINT_LABELS, {
      urutan: '2',
      id: poinBaru,
      en: 'Respects cultural and religious diversity',
    });
    await notice(page, MSG.cplPointUpdated);
    await showPoints(cpl, judul, `1 ${judul}`, poinBaru, cplPointNumber(1, 2));
    const judulBaru = `Bertakwa dan berakhlak mulia ${w}`;
    await rowOf(cpl, judul)
      .getByRole('button', { name: `${CPL_SCREEN_MSG.edit}: 1 ${judul}` })
      .click();
    await fillAndSave(dialogNamed(page, CPL_SCREEN_MSG.cplEditTitle), ITEM_LABELS, {
      urutan: '3',
      id: judulBaru,
      en: 'Devout and of noble character',
    });
    await notice(page, MSG.cplUpdated);
    await rowOf(cpl, judulBaru).waitFor();

    // delete the point (Tidak once: nothing happens), then the item
    await clickPointButton(cpl, judulBaru, `3 ${judulBaru}`, poinBaru, `${CPL_SCREEN_MSG.delete}: 3.2 ${poinBaru}`);
    await dialogNamed(page, MSG.confirmSure).getByText(CPL_SCREEN_MSG.deletePointBody).waitFor();
    await shot(page, `${w}-6-confirm`);
    await checkPage(page);
    await confirm(page, 'Tidak');
    await expect(rowOf(cpl, poinBaru).count()).resolves.toBe(1);
    await rowOf(cpl, poinBaru)
      .getByRole('button', { name: `${CPL_SCREEN_MSG.delete}: 3.2 ${poinBaru}` })
      .click();
    await confirm(page, 'Ya');
    await notice(page, MSG.cplPointDeleted);
    await eventually(() => rowOf(cpl, poinBaru).count()).toBe(0);
    await rowOf(cpl, judulBaru)
      .getByRole('button', { name: `${CPL_SCREEN_MSG.delete}: 3 ${judulBaru}` })
      .click();
    await confirm(page, 'Ya');
    await notice(page, MSG.cplDeleted);
    await cpl.getByText(CPL_SCREEN_MSG.empty).waitFor();

    // another program while the table is open: back to the grid, of that program
    await page.getByRole('button', { name: MASTER_MSG.changeProgram }).click();
    await chooseProgram(page, 'Fakultas Teknik', prodiLabel('Informatika', 'S1'));
    await eventually(() => table(page).count()).toBe(0);
    await card(page, 'Keterampilan Khusus').waitFor();
    await page.goBack();
    await card(page, BIDANG.id).waitFor();

    // edit and delete the category
    await menuToDialog(
      page,
      card(page, BIDANG.id).getByRole('button', { name: `${MASTER_MSG.categoryMenu} ${BIDANG.id}` }),
      MASTER_MSG.categoryEdit,
      dialogNamed(page, CPL_SCREEN_MSG.bidangEditTitle),
    );
    await fillAndSave(dialogNamed(page, CPL_SCREEN_MSG.bidangEditTitle), BIDANG_LABELS, {
      urutan: '2',
      id: 'Sikap dan Tata Nilai',
      en: 'Attitude and Values',
    });
    await notice(page, MSG.bidangCplUpdated);
    await card(page, 'Sikap dan Tata Nilai').waitFor();
    await menuToDialog(
      page,
      card(page, 'Sikap dan Tata Nilai').getByRole('button', { name: `${MASTER_MSG.categoryMenu} Sikap dan Tata Nilai` }),
      MASTER_MSG.categoryDelete,
      dialogNamed(page, MSG.confirmSure),
    );
    await confirm(page, 'Ya');
    await notice(page, MSG.bidangCplDeleted);
    await page.getByText(MASTER_MSG.categoryEmpty).waitFor();

    const left = await api<{ bidang_cpl: unknown[] }>('GET', `/api/prodi/${prodi.id_prodi}/bidangcpl`, { bearer: admin.token });
    expect(left.body.bidang_cpl).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin jurusan sees their own program without a picker, and its CPL with numbered points', async () => {
    const w = String(width);
    const admin = await staffAccount('admin jurusan', 1);
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-cpl');
    await card(page, 'Keterampilan Khusus').waitFor();
    await page.getByText(prodiLabel('Informatika', 'S1')).first().waitFor();
    await expect(page.getByRole('button', { name: MASTER_MSG.changeProgram }).count()).resolves.toBe(0);
    await expect(page.getByRole('dialog', { name: MASTER_MSG.pickFakultas }).count()).resolves.toBe(0);
    await shot(page, `${w}-7-admin-jurusan-grid`);
    await checkPage(page);

    await card(page, 'Sikap')
      .getByRole('button', { name: `${MASTER_MSG.categoryPick} Sikap` })
      .click();
    const cpl = table(page);
    const second = rowOf(cpl, 'Menjunjung tinggi nilai kemanusiaan');
    await second.waitFor();
    await second.getByRole('button', { name: cplPointsShow('2 Menjunjung tinggi nilai kemanusiaan') }).click();
    await rowOf(cpl, 'Menghargai keanekaragaman budaya').getByText(cplPointNumber(2, 1), { exact: true }).waitFor();
    await rowOf(cpl, 'Bekerja sama dan memiliki kepekaan sosial').getByText(cplPointNumber(2, 2), { exact: true }).waitFor();
    await shot(page, `${w}-8-admin-jurusan-table`);
    await checkPage(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
