/**
 * Portfolio verification in a real browser, at 1280 and 400 px: a verifier assigned to one
 * sub-rubric signs in (password and e-mailed OTP), finds a student's portfolio in the queue by its
 * title, opens the verify dialog and the evidence in the embedded PDF viewer, is told the note is
 * required to reject, then rejects with a note. The student sees the note in the portfolio table,
 * the bell's notification and the history, edits the portfolio (it becomes Diubah); an admin
 * jurusan accepts it; the student's SKP points, the checklist and the public profile count it.
 * The verifier's reject and the admin's accept are done by keyboard only (Tab, typing, Enter).
 * Every actor is the test's own account (the demo data is left alone). Screenshots land in
 * tests/e2e/screenshots/verifikasi-*.png.
 */
import {
  DASHBOARD_MSG,
  MSG,
  NOTIFIKASI_MSG,
  notifikasiUnread,
  optionsLabel,
  PORTOFOLIO_ROW_MSG,
  PORTOFOLIO_SCREEN_MSG,
  pointsAgainstMax,
  rowActionLabel,
  VERIFIKASI_SCREEN_MSG,
  verifyDecided,
} from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, menuToDialog, notice, screenshotsNamed, signInAs, signInThroughHeader } from '../support/browser-session';
import { tabTo } from '../support/keyboard';
import { type CatalogEntry, freshStudent, pdfBytes, type StudentAccount, uploadEvidence } from '../support/portofolio';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';
import { programRubrics } from '../support/student-data';
import { anakAllowing } from '../support/verifikasi';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'verifikasi-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */
const PRODI = 1;
const POINTS = 2;
const NOTE = 'Sertifikat tidak terbaca; unggah ulang dengan resolusi lebih baik.';

let anak: CatalogEntry['anak'];
let rubrikName: string;
beforeAll(async () => {
  useStackEnv();
  anak = await anakAllowing(PRODI, POINTS);
  const { rubrik } = await programRubrics(PRODI);
  rubrikName = rubrik.find((r) => r.id_rubrik === anak.id_rubrik)?.nama_rubrik ?? '';
});

/** Waits for a notice with the text in the Flashbar. */
const rowOf = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });
/** A card of the page: 'menunggu', 'diterima' or 'ditolak'. */
const card = (page: Page, kind: 'menunggu' | 'diterima' | 'ditolak') => page.getByTestId(`kartu-${kind}`);
const verifyDialog = (page: Page) => page.getByRole('dialog', { name: VERIFIKASI_SCREEN_MSG.dialogTitle });

/** A portfolio of the student through the API, with a real PDF as evidence. */
async function addPortfolio(student: StudentAccount, judul: string) {
  const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${student.nim}/add`, {
    bearer: student.token,
    body: {
      id_anak_rubrik: anak.id_anak_rubrik,
      judul,
      judul_inggris: `${judul} (EN)`,
      bobot_skp_portofolio: POINTS,
      tanggal_terbit: '2024-05-15',
      dokumen_portofolio: await uploadEvidence(student.token, pdfBytes()),
    },
  });
  if (res.status !== 201) throw new Error(`add answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.portofolio;
}

/** Searches the waiting queue by title. */
async function searchTitle(page: Page, judul: string) {
  await page.getByRole('searchbox', { name: VERIFIKASI_SCREEN_MSG.searchJudul }).fill(judul);
  await page.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.searchButton, exact: true }).click();
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a verifier rejects with a note, the student resubmits, an admin accepts, and the points count', async () => {
    const w = String(width);
    const student = await freshStudent(PRODI);
    const verifier = await staffAccount('verifikator');
    const admin = await staffAccount('admin jurusan', PRODI);
    const { verifikatorRepo } = await import('@functions/domain/verifikator/repo');
    await verifikatorRepo.assign(verifier.user.id, [{ id_anak_rubrik: anak.id_anak_rubrik, id_prodi: PRODI }]);
    const judul = `Juara 1 Hackathon ${uniqueWord()} ${w}`;
    await addPortfolio(student, judul);

    // the verifier: the queue, searched by title
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, verifier);
    await page.waitForURL((u) => u.pathname === '/verifikator/portofolio');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.verifikasi }).waitFor();
    await page.getByRole('heading', { name: VERIFIKASI_SCREEN_MSG.diterimaTitle, exact: true }).waitFor();
    await searchTitle(page, judul);
    const waiting = card(page, 'menunggu');
    await eventually(() => rowOf(page, judul).count()).toBe(1);
    await expect(rowOf(page, judul).getByText(PORTOFOLIO_SCREEN_MSG.statusMenunggu).isVisible()).resolves.toBe(true);
    await shot(page, `${w}-1-queue`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(waiting.isVisible()).resolves.toBe(true);

    // the dialog, opened by keyboard (from the search box, Tab to the row's Periksa, Enter): the
    // portfolio, the points against the maximum, the evidence in the viewer
    await tabTo(page, rowOf(page, judul).getByRole('button', { name: VERIFIKASI_SCREEN_MSG.periksa }));
    await page.keyboard.press('Enter');
    const dialog = verifyDialog(page);
    await dialog.waitFor();
    await dialog.getByText(pointsAgainstMax(POINTS, anak.bobot_maksimal_skp_tiap_portofolio)).waitFor();
    await expect(dialog.getByText(student.nim, { exact: true }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.lihatBukti }).click();
    const frame = page.locator('iframe.portofolio-pdf-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    const fetched = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, head: (await res.text()).slice(0, 5) };
    }, src);
    expect(fetched).toEqual({ status: 200, head: '%PDF-' });
    await shot(page, `${w}-2-viewer`);
    await page.getByRole('dialog', { name: PORTOFOLIO_SCREEN_MSG.viewerTitle }).getByRole('button', { name: MSG.dismiss }).click();
    await eventually(() => frame.count()).toBe(0);
    await dialog.waitFor();

    // Tolak needs a note: the schema's message under the field; then reject with one, by keyboard
    const tolak = dialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.tolak, exact: true });
    await tabTo(page, tolak);
    await page.keyboard.press('Enter');
    await dialog.getByText(MSG.verifyNoteRequired).waitFor();
    await shot(page, `${w}-3-note-required`);
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, dialog.getByRole('textbox', { name: VERIFIKASI_SCREEN_MSG.catatan }), { back: true });
    await page.keyboard.type(NOTE);
    await eventually(() => dialog.getByText(MSG.verifyNoteRequired).count()).toBe(0);
    await tabTo(page, tolak);
    await page.keyboard.press('Enter');
    // the flash names what was rejected (the row has left the queue by then)
    await notice(page, verifyDecided(MSG.portfolioRejected, judul, student.user.nama, student.nim));
    await eventually(() => verifyDialog(page).count()).toBe(0);
    // it leaves the queue for the Ditolak card
    await eventually(() => rowOf(waiting, judul).count()).toBe(0);
    await rowOf(card(page, 'ditolak'), judul).waitFor();
    await shot(page, `${w}-4-rejected`);
    await page.context().close();

    // the student: the bell, the note in the table, the history; then the edit
    const s = await newPage(width, { baseURL: baseUrl() });
    const sp = s.page;
    sp.setDefaultTimeout(15_000);
    await signInAs(sp, { nim: student.nim, id_prodi: PRODI }, { token: student.token });
    await sp.goto('/user/portofolio?bidang=semua&page=1');
    const bell = sp.getByRole('button', { name: notifikasiUnread(1) });
    await bell.waitFor();
    await bell.click();
    const drawer = sp.getByRole('region', { name: VERIFIKASI_SCREEN_MSG.notifikasiTitle });
    await drawer.getByText(NOTIFIKASI_MSG.rejectedTitle).first().waitFor();
    await expect(drawer.getByText(NOTE, { exact: false }).first().isVisible()).resolves.toBe(true);
    await shot(sp, `${w}-5-bell`);
    expect(await seriousViolations(sp)).toEqual([]);
    await sp.keyboard.press('Escape');
    await eventually(() => drawer.isVisible()).toBe(false);
    // opening it marked it read
    await sp.getByRole('button', { name: notifikasiUnread(0), exact: true }).waitFor();

    // the student's list: a table row at 1280 px (the note opens from the status), a card at 400 px (the note printed)
    const portfolio = (title: string) => (width > 687 ? rowOf(sp, title) : sp.getByRole('listitem').filter({ hasText: title }));
    await portfolio(judul).getByText(PORTOFOLIO_SCREEN_MSG.statusTertolak).first().waitFor();
    if (width > 687) {
      await portfolio(judul).getByRole('button', { name: PORTOFOLIO_ROW_MSG.catatanOpen }).click();
      await sp.getByRole('dialog', { name: VERIFIKASI_SCREEN_MSG.catatanVerifikator }).getByText(NOTE).waitFor();
      await sp.keyboard.press('Escape');
    } else await portfolio(judul).getByText(`${VERIFIKASI_SCREEN_MSG.catatanVerifikator}: ${NOTE}`).waitFor();
    await portfolio(judul)
      .getByRole('button', { name: rowActionLabel(VERIFIKASI_SCREEN_MSG.riwayatLihat, judul) })
      .click();
    const history = sp.getByRole('dialog', { name: VERIFIKASI_SCREEN_MSG.riwayatDialogTitle });
    await history.getByText(NOTE, { exact: false }).waitFor();
    await expect(history.getByText(new RegExp(`^${VERIFIKASI_SCREEN_MSG.aksiDitolak} ${VERIFIKASI_SCREEN_MSG.oleh} `)).isVisible()).resolves.toBe(
      true,
    );
    await shot(sp, `${w}-6-student-history`);
    await history.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.tutup, exact: true }).first().click();

    const edited = `${judul} (Revisi)`;
    const form = sp.getByRole('dialog').filter({ has: sp.locator('form') });
    await menuToDialog(sp, portfolio(judul).getByRole('button', { name: optionsLabel(judul) }), PORTOFOLIO_SCREEN_MSG.actionEdit, form);
    await eventually(() => form.locator('input[name="judul"]').inputValue()).toBe(judul);
    await form.locator('input[name="judul"]').fill(edited);
    await form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.update }).click();
    await notice(sp, MSG.portfolioUpdated);
    await portfolio(edited).getByText(PORTOFOLIO_SCREEN_MSG.statusDiubah).first().waitFor();
    await shot(sp, `${w}-7-resubmitted`);
    expect(await pageOverflow(sp)).toBeLessThanOrEqual(0);

    // the admin jurusan: the changed portfolio waits again; accept it
    const a = await newPage(width, { baseURL: baseUrl() });
    const ap = a.page;
    ap.setDefaultTimeout(15_000);
    await signInAs(ap, { role: 'admin jurusan', nim: admin.nim, id_prodi: PRODI }, { token: admin.token });
    await ap.goto('/admin/portofolio');
    await ap.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.verifikasi }).waitFor();
    await searchTitle(ap, edited);
    await rowOf(ap, edited).getByText(PORTOFOLIO_SCREEN_MSG.statusDiubah).waitFor();
    // by keyboard: Tab to Periksa, Enter; Tab to Terima, Enter
    await tabTo(ap, rowOf(ap, edited).getByRole('button', { name: VERIFIKASI_SCREEN_MSG.periksa }));
    await ap.keyboard.press('Enter');
    const adminDialog = verifyDialog(ap);
    await adminDialog.getByText(NOTE, { exact: false }).first().waitFor();
    await expect(adminDialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.hapus }).isVisible()).resolves.toBe(true);
    await shot(ap, `${w}-8-admin-dialog`);
    await tabTo(ap, adminDialog.getByRole('button', { name: VERIFIKASI_SCREEN_MSG.terima, exact: true }));
    await ap.keyboard.press('Enter');
    await notice(ap, verifyDecided(MSG.portfolioVerified, edited, student.user.nama, student.nim));
    await rowOf(card(ap, 'diterima'), edited).waitFor();
    await shot(ap, `${w}-9-accepted`);
    await a.context.close();

    // the student: the points, the checklist, the public profile
    await sp.goto('/user/dashboard');
    await eventually(() => sp.getByTestId('skp-points').innerText()).toBe(String(POINTS));
    await sp.getByRole('button', { name: DASHBOARD_MSG.checklistButton }).click();
    const checklist = sp.getByRole('dialog', { name: DASHBOARD_MSG.checklistTitle });
    await checklist.getByText(rubrikName).first().waitFor();
    const rubrikRow = (width === 1280 ? checklist.getByRole('row') : checklist.locator('.checklist-card')).filter({ hasText: rubrikName }).first();
    await eventually(() => rubrikRow.innerText()).toMatch(new RegExp(`\\b${POINTS}\\b`));
    await shot(sp, `${w}-10-checklist`);
    await sp.goto(`/profile/${student.nim}`);
    await eventually(() => sp.locator('.timeline__title').allInnerTexts()).toContain(edited);
    await shot(sp, `${w}-11-public-profile`);
    await s.context.close();

    expect(errors).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(a.errors).toEqual([]);
  }, 180_000);
});
