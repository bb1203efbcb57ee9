/**
 * The Neo Feeder sync in a real browser, signed in as the demo super admin, against the stack's
 * Feeder stand-in (infra/local/feeder-stand-in.ts). The two widths run in order and the second
 * goes on from the first's data:
 *
 * - 1280 px: on the university page the connection's address is refused until it is a URL, the
 *   stand-in's address and operator are typed, a wrong password is reported by 'Tes koneksi' in the
 *   Feeder's own words and the right one succeeds, Simpan keeps it (the password never in an
 *   answer); the sync page confirms the program mapping, starts a sync, shows the plan (Dewi,
 *   2002010004, among the graduations with the stand-in's national diploma number; the new students;
 *   the row without a NIM skipped with its reason), says what Terapkan writes before it does, and
 *   ends done; the print list's 'Lulus, belum dicetak' holds Dewi.
 * - 400 px: 'Tes koneksi' with the stored password; a second sync plans nothing new, changed or
 *   graduated and is cancelled; the history shows the first, whose graduations are applied; the
 *   student list shows Dewi's graduation date from the Feeder and her diploma number; the print list
 *   prints her from 'Lulus, belum dicetak', her SKPI's section 1 shows the diploma number, and she
 *   is then among the printed.
 *
 * Each step is read with axe and for the page's width; screenshots in tests/e2e/screenshots/feeder-*.png.
 */
import { DEWI_KELULUSAN } from '@infra/local/feeder-demo-data';
import { FEEDER_OPERATOR } from '@infra/local/feeder-stand-in';
import { FAKULTAS } from '@infra/local/seed-catalog';
import { localToday, readableDate, readableDateTime } from '@shared/domain/dates';
import { periodeLabel } from '@shared/domain/periode';
import {
  AUTH_SCREEN_MSG,
  CETAK_SCREEN_MSG,
  cetakStudent,
  drafDicetak,
  drafMenunggu,
  MAHASISWA_ADMIN_MSG,
  STUDENT_FILTER_MSG,
} from '@shared/messages';
import { FEEDER_MSG, FEEDER_SCREEN_MSG, feederApplyBody, feederLihatLabel, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
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
import { newPeriode } from '../support/cetak';
import { readPdf } from '../support/skpi-document';
import { api, baseUrl, DEMO_ACCOUNTS, workerStack } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'feeder-');

/** The stand-in's operator, and Dewi with her national diploma number there. */
const OPERATOR = FEEDER_OPERATOR;
const DEWI = { nim: DEMO_ACCOUNTS.dewi.nim, ijazah: DEWI_KELULUSAN.nomor_ijazah };

let superToken = '';
let periode: { id: number; label: string };

interface Counts {
  baru: number;
  berubah: number;
  lulus: number;
  konflik: number;
  dilewati: number;
}
interface SyncAnswer {
  job: { id: string; status: string; plan: Counts; message?: string };
  plan: {
    baris: { data: { nim: string | null; alasan: string | null; diterapkan: boolean; kelulusan: { nomor_ijazah_nasional: string | null } | null }[] };
  };
}

const syncOf = (id: string, jenis = 'baru') =>
  api<SyncAnswer>('GET', `/api/feeder/sync/${id}`, { bearer: superToken, query: { jenis, paginate: 100 } }).then((r) => r.body);

const dewiRow = async () =>
  (
    await api<{ users: { data: { nama: string; is_graduated: boolean; nomor_ijazah_nasional: string | null; tanggal_lulus: string | null }[] } }>(
      'GET',
      '/api/manajemen/skpi/search',
      { bearer: superToken, query: { keyword: DEWI.nim } },
    )
  ).body.users.data[0];

beforeAll(async () => {
  superToken = (await staffAccount('super admin')).token;
  const row = await newPeriode(superToken, localToday());
  periode = { id: row.id_periode_kelulusan, label: periodeLabel(row.tanggal, row.periode) };
}, 60_000);

async function openAs(width: number, path: string) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  opened.page.setDefaultTimeout(20_000);
  await signInThroughHeader(opened.page, DEMO_ACCOUNTS.superAdmin);
  await opened.page.goto(path);
  return opened;
}

const feederCard = (page: Page) => page.getByTestId('kartu-feeder');
const input = (page: Page, name: string) => feederCard(page).locator(`input[name="${name}"]`);
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

/** Starts a sync from the page and waits for its plan; its id. */
async function startSync(page: Page): Promise<string> {
  const started = page.waitForResponse((r) => r.url().endsWith('/api/feeder/sync') && r.request().method() === 'POST');
  await page.getByRole('button', { name: TEXT.mulai }).click();
  const { job } = (await (await started).json()) as { job: { id: string } };
  await notice(page, FEEDER_MSG.feederSyncStarted);
  await page.getByRole('button', { name: TEXT.terapkan, exact: true }).waitFor({ timeout: 60_000 });
  await page.getByText(TEXT.rencanaSiap).first().waitFor();
  return job.id;
}

describe.each([1280, 400])('at %i px', (width) => {
  const w = String(width);
  it(width === 1280
    ? 'the super admin connects the Feeder, runs a sync, reads and applies its plan, and finds Dewi among the graduates still to print'
    : "the stored connection tests well, a second sync changes nothing and is cancelled, the lists show the sync, and Dewi's SKPI, a draft for FEB's chain, carries her national diploma number", async () => {
    if (width === 1280) await firstJourney(w);
    else await secondJourney(w);
  }, 300_000);
});

async function firstJourney(w: string) {
  const { page, context, errors } = await openAs(1280, '/admin/manajemen-universitas');
  const card = feederCard(page);
  await card.getByText(TEXT.passwordStored).waitFor();
  expect(await input(page, 'password').inputValue()).toBe('');
  await shot(page, `${w}-0-connection`);
  await checkAdminPage(page);

  // the address is checked by the shared schema before anything is sent
  await input(page, 'base_url').fill('feeder kampus');
  await card.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
  await card.getByText(FEEDER_MSG.feederBaseUrlInvalid).waitFor();
  // the stand-in's endpoint as pasted whole; the operator; a wrong password first
  const feederUrl = workerStack().feederUrl;
  await input(page, 'base_url').fill(`${feederUrl}/ws/live2.php`);
  await input(page, 'username').fill(OPERATOR.username);
  await input(page, 'password').fill('salah-sekali');
  await card.getByRole('button', { name: TEXT.tesKoneksi }).click();
  // the Feeder's own words (the stand-in's error_desc)
  await card.getByText(TEXT.tesGagal).waitFor();
  await card.getByText(/Username atau password salah/).waitFor();
  await shot(page, `${w}-1-test-refused`);
  await checkAdminPage(page);
  await input(page, 'password').fill(OPERATOR.password);
  await card.getByRole('button', { name: TEXT.tesKoneksi }).click();
  await card.getByText(FEEDER_MSG.feederTestOk).waitFor();
  await shot(page, `${w}-2-test-ok`);
  await checkAdminPage(page);
  await card.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
  await dialogNamed(page, TEXT.saveTitle).getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
  await notice(page, FEEDER_MSG.feederSaved);
  // kept without the endpoint's path; the password is stored and never answered
  await eventually(() => input(page, 'password').inputValue()).toBe('');
  const stored = await api<{ feeder: Record<string, unknown> }>('GET', '/api/universitas', { bearer: superToken });
  expect(stored.body.feeder).toMatchObject({ base_url: feederUrl, username: OPERATOR.username, password_tersimpan: true });
  expect(JSON.stringify(stored.body)).not.toContain(OPERATOR.password);

  // the sync page: the mapping confirmed as suggested
  await card.getByRole('link', { name: TEXT.bukaSinkron }).click();
  await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.feeder }).waitFor();
  // every demo program is mapped already: the section starts folded; open, each Feeder program with ours
  await page.getByRole('button', { name: TEXT.pemetaanTitle }).click();
  await eventually(() => page.getByText(TEXT.dikonfirmasi, { exact: true }).count()).toBeGreaterThan(0);
  await shot(page, `${w}-3-mapping`);
  await checkAdminPage(page);
  await page.getByRole('button', { name: TEXT.simpanPemetaan }).click();
  await notice(page, FEEDER_MSG.feederProdiSaved);
  await shot(page, `${w}-3-mapping-saved`);
  await checkAdminPage(page);

  // a sync: its plan before anything is written
  const id = await startSync(page);
  const planned = await syncOf(id, 'lulus');
  expect(planned.job.status).toBe('planned');
  expect(planned.plan.baris.data.find((r) => r.nim === DEWI.nim)?.kelulusan?.nomor_ijazah_nasional).toBe(DEWI.ijazah);
  expect((await dewiRow())?.nomor_ijazah_nasional).not.toBe(DEWI.ijazah);
  await tab(page, FEEDER_SCREEN_MSG.jenis.baru).waitFor();
  await eventually(() => page.getByRole('row').count()).toBeGreaterThan(1);
  await shot(page, `${w}-4-plan-baru`);
  await checkAdminPage(page);
  await tab(page, FEEDER_SCREEN_MSG.jenis.lulus).click();
  await eventually(() => rowOf(page, DEWI.nim).textContent()).toContain(DEWI.ijazah);
  await expect(rowOf(page, DEWI.nim).textContent()).resolves.toContain(TEXT.belumDiterapkan);
  await shot(page, `${w}-5-plan-lulus`);
  await checkAdminPage(page);
  await tab(page, FEEDER_SCREEN_MSG.jenis.dilewati).click();
  await page.getByText(FEEDER_MSG.skipNoNim, { exact: true }).first().waitFor();
  await shot(page, `${w}-6-plan-dilewati`);

  // Terapkan says what it writes first; Tidak changes nothing
  await page.getByRole('button', { name: TEXT.terapkan, exact: true }).click();
  const apply = dialogNamed(page, TEXT.terapkanTitle);
  await apply.getByText(feederApplyBody(planned.job.plan)).waitFor();
  await shot(page, `${w}-7-apply-confirm`);
  await checkAdminPage(page);
  await apply.getByRole('button', { name: TEXT.tidak, exact: true }).click();
  await eventually(() => apply.count()).toBe(0);
  expect((await syncOf(id)).job.status).toBe('planned');
  await page.getByRole('button', { name: TEXT.terapkan, exact: true }).click();
  await apply.getByRole('button', { name: TEXT.ya, exact: true }).click();
  await page.getByText(TEXT.selesai, { exact: true }).first().waitFor({ timeout: 60_000 });
  await tab(page, FEEDER_SCREEN_MSG.jenis.lulus).click();
  await eventually(() => rowOf(page, DEWI.nim).textContent()).toContain(TEXT.diterapkan);
  await shot(page, `${w}-8-done`);
  await checkAdminPage(page);
  expect(await dewiRow()).toMatchObject({ is_graduated: true, nomor_ijazah_nasional: DEWI.ijazah });

  // the print list: Dewi among the graduates still to print (printed at 400 px)
  await page.goto('/admin/cetak-skpi');
  await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.cetak }).waitFor();
  await page.getByText(STUDENT_FILTER_MSG.lulusBelumDicetak, { exact: true }).click();
  await page.getByRole('button', { name: `${CETAK_SCREEN_MSG.filter} (2)` }).waitFor();
  await page.getByRole('searchbox', { name: CETAK_SCREEN_MSG.searchPlaceholder }).fill(DEWI.nim);
  await eventually(() => page.getByRole('row').count()).toBe(2);
  await expect(rowOf(page, DEWI.nim).textContent()).resolves.toContain(CETAK_SCREEN_MSG.lulus);
  await shot(page, `${w}-9-lulus-belum-dicetak`);
  await checkAdminPage(page);
  await context.close();
  expect(errors).toEqual([]);
}

async function secondJourney(w: string) {
  const { page, context, errors } = await openAs(400, '/admin/manajemen-universitas');
  const card = feederCard(page);
  await card.getByText(TEXT.passwordStored).waitFor();
  // the stored password: the field stays empty
  await card.getByRole('button', { name: TEXT.tesKoneksi }).click();
  await card.getByText(FEEDER_MSG.feederTestOk).waitFor();
  await card.scrollIntoViewIfNeeded();
  await shot(page, `${w}-0-connection`);
  await checkAdminPage(page);

  // a second sync: nothing new, changed or graduated; cancelled, it writes nothing
  await page.goto('/admin/sinkron-feeder');
  await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.feeder }).waitFor();
  await shot(page, `${w}-1-sync-page`);
  await checkAdminPage(page);
  const id = await startSync(page);
  expect((await syncOf(id)).job.plan).toMatchObject({ baru: 0, berubah: 0, lulus: 0, konflik: 0 });
  await tab(page, FEEDER_SCREEN_MSG.jenis.lulus).click();
  await page.getByText(TEXT.barisKosong).waitFor();
  await shot(page, `${w}-2-plan-empty`);
  await checkAdminPage(page);
  await page.getByRole('button', { name: TEXT.batalkan }).click();
  const cancel = dialogNamed(page, TEXT.batalkanTitle);
  await cancel.getByText(TEXT.batalkanBody).waitFor();
  await checkAdminPage(page);
  await cancel.getByRole('button', { name: TEXT.ya, exact: true }).click();
  await notice(page, FEEDER_MSG.feederSyncCancelled);
  await page.getByText(TEXT.dibatalkan).first().waitFor();
  expect((await syncOf(id)).job.message).toBe(FEEDER_MSG.feederSyncCancelledNote);

  // the history: the applied one shows its graduations, Dewi's applied
  const history = await api<{ data: { id: string; status: string; created_at: string }[] }>('GET', '/api/feeder/sync', { bearer: superToken });
  const applied = history.body.data.find((j) => j.status === 'done');
  await page.getByRole('button', { name: feederLihatLabel(readableDateTime(applied?.created_at ?? '')) }).click();
  await tab(page, FEEDER_SCREEN_MSG.jenis.lulus).click();
  await eventually(() => page.getByText(DEWI.ijazah).count()).toBeGreaterThan(0);
  await shot(page, `${w}-3-history`);
  await checkAdminPage(page);

  // the student list: Dewi's graduation and diploma number
  const dewi = await dewiRow();
  await page.goto('/admin/manajemen-mahasiswa');
  await page.getByRole('searchbox', { name: STUDENT_FILTER_MSG.searchPlaceholder }).fill(DEWI.nim);
  await eventually(() => page.getByRole('row').count()).toBe(2);
  const student = rowOf(page, DEWI.nim);
  await expect(student.textContent()).resolves.toContain(`${MAHASISWA_ADMIN_MSG.nomorIjazahSingkat} ${DEWI.ijazah}`);
  // the Feeder's graduation date (tanggal_keluar), as synced
  expect(dewi?.tanggal_lulus).toBe('2024-08-29');
  await expect(student.textContent()).resolves.toContain(readableDate('2024-08-29'));
  await shot(page, `${w}-4-mahasiswa`);
  await checkAdminPage(page);

  // the print list: Dewi among the graduates still to print, printed with the number in section 1
  await page.goto('/admin/cetak-skpi');
  await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.cetak }).waitFor();
  await page.getByText(STUDENT_FILTER_MSG.lulusBelumDicetak, { exact: true }).click();
  await page.getByRole('button', { name: `${CETAK_SCREEN_MSG.filter} (2)` }).waitFor();
  await page.getByRole('searchbox', { name: CETAK_SCREEN_MSG.searchPlaceholder }).fill(DEWI.nim);
  const row = rowOf(page, DEWI.nim);
  await eventually(() => page.getByRole('row').count()).toBe(2);
  await expect(row.textContent()).resolves.toContain(CETAK_SCREEN_MSG.lulus);
  await shot(page, `${w}-5-lulus-belum-dicetak`);
  await checkAdminPage(page);
  const nama = (await dewiRow())?.nama ?? '';
  await row.getByRole('button', { name: `${CETAK_SCREEN_MSG.cetak} ${cetakStudent(nama, DEWI.nim)}` }).click();
  const print = dialogNamed(page, CETAK_SCREEN_MSG.printTitle);
  await chooseOption(page, CETAK_SCREEN_MSG.periode, periode.label, print);
  const popup = context.waitForEvent('page');
  await print.getByRole('button', { name: CETAK_SCREEN_MSG.cetak, exact: true }).click();
  await (await popup).close();
  // FEB legalises through its chain: the print is a draft waiting for the program head (the notice says so)
  const stage = FAKULTAS.find((f) => f.code === 'FEB')?.tahap_pengesahan?.[0] ?? '';
  const pdfLink = page
    .locator('[class*="awsui_flashbar"]')
    .filter({ hasText: drafDicetak(stage) })
    .getByRole('link', { name: CETAK_SCREEN_MSG.bukaPdf })
    .first();
  const pdf = await fetch(String(await pdfLink.getAttribute('href')));
  const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages[0] ?? '';
  expect(text).toContain(DEWI.ijazah);
  // Dewi stays among the graduates without an issued SKPI, her row saying where the draft waits
  await eventually(() => row.textContent()).toContain(drafMenunggu(stage));
  await shot(page, `${w}-6-printed`);
  await checkAdminPage(page);

  // not among the issued yet
  await page.getByRole('button', { name: `${CETAK_SCREEN_MSG.filter} (2)` }).click();
  const popover = page.getByRole('dialog', { name: CETAK_SCREEN_MSG.filter });
  await chooseOption(page, STUDENT_FILTER_MSG.dicetak, STUDENT_FILTER_MSG.dicetakSudah, popover);
  await shot(page, `${w}-7-filter`);
  await checkAdminPage(page);
  await popover.getByRole('button', { name: CETAK_SCREEN_MSG.terapkan }).click();
  await page.getByText(CETAK_SCREEN_MSG.noMatch).waitFor();

  await context.close();
  expect(errors).toEqual([]);
}
