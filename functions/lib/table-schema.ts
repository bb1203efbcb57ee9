/**
 * The one DynamoDB table, described once: the CDK stack and the local runtime both build it
 * from this. Keys are strings; every GSI projects all attributes. `ttl` expires short-lived
 * items (OTP, pending tickets, reset tokens, rate-limit windows, upload records, jobs).
 */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
  ],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];

/** Attribute definitions (all string keys) for CreateTable and CDK. */
export function keyAttributeNames(): string[] {
  return [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
}
