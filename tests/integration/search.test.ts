/**
 * Public search through the local server (GET /api/mahasiswa): matching on NIM prefix and on any
 * word prefix of the name or of either portfolio title, accents and case ignored, several words
 * narrowing, paging with last_page, and only active students and verified, shown portfolios.
 * Every student here carries words no other data has, so each expectation is exact.
 */

import type { UserItem } from '@functions/domain/users/repo';
import { SEARCH_LOOKAHEAD_PAGES } from '@shared/api/search';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPortfolio,
  createStudent,
  nimsFound,
  searchPortfolios,
  searchProfiles,
  titlesFound,
  uniqueNim,
  uniqueWord,
} from '../support/search-data';

describe('profile search', () => {
  const family = uniqueWord();
  const middle = uniqueWord();
  const prefix = uniqueNim('7').slice(0, 6);
  let students: UserItem[] = [];

  beforeAll(async () => {
    students = await Promise.all([
      createStudent({ nama: `Siti ${middle} ${family}`, nim: `${prefix}1001` }),
      createStudent({ nama: `Ánggún Çahyani ${family}`, nim: `${prefix}1002` }),
      createStudent({ nama: `Budi Santoso ${family}`, nim: `${prefix}1003` }),
      createStudent({ nama: `Budi Wijaya ${family}`, nim: uniqueNim('6') }),
    ]);
  });

  it('finds students by a NIM prefix, in NIM order', async () => {
    expect(await nimsFound(prefix)).toEqual([`${prefix}1001`, `${prefix}1002`, `${prefix}1003`]);
    expect(await nimsFound(`${prefix}100`)).toEqual([`${prefix}1001`, `${prefix}1002`, `${prefix}1003`]);
    expect(await nimsFound(`${prefix}1002`)).toEqual([`${prefix}1002`]);
  });

  it('finds a student by a middle word of the name, whole or its beginning', async () => {
    expect(await nimsFound(middle)).toEqual([`${prefix}1001`]);
    // 'Qz' and four random letters: a beginning no other test's word shares (two letters collided now and then)
    expect(await nimsFound(middle.slice(0, 6))).toEqual([`${prefix}1001`]);
  });

  it('ignores accents and case on both sides', async () => {
    const res = await searchProfiles(`ANGGUN ${family.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.users.data).toEqual([{ nim: `${prefix}1002`, nama: `Ánggún Çahyani ${family}`, portofolio: [] }]);
    expect(await nimsFound(`çahy ${family.toUpperCase()}`)).toEqual([`${prefix}1002`]);
    expect(await nimsFound(`Sántoso ${family}`)).toEqual([`${prefix}1003`]);
  });

  it('narrows with several words', async () => {
    expect(await nimsFound(family)).toHaveLength(4);
    expect(await nimsFound(`budi ${family}`)).toHaveLength(2);
    expect(await nimsFound(`budi wij ${family}`)).toEqual([students[3]?.nim]);
    expect(await nimsFound(`budi wijaya ${family} x`)).toEqual([]);
    // a NIM and a name word together
    expect(await nimsFound(`${prefix} budi ${family}`)).toEqual([`${prefix}1003`]);
  });

  it('matches two words in either order, and a word together with its own beginning', async () => {
    expect(await nimsFound(`${family} budi`)).toHaveLength(2);
    expect(await nimsFound(`santoso budi`)).toContain(`${prefix}1003`);
    expect(await nimsFound(`${family} sant budi`)).toEqual([`${prefix}1003`]);
    // `bu` adds nothing to `budi` (the same word of the name may match both)
    expect(await nimsFound(`budi bu ${family}`)).toHaveLength(2);
    expect(await nimsFound(`${middle} ${middle.slice(0, 3)}`)).toEqual([`${prefix}1001`]);
  });

  it('finds a long name (more words than the pair entries join) by any two of its words', async () => {
    const [w1, w9] = [uniqueWord(), uniqueWord()];
    const long = await createStudent({ nama: `${w1} Raden Mas Ayu Sri Rahayu Kusuma Wardhani ${w9} Putri` });
    expect(await nimsFound(`${w9} putri`)).toEqual([long.nim]);
    expect(await nimsFound(`${w1} ${w9}`)).toEqual([long.nim]);
    expect(await nimsFound(`${w1} raden`)).toEqual([long.nim]);
    expect(await nimsFound(`${w9} ${uniqueWord()}`)).toEqual([]);
  });

  it('answers an empty page for words nobody has, and for one-letter queries', async () => {
    for (const text of [uniqueWord(), 'x', `${uniqueWord()} ${family}`]) {
      const res = await searchProfiles(text);
      expect(res.status).toBe(200);
      expect(res.body.users).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, has_more: false });
    }
  });

  it('lists each student once even when several of its words match', async () => {
    const word = uniqueWord();
    const twice = await createStudent({ nama: `${word}a ${word}b Lubis` });
    expect(await nimsFound(word)).toEqual([twice.nim]);
  });
});

describe('paging', () => {
  const word = uniqueWord();
  let nims: string[] = [];

  beforeAll(async () => {
    const created = await Promise.all(
      Array.from({ length: 23 }, (_, i) => createStudent({ nama: `Mahasiswa ${word} Ke${String.fromCharCode(97 + i)}` })),
    );
    nims = created.map((s) => s.nim).sort();
  });

  it('serves ten per page with the right last_page, every student exactly once', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => searchProfiles(word, p)));
    for (const [i, res] of pages.entries()) {
      expect(res.status).toBe(200);
      expect(res.body.users).toMatchObject({ current_page: i + 1, last_page: 3, per_page: 10, total: 23, has_more: false });
    }
    expect(pages.map((p) => p.body.users.data.length)).toEqual([10, 10, 3]);
    expect(pages.flatMap((p) => p.body.users.data.map((u) => u.nim))).toEqual(nims);
  });

  it('pages a two-word query the same way (it reads the pair entries of the two words)', async () => {
    for (const text of [`mahasiswa ${word}`, `${word} mahas`]) {
      const pages = await Promise.all([1, 2, 3].map((p) => searchProfiles(text, p)));
      expect(pages.map((p) => p.body.users.last_page)).toEqual([3, 3, 3]);
      expect(pages.map((p) => p.body.users.total)).toEqual([23, 23, 23]);
      expect(pages.flatMap((p) => p.body.users.data.map((u) => u.nim))).toEqual(nims);
    }
  });

  it('answers an empty page after the last one, still saying which page is last', async () => {
    const res = await searchProfiles(word, 4);
    expect(res.body.users).toMatchObject({ data: [], current_page: 4, last_page: 3, total: 23 });
  });

  it('honours paginate', async () => {
    const res = await searchProfiles(word, 3, 5);
    expect(res.body.users).toMatchObject({ current_page: 3, last_page: 5, per_page: 5, total: 23, has_more: false });
    expect(res.body.users.data.map((u) => u.nim)).toEqual(nims.slice(10, 15));
  });

  it(`reads only ${SEARCH_LOOKAHEAD_PAGES} pages ahead: a longer result says has_more, exact once the end is near`, async () => {
    // 23 results, 2 per page: page 1 sees pages 1..1+lookahead and knows there are more
    const seen = 1 + SEARCH_LOOKAHEAD_PAGES;
    const first = await searchProfiles(word, 1, 2);
    expect(first.body.users).toMatchObject({ current_page: 1, last_page: seen, total: seen * 2, has_more: true });
    expect(first.body.users.data.map((u) => u.nim)).toEqual(nims.slice(0, 2));
    const middle = await searchProfiles(word, 4, 2);
    expect(middle.body.users).toMatchObject({ current_page: 4, last_page: 4 + SEARCH_LOOKAHEAD_PAGES, has_more: true });
    expect(middle.body.users.data.map((u) => u.nim)).toEqual(nims.slice(6, 8));
    const near = await searchProfiles(word, 12 - SEARCH_LOOKAHEAD_PAGES, 2);
    expect(near.body.users).toMatchObject({ last_page: 12, total: 23, has_more: false });
    const last = await searchProfiles(word, 12, 2);
    expect(last.body.users).toMatchObject({ current_page: 12, last_page: 12, total: 23, has_more: false });
    expect(last.body.users.data.map((u) => u.nim)).toEqual(nims.slice(22));
  });

  it('rejects a page size over 50 and a page that is not a number', async () => {
    expect((await searchProfiles(word, 1, 51)).status).toBe(422);
    const res = await searchProfiles(word, Number.NaN);
    expect(res.status).toBe(422);
  });
});

describe('only active, activated students', () => {
  const word = uniqueWord();

  it('leaves out deactivated students and students who have not completed activation', async () => {
    const [active, inactive, incomplete] = await Promise.all([
      createStudent({ nama: `Aktif ${word}` }),
      createStudent({ nama: `Nonaktif ${word}`, is_active: false }),
      createStudent({ nama: `Belum ${word}`, is_data_complete: false }),
    ]);
    expect(await nimsFound(word)).toEqual([active.nim]);
    expect(await nimsFound(inactive.nim)).toEqual([]);
    expect(await nimsFound(incomplete.nim)).toEqual([]);
  });
});

describe('portfolio search', () => {
  const tag = uniqueWord();
  let owner: UserItem;

  beforeAll(async () => {
    owner = await createStudent({ nama: `Pemilik ${uniqueWord()}` });
    await createPortfolio(owner, {
      judul: `Juara 1 Lomba ${tag}robotik Nasional`,
      judul_inggris: `1st Place, National ${tag}robotics Contest`,
      tanggal: '2024-05-02',
    });
    await createPortfolio(owner, {
      judul: `Pemakalah Seminar ${tag}sains Dasar`,
      judul_inggris: `Presenter, Basic ${tag}science Seminar`,
      tanggal: '2023-01-10',
    });
    await createPortfolio(owner, { judul: `Juara 2 Lomba ${tag}debat Provinsi`, judul_inggris: null, tanggal: '2022-07-07' });
  });

  it('finds a portfolio by a word of its Indonesian title and by a word of its English title', async () => {
    expect(await titlesFound(`${tag}robotik`)).toEqual([`Juara 1 Lomba ${tag}robotik Nasional`]);
    expect(await titlesFound(`${tag}robotics`)).toEqual([`Juara 1 Lomba ${tag}robotik Nasional`]);
    expect(await titlesFound(`${tag}scien`)).toEqual([`Pemakalah Seminar ${tag}sains Dasar`]);
  });

  it('answers the titles in both languages and the student', async () => {
    const res = await searchPortfolios(`${tag}robot`);
    expect(res.status).toBe(200);
    expect(res.body.users.data).toEqual([
      {
        nim: owner.nim,
        nama: owner.nama,
        portofolio: [{ judul: `Juara 1 Lomba ${tag}robotik Nasional`, judul_inggris: `1st Place, National ${tag}robotics Contest` }],
      },
    ]);
  });

  it('narrows with two words, across both languages, case and accents ignored', async () => {
    const both = await titlesFound(`LOMBA ${tag}`);
    expect(both.sort()).toEqual([`Juara 1 Lomba ${tag}robotik Nasional`, `Juara 2 Lomba ${tag}debat Provinsi`].sort());
    expect(await titlesFound(`lómba ${tag}deb`)).toEqual([`Juara 2 Lomba ${tag}debat Provinsi`]);
    expect(await titlesFound(`national ${tag}`)).toEqual([`Juara 1 Lomba ${tag}robotik Nasional`]);
    expect(await titlesFound(`juara 2 ${tag}`)).toEqual([`Juara 2 Lomba ${tag}debat Provinsi`]);
    expect(await titlesFound(`${tag} tidakada`)).toEqual([]);
  });

  it('shows the portfolios in the profile results too', async () => {
    const res = await searchProfiles(owner.nim);
    expect(res.body.users.data[0]?.portofolio.map((p) => p.judul)).toEqual([
      `Juara 1 Lomba ${tag}robotik Nasional`,
      `Pemakalah Seminar ${tag}sains Dasar`,
      `Juara 2 Lomba ${tag}debat Provinsi`,
    ]);
  });

  it('leaves out portfolios that are waiting, changed, rejected or hidden', async () => {
    const word = uniqueWord();
    await Promise.all([
      createPortfolio(owner, { judul: `Menunggu ${word}`, status: 1 }),
      createPortfolio(owner, { judul: `Diubah ${word}`, status: 3 }),
      createPortfolio(owner, { judul: `Ditolak ${word}`, status: 4 }),
      createPortfolio(owner, { judul: `Disembunyikan ${word}`, status: 2, showed: false }),
      createPortfolio(owner, { judul: `Tampil ${word}`, status: 2, showed: true }),
    ]);
    expect(await titlesFound(word)).toEqual([`Tampil ${word}`]);
  });

  it('leaves out the portfolios of a student who is not active', async () => {
    const word = uniqueWord();
    const inactive = await createStudent({ nama: `Nonaktif ${uniqueWord()}`, is_active: false });
    await createPortfolio(inactive, { judul: `Prestasi ${word}` });
    await createPortfolio(owner, { judul: `Prestasi ${word} Juga` });
    const res = await searchPortfolios(word);
    expect(res.body.users.data.map((u) => u.portofolio[0]?.judul)).toEqual([`Prestasi ${word} Juga`]);
    // counted out too, not only left off the page
    expect(res.body.users).toMatchObject({ total: 1, last_page: 1, has_more: false });
  });

  it('pages portfolio results with last_page', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 12; i++) await createPortfolio(owner, { judul: `Sertifikat ${word} nomor ${i}` });
    const [one, two] = await Promise.all([searchPortfolios(word, 1), searchPortfolios(word, 2)]);
    expect(one.body.users).toMatchObject({ last_page: 2, total: 12, has_more: false });
    expect(one.body.users.data).toHaveLength(10);
    expect(two.body.users.data).toHaveLength(2);
  });

  it('answers an empty page for a word no title has and for a bare number', async () => {
    for (const text of [uniqueWord(), '2024']) {
      const res = await searchPortfolios(text);
      expect(res.status).toBe(200);
      expect(res.body.users).toMatchObject({ data: [], last_page: 1, total: 0 });
    }
  });
});
