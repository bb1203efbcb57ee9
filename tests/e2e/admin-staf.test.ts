/**
 * Prodi admin and verifier management (/admin/manajemen-admin, spec 001 sections 2, 5, 8) in a
 * real browser, at 1280 and 400 px. A super admin (password and e-mailed OTP) picks Fakultas then
 * the program; adds a verifier with two sub-rubrics of the program chosen in the searchable
 * multiselect (the submit waits for equal passwords: the re-entry says 'Password confirmation do
 * not match' meanwhile); that verifier signs in with the password given in the dialog and finds
 * exactly those two sub-rubrics' portfolios waiting; the super admin swaps one sub-rubric for a
 * third and the verifier's queue follows at once. Then a prodi admin is added, edited (the
 * account's Simpan waits while the password editor is open; the password is changed there) and
 * deleted ('Apakah Anda Yakin?': Tidak keeps, Ya deletes, 'Berhasil menghapus!'), and the
 * verifier is deleted. An admin jurusan has no 'Manajemen Admin' in the menu and is sent away
 * from its address. Sub-rubrics only this file knows make the queue exact. Every step checks axe
 * and the page's width; screenshots land in tests/e2e/screenshots/admin-staf-*.png.
 */
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { AUTH_SCREEN_MSG, MASTER_MSG, MSG, prodiLabel, STAF_MSG, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, pointAtStack, staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import {
  checkAdminPage,
  chooseOption,
  dialogNamed,
  eventually,
  notice,
  rowOf,
  screenshotsNamed,
  signInThroughHeader,
} from '../support/browser-session';
import { freshStudent } from '../support/portofolio';
import { uniqueWord } from '../support/search-data';
import { baseUrl, useStackEnv } from '../support/stack';
import { addExternal, exclusiveAnak } from '../support/verifikasi';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-staf-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */
const PRODI = 1;
const PASSWORD = 'Verif#2024';
const NEW_PASSWORD = 'Baru#2024x';

let names: { prodi: string; fakultas: string };
beforeAll(async () => {
  useStackEnv();
  const { masterRepo } = await import('@functions/domain/master/repo');
  const prodi = await masterRepo.getProdi(PRODI);
  const fakultas = await masterRepo.getFakultas(prodi?.id_fakultas ?? 0);
  names = { prodi: prodiLabel(prodi?.nama_prodi ?? '', prodi?.jenjang ?? ''), fakultas: fakultas?.nama_fakultas ?? '' };
});

/** The sub-rubrics a verifier is assigned, as stored. */
async function assignedOf(nim: string): Promise<number[]> {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { verifikatorRepo } = await import('@functions/domain/verifikator/repo');
  const user = await usersRepo.getByNim(nim);
  if (!user) return [];
  return (await verifikatorRepo.listOfVerifier(user.id)).map((a) => a.id_anak_rubrik).sort((a, b) => a - b);
}

async function userOf(nim: string) {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  return usersRepo.getByNim(nim);
}

/** Chooses a sub-rubric in the dialog's multiselect, searching by its name. */
async function pickAnak(page: Page, dialog: Locator, anak: AnakRubrikItem) {
  await chooseOption(page, new RegExp(STAF_MSG.fieldRubrik), anak.nama_anak_rubrik, dialog);
  // close the list with its trigger (never with Escape, which would close the dialog)
  const trigger = dialog
    .getByRole('button', { name: new RegExp(STAF_MSG.fieldRubrik) })
    .and(dialog.locator('[aria-haspopup]'))
    .first();
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await trigger.click();
  await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
}

/** The titles waiting in the verifier's Menunggu Verifikasi card. */
async function waitingTitles(page: Page, word: string): Promise<string[]> {
  const rows = page.getByTestId('kartu-menunggu').getByRole('row').filter({ hasText: word });
  return (await rows.allTextContents()).map((t) => /Berkas Staf \w+ [ABC]/.exec(t)?.[0] ?? t).sort();
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin adds a verifier with two sub-rubrics who then sees that queue, swaps one, and manages a prodi admin', async () => {
    const w = String(width);
    const word = uniqueWord();
    const superAdmin = await staffAccount('super admin');
    // three sub-rubrics nobody else uses, a waiting portfolio in each
    const anak: AnakRubrikItem[] = [];
    for (const tag of ['A', 'B', 'C']) anak.push(await exclusiveAnak(PRODI, 10, `Sub Rubrik Staf ${word} ${tag}`));
    const [a, b, c] = anak as [AnakRubrikItem, AnakRubrikItem, AnakRubrikItem];
    const student = await freshStudent(PRODI);
    for (const [i, tag] of ['A', 'B', 'C'].entries()) {
      await addExternal(student, anak[i] as AnakRubrikItem, { judul: `Berkas Staf ${word} ${tag}`, points: 1 });
    }
    const verifier = { ...freshIdentity('V'), nama: `Verifikator ${word}` };
    const prodiAdmin = { ...freshIdentity('A'), nama: `Admin Prodi ${word}` };

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, superAdmin);
    await page.goto('/admin/manajemen-admin');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.staf }).waitFor();
    // the super admin's menu has the page (a narrow screen keeps the menu behind its toggle)
    if (width >= 688) await page.locator('nav').getByRole('link', { name: PAGE_NAME_MSG.staf }).first().waitFor();

    // faculty, then program
    const picker = page.getByRole('dialog', { name: MASTER_MSG.pickFakultas });
    await picker.getByRole('button', { name: names.fakultas, exact: true }).click();
    await page.getByRole('dialog', { name: MASTER_MSG.pickProdi }).getByRole('button', { name: names.prodi, exact: true }).click();
    await page.getByRole('heading', { name: STAF_MSG.adminTitle }).waitFor();
    await page.getByRole('heading', { name: STAF_MSG.verifikatorTitle }).waitFor();
    expect(new URL(page.url()).searchParams.get('prodi')).toBe(String(PRODI));
    await shot(page, `${w}-1-panels`);
    await checkAdminPage(page);

    // --- a verifier with sub-rubrics A and B -------------------------------------------------
    const verifTable = page.getByTestId('tabel-verifikator');
    await verifTable.getByRole('button', { name: STAF_MSG.tambah, exact: true }).click();
    const addV = dialogNamed(page, STAF_MSG.addVerifikatorTitle);
    await addV.getByLabel(STAF_MSG.fieldUsername).fill(verifier.nim);
    await addV.getByLabel(STAF_MSG.fieldNama, { exact: true }).fill(verifier.nama);
    await addV.getByLabel(STAF_MSG.fieldEmail).fill(verifier.email);
    await pickAnak(page, addV, a);
    await pickAnak(page, addV, b);
    await addV.locator('input[name="password"]').fill(PASSWORD);
    await addV.locator('input[name="password_confirmation"]').fill(`${PASSWORD}x`);
    await addV.getByText(MSG.passwordMismatch).waitFor();
    const submitV = addV.getByRole('button', { name: STAF_MSG.tambah, exact: true });
    await eventually(() => submitV.isDisabled()).toBe(true);
    await shot(page, `${w}-2-verifier-mismatch`);
    await checkAdminPage(page);
    await addV.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await addV.getByText(AUTH_SCREEN_MSG.passwordOk).waitFor();
    await eventually(() => addV.getByText(MSG.passwordMismatch).count()).toBe(0);
    await shot(page, `${w}-3-verifier-filled`);
    await submitV.click();
    await notice(page, MSG.userAdded);
    await eventually(() => dialogNamed(page, STAF_MSG.addVerifikatorTitle).count()).toBe(0);
    expect(await assignedOf(verifier.nim)).toEqual([a.id_anak_rubrik, b.id_anak_rubrik].sort((x, y) => x - y));
    await verifTable.getByRole('searchbox', { name: STAF_MSG.verifikatorSearch }).fill(verifier.nim);
    await eventually(() => rowOf(page, verifier.nama).count()).toBe(1);
    await expect(rowOf(page, verifier.nama).textContent()).resolves.toContain('2');
    await shot(page, `${w}-4-verifier-added`);
    await checkAdminPage(page);

    // the verifier signs in with that password and finds exactly A and B waiting
    const v = await newPage(width, { baseURL: baseUrl() });
    v.page.setDefaultTimeout(15_000);
    await signInThroughHeader(v.page, { nim: verifier.nim, password: PASSWORD, email: verifier.email });
    await v.page.waitForURL((u) => u.pathname === '/verifikator/portofolio');
    await v.page.getByRole('heading', { name: VERIFIKASI_SCREEN_MSG.menungguTitle }).first().waitFor();
    await eventually(() => waitingTitles(v.page, word)).toEqual([`Berkas Staf ${word} A`, `Berkas Staf ${word} B`]);
    await shot(v.page, `${w}-5-verifier-queue`);
    await checkAdminPage(v.page);

    // --- the super admin swaps B for C ---------------------------------------------------------
    await rowOf(page, verifier.nama).getByRole('button', { name: STAF_MSG.ubah }).click();
    const editV = dialogNamed(page, STAF_MSG.editVerifikatorTitle);
    await expect(editV.getByLabel(STAF_MSG.fieldUsername).inputValue()).resolves.toBe(verifier.nim);
    await editV.getByText(b.nama_anak_rubrik).waitFor();
    await editV.getByRole('button', { name: `${STAF_MSG.rubrikRemove} ${b.nama_anak_rubrik}` }).click();
    await pickAnak(page, editV, c);
    await shot(page, `${w}-6-verifier-edit`);
    await checkAdminPage(page);
    await editV.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
    await notice(page, MSG.userUpdated);
    await eventually(() => dialogNamed(page, STAF_MSG.editVerifikatorTitle).count()).toBe(0);
    expect(await assignedOf(verifier.nim)).toEqual([a.id_anak_rubrik, c.id_anak_rubrik].sort((x, y) => x - y));

    // the verifier's queue follows at once
    await v.page.reload();
    await eventually(() => waitingTitles(v.page, word)).toEqual([`Berkas Staf ${word} A`, `Berkas Staf ${word} C`]);
    await shot(v.page, `${w}-7-verifier-queue-after`);
    await v.context.close();
    expect(v.errors).toEqual([]);

    // --- a prodi admin: add, edit (with the password editor), delete ---------------------------
    const adminTable = page.getByTestId('tabel-admin-prodi');
    await adminTable.getByRole('button', { name: STAF_MSG.tambah, exact: true }).click();
    const addA = dialogNamed(page, STAF_MSG.addAdminTitle);
    // the chosen program is the new admin's program
    await addA.getByText(names.prodi).waitFor();
    const submitA = addA.getByRole('button', { name: STAF_MSG.tambah, exact: true });
    await eventually(() => submitA.isDisabled()).toBe(true);
    await addA.getByLabel(STAF_MSG.fieldUsername).fill(prodiAdmin.nim);
    await addA.getByLabel(STAF_MSG.fieldNama, { exact: true }).fill(prodiAdmin.nama);
    await addA.getByLabel(STAF_MSG.fieldEmail).fill(prodiAdmin.email);
    await addA.locator('input[name="password"]').fill(PASSWORD);
    await addA.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await shot(page, `${w}-8-admin-add`);
    await checkAdminPage(page);
    await submitA.click();
    await notice(page, MSG.userAdded);
    await eventually(() => rowOf(page, prodiAdmin.nama).count()).toBe(1);
    await expect(rowOf(page, prodiAdmin.nama).textContent()).resolves.toContain(names.prodi);
    expect(await userOf(prodiAdmin.nim)).toMatchObject({ role: 'admin jurusan', id_prodi: PRODI, email: prodiAdmin.email });

    const renamed = `${prodiAdmin.nama} Edit`;
    await rowOf(page, prodiAdmin.nama).getByRole('button', { name: STAF_MSG.ubah }).click();
    const editA = dialogNamed(page, STAF_MSG.editAdminTitle);
    await expect(editA.getByLabel(STAF_MSG.fieldNama, { exact: true }).inputValue()).resolves.toBe(prodiAdmin.nama);
    await editA.getByLabel(STAF_MSG.fieldNama, { exact: true }).fill(renamed);
    // the password editor open: the account's Simpan waits
    await editA.getByRole('button', { name: STAF_MSG.changePassword }).click();
    const save = editA.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true });
    await eventually(() => save.isDisabled()).toBe(true);
    await editA.locator('input[name="password"]').fill(NEW_PASSWORD);
    await editA.locator('input[name="password_confirmation"]').fill(NEW_PASSWORD);
    await shot(page, `${w}-9-admin-password`);
    await checkAdminPage(page);
    const hashBefore = (await userOf(prodiAdmin.nim))?.password_hash;
    await editA.getByRole('button', { name: STAF_MSG.savePassword }).click();
    await notice(page, MSG.userUpdated);
    await editA.getByRole('button', { name: STAF_MSG.changePassword }).waitFor();
    // an earlier notice of the same text may still show: the write itself is what is waited for
    await eventually(async () => (await userOf(prodiAdmin.nim))?.password_hash !== hashBefore).toBe(true);
    // the dialog learns of the saved password from the same answer a moment later
    await eventually(() => save.isDisabled()).toBe(false);
    await save.click();
    await notice(page, MSG.userUpdated);
    await eventually(() => rowOf(page, renamed).count()).toBe(1);
    expect(await userOf(prodiAdmin.nim)).toMatchObject({ nama: renamed });

    await rowOf(page, renamed).getByRole('button', { name: STAF_MSG.hapus }).click();
    const confirm = dialogNamed(page, MSG.confirmSure);
    await confirm.getByText(prodiAdmin.nim, { exact: false }).waitFor();
    await shot(page, `${w}-10-admin-delete`);
    await checkAdminPage(page);
    await confirm.getByRole('button', { name: AUTH_SCREEN_MSG.no, exact: true }).click();
    await eventually(() => dialogNamed(page, MSG.confirmSure).count()).toBe(0);
    expect(await userOf(prodiAdmin.nim)).toBeDefined();
    await rowOf(page, renamed).getByRole('button', { name: STAF_MSG.hapus }).click();
    await confirm.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, MSG.deleted);
    await eventually(() => rowOf(page, renamed).count()).toBe(0);
    expect(await userOf(prodiAdmin.nim)).toBeUndefined();

    // the verifier goes too
    await rowOf(page, verifier.nama).getByRole('button', { name: STAF_MSG.hapus }).click();
    await confirm.getByText(verifier.nim, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, MSG.deleted);
    await eventually(() => rowOf(page, verifier.nama).count()).toBe(0);
    expect(await userOf(verifier.nim)).toBeUndefined();
    expect(await assignedOf(verifier.nim)).toEqual([]);
    await shot(page, `${w}-11-deleted`);
    await checkAdminPage(page);

    await context.close();
    expect(errors).toEqual([]);
  }, 240_000);

  it('an admin jurusan has no Manajemen Admin and is sent away from its address', async () => {
    const w = String(width);
    const admin = await staffAccount('admin jurusan', PRODI);
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.waitForURL((u) => u.pathname.startsWith('/admin'));
    // the menu (behind the toggle on a narrow screen)
    if (width < 688)
      await page
        .getByRole('button', { name: /navigasi/i })
        .first()
        .click();
    const nav = page
      .locator('nav')
      .filter({ has: page.getByRole('link') })
      .first();
    await nav.getByRole('link').first().waitFor();
    await expect(page.getByRole('link', { name: PAGE_NAME_MSG.staf }).count()).resolves.toBe(0);
    await page.goto('/admin/manajemen-admin');
    await notice(page, MSG.forbidden);
    await eventually(() => new URL(page.url()).pathname).toBe('/');
    await eventually(() => page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.staf }).count()).toBe(0);
    await expect(page.getByTestId('tabel-verifikator').count()).resolves.toBe(0);
    await shot(page, `${w}-12-admin-jurusan`);
    await context.close();
    expect(errors).toEqual([]);
  }, 90_000);
});
