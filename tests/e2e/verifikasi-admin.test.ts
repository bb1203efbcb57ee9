/**
 * The admin's delete and the conflicts of the verify dialog, in a real browser. An admin jurusan
 * (signed in with password and e-mailed OTP) finds a student's waiting portfolio by NIM, opens the
 * dialog, asks to delete it, cancels once (nothing is deleted), then confirms: the success notice,
 * the dialog closes, the row leaves the queue, the API no longer lists the portfolio and the
 * student's bell has the deletion (at 1280 and 400 px). Then, at 1280 px, a verifier has a
 * portfolio's dialog open while the student edits it: Terima answers 409, the dialog warns and
 * shows the new version, and Terima again accepts it; and while another staff member accepts a
 * second portfolio: Terima answers 409 (MSG.verifyStale: the dialog always sends the version it
 * read, and the server checks the version before the status) and the dialog shows the decided
 * status without Terima or Tolak. Every actor is the test's own account. Screenshots land in
 * tests/e2e/screenshots/verifikasi-admin-*.png.
 */
import { MSG, NOTIFIKASI_MSG, PORTOFOLIO_SCREEN_MSG, pointsAgainstMax, VERIFIKASI_SCREEN_MSG, verifyDecided } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, notice, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { type CatalogEntry, freshStudent, type StudentAccount } from '../support/portofolio';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';
import { addExternal, anakAllowing, decide, editPortfolio, storedPortfolio, verifierOf } from '../support/verifikasi';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'verifikasi-admin-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */
const PRODI = 1;
const POINTS = 2;

let anak: CatalogEntry['anak'];
beforeAll(async () => {
  useStackEnv();
  anak = await anakAllowing(PRODI, POINTS);
});

/** Waits for a notice with the text in the Flashbar. */
const rowOf = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });
const card = (page: Page, kind: 'menunggu' | 'diterima' | 'ditolak') => page.getByTestId(`kartu-${kind}`);
const verifyDialog = (page: Page) => page.getByRole('dialog', { name: VERIFIKASI_SCREEN_MSG.dialogTitle });
const deleteDialog = (page: Page) => page.getByRole('dialog', { name: VERIFIKASI_SCREEN_MSG.deleteTitle });
const warningIn = (scope: Locator) => scope.locator('[class*="awsui_alert_"][class*="awsui_type-warning"]');

/** Searches the waiting queue by NIM. */
async function searchNim(page: Page, nim: string) {
  await page.getByRole('searchbox', { name: VERIFIKASI_SCREEN_MSG.searchNim }).fill(nim);
  await page.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.searchButton, exact: true }).click();
}

/** The ids of a student's portfolios as an admin reads them (`paginate=9999`: one page holds them all). */
async function listedIds(token: string, student: StudentAccount): Promise<number[]> {
  const res = await api<{ portofolio: { data: { id_portofolio: number }[] } }>('GET', `/api/portofolio/user/${student.nim}`, {
    bearer: token,
    query: { paginate: 9999 },
  });
  expect(res.status).toBe(200);
  return res.body.portofolio.data.map((p) => p.id_portofolio);
}

interface Bell {
  notifikasi: { data: { jenis: string; judul: string; isi: string; id_portofolio: number | null }[]; unread: number };
}

describe.each([1280, 400])('at %i px', (width) => {
  it('an admin jurusan deletes a waiting portfolio after a confirmation (cancelled once), and the student is told', async () => {
    const w = String(width);
    const student = await freshStudent(PRODI);
    const admin = await staffAccount('admin jurusan', PRODI);
    const judul = `Lomba Debat Nasional ${uniqueWord()} ${w}`;
    const p = await addExternal(student, anak, { judul, points: POINTS });

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/portofolio');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.verifikasi }).waitFor();
    await searchNim(page, student.nim);
    const waiting = card(page, 'menunggu');
    await eventually(() => rowOf(waiting, judul).count()).toBe(1);
    await expect(rowOf(waiting, judul).getByText(PORTOFOLIO_SCREEN_MSG.statusMenunggu).isVisible()).resolves.toBe(true);

    await rowOf(waiting, judul).getByRole('button', { name: VERIFIKASI_SCREEN_MSG.periksa }).click();
    const dialog = verifyDialog(page);
    await dialog.getByText(pointsAgainstMax(POINTS, anak.bobot_maksimal_skp_tiap_portofolio)).waitFor();
    await expect(dialog.getByText(student.nim, { exact: true }).isVisible()).resolves.toBe(true);

    // Hapus asks first: the question and the portfolio's title, in place of the dialog
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.hapus, exact: true }).click();
    const confirm = deleteDialog(page);
    await confirm.getByText(VERIFIKASI_SCREEN_MSG.deleteBody, { exact: true }).waitFor();
    await expect(confirm.getByText(judul, { exact: true }).isVisible()).resolves.toBe(true);
    await eventually(() => verifyDialog(page).count()).toBe(0);
    await shot(page, `${w}-1-delete-confirm`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Batal: back to the dialog, nothing deleted
    await confirm.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.batal, exact: true }).click();
    await eventually(() => deleteDialog(page).count()).toBe(0);
    await dialog.getByText(student.nim, { exact: true }).waitFor();
    expect(await listedIds(admin.token, student)).toContain(p.id_portofolio);
    await expect(rowOf(waiting, judul).count()).resolves.toBe(1);

    // Hapus, confirmed: the server's message, the dialog closes, the row leaves the queue
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.hapus, exact: true }).click();
    await confirm.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.hapus, exact: true }).click();
    await notice(page, MSG.portfolioDeletedAdmin);
    await eventually(() => deleteDialog(page).count()).toBe(0);
    await eventually(() => verifyDialog(page).count()).toBe(0);
    await eventually(() => rowOf(waiting, judul).count()).toBe(0);
    await waiting.getByText(VERIFIKASI_SCREEN_MSG.emptyMenungguFiltered).waitFor();
    await shot(page, `${w}-2-deleted`);

    // the API agrees, and the student's bell says so
    expect(await listedIds(admin.token, student)).not.toContain(p.id_portofolio);
    const bell = await api<Bell>('GET', '/api/notifikasi', { bearer: student.token });
    expect(bell.status).toBe(200);
    expect(bell.body.notifikasi.data).toContainEqual(
      expect.objectContaining({
        jenis: 'portofolio-dihapus',
        id_portofolio: p.id_portofolio,
        judul: NOTIFIKASI_MSG.deletedTitle,
        isi: NOTIFIKASI_MSG.deletedBody(judul),
      }),
    );
    expect(bell.body.notifikasi.unread).toBeGreaterThanOrEqual(1);

    await context.close();
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('at 1280 px: conflicts of the verify dialog', () => {
  it('a portfolio edited or decided while the dialog is open answers 409: the dialog warns and shows what the server holds', async () => {
    const student = await freshStudent(PRODI);
    const verifier = await verifierOf([anak]);
    const other = await staffAccount('admin jurusan', PRODI);
    const word = uniqueWord();
    const edited = await addExternal(student, anak, { judul: `Seminar Kewirausahaan ${word}`, points: POINTS });
    const decided = await addExternal(student, anak, { judul: `Pelatihan Jurnalistik ${word}`, points: POINTS });
    const revised = `Seminar Kewirausahaan ${word} (Revisi)`;

    const { page, context, errors } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, verifier);
    await page.waitForURL((u) => u.pathname === '/verifikator/portofolio');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.verifikasi }).waitFor();
    await searchNim(page, student.nim);
    const waiting = card(page, 'menunggu');
    await eventually(() => rowOf(waiting, word).count()).toBe(2);
    const dialog = verifyDialog(page);

    // the student edits the portfolio while its dialog is open
    await rowOf(waiting, edited.judul).getByRole('button', { name: VERIFIKASI_SCREEN_MSG.periksa }).click();
    await dialog.getByText(edited.judul, { exact: true }).waitFor();
    const edit = await editPortfolio(student, edited, revised);
    expect(edit.status).toBe(200);
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima, exact: true }).click();
    await warningIn(dialog).getByText(MSG.verifyStale, { exact: true }).waitFor();
    // the dialog read the portfolio again: the new title and points, still waiting
    await dialog.getByText(revised, { exact: true }).waitFor();
    await expect(dialog.getByText(pointsAgainstMax(1, anak.bobot_maksimal_skp_tiap_portofolio)).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText(edited.judul, { exact: true }).count()).resolves.toBe(0);
    await shot(page, '1280-3-conflict-edited');
    expect(await seriousViolations(page)).toEqual([]);
    expect((await storedPortfolio(edited.id_portofolio))?.id_status_portofolio).toBe(1);
    // Terima again: the version read now goes with it
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima, exact: true }).click();
    await notice(page, verifyDecided(MSG.portfolioVerified, revised, student.user.nama, student.nim));
    await eventually(() => verifyDialog(page).count()).toBe(0);
    await rowOf(card(page, 'diterima'), revised).waitFor();
    expect(await storedPortfolio(edited.id_portofolio)).toMatchObject({ id_status_portofolio: 2, judul: revised, verified_by: verifier.user.id });

    // another staff member accepts the second portfolio while its dialog is open
    await rowOf(waiting, decided.judul).getByRole('button', { name: VERIFIKASI_SCREEN_MSG.periksa }).click();
    await dialog.getByText(decided.judul, { exact: true }).waitFor();
    const byOther = await decide(other.token, student.nim, decided.id_portofolio, 'verify');
    expect(byOther.status).toBe(200);
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima, exact: true }).click();
    await warningIn(dialog).getByText(MSG.verifyStale, { exact: true }).waitFor();
    // the decided status, and nothing left to decide
    await dialog.getByText(PORTOFOLIO_SCREEN_MSG.statusTerverifikasi, { exact: true }).waitFor();
    await eventually(() => dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima, exact: true }).count()).toBe(0);
    await expect(dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.tolak, exact: true }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('textbox', { name: VERIFIKASI_SCREEN_MSG.catatan }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.hapus, exact: true }).count()).resolves.toBe(0);
    await shot(page, '1280-4-conflict-decided');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await storedPortfolio(decided.id_portofolio)).toMatchObject({ id_status_portofolio: 2, verified_by: other.user.id });
    // the header's close button and the footer's Tutup share the name
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.tutup, exact: true }).first().click();
    await eventually(() => verifyDialog(page).count()).toBe(0);
    await eventually(() => rowOf(waiting, word).count()).toBe(0);

    await context.close();
    expect(errors).toEqual([]);
  }, 90_000);
});
