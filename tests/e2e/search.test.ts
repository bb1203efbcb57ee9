/**
 * Public search and profiles in a real browser: the landing page's search box, the search page
 * (categories Profil / Portofolio, paging), opening a profile, the timeline's year stepper and its
 * 60vh scroll area, the not-found page, accessibility (axe), at 1280 px and 400 px. Screenshots
 * land in tests/e2e/screenshots/search-*.png and profile-*.png.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { UserItem } from '@functions/domain/users/repo';
import { readableDate } from '@shared/domain/dates';
import { MSG, SEARCH_MSG, tooLong } from '@shared/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed } from '../support/browser-session';
import { gradientPng } from '../support/images';
import { createPortfolio, createStudent, uniqueWord } from '../support/search-data';
import { baseUrl, DEMO_ACCOUNTS, useStackEnv } from '../support/stack';

/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */
const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, '');

async function open(width: number, path: string) {
  const opened = await newPage(width, { baseURL: baseUrl() });
  await opened.page.goto(path);
  await opened.page.getByRole('navigation', { name: MSG.footerNavigation }).waitFor();
  return opened;
}

/** The result cards' header links (names or titles), in order. */
const resultHeaders = (page: Page) => page.locator('[class*="awsui_card-header"] a').allInnerTexts();

const word = uniqueWord();
const profileWord = uniqueWord();
let pager: UserItem[] = [];
let featured: UserItem;

beforeAll(async () => {
  // 12 students sharing a word: two pages of results
  pager = await Promise.all(Array.from({ length: 12 }, (_, i) => createStudent({ nama: `Mahasiswa ${word} ${String.fromCharCode(65 + i)}` })));
  pager.sort((a, b) => a.nim.localeCompare(b.nim));

  // a student with a photo, a bio, social media and a timeline over three years (enough to scroll)
  useStackEnv();
  const [{ s3 }, { env }] = await Promise.all([import('@functions/lib/clients'), import('@functions/lib/env')]);
  const key = `foto/${profileWord}/profil.png`;
  await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: key, Body: gradientPng(), ContentType: 'image/png' }));
  featured = await createStudent({
    nama: `Ánggún Citra ${profileWord}`,
    foto_profil: key,
    bio: 'Mahasiswa Informatika yang senang lomba pemrograman, menulis, dan kegiatan sosial.',
    sosmed: [
      { jenis_sosmed: 'LinkedIn', nama: 'Anggun Citra', link_sosmed: 'https://www.linkedin.com/in/anggun-citra-demo' },
      { jenis_sosmed: 'Instagram', nama: 'anggun.citra', link_sosmed: 'www.instagram.com/anggun.citra' },
      { jenis_sosmed: 'Other', nama: 'tautan tidak aman', link_sosmed: 'javascript:alert(1)' },
    ],
  });
  const titles: [string, string, string][] = [
    ['Juara 1 Kompetisi Pemrograman Tingkat Nasional', '1st Place, National Programming Contest', '2024-10-12'],
    ['Pemakalah pada Seminar Nasional Informatika', 'Presenter at the National Seminar on Informatics', '2024-06-03'],
    ['Sertifikasi AWS Certified Cloud Practitioner', 'AWS Certified Cloud Practitioner Certification', '2024-02-20'],
    ['Ketua Himpunan Mahasiswa Informatika Periode 2023/2024', 'Chair of the Informatics Student Association, 2023/2024', '2023-09-01'],
    ['Relawan Mengajar di Daerah 3T', 'Teaching Volunteer in Remote Areas', '2023-07-15'],
    ['Juara 2 Lomba Karya Tulis Ilmiah Tingkat Provinsi', '2nd Place, Provincial Scientific Paper Competition', '2023-04-08'],
    ['Panitia Pekan Olahraga Mahasiswa 2023', 'Committee Member of the Student Sports Week 2023', '2023-02-11'],
    ['Magang di PT Telkom Indonesia', 'Internship at PT Telkom Indonesia', '2022-12-01'],
    ['Peserta Workshop Kecerdasan Buatan', 'Participant of the Artificial Intelligence Workshop', '2022-08-19'],
    ['Medali Perak Pencak Silat Pekan Olahraga Mahasiswa', 'Silver Medal in Pencak Silat, Student Sports Week', '2022-05-27'],
  ];
  for (const [judul, judul_inggris, tanggal] of titles) await createPortfolio(featured, { judul: `${judul} ${profileWord}`, judul_inggris, tanggal });
  await createPortfolio(featured, { judul: `Tersembunyi ${profileWord}`, showed: false, tanggal: '2021-01-01' });
});

describe('search at 1280 px', () => {
  it('starts from the landing search box and lists matching students with their portfolios', async () => {
    const { page, errors } = await open(1280, '/');
    await page.getByRole('searchbox', { name: MSG.searchLabel }).fill('Santoso');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/Santoso' && url.search === '?page=1');
    await eventually(() => resultHeaders(page)).toContain(DEMO_ACCOUNTS.budi.nama);
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_MSG.searchTitle }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(DEMO_ACCOUNTS.budi.nim).first().isVisible()).resolves.toBe(true);

    // words that only portfolio titles hold: Portofolio opens, and the address names it
    await page.goto('/');
    await page.getByRole('searchbox', { name: MSG.searchLabel }).fill(`Kompetisi Pemrograman ${profileWord}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search === '?category=portofolio&page=1');
    await eventually(() => resultHeaders(page)).toEqual([`Juara 1 Kompetisi Pemrograman Tingkat Nasional ${profileWord}`]);
    const categories = page.getByRole('group', { name: SEARCH_MSG.categoryLabel });
    await expect(categories.getByRole('button', { name: SEARCH_MSG.categoryPortfolio }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });

  it('searches a text with a dot (an initial such as "B. Santoso") as an app route, not a file', async () => {
    const { page, errors } = await open(1280, '/');
    await page.getByRole('searchbox', { name: MSG.searchLabel }).fill('B. Santoso');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/B.%20Santoso');
    await eventually(() => resultHeaders(page)).toContain(DEMO_ACCOUNTS.budi.nama);
    expect(errors).toEqual([]);
  });

  it('switches to portfolio search, keeping the text, back on page 1', async () => {
    const { page, errors } = await open(1280, `/search/${profileWord}?category=profile&page=1`);
    await eventually(() => resultHeaders(page)).toEqual([featured.nama]);
    await shot(page, 'search-profile-1280');
    const categories = page.getByRole('group', { name: SEARCH_MSG.categoryLabel });
    await expect(categories.getByRole('button', { name: SEARCH_MSG.categoryProfile }).getAttribute('aria-pressed')).resolves.toBe('true');
    await categories.getByRole('button', { name: SEARCH_MSG.categoryPortfolio }).click();
    await page.waitForURL((url) => url.search === '?category=portofolio&page=1' && url.pathname === `/search/${profileWord}`);
    await eventually(async () => (await resultHeaders(page)).length).toBe(10);
    await expect(page.getByText(SEARCH_MSG.resultsCount(10, false)).isVisible()).resolves.toBe(true);
    await expect(page.getByText('1st Place, National Programming Contest').isVisible()).resolves.toBe(true);
    // the hidden portfolio is not there
    expect((await resultHeaders(page)).some((t) => t.startsWith('Tersembunyi'))).toBe(false);
    await shot(page, 'search-portfolio-1280');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the results header, its count line and a disabled pager while the answer loads: the results do not push the page', async () => {
    const { page, errors } = await newPage(400, { baseURL: baseUrl() });
    // what moved in the page's layout shifts
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
          for (const source of e.sources) {
            const node = source.node as Element | undefined;
            // below the results the footer moves down as they fill in, and the pager widens by its
            // page numbers: neither pushes the results
            if (node?.closest('.public-footer') || node?.closest('.pager') || node?.querySelector('.pager')) continue;
            shifts.push(String(node?.className ?? '?'));
          }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the search's answer waits until the test lets it go
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/mahasiswa?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/search/${word}?category=profile&page=1`);
    await page.getByText(SEARCH_MSG.loadingResults).waitFor();
    const pagination = page.getByRole('list', { name: SEARCH_MSG.paginationLabel });
    await expect(pagination.getByRole('button', { name: SEARCH_MSG.nextPage }).isDisabled()).resolves.toBe(true);
    const shiftsSoFar = () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts.length);
    const before = await shiftsSoFar();
    release();
    await eventually(() => resultHeaders(page)).toEqual(pager.slice(0, 10).map((s) => s.nama));
    await expect(pagination.getByRole('button', { name: SEARCH_MSG.nextPage }).isDisabled()).resolves.toBe(false);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts.slice(before)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("asks for a search's and a profile's first answer once, as the page loads, and shows it", async () => {
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/mahasiswa')) asked.push(url.pathname + url.search);
    });
    await page.goto(`/search/${word}?category=profile&page=2`);
    await eventually(() => resultHeaders(page)).toEqual(pager.slice(10).map((s) => s.nama));
    expect(asked).toEqual([`/api/mahasiswa?page=2&paginate=10&nim=${word}&nama=${word}`]);
    asked.length = 0;
    await page.goto(`/profile/${featured.nim}`);
    await page.getByRole('heading', { level: 1, name: featured.nama }).waitFor();
    expect(asked).toEqual([`/api/mahasiswa/show?nim=${featured.nim}`]);
    expect(errors).toEqual([]);
  });

  it('pages through the results with the pagination', async () => {
    const { page, errors } = await open(1280, `/search/${word}?category=profile&page=1`);
    await eventually(() => resultHeaders(page)).toEqual(pager.slice(0, 10).map((s) => s.nama));
    await page.getByRole('button', { name: SEARCH_MSG.nextPage }).first().click();
    await page.waitForURL((url) => url.search === '?category=profile&page=2');
    await eventually(() => resultHeaders(page)).toEqual(pager.slice(10).map((s) => s.nama));
    await page
      .getByRole('button', { name: SEARCH_MSG.pageNumber(1) })
      .first()
      .click();
    await page.waitForURL((url) => url.search === '?category=profile&page=1');
    await eventually(() => resultHeaders(page)).toEqual(pager.slice(0, 10).map((s) => s.nama));
    expect(errors).toEqual([]);
  });

  it('says so when nothing is found, and when the text is too short', async () => {
    const { page } = await open(1280, `/search/${uniqueWord()}?category=profile&page=1`);
    await expect(page.getByText(MSG.searchEmpty).waitFor()).resolves.toBeUndefined();
    await shot(page, 'search-empty-1280');
    await page.goto('/search/a?category=profile&page=1');
    await page.getByText(SEARCH_MSG.searchTooShort).waitFor();
    await expect(page.getByText(MSG.searchEmpty).isVisible()).resolves.toBe(true);
  });

  it('shows a refused query as a warning with the server message, said once', async () => {
    const { page, errors } = await open(1280, `/search/${'a'.repeat(101)}?category=profile&page=1`);
    const alert = page.locator('[class*="awsui_alert_"][class*="awsui_type-warning"]');
    await alert.getByText(tooLong(100), { exact: true }).waitFor();
    await shot(page, 'search-refused-1280');
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    const narrow = await open(400, `/search/${'a'.repeat(101)}?category=profile&page=1`);
    await narrow.page.locator('[class*="awsui_alert_"][class*="awsui_type-warning"]').getByText(tooLong(100), { exact: true }).waitFor();
    await shot(narrow.page, 'search-refused-400');
    // a long word wraps instead of widening the page
    expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  });

  it('opens the public profile from a result', async () => {
    const { page, errors } = await open(1280, `/search/${profileWord}?category=profile&page=1`);
    await page.getByRole('link', { name: featured.nama }).click();
    await page.waitForURL((url) => url.pathname === `/profile/${featured.nim}`);
    await page.getByRole('heading', { level: 1, name: featured.nama }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('public profile at 1280 px', () => {
  it('shows photo, name, NIM, bio and safe social media links', async () => {
    const { page, errors } = await open(1280, `/profile/${featured.nim}`);
    await page.getByRole('heading', { level: 1, name: featured.nama }).waitFor();
    const photo = page.getByRole('img', { name: SEARCH_MSG.photoAlt(featured.nama) });
    await eventually(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(96);
    await expect(page.getByText(`${SEARCH_MSG.nimLabel} ${featured.nim}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText(featured.bio ?? '').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Anggun Citra' }).getAttribute('href')).resolves.toBe(
      'https://www.linkedin.com/in/anggun-citra-demo',
    );
    await expect(page.getByRole('link', { name: 'anggun.citra' }).getAttribute('href')).resolves.toBe('https://www.instagram.com/anggun.citra');
    // a link that is not a web address is shown as text, never as a link
    await expect(page.getByRole('link', { name: 'tautan tidak aman' }).count()).resolves.toBe(0);
    await expect(page.getByText('tautan tidak aman').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('filters the timeline by year with the stepper, which keeps the year in the address', async () => {
    const { page, errors } = await open(1280, `/profile/${featured.nim}`);
    const items = page.locator('.timeline__item');
    await eventually(() => items.count()).toBe(10);
    const stepper = page.getByRole('navigation', { name: SEARCH_MSG.yearFilter });
    await expect(stepper.getByRole('button').allInnerTexts()).resolves.toEqual([SEARCH_MSG.allYears, '2024', '2023', '2022']);
    await expect(stepper.getByRole('button', { name: SEARCH_MSG.allYears }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(items.first().locator('time').innerText()).resolves.toBe(readableDate('2024-10-12'));
    await shot(page, 'profile-1280');

    await stepper.getByRole('button', { name: '2023' }).click();
    await page.waitForURL((url) => url.search === '?tahun=2023');
    await eventually(() => items.count()).toBe(4);
    await expect(items.locator('time').allInnerTexts()).resolves.toEqual(
      ['2023-09-01', '2023-07-15', '2023-04-08', '2023-02-11'].map((d) => readableDate(d)),
    );
    await expect(stepper.getByRole('button', { name: '2023' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await shot(page, 'profile-2023-1280');

    await stepper.getByRole('button', { name: SEARCH_MSG.allYears }).click();
    await eventually(() => items.count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('scrolls the timeline within 60vh', async () => {
    const { page } = await open(1280, `/profile/${featured.nim}`);
    await eventually(() => page.locator('.timeline__item').count()).toBe(10);
    const box = await page.getByRole('region', { name: SEARCH_MSG.timelineLabel }).evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
      maxHeight: getComputedStyle(el).maxHeight,
      overflow: getComputedStyle(el).overflowY,
    }));
    expect(box.maxHeight).toBe(`${0.6 * 900}px`);
    expect(box.overflow).toBe('auto');
    expect(box.client).toBeLessThanOrEqual(540);
    expect(box.scroll).toBeGreaterThan(box.client);
  });

  it('shows a clear not-found page for an unknown NIM', async () => {
    const { page, errors } = await open(1280, '/profile/0000000000');
    await page.getByRole('heading', { level: 1, name: SEARCH_MSG.profileNotFoundTitle }).waitFor();
    await expect(page.getByText(SEARCH_MSG.profileNotFoundBody('0000000000')).isVisible()).resolves.toBe(true);
    await shot(page, 'profile-not-found-1280');
    await page.getByRole('link', { name: SEARCH_MSG.searchStudents }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    // no keyword yet: an invitation to type one, no "not found"
    await page.getByText(SEARCH_MSG.searchNoKeyword).waitFor();
    await expect(page.getByText(MSG.searchEmpty).count()).resolves.toBe(0);
    await page.getByRole('searchbox', { name: MSG.searchLabel }).fill(DEMO_ACCOUNTS.siti.nim);
    await page.getByRole('button', { name: MSG.searchButton }).click();
    await page.waitForURL((url) => url.pathname === `/search/${DEMO_ACCOUNTS.siti.nim}` && url.search === '?category=profile&page=1');
    await eventually(() => resultHeaders(page)).toEqual([DEMO_ACCOUNTS.siti.nama]);
    expect(errors).toEqual([]);
  });
});

describe('at 400 px', () => {
  it('search: fits the width, category as a select, results and pagination usable', async () => {
    const { page, errors } = await open(400, `/search/${word}?category=profile&page=1`);
    await eventually(async () => (await resultHeaders(page)).length).toBe(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await shot(page, 'search-profile-400');
    await page.getByRole('button', { name: SEARCH_MSG.nextPage }).first().click();
    await page.waitForURL((url) => url.search === '?category=profile&page=2');
    await eventually(async () => (await resultHeaders(page)).length).toBe(2);
    await page.goto(`/search/${profileWord}?category=portofolio&page=1`);
    await eventually(async () => (await resultHeaders(page)).length).toBe(10);
    await shot(page, 'search-portfolio-400');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('profile: stacks the card above the timeline, fits the width, filters by year', async () => {
    const { page, errors } = await open(400, `/profile/${featured.nim}`);
    await page.getByRole('heading', { level: 1, name: featured.nama }).waitFor();
    await eventually(() => page.locator('.timeline__item').count()).toBe(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const card = await page.getByRole('heading', { level: 1, name: featured.nama }).boundingBox();
    const timeline = await page.getByRole('region', { name: SEARCH_MSG.timelineLabel }).boundingBox();
    expect(card && timeline && card.y < timeline.y).toBe(true);
    await shot(page, 'profile-400');
    await page.getByRole('navigation', { name: SEARCH_MSG.yearFilter }).getByRole('button', { name: '2022' }).click();
    await eventually(() => page.locator('.timeline__item').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('not found: readable at 400 px', async () => {
    const { page } = await open(400, '/profile/0000000000');
    await page.getByRole('heading', { level: 1, name: SEARCH_MSG.profileNotFoundTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await shot(page, 'profile-not-found-400');
  });
});
