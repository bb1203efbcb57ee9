/**
 * The search page's address: /search/{text}?category=profile|portofolio&page=n. Profil is the
 * default category and 1 the default page; anything else is read as the default. A search without
 * a category (the landing page's) lets the page open the category that has results.
 */
export type SearchCategory = 'profile' | 'portofolio';

export interface SearchLocation {
  text: string;
  /** Absent: not chosen yet (Profil, unless only portfolios match). */
  category?: SearchCategory;
  page: number;
}

/**
 * Reads the category and page of a query string; unknown values fall back to the defaults.
 * `chosen`: the address names a category.
 */
export function readSearchParams(params: URLSearchParams): { category: SearchCategory; page: number; chosen: boolean } {
  const named = params.get('category');
  const category: SearchCategory = named === 'portofolio' ? 'portofolio' : 'profile';
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return { category, page, chosen: named === 'profile' || named === 'portofolio' };
}

/** The address of a search. */
export function searchPath({ text, category, page }: SearchLocation): string {
  const trimmed = text.trim();
  const base = trimmed === '' ? '/search' : `/search/${encodeURIComponent(trimmed)}`;
  return category ? `${base}?category=${category}&page=${page}` : `${base}?page=${page}`;
}

/** The address of a student's public profile. */
export function profilePath(nim: string): string {
  return `/profile/${encodeURIComponent(nim)}`;
}
