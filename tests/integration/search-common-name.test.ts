/**
 * The public search (GET /api/mahasiswa) for a first name 500 students share (a university's
 * every `Muhammad`): a page reads the word index only up to its window (the results up to the
 * page, SEARCH_LOOKAHEAD_PAGES more and one), in NIM order, never every match; `last_page` and
 * `has_more` say how far it read (docs/indexes.md "Paging and last_page"). Measured in this
 * process (invokeArea) with every DynamoDB call counted.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { SEARCH_LOOKAHEAD_PAGES, type searchPage } from '@shared/api/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, invokeArea } from '../support/auth-flow';
import { meteredDynamo } from '../support/ddb-meter';
import { createStudent, uniqueNim, uniqueWord } from '../support/search-data';

type SearchPage = import('zod').output<typeof searchPage>;

const SHARED = 500;
const NAME = uniqueWord();
const NIM_PREFIX = uniqueNim('5').slice(0, 4);
let students: UserItem[] = [];

beforeAll(async () => {
  for (let i = 0; i < SHARED; i += 20) {
    const batch = Array.from({ length: Math.min(20, SHARED - i) }, (_, j) =>
      createStudent({ nama: `${NAME} Putra ${String.fromCharCode(97 + ((i + j) % 26))}`, nim: `${NIM_PREFIX}${String(i + j).padStart(6, '0')}` }),
    );
    students.push(...(await Promise.all(batch)));
  }
  students = students.sort((a, b) => a.nim.localeCompare(b.nim));
}, 600_000);

/** One public search (as the search page sends it: the text as NIM and as name), run in this process, with its DynamoDB work. */
async function search(page: number, paginate = 10) {
  const path = `/api/mahasiswa?page=${page}&paginate=${paginate}&nim=${NAME}&nama=${NAME}`;
  const call = () => invokeArea('search', { method: 'GET', path, sourceIp: freshClientIp() });
  await call(); // warm
  const work = await meteredDynamo(call);
  expect(work.result.status, JSON.stringify(work.result.body)).toBe(200);
  return { users: (work.result.body as { users: SearchPage }).users, items: work.items, calls: work.calls };
}

/** The entries a page reads at most: its window (the results up to it and SEARCH_LOOKAHEAD_PAGES more, and one) in one chunk of at least 50. */
const windowOf = (page: number, paginate: number) => Math.max(50, (page + SEARCH_LOOKAHEAD_PAGES) * paginate + 1 + 10);

describe(`the public search for a first name ${SHARED} students share`, () => {
  it('reads only the index entries up to its window, whatever the number sharing it, in NIM order', async () => {
    for (const page of [1, 5, 20]) {
      const { users, items, calls } = await search(page);
      // the entries of the window, the page's public portfolios, the rate limit's item
      expect(items, `page ${page}`).toBeLessThanOrEqual(windowOf(page, 10) + 10 + 1);
      expect(calls, `page ${page}`).toBeLessThanOrEqual(3);
      expect(
        users.data.map((u) => u.nim),
        `page ${page}`,
      ).toEqual(students.slice((page - 1) * 10, page * 10).map((s) => s.nim));
      expect(users).toMatchObject({ current_page: page, last_page: page + SEARCH_LOOKAHEAD_PAGES, has_more: true });
    }
  });

  it('still ends exactly: the last pages say so, with the total', async () => {
    const last = SHARED / 50;
    const { users, items } = await search(last, 50);
    expect(users).toMatchObject({ current_page: last, last_page: last, total: SHARED, has_more: false });
    expect(users.data.map((u) => u.nim)).toEqual(students.slice(-50).map((s) => s.nim));
    expect(items).toBeLessThanOrEqual(SHARED + 50 + 1);
  });
});
