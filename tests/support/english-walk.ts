/**
 * The English walk of the browser tests: the pages of each role taken from the web app's route
 * registry (a page added later is walked too), a role's browser in English before its first load
 * and signed in through the real header flow, and the check of each page once loaded: `<html lang>`,
 * the document title and every rendered text outside user data free of common Indonesian UI words.
 */
import { masterKeys } from '@functions/lib/entities/master';
import { userKeys } from '@functions/lib/entities/users';
import type { Role } from '@shared/api/contract';
import { localToday } from '@shared/domain/dates';
import { LINK_PAGES } from '@shared/domain/link-pages';
import { type Bahasa, sideIn } from '@shared/messages/language';
import { AREAS, areaEntries, entryHref } from '@web/app/areas';
import { AREA_ROUTES, PUBLIC_ROUTES } from '@web/app/route-list';
import { appendFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { patchItem, pointAtStack, staffAccount } from './auth-flow';
import { browserPerFile, type OpenedPage, pageAtRest, pageOverflow, seriousViolations } from './browser';
import { screenshotsNamed, signInThroughHeader } from './browser-session';
import { newPeriode, periodes, printingProgram, printingStudent } from './cetak';
import { api, baseUrl, DEMO_ACCOUNTS, type DemoAccountKey } from './stack';

/** Common Indonesian words of a user interface: none may show on a page in English outside user data. */
export const INDONESIAN_UI_WORDS = [
  'Simpan',
  'Batal',
  'Hapus',
  'Tambah',
  'Masuk',
  'Keluar',
  'Cari',
  'Kembali',
  'Belum',
  'Sudah',
  'Menunggu',
  'Ditolak',
  'Diterima',
  'Ubah',
  'Tutup',
  'Pilih',
  'Semua',
  'Halaman',
  'Tidak',
  'Ya',
  'Kirim',
  'Unduh',
  'Unggah',
  'Cetak',
  'Lihat',
  'Tanggal',
  'Nama',
  'Mahasiswa',
  'Dosen',
  'Verifikasi',
  'Pengaturan',
  'Sebelumnya',
  'Berikutnya',
  'dari',
  'dan',
  'yang',
  'untuk',
  'Memuat',
  'Beranda',
  'Panduan',
  'Daftar',
  'Sandi',
  'Lupa',
  'Tentang',
  'Ketentuan',
  'Pencarian',
  'Keterangan',
  'Tahun',
  'Baru',
  'Aktif',
] as const;

/** One word of the list, whole (not inside another word), in any case. */
const WORD_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(${INDONESIAN_UI_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** The Indonesian words found in a text. */
export const indonesianWordsIn = (text: string): string[] => [...text.matchAll(WORD_PATTERN)].map((m) => m[1] ?? '');

/**
 * The containers of user data, whatever the language: names of people, portfolio titles and
 * descriptions, program, faculty, university and rubric names, the outcomes (CPL) of a program,
 * audit details and notifications as recorded. Each is located by what holds it; the English side
 * of the data that has one is the English data fields' work, not the interface's.
 */
export const USER_DATA_CONTAINERS: readonly { selector: string; holds: string }[] = [
  { selector: '.profile-bio', holds: "a student's own words about themselves on the public profile" },
];

export interface Finding {
  word: string;
  /** The text the word is in (trimmed to 120 characters). */
  text: string;
  /** Where: the tag names and classes of the element and its ancestors, innermost first. */
  where: string;
}

/**
 * Every rendered text of the page (visible, or read by screen readers: a text clipped to nothing
 * still counts) and every placeholder, outside the user-data containers, with the Indonesian
 * words found in it.
 */
export async function indonesianOnPage(page: Page): Promise<Finding[]> {
  const texts = await page.evaluate((containers) => {
    const excluded = containers.join(', ');
    const found: { text: string; where: string }[] = [];
    const where = (el: Element | null) => {
      const parts: string[] = [];
      for (let e = el; e && e !== document.body && parts.length < 5; e = e.parentElement) {
        const cls = (e.getAttribute('class') ?? '').split(/\s+/).filter((c) => c && !c.startsWith('awsui_')).slice(0, 2);
        const testid = e.getAttribute('data-testid');
        parts.push(`${e.tagName.toLowerCase()}${testid ? `[${testid}]` : ''}${cls.length ? `.${cls.join('.')}` : ''}`);
      }
      return parts.join(' < ');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!parent.checkVisibility()) continue;
      if (excluded && parent.closest(excluded)) continue;
      found.push({ text, where: where(parent) });
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder]'))) {
      if (!el.checkVisibility() || (excluded && el.closest(excluded))) continue;
      found.push({ text: el.getAttribute('placeholder') ?? '', where: `placeholder of ${where(el)}` });
    }
    return found;
  }, USER_DATA_CONTAINERS.map((c) => c.selector));
  return texts.flatMap(({ text, where }) => indonesianWordsIn(text).map((word) => ({ word, text: text.slice(0, 120), where })));
}

/**
 * What is wrong with a page in English, one line each: `<html lang>` not "en", Indonesian in the
 * title or the meta description, Indonesian text outside user data.
 */
export async function englishProblems(page: Page): Promise<string[]> {
  const path = new URL(page.url()).pathname;
  const head = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  }));
  const problems: string[] = [];
  if (head.lang !== 'en') problems.push(`${path}: <html lang="${head.lang}">`);
  for (const word of indonesianWordsIn(head.title)) problems.push(`${path}: ${word} in the title "${head.title}"`);
  for (const word of indonesianWordsIn(head.description)) problems.push(`${path}: ${word} in the meta description`);
  for (const f of await indonesianOnPage(page)) problems.push(`${path}: ${f.word} in "${f.text}" (${f.where})`);
  if (process.env.ENWEB_DUMP) appendFileSync(process.env.ENWEB_DUMP, problems.map((p) => `${p}\n`).join(''));
  return problems;
}

/** What is wrong with the page's layout and accessibility: sideways overflow, serious axe findings. */
export async function layoutProblems(page: Page, state?: string): Promise<string[]> {
  const path = new URL(page.url()).pathname;
  const overflow = await pageOverflow(page);
  return [...(overflow > 0 ? [`${path}: overflows by ${overflow} px`] : []), ...(await seriousViolations(page, { state })).map((v) => `${path}: ${v}`)];
}

/**
 * Where the web app keeps the browser's language (LANGUAGE_STORAGE_KEY of web/src/app/language.ts,
 * which is not imported: loading it sets the language source of this process).
 */
const LANGUAGE_STORAGE_KEY = 'skpi.bahasa';

/** The page's language kept in the browser before its first load (as the switch keeps it). */
export async function keepLanguageInBrowser(opened: OpenedPage, lang: Bahasa): Promise<void> {
  await opened.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, lang] as const);
}

/** Waits until a page just opened has its heading and nothing loading. */
export async function pageLoaded(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await pageAtRest(page, 10_000);
}

// --- the pages to walk ---------------------------------------------------------------------------

/** A page's address in the walk: its path with its parameters filled from the demo data. */
export interface WalkedPage {
  path: string;
  /** The route's path in the registry. */
  route: string;
}

/** The pages of the signed-in areas a role may open, in the side navigation's order. */
export function areaPagesOf(role: Role): WalkedPage[] {
  return AREAS.flatMap((area) => areaEntries(area, role, AREA_ROUTES)).map((entry) => ({ path: entryHref(entry), route: entryHref(entry) }));
}

/** A link token that is spent: the e-mailed links' pages then say so. */
const SPENT_TOKEN = 'tautan-tidak-berlaku';

/**
 * Every public page of the registry with its parameters filled: `fill` gives the value of a
 * parameter by name (the demo data's). The one-time-code page shows only after a password step:
 * the sign-in flow visits it. A route whose parameter `fill` does not know fails the walk.
 */
export function publicPages(fill: Record<string, string>): WalkedPage[] {
  const pages: WalkedPage[] = [];
  for (const route of PUBLIC_ROUTES) {
    if (route.path === '/otp') continue;
    let path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = name === 'token' ? SPENT_TOKEN : fill[name];
      if (value === undefined) throw new Error(`the walk has no value for :${name} of ${route.path}`);
      return encodeURIComponent(value);
    });
    const link = Object.values(LINK_PAGES).find((l) => l.path === route.path);
    if (link) path = `${path}#token=${SPENT_TOKEN}`;
    pages.push({ path, route: route.path });
  }
  pages.push({ path: '/no-such-page', route: '*' });
  return pages;
}

/**
 * The verification code of an SKPI printed for the walk: a program and student of its own (the
 * demo students' states stay as seeded), printed by its program's admin in the first period.
 */
export async function printedSkpiCode(): Promise<string> {
  pointAtStack();
  const tag = String(Math.floor(Math.random() * 9000 + 1000));
  const { fakultas, prodi } = await printingProgram(`EW${tag}`);
  await patchItem(masterKeys.fakultas(fakultas.id_fakultas), { nama_fakultas_inggris: `Faculty of Engineering ${tag}` });
  await patchItem(masterKeys.prodi(prodi.id_prodi), { nama_prodi_inggris: `Naval Architecture ${tag}` });
  const admin = await staffAccount('admin jurusan', prodi.id_prodi);
  const periode =
    (await periodes(admin.token))[0]?.id_periode_kelulusan ??
    (await newPeriode((await staffAccount('super admin')).token, localToday())).id_periode_kelulusan;
  const student = await printingStudent(prodi.id_prodi, 2022, 'Bayu Saputra');
  const printed = await api('POST', `/api/manajemen/skpi/download/${encodeURIComponent(student.nim)}`, {
    bearer: admin.token,
    query: { periode, override: 0 },
  });
  if (printed.status !== 200) throw new Error(`printing answered ${printed.status}: ${JSON.stringify(printed.body)}`);
  const { usersRepo } = await import('@functions/domain/users/repo');
  const kode = (await usersRepo.getById(student.id))?.skpi_dokumen?.kode;
  if (!kode) throw new Error('the printed SKPI has no verification code');
  return kode;
}

// --- a role's walk ------------------------------------------------------------------------------

/**
 * A demo account signs in through the header (its browser in English before the first load when
 * `lang` is 'en'; the one-time-code page is checked too), then opens each page of its role with a
 * plain navigation: what is wrong, one line each (English pages also by their words; a screenshot
 * of each with `shot`).
 */
export async function walkRole(
  opened: OpenedPage,
  key: DemoAccountKey,
  lang: Bahasa,
  shot?: (page: Page, name: string) => Promise<unknown>,
): Promise<string[]> {
  const { page } = opened;
  const problems: string[] = [];
  const check = async (name: string) => {
    if (lang === 'en') problems.push(...(await englishProblems(page)));
    await shot?.(page, name);
    problems.push(...(await layoutProblems(page)));
  };
  if (lang === 'en') await keepLanguageInBrowser(opened, 'en');
  await signInThroughHeader(page, DEMO_ACCOUNTS[key], async (step) => (step === '2-otp' ? check('otp') : undefined), lang);
  for (const { path } of areaPagesOf(DEMO_ACCOUNTS[key].role)) {
    await page.goto(path);
    await pageLoaded(page);
    await check(path.replace(/^\//, '').replace(/\//g, '-'));
  }
  return problems;
}

// --- signing in ----------------------------------------------------------------------------------

/**
 * The tests of a file walking demo accounts: at 1280 and 400 px, each account reads its pages in
 * Indonesian (axe), then in English (words and axe, screenshots `english-<account>-<width>-*`);
 * its language is forgotten again after (a demo account never chose one).
 */
export function walkRolesInBothLanguages(keys: readonly DemoAccountKey[]): void {
  const { newPage, screenshot } = browserPerFile();

  afterAll(async () => {
    for (const key of keys) await forgetAccountLanguage(key);
  });

  describe.each([1280, 400])('at %i px', (width) => {
    describe.each(keys)('the demo account %s', (key) => {
      it('reads its pages in Indonesian without a serious axe finding', async () => {
        const opened = await newPage(width, { baseURL: baseUrl() });
        expect(await walkRole(opened, key, 'id')).toEqual([]);
        expect(opened.errors).toEqual([]);
        await opened.context.close();
      });

      it('reads every page of its role in English', async () => {
        const opened = await newPage(width, { baseURL: baseUrl() });
        try {
          expect(await walkRole(opened, key, 'en', screenshotsNamed(screenshot, `english-${key}-${width}-`))).toEqual([]);
          expect(opened.errors).toEqual([]);
        } finally {
          await forgetAccountLanguage(key);
          await opened.context.close();
        }
      });
    });
  });
}

/** The demo account's language as before the walk: never chosen (a sign-in in English keeps English on it). */
export async function forgetAccountLanguage(key: DemoAccountKey): Promise<void> {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const user = await usersRepo.getByNim(DEMO_ACCOUNTS[key].nim);
  if (!user) throw new Error(`no demo account ${key}`);
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  await ddb().send(new UpdateCommand({ TableName: tableName(), Key: userKeys.user(user.id), UpdateExpression: 'REMOVE bahasa' }));
}

/** The English side of a catalogue, for finding the page's own controls. */
export const english = <T extends object>(catalogue: T): T => sideIn(catalogue, 'en');
