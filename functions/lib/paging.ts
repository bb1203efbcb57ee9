/**
 * The page answer every paged list gives (`data`, `current_page`, `last_page`, `per_page`, `total`), for lists
 * read whole and paged in code (a program's activities, a category's CPL, a student's portfolios).
 */

/** The page fields of page `page` of `total` items, `perPage` a page (at least one page, also when empty). */
export const pageFields = (total: number, page: number, perPage: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** Page `page` of `all`: its items, and the answer's page fields. */
export function pageOf<T>(all: readonly T[], page: number, perPage: number) {
  return { items: all.slice((page - 1) * perPage, page * perPage), fields: pageFields(all.length, page, perPage) };
}
