/**
 * Writes of the public search index (docs/data-model.md, "Search index"). Every write of a
 * student's name, NIM, active flag or public choice, and of a portfolio's titles, status or visibility, adds the
 * result of `profileIndexChanges` / `portfolioIndexChanges` to its own TransactWriteItems, so the
 * index never disagrees with what it indexes.
 *
 * One entry per indexed word: `PK = SEARCH#P#<head>` (students) or `SEARCH#F#<head>`
 * (portfolios), `SK = <word>#<NIM or padded portfolio id>`, where head is the word's first two
 * letters. A query word reads one sort-key range; each entry carries every word of its owner
 * (`w`) so further query words narrow the candidates without another read, and what a result
 * row shows (name and NIM, or both titles) so a page needs no read per row.
 *
 * Beside the entries, each student has one public-portfolios item (`USER#<ulid>`,
 * `PUBLIC#PORTO`) holding the verified, shown portfolios as attributes `p<id>`: the profile page
 * and a page of student results read it with one GetItem / BatchGetItem instead of a Query per
 * student. And a findable student has a small public-identity item (`PUBLIC#IDENTITY`: NIM and
 * name), present exactly while the student is findable: portfolio results read their owners'
 * with one BatchGetItem, which also drops portfolios of students deactivated since (their title
 * entries stay; a deactivation changes a few items, not hundreds).
 */
import type { Key } from '@functions/lib/entities/key';
import { searchKeys } from '@functions/lib/entities/search';
import { type TransactItem, tableName } from '@functions/lib/table';
import type { Role } from '@shared/api/contract';
import { headOf, type IndexTerms, MAX_PAIR_WORDS, portfolioTerms, profilePairs, profileTerms } from '@shared/domain/search-terms';

/** What the index needs of a user. */
export interface ProfileSource {
  id: string;
  nim: string;
  nama: string;
  role: Role;
  is_active: boolean;
  /** Activation done (biodata and name filled in). */
  is_data_complete: boolean;
  /** The student's choice to be public; absent: public. */
  profil_publik?: boolean;
}

/** What the index needs of a portfolio. */
export interface PortfolioSource {
  id_portofolio: number;
  user_id: string;
  judul: string;
  judul_inggris: string | null;
  tanggal_terbit: string;
  id_status_portofolio: number;
  showed: boolean;
}

/** A findable student as portfolio results show it (`USER#<ulid>`, `PUBLIC#IDENTITY`). */
export interface PublicIdentity {
  uid: string;
  nim: string;
  nama: string;
}

/** A portfolio as the student's public-portfolios item holds it (attribute `p<id>`). */
export interface PublicPortfolio {
  judul: string;
  judul_inggris: string | null;
  tanggal_terbit: string;
}

/** A student entry as stored. */
export interface ProfileEntry {
  PK: string;
  SK: string;
  uid: string;
  nim: string;
  nama: string;
  /** Every normalised word of the name and the NIM. */
  w: string[];
}

/** A portfolio entry as stored. */
export interface PortfolioEntry {
  PK: string;
  SK: string;
  id: number;
  uid: string;
  judul: string;
  judul_inggris: string | null;
  /** Every normalised word of both titles. */
  w: string[];
}

/** Only active students are found, once activation gave them a name and biodata, and while they chose to be public. */
export const isProfileIndexed = (u: ProfileSource) => u.role === 'mahasiswa' && u.is_active && u.is_data_complete && u.profil_publik !== false;
/** Only verified (status 2) portfolios that the student shows are found. */
export const isPortfolioIndexed = (p: PortfolioSource) => p.id_status_portofolio === 2 && p.showed;

/** A student's word entries and pair entries (every two of the first MAX_PAIR_WORDS words). */
function profileEntries(u: ProfileSource): ProfileEntry[] {
  const terms: IndexTerms = profileTerms(u.nama, u.nim);
  const content = { uid: u.id, nim: u.nim, nama: u.nama, w: terms.words };
  return [
    ...terms.entries.map((word) => ({ ...searchKeys.searchProfileEntry(headOf(word), word, u.nim), ...content })),
    ...profilePairs(terms.entries).map(([x, y]) => ({ ...searchKeys.searchPairEntry(x, y, u.nim), ...content })),
  ];
}

/** A student whose indexed words are more than the pair entries join (rare: names of 8+ words). */
const hasLongName = (u: ProfileSource) => profileTerms(u.nama, u.nim).entries.length > MAX_PAIR_WORDS;

/** A long-name student as the long-names item holds it (attribute `u<ulid>`). */
export interface LongName {
  uid: string;
  nim: string;
  nama: string;
  w: string[];
}

/**
 * The long-names item lists the findable students whose words the pair entries do not all join,
 * so a two-word search checks them in memory beside the pair ranges and misses nobody.
 */
function longNameChange(was: ProfileSource | null, is: ProfileSource | null): TransactItem[] {
  const wasLong = !!was && hasLongName(was);
  const isLong = !!is && hasLongName(is);
  if (!wasLong && !isLong) return [];
  const u = (is ?? was) as ProfileSource;
  const name = searchKeys.searchLongNameAttribute(u.id);
  if (!isLong || !is) return [removeAttribute(searchKeys.searchLongNames(), name)];
  const value: LongName = { uid: is.id, nim: is.nim, nama: is.nama, w: profileTerms(is.nama, is.nim).words };
  return [setAttribute(searchKeys.searchLongNames(), name, value, 'search-long-names')];
}

function portfolioEntries(p: PortfolioSource): PortfolioEntry[] {
  const terms = portfolioTerms(p.judul, p.judul_inggris);
  return terms.entries.map((word) => ({
    ...searchKeys.searchPortfolioEntry(headOf(word), word, p.id_portofolio),
    id: p.id_portofolio,
    uid: p.user_id,
    judul: p.judul,
    judul_inggris: p.judul_inggris,
    w: terms.words,
  }));
}

/** Sets one attribute of a many-attribute item (public portfolios, long names), creating the item. */
function setAttribute(Key: Key, name: string, value: unknown, type: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #a = :a, #type = :type',
      ExpressionAttributeNames: { '#a': name, '#type': 'type' },
      ExpressionAttributeValues: { ':a': value, ':type': type },
    },
  };
}

function removeAttribute(Key: Key, name: string): TransactItem {
  return { Update: { TableName: tableName(), Key, UpdateExpression: 'REMOVE #a', ExpressionAttributeNames: { '#a': name } } };
}

const keyOf = (k: Key) => `${k.PK}\u0000${k.SK}`;

/** Deletes of the old entries that are gone, puts of every new entry (their content may change). */
function diff<E extends Key>(before: E[], after: E[]): TransactItem[] {
  const kept = new Set(after.map(keyOf));
  return [
    ...before.filter((e) => !kept.has(keyOf(e))).map((e): TransactItem => ({ Delete: { TableName: tableName(), Key: { PK: e.PK, SK: e.SK } } })),
    ...after.map((e): TransactItem => ({ Put: { TableName: tableName(), Item: { ...e, type: 'search' } } })),
  ];
}

/**
 * Index writes for a user going from `before` to `after` (null: not existing): its word entries,
 * its public identity, and its place in the set of hidden owners. Nothing when the indexed fields
 * (name, NIM, role, active and complete flags, public choice) did not change.
 */
export function profileIndexChanges(before: ProfileSource | null | undefined, after: ProfileSource | null | undefined): TransactItem[] {
  const was = before && isProfileIndexed(before) ? before : null;
  const is = after && isProfileIndexed(after) ? after : null;
  const hidden = hiddenChange(before ?? null, after ?? null);
  if (!was && !is) return hidden;
  if (was && is && was.id === is.id && was.nim === is.nim && was.nama === is.nama) return hidden;
  return [...diff(was ? profileEntries(was) : [], is ? profileEntries(is) : []), ...identityChange(was, is), ...longNameChange(was, is), ...hidden];
}

/**
 * Hidden after being findable: an activated student who was deactivated or chose to hide their
 * profile. Such a student's portfolio entries stay in the index (hiding changes a few items, not
 * hundreds), and portfolio searches leave them out with the set of hidden owners, one small item
 * read beside the range; their word entries and public identity go (profileIndexChanges).
 */
export const isHiddenOwner = (u: ProfileSource) => u.role === 'mahasiswa' && u.is_data_complete && (!u.is_active || u.profil_publik === false);

function hiddenChange(before: ProfileSource | null, after: ProfileSource | null): TransactItem[] {
  const was = !!before && isHiddenOwner(before);
  const is = !!after && isHiddenOwner(after);
  if (was === is) return [];
  const id = (after ?? before)?.id as string;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: searchKeys.searchHiddenOwners(),
        UpdateExpression: is ? 'ADD uids :u SET #type = :type' : 'DELETE uids :u',
        ExpressionAttributeNames: is ? { '#type': 'type' } : undefined,
        ExpressionAttributeValues: is ? { ':u': new Set([id]), ':type': 'search-hidden-owners' } : { ':u': new Set([id]) },
      },
    },
  ];
}

/** The public identity item: put while the student is findable, deleted when it stops being. */
function identityChange(was: ProfileSource | null, is: ProfileSource | null): TransactItem[] {
  if (is) {
    const item: PublicIdentity & Key & { type: string } = {
      ...searchKeys.publicIdentity(is.id),
      type: 'public-identity',
      uid: is.id,
      nim: is.nim,
      nama: is.nama,
    };
    return [{ Put: { TableName: tableName(), Item: item } }];
  }
  return was ? [{ Delete: { TableName: tableName(), Key: searchKeys.publicIdentity(was.id) } }] : [];
}

function publicPortfolioChange(was: PortfolioSource | null, is: PortfolioSource | null): TransactItem[] {
  const p = (is ?? was) as PortfolioSource;
  const name = searchKeys.publicPortfolioAttribute(p.id_portofolio);
  if (!is) return [removeAttribute(searchKeys.publicPortfolios(p.user_id), name)];
  const value: PublicPortfolio = { judul: is.judul, judul_inggris: is.judul_inggris ?? null, tanggal_terbit: is.tanggal_terbit };
  return [setAttribute(searchKeys.publicPortfolios(p.user_id), name, value, 'public-portfolios')];
}

/**
 * Index writes for a portfolio going from `before` to `after` (null: not existing, i.e. created
 * or deleted): its title entries, and its line in the owner's public-portfolios item (what the
 * profile page and the student search results show). Nothing when titles, date, status and
 * visibility did not change.
 */
export function portfolioIndexChanges(before: PortfolioSource | null | undefined, after: PortfolioSource | null | undefined): TransactItem[] {
  const was = before && isPortfolioIndexed(before) ? before : null;
  const is = after && isPortfolioIndexed(after) ? after : null;
  if (!was && !is) return [];
  const sameTitles =
    !!was && !!is && was.user_id === is.user_id && was.judul === is.judul && (was.judul_inggris ?? null) === (is.judul_inggris ?? null);
  if (sameTitles && was.tanggal_terbit === is.tanggal_terbit) return [];
  if (was && is && was.user_id !== is.user_id) return [...portfolioIndexChanges(was, null), ...portfolioIndexChanges(null, is)];
  return [...(sameTitles ? [] : diff(was ? portfolioEntries(was) : [], is ? portfolioEntries(is) : [])), ...publicPortfolioChange(was, is)];
}
