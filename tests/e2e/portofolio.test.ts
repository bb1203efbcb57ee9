/**
 * The student's portfolio page (/user/portofolio) in a real browser, at 1280 and 400 px: a fresh
 * active student signs in with the e-mailed OTP, picks a field, adds an external portfolio with a
 * real PDF (a wrong file and one over 2,000,000 bytes are refused when chosen, points over the
 * sub-rubric's maximum by the server, each under its field), adds an internal one by picking an
 * activity, edits one, hides and shows one with the eye, views the PDF in the embedded viewer under
 * the production CSP, deletes one, each confirmed by its notice, returns to the field cards whose
 * counts followed, and meets the SKPI-request lock: a refused write turns the controls off, and a
 * fresh load shows them off with the reason before anything is pressed (within the page-time
 * budget). At 1280 px the list fits without scrolling sideways, at 400 px each portfolio is a card.
 * At 1280 px a student also adds one with the keyboard only, the PDF chosen from the upload button.
 * Screenshots land in tests/e2e/screenshots/portofolio-*.png.
 */

import { portofolioKeys } from '@functions/lib/entities/portofolio';
import { demoPdf } from '@infra/local/seed-files';
import { readableDate } from '@shared/domain/dates';
import {
  AUTH_SCREEN_MSG,
  chosenDate,
  MSG,
  optionsLabel,
  PORTOFOLIO_ROW_MSG,
  PORTOFOLIO_SCREEN_MSG,
  pointsLabel,
  portfolioPointsOverMax,
  VERIFIKASI_SCREEN_MSG,
} from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patchItem } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { chooseOption, eventually, menuToDialog, notice, rowOf, screenshotsNamed, signInAs, signInThroughHeader } from '../support/browser-session';
import { chooseByKeyboard, chooseFileByKeyboard, tabTo } from '../support/keyboard';
import { catalogOf, freshStudent, pdfBytes, setSkpiRequest } from '../support/portofolio';
import { settleTime } from '../support/settle-time';
import { api, baseUrl } from '../support/stack';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'portofolio-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */

const BIDANG = 'Penalaran dan Keilmuan';
const RUBRIK = 'Kompetisi Ilmiah dan Keprofesian';
const ANAK = 'Kompetisi Pemrograman dan TIK Tingkat Nasional (Gemastik)';
const ANAK_MAX = 15;
const KEGIATAN = 'Seleksi Internal Gemastik Universitas 2024';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('form') });

/** A portfolio in the list: its table row at 1280 px, its card at 400 px. */
const portfolioOf = (page: Page, width: number, judul: string): Locator =>
  width > 687 ? rowOf(page, judul) : page.getByRole('listitem').filter({ hasText: judul });

/** Opens a portfolio's menu (Opsi) and chooses an item. */
async function fromMenu(page: Page, item: Locator, judul: string, action: string) {
  await item.getByRole('button', { name: optionsLabel(judul) }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** How far the list's own scroller scrolls sideways (0: every column in view). */
const listOverflow = (page: Page) =>
  page
    .locator('table')
    .first()
    .evaluate((table) => {
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 0;
    });

async function chooseAnak(page: Page) {
  await chooseOption(page, PORTOFOLIO_SCREEN_MSG.fieldRubrik, RUBRIK);
  await chooseOption(page, PORTOFOLIO_SCREEN_MSG.fieldAnakRubrik, ANAK);
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a student picks a field, adds, edits, hides, views and deletes portfolios', async () => {
    const student = await freshStudent();
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    const w = String(width);
    await signInThroughHeader(page, student);
    await page.goto('/user/portofolio');

    // the field cards: every field and 'Pilih Semua', counts at zero
    await page.getByRole('heading', { name: PORTOFOLIO_SCREEN_MSG.bidangTitle }).waitFor();
    await page.getByRole('button', { name: BIDANG }).waitFor();
    await expect(page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.pilihSemua }).isVisible()).resolves.toBe(true);
    await shot(page, `${w}-1-cards`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // 'Pilih Semua' lists every field and offers no Tambah; close returns to the cards
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.pilihSemua }).click();
    await page.getByText(PORTOFOLIO_SCREEN_MSG.tableEmpty).waitFor();
    await expect(page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tambah }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tutupLabel }).click();
    await page.getByRole('button', { name: BIDANG }).click();
    await page.getByText(PORTOFOLIO_SCREEN_MSG.tableEmpty).waitFor();

    // add an external portfolio: a wrong file is refused at once, points over the maximum by the server
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tambah }).click();
    const form = dialog(page);
    await form.getByText(PORTOFOLIO_SCREEN_MSG.addTitle).waitFor();
    await chooseAnak(page);
    await form.getByText(pointsLabel(ANAK_MAX)).waitFor();
    const judul = `Juara 2 Gemastik 2024 ${w}`;
    await form.locator('input[name="judul"]').fill(judul);
    await form.locator('input[name="judul_inggris"]').fill(`2nd Place, Gemastik 2024 ${w}`);
    await form.getByPlaceholder(MSG.datePlaceholder).pressSequentially('15052024');
    await form.getByText(chosenDate(readableDate('2024-05-15'))).waitFor();
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan pdf') });
    await form.getByText(UPLOAD_MSG.uploadWrongPdfType).waitFor();
    await fileInput.setInputFiles({ name: 'besar.pdf', mimeType: 'application/pdf', buffer: pdfBytes(2_000_001) });
    await form.getByText(MSG.uploadTooLarge).waitFor();
    await fileInput.setInputFiles({
      name: 'bukti-gemastik.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf([`Sertifikat ${judul}`, 'Gemastik 2024, Juara 2']),
    });
    await eventually(() => form.getByText(MSG.uploadTooLarge).count()).toBe(0);
    await form.locator('input[name="bobot_skp_portofolio"]').fill(String(ANAK_MAX + 5));
    await form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.kirim }).click();
    await form.getByText(portfolioPointsOverMax(ANAK_MAX)).waitFor();
    await shot(page, `${w}-2-over-maximum`);
    await form.locator('input[name="bobot_skp_portofolio"]').fill('10');
    await form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.kirim }).click();
    await notice(page, MSG.portfolioAdded);
    const item = (t: string) => portfolioOf(page, width, t);
    await item(judul).waitFor();
    await expect(item(judul).getByText(readableDate('2024-05-15')).isVisible()).resolves.toBe(true);
    await expect(item(judul).getByText(PORTOFOLIO_SCREEN_MSG.statusMenunggu).isVisible()).resolves.toBe(true);

    // add an internal one: the activity fills title and points, read-only
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tambah }).click();
    await form.getByText(PORTOFOLIO_SCREEN_MSG.addTitle).waitFor();
    await chooseAnak(page);
    await form.getByText(PORTOFOLIO_SCREEN_MSG.jenisInternal, { exact: true }).click();
    await chooseOption(page, PORTOFOLIO_SCREEN_MSG.fieldKegiatan, KEGIATAN);
    await eventually(() => form.locator('input[name="judul"]').inputValue()).toBe(KEGIATAN);
    await expect(form.locator('input[name="bobot_skp_portofolio"]').inputValue()).resolves.toBe('5');
    await expect(form.locator('input[name="judul"]').isDisabled()).resolves.toBe(true);
    await shot(page, `${w}-3-internal`);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.kirim }).click();
    await notice(page, MSG.portfolioAdded);
    await item(KEGIATAN).waitFor();
    await shot(page, `${w}-4-table`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // every column in view at 1280 px (none under the sticky Opsi); a card per portfolio at 400 px
    if (width > 687) expect(await listOverflow(page)).toBeLessThanOrEqual(0);
    else await expect(item(judul).getByText(PORTOFOLIO_SCREEN_MSG.colSkp, { exact: true }).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // edit the external one, keeping its document
    await menuToDialog(page, item(judul).getByRole('button', { name: optionsLabel(judul) }), PORTOFOLIO_SCREEN_MSG.actionEdit, form);
    await form.getByText(PORTOFOLIO_SCREEN_MSG.editTitle).waitFor();
    await eventually(() => form.locator('input[name="judul"]').inputValue()).toBe(judul);
    const edited = `${judul} (Final)`;
    await form.locator('input[name="judul"]').fill(edited);
    await shot(page, `${w}-5-edit`);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.update }).click();
    await notice(page, MSG.portfolioUpdated);
    await item(edited).waitFor();

    // hide it with the eye, which then says so; show and hide once more; then view its PDF
    await item(edited).getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.actionHide }).click();
    await notice(page, MSG.portfolioHidden);
    await item(edited).getByText(PORTOFOLIO_ROW_MSG.hiddenState, { exact: true }).waitFor();
    await item(edited).getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.actionShow }).click();
    await notice(page, MSG.portfolioShown);
    await item(edited).getByText(PORTOFOLIO_ROW_MSG.shownState, { exact: true }).waitFor();
    await item(edited).getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.actionHide }).click();
    await item(edited).getByText(PORTOFOLIO_ROW_MSG.hiddenState, { exact: true }).waitFor();
    await fromMenu(page, item(edited), edited, PORTOFOLIO_SCREEN_MSG.actionView);
    const frame = page.locator('iframe.portofolio-pdf-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^https?:\/\//);
    const fetched = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, head: (await res.text()).slice(0, 5) };
    }, src);
    expect(fetched).toEqual({ status: 200, head: '%PDF-' });
    await expect(page.getByRole('link', { name: PORTOFOLIO_SCREEN_MSG.download }).getAttribute('href')).resolves.toBe(src);
    await shot(page, `${w}-6-viewer`);
    expect(await seriousViolations(page)).toEqual([]);
    const viewer = page.getByRole('dialog').filter({ hasText: PORTOFOLIO_SCREEN_MSG.viewerTitle });
    await viewer.getByRole('button', { name: MSG.dismiss }).click();
    await eventually(() => frame.count()).toBe(0);

    // delete the internal one
    const confirm = page.getByRole('dialog').filter({ hasText: PORTOFOLIO_SCREEN_MSG.deleteBody });
    await menuToDialog(page, item(KEGIATAN).getByRole('button', { name: optionsLabel(KEGIATAN) }), PORTOFOLIO_SCREEN_MSG.actionDelete, confirm);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.hapus, exact: true }).click();
    await notice(page, MSG.portfolioDeleted);
    await eventually(() => item(KEGIATAN).count()).toBe(0);

    // back to the cards: the field counts its one portfolio
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tutupLabel }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: BIDANG }) });
    await eventually(() => card.innerText()).toMatch(new RegExp(`${PORTOFOLIO_SCREEN_MSG.jumlahPortofolio}\\s*1\\b`));
    await shot(page, `${w}-7-cards-after`);

    // while an SKPI request waits, a write answers 409: its message as an error, and the page says so
    // and turns the writes off
    await setSkpiRequest(student.user.id, 0);
    await page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.pilihSemua }).click();
    await item(edited).getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.actionShow }).click();
    await notice(page, MSG.portfolioLocked);
    const banner = page.locator('[class*="awsui_alert_"][class*="awsui_type-info"]').getByText(MSG.portfolioLocked);
    await banner.waitFor();
    await eventually(() => item(edited).getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.actionShow }).getAttribute('aria-disabled')).toBe('true');
    await expect(item(edited).getByText(PORTOFOLIO_ROW_MSG.hiddenState, { exact: true }).isVisible()).resolves.toBe(true);

    // a fresh load says it before anything is pressed: the eye, Ubah and Hapus off with the reason
    await settleTime(page, `Portofolio, again ${w}`, { go: '/user/portofolio?bidang=semua&page=1', ready: item(edited) });
    await banner.waitFor();
    const eye = item(edited).getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.actionShow });
    await expect(eye.getAttribute('aria-disabled')).resolves.toBe('true');
    await eye.hover();
    await page.getByRole('tooltip').getByText(MSG.portfolioLocked).waitFor();
    await item(edited)
      .getByRole('button', { name: optionsLabel(edited) })
      .click();
    for (const action of [PORTOFOLIO_SCREEN_MSG.actionEdit, PORTOFOLIO_SCREEN_MSG.actionDelete]) {
      await expect(page.getByRole('menuitem', { name: action, exact: true }).getAttribute('aria-disabled')).resolves.toBe('true');
    }
    await page.getByRole('menuitem', { name: PORTOFOLIO_SCREEN_MSG.actionEdit, exact: true }).hover();
    await page.getByRole('tooltip').getByText(MSG.portfolioLocked).waitFor();
    await shot(page, `${w}-8-locked`);
    await page.keyboard.press('Escape');
    await setSkpiRequest(student.user.id, null);
    // the viewer's frame is allowed by the production CSP (a refusal is a console error)
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
  }, 120_000);
});

describe('paging', () => {
  it('shows ten portfolios a page with the pager, numbering on from the first page; a rejection note opens from the status', async () => {
    const student = await freshStudent();
    const catalog = (await catalogOf(1)).filter((c) => c.kegiatan.length > 0);
    for (let i = 0; i < 12; i++) {
      const entry = catalog[i % catalog.length];
      const kegiatan = entry?.kegiatan[0];
      if (!entry || !kegiatan) throw new Error('the demo catalog has no internal activity');
      const res = await api('POST', `/api/portofolio/user/${student.nim}/add`, {
        bearer: student.token,
        body: { id_anak_rubrik: entry.anak.id_anak_rubrik, id_kegiatan_ppk: kegiatan.id_kegiatan_ppk },
      });
      expect(res.status).toBe(201);
    }
    // the first row rejected by a verifier, with a note
    const listed = await api<{ portofolio: { data: { id_portofolio: number }[] } }>('GET', `/api/portofolio/user/${student.nim}?paginate=10&page=1`, {
      bearer: student.token,
    });
    const note = 'Sertifikat tidak terbaca; unggah ulang hasil pindaian yang jelas beserta tanda tangan panitia.';
    await patchItem(portofolioKeys.portofolio(listed.body.portofolio.data[0]?.id_portofolio ?? 0), { id_status_portofolio: 4, catatan: note });
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, student);
    const rows = page.locator('tbody tr');
    await settleTime(page, 'Portofolio, first visit, 10 rows 1280', { go: '/user/portofolio?bidang=semua&page=1', ready: rows.nth(9) });
    await eventually(() => rows.count()).toBe(10);
    expect(await listOverflow(page)).toBeLessThanOrEqual(0);
    await rows.first().getByText(PORTOFOLIO_SCREEN_MSG.statusTertolak).waitFor();
    await rows.first().getByRole('button', { name: PORTOFOLIO_ROW_MSG.catatanOpen }).click();
    await page.getByRole('dialog', { name: VERIFIKASI_SCREEN_MSG.catatanVerifikator }).getByText(note).waitFor();
    await shot(page, '1280-9-note');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tambah }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: MSG.pagerNext }).click();
    await page.waitForURL((u) => u.search === '?bidang=semua&page=2');
    await eventually(() => rows.count()).toBe(2);
    await expect(rows.first().locator('td').first().innerText()).resolves.toBe('11');
    await shot(page, '1280-9-page-2');
    expect(errors).toEqual([]);
  });
});

describe('keyboard only', () => {
  it('a student adds an external portfolio with its PDF without the mouse: Tab, typing, arrows, Space and Enter', async () => {
    const student = await freshStudent();
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInAs(page, { nim: student.nim, id_prodi: 1 }, { token: student.token });
    await page.goto('/user/portofolio');
    const field = page.getByRole('button', { name: BIDANG });
    await field.waitFor();
    await tabTo(page, field);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.tambah }));
    await page.keyboard.press('Enter');
    const form = dialog(page);
    await form.getByText(PORTOFOLIO_SCREEN_MSG.addTitle).waitFor();
    await chooseByKeyboard(page, form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.fieldRubrik }), RUBRIK);
    await chooseByKeyboard(page, form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.fieldAnakRubrik }), ANAK);
    await form.getByText(pointsLabel(ANAK_MAX)).waitFor();
    const judul = 'Finalis Hackathon Nasional 2024 (papan ketik)';
    await tabTo(page, form.locator('input[name="judul"]'));
    await page.keyboard.type(judul);
    await tabTo(page, form.locator('input[name="judul_inggris"]'));
    await page.keyboard.type('National Hackathon Finalist 2024');
    await tabTo(page, form.getByPlaceholder(MSG.datePlaceholder));
    await page.keyboard.type('15052024');
    await form.getByText(chosenDate(readableDate('2024-05-15'))).waitFor();
    // the upload control: its button takes the focus, and Space opens the file chooser
    await tabTo(page, form.getByRole('button', { name: AUTH_SCREEN_MSG.chooseFile }));
    await chooseFileByKeyboard(page, form.locator('input[type="file"]'), {
      name: 'bukti-hackathon.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf([`Sertifikat ${judul}`]),
    });
    await tabTo(page, form.locator('input[name="bobot_skp_portofolio"]'));
    await page.keyboard.type('10');
    await tabTo(page, form.getByRole('button', { name: PORTOFOLIO_SCREEN_MSG.kirim }));
    await page.keyboard.press('Enter');
    await notice(page, MSG.portfolioAdded);
    await portfolioOf(page, 1280, judul).waitFor();
    expect(errors).toEqual([]);
  });
});
