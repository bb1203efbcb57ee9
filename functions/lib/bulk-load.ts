/**
 * THE bulk load of new entities into a quiet table (the benchmark's university,
 * tests/bench/seed-bench.ts): the caller builds each creation's transaction items exactly as the
 * product does (a repository's `createItems`: the entity and what the projections derive) and
 * hands them to `apply`; the load folds them in memory and writes each resulting item once, with
 * BatchWriteItem (25 items a call, several calls in flight) instead of one transaction per entity.
 *
 * - A Put holds its item (a later Put of the key replaces it). Its partition, when the Put is
 *   conditional on nothing being there (`attribute_not_exists(PK)`: a new user id, portfolio id,
 *   NIM), is new: every item of that partition is new too.
 * - An Update applies its SET and ADD actions (numbers summed, sets joined) to the held item, or
 *   to an empty one the first time. An item of a new partition is then written whole; the others
 *   (a program's counter shard, a sub-rubric's counters, a word's count: items other writes share)
 *   are written once each at `finish`: whole when the table has none yet, else what the updates
 *   SET and ADDed with one UpdateItem, so what was there already is added to, not replaced.
 * - A ConditionCheck and the conditions of Updates and versioned Puts are not evaluated: the load
 *   builds every item from what it holds, and nothing else writes meanwhile. A Put conditional on
 *   a new key whose key the load already holds, a Delete, a REMOVE and any other update action
 *   throw: a load only creates.
 *
 * `flushCreated` writes the held items of new partitions and forgets them (the caller's entities
 * are complete: a student with their portfolios), so memory holds one chunk; a later write into a
 * partition already written throws rather than replacing an item half-built.
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './clients';
import type { Key } from './entities/key';
import { batchGet, type TransactItem, tableName } from './table';

type Item = Record<string, unknown>;

interface Held {
  key: Key;
  item: Item;
  /** Put at least once (else built from updates only). */
  put: boolean;
  /** Attributes ADDed and SET by updates of an item first updated (its writes at `finish`). */
  added: Set<string>;
  set: Set<string>;
}

/** What the load wrote so far. */
export interface BulkStats {
  /** Items written by BatchWriteItem, and the calls. */
  puts: number;
  batchCalls: number;
  /** Shared items written by UpdateItem, and the calls. */
  updates: number;
  updateCalls: number;
  /** Unprocessed items sent again. */
  retried: number;
}

const BATCH = 25;
/** Attributes of one UpdateItem (its expression stays far below the 4 KB limit). */
const ATTRIBUTES_PER_UPDATE = 40;
const NEW_KEY = 'attribute_not_exists(PK)';

const idOf = (k: Key) => `${k.PK}\u0000${k.SK}`;

/** The SET and ADD actions of an update expression, names and values resolved; anything else throws. */
export function updateActions(update: NonNullable<TransactItem['Update']>): { set: [string, unknown][]; add: [string, unknown][] } {
  const names = update.ExpressionAttributeNames ?? {};
  const values = update.ExpressionAttributeValues ?? {};
  const name = (token: string) => {
    const resolved = token.startsWith('#') ? names[token] : /^[A-Za-z_]\w*$/.test(token) ? token : undefined;
    if (resolved === undefined) throw new Error(`bulk load: cannot resolve the attribute ${token} of ${update.UpdateExpression}`);
    return resolved;
  };
  const value = (token: string) => {
    if (!(token in values)) throw new Error(`bulk load: no value ${token} in ${update.UpdateExpression}`);
    return values[token];
  };
  const out = { set: [] as [string, unknown][], add: [] as [string, unknown][] };
  const clauses = (update.UpdateExpression ?? '').split(/\b(SET|ADD|REMOVE|DELETE)\b/).map((c) => c.trim());
  for (let i = 1; i < clauses.length; i += 2) {
    const verb = clauses[i];
    for (const action of (clauses[i + 1] ?? '').split(',').map((a) => a.trim())) {
      const m = verb === 'SET' ? /^(\S+)\s*=\s*(:\w+)$/.exec(action) : verb === 'ADD' ? /^(\S+)\s+(:\w+)$/.exec(action) : null;
      if (!m) throw new Error(`bulk load: a load only creates, cannot apply "${verb} ${action}"`);
      (verb === 'SET' ? out.set : out.add).push([name(m[1] as string), value(m[2] as string)]);
    }
  }
  if (clauses[0] !== '') throw new Error(`bulk load: cannot read the update expression ${update.UpdateExpression}`);
  return out;
}

/** ADD as DynamoDB does it: a number summed, a set joined. */
function added(was: unknown, by: unknown): unknown {
  if (typeof by === 'number') return (typeof was === 'number' ? was : 0) + by;
  if (by instanceof Set) return new Set([...(was instanceof Set ? was : []), ...by]);
  throw new Error(`bulk load: cannot ADD ${String(by)}`);
}

/** Runs `tasks` with at most `limit` at a time. */
async function limited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export class BulkLoad {
  private readonly held = new Map<string, Held>();
  /** Partitions a Put made new: open while held, written once flushed. */
  private readonly partitions = new Map<string, 'open' | 'written'>();
  readonly stats: BulkStats = { puts: 0, batchCalls: 0, updates: 0, updateCalls: 0, retried: 0 };

  /** `inFlight`: BatchWriteItem (and UpdateItem) calls at once. */
  constructor(private readonly inFlight = 8) {}

  /** The held item at `key` as the applied items leave it (undefined: none held). */
  get = (key: Key): Item | undefined => this.held.get(idOf(key))?.item;

  /** Folds one creation's transaction items into the held items. */
  apply(items: readonly TransactItem[]): void {
    for (const t of items) {
      if (t.ConditionCheck) continue;
      if (t.Put) this.put(t.Put.Item as Item & Key, t.Put.ConditionExpression === NEW_KEY);
      else if (t.Update) this.update(t.Update);
      else throw new Error('bulk load: a load only creates, it deletes nothing');
    }
  }

  private open(key: Key): void {
    if (this.partitions.get(key.PK) === 'written') throw new Error(`bulk load: ${key.PK} ${key.SK} changes after its partition was written`);
  }

  private put(item: Item & Key, isNew: boolean): void {
    const key = { PK: item.PK, SK: item.SK };
    this.open(key);
    const id = idOf(key);
    if (isNew && this.held.get(id)?.put) throw new Error(`bulk load: ${key.PK} ${key.SK} is created twice`);
    if (isNew && !this.partitions.has(key.PK)) this.partitions.set(key.PK, 'open');
    this.held.set(id, { key, item: { ...item }, put: true, added: new Set(), set: new Set() });
  }

  private update(update: NonNullable<TransactItem['Update']>): void {
    const key = update.Key as Key;
    this.open(key);
    const { set, add } = updateActions(update);
    const id = idOf(key);
    const held = this.held.get(id) ?? { key, item: { ...key }, put: false, added: new Set<string>(), set: new Set<string>() };
    this.held.set(id, held);
    for (const [name, value] of set) {
      held.item[name] = value;
      held.set.add(name);
    }
    for (const [name, value] of add) {
      held.item[name] = added(held.item[name], value);
      held.added.add(name);
    }
  }

  /** Whether a held item is written whole (put, or in a new partition) rather than added to. */
  private whole = (h: Held) => h.put || this.partitions.has(h.key.PK);

  /**
   * Writes every held item of a new partition (and every put one) and forgets it: call when the
   * entities applied so far are complete. The shared items stay for `finish`.
   */
  flushCreated(): Promise<void> {
    const items: Item[] = [];
    for (const [id, h] of this.held) {
      if (!this.whole(h)) continue;
      items.push(h.item);
      this.held.delete(id);
      if (this.partitions.has(h.key.PK)) this.partitions.set(h.key.PK, 'written');
    }
    return this.writeBatches(items);
  }

  /**
   * Writes what is left: the items of new partitions, then each shared item once: put whole when
   * the table has none yet (one consistent BatchGetItem of the keys tells), else its SETs and ADDs
   * with one UpdateItem, so what is stored is added to.
   */
  async finish(): Promise<void> {
    await this.flushCreated();
    const shared = [...this.held.values()];
    this.held.clear();
    const keys = shared.map((h) => h.key);
    const stored = new Set((await batchGet<Key>(keys, '#p, #s', { '#p': 'PK', '#s': 'SK' }, true)).map(idOf));
    await this.writeBatches(shared.filter((h) => !stored.has(idOf(h.key))).map((h) => h.item));
    const tasks: (() => Promise<void>)[] = [];
    for (const h of shared.filter((x) => stored.has(idOf(x.key)))) {
      const names = [...new Set([...h.set, ...h.added])];
      for (let i = 0; i < names.length; i += ATTRIBUTES_PER_UPDATE) tasks.push(() => this.writeUpdate(h, names.slice(i, i + ATTRIBUTES_PER_UPDATE)));
      this.stats.updates++;
    }
    await limited(tasks, this.inFlight);
  }

  private async writeUpdate(h: Held, names: string[]): Promise<void> {
    const sets = names.filter((n) => h.set.has(n));
    const adds = names.filter((n) => h.added.has(n));
    // one UpdateItem cannot both SET and ADD an attribute, and their order is not kept
    if (sets.some((n) => h.added.has(n))) throw new Error(`bulk load: ${h.key.PK} ${h.key.SK} both sets and adds one attribute`);
    const expression = [
      sets.length ? `SET ${sets.map((n) => `#a${names.indexOf(n)} = :a${names.indexOf(n)}`).join(', ')}` : '',
      adds.length ? `ADD ${adds.map((n) => `#a${names.indexOf(n)} :a${names.indexOf(n)}`).join(', ')}` : '',
    ].join(' ');
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: h.key,
        UpdateExpression: expression.trim(),
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:a${i}`, h.item[n]])),
      }),
    );
    this.stats.updateCalls++;
  }

  /** BatchWriteItem of 25 puts, `inFlight` at once, unprocessed items sent again after a pause. */
  private async writeBatches(items: Item[]): Promise<void> {
    const tasks: (() => Promise<void>)[] = [];
    for (let i = 0; i < items.length; i += BATCH) {
      const chunk = items.slice(i, i + BATCH);
      tasks.push(async () => {
        let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; requests.length > 0; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
          const out = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
          this.stats.batchCalls++;
          const left = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
          this.stats.puts += requests.length - left.length;
          this.stats.retried += left.length;
          requests = left;
        }
      });
    }
    await limited(tasks, this.inFlight);
  }
}
