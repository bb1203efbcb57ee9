/**
 * The student's portfolio page (/user/portofolio) in a real browser, at 1280 and 400 px: a fresh
 * active student signs in with the e-mailed OTP, picks a field, adds an external portfolio with a
 * real PDF (a wrong file and one over 2,000,000 bytes are refused when chosen, points over the
 * sub-rubric's maximum by the server, each under its field), adds an internal one by picking an
 * activity, edits one, hides one, views the PDF in the embedded viewer under the production CSP,
 * deletes one, returns to the field cards whose counts followed, and meets the SKPI-request lock.
 * Screenshots land in tests/e2e/screenshots/portofolio-*.png.
 */

import { demoPdf } from '@infra/local/seed-files';
import { readableDate } from '@shared/domain/dates';
import { AUTH_MSG, chosenDate, MSG, PORTOFOLIO_TEXT, pointsLabel, portfolioPointsOverMax } from '@shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { chooseOption, eventually, notice, rowOf, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { catalogOf, freshStudent, pdfBytes, setSkpiRequest } from '../support/portofolio';
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

/** Waits for a notice with the text in the Flashbar. */

async function chooseAnak(page: Page) {
  await chooseOption(page, PORTOFOLIO_TEXT.fieldRubrik, RUBRIK);
  await chooseOption(page, PORTOFOLIO_TEXT.fieldAnakRubrik, ANAK);
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
    await page.getByRole('heading', { name: PORTOFOLIO_TEXT.bidangTitle }).waitFor();
    await page.getByRole('button', { name: BIDANG }).waitFor();
    await expect(page.getByRole('button', { name: PORTOFOLIO_TEXT.pilihSemua }).isVisible()).resolves.toBe(true);
    await shot(page, `${w}-1-cards`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { exceptShellToolbar: true })).toEqual([]);

    // 'Pilih Semua' lists every field and offers no Tambah; close returns to the cards
    await page.getByRole('button', { name: PORTOFOLIO_TEXT.pilihSemua }).click();
    await page.getByText(PORTOFOLIO_TEXT.tableEmpty).waitFor();
    await expect(page.getByRole('button', { name: PORTOFOLIO_TEXT.tambah }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: PORTOFOLIO_TEXT.tutupLabel }).click();
    await page.getByRole('button', { name: BIDANG }).click();
    await page.getByText(PORTOFOLIO_TEXT.tableEmpty).waitFor();

    // add an external portfolio: a wrong file is refused at once, points over the maximum by the server
    await page.getByRole('button', { name: PORTOFOLIO_TEXT.tambah }).click();
    const form = dialog(page);
    await form.getByText(PORTOFOLIO_TEXT.addTitle).waitFor();
    await chooseAnak(page);
    await form.getByText(pointsLabel(ANAK_MAX)).waitFor();
    const judul = `Juara 2 Gemastik 2024 ${w}`;
    await form.locator('input[name="judul"]').fill(judul);
    await form.locator('input[name="judul_inggris"]').fill(`2nd Place, Gemastik 2024 ${w}`);
    await form.getByPlaceholder(MSG.datePlaceholder).pressSequentially('15052024');
    await form.getByText(chosenDate(readableDate('2024-05-15'))).waitFor();
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan pdf') });
    await form.getByText(AUTH_MSG.uploadWrongPdfType).waitFor();
    await fileInput.setInputFiles({ name: 'besar.pdf', mimeType: 'application/pdf', buffer: pdfBytes(2_000_001) });
    await form.getByText(MSG.uploadTooLarge).waitFor();
    await fileInput.setInputFiles({
      name: 'bukti-gemastik.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf([`Sertifikat ${judul}`, 'Gemastik 2024, Juara 2']),
    });
    await eventually(() => form.getByText(MSG.uploadTooLarge).count()).toBe(0);
    await form.locator('input[name="bobot_skp_portofolio"]').fill(String(ANAK_MAX + 5));
    await form.getByRole('button', { name: PORTOFOLIO_TEXT.kirim }).click();
    await form.getByText(portfolioPointsOverMax(ANAK_MAX)).waitFor();
    await shot(page, `${w}-2-over-maximum`);
    await form.locator('input[name="bobot_skp_portofolio"]').fill('10');
    await form.getByRole('button', { name: PORTOFOLIO_TEXT.kirim }).click();
    await notice(page, MSG.portfolioAdded);
    await rowOf(page, judul).waitFor();
    await expect(rowOf(page, judul).getByText(readableDate('2024-05-15')).isVisible()).resolves.toBe(true);
    await expect(rowOf(page, judul).getByText(PORTOFOLIO_TEXT.statusMenunggu).isVisible()).resolves.toBe(true);

    // add an internal one: the activity fills title and points, read-only
    await page.getByRole('button', { name: PORTOFOLIO_TEXT.tambah }).click();
    await form.getByText(PORTOFOLIO_TEXT.addTitle).waitFor();
    await chooseAnak(page);
    await form.getByText(PORTOFOLIO_TEXT.jenisInternal, { exact: true }).click();
    await chooseOption(page, PORTOFOLIO_TEXT.fieldKegiatan, KEGIATAN);
    await eventually(() => form.locator('input[name="judul"]').inputValue()).toBe(KEGIATAN);
    await expect(form.locator('input[name="bobot_skp_portofolio"]').inputValue()).resolves.toBe('5');
    await expect(form.locator('input[name="judul"]').isDisabled()).resolves.toBe(true);
    await shot(page, `${w}-3-internal`);
    expect(await seriousViolations(page, { exceptShellToolbar: true })).toEqual([]);
    await form.getByRole('button', { name: PORTOFOLIO_TEXT.kirim }).click();
    await notice(page, MSG.portfolioAdded);
    await rowOf(page, KEGIATAN).waitFor();
    await shot(page, `${w}-4-table`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { exceptShellToolbar: true })).toEqual([]);

    // edit the external one, keeping its document
    await rowOf(page, judul).getByRole('button', { name: PORTOFOLIO_TEXT.actionEdit }).click();
    await form.getByText(PORTOFOLIO_TEXT.editTitle).waitFor();
    await eventually(() => form.locator('input[name="judul"]').inputValue()).toBe(judul);
    const edited = `${judul} (Final)`;
    await form.locator('input[name="judul"]').fill(edited);
    await shot(page, `${w}-5-edit`);
    await form.getByRole('button', { name: PORTOFOLIO_TEXT.update }).click();
    await notice(page, MSG.portfolioUpdated);
    await rowOf(page, edited).waitFor();

    // hide it, then view its PDF in the embedded viewer
    await rowOf(page, edited).getByRole('button', { name: PORTOFOLIO_TEXT.actionHide }).click();
    await notice(page, MSG.portfolioHidden);
    await rowOf(page, edited).getByText(PORTOFOLIO_TEXT.shownNo, { exact: true }).waitFor();
    await rowOf(page, edited).getByRole('button', { name: PORTOFOLIO_TEXT.actionView }).click();
    const frame = page.locator('iframe.portofolio-pdf-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^https?:\/\//);
    const fetched = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, head: (await res.text()).slice(0, 5) };
    }, src);
    expect(fetched).toEqual({ status: 200, head: '%PDF-' });
    await expect(page.getByRole('link', { name: PORTOFOLIO_TEXT.download }).getAttribute('href')).resolves.toBe(src);
    await shot(page, `${w}-6-viewer`);
    const viewer = page.getByRole('dialog').filter({ hasText: PORTOFOLIO_TEXT.viewerTitle });
    await viewer.getByRole('button', { name: MSG.dismiss }).click();
    await eventually(() => frame.count()).toBe(0);

    // delete the internal one
    await rowOf(page, KEGIATAN).getByRole('button', { name: PORTOFOLIO_TEXT.actionDelete }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: PORTOFOLIO_TEXT.deleteBody });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: PORTOFOLIO_TEXT.hapus, exact: true }).click();
    await notice(page, MSG.portfolioDeleted);
    await eventually(() => rowOf(page, KEGIATAN).count()).toBe(0);

    // back to the cards: the field counts its one portfolio
    await page.getByRole('button', { name: PORTOFOLIO_TEXT.tutupLabel }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: BIDANG }) });
    await eventually(() => card.innerText()).toMatch(new RegExp(`${PORTOFOLIO_TEXT.jumlahPortofolio}\\s*1\\b`));
    await shot(page, `${w}-7-cards-after`);

    // while an SKPI request waits, a write answers 409: its message as an error, and the page says so
    await setSkpiRequest(student.user.id, 0);
    await page.getByRole('button', { name: PORTOFOLIO_TEXT.pilihSemua }).click();
    await rowOf(page, edited).getByRole('button', { name: PORTOFOLIO_TEXT.actionShow }).click();
    await notice(page, MSG.portfolioLocked);
    await page.locator('[class*="awsui_alert_"][class*="awsui_type-info"]').getByText(MSG.portfolioLocked).waitFor();
    await expect(rowOf(page, edited).getByText(PORTOFOLIO_TEXT.shownNo, { exact: true }).isVisible()).resolves.toBe(true);
    await shot(page, `${w}-8-locked`);
    await setSkpiRequest(student.user.id, null);
    // the viewer's frame is allowed by the production CSP (a refusal is a console error)
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
  }, 120_000);
});

describe('paging', () => {
  it('shows ten portfolios a page with the pager, numbering on from the first page', async () => {
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
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, student);
    await page.goto('/user/portofolio?bidang=semua&page=1');
    const rows = page.locator('tbody tr');
    await eventually(() => rows.count()).toBe(10);
    await expect(page.getByRole('button', { name: PORTOFOLIO_TEXT.tambah }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: MSG.pagerNext }).click();
    await page.waitForURL((u) => u.search === '?bidang=semua&page=2');
    await eventually(() => rows.count()).toBe(2);
    await expect(rows.first().locator('td').first().innerText()).resolves.toBe('11');
    await shot(page, '1280-9-page-2');
    expect(errors).toEqual([]);
  });
});
