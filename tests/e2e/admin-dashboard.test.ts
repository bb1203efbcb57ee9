/**
 * The admin dashboard (/admin/dashboard) in a real browser at 1280 and 400 px. A super
 * admin signed in through the header (password and e-mailed OTP) lands on it and finds every card
 * with the numbers the statistics calls answer the same account (read in the test); the opsi dialog
 * switches the student number (and the choice survives a reload), the detail dialog's rows come
 * lowest percentage first, a card's program select changes its numbers. An admin jurusan sees no
 * storage card, no login chart and no program select, and their own program's numbers. A card
 * whose call fails shows its error and a retry while the others render; /admin and /admin/xyz
 * land on the dashboard. Each step checks axe and the page's width. Screenshots land in
 * tests/e2e/screenshots/admin-dashboard-*.png.
 */
import type { ResponseOf } from '@shared/api/contract';
import type { statistikRoutes } from '@shared/api/statistik';
import { readableDate } from '@shared/domain/dates';
import {
  capaianAverage,
  diukurPada,
  MASTER_MSG,
  MSG,
  portofolioOf,
  prodiLabel,
  prodiSelectOf,
  STATISTIK_MSG,
  VERIFIKASI_SCREEN_MSG,
} from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { ascendingBy, averageOf, formatNumber, formatPercent, monthLabel, opsiValue, percentOf } from '@web/pages/statistik/dashboard-numbers';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { checkAdminPage, chooseOption, dialogNamed, eventually, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { managedStudent } from '../support/mahasiswa-admin';
import { api, baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-dashboard-');

type Routes = typeof statistikRoutes;
type Answer<K extends keyof Routes> = ResponseOf<Routes[K]>;

/** The demo program every account and student of the demo data belongs to. */
const DEMO_PRODI = 1;

/** A statistics call as `token`'s account sees it. */
async function read<K extends keyof Routes>(token: string, path: string, query: Record<string, number> = {}): Promise<Answer<K>> {
  const answer = await api<Answer<K>>('GET', path, { bearer: token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The card whose title is `title`. */
const card = (page: Page, title: string): Locator =>
  page.locator('.dashboard-card').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const numberIn = (scope: Locator, testId: string) => scope.getByTestId(testId).locator('p').textContent();

/** Every chart and table lies inside its card (none drawn wider than its card and cut off). */
async function chartsFit(page: Page) {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('.dashboard-card')].flatMap((cardEl) => {
      const box = cardEl.getBoundingClientRect();
      return [...cardEl.querySelectorAll('svg, table')]
        .filter((el) => el.getBoundingClientRect().right > box.right + 1)
        .map(
          (el) =>
            `${cardEl.querySelector('h2')?.textContent}: ${el.tagName} ${Math.round(el.getBoundingClientRect().right)} > ${Math.round(box.right)}`,
        );
    }),
  );
  expect(outside).toEqual([]);
}

/**
 * The leaf texts of `scope` that are among `labels`, each once, in page order of first appearance
 * (a chart's axis, read left to right or top to bottom; the chart draws its labels twice, once to measure).
 */
const labelsIn = (scope: Locator, labels: readonly string[]) =>
  scope.evaluate((root, wanted) => {
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      const text = el.textContent?.trim() ?? '';
      if (el.children.length === 0 && wanted.includes(text) && !found.includes(text)) found.push(text);
    }
    return found;
  }, labels);

/** Every card has left its loading line. */
async function settled(page: Page) {
  await eventually(() => page.getByText(MSG.memuat, { exact: true }).count()).toBe(0);
}

async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.dashboard }).waitFor();
  await settled(page);
}

let prodiName = '';
beforeAll(async () => {
  useStackEnv();
  const list = await api<{ prodi: { id_prodi: number; nama_prodi: string; jenjang: string }[] }>('GET', '/api/prodi');
  const prodi = list.body.prodi.find((p) => p.id_prodi === DEMO_PRODI);
  if (!prodi) throw new Error('the demo program is missing');
  prodiName = prodiLabel(prodi.nama_prodi, prodi.jenjang);
  // two graduates of the demo program (this month and three months ago), so the graduation chart has bars
  const graduating = await staffAccount('super admin');
  const now = new Date();
  for (const monthsAgo of [0, 3]) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 10));
    const s = await managedStudent(DEMO_PRODI, 2021, `Lulusan Dasbor ${monthsAgo}`);
    const res = await api('PUT', '/api/manajemen/akun/update', {
      bearer: graduating.token,
      body: { id: s.id, version: s.version, nim: s.nim, is_graduated: 1, tanggal_lulus: at.toISOString().slice(0, 10) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe.each([1280, 400])('at %i px', (width) => {
  const w = String(width);

  it('the super admin sees every card with the numbers of the calls, the opsi and detail dialogs and the program selects', async () => {
    const admin = await staffAccount('super admin');
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    // signing in leads to /admin, whose home is the dashboard
    await page.waitForURL('**/admin/dashboard');
    await settled(page);
    const t = admin.token;
    const [storage, skpi, portofolio, login, kelulusan, bidang, summary] = await Promise.all([
      read<'systemStorage'>(t, '/api/system/storage'),
      read<'statistikSkpi'>(t, '/api/statistik/skpi'),
      read<'statistikPortofolio'>(t, '/api/statistik/portofolio'),
      read<'statistikLoginWeek'>(t, '/api/statistik/login/week'),
      read<'statistikKelulusan'>(t, '/api/statistik/kelulusan'),
      read<'statistikBidangPortofolio'>(t, '/api/statistik/bidang-portofolio'),
      read<'statistikPortofolioSummary'>(t, '/api/statistik/portofoliosummary'),
    ]);
    // the demo data: students, portfolios, categories and programs exist; this admin has signed in today
    expect(skpi.total_mahasiwa).toBeGreaterThan(0);
    expect(portofolio.total).toBeGreaterThan(0);
    expect(bidang.data.length).toBeGreaterThan(0);
    expect(summary.length).toBeGreaterThan(0);
    expect(login.data.super_admin.at(-1)).toBeGreaterThan(0);
    await shot(page, `super-${w}-1-page`);
    await checkAdminPage(page);
    await chartsFit(page);

    // storage: used of quota, measured on
    const penyimpanan = card(page, STATISTIK_MSG.storageTitle);
    await expect(penyimpanan.textContent()).resolves.toContain(storage.format_disk_used_space);
    await expect(penyimpanan.textContent()).resolves.toContain(storage.format_disk_total_space);
    await expect(penyimpanan.textContent()).resolves.toContain(diukurPada(readableDate(storage.diukur_pada)));

    // student counts: Mahasiswa by default, then each option of the opsi dialog
    const mahasiswa = card(page, STATISTIK_MSG.mahasiswaTitle);
    await expect(numberIn(mahasiswa, 'mahasiswa-value')).resolves.toBe(formatNumber(skpi.total_mahasiwa));
    const options = [
      ['aktif', STATISTIK_MSG.opsiAktif],
      ['skpi', STATISTIK_MSG.opsiSkpi],
      ['kelulusan', STATISTIK_MSG.opsiKelulusan],
    ] as const;
    for (const [opsi, label] of options) {
      await mahasiswa.getByRole('button', { name: STATISTIK_MSG.opsiButton }).click();
      const dialog = dialogNamed(page, STATISTIK_MSG.opsiTitle);
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
      if (opsi === 'aktif') {
        await shot(page, `super-${w}-2-opsi`);
        await checkAdminPage(page);
      }
      await dialog.getByRole('button', { name: STATISTIK_MSG.opsiApply }).click();
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => numberIn(mahasiswa, 'mahasiswa-value')).toBe(formatNumber(opsiValue(skpi, opsi)));
    }
    // the choice (Kelulusan) survives a reload
    await page.reload();
    await settled(page);
    await eventually(() => numberIn(card(page, STATISTIK_MSG.mahasiswaTitle), 'mahasiswa-value')).toBe(formatNumber(opsiValue(skpi, 'kelulusan')));
    await expect(card(page, STATISTIK_MSG.mahasiswaTitle).textContent()).resolves.toContain(STATISTIK_MSG.opsiKelulusanInfo);

    // unverified portfolios, with the way to the verification page
    const porto = card(page, STATISTIK_MSG.portofolioTitle);
    await expect(numberIn(porto, 'portofolio-value')).resolves.toBe(formatNumber(portofolio.belum_diverifikasi));
    await expect(porto.textContent()).resolves.toContain(portofolioOf(formatNumber(portofolio.total)));
    await expect(porto.getByRole('link', { name: STATISTIK_MSG.portofolioLink }).getAttribute('href')).resolves.toBe('/admin/portofolio');

    // weekly logins: seven days, one series per account type (the axis's labels, which depend on
    // the weekday, are read with the clock fixed: admin-layout.test.ts)
    const logins = card(page, STATISTIK_MSG.loginTitle);
    expect(login.tanggal).toHaveLength(7);
    for (const series of [
      STATISTIK_MSG.seriesMahasiswa,
      STATISTIK_MSG.seriesVerifikator,
      STATISTIK_MSG.seriesAdminJurusan,
      STATISTIK_MSG.seriesSuperAdmin,
      STATISTIK_MSG.seriesPpk,
    ]) {
      await logins.getByText(series, { exact: true }).first().waitFor();
    }

    // graduation: this year's graduates and every registered student
    const lulus = card(page, STATISTIK_MSG.kelulusanTitle);
    // the two graduates of beforeAll (this month's may count in the next WIB month on a month's last evening)
    expect(kelulusan.mahasiswa_lulus_12_bulan_terakhir.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect(kelulusan.bulan).toHaveLength(12);
    await expect(labelsIn(lulus, kelulusan.bulan.map(monthLabel))).resolves.toEqual(kelulusan.bulan.map(monthLabel));
    await expect(lulus.getByTestId('lulus-tahun-ini').textContent()).resolves.toBe(formatNumber(kelulusan.mahasiswa_lulus_tahun_ini));
    await lulus
      .getByText(monthLabel(kelulusan.bulan.at(-1) ?? ''), { exact: true })
      .first()
      .waitFor({ state: 'attached' });
    await expect(lulus.getByTestId('total-mahasiswa').textContent()).resolves.toBe(formatNumber(kelulusan.total_mahasiswa));
    // beside its numbers the card never says there is no data
    await expect(lulus.textContent()).resolves.not.toContain(MSG.tableEmpty);

    // achievement per category: the average of the whole percentages in the header
    const capaian = card(page, STATISTIK_MSG.capaianTitle);
    const average = averageOf(bidang.data.map((b) => percentOf(b.mahasiswa_aktif_memenuhi_skp, b.mahasiswa_aktif_total)));
    await capaian.getByText(capaianAverage(formatPercent(average)), { exact: true }).waitFor();
    // the chart's labels are drawn for the eye (aria-hidden)
    for (const b of bidang.data) await capaian.getByText(b.nama_bidang, { exact: true }).first().waitFor({ state: 'attached' });

    // the Admin Prodi table: fewest waiting first, scrolling inside its 226 px box
    const box = card(page, STATISTIK_MSG.adminProdiTitle).locator('.dashboard-scroll-box');
    expect((await box.boundingBox())?.height).toBeLessThanOrEqual(226);
    const expected = ascendingBy(
      summary,
      (r) => r.belum_diverifikasi,
      (r) => prodiLabel(r.nama_prodi, r.jenjang),
    ).map((r) => prodiLabel(r.nama_prodi, r.jenjang));
    const shown = await box.getByRole('rowheader').allTextContents();
    expect(shown).toEqual(expected);

    // the detail dialog: the sub-rubrics, lowest percentage first
    await capaian.getByRole('button', { name: STATISTIK_MSG.capaianDetail }).click();
    const detail = dialogNamed(page, STATISTIK_MSG.capaianDetailTitle);
    await detail.getByRole('rowheader').first().waitFor();
    const percents = (await detail.locator('tbody tr td:last-child').allTextContents()).map((p) => Number.parseInt(p, 10));
    expect(percents.length).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    await shot(page, `super-${w}-3-detail`);
    await checkAdminPage(page);
    // the footer's Tutup (the corner's close button has the same name)
    await detail.getByRole('button', { name: STATISTIK_MSG.capaianDetailClose }).last().click();
    await detail.waitFor({ state: 'hidden' });

    // a program select changes the card's numbers to that program's
    const [skpiProdi, portoProdi] = await Promise.all([
      read<'statistikSkpi'>(t, '/api/statistik/skpi', { id_prodi: DEMO_PRODI }),
      read<'statistikPortofolio'>(t, '/api/statistik/portofolio', { id_prodi: DEMO_PRODI }),
    ]);
    await chooseOption(page, prodiSelectOf(STATISTIK_MSG.mahasiswaTitle), prodiName, mahasiswa);
    await eventually(() => numberIn(mahasiswa, 'mahasiswa-value')).toBe(formatNumber(opsiValue(skpiProdi, 'kelulusan')));
    await chooseOption(page, prodiSelectOf(STATISTIK_MSG.portofolioTitle), prodiName, porto);
    await eventually(() => porto.getByRole('button', { name: prodiSelectOf(STATISTIK_MSG.portofolioTitle) }).textContent()).toContain(prodiName);
    await eventually(() => numberIn(porto, 'portofolio-value')).toBe(formatNumber(portoProdi.belum_diverifikasi));
    await expect(porto.textContent()).resolves.toContain(portofolioOf(formatNumber(portoProdi.total)));
    await shot(page, `super-${w}-4-prodi`);
    await checkAdminPage(page);
    await chartsFit(page);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the admin jurusan sees their own program’s numbers, no storage card, no login chart and no program select', async () => {
    const admin = await staffAccount('admin jurusan', DEMO_PRODI);
    const superAdmin = await staffAccount('super admin');
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.waitForURL('**/admin/dashboard');
    await settled(page);
    const t = admin.token;
    const [skpi, portofolio, kelulusan, summary, own] = await Promise.all([
      read<'statistikSkpi'>(t, '/api/statistik/skpi'),
      read<'statistikPortofolio'>(t, '/api/statistik/portofolio'),
      read<'statistikKelulusan'>(t, '/api/statistik/kelulusan'),
      read<'statistikPortofolioSummary'>(t, '/api/statistik/portofoliosummary'),
      read<'statistikSkpi'>(superAdmin.token, '/api/statistik/skpi', { id_prodi: DEMO_PRODI }),
    ]);
    // their own program's numbers: what the super admin reads for that program
    expect(skpi).toEqual(own);
    expect(summary.map((r) => r.id_prodi)).toEqual([DEMO_PRODI]);
    await shot(page, `jurusan-${w}-1-page`);
    await checkAdminPage(page);
    await chartsFit(page);

    expect(await page.getByRole('heading', { level: 2, name: STATISTIK_MSG.storageTitle }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: STATISTIK_MSG.loginTitle }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Program studi untuk/ }).count()).toBe(0);

    await expect(numberIn(card(page, STATISTIK_MSG.mahasiswaTitle), 'mahasiswa-value')).resolves.toBe(formatNumber(skpi.total_mahasiwa));
    await expect(numberIn(card(page, STATISTIK_MSG.portofolioTitle), 'portofolio-value')).resolves.toBe(formatNumber(portofolio.belum_diverifikasi));
    const lulus = card(page, STATISTIK_MSG.kelulusanTitle);
    await expect(lulus.getByTestId('total-mahasiswa').textContent()).resolves.toBe(formatNumber(kelulusan.total_mahasiswa));
    // an empty chart says what is empty, not 'Belum ada data.' beside the numbers
    await expect(lulus.textContent()).resolves.not.toContain(MSG.tableEmpty);
    if (kelulusan.mahasiswa_lulus_12_bulan_terakhir.every((n) => n === 0)) await lulus.getByText(STATISTIK_MSG.kelulusanEmpty).waitFor();
    await expect(card(page, STATISTIK_MSG.adminProdiTitle).getByRole('rowheader').allTextContents()).resolves.toEqual([prodiName]);

    // the detail dialog has no program column
    await card(page, STATISTIK_MSG.capaianTitle).getByRole('button', { name: STATISTIK_MSG.capaianDetail }).click();
    const detail = dialogNamed(page, STATISTIK_MSG.capaianDetailTitle);
    await detail.getByRole('rowheader').first().waitFor();
    expect(await detail.getByRole('columnheader', { name: STATISTIK_MSG.colProdi }).count()).toBe(0);
    await shot(page, `jurusan-${w}-2-detail`);
    await checkAdminPage(page);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('at 1280 px', () => {
  it('a card whose call fails shows its error and a retry while the others render', async () => {
    const admin = await staffAccount('super admin');
    const { page, context } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(20_000);
    await signInThroughHeader(page, admin);
    await page.waitForURL('**/admin/dashboard');
    await page.route('**/api/statistik/kelulusan*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'rusak' }) }),
    );
    await openDashboard(page);
    const lulus = card(page, STATISTIK_MSG.kelulusanTitle);
    await lulus.getByText(MSG.genericError, { exact: true }).waitFor();
    // the others are there with their numbers
    const skpi = await read<'statistikSkpi'>(admin.token, '/api/statistik/skpi');
    await expect(numberIn(card(page, STATISTIK_MSG.mahasiswaTitle), 'mahasiswa-value')).resolves.toBe(formatNumber(skpi.total_mahasiwa));
    await card(page, STATISTIK_MSG.adminProdiTitle).getByRole('rowheader').first().waitFor();
    await shot(page, 'error-1280');
    await checkAdminPage(page);

    // the call works again: Coba lagi brings the card back
    await page.unroute('**/api/statistik/kelulusan*');
    await lulus.getByRole('button', { name: STATISTIK_MSG.retry }).click();
    await lulus.getByTestId('total-mahasiswa').waitFor();
    expect(await lulus.getByText(MSG.genericError, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('the program select the dashboard shares with the verification queue still filters the queue', async () => {
    const admin = await staffAccount('super admin');
    const { page, context } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/portofolio');
    await page.getByRole('heading', { level: 2, name: VERIFIKASI_SCREEN_MSG.menungguTitle }).waitFor();
    const filtered = page.waitForRequest(
      (r) => r.url().includes('/api/portofolio?') && new URL(r.url()).searchParams.get('id_prodi') === String(DEMO_PRODI),
    );
    await chooseOption(page, MASTER_MSG.prodiSelectLabel, prodiName);
    await filtered;
    await checkAdminPage(page);
    await context.close();
  });

  it('/admin and unknown /admin paths land on the dashboard', async () => {
    const admin = await staffAccount('admin jurusan', DEMO_PRODI);
    const { page, context } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    for (const path of ['/admin', '/admin/xyz']) {
      await page.goto(path);
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.dashboard }).waitFor();
    }
    // first in the admin menu
    const firstLink = page.locator('nav a[href^="/admin/"]').first();
    await expect(firstLink.getAttribute('href')).resolves.toBe('/admin/dashboard');
    await context.close();
  });
});
