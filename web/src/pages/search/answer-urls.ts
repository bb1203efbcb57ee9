/**
 * The first answer the search and the profile page ask for, from their address alone. The pages ask
 * through the contract (useApiQuery with `searchQuery`, or the NIM); the first-visit script
 * (web/src/first-visit.ts) asks the very same URL before the app's code has arrived. Nothing here
 * imports the calls' schemas (zod): the script stays small.
 */
import { PUBLIC_PATHS, SEARCH_PAGE_SIZE } from '@shared/api/public-paths';
import { parseQuery } from '@shared/domain/search-terms';
import { queryString } from '@web/api/request-parts';
import { readSearchParams, type SearchCategory } from '@web/components/search/search-location';

/** Whether the text holds a word the category's search can look up (else the page asks nothing). */
export const searchable = (text: string, category: SearchCategory) =>
  parseQuery(text, category === 'profile' ? 'profile' : 'portfolio').driver !== null;

/** The query of a page of a search's results. */
export const searchQuery = (text: string, category: SearchCategory, page: number) =>
  category === 'portofolio' ? { page, paginate: SEARCH_PAGE_SIZE, portofolio: text } : { page, paginate: SEARCH_PAGE_SIZE, nim: text, nama: text };

/** `/search/{text}?category=&page=`: the URL of its results, or null when the page asks nothing. */
export function searchAnswerUrl(text: string, params: URLSearchParams): string | null {
  const { category, page } = readSearchParams(params);
  return text !== '' && searchable(text, category) ? PUBLIC_PATHS.search + queryString(searchQuery(text, category, page)) : null;
}

/** `/profile/{nim}`: the URL of the student's public profile, or null without a NIM. */
export const profileAnswerUrl = (nim: string): string | null => (nim === '' ? null : PUBLIC_PATHS.show + queryString({ nim }));
