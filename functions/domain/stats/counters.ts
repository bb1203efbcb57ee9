/**
 * The statistics counters the admin dashboard reads (spec 001 section 3), as transaction items
 * that a repo adds to its own TransactWriteItems (a counter moves in the same
 * transaction as the change it counts). Each change is written for the study program and for
 * the university (program 0). Those two items would be touched by every write of the product, and
 * two transactions on one item conflict, so each is split into STAT_SHARDS shards: a transaction
 * adds to one shard picked at random, and `statsRepo.prodiCounters` sums them (one Query).
 * Services never call these writers: the repo that writes the change does.
 */
import { type Key, keys } from '@functions/lib/keys';
import { type TransactItem, tableName } from '@functions/lib/table';
import type { Role } from '@shared/api/contract';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';

/** The university-wide counters live under program 0. */
export const ALL_PRODI = 0;

/** Shards per program counter item: ten concurrent writers rarely meet on one. */
export const STAT_SHARDS = 10;

/** The shard one transaction adds to (the same for every counter item of that transaction). */
export const randomShard = () => Math.floor(Math.random() * STAT_SHARDS);

/** ADD `counters` to one shard of a program's counters (the achievement counters of capaian.ts use it too). */
export function add(idProdi: number, shard: number, counters: Record<string, number>): TransactItem {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.prodiStats(idProdi, shard),
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, counters[n]])),
    },
  };
}

/** The same counter change for the program and for the university. */
function forProdiAndAll(idProdi: number, counters: Record<string, number>): TransactItem[] {
  const shard = randomShard();
  return [add(idProdi, shard, counters), add(ALL_PRODI, shard, counters)];
}

export const counterChanges = {
  /** A new account: students count in total_mahasiswa, and in total_mahasiswa_belum_lulus until they graduate. */
  userCreated(user: { role: Role; id_prodi: number | null; is_graduated?: boolean }): TransactItem[] {
    if (user.role !== 'mahasiswa' || user.id_prodi === null) return [];
    return forProdiAndAll(user.id_prodi, { total_mahasiswa: 1, ...(user.is_graduated ? {} : { total_mahasiswa_belum_lulus: 1 }) });
  },

  /** A deleted account: the reverse of userCreated (and of its graduation month, when it had graduated). */
  userDeleted(user: { role: Role; id_prodi: number | null; is_graduated?: boolean; tanggal_lulus?: string | null }): TransactItem[] {
    if (user.role !== 'mahasiswa' || user.id_prodi === null) return [];
    const items = forProdiAndAll(user.id_prodi, { total_mahasiswa: -1, ...(user.is_graduated ? {} : { total_mahasiswa_belum_lulus: -1 }) });
    if (user.is_graduated && user.tanggal_lulus)
      for (const p of [user.id_prodi, ALL_PRODI]) items.push(monthAdd(p, user.tanggal_lulus.slice(0, 7), -1));
    return items;
  },

  /**
   * A graduate is set back to not graduated (the admin's Kemahasiswaan edit): the reverse of
   * `graduated`: one more not yet graduated, one fewer graduate in the month of `tanggal` (their
   * graduation date, when they had one).
   */
  ungraduated(idProdi: number, tanggal: string | null | undefined): TransactItem[] {
    const items = forProdiAndAll(idProdi, { total_mahasiswa_belum_lulus: 1 });
    if (tanggal) for (const p of [idProdi, ALL_PRODI]) items.push(monthAdd(p, tanggal.slice(0, 7), -1));
    return items;
  },

  /**
   * A student moves from one program to another (functions/domain/users/move.ts): the program
   * counts leave the old program and join the new one (the university's do not move), and a
   * graduate's month moves with them. Nothing when the program stays.
   */
  studentMoved(
    before: { id_prodi: number | null; is_graduated?: boolean; tanggal_lulus?: string | null },
    idProdiAfter: number | null,
  ): TransactItem[] {
    if (before.id_prodi === idProdiAfter) return [];
    const shard = randomShard();
    const counts = { total_mahasiswa: 1, ...(before.is_graduated ? {} : { total_mahasiswa_belum_lulus: 1 }) };
    const negative = Object.fromEntries(Object.entries(counts).map(([n, v]) => [n, -v]));
    const month = before.is_graduated && before.tanggal_lulus ? before.tanggal_lulus.slice(0, 7) : null;
    const items: TransactItem[] = [];
    if (before.id_prodi !== null) {
      items.push(add(before.id_prodi, shard, negative));
      if (month) items.push(monthAdd(before.id_prodi, month, -1));
    }
    if (idProdiAfter !== null) {
      items.push(add(idProdiAfter, shard, counts));
      if (month) items.push(monthAdd(idProdiAfter, month, 1));
    }
    return items;
  },

  /**
   * A student graduates on `tanggal` (an SKPI print): one fewer not yet graduated, one more
   * graduate in that month. `before` is their earlier graduation date when they had graduated
   * already (undefined when not): then only the month moves, if it changed.
   */
  graduated(idProdi: number, tanggal: string, before: string | null | undefined): TransactItem[] {
    const month = tanggal.slice(0, 7);
    const items: TransactItem[] = [];
    if (before === undefined) items.push(...forProdiAndAll(idProdi, { total_mahasiswa_belum_lulus: -1 }));
    else if (before?.slice(0, 7) === month) return [];
    for (const p of [idProdi, ALL_PRODI]) {
      items.push(monthAdd(p, month, 1));
      if (before) items.push(monthAdd(p, before.slice(0, 7), -1));
    }
    return items;
  },
};

/** Graduates of a program (or the university) in a month. */
function monthAdd(idProdi: number, month: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.prodiGraduatesMonth(idProdi, month),
      UpdateExpression: 'ADD jumlah :d SET bulan = :m',
      ExpressionAttributeValues: { ':d': delta, ':m': month },
    },
  };
}

/** What the portfolio counters need of a portfolio. */
export interface PortfolioCounted {
  user_id: string;
  id_prodi: number;
  id_anak_rubrik: number;
  id_bidang_portofolio: number;
  bobot_skp_portofolio: number;
  id_status_portofolio: number;
}

/** Only verified portfolios (status 2) count toward SKP. */
export const verifiedPoints = (p: PortfolioCounted | null) => (p && p.id_status_portofolio === 2 ? p.bobot_skp_portofolio : 0);
/** Waiting for a verifier: 1 Menunggu or 3 Diubah. */
export const awaitingVerification = (p: PortfolioCounted | null) => (p && (p.id_status_portofolio === 1 || p.id_status_portofolio === 3) ? 1 : 0);

/** Per item key, the sums of the deltas of each counter (an item may appear once in a transaction). */
class Deltas {
  private readonly items = new Map<string, { key: Key; counters: Map<string, number>; labels: Record<string, string | number> }>();

  /** Adds deltas to the item's counters; `labels` are set beside them (what a reader needs besides the key). */
  add(key: Key, counters: Record<string, number>, labels: Record<string, string | number> = {}): void {
    const id = `${key.PK}\u0000${key.SK}`;
    const entry = this.items.get(id) ?? { key, counters: new Map<string, number>(), labels };
    for (const [name, value] of Object.entries(counters)) entry.counters.set(name, (entry.counters.get(name) ?? 0) + value);
    this.items.set(id, entry);
  }

  /** One ADD per item that moves; nothing for an item whose deltas all cancel out. */
  toTransactItems(): TransactItem[] {
    const out: TransactItem[] = [];
    for (const { key, counters, labels } of this.items.values()) {
      const moving = [...counters].filter(([, v]) => v !== 0);
      if (moving.length === 0) continue;
      const set = Object.entries(labels);
      out.push({
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: `${set.length ? `SET ${set.map((_, i) => `#l${i} = :l${i}`).join(', ')} ` : ''}ADD ${moving.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
          ExpressionAttributeNames: {
            ...Object.fromEntries(moving.map(([n], i) => [`#c${i}`, n])),
            ...Object.fromEntries(set.map(([n], i) => [`#l${i}`, n])),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(moving.map(([, v], i) => [`:v${i}`, v])),
            ...Object.fromEntries(set.map(([, v], i) => [`:l${i}`, v])),
          },
        },
      });
    }
    return out;
  }
}

/**
 * The counters a portfolio moves when it goes from `before` to `after` (null: not existing, i.e.
 * created or deleted), for every write of a portfolio: the student's add, edit, delete, hide and
 * unhide, and the verifier's verify and reject (docs/data-model.md, "Counters"):
 * - the owner's user item: `skp` (verified points) and `jumlah_portofolio` (every portfolio);
 * - the owner's statistics per category (`USER#<id> STAT#BIDANG#<id>`): `portofolio_count` (every
 *   portfolio) and `bobot_skp` (verified points);
 * - the program's and the university's counters: `portofolio_total` and
 *   `portofolio_belum_diverifikasi` (status 1 or 3), the admin dashboard's `total` and `belum_diverifikasi`,
 *   and `portofolio_status_<1..4>` (the verification queues' page counts);
 * - the sub-rubric's counters (`STAT#ANAK#<id>`): `portofolio_status_<1..4>` (a verifier's queue).
 * Deltas of one item are summed, and an item whose deltas cancel out is left alone.
 */
export function portfolioCounterChanges(before: PortfolioCounted | null, after: PortfolioCounted | null): TransactItem[] {
  const deltas = new Deltas();
  const shard = randomShard();
  const apply = (p: PortfolioCounted | null, sign: 1 | -1) => {
    if (!p) return;
    deltas.add(keys.user(p.user_id), { skp: sign * verifiedPoints(p), jumlah_portofolio: sign });
    deltas.add(
      keys.userBidangStats(p.user_id, p.id_bidang_portofolio),
      { portofolio_count: sign, bobot_skp: sign * verifiedPoints(p) },
      { type: 'stat-bidang', id_bidang_portofolio: p.id_bidang_portofolio },
    );
    const status = `portofolio_status_${p.id_status_portofolio}`;
    const program = { portofolio_total: sign, portofolio_belum_diverifikasi: sign * awaitingVerification(p), [status]: sign };
    deltas.add(keys.prodiStats(p.id_prodi, shard), program);
    deltas.add(keys.prodiStats(ALL_PRODI, shard), program);
    deltas.add(keys.anakPortfolioStats(p.id_anak_rubrik), { [status]: sign }, { type: 'stat-anak', id_anak_rubrik: p.id_anak_rubrik });
  };
  apply(before, -1);
  apply(after, 1);
  return deltas.toTransactItems();
}

/**
 * A condition check for another write's transaction: the sub-rubric has no portfolio of any
 * status (its `STAT#ANAK#<id>` counters, which every portfolio write moves in its own
 * transaction, are absent or zero). A portfolio written in between fails the transaction.
 */
export function anakHasNoPortfolios(idAnak: number): TransactItem {
  const names = Object.values(STATUS_PORTOFOLIO).map((s) => `portofolio_status_${s}`);
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.anakPortfolioStats(idAnak),
      ConditionExpression: `attribute_not_exists(PK) OR (${names.map((_, i) => `(attribute_not_exists(#s${i}) OR #s${i} = :zero)`).join(' AND ')})`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#s${i}`, n])),
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}
