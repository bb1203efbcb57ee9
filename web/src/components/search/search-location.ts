/**
 * The search page's address: /search/{text}?category=profile|portofolio&page=n. Profil is the
 * default category and 1 the default page; anything else is read as the default.
 */
export type SearchCategory = 'profile' | 'portofolio';

export interface SearchLocation {
  text: string;
  category: SearchCategory;
  page: number;
}

/** Reads the category and page of a query string; unknown values fall back to the defaults. */
export function readSearchParams(params: URLSearchParams): Pick<SearchLocation, 'category' | 'page'> {
  const category: SearchCategory = params.get('category') === 'portofolio' ? 'portofolio' : 'profile';
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return { category, page };
}

/** The address of a search. */
export function searchPath({ text, category, page }: SearchLocation): string {
  const trimmed = text.trim();
  const base = trimmed === '' ? '/search' : `/search/${encodeURIComponent(trimmed)}`;
  return `${base}?category=${category}&page=${page}`;
}

/** The address of a student's public profile. */
export function profilePath(nim: string): string {
  return `/profile/${encodeURIComponent(nim)}`;
}
