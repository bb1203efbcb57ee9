/**
 * The page list of a pager (one sibling and one boundary page), as MUI's
 * pagination lays it out: the first and last `boundaries` pages, `siblings` pages either side of
 * the current one, and a gap (…) where pages are left out. A gap never hides a single page (that
 * page is shown instead), so the list keeps one length while the current page moves:
 *
 *   current 1 of 20: 1 2 3 4 5 … 20      current 5 of 20: 1 … 4 5 6 … 20
 *
 * An open end (the server knows more pages follow `count`, not how many) shows the end as a gap:
 * current 1 of 3, open: 1 2 3 …
 */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: 'gap-start' | 'gap-end' };

export interface PageItemsInput {
  /** The current page, 1-based. */
  current: number;
  /** Pages known to exist (the last page, or the last known page when `openEnd`). */
  count: number;
  /** More pages may follow `count`. */
  openEnd?: boolean;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Pages shown at each end (at least 1). */
  boundaries?: number;
}

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Pages and gaps for a closed list of `count` pages (MUI's usePagination). */
type Slot = number | 'gap-start' | 'gap-end';

function closedItems(current: number, count: number, siblings: number, boundaries: number): Slot[] {
  const startPages = range(1, Math.min(boundaries, count));
  const endPages = range(Math.max(count - boundaries + 1, boundaries + 1), count);
  const siblingsStart = Math.max(Math.min(current - siblings, count - boundaries - siblings * 2 - 1), boundaries + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundaries + siblings * 2 + 2), (endPages[0] ?? count + 1) - 2);
  const afterStart: Slot | null = siblingsStart > boundaries + 2 ? 'gap-start' : boundaries + 1 < count - boundaries ? boundaries + 1 : null;
  const beforeEnd: Slot | null = siblingsEnd < count - boundaries - 1 ? 'gap-end' : count - boundaries > boundaries ? count - boundaries : null;
  return [
    ...startPages,
    ...(afterStart === null ? [] : [afterStart]),
    ...range(siblingsStart, siblingsEnd),
    ...(beforeEnd === null ? [] : [beforeEnd]),
    ...endPages,
  ];
}

export function pageItems({ current, count, openEnd = false, siblings = 1, boundaries = 1 }: PageItemsInput): PageItem[] {
  const known = Math.max(0, Math.floor(count));
  if (known === 0) return [];
  // An open end is a closed list one page longer whose unknown pages show as one gap.
  const total = openEnd ? known + 1 : known;
  const page = Math.min(Math.max(1, Math.floor(current)), known);
  const items: PageItem[] = [];
  for (const item of closedItems(page, total, Math.max(0, siblings), Math.max(1, boundaries))) {
    if (typeof item === 'number' && item <= known) items.push({ type: 'page', page: item });
    else if (items.at(-1)?.type !== 'gap') items.push({ type: 'gap', key: typeof item === 'number' ? 'gap-end' : item });
  }
  return items;
}
