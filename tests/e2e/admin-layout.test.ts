/**
 * What a newcomer sees of three admin screens, measured in a real browser: the audit log at
 * 1280 px shows its Catatan column uncovered by the sticky Perubahan column, and a rejected
 * row (a long note) has no tall blank space; an SKPI number breaks only after its slashes (the
 * print list and the student's SKPI screen, at 1280 and 400 px); the 'Login mingguan' chart
 * labels all seven days at both widths, with the browser's clock and the chart's days fixed on a
 * Sunday and on a Wednesday. Screenshots land in tests/e2e/screenshots/admin-layout-*.png.
 */

import { userKeys } from '@functions/lib/entities/users';
import { MSG, STATISTIK_MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { shortWeekday, weekdayOf } from '@web/pages/statistik/dashboard-numbers';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchItem, staffAccount, tokenOf } from '../support/auth-flow';
import { browserPerFile, pageOverflow } from '../support/browser';
import { eventually, rowOf, screenshotsNamed, signInAs } from '../support/browser-session';
import { printingProgram, printingStudent } from '../support/cetak';
import { freshStudent } from '../support/portofolio';
import { uniqueWord } from '../support/search-data';
import { baseUrl, useStackEnv } from '../support/stack';
import { addExternal, decide, exclusiveAnak, verifierOf } from '../support/verifikasi';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-layout-', { fromTop: true });

beforeAll(() => {
  useStackEnv();
});

type Account = { user: { id: string; nim: string; id_prodi: number | null; role: string } };

/** A page signed in as `who` (the session cookie and the claims; no sign-in screens), its claims valid until `exp`. */
async function signedIn(width: number, who: Account, opts: { exp?: number; before?: (page: Page) => Promise<unknown> } = {}) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  opened.page.setDefaultTimeout(15_000);
  await opts.before?.(opened.page);
  await signInAs(
    opened.page,
    { nim: who.user.nim, id_prodi: who.user.id_prodi, role: who.user.role, exp: opts.exp },
    { token: await tokenOf(who.user.id) },
  );
  return opened;
}

/**
 * Where the text of `el` breaks into lines: for each line after the first, the characters on
 * either side of the break (by the top of each character's box).
 */
const lineBreaks = (el: Locator) =>
  el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const chars: { ch: string; top: number }[] = [];
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const text = t.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(t, i);
        range.setEnd(t, i + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        if (rect) chars.push({ ch: text[i] as string, top: Math.round(rect.top) });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      const [a, b] = [chars[i - 1], chars[i]];
      if (a && b && b.top > a.top + 2) breaks.push(`${a.ch}|${b.ch}`);
    }
    return { text: chars.map((c) => c.ch).join(''), breaks };
  });

/** Every break of an SKPI number comes right after a slash, and the number is all there. */
async function breaksOnlyAtSlashes(el: Locator, nomor: string) {
  const { text, breaks } = await lineBreaks(el);
  expect(text).toBe(nomor);
  for (const b of breaks) expect(b, `${nomor} breaks at ${b}`).toMatch(/^\/\|/);
  return breaks.length;
}

describe('the audit log at 1280 px', () => {
  it('shows the Catatan cell uncovered, and a rejected row with a long note has no blank space', async () => {
    const anak = await exclusiveAnak(1);
    const verifier = await verifierOf([{ id_anak_rubrik: anak.id_anak_rubrik, id_prodi: 1 }], `Verifikator Tata ${uniqueWord()}`);
    const student = await freshStudent(1);
    const note =
      'Sertifikat yang diunggah tidak terbaca dan nama penyelenggara tidak sesuai dengan judul kegiatan; unggah ulang sertifikat asli beserta surat tugas dari fakultas.';
    const [accepted, rejected] = [await addExternal(student, anak), await addExternal(student, anak)];
    if (!accepted || !rejected) throw new Error('no portfolios');
    expect((await decide(verifier.token, student.nim, accepted.id_portofolio, 'verify', {})).status).toBe(200);
    expect((await decide(verifier.token, student.nim, rejected.id_portofolio, 'reject', { catatan: note })).status).toBe(200);
    const admin = await staffAccount('super admin');

    const { page, errors } = await signedIn(1280, admin);
    await page.goto('/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.audit }).waitFor();
    // the rejection (the submission has a row of its own)
    const row = rowOf(page, `Portofolio #${rejected.id_portofolio}`).filter({ hasText: note.slice(0, 30) });
    await eventually(() => row.count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, 'audit-1280');
    // the Catatan cell: the fifth column, its centre is its own (no sticky column over it)
    const cells = row.getByRole('cell');
    const catatan = cells.filter({ hasText: note.slice(0, 30) });
    await expect(catatan.count()).resolves.toBe(1);
    await catatan.scrollIntoViewIfNeeded();
    const centre = () =>
      catatan.evaluate((cell) => {
        const r = cell.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { inside: at !== null && cell.contains(at), width: r.width, at: at?.outerHTML.slice(0, 80) ?? null };
      });
    // the table settles its column widths after the rows arrive: wait for the settled layout
    await eventually(async () => (await centre()).inside, 5_000)
      .toBe(true)
      .catch(() => undefined);
    const covered = await centre();
    expect(covered.inside, `the centre shows ${covered.at}`).toBe(true);
    expect(covered.width).toBeGreaterThanOrEqual(160);
    // no tall blank space: the row is as tall as its tallest cell's content and its padding
    const blank = await row.evaluate((tr) => {
      const contentHeight = (td: Element) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return range.getBoundingClientRect().height;
      };
      const tallest = Math.max(...[...tr.children].map(contentHeight));
      return tr.getBoundingClientRect().height - tallest;
    });
    expect(blank).toBeLessThanOrEqual(40);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

describe.each([1280, 400])('at %i px', (width) => {
  it('an SKPI number breaks only after its slashes, in the print list and on the student’s SKPI screen', async () => {
    const word = uniqueWord();
    const { prodi } = await printingProgram(`F${word.slice(0, 3).toUpperCase()}`);
    const student = await printingStudent(prodi.id_prodi, 2022, `Theresia ${word} Panjaitan`);
    // a long number of a faculty with a long code, in the twelfth month
    const nomor = `012345/SKPI/UN5.${word.slice(0, 4).toUpperCase()}/FEB/XII/2026`;
    await patchItem(userKeys.user(student.id), { skpi_dokumen: { kode: `k${word}`, nomor, tanggal_terbit: '2026-12-01' } });
    const admin = await staffAccount('admin jurusan', prodi.id_prodi);

    const { page, errors } = await signedIn(width, admin);
    await page.goto('/admin/cetak-skpi');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.cetak }).waitFor();
    const shown = page
      .locator('.skpi-nomor')
      .filter({ hasText: nomor.slice(0, 10) })
      .first();
    await eventually(() => shown.count()).toBe(1);
    await shot(page, `nomor-cetak-${width}`);
    await breaksOnlyAtSlashes(shown, nomor);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);

    const own = await signedIn(width, { user: { ...student, role: 'mahasiswa' } });
    await own.page.goto('/user/skpi');
    await own.page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.skpi }).waitFor();
    const printed = own.page.getByTestId('skpi-dokumen-nomor');
    await eventually(() => printed.innerText()).toBe(nomor);
    await shot(own.page, `nomor-student-${width}`);
    await breaksOnlyAtSlashes(printed, nomor);
    expect(own.errors).toEqual([]);
  });

  for (const [day, name] of [
    ['2026-11-29', 'Sunday'],
    ['2026-11-25', 'Wednesday'],
  ] as const) {
    it(`'Login mingguan' labels all seven days on a ${name} (${day})`, async () => {
      const { statistikService } = await import('@functions/domain/statistik/service');
      // the chart's days are the server's (today in WIB and the six before): the real service's answer for that day
      const week = await statistikService.loginWeek(day);
      expect(week.tanggal.at(-1)).toBe(day);
      const admin = await staffAccount('super admin');
      // mid-morning in Jakarta on that day
      const now = new Date(`${day}T10:00:00+07:00`);
      const { page, errors } = await signedIn(width, admin, {
        exp: Math.floor(now.getTime() / 1000) + 3600,
        before: async (p) => {
          await p.clock.setFixedTime(now);
          await p.route('**/api/statistik/login/week', (route) => route.fulfill({ json: week }));
        },
      });
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.dashboard }).waitFor();
      const card = page.locator('.dashboard-card').filter({ has: page.getByRole('heading', { level: 2, name: STATISTIK_MSG.loginTitle }) });
      const ticks = card.locator('[class*="labels-block-end"] [role="listitem"]');
      await eventually(() => ticks.count()).toBeGreaterThan(0);
      await eventually(() => page.getByText(MSG.memuat, { exact: true }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `login-${name.toLowerCase()}-${width}`);
      const expected = week.tanggal.map((d) => shortWeekday(weekdayOf(d)));
      const labels = await ticks.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(labels).toEqual(expected);
      // each drawn label lies within the card
      const box = await card.boundingBox();
      for (const t of await ticks.all()) {
        const b = await t.locator('text').boundingBox();
        expect(b && box && b.x >= box.x && b.x + b.width <= box.x + box.width, `${await t.getAttribute('aria-label')}`).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  }
});
