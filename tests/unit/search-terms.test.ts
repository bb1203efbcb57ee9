import {
  headOf,
  isCanonicalEntry,
  MAX_INDEXED_WORDS,
  MAX_PAIR_WORDS,
  MAX_PROFILE_WORDS,
  MAX_WORD_LENGTH,
  matchesAll,
  normalise,
  parseQuery,
  portfolioTerms,
  profilePairs,
  profileTerms,
  queryPair,
  words,
} from '@shared/domain/search-terms';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const nameWord = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ']{1,12}$/);
const name = fc.array(nameWord, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));

describe('normalise', () => {
  it('removes accents, apostrophes and case', () => {
    expect(normalise("Ánggún MA'RUF Çelik Ñoño")).toBe('anggun maruf celik nono');
    expect(normalise('Nurʼaini D’Souza')).toBe('nuraini dsouza');
    expect(normalise('Straße STRASSE')).toBe('strasse strasse');
  });

  it('turns compatibility characters into plain letters', () => {
    expect(normalise('ﬁnal ℌ①')).toBe('final h1');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => normalise(normalise(s)) === normalise(s)));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => normalise(normalise(s)) === normalise(s)));
  });

  it('ignores case and accents of the input', () => {
    fc.assert(fc.property(name, (n) => normalise(n.toUpperCase()) === normalise(n.toLowerCase())));
    fc.assert(fc.property(name, (n) => normalise(n) === normalise(n.normalize('NFD'))));
  });
});

describe('words', () => {
  it('splits on anything that is not a letter or digit, keeps the first of duplicates', () => {
    expect(words('Juara 1 Lomba-Debat, (Nasional) lomba 2024')).toEqual(['juara', '1', 'lomba', 'debat', 'nasional', '2024']);
    expect(words('  ')).toEqual([]);
  });

  it('yields distinct non-empty normalised words with no separators', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const ws = words(s);
        expect(new Set(ws).size).toBe(ws.length);
        for (const w of ws) {
          expect(w.length).toBeGreaterThan(0);
          expect(/[^\p{L}\p{N}]/u.test(w)).toBe(false);
          expect(Array.from(w).length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
          expect(normalise(w)).toBe(w);
        }
      }),
    );
  });

  it('cuts very long words', () => {
    expect(words('a'.repeat(100))).toEqual(['a'.repeat(MAX_WORD_LENGTH)]);
  });
});

describe('terms of a profile and of a portfolio', () => {
  it('index the NIM and every name word of two letters or more', () => {
    expect(profileTerms('M. Rizky Pratama', '2101010001')).toEqual({
      words: ['2101010001', 'm', 'rizky', 'pratama'],
      entries: ['2101010001', 'rizky', 'pratama'],
    });
  });

  it('index both titles without stop words and bare numbers, but keep every word for narrowing', () => {
    const t = portfolioTerms('Juara 1 Lomba Debat di Tingkat Nasional 2024', '1st Place of the National Debate Competition 2024');
    expect(t.entries).toEqual(['juara', 'lomba', 'debat', 'tingkat', 'nasional', '1st', 'place', 'national', 'debate', 'competition']);
    expect(t.words).toContain('di');
    expect(t.words).toContain('1');
    expect(t.words).toContain('2024');
    expect(parseQuery('lomba 2024', 'portfolio')).toEqual({ words: ['lomba', '2024'], driver: 'lomba' });
    expect(parseQuery('2024', 'portfolio').driver).toBeNull();
    expect(parseQuery('2024', 'profile').driver).toBe('2024');
    expect(portfolioTerms('Seminar', null).entries).toEqual(['seminar']);
  });

  it('never index more than the cap', () => {
    const long = Array.from({ length: 80 }, (_, i) => `kata${i}`).join(' ');
    expect(portfolioTerms(long, long).entries).toHaveLength(MAX_INDEXED_WORDS);
  });
});

describe('parseQuery', () => {
  it('reads the longest indexable word and narrows by the others', () => {
    expect(parseQuery('Budi sa', 'profile')).toEqual({ words: ['budi', 'sa'], driver: 'budi' });
    expect(parseQuery('Rizky Pratama', 'profile')).toEqual({ words: ['rizky', 'pratama'], driver: 'pratama' });
    expect(parseQuery('the seminar', 'portfolio').driver).toBe('seminar');
  });

  it('has no driver when nothing is indexable', () => {
    expect(parseQuery('a', 'profile').driver).toBeNull();
    expect(parseQuery('of the', 'portfolio').driver).toBeNull();
    expect(parseQuery('   ', 'portfolio')).toEqual({ words: [], driver: null });
  });

  it('finds a name by any prefix of any of its words, in any case and with any accents', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.integer({ min: 2, max: 12 }), fc.boolean(), fc.stringMatching(/^[0-9]{8,12}$/), (n, pick, len, upper, nim) => {
        const terms = profileTerms(n, nim);
        if (terms.entries.length === 0) return;
        const target = terms.entries[pick % terms.entries.length] ?? '';
        const prefix = Array.from(target).slice(0, len).join('');
        const q = parseQuery(upper ? prefix.toUpperCase() : prefix, 'profile');
        if (q.driver === null) return; // a one-letter prefix is too short to read a range
        expect(headOf(q.driver)).toBe(headOf(prefix));
        expect(matchesAll(q.words, terms.words)).toBe(true);
        // exactly one entry of this candidate counts for the driver
        const counted = terms.entries.filter((e) => q.driver !== null && isCanonicalEntry(e, q.driver, terms.entries));
        expect(counted).toHaveLength(1);
      }),
    );
  });

  it('finds a NIM by any prefix of two digits or more', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8,12}$/), fc.integer({ min: 2, max: 12 }), (nim, len) => {
        const terms = profileTerms('Budi', nim);
        const q = parseQuery(nim.slice(0, len), 'profile');
        expect(q.driver).toBe(nim.slice(0, len));
        expect(matchesAll(q.words, terms.words)).toBe(true);
      }),
    );
  });
});

describe('matchesAll and isCanonicalEntry', () => {
  it('every query word must prefix some word', () => {
    expect(matchesAll(['budi', 'san'], ['budi', 'santoso'])).toBe(true);
    expect(matchesAll(['budi', 'sar'], ['budi', 'santoso'])).toBe(false);
    expect(matchesAll([], ['budi'])).toBe(true);
  });

  it('counts the smallest word that starts with the driver', () => {
    expect(isCanonicalEntry('muhammad', 'mu', ['muhammad', 'mulyadi'])).toBe(true);
    expect(isCanonicalEntry('mulyadi', 'mu', ['muhammad', 'mulyadi'])).toBe(false);
    expect(isCanonicalEntry('mulyadi', 'mul', ['muhammad', 'mulyadi'])).toBe(true);
    expect(isCanonicalEntry('budi', 'mu', ['budi', 'mulyadi'])).toBe(false);
  });
});

describe('pair entries of a student and the pair of a query', () => {
  it('joins every two of the first words once, smaller word first', () => {
    expect(profilePairs(['2101', 'budi', 'santoso'])).toEqual([
      ['2101', 'budi'],
      ['2101', 'santoso'],
      ['budi', 'santoso'],
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    expect(profilePairs(many)).toHaveLength((MAX_PAIR_WORDS * (MAX_PAIR_WORDS - 1)) / 2);
    expect(profileTerms(many.join(' '), '2101').entries).toHaveLength(MAX_PROFILE_WORDS);
  });

  it('takes the two longest query words, leaving out one that begins another', () => {
    expect(queryPair(parseQuery('budi santoso', 'profile'))).toEqual(['santoso', 'budi']);
    expect(queryPair(parseQuery('budi bu', 'profile'))).toBeNull();
    expect(queryPair(parseQuery('budi bu san', 'profile'))).toEqual(['budi', 'san']);
    expect(queryPair(parseQuery('budi s', 'profile'))).toBeNull();
    expect(queryPair(parseQuery('2101 budi', 'profile'))).toEqual(['2101', 'budi']);
  });

  it('finds through the pairs exactly the students every query word matches (names within the pair words)', () => {
    const shortName = fc.array(nameWord, { minLength: 1, maxLength: MAX_PAIR_WORDS - 1 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(shortName, fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 2, maxLength: 3 }), fc.nat(), (nama, extra, pickSeed) => {
        const terms = profileTerms(nama, '2101');
        fc.pre(terms.entries.length <= MAX_PAIR_WORDS);
        // half the time the query is made of beginnings of the name's own words
        const own = terms.words.map((w, i) => w.slice(0, 2 + ((pickSeed + i) % 4)));
        const query = (pickSeed % 2 === 0 ? own.slice(0, 3) : extra).join(' ');
        const q = parseQuery(query, 'profile');
        const pair = queryPair(q);
        fc.pre(pair !== null);
        const [a, b] = pair as [string, string];
        const viaPairs = profilePairs(terms.entries).some(
          ([x, y]) => ((x.startsWith(a) && y.startsWith(b)) || (x.startsWith(b) && y.startsWith(a))) && matchesAll(q.words, terms.words),
        );
        expect(viaPairs).toBe(matchesAll(q.words, terms.words));
      }),
      { numRuns: 500 },
    );
  });
});
