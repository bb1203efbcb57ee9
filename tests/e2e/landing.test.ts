/**
 * The public shell in a real browser: landing page (title, tagline, search, three-step
 * carousel, Get Started / Guide), the Sign In popover, the footer and information pages,
 * the route guards, accessibility (axe) and the initial JavaScript budget.
 */
import { gzipSync } from 'node:zlib';
import { MSG } from '@shared/messages';
import { AREAS, areaEntries, areaLanding, areaOf } from '@web/app/areas';
import { SESSION_STORAGE_KEY } from '@web/app/claims';
import { AREA_ROUTES } from '@web/app/route-list';
import { GUIDE } from '@web/pages/public/content';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/auth-flow';
import { browserPerFile, seriousViolations } from '../support/browser';
import { screenshotsNamed, signInAs } from '../support/browser-session';
import { baseUrl, DEMO_ACCOUNTS } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, '');

const FOOTER_PATHS = ['/register', '/terms-of-service', '/guide', '/faq', '/about-us'];
/** Initial JS budget (docs/performance.md): under 280 KB gzip (the landing page loads some 223 KB: both languages of its texts, and of Cloudscape's strings, included). */
const INITIAL_JS_BUDGET = 280 * 1024;

async function open(width: number, path = '/', opts: { testClock?: boolean } = {}) {
  // the carousel moves only for a visitor who has not asked for reduced motion
  const opened = await newPage(width, { baseURL: baseUrl(), reducedMotion: 'no-preference' });
  // the page's timers on a clock the test can stop and run (before the page makes any)
  if (opts.testClock) await opened.page.clock.install();
  await opened.page.goto(path);
  // Pages are lazy-loaded: wait for the public layout to be rendered.
  await opened.page.getByRole('navigation', { name: MSG.footerNavigation }).waitFor();
  return opened;
}

/** Slides at least half inside the carousel's viewport, and the ones marked visible. */
async function visibleSlides(page: Page): Promise<{ geometric: number; marked: number; exposed: number }> {
  return page.evaluate(() => {
    const viewport = document.querySelector('.carousel__viewport');
    if (!viewport) return { geometric: -1, marked: -1, exposed: -1 };
    const frame = viewport.getBoundingClientRect();
    const slides = [...document.querySelectorAll<HTMLElement>('[data-slide]')];
    const geometric = slides.filter((s) => {
      const r = s.getBoundingClientRect();
      const overlap = Math.min(r.right, frame.right) - Math.max(r.left, frame.left);
      return r.width > 0 && overlap >= r.width / 2;
    }).length;
    const marked = slides.filter((s) => s.dataset.visible === 'true').length;
    const exposed = slides.filter((s) => s.getAttribute('aria-hidden') !== 'true' && !s.inert).length;
    return { geometric, marked, exposed };
  });
}

async function activeStep(page: Page): Promise<string | null> {
  return page.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');
}

/** The page's pending work done: React commits the updates a timer made in a task of its own (a message, which the test clock does not hold back). */
async function rendered(page: Page) {
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
}

async function waitCarouselAtRest(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.carousel__track--animate'), undefined, { timeout: 3000 });
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('landing page at 1280 px', () => {
  it('shows the title, tagline, search box and buttons, and three slides that autoplay and pause on hover', async () => {
    const { page, errors } = await open(1280, '/', { testClock: true });
    await expect.poll(() => page.title()).toBe(`${MSG.appFullName} - ${MSG.appName}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.landingTitle }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(MSG.landingTagline).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('searchbox', { name: MSG.searchLabel }).isVisible()).resolves.toBe(true);
    await expect(page.locator('a', { hasText: MSG.getStarted }).getAttribute('href')).resolves.toBe('/register');
    await expect(page.locator('a', { hasText: MSG.guideButton }).getAttribute('href')).resolves.toBe('/guide');

    await waitCarouselAtRest(page);
    expect(await visibleSlides(page)).toEqual({ geometric: 3, marked: 3, exposed: 3 });
    // without reduced motion it plays from the start, and its button offers to pause
    await page.getByRole('button', { name: MSG.carouselPause }).waitFor();
    await shot(page, 'landing-1280');

    // Autoplay: the active step moves on by itself every 1500 ms. The page's clock stands still and
    // runs only as far as the test runs it, so the steps are counted, not timed. From an arbitrary
    // moment the next move may come at once: run 50 ms at a time until it moves.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
    await rendered(page);
    const first = await activeStep(page);
    for (let ran = 0; ran <= 1500 && (await activeStep(page)) === first; ran += 50) {
      await page.clock.runFor(50);
      await rendered(page);
    }
    const second = await activeStep(page);
    expect(second).not.toBe(first);
    // it moved within the last 50 ms: the next move is due 1450 to 1500 ms from now
    await page.clock.runFor(1440);
    await rendered(page);
    expect(await activeStep(page)).toBe(second);
    await page.clock.runFor(60);
    await rendered(page);
    expect(await activeStep(page)).not.toBe(second);
    await waitCarouselAtRest(page);

    // Hovering pauses it: three intervals pass without a move.
    await page.locator('.carousel').hover();
    await waitCarouselAtRest(page);
    const held = await activeStep(page);
    await page.clock.runFor(4500);
    await rendered(page);
    expect(await activeStep(page)).toBe(held);
    expect(await visibleSlides(page)).toEqual({ geometric: 3, marked: 3, exposed: 3 });
    await page.clock.resume();

    // Arrows and dots move it by hand.
    await page.getByRole('button', { name: MSG.carouselNext }).click();
    await waitCarouselAtRest(page);
    expect(await activeStep(page)).not.toBe(held);
    await page.getByRole('button', { name: 'Tampilkan langkah 3' }).click();
    await waitCarouselAtRest(page);
    expect(await activeStep(page)).toBe('Tampilkan langkah 3');
    expect(errors).toEqual([]);
  });

  it('with reduced motion the carousel neither plays nor animates, its button offers to play, and its roles are the carousel pattern', async () => {
    // newPage asks for reduced motion unless told otherwise
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    await page.goto('/');
    await page.getByRole('navigation', { name: MSG.footerNavigation }).waitFor();
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await expect(carousel.getAttribute('aria-label')).resolves.toBe(MSG.stepsTitle);
    await expect(carousel.locator('[role="group"][aria-roledescription="slide"]:not([aria-hidden="true"])').count()).resolves.toBe(3);
    // autoplay off from the start: the button offers to play, and a step is announced (the paused state)
    await carousel.getByRole('button', { name: MSG.carouselPlay }).waitFor();
    await expect(carousel.locator('.carousel__track').getAttribute('aria-live')).resolves.toBe('polite');
    // a step by hand lands at once: the track never takes its transition, and nothing in the carousel animates
    await carousel.locator('.carousel__track').evaluate((track) => {
      const seen = { animated: false };
      (window as unknown as { carouselSeen: typeof seen }).carouselSeen = seen;
      new MutationObserver(() => {
        if (track.classList.contains('carousel__track--animate')) seen.animated = true;
      }).observe(track, { attributes: true });
    });
    const before = await activeStep(page);
    await carousel.getByRole('button', { name: MSG.carouselNext }).click();
    await expect.poll(() => activeStep(page)).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { carouselSeen: { animated: boolean } }).carouselSeen.animated)).toBe(false);
    expect(await carousel.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    // the visitor may still choose autoplay
    await carousel.getByRole('button', { name: MSG.carouselPlay }).click();
    await carousel.getByRole('button', { name: MSG.carouselPause }).waitFor();
    expect(errors).toEqual([]);
  });

  it('runs under the Content-Security-Policy CloudFront sends (the same builder), without a violation', async () => {
    const { page, errors } = await newPage(1280, { baseURL: baseUrl() });
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    await page.getByRole('navigation', { name: MSG.footerNavigation }).waitFor();
    // an inline script is refused, and the refusal is reported
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = true';
      document.head.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __inline?: boolean }).__inline)).toBeUndefined();
    expect(errors.some((e) => e.includes('Content Security Policy'))).toBe(true);
  });

  it('has no serious or critical accessibility violations', async () => {
    const { page } = await open(1280);
    await waitCarouselAtRest(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('loads less than 280 KB gzip of JavaScript for the first page, the sign-in form only when Sign In is pressed', async () => {
    const { page } = await newPage(1280, { baseURL: baseUrl() });
    const scripts: Response[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: MSG.landingTitle }).waitFor();
    expect(scripts.length).toBeGreaterThan(1);
    const sizes = await Promise.all(scripts.map((s) => s.body().then((body) => gzipSync(body).length)));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(INITIAL_JS_BUDGET);
    const signInForm = () => scripts.some((s) => new URL(s.url()).pathname.startsWith('/assets/sign-in-panel-'));
    expect(signInForm()).toBe(false);
    await page.getByRole('button', { name: MSG.navSignIn }).click();
    await expect.poll(signInForm).toBe(true);
  });
});

describe('landing page at 400 px', () => {
  it('shows one slide, fits the width and has no serious accessibility violations', async () => {
    const { page, errors } = await open(400);
    await page.getByRole('heading', { level: 1, name: MSG.landingTitle }).waitFor();
    await waitCarouselAtRest(page);
    expect(await visibleSlides(page)).toEqual({ geometric: 1, marked: 1, exposed: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await expect(page.getByRole('button', { name: MSG.navSignIn }).isVisible()).resolves.toBe(true);
    await expect(page.locator('a', { hasText: MSG.navRegister }).first().isVisible()).resolves.toBe(true);
    await shot(page, 'landing-400');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('search box', () => {
  it('goes to /search/<text> on page 1, the category left to the results, on Enter and on the search icon', async () => {
    const { page } = await open(1280);
    const box = page.getByRole('searchbox', { name: MSG.searchLabel });
    await box.fill('budi santoso');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/budi%20santoso');
    expect(new URL(page.url()).search).toBe('?page=1');

    await page.goto('/');
    await page.getByRole('searchbox', { name: MSG.searchLabel }).fill('2101234');
    await page.getByRole('button', { name: MSG.searchButton }).click();
    await page.waitForURL((url) => url.pathname === '/search/2101234');
    expect(new URL(page.url()).search).toBe('?page=1');
  });

  it('stays on the landing page when the text is empty', async () => {
    const { page } = await open(1280);
    await page.getByRole('searchbox', { name: MSG.searchLabel }).press('Enter');
    // staying is the absence of a navigation (the search page loads lazily, so a wrong one would
    // come a moment after the key): only a short wait shows it
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('buttons, footer and information pages', () => {
  it('Get Started goes to /register and Guide to the guide page', async () => {
    const { page } = await open(1280);
    await page.locator('a', { hasText: MSG.getStarted }).click();
    await page.waitForURL((url) => url.pathname === '/register');

    await page.goto('/');
    await page.locator('a', { hasText: MSG.guideButton }).click();
    await page.waitForURL((url) => url.pathname === '/guide');
    await page.getByRole('heading', { level: 1, name: MSG.guideTitle }).waitFor();
    for (const section of GUIDE.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.title }).isVisible()).resolves.toBe(true);
    }
    await expect.poll(() => page.title()).toBe(`${MSG.guideTitle} - ${MSG.appName}`);
    await shot(page, 'guide-1280');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the footer links to register, terms, guide, FAQ and about us, and each page renders', async () => {
    const { page, errors } = await open(1280);
    const footer = page.getByRole('navigation', { name: MSG.footerNavigation });
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(FOOTER_PATHS);

    const pages = [
      { text: MSG.footerTerms, path: '/terms-of-service', title: MSG.termsTitle },
      { text: MSG.footerFaq, path: '/faq', title: MSG.faqTitle },
      { text: MSG.footerAbout, path: '/about-us', title: MSG.aboutTitle },
      { text: MSG.footerGuide, path: '/guide', title: MSG.guideTitle },
    ];
    for (const p of pages) {
      await footer.getByRole('link', { name: p.text }).click();
      await page.waitForURL((url) => url.pathname === p.path);
      await page.getByRole('heading', { level: 1, name: p.title }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('FAQ answers expand and collapse', async () => {
    const { page } = await open(400, '/faq');
    const question = page.getByRole('button', { name: 'Apa itu poin SKP dan bagaimana menghitungnya?' });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    await question.click();
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByText('SKP (Satuan Kredit Prestasi) adalah poin').isVisible()).resolves.toBe(true);
    await shot(page, 'faq-400');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('an unknown public path shows the not-found page', async () => {
    const { page } = await open(400, '/tidak-ada-halaman');
    await page.getByRole('heading', { name: MSG.notFoundTitle }).waitFor();
    await shot(page, 'not-found-400');
    await expect(page.getByText('/tidak-ada-halaman').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: MSG.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('Sign In popover', () => {
  it('shows its fields, toggles the password, asks for both fields, and links to forgot password and register', async () => {
    const { page, errors } = await open(1280);
    await page.getByRole('button', { name: MSG.navSignIn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const nim = dialog.getByLabel(MSG.nimOrEmail);
    const password = dialog.getByLabel(MSG.password, { exact: true });
    // The form loads when the popover first opens.
    await nim.waitFor();
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await expect(dialog.locator('a', { hasText: MSG.forgotPasswordLink }).getAttribute('href')).resolves.toBe('/forgot-password');
    await expect(dialog.locator('a', { hasText: MSG.signUpButton }).getAttribute('href')).resolves.toBe('/register');
    await expect(dialog.getByRole('button', { name: MSG.loginButton }).isVisible()).resolves.toBe(true);
    await shot(page, 'sign-in-1280');
    expect(await seriousViolations(page)).toEqual([]);

    const toggle = dialog.getByRole('button', { name: MSG.showPassword });
    await toggle.click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await toggle.click();
    await expect(password.getAttribute('type')).resolves.toBe('password');

    // Enter submits: both fields are required.
    await nim.press('Enter');
    await expect.poll(() => dialog.getByText(MSG.required).count()).toBe(2);
    await nim.fill('2101234');
    await password.fill('rahasia123');
    await password.press('Enter');
    await expect.poll(() => dialog.getByText(MSG.required).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    await dialog.locator('a', { hasText: MSG.forgotPasswordLink }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fits a 400 px screen', async () => {
    const { page } = await open(400);
    await page.getByRole('button', { name: MSG.navSignIn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(MSG.nimOrEmail).waitFor();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(400);
    await shot(page, 'sign-in-400');
  });
});

describe('session in the header and route guards', () => {
  it('a signed-in student sees Dashboard and Sign Out; Sign Out forgets the session', async () => {
    const { page } = await open(1280);
    await signInAs(page, { role: 'mahasiswa', nim: '2101234', id_prodi: 1, exp: inAnHour() });
    await page.reload();
    await expect(page.locator('a', { hasText: MSG.navDashboard }).getAttribute('href')).resolves.toBe('/user');
    await expect(page.getByRole('button', { name: MSG.navSignIn }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: MSG.navSignOut }).click();
    await page.getByRole('button', { name: MSG.navSignIn }).waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ppk has no dashboard of its own: the Dashboard button leads to its first area page, if any', async () => {
    const { page } = await open(1280);
    await signInAs(page, { role: 'PPK', nim: 'ppk01', id_prodi: null, exp: inAnHour() });
    await page.reload();
    await page.getByRole('button', { name: MSG.navSignOut }).waitFor();
    const area = AREAS.find((a) => areaEntries(a, 'ppk', AREA_ROUTES).length > 0);
    if (!area) {
      await expect(page.locator('a', { hasText: MSG.navDashboard }).count()).resolves.toBe(0);
      return;
    }
    await expect(page.locator('a', { hasText: MSG.navDashboard }).getAttribute('href')).resolves.toBe(area.prefix);
  });

  it('an area without a session shows the landing page and says why', async () => {
    const { page } = await open(1280, '/user/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(MSG.notSignedIn).waitFor();
    await page.getByRole('heading', { level: 1, name: MSG.landingTitle }).waitFor();
    await shot(page, 'guard-notice-1280');
  });

  it('expired claims are removed and the landing page is shown', async () => {
    const { page } = await open(1280);
    await signInAs(page, { role: 'verifikator', nim: 'v01', id_prodi: 1, exp: Math.floor(Date.now() / 1000) - 60 });
    await page.goto('/verifikator');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(MSG.sessionExpired).waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });

  it('the admin area refuses a student and the verifier area refuses an admin', async () => {
    const { page } = await open(1280);
    await signInAs(page, { role: 'mahasiswa', nim: '2101234', id_prodi: 1, exp: inAnHour() });
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(MSG.forbidden).waitFor();

    await signInAs(page, { role: 'admin jurusan', nim: 'adm01', id_prodi: 1, exp: inAnHour() });
    await page.goto('/verifikator/portofolio');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(MSG.forbidden).waitFor();
  });

  it('a signed-in admin (role in any case) enters the admin area at its home page; the drawer closes below 960 px; Logout ends the session', async () => {
    const account = DEMO_ACCOUNTS.superAdmin;
    const session = await signIn(account.nim, account.password, account.email);
    const role = session.claims.role.toUpperCase();
    const { page, context } = await open(1280);
    const [name, value] = session.cookie.split(';')[0]?.split('=') ?? [];
    await signInAs(page, { ...session.claims, role }, { token: value ?? '' });
    await page.goto('/admin/unknown-page');
    const expected = areaLanding(areaOf('/admin'), role, AREA_ROUTES);
    if (expected === null) {
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(MSG.areaEmpty).waitFor();
      return;
    }
    await page.waitForURL((url) => url.pathname === expected);
    const entry = AREA_ROUTES.find((r) => `${r.layout}/${r.path}` === expected);
    await page.getByRole('heading', { level: 1, name: entry?.name }).waitFor();
    const sideNavigation = page.getByRole('navigation', { name: MSG.mainNavigation }).getByRole('link', { name: entry?.name });
    await expect(sideNavigation.isVisible()).resolves.toBe(true);
    await expect.poll(() => page.title()).toBe(`${entry?.name} - ${MSG.appName}`);
    await shot(page, 'admin-area-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Below 960 px the navigation drawer is closed.
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => sideNavigation.isVisible()).toBe(false);
    await shot(page, 'admin-area-900');

    // Logout (profile menu) clears the cookie on the server and the claims here.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: account.nim }).click();
    await page.getByRole('menuitem', { name: MSG.menuLogout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: MSG.navSignIn }).waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    expect((await context.cookies(baseUrl())).some((c) => c.name === name && c.value !== '')).toBe(false);
  });
});
