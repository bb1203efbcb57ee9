/**
 * The rubric management screen (/admin/manajemen-rubrik, spec 001 sections 2, 4, 5, 8) in a real
 * browser, at 1280 and 400 px. The super admin (signed in with password and e-mailed OTP) picks a
 * faculty and a program in the picker, adds a portfolio category (the submit stays disabled while
 * a field is empty), opens it, adds a rubric and a sub-rubric (rows collapsed after each load;
 * expanded, the sub-rubric is numbered 1.1 with its maximum and minimum and its English name under
 * its name), edits both, is refused
 * the rubric's delete while it has a sub-rubric (the server's text), cancels then confirms the
 * sub-rubric's delete, deletes the rubric, goes back with Tutup, renames and deletes the category;
 * choosing another program while a table is open goes back to the categories. An admin jurusan
 * works in their own program: no program picker, no category buttons, and adds a rubric.
 * Screenshots land in tests/e2e/screenshots/admin-rubrik-*.png.
 */
import {
  AUTH_SCREEN_MSG,
  anakExpandLabel,
  anakSkpCell,
  MASTER_MSG,
  MSG,
  optionsLabel,
  prodiLabel,
  RUBRIK_SCREEN_MSG,
  rubrikHasAnak,
  rubrikSkpCell,
} from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { dialogNamed, eventually, menuToDialog, notice, rowOf, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { api, baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-rubrik-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */

/** Waits for a notice with the text in the Flashbar. */
const confirmDialog = (page: Page) => dialogNamed(page, MSG.confirmSure);
const card = (page: Page, nama: string) => page.getByRole('button', { name: `${MASTER_MSG.categoryPick} ${nama}` });

/** Fills a dialog's fields by label, then presses its button. */
async function fillAndSubmit(dialog: Locator, values: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(values)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** Opens a row's Opsi menu and chooses an item. */
/** A row menu's item; each opens a dialog (chosen again when a moving notice took the click). */
async function rowAction(page: Page, nama: string, item: string) {
  const menu = page.getByRole('button', { name: optionsLabel(nama), exact: true });
  await menuToDialog(page, menu, item, page.getByRole('dialog').first());
}

/** Expands a rubric's row (its toggle in the first cell). */
async function expand(page: Page, nama: string) {
  await page.getByRole('button', { name: anakExpandLabel(nama), exact: true }).click();
}

async function checkPage(page: Page, name: string) {
  await shot(page, name);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A faculty made for this file (other files list the demo faculties' programs): its id and name. */
async function newFakultas(superToken: string, nama: string): Promise<{ id: number; nama: string }> {
  const res = await api<{ fakultas: { id_fakultas: number } }>('POST', '/api/fakultas/add', {
    bearer: superToken,
    body: { nama_fakultas: nama, is_active: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.fakultas.id_fakultas, nama };
}

/** A program made for this file: its id and its button's label. */
async function newProgram(superToken: string, idFakultas: number, nama: string): Promise<{ id: number; label: string }> {
  const res = await api<{ prodi: { id_prodi: number } }>('POST', '/api/prodi/add', {
    bearer: superToken,
    body: { id_fakultas: idFakultas, nama_prodi: nama, jenjang: 'S1', is_active: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.prodi.id_prodi, label: prodiLabel(nama, 'S1') };
}

async function pickProgram(page: Page, fakultas: string, label: string) {
  const picker = dialogNamed(page, MASTER_MSG.pickFakultas);
  await picker.getByRole('button', { name: fakultas, exact: true }).click();
  await dialogNamed(page, MASTER_MSG.pickProdi).getByRole('button', { name: label, exact: true }).click();
  await eventually(() => page.getByRole('dialog', { name: MASTER_MSG.pickProdi }).count()).toBe(0);
}

let superToken = '';
beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
});

describe.each([1280, 400])('at %i px', (width) => {
  it('the super admin adds a category, a rubric and a sub-rubric in a picked program, edits and deletes them', async () => {
    const w = String(width);
    const tag = `${w}${Math.floor(Math.random() * 1000)}`;
    const fakultas = await newFakultas(superToken, `Fakultas Ilmu Komputer ${tag}`);
    const program = await newProgram(superToken, fakultas.id, `Rekayasa Perangkat Lunak ${tag}`);
    const other = await newProgram(superToken, fakultas.id, `Sains Data ${tag}`);
    const admin = await staffAccount('super admin');
    const urutan = String(8000 + Math.floor(Math.random() * 1900));
    const bidang = `Kewirausahaan ${tag}`;
    const rubrik = `Wirausaha Mahasiswa ${tag}`;
    const anak = `Juara Kompetisi Bisnis ${tag}`;
    const anakEn = `Business Competition Winner ${tag}`;

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-rubrik');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.rubrik }).waitFor();

    // no program yet: the picker is open and cannot be closed until one is chosen
    await dialogNamed(page, MASTER_MSG.pickFakultas).getByRole('button', { name: fakultas.nama, exact: true }).waitFor();
    await checkPage(page, `${w}-1-picker`);
    await pickProgram(page, fakultas.nama, program.label);
    await page.getByText(program.label, { exact: true }).first().waitFor();

    // a category: Tambah stays disabled until the three fields are filled
    await page.getByRole('button', { name: MASTER_MSG.categoryAdd, exact: true }).click();
    const add = dialogNamed(page, RUBRIK_SCREEN_MSG.bidangAddTitle);
    const submit = add.getByRole('button', { name: MASTER_MSG.categoryAdd, exact: true });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await add.getByRole('textbox', { name: RUBRIK_SCREEN_MSG.fieldUrutan }).fill(urutan);
    await add.getByRole('textbox', { name: RUBRIK_SCREEN_MSG.fieldNamaBidang }).fill(bidang);
    await expect(submit.isDisabled()).resolves.toBe(true);
    await add.getByRole('textbox', { name: RUBRIK_SCREEN_MSG.fieldNamaBidangInggris }).fill(`Entrepreneurship ${tag}`);
    await checkPage(page, `${w}-2-bidang-add`);
    await submit.click();
    await notice(page, MSG.bidangPortofolioAdded);
    await eventually(() => add.count()).toBe(0);
    await card(page, bidang).waitFor();
    await checkPage(page, `${w}-3-grid`);

    // its rubric table: empty, then a rubric
    await card(page, bidang).click();
    await page.getByText(RUBRIK_SCREEN_MSG.tableEmpty).waitFor();
    await page.getByRole('button', { name: RUBRIK_SCREEN_MSG.tambah, exact: true }).click();
    await fillAndSubmit(
      dialogNamed(page, RUBRIK_SCREEN_MSG.rubrikAddTitle),
      { [RUBRIK_SCREEN_MSG.fieldNamaRubrik]: rubrik, [RUBRIK_SCREEN_MSG.fieldSyaratMinimal]: '6' },
      RUBRIK_SCREEN_MSG.tambah,
    );
    await notice(page, MSG.rubrikAdded);
    await rowOf(page, rubrik).getByText(rubrikSkpCell(6)).waitFor();

    // a sub-rubric; the reload leaves the rows collapsed, expanded it is 1.1 with its numbers
    await rowAction(page, rubrik, RUBRIK_SCREEN_MSG.addAnak);
    await fillAndSubmit(
      dialogNamed(page, RUBRIK_SCREEN_MSG.anakAddTitle),
      {
        [RUBRIK_SCREEN_MSG.fieldNamaAnak]: anak,
        [RUBRIK_SCREEN_MSG.fieldNamaAnakInggris]: anakEn,
        [RUBRIK_SCREEN_MSG.fieldBobotMaksimal]: '10',
        [RUBRIK_SCREEN_MSG.fieldSyaratMinimal]: '2',
      },
      RUBRIK_SCREEN_MSG.tambah,
    );
    await notice(page, MSG.rubrikAdded);
    await page.getByRole('button', { name: anakExpandLabel(rubrik), exact: true }).waitFor();
    await expect(rowOf(page, anak).count()).resolves.toBe(0);
    await expand(page, rubrik);
    await rowOf(page, anak).getByText(anakSkpCell(10, 2)).waitFor();
    // its English name under the Indonesian one; the column of sub-rubric counts in two words
    await rowOf(page, anak).getByText(anakEn, { exact: true }).waitFor();
    if (width >= 640) await page.getByRole('columnheader', { name: RUBRIK_SCREEN_MSG.colAnak }).first().waitFor();
    await expect(
      rowOf(page, anak)
        .getByText('1.1', { exact: width >= 640 })
        .count(),
    ).resolves.toBeGreaterThan(0);
    await checkPage(page, `${w}-4-table`);

    // edits: the sub-rubric's maximum, the rubric's name
    await rowAction(page, anak, RUBRIK_SCREEN_MSG.edit);
    const editAnak = dialogNamed(page, RUBRIK_SCREEN_MSG.anakEditTitle);
    await expect(editAnak.getByRole('textbox', { name: RUBRIK_SCREEN_MSG.fieldNamaAnak }).inputValue()).resolves.toBe(anak);
    await expect(editAnak.getByRole('textbox', { name: RUBRIK_SCREEN_MSG.fieldNamaAnakInggris }).inputValue()).resolves.toBe(anakEn);
    await checkPage(page, `${w}-4b-anak-edit`);
    await fillAndSubmit(editAnak, { [RUBRIK_SCREEN_MSG.fieldBobotMaksimal]: '8' }, AUTH_SCREEN_MSG.save);
    await notice(page, MSG.rubrikUpdated);
    await expand(page, rubrik);
    await rowOf(page, anak).getByText(anakSkpCell(8, 2)).waitFor();
    const renamed = `${rubrik} (Revisi)`;
    await rowAction(page, rubrik, RUBRIK_SCREEN_MSG.edit);
    const editRubrik = dialogNamed(page, RUBRIK_SCREEN_MSG.rubrikEditTitle);
    await editRubrik.getByRole('textbox', { name: RUBRIK_SCREEN_MSG.fieldNamaRubrik }).fill('');
    await expect(editRubrik.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).isDisabled()).resolves.toBe(true);
    await fillAndSubmit(editRubrik, { [RUBRIK_SCREEN_MSG.fieldNamaRubrik]: renamed }, AUTH_SCREEN_MSG.save);
    await notice(page, MSG.rubrikUpdated);
    await rowOf(page, renamed).waitFor();

    // the rubric is not deleted while it has a sub-rubric: the server says why
    await rowAction(page, renamed, RUBRIK_SCREEN_MSG.delete);
    await confirmDialog(page).getByText(renamed, { exact: true }).waitFor();
    await checkPage(page, `${w}-5-confirm`);
    await confirmDialog(page).getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, rubrikHasAnak(1));
    await rowOf(page, renamed).waitFor();

    // the sub-rubric: Tidak keeps it, Ya deletes it
    await expand(page, renamed);
    await rowAction(page, anak, RUBRIK_SCREEN_MSG.delete);
    await confirmDialog(page).getByRole('button', { name: AUTH_SCREEN_MSG.no, exact: true }).click();
    await eventually(() => confirmDialog(page).count()).toBe(0);
    await expect(rowOf(page, anak).count()).resolves.toBe(1);
    await rowAction(page, anak, RUBRIK_SCREEN_MSG.delete);
    await confirmDialog(page).getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, MSG.rubrikDeleted);
    await eventually(() => rowOf(page, anak).count()).toBe(0);
    // then the rubric
    await rowAction(page, renamed, RUBRIK_SCREEN_MSG.delete);
    await confirmDialog(page).getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await page.getByText(RUBRIK_SCREEN_MSG.tableEmpty).waitFor();

    // another program while the table is open: back to the categories
    await page.getByRole('button', { name: MASTER_MSG.changeProgram, exact: true }).click();
    await pickProgram(page, fakultas.nama, other.label);
    await card(page, bidang).waitFor();
    await expect(page.getByText(RUBRIK_SCREEN_MSG.tableEmpty).count()).resolves.toBe(0);
    // Tutup goes back too
    await card(page, bidang).click();
    await page.getByRole('button', { name: RUBRIK_SCREEN_MSG.tutupLabel }).click();
    await card(page, bidang).waitFor();

    // the category: renamed, then deleted
    const bidangBaru = `${bidang} Sosial`;
    await menuToDialog(
      page,
      page.getByRole('button', { name: optionsLabel(bidang), exact: true }),
      MASTER_MSG.categoryEdit,
      dialogNamed(page, RUBRIK_SCREEN_MSG.bidangEditTitle),
    );
    await fillAndSubmit(
      dialogNamed(page, RUBRIK_SCREEN_MSG.bidangEditTitle),
      { [RUBRIK_SCREEN_MSG.fieldNamaBidang]: bidangBaru },
      AUTH_SCREEN_MSG.save,
    );
    await notice(page, MSG.bidangPortofolioUpdated);
    await card(page, bidangBaru).waitFor();
    await menuToDialog(
      page,
      page.getByRole('button', { name: optionsLabel(bidangBaru), exact: true }),
      MASTER_MSG.categoryDelete,
      confirmDialog(page),
    );
    await confirmDialog(page).getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, MSG.bidangPortofolioDeleted);
    await eventually(() => card(page, bidangBaru).count()).toBe(0);
    await checkPage(page, `${w}-6-deleted`);

    const left = await api<{ bidang_portofolio: { nama_bidang_portofolio: string }[] }>('GET', '/api/bidangportofolio', { bearer: superToken });
    expect(left.body.bidang_portofolio.map((b) => b.nama_bidang_portofolio)).not.toContain(bidangBaru);
    await context.close();
    expect(errors).toEqual([]);
  }, 150_000);

  it('an admin jurusan works in their own program, sees no category buttons and adds a rubric', async () => {
    const w = String(width);
    const tag = `${w}${Math.floor(Math.random() * 1000)}`;
    const fakultas = await newFakultas(superToken, `Fakultas Vokasi ${tag}`);
    const program = await newProgram(superToken, fakultas.id, `Teknik Komputer ${tag}`);
    const admin = await staffAccount('admin jurusan', program.id);
    const rubrik = `Asisten Laboratorium ${tag}`;

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-rubrik');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.rubrik }).waitFor();
    await page.getByText(program.label, { exact: true }).first().waitFor();
    await card(page, 'Penalaran dan Keilmuan').waitFor();
    // neither the picker nor the category buttons
    await expect(page.getByRole('button', { name: MASTER_MSG.changeProgram }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: MASTER_MSG.categoryAdd, exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: optionsLabel('Penalaran dan Keilmuan') }).count()).resolves.toBe(0);
    await checkPage(page, `${w}-7-jurusan-grid`);

    await card(page, 'Penalaran dan Keilmuan').click();
    await page.getByText(RUBRIK_SCREEN_MSG.tableEmpty).waitFor();
    await page.getByRole('button', { name: RUBRIK_SCREEN_MSG.tambah, exact: true }).click();
    const add = dialogNamed(page, RUBRIK_SCREEN_MSG.rubrikAddTitle);
    await expect(add.getByRole('button', { name: RUBRIK_SCREEN_MSG.tambah, exact: true }).isDisabled()).resolves.toBe(true);
    await fillAndSubmit(add, { [RUBRIK_SCREEN_MSG.fieldNamaRubrik]: rubrik, [RUBRIK_SCREEN_MSG.fieldSyaratMinimal]: '4' }, RUBRIK_SCREEN_MSG.tambah);
    await notice(page, MSG.rubrikAdded);
    await rowOf(page, rubrik).getByText(rubrikSkpCell(4)).waitFor();
    await checkPage(page, `${w}-8-jurusan-table`);

    const stored = await api<{ rubrik: { nama_rubrik: string; id_prodi: number }[] }>('GET', `/api/prodi/${program.id}/rubrik`, {
      bearer: superToken,
    });
    expect(stored.body.rubrik).toEqual([expect.objectContaining({ nama_rubrik: rubrik, id_prodi: program.id })]);
    await context.close();
    expect(errors).toEqual([]);
  }, 90_000);
});
