/**
 * A public page's first answer, asked for by the first-visit script before the app's code arrived
 * (web/src/first-visit.ts): the URL it asks is the one the page's own call asks through the
 * contract, and the API client takes that answer once, for that URL at that address, and only
 * when it succeeded.
 */
import { buildPath } from '@shared/api/contract';
import { searchApi } from '@shared/api/search';
import { keepEarlyAnswer, takeEarlyAnswer } from '@web/api/early-answer';
import { queryString } from '@web/api/request-parts';
import { keaslianAnswerUrl } from '@web/pages/keaslian/answer-url';
import { profileAnswerUrl, searchAnswerUrl, searchQuery } from '@web/pages/search/answer-urls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { call } = await import('@web/api/client');

/** What the page's call asks for: the contract's path and the page's query, as the client writes them. */
const asked = (path: string, params: Record<string, unknown>, query?: unknown) => buildPath(path, params) + queryString(query);

describe('the URL of a public page first answer', () => {
  it.each([
    ['Santoso', '', 'profile', 1],
    ['Budi Santoso', '?page=3', 'profile', 3],
    ['Lomba Debat', '?category=portofolio&page=2', 'portofolio', 2],
    ['2101010001', '?category=profile', 'profile', 1],
  ] as const)('/search/%s%s asks what the search page asks', (text, search, category, page) => {
    const url = searchAnswerUrl(text, new URLSearchParams(search));
    expect(url).toBe(asked(searchApi.routes.search.path, {}, searchQuery(text, category, page)));
  });

  it('writes the search query as the API reads it', () => {
    expect(searchAnswerUrl('Santoso', new URLSearchParams())).toBe('/api/mahasiswa?page=1&paginate=10&nim=Santoso&nama=Santoso');
    expect(searchAnswerUrl('Lomba', new URLSearchParams('category=portofolio'))).toBe('/api/mahasiswa?page=1&paginate=10&portofolio=Lomba');
  });

  it('asks nothing where the page asks nothing: no text, or no word the search can look up', () => {
    expect(searchAnswerUrl('', new URLSearchParams())).toBeNull();
    expect(searchAnswerUrl('!!', new URLSearchParams())).toBeNull();
    expect(profileAnswerUrl('')).toBeNull();
    expect(keaslianAnswerUrl('')).toBeNull();
  });

  it('asks for the profile and the verification what their pages ask', () => {
    expect(profileAnswerUrl('2101010001')).toBe(asked(searchApi.routes.show.path, {}, { nim: '2101010001' }));
    expect(keaslianAnswerUrl('ABC 12/3')).toBe(asked(searchApi.routes.keaslian.path, { code: 'ABC 12/3' }));
    expect(keaslianAnswerUrl('ABC123')).toBe('/api/verifikasi/ABC123');
  });
});

describe('the early answer', () => {
  const HREF = 'http://127.0.0.1/search/Santoso';
  const URL_ASKED = '/api/mahasiswa?page=1&paginate=10&nim=Santoso&nama=Santoso';
  const fetchMock = vi.fn<typeof fetch>();
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const PAGE = { users: { data: [], total: 0, current_page: 1, last_page: 1, has_more: false } };

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { href: HREF });
  });
  afterEach(() => {
    takeEarlyAnswer(URL_ASKED);
    vi.unstubAllGlobals();
  });

  it('is taken once, for its URL at its address', async () => {
    const answer = Promise.resolve(json(200, PAGE));
    keepEarlyAnswer({ href: HREF, url: URL_ASKED, answer });
    expect(takeEarlyAnswer('/api/mahasiswa?page=2&paginate=10&nim=Santoso&nama=Santoso')).toBeUndefined();
    vi.stubGlobal('location', { href: 'http://127.0.0.1/search/Budi' });
    expect(takeEarlyAnswer(URL_ASKED)).toBeUndefined();
    vi.stubGlobal('location', { href: HREF });
    expect(takeEarlyAnswer(URL_ASKED)).toBe(answer);
    expect(takeEarlyAnswer(URL_ASKED)).toBeUndefined();
  });

  it("answers the page's call without asking again when it succeeded", async () => {
    keepEarlyAnswer({ href: HREF, url: URL_ASKED, answer: Promise.resolve(json(200, PAGE)) });
    const out = await call(searchApi.routes.search, { query: searchQuery('Santoso', 'profile', 1) });
    expect(out).toEqual(PAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked again when it was refused or failed, so the refusal comes through the usual path', async () => {
    keepEarlyAnswer({ href: HREF, url: URL_ASKED, answer: Promise.resolve(json(429, { message: 'x' })) });
    fetchMock.mockResolvedValueOnce(json(200, PAGE));
    await expect(call(searchApi.routes.search, { query: searchQuery('Santoso', 'profile', 1) })).resolves.toEqual(PAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(URL_ASKED);

    keepEarlyAnswer({ href: HREF, url: URL_ASKED, answer: Promise.reject(new TypeError('Failed to fetch')) });
    fetchMock.mockResolvedValueOnce(json(200, PAGE));
    await expect(call(searchApi.routes.search, { query: searchQuery('Santoso', 'profile', 1) })).resolves.toEqual(PAGE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
