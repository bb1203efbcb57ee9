/**
 * The addresses of the public pages' first calls and the search's page size, apart from the
 * calls' schemas (./search.ts and ./keaslian.ts declare their routes with these): the first-visit
 * script asks for a public page's first answer before the app's code, and zod with it, has arrived
 * (web/src/first-visit.ts).
 */
export const PUBLIC_PATHS = {
  search: '/api/mahasiswa',
  show: '/api/mahasiswa/show',
  keaslian: '/api/verifikasi/{code}',
} as const;

/** Page size of the search list. */
export const SEARCH_PAGE_SIZE = 10;
