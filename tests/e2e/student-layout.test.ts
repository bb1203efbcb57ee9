/**
 * What a newcomer sees of the student's screens and the public header, measured in a real browser
 * at 1280 and 400 px: the photo on the Profil tab is round (as wide as high), the achievement
 * tile's values (the date of the latest upload above all) stay inside their column and the tile,
 * and the date is that of the upload, not the activity's; a new student's dashboard counts only
 * the rubrics and sub-rubrics that ask for something ('tanpa minimum' for the others) and no
 * checklist row says '100%' of its sub-rubrics beside 'Kurang N poin'; the signed-in public
 * header keeps 'Dashboard' and 'Sign Out' on one line each. Screenshots land in
 * tests/e2e/screenshots/student-layout-*.png.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { checklist, checklistSummary, hasMinimum, rubrikShortfall, subRubrikCount } from '@shared/domain/checklist';
import { readableDate } from '@shared/domain/dates';
import { CHECKLIST_MSG, DASHBOARD_MSG, MSG, metOverTotal, PROFIL_SCREEN_MSG, SEARCH_MSG } from '@shared/messages';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed, signInAs } from '../support/browser-session';
import { printingProgram, printingStudent } from '../support/cetak';
import { pngImage } from '../support/images';
import { createPortfolio, createStudent, uniqueWord } from '../support/search-data';
import { baseUrl, useStackEnv } from '../support/stack';
import { programRubrics } from '../support/student-data';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'student-layout-', { fromTop: true });
const PRODI = 1;

beforeAll(() => {
  useStackEnv();
});

/** A photo twice as wide as high (a camera's landscape picture): only a box of its own keeps it round. */
const WIDE_PHOTO = pngImage(240, 120, (x, y) => [15 + Math.round((200 * x) / 240), 76 + y, 129]);

/** A fresh active student of Informatika; with the wide photo unless asked. */
async function student(nama: string, opts: { photo?: boolean } = {}): Promise<UserItem> {
  let key: string | null = null;
  if (opts.photo !== false) {
    const [{ s3 }, { env }] = await Promise.all([import('@functions/lib/clients'), import('@functions/lib/env')]);
    key = `foto/${uniqueWord()}/profil.png`;
    await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: key, Body: WIDE_PHOTO, ContentType: 'image/png' }));
  }
  return createStudent({ nama, foto_profil: key, bio: 'Mahasiswa Informatika.' });
}

async function signedIn(width: number, who: UserItem, path: string) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  await signInAs(opened.page, who, { token: await tokenOf(who.id) });
  await opened.page.goto(path);
  return opened;
}

/** The rendered box of an element's text (not of the element, which a block stretches to its parent's width). */
const textBox = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });

/** The box of the element itself. */
const boxOf = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  });

type Box = { left: number; right: number; top: number; bottom: number };
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;

/** Every value's text of the achievement tile lies within its own column of the tile, and within the tile. */
async function valuesInside(page: Page) {
  const tileBox = await boxOf(page.locator('.achievement-tile'));
  for (const id of ['portfolio-count', 'skp-points', 'latest-upload', 'rubrics-met', 'sub-rubrics-met']) {
    const v = page.getByTestId(id);
    await eventually(() => v.innerText()).not.toBe(DASHBOARD_MSG.achievementLoading);
    const text = await textBox(v);
    // the column: the Value's own cell of the grid (its parent holds the label and the value)
    const column = await boxOf(v.locator('xpath=..'));
    expect(inside(text, column), `${id} ${JSON.stringify(text)} in column ${JSON.stringify(column)}`).toBe(true);
    expect(inside(text, tileBox), `${id} ${JSON.stringify(text)} in tile ${JSON.stringify(tileBox)}`).toBe(true);
    await expect(v.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
  }
}

/** How many line boxes an element's text takes. */
const lineCount = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

describe.each([1280, 400])('at %i px', (width) => {
  it('the photo on the Profil tab is round, as on the dashboard', async () => {
    const who = await student(`Putri Maharani ${uniqueWord()}`);
    const { page, errors } = await signedIn(width, who, '/user/dashboard');
    const onDashboard = page.getByRole('img', { name: SEARCH_MSG.photoAlt(who.nama) });
    await eventually(() => onDashboard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const card = await boxOf(onDashboard);
    expect(card.width / card.height).toBeCloseTo(1, 1);

    await page.goto('/user/profile');
    await page.getByRole('tab', { name: PROFIL_SCREEN_MSG.tabProfile, selected: true }).waitFor();
    const photo = page.getByRole('img', { name: PROFIL_SCREEN_MSG.fotoCurrentAlt });
    await eventually(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, `profil-photo-${width}`);
    const box = await boxOf(photo);
    // the picture is wider than high: only a box of its own keeps it round
    const natural = await photo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect(natural).toBe(2);
    expect(Math.abs(box.width / box.height - 1)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  it("the tile shows the latest upload's date (not the activity's) inside its column and its box", async () => {
    const who = await student(`Yohana Simanjuntak ${uniqueWord()}`, { photo: false });
    // activities of long ago (a long month name); the upload is today
    let last: PortofolioItem | undefined;
    for (const tanggal of ['2019-09-30', '2020-02-14']) last = await createPortfolio(who, { judul: `Kegiatan ${tanggal}`, tanggal, status: 1 });
    if (!last) throw new Error('no portfolio');
    const { page, errors } = await signedIn(width, who, '/user/dashboard');
    const value = page.getByTestId('latest-upload');
    await page.getByRole('region', { name: SEARCH_MSG.timelineLabel }).locator('.timeline__title').first().waitFor();
    await eventually(() => page.getByText(DASHBOARD_MSG.achievementLoading).count()).toBe(0);
    await shot(page, `dashboard-dates-${width}`);
    await eventually(() => value.innerText()).toBe(readableDate(last.created_at));
    expect(readableDate(last.created_at)).not.toBe(readableDate(last.tanggal_terbit));

    await valuesInside(page);
    const timeline = page.getByRole('region', { name: SEARCH_MSG.timelineLabel });
    await eventually(() => timeline.locator('.timeline__title').count()).toBe(2);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it("a program that asks for nothing: the tile says 'Tanpa minimum' inside its columns, and is green", async () => {
    const { prodi } = await printingProgram(`T${uniqueWord().slice(0, 4).toUpperCase()}`);
    const who = await printingStudent(prodi.id_prodi, 2022, `Lambok Sinaga ${uniqueWord()}`);
    const { page, errors } = await signedIn(width, who, '/user/dashboard');
    await eventually(() => page.getByTestId('rubrics-met').innerText()).toBe(CHECKLIST_MSG.tanpaMinimum);
    await expect(page.getByTestId('sub-rubrics-met').innerText()).resolves.toBe(CHECKLIST_MSG.tanpaMinimum);
    await expect(page.locator('.achievement-tile').getAttribute('data-state')).resolves.toBe('met');
    await shot(page, `nothing-asked-${width}`);
    await valuesInside(page);
    // the status line breaks between its words only
    const status = page.locator('.achievement-tile').getByText(DASHBOARD_MSG.allMet);
    const words = await status.evaluate((el) => {
      const text = el.textContent ?? '';
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) ?? el.firstChild;
      const tops: number[] = [];
      for (let i = 0; node && i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
      // a line break inside a word: two letters in a row on different lines
      return [...text].some((ch, i) => i > 0 && /\S/.test(ch) && /\S/.test(text[i - 1] ?? '') && (tops[i] ?? 0) > (tops[i - 1] ?? 0) + 2);
    });
    expect(words).toBe(false);
    expect(errors).toEqual([]);
  });

  it('a new student: the counts are of what can be met, no-minimum rules say so, no 100% beside Kurang', async () => {
    const who = await student(`Andreas Sitorus ${uniqueWord()}`, { photo: false });
    const { rubrik, anak } = await programRubrics(PRODI);
    const rows = checklist(
      rubrik.map((r) => ({ ...r, anak_rubrik: anak.filter((a) => a.id_rubrik === r.id_rubrik) })),
      [],
    );
    const summary = checklistSummary(rows);
    const { page, errors } = await signedIn(width, who, '/user/dashboard');
    await eventually(() => page.getByText(DASHBOARD_MSG.achievementLoading).count()).toBe(0);
    await shot(page, `new-dashboard-${width}`);
    await page.getByRole('button', { name: DASHBOARD_MSG.checklistButton }).click();
    const dialog = page.getByRole('dialog', { name: DASHBOARD_MSG.checklistTitle });
    await dialog.waitFor();
    const rowOf = (name: string) => (width === 1280 ? dialog.getByRole('row') : dialog.locator('.checklist-card')).filter({ hasText: name });
    for (const r of rows) await eventually(() => rowOf(r.rubrik).count()).toBe(1);
    await shot(page, `new-checklist-${width}`);
    // counted independently of the rule: rubrics asking for points themselves or through a sub-rubric
    const asking = rubrik.filter((r) => r.syarat_minimal_skp > 0 || anak.some((a) => a.id_rubrik === r.id_rubrik && a.syarat_minimal_skp > 0));
    expect(summary.total_rubrik).toBe(asking.length);
    expect(summary.total_sub_rubrik).toBe(anak.filter((a) => a.syarat_minimal_skp > 0).length);
    expect(summary.rubrik_terpenuhi).toBe(0);
    expect(summary.sub_rubrik_terpenuhi).toBe(0);
    const free = rows.filter((r) => !hasMinimum(r));
    expect(free.length).toBeGreaterThan(0);

    await eventually(() => page.getByTestId('rubrics-met').innerText()).toBe(metOverTotal(0, summary.total_rubrik));
    await expect(page.getByTestId('sub-rubrics-met').innerText()).resolves.toBe(metOverTotal(0, summary.total_sub_rubrik));
    await expect(page.locator('.achievement-tile').getAttribute('data-state')).resolves.toBe('unmet');
    for (const r of rows) {
      const text = await rowOf(r.rubrik).innerText();
      if (!hasMinimum(r)) {
        // said in words, never 'Terpenuhi' for a rule that asks nothing
        expect(text).toContain(CHECKLIST_MSG.tanpaMinimum);
        expect(text).not.toMatch(/Terpenuhi/);
      }
      // a share of 100% of the sub-rubrics never stands beside points the rubric still lacks
      if (rubrikShortfall(r).pointsShort > 0) expect(text).not.toContain('(100%)');
      const count = subRubrikCount(r);
      if (count.total === 0) expect(text).not.toMatch(/\d+ \/ \d+ \(\d+%\)/);
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // the detail of a rubric whose sub-rubrics ask nothing says so for each
    const open = rows.find((r) => r.sub_rubrik.length > 0 && subRubrikCount(r).total === 0 && hasMinimum(r)) ?? rows.find((r) => !hasMinimum(r));
    if (open) {
      await rowOf(open.rubrik).getByRole('button').click();
      for (const s of open.sub_rubrik) {
        const line = (width === 1280 ? dialog.getByRole('row') : dialog.locator('.checklist-card')).filter({ hasText: s.sub_rubrik });
        await eventually(() => line.first().innerText()).toContain(CHECKLIST_MSG.tanpaMinimum);
      }
      await shot(page, `new-checklist-detail-${width}`);
    }
    expect(errors).toEqual([]);
  });

  it("the signed-in public header keeps 'Dashboard' and 'Sign Out' on one line each", async () => {
    const who = await student(`Maria Hutagalung ${uniqueWord()}`, { photo: false });
    await headerOnOneLine(width, who, ['/', '/search', `/profile/${who.nim}`]);
  });
});

describe('the signed-in public header on the smallest phones', () => {
  it.each([360, 320])("keeps 'Dashboard' and 'Sign Out' on one line each at %i px", async (width) => {
    const who = await student(`Maria Hutagalung ${uniqueWord()}`, { photo: false });
    await headerOnOneLine(width, who, ['/']);
  });
});

/** On each path, the header's Dashboard link and Sign Out button: one line each, side by side, inside the page. */
async function headerOnOneLine(width: number, who: UserItem, paths: string[]) {
  const { page, errors } = await signedIn(width, who, '/');
  for (const path of paths) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: MSG.mainNavigation });
    const links = [nav.getByRole('link', { name: MSG.navDashboard }), nav.getByRole('button', { name: MSG.navSignOut })];
    await links[1]?.waitFor();
    await shot(page, `header-${path === '/' ? 'landing' : path.split('/')[1]}-${width}`);
    for (const link of links) {
      await link.waitFor();
      expect(await lineCount(link), `${path}: ${await link.innerText()}`).toBe(1);
      // one line of the button's text: no taller than the Sign In button of a visitor (32 px)
      expect((await boxOf(link)).height).toBeLessThanOrEqual(34);
    }
    const [dashboard, signOut] = await Promise.all(links.map(boxOf));
    if (!dashboard || !signOut) throw new Error('no header links');
    // side by side, inside the page
    expect(Math.abs(dashboard.top - signOut.top)).toBeLessThanOrEqual(1);
    expect(signOut.right).toBeLessThanOrEqual(width);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
}
