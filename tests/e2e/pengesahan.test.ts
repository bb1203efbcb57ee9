/**
 * Endorsement before the seal in a real browser, at 1280 and 400 px, with the demo's Fakultas
 * Ekonomi dan Bisnis (chain: Ketua Program Studi, then Dekan) and its accounts. An admin prints
 * Dewi Lestari's SKPI (2002010004, Manajemen; at 400 px a reissue of the one sealed at 1280 px): a
 * draft, whose verification code reads as not found. `kaprodimj` signs in and lands on Menunggu
 * Pengesahan, finds Dewi at the first stage, opens the draft PDF in the viewer and approves it: the
 * row leaves the page. `dekanfeb` signs in, finds Dewi at the second stage, opens Kembalikan (the
 * note is required) and Setujui Semua (the summary with counts) and leaves both, then approves Dewi:
 * the row leaves, the SKPI is sealed. The verification page then lists the chain (stage, name,
 * position, date) in Indonesian and in English. Every page and dialog is read with axe at its
 * width; screenshots land in tests/e2e/screenshots/pengesahan-*.png.
 */

import { localToday } from '@shared/domain/dates';
import {
  AUTH_SCREEN_MSG,
  MSG,
  PENGESAHAN_BAHASA_MSG,
  PENGESAHAN_MSG,
  pengesahanRowAction,
  PENGESAHAN_SCREEN_MSG as T,
  tahapKe,
} from '@shared/messages';
import { sideIn } from '@shared/messages/language';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount, userByNim } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { checkAdminPage, dialogNamed, eventually, notice, rowOf, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { newPeriode } from '../support/cetak';
import { openKode } from '../support/pengesahan';
import { api, baseUrl, DEMO_ACCOUNTS } from '../support/stack';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'pengesahan-');
const DEWI = DEMO_ACCOUNTS.dewi;
const KAPRODI = DEMO_ACCOUNTS.kaprodimj;
const DEKAN = DEMO_ACCOUNTS.dekanfeb;

let admin: Awaited<ReturnType<typeof staffAccount>>;
let periode: number;
beforeAll(async () => {
  admin = await staffAccount('super admin');
  periode = (await newPeriode(admin.token, localToday())).id_periode_kelulusan;
}, 60_000);

/** The admin prints Dewi's SKPI (over the sealed one, at the second width): a draft; its code. */
async function printDewi(): Promise<string> {
  const res = await api('POST', `/api/manajemen/skpi/download/${DEWI.nim}`, { bearer: admin.token, query: { periode, override: '1' } });
  if (res.status !== 200) throw new Error(`print answered ${res.status}: ${JSON.stringify(res.body)}`);
  const dewi = await userByNim(DEWI.nim);
  return openKode(dewi?.id ?? '');
}

/** Signs `who` in through the header in a fresh context; they land on their waiting list. */
async function signedIn(width: number, who: { nim: string; password: string; email: string }) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  opened.page.setDefaultTimeout(15_000);
  await signInThroughHeader(opened.page, who);
  await opened.page.waitForURL((u) => u.pathname === '/pimpinan/pengesahan');
  await opened.page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.pengesahan }).waitFor();
  return opened;
}

/** Approves Dewi's row through its Setujui and the confirmation; the row leaves the page. */
async function approveDewi(page: Page, expected: string) {
  await rowOf(page, DEWI.nim)
    .getByRole('button', { name: pengesahanRowAction(T.setujui, DEWI.nama, DEWI.nim) })
    .click();
  const confirm = dialogNamed(page, T.approveTitle);
  await confirm.getByText(DEWI.nim, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: T.setujui, exact: true }).click();
  await notice(page, expected);
  await eventually(() => rowOf(page, DEWI.nim).count()).toBe(0);
}

/** The verification page of `kode` in `lang`, read with axe. */
async function verification(browserPage: Page, kode: string, lang: 'id' | 'en') {
  await browserPage.goto(`/verifikasi/${kode}?lang=${lang}`);
  const block = browserPage.getByTestId('keaslian-pengesahan');
  await block.getByRole('heading', { name: sideIn(PENGESAHAN_BAHASA_MSG, lang).judul }).waitFor();
  return block;
}

describe.each([1280, 400])('at %i px', (width) => {
  it("kaprodimj then dekanfeb approve Dewi's SKPI, which leaves their pages, and its verification page lists the chain", async () => {
    const w = String(width);
    const kode = await printDewi();

    // a draft's code is not public
    const visitor = await newPage(width, { baseURL: baseUrl() });
    await visitor.page.goto(`/verifikasi/${kode}`);
    await visitor.page.getByTestId('verifikasi-not-found').waitFor();

    // --- the program head -----------------------------------------------------------------------
    const k = await signedIn(width, KAPRODI);
    const row = rowOf(k.page, DEWI.nim);
    await eventually(() => row.count()).toBe(1);
    await expect(row.textContent()).resolves.toContain(tahapKe('Ketua Program Studi', 1, 2));
    await shot(k.page, `${w}-1-kaprodi`);
    await checkAdminPage(k.page);
    await row.getByRole('button', { name: pengesahanRowAction(T.lihat, DEWI.nama, DEWI.nim) }).click();
    const viewer = dialogNamed(k.page, T.drafTitle);
    await viewer.locator('iframe').waitFor();
    await shot(k.page, `${w}-2-draf`);
    await checkAdminPage(k.page);
    await viewer.getByRole('button', { name: MSG.dismiss }).first().click();
    await eventually(() => viewer.count()).toBe(0);
    await approveDewi(k.page, PENGESAHAN_MSG.pengesahanApproved);
    await shot(k.page, `${w}-3-kaprodi-done`);
    await checkAdminPage(k.page);
    // the account page is the role's other page
    await k.page.goto('/pimpinan/profile');
    await k.page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.profile }).waitFor();
    await checkAdminPage(k.page);
    await k.context.close();
    expect(k.errors).toEqual([]);

    // --- the dean ------------------------------------------------------------------------------
    const d = await signedIn(width, DEKAN);
    const dekanRow = rowOf(d.page, DEWI.nim);
    await eventually(() => dekanRow.count()).toBe(1);
    await expect(dekanRow.textContent()).resolves.toContain(tahapKe('Dekan', 2, 2));
    await shot(d.page, `${w}-4-dekan`);
    await checkAdminPage(d.page);

    // Kembalikan asks for a note first
    await dekanRow.getByRole('button', { name: pengesahanRowAction(T.kembalikan, DEWI.nama, DEWI.nim) }).click();
    const kembali = dialogNamed(d.page, T.returnTitle);
    await eventually(() => kembali.getByRole('button', { name: T.kembalikan, exact: true }).isDisabled()).toBe(true);
    await shot(d.page, `${w}-5-kembalikan`);
    await checkAdminPage(d.page);
    await kembali.getByRole('button', { name: AUTH_SCREEN_MSG.cancel, exact: true }).click();
    await eventually(() => kembali.count()).toBe(0);

    // Setujui Semua shows what waits first
    await d.page.getByRole('button', { name: T.setujuiSemua, exact: true }).click();
    const semua = dialogNamed(d.page, T.bulkTitle);
    await eventually(async () => Number((await semua.getByTestId('pengesahan-jumlah').textContent())?.split(' ')[0] ?? 0)).toBeGreaterThan(0);
    await shot(d.page, `${w}-6-setujui-semua`);
    await checkAdminPage(d.page);
    await semua.getByRole('button', { name: AUTH_SCREEN_MSG.cancel, exact: true }).click();
    await eventually(() => semua.count()).toBe(0);

    await approveDewi(d.page, PENGESAHAN_MSG.pengesahanSealed);
    await shot(d.page, `${w}-7-dekan-done`);
    await d.context.close();
    expect(d.errors).toEqual([]);

    // --- the verification page lists the chain, in both languages -------------------------------
    const id = await verification(visitor.page, kode, 'id');
    for (const text of ['Ketua Program Studi', 'Dekan', KAPRODI.nama, DEKAN.nama]) await id.getByText(text, { exact: true }).first().waitFor();
    await shot(visitor.page, `${w}-8-verifikasi-id`);
    await checkAdminPage(visitor.page);
    const en = await verification(visitor.page, kode, 'en');
    for (const text of ['Head of Study Program', 'Dean', KAPRODI.nama, DEKAN.nama, sideIn(PENGESAHAN_BAHASA_MSG, 'en').jabatan]) {
      await en.getByText(text, { exact: false }).first().waitFor();
    }
    await shot(visitor.page, `${w}-9-verifikasi-en`);
    await checkAdminPage(visitor.page);
    await visitor.context.close();
    expect(visitor.errors).toEqual([]);
  }, 240_000);
});
