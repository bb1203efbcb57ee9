/** The pager's page list: one sibling and one boundary page, gaps as "…". */
import { type PageItem, pageItems } from '@web/components/pager/page-items';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The list as text: '1 … 4 [5] 6 … 20'. */
function show(items: PageItem[], current: number): string {
  return items.map((i) => (i.type === 'gap' ? '…' : i.page === current ? `[${i.page}]` : String(i.page))).join(' ');
}
const list = (current: number, count: number, openEnd = false) => show(pageItems({ current, count, openEnd }), current);

describe('pageItems', () => {
  it('shows every page when they fit', () => {
    expect(list(1, 0)).toBe('');
    expect(list(1, 1)).toBe('[1]');
    expect(list(2, 2)).toBe('1 [2]');
    expect(list(4, 7)).toBe('1 2 3 [4] 5 6 7');
  });

  it('keeps one sibling either side and one page at each end', () => {
    expect(list(5, 20)).toBe('1 … 4 [5] 6 … 20');
    expect(list(10, 20)).toBe('1 … 9 [10] 11 … 20');
    expect(list(16, 20)).toBe('1 … 15 [16] 17 … 20');
  });

  it('never hides a single page behind a gap, so the list keeps its length near the ends', () => {
    expect(list(1, 20)).toBe('[1] 2 3 4 5 … 20');
    expect(list(3, 20)).toBe('1 2 [3] 4 5 … 20');
    expect(list(4, 20)).toBe('1 2 3 [4] 5 … 20');
    expect(list(17, 20)).toBe('1 … 16 [17] 18 19 20');
    expect(list(20, 20)).toBe('1 … 16 17 18 19 [20]');
    expect(list(4, 8)).toBe('1 2 3 [4] 5 … 8');
    expect(list(5, 8)).toBe('1 … 4 [5] 6 7 8');
  });

  it('shows an open end (more pages, count unknown) as a trailing gap', () => {
    expect(list(1, 1, true)).toBe('[1] …');
    expect(list(1, 3, true)).toBe('[1] 2 3 …');
    expect(list(2, 4, true)).toBe('1 [2] 3 4 …');
    expect(list(5, 7, true)).toBe('1 … 4 [5] 6 7 …');
    expect(list(9, 11, true)).toBe('1 … 8 [9] 10 11 …');
  });

  it('takes other sibling and boundary counts', () => {
    expect(show(pageItems({ current: 10, count: 20, siblings: 2, boundaries: 2 }), 10)).toBe('1 2 … 8 9 [10] 11 12 … 19 20');
    expect(show(pageItems({ current: 10, count: 20, siblings: 0 }), 10)).toBe('1 … [10] … 20');
  });

  it('clamps a current page outside the list', () => {
    expect(list(0, 3)).toBe('1 2 3');
    expect(show(pageItems({ current: 99, count: 20 }), 20)).toBe('1 … 16 17 18 19 [20]');
  });

  it('holds its rules for any list: ends and current shown, ascending, no gap beside a gap, at most seven items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.boolean(), (count, at, openEnd) => {
        const current = Math.min(at, count);
        const items = pageItems({ current, count, openEnd });
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages).toContain(current);
        if (!openEnd) expect(pages.at(-1)).toBe(count);
        else expect(items.at(-1)?.type).toBe('gap');
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1] ?? 0);
        for (let i = 1; i < items.length; i++) expect(items[i]?.type === 'gap' && items[i - 1]?.type === 'gap').toBe(false);
        // a gap stands for two pages or more
        for (let i = 1; i < items.length - 1; i++) {
          const [before, gap, after] = [items[i - 1], items[i], items[i + 1]];
          if (gap?.type === 'gap' && before?.type === 'page' && after?.type === 'page') expect(after.page - before.page).toBeGreaterThan(2);
        }
        // 2 boundaries + 2 siblings + the current page + 2 gaps or the pages in their place
        if (openEnd) expect(items.length).toBeLessThanOrEqual(7);
        else expect(items.length).toBe(Math.min(count, 7));
      }),
    );
  });
});
