/**
 * The one DynamoDB table, described once: the CDK stack and the local runtime both build it
 * from this. `ttl` expires short-lived items (OTP, pending tickets, reset tokens, rate-limit
 * windows, upload records, jobs).
 *
 * GSI1..GSI4 are overloaded (string keys named after the index, every attribute projected). GSI5
 * is the students' points index: a year-of-entry partition of GSI3 (`GSI3PK`) ordered by the
 * student's verified points (`skp`, a number), projecting what the student list's filters read;
 * a verification's `ADD skp` moves a student in it without a write of its own.
 */
export interface IndexSchema {
  name: string;
  partitionKey: string;
  sortKey: string;
}

/**
 * What an index has besides its key names: a number sort key (S unless stated) and the attributes
 * projected besides the keys (every attribute unless stated). Only the table's builders read it,
 * so the Lambdas' bundles leave it out.
 */
export const INDEX_DETAILS: Partial<Record<string, { sortKeyType: 'N'; include: readonly string[] }>> = {
  GSI5: { sortKeyType: 'N', include: ['id', 'nim', 'is_graduated', 'skpi_dokumen'] },
};

export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { name: 'GSI5', partitionKey: 'GSI3PK', sortKey: 'skp' },
  ],
} as const satisfies { partitionKey: string; sortKey: string; ttlAttribute: string; indexes: readonly IndexSchema[] };

export type IndexName = (typeof TABLE.indexes)[number]['name'];

/** An index's description by name. */
export const indexSchema = (name: IndexName): IndexSchema => TABLE.indexes.find((i) => i.name === name) as IndexSchema;

/** The key attributes of an index (or of the table) and their types, each once. */
export function keyAttributes(indexes: readonly IndexSchema[] = TABLE.indexes): { name: string; type: 'S' | 'N' }[] {
  const all = [
    { name: TABLE.partitionKey, type: 'S' as const },
    { name: TABLE.sortKey, type: 'S' as const },
    ...indexes.flatMap((i) => [
      { name: i.partitionKey, type: 'S' as const },
      { name: i.sortKey, type: INDEX_DETAILS[i.name]?.sortKeyType ?? ('S' as const) },
    ]),
  ];
  return [...new Map(all.map((a) => [a.name, a])).values()];
}

/** An index as CreateTable and UpdateTable describe it (the local runtime). */
export function indexDefinition(i: IndexSchema) {
  const include = INDEX_DETAILS[i.name]?.include;
  return {
    IndexName: i.name,
    KeySchema: [
      { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: include ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...include] } : { ProjectionType: 'ALL' as const },
  };
}
