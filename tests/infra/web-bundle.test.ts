/**
 * The built web app (as `npm run build:web` builds it, into a temporary folder): the browser gets
 * the route contract, never the Lambdas' profiles (no script says what only infra/profiles.ts knows:
 * grant levels, mail, memory and timeout fields, the jobs an area starts, the bundled data files);
 * and a first visit to a public page asks at once for that page's own files
 * (web/build/first-visit-preload.ts) and its first answer when the address decides it, nothing for
 * any other address; it paints the header's brand before any script, and asks for the scripts
 * after the stylesheet that paint needs.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { AREA_PROFILES, JOB_PROFILES } from '@infra/profiles';
import { PROJECT_ROOT } from '@infra/stacks/skpi-app';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'skpi-web-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

let scripts: { name: string; code: string }[] = [];

beforeAll(async () => {
  await build({ configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  scripts = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(assets, name), 'utf8') }));
}, 300_000);

const profiles = [...Object.values(AREA_PROFILES), ...Object.values(JOB_PROFILES)];

/** What a profile says that nothing in the browser has reason to say. */
const PROFILE_FACTS = [
  // the profile's own field names (kept as written by the minifier: they are object keys)
  'sendMail',
  'memoryMb',
  'timeoutSeconds',
  'dataFiles',
  'invokes',
  // the grant level no screen shows
  'readwrite',
  // the bundled data files, by name
  ...new Set(profiles.flatMap((p) => p.dataFiles?.files.map((f) => basename(f)) ?? [])),
];

describe('the web bundle', () => {
  it('is built', () => {
    expect(scripts.length).toBeGreaterThan(1);
  });

  it('carries no fact of the Lambda profiles', () => {
    expect(PROFILE_FACTS).toContain('provinces.csv');
    const found = scripts.flatMap(({ name, code }) => PROFILE_FACTS.filter((fact) => code.includes(fact)).map((fact) => `${name}: ${fact}`));
    expect(found).toEqual([]);
  });
});

describe('the first visit of a public page', () => {
  /** What the first-visit script asks for at `path` (with `search`): its files, and how (rel of each link), and the answer it asks for. */
  function firstVisit(path: string, search = '', kept: string | null = null) {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const src = /<script async crossorigin src="\/(assets\/first-visit-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(src).toBeDefined();
    const links: { href: string; rel: string; as?: string; fetchPriority?: string }[] = [];
    const asked: { url: string; init: RequestInit }[] = [];
    const sandbox: Record<string, unknown> = {
      location: { pathname: path, search, href: `http://127.0.0.1${path}${search}` },
      document: { createElement: () => ({}), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } },
      URLSearchParams,
      navigator: { languages: ['id-ID'] },
      localStorage: { getItem: () => kept },
      fetch: (url: string, init: RequestInit) => {
        asked.push({ url, init });
        return Promise.resolve(new Response('{}'));
      },
    };
    runInNewContext(readFileSync(join(outDir, src ?? ''), 'utf8'), sandbox);
    return { links, asked, kept: sandbox.__skpiEarlyAnswer as { url: string; href: string } | undefined };
  }
  const preloaded = (path: string) => firstVisit(path).links;
  const file = (href: string) => href.replace(/^\//, '');

  it.each([
    ['/', 'landing-page'],
    ['/search/Santoso', 'search-page'],
    ['/search', 'search-page'],
    ['/profile/2101010001', 'profil-page'],
    ['/verifikasi/ABC123', 'keaslian-page'],
  ])('%s asks for its page chunk, its scripts as modules and its stylesheets as styles, every file built', (path, page) => {
    const links = preloaded(path);
    expect(links.some((l) => file(l.href).startsWith(`assets/first-visit-${page}-`) && l.href.endsWith('.js'))).toBe(true);
    for (const l of links) {
      expect(existsSync(join(outDir, file(l.href)))).toBe(true);
      expect(l.href.endsWith('.css') ? [l.rel, l.as] : [l.rel, l.fetchPriority]).toEqual(
        l.href.endsWith('.css') ? ['preload', 'style'] : ['modulepreload', 'low'],
      );
    }
  });

  it.each([
    ['/search/Santoso', '/api/mahasiswa/show'],
    ['/verifikasi/ABC123', '/api/verifikasi/{code}/kredensial'],
  ])("%s asks for the contract of the routes it calls, not every area's", (path, route) => {
    const code = preloaded(path)
      .filter((l) => l.href.endsWith('.js'))
      .map((l) => readFileSync(join(outDir, file(l.href)), 'utf8'))
      .join('\n');
    expect(code.includes(route)).toBe(true);
    expect(code.includes('/api/manajemen/skpi/jobs')).toBe(false);
  });

  it("paints the header's brand from index.html, and asks for every script at low priority after the stylesheet", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(/<div id="root">.*class="public-brand".*<\/div>/s.test(html)).toBe(true);
    const scriptTags = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(2);
    for (const tag of scriptTags) expect(tag).toContain('fetchpriority="low"');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/shell-[\w-]+\.css">/);
    // Cloudscape's strings, which the shell awaits before its first render, in both languages
    expect(html).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/all\.en-GB-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/all\.id-[\w-]+\.js">/);
  });

  it('asks for nothing at another address', () => {
    expect(firstVisit('/admin/dashboard')).toEqual({ links: [], asked: [], kept: undefined });
    expect(firstVisit('/profile/a/b')).toEqual({ links: [], asked: [], kept: undefined });
  });

  it.each([
    ['/search/Budi%20Santoso', '', '/api/mahasiswa?page=1&paginate=10&nim=Budi+Santoso&nama=Budi+Santoso'],
    ['/search/Lomba', '?category=portofolio&page=2', '/api/mahasiswa?page=2&paginate=10&portofolio=Lomba'],
    ['/profile/2101010001', '', '/api/mahasiswa/show?nim=2101010001'],
    ['/verifikasi/ABC123/', '', '/api/verifikasi/ABC123'],
  ])("%s%s asks at once for the page's first answer, as the page would, and keeps it for the client", (path, search, url) => {
    const { asked, kept } = firstVisit(path, search);
    expect(asked.map((a) => a.url)).toEqual([url]);
    expect(asked[0]?.init).toEqual({ credentials: 'same-origin', headers: { Accept: 'application/json', 'Accept-Language': 'id' } });
    expect(kept).toMatchObject({ url, href: `http://127.0.0.1${path}${search}` });
  });

  it('asks in the language this browser chose', () => {
    expect(firstVisit('/profile/2101010001', '', 'en').asked[0]?.init.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
  });

  it('asks for no answer where the page asks none: the landing page, a search without a word to look up, a malformed address', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/search', ''],
      ['/search/!!', ''],
      ['/profile/%E0%A4%A', ''],
    ] as const) {
      const { links, asked } = firstVisit(path, search);
      expect(links.length).toBeGreaterThan(0);
      expect(asked).toEqual([]);
    }
  });
});
