/**
 * The export format of `npm run data:export` / `data:import` (docs/operations.md "Export and import"):
 * a folder (or the same folder as a .tar.gz) holding
 *
 *   manifest.json              what, from where, when, how many (Manifest below)
 *   table/segment-NN.jsonl     every table item, one per line, as DynamoDB JSON (`{"PK":{"S":"..."}}`,
 *                              binary as base64): lossless, whatever an item holds
 *   objects/<bucket>.jsonl     one line per stored object (ObjectEntry): key, content type, metadata, hash
 *   objects/<bucket>/<n>       the object's bytes
 *
 * Pure: no I/O here, so the unit tests hold the format to its word.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { TABLE } from '@functions/lib/table-schema';

export const FORMAT = 'skpi-data';
/** Raised when the layout or the meaning of a file changes; an import refuses another version. */
export const FORMAT_VERSION = 1;

/** The buckets that hold the product's data (the web bucket is rebuilt by every deploy). */
export const DATA_BUCKETS = ['uploads', 'documents'] as const;
export type DataBucket = (typeof DATA_BUCKETS)[number];

export type Item = Record<string, AttributeValue>;

export interface ObjectEntry {
  key: string;
  /** The file under `objects/<bucket>/`. */
  file: string;
  size: number;
  sha256: string;
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  metadata?: Record<string, string>;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  /** The table's key schema the items were written under (functions/lib/table-schema.ts). */
  schema: { partitionKey: string; sortKey: string; ttlAttribute: string; indexes: string[] };
  stage: string;
  source: { table: string; buckets: Record<DataBucket, string>; region: string };
  exportedAt: string;
  items: { count: number; files: string[]; expiredSkipped: number };
  objects: Record<DataBucket, { count: number; bytes: number }>;
  /**
   * SHA-256 of the public keys (SPKI) of the stage's signing keys, when readable: an import compares
   * them with the target's, since sealed documents and signed credentials verify only under them.
   */
  signingKeys: Record<'segel' | 'kredensial', string | null>;
}

export const tableSchema = (): Manifest['schema'] => ({
  partitionKey: TABLE.partitionKey,
  sortKey: TABLE.sortKey,
  ttlAttribute: TABLE.ttlAttribute,
  indexes: TABLE.indexes.map((i) => i.name),
});

export const segmentFile = (segment: number) => `table/segment-${String(segment).padStart(2, '0')}.jsonl`;
export const objectIndexFile = (bucket: DataBucket) => `objects/${bucket}.jsonl`;
export const objectFile = (bucket: DataBucket, n: number) => `objects/${bucket}/${String(n).padStart(6, '0')}`;

/**
 * True when the item's TTL has passed: DynamoDB deletes such items within days and the app treats
 * them as gone already (sign-in codes, sessions, rate-limit windows), so they are not moved.
 */
export function expired(item: Item, nowSeconds: number): boolean {
  const ttl = item[TABLE.ttlAttribute]?.N;
  return ttl !== undefined && Number(ttl) <= nowSeconds;
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

type Json = Record<string, unknown>;

/** An attribute value as DynamoDB JSON (binary as base64, as DynamoDB's own export writes it). */
function valueToJson(value: AttributeValue): Json {
  if (value.B !== undefined) return { B: toBase64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(toBase64) };
  if (value.M !== undefined) return { M: itemToJson(value.M) };
  if (value.L !== undefined) return { L: value.L.map(valueToJson) };
  return value as unknown as Json;
}

function valueFromJson(value: Json): AttributeValue {
  if (typeof value.B === 'string') return { B: fromBase64(value.B) };
  if (Array.isArray(value.BS)) return { BS: (value.BS as string[]).map(fromBase64) };
  if (value.M !== undefined) return { M: itemFromJson(value.M as Json) };
  if (Array.isArray(value.L)) return { L: (value.L as Json[]).map(valueFromJson) };
  return value as unknown as AttributeValue;
}

export function itemToJson(item: Item): Json {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, valueToJson(value)]));
}

export function itemFromJson(json: Json): Item {
  return Object.fromEntries(Object.entries(json).map(([name, value]) => [name, valueFromJson(value as Json)]));
}

/** What keeps an export from loading into this version of the product, or undefined. */
export function manifestProblem(manifest: unknown): string | undefined {
  const m = manifest as Partial<Manifest> | null;
  if (!m || m.format !== FORMAT) return 'this is not an SKPI data export (manifest.json is missing or of another format)';
  if (m.version !== FORMAT_VERSION) return `the export is format version ${String(m.version)}; this version of the product reads ${FORMAT_VERSION}`;
  const schema = tableSchema();
  const theirs = m.schema;
  if (!theirs || theirs.partitionKey !== schema.partitionKey || theirs.sortKey !== schema.sortKey || theirs.ttlAttribute !== schema.ttlAttribute) {
    return 'the export was written under another table key schema';
  }
  const missing = theirs.indexes.filter((i) => !schema.indexes.includes(i));
  if (missing.length > 0) return `the export names indexes this table does not have (${missing.join(', ')})`;
  return undefined;
}
