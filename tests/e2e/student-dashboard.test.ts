/**
 * The student's dashboard and SKPI screen in a real browser, at 1280 and 400 px: the profile card,
 * the achievement tile (numbers and colour), the checklist dialog (each rubric's reason for its
 * status, a minimum of 0 in words, the status as plain text and a link to the sub-rubric detail),
 * the timeline's year filter; on /user/skpi a student meeting every rubric requests the SKPI and
 * cancels it, each outcome confirmed and kept in the panel, one who does not finds 'Ajukan Cetak
 * SKPI' off with the rubrics named before pressing, and an accepted request takes the uploaded SKPI. Every test signs in a fresh student written through the repos (the demo
 * data is left alone; each state change is the test's own student). Screenshots land in
 * tests/e2e/screenshots/student-*.png.
 */

import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { UserItem } from '@functions/domain/users/repo';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { checklist, checklistSummary, rubrikShortfall, rubrikStatusShown, subRubrikStatusShown, unmetRubrics } from '@shared/domain/checklist';
import { readableDate } from '@shared/domain/dates';
import {
  CHECKLIST_MSG,
  checklistMinimum,
  checklistReason,
  DASHBOARD_MSG,
  MSG,
  metOverTotal,
  PORTOFOLIO_SCREEN_MSG,
  SEARCH_MSG,
  SKPI_SCREEN_MSG,
  SKPI_STATUS_MSG,
  skpiUnmetRubrics,
  subRubrikOpenLabel,
  subRubrikTitle,
} from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchItem, tokenOf } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed, signInAs } from '../support/browser-session';
import { gradientPng } from '../support/images';
import { createStudent, uniqueWord } from '../support/search-data';
import { baseUrl, useStackEnv } from '../support/stack';
import { meetEveryRubric, pdfBytes, programRubrics } from '../support/student-data';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'student-', { fromTop: true });
const PRODI = 1;
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */

beforeAll(() => {
  useStackEnv();
});

/** No horizontal scrolling of the page itself. */

/** A fresh active student of Informatika with a photo, a bio and social media. */
async function student(nama: string): Promise<UserItem> {
  const [{ s3 }, { env }] = await Promise.all([import('@functions/lib/clients'), import('@functions/lib/env')]);
  const key = `foto/${uniqueWord()}/profil.png`;
  await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: key, Body: gradientPng(), ContentType: 'image/png' }));
  return createStudent({
    nama,
    foto_profil: key,
    bio: 'Mahasiswa Informatika yang aktif di himpunan dan lomba pemrograman.',
    sosmed: [{ jenis_sosmed: 'LinkedIn', nama: nama, link_sosmed: 'https://www.linkedin.com/in/mahasiswa-uji' }],
  });
}

/** One portfolio through the repo (counters and index move as in the app). */
async function portfolio(
  user: UserItem,
  anak: { id_anak_rubrik: number; id_rubrik: number; id_bidang_portofolio: number },
  p: { judul: string; tanggal: string; points: number; status: 1 | 2 | 3 | 4 },
) {
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  return portofolioRepo.create({
    user_id: user.id,
    id_prodi: user.id_prodi ?? PRODI,
    id_bidang_portofolio: anak.id_bidang_portofolio,
    id_rubrik: anak.id_rubrik,
    id_anak_rubrik: anak.id_anak_rubrik,
    id_kegiatan_ppk: null,
    judul: p.judul,
    judul_inggris: `${p.judul} (EN)`,
    bobot_skp_portofolio: p.points,
    tanggal_terbit: p.tanggal,
    dokumen_portofolio: null,
    id_status_portofolio: p.status,
    showed: true,
    verified_by: p.status === 2 || p.status === 4 ? 'uji' : null,
    verified_at: p.status === 2 || p.status === 4 ? new Date().toISOString() : null,
  });
}

/** The checklist of the student's program for the given verified points, as the server computes it. */
async function expectedChecklist(verified: { id_anak_rubrik: number; bobot_skp_portofolio: number }[]) {
  const { rubrik, anak } = await programRubrics(PRODI);
  return checklist(
    rubrik.map((r) => ({ ...r, anak_rubrik: anak.filter((a) => a.id_rubrik === r.id_rubrik) })),
    verified.map((v) => ({ ...v, id_status_portofolio: 2 })),
  );
}

const tile = (page: Page) => page.locator('.achievement-tile');
/** An alert of the SKPI request panel by its type. */
const panelAlert = (page: Page, type: 'success' | 'warning' | 'info') => page.locator(`[class*="awsui_alert_"][class*="awsui_type-${type}"]`);
const tileValue = (page: Page, id: string) => page.getByTestId(id);
const borderColour = (page: Page) => tile(page).evaluate((el) => getComputedStyle(el).borderInlineStartColor);
const RED = 'rgb(217, 21, 21)';
const GREEN = 'rgb(3, 127, 12)';

describe.each([1280, 400])('at %i px', (width) => {
  it('the dashboard: profile card, the tile with its numbers in red, the checklist dialog and its detail, the timeline by year', async () => {
    const who = await student(`Rahmadani Putri ${uniqueWord()}`);
    const { anak } = await programRubrics(PRODI);
    const [first, second] = [...anak].sort((a, b) => a.id_anak_rubrik - b.id_anak_rubrik);
    if (!first || !second) throw new Error('Informatika needs two sub-rubrics');
    const items = [
      { judul: 'Juara 1 Lomba Debat', tanggal: '2024-03-10', points: 4, status: 2 as const, anak: first },
      { judul: 'Seminar Nasional Data', tanggal: '2023-11-02', points: 3, status: 1 as const, anak: second },
      { judul: 'Ketua Panitia Dies Natalis', tanggal: '2023-05-20', points: 5, status: 4 as const, anak: second },
      { judul: 'Asisten Laboratorium', tanggal: '2022-09-01', points: 2, status: 2 as const, anak: second },
    ];
    const added = [];
    for (const i of items) added.push(await portfolio(who, i.anak, i));
    // the latest upload is the one added last, whatever its activity's date: the day it was added
    const last = added.at(-1);
    const rows = await expectedChecklist(
      items.filter((i) => i.status === 2).map((i) => ({ id_anak_rubrik: i.anak.id_anak_rubrik, bobot_skp_portofolio: i.points })),
    );
    const summary = checklistSummary(rows);
    expect(summary.semua_terpenuhi).toBe(false);

    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    await signInAs(page, who, { token: await tokenOf(who.id) });
    await page.goto('/user');
    await page.waitForURL((u) => u.pathname === '/user/dashboard');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.dashboard }).waitFor();

    // the profile card
    await page.getByRole('heading', { level: 2, name: who.nama }).waitFor();
    await expect(page.getByText(`${SEARCH_MSG.nimLabel} ${who.nim}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText(who.bio ?? '').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: who.nama }).getAttribute('href')).resolves.toBe('https://www.linkedin.com/in/mahasiswa-uji');
    await expect
      .poll(() => page.getByRole('img', { name: SEARCH_MSG.photoAlt(who.nama) }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // the tile: statistics, latest upload, checklist summary, red
    await eventually(() => tileValue(page, 'portfolio-count').innerText()).toBe(String(items.length));
    await expect(tileValue(page, 'skp-points').innerText()).resolves.toBe('6');
    await eventually(() => tileValue(page, 'latest-upload').innerText()).toBe(readableDate(last?.created_at ?? ''));
    await eventually(() => tileValue(page, 'rubrics-met').innerText()).toBe(metOverTotal(summary.rubrik_terpenuhi, summary.total_rubrik));
    await expect(tileValue(page, 'sub-rubrics-met').innerText()).resolves.toBe(metOverTotal(summary.sub_rubrik_terpenuhi, summary.total_sub_rubrik));
    await expect(tile(page).getAttribute('data-state')).resolves.toBe('unmet');
    await expect(borderColour(page)).resolves.toBe(RED);
    await expect(page.getByText(DASHBOARD_MSG.notAllMet).isVisible()).resolves.toBe(true);

    // the timeline: every portfolio with its status; filter by year
    const timeline = page.getByRole('region', { name: SEARCH_MSG.timelineLabel });
    await eventually(() => timeline.locator('.timeline__title').allInnerTexts()).toEqual(items.map((i) => i.judul));
    await expect(timeline.getByText(PORTOFOLIO_SCREEN_MSG.statusTertolak).isVisible()).resolves.toBe(true);
    const years = page.getByRole('navigation', { name: SEARCH_MSG.yearFilter });
    await expect(years.getByRole('button').allInnerTexts()).resolves.toEqual([SEARCH_MSG.allYears, '2024', '2023', '2022']);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `dashboard-${width}`);
    await years.getByRole('button', { name: '2023' }).click();
    await expect(years.getByRole('button', { name: '2023' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await eventually(() => timeline.locator('.timeline__title').allInnerTexts()).toEqual(['Seminar Nasional Data', 'Ketua Panitia Dies Natalis']);
    await expect(page.getByText(SEARCH_MSG.timelineCount(2)).isVisible()).resolves.toBe(true);
    await shot(page, `dashboard-year-${width}`);
    await years.getByRole('button', { name: SEARCH_MSG.allYears }).click();
    await eventually(() => timeline.locator('.timeline__title').count()).toBe(items.length);
    expect(await seriousViolations(page)).toEqual([]);

    // the checklist dialog, then a rubric's sub-rubrics
    await page.getByRole('button', { name: DASHBOARD_MSG.checklistButton }).click();
    const dialog = page.getByRole('dialog', { name: DASHBOARD_MSG.checklistTitle });
    await dialog.waitFor();
    // a table at 1280 px; at 400 px each row is a card with the same labels and values
    const wide = width === 1280;
    const rowOf = (name: string) => (wide ? dialog.getByRole('row') : dialog.locator('.checklist-card')).filter({ hasText: name });
    const headers = [DASHBOARD_MSG.colPoint, DASHBOARD_MSG.colPointMin, DASHBOARD_MSG.colSubRubrik, DASHBOARD_MSG.colStatus];
    for (const header of headers) {
      if (wide) await expect(dialog.getByRole('columnheader', { name: header }).count()).resolves.toBeGreaterThan(0);
      else await expect(dialog.getByText(header, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    if (wide) await expect(dialog.getByRole('columnheader', { name: DASHBOARD_MSG.colRubrik, exact: true }).count()).resolves.toBe(1);
    for (const r of rows) await expect(dialog.getByText(r.rubrik, { exact: true }).count()).resolves.toBe(1);
    const row = rows.find((r) => r.sub_rubrik.some((s) => s.id_anak_rubrik === first.id_anak_rubrik));
    if (!row) throw new Error('no rubric of the first sub-rubric');
    await eventually(() => rowOf(row.rubrik).innerText()).toContain(rubrikStatusShown(row));
    // each status says why, beside the rubric's own minimum (0 in words); the status itself is no link
    for (const r of rows) {
      const text = await rowOf(r.rubrik).innerText();
      expect(text).toContain(checklistReason({ ...rubrikShortfall(r), minimum: r.syarat_minimal_point_skp_rubrik }));
      expect(text).toContain(checklistMinimum(r.syarat_minimal_point_skp_rubrik));
      await expect(
        rowOf(r.rubrik)
          .getByRole('button', { name: rubrikStatusShown(r), exact: true })
          .count(),
      ).resolves.toBe(0);
    }
    const free = rows.find((r) => rubrikShortfall(r).noRequirement);
    if (free) await expect(rowOf(free.rubrik).getByText(CHECKLIST_MSG.noRequirement).isVisible()).resolves.toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `checklist-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: subRubrikOpenLabel(rubrikStatusShown(row), row.rubrik) }).click();
    await dialog.getByRole('heading', { name: subRubrikTitle(row.rubrik) }).waitFor();
    for (const s of row.sub_rubrik) await expect(dialog.getByText(s.sub_rubrik, { exact: true }).count()).resolves.toBe(1);
    const met = row.sub_rubrik.find((s) => s.id_anak_rubrik === first.id_anak_rubrik);
    if (!met) throw new Error('no checklist row of the first sub-rubric');
    expect(met.point_sub_rubrik_yang_terkumpul).toBe(4);
    const values = [met.sub_rubrik, '4', checklistMinimum(met.syarat_minimal_point_skp_sub_rubrik), subRubrikStatusShown(met)];
    if (wide) await expect(rowOf(met.sub_rubrik).getByRole('cell').allInnerTexts()).resolves.toEqual(values);
    else for (const v of values) await expect(rowOf(met.sub_rubrik).innerText()).resolves.toContain(v);
    await shot(page, `checklist-detail-${width}`);
    await dialog.getByRole('button', { name: DASHBOARD_MSG.backToRubrics }).click();
    await dialog.getByText(row.rubrik, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: DASHBOARD_MSG.close }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // the settings button leads to the profile
    await page.getByRole('link', { name: DASHBOARD_MSG.settingsButton }).click();
    await page.waitForURL((u) => u.pathname === '/user/profile');
    expect(errors).toEqual([]);
  });

  it('the tile is green for a student who meets every rubric', async () => {
    const who = await student(`Bagas Saputra ${uniqueWord()}`);
    await meetEveryRubric(who);
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    await signInAs(page, who, { token: await tokenOf(who.id) });
    await page.goto('/user/dashboard');
    await eventually(() => tile(page).getAttribute('data-state')).toBe('met');
    await expect(borderColour(page)).resolves.toBe(GREEN);
    await expect(page.getByText(DASHBOARD_MSG.allMet).isVisible()).resolves.toBe(true);
    const rubrics = await tileValue(page, 'rubrics-met').innerText();
    const [met, total] = rubrics.split(' / ');
    expect(met).toBe(total);
    await shot(page, `dashboard-met-${width}`);
    expect(errors).toEqual([]);
  });

  it('/user/skpi: a student meeting every rubric requests the SKPI, then cancels it', async () => {
    const who = await student(`Citra Lestari ${uniqueWord()}`);
    await meetEveryRubric(who);
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    await signInAs(page, who, { token: await tokenOf(who.id) });
    await page.goto('/user/skpi');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.skpi }).waitFor();
    const state = page.getByTestId('skpi-request-state');
    await eventually(() => state.innerText()).toBe(SKPI_SCREEN_MSG.requestNone);
    await eventually(() => tile(page).getAttribute('data-state')).toBe('met');
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.cancelButton }).count()).resolves.toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `skpi-none-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: SKPI_SCREEN_MSG.requestButton }).click();
    const confirm = page.getByRole('dialog', { name: SKPI_SCREEN_MSG.requestConfirmTitle });
    await confirm.getByText(SKPI_SCREEN_MSG.requestConfirmBody).waitFor();
    await shot(page, `skpi-confirm-${width}`);
    await confirm.getByRole('button', { name: SKPI_SCREEN_MSG.confirmYes }).click();
    // confirmed by the notice, and the outcome stays in the panel after the notice hides
    await page.locator('[class*="awsui_flashbar"]').getByText(MSG.skpiRequested).waitFor();
    await panelAlert(page, 'success').getByText(MSG.skpiRequested).waitFor();
    await eventually(() => state.innerText()).toBe(SKPI_STATUS_MSG.requestPending);
    await page.getByRole('button', { name: SKPI_SCREEN_MSG.cancelButton }).waitFor();
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.requestButton }).count()).resolves.toBe(0);
    await shot(page, `skpi-waiting-${width}`);

    await page.getByRole('button', { name: SKPI_SCREEN_MSG.cancelButton }).click();
    const cancel = page.getByRole('dialog', { name: SKPI_SCREEN_MSG.cancelConfirmTitle });
    await cancel.getByRole('button', { name: SKPI_SCREEN_MSG.confirmYes }).click();
    await page.locator('[class*="awsui_flashbar"]').getByText(MSG.skpiCancelled).waitFor();
    await panelAlert(page, 'success').getByText(MSG.skpiCancelled).waitFor();
    await eventually(() => state.innerText()).toBe(SKPI_SCREEN_MSG.requestNone);
    await page.getByRole('button', { name: SKPI_SCREEN_MSG.requestButton }).waitFor();
    expect(errors).toEqual([]);
  });

  it("/user/skpi: for a student who does not meet them, 'Ajukan Cetak SKPI' is off and names the rubrics before anything is pressed", async () => {
    const who = await student(`Dimas Pratama ${uniqueWord()}`);
    const expected = skpiUnmetRubrics(unmetRubrics(await expectedChecklist([])));
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    await signInAs(page, who, { token: await tokenOf(who.id) });
    await page.goto('/user/skpi');
    const state = page.getByTestId('skpi-request-state');
    await eventually(() => state.innerText()).toBe(SKPI_SCREEN_MSG.requestNone);
    // the server's own words for the refusal, in the panel and on the disabled button
    await eventually(() => page.getByTestId('skpi-request-unmet').innerText()).toBe(expected);
    const request = page.getByRole('button', { name: SKPI_SCREEN_MSG.requestButton });
    await expect(request.getAttribute('aria-disabled')).resolves.toBe('true');
    await shot(page, `skpi-unmet-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await request.hover();
    await page.getByRole('tooltip').getByText(expected, { exact: true }).waitFor();
    await page.getByRole('button', { name: DASHBOARD_MSG.checklistButton }).click();
    await page.getByRole('dialog', { name: DASHBOARD_MSG.checklistTitle }).waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('/user/skpi: an accepted request takes the uploaded SKPI (a PDF) and shows its link; nothing else is offered', async () => {
    const who = await student(`Eka Wijaya ${uniqueWord()}`);
    await meetEveryRubric(who);
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    await signInAs(page, who, { token: await tokenOf(who.id) });
    const requested = await page.evaluate(async () => (await fetch('/api/skpi/request', { method: 'POST' })).status);
    expect(requested).toBe(200);
    await patchItem(skpiKeys.skpiRequest(who.id), { is_downloaded: 1 });
    await page.goto('/user/skpi');
    const state = page.getByTestId('skpi-request-state');
    await eventually(() => state.innerText()).toBe(SKPI_STATUS_MSG.requestAccepted);
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.requestButton }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.cancelButton }).count()).resolves.toBe(0);

    // a file that is no PDF is refused before any transfer
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'skpi.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan pdf') });
    await page.getByText(UPLOAD_MSG.uploadWrongPdfType).first().waitFor();
    const upload = page.getByRole('button', { name: SKPI_SCREEN_MSG.uploadButton });
    await expect(upload.isDisabled()).resolves.toBe(true);
    await input.setInputFiles({ name: 'skpi.pdf', mimeType: 'application/pdf', buffer: pdfBytes(1200) });
    await eventually(() => upload.isEnabled()).toBe(true);
    await upload.click();
    await page.getByText(MSG.skpiUploaded).first().waitFor();
    const link = page.getByRole('link', { name: SKPI_SCREEN_MSG.documentLink });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `skpi-uploaded-${width}`);
    expect(errors).toEqual([]);
  });
});
