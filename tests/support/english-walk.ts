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
import type { Bahasa } from '@shared/messages/language';
import { AREAS, areaEntries, entryHref } from '@web/app/areas';
import { AREA_ROUTES, PUBLIC_ROUTES } from '@web/app/route-list';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchItem, pointAtStack, staffAccount } from './auth-flow';
import { browserPerFile, type OpenedPage, pageAtRest, pageOverflow, seriousViolations } from './browser';
import { screenshotsNamed, signInThroughHeader } from './browser-session';
import { newPeriode, periodes, printingProgram, printingStudent } from './cetak';
import { indonesianWordsIn, outsideData } from './indonesian-words';
import { api, baseUrl, DEMO_ACCOUNTS, type DemoAccountKey } from './stack';

/**
 * The containers of user data shown whatever the language: the form fields an admin fills in
 * (their value is the data being edited) and a student's own words about themselves.
 */
const USER_DATA_CONTAINERS: readonly string[] = ['textarea', '.profile-bio'];

/**
 * The fields of the data that hold what people wrote or the master data names: names of people,
 * programs, faculties, the university, rubrics, activities and outcomes; portfolio titles and
 * descriptions; addresses and a program's descriptions (each has an English side where the data
 * has one: showing it is the English data fields' work, not the interface's).
 */
const DATA_FIELD =
  /^(nama|judul|deskripsi|bio|alamat|jabatan|catatan|persyaratan|sistem_penilaian|bahasa_pengantar|jenjang_lanjutan|status_profesi|lama_studi|gelar|kota|tempat|teks|points|pengetahuan|khusus|umum|sikap|keterampilan|kegiatan|penyelenggara)/;

/**
 * Every text of the data fields in the stack's table (nested lists and maps under such a field too),
 * longest first; not those of the texts the system wrote itself.
 */
export async function userDataTexts(): Promise<string[]> {
  pointAtStack();
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  const texts = new Set<string>();
  const collect = (value: unknown, inField: boolean): void => {
    if (typeof value === 'string') {
      if (inField && value.trim().length >= 3) texts.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const v of value) collect(v, inField);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) collect(v, inField || DATA_FIELD.test(k));
    }
  };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    // texts the system wrote (audit entries, notifications, jobs) are checked, not data
    for (const item of page.Items ?? []) if (!/^(AUDIT#|JOB#)/.test(String(item.PK)) && !String(item.SK).startsWith('NOTIF')) collect(item, false);
    start = page.LastEvaluatedKey;
  } while (start);
  return [...texts].sort((a, b) => b.length - a.length);
}

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
 * words found in it outside the data it quotes.
 */
export async function indonesianOnPage(page: Page, data: readonly string[]): Promise<Finding[]> {
  const texts = await page.evaluate((containers) => {
    const excluded = containers.join(', ');
    const found: { text: string; where: string }[] = [];
    const where = (el: Element | null) => {
      const parts: string[] = [];
      for (let e = el; e && e !== document.body && parts.length < 5; e = e.parentElement) {
        const cls = (e.getAttribute('class') ?? '')
          .split(/\s+/)
          .filter((c) => c && !c.startsWith('awsui_'))
          .slice(0, 2);
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
  }, USER_DATA_CONTAINERS);
  return texts.flatMap(({ text, where }) => indonesianWordsIn(outsideData(text, data)).map((word) => ({ word, text: text.slice(0, 120), where })));
}

/**
 * What is wrong with a page in English, one line each: `<html lang>` not "en", Indonesian in the
 * title or the meta description, Indonesian text outside user data.
 */
export async function englishProblems(page: Page, data: readonly string[]): Promise<string[]> {
  const path = new URL(page.url()).pathname;
  const head = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  }));
  const problems: string[] = [];
  if (head.lang !== 'en') problems.push(`${path}: <html lang="${head.lang}">`);
  for (const word of indonesianWordsIn(outsideData(head.title, data))) problems.push(`${path}: ${word} in the title "${head.title}"`);
  for (const word of indonesianWordsIn(head.description)) problems.push(`${path}: ${word} in the meta description`);
  for (const f of await indonesianOnPage(page, data)) problems.push(`${path}: ${f.word} in "${f.text}" (${f.where})`);
  return problems;
}

/**
 * The same page in Indonesian shows words of the list outside its data: else the check of its
 * English side could not fail (its texts not read, or all taken for data).
 */
export async function checkWouldFind(page: Page, data: readonly string[]): Promise<string[]> {
  return (await indonesianOnPage(page, data)).length > 0 ? [] : [`${new URL(page.url()).pathname}: no Indonesian word found in Indonesian`];
}

/** What is wrong with the page's layout and accessibility: sideways overflow, serious axe findings. */
export async function layoutProblems(page: Page, state?: string): Promise<string[]> {
  const path = new URL(page.url()).pathname;
  const overflow = await pageOverflow(page);
  return [
    ...(overflow > 0 ? [`${path}: overflows by ${overflow} px`] : []),
    ...(await seriousViolations(page, { state })).map((v) => `${path}: ${v}`),
  ];
}

/**
 * Where the web app keeps the browser's language (LANGUAGE_STORAGE_KEY of web/src/app/language-choice.ts,
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
  { lang, data = [], shot }: { lang: Bahasa; data?: readonly string[]; shot?: (page: Page, name: string) => Promise<unknown> },
): Promise<string[]> {
  const { page } = opened;
  const problems: string[] = [];
  const check = async (name: string) => {
    problems.push(...(lang === 'en' ? await englishProblems(page, data) : await checkWouldFind(page, data)));
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

/** How long one walk may take: many pages, each read by axe, on a machine other work shares. */
export const WALK_TIMEOUT_MS = 240_000;

/**
 * The tests of a file walking demo accounts: at 1280 and 400 px, each account reads its pages in
 * Indonesian (axe), then in English (words and axe, screenshots `english-<account>-<width>-*`);
 * its language is forgotten again after (a demo account never chose one).
 */
export function walkRolesInBothLanguages(keys: readonly DemoAccountKey[]): void {
  const { newPage, screenshot } = browserPerFile();
  let data: string[] = [];

  beforeAll(async () => {
    data = await userDataTexts();
  }, 60_000);

  afterAll(async () => {
    for (const key of keys) await forgetAccountLanguage(key);
  });

  describe.each([1280, 400])('at %i px', (width) => {
    // a walk of many pages, each read by axe: minutes on a busy machine
    describe.each(keys)('the demo account %s', (key) => {
      it(
        'reads its pages in Indonesian without a serious axe finding (and the check finds Indonesian there)',
        async () => {
          const opened = await newPage(width, { baseURL: baseUrl() });
          expect(await walkRole(opened, key, { lang: 'id', data })).toEqual([]);
          expect(opened.errors).toEqual([]);
          await opened.context.close();
        },
        WALK_TIMEOUT_MS,
      );

      it(
        'reads every page of its role in English',
        async () => {
          const opened = await newPage(width, { baseURL: baseUrl() });
          try {
            const shot = screenshotsNamed(screenshot, `english-${key}-${width}-`);
            expect(await walkRole(opened, key, { lang: 'en', data, shot })).toEqual([]);
            expect(opened.errors).toEqual([]);
          } finally {
            await forgetAccountLanguage(key);
            await opened.context.close();
          }
        },
        WALK_TIMEOUT_MS,
      );
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
