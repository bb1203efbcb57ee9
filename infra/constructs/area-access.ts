/**
 * What each area's Lambda may touch, as IAM actions. The grants themselves are declared once, in
 * each area's Lambda profile (infra/profiles.ts); this module turns a profile's levels into actions. Every area checks sessions
 * with the token keys' public halves (in its environment) and at least reads the table (the token version and active flag are checked
 * against the user item). Without a grant the call is denied in AWS (the stand-ins do not check IAM).
 */
import type { BucketAccess, TableAccess } from '../profiles';

export type { BucketAccess, TableAccess };

/** DynamoDB actions per access level. No Scan: every list has a GSI behind it, so no request reads the whole table. */
export const TABLE_ACTIONS: Record<TableAccess, string[]> = {
  none: [],
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  readwrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/**
 * S3 object actions per access level (presigned URLs are signed with the function's role): what it
 * reads (on the whole bucket) and what it writes (on the profile's `writeFolders`, else the whole
 * bucket). `claim`: reads and removes, never puts (a temporary upload claimed; a removed account's
 * documents); `write`: stores and removes, never reads.
 */
export const BUCKET_READS: Record<Exclude<BucketAccess, 'none'>, string[]> = {
  read: ['s3:GetObject'],
  put: [],
  claim: ['s3:GetObject'],
  write: [],
  readwrite: ['s3:GetObject'],
};
export const BUCKET_WRITES: Record<Exclude<BucketAccess, 'none'>, string[]> = {
  read: [],
  put: ['s3:PutObject'],
  claim: ['s3:DeleteObject'],
  write: ['s3:PutObject', 's3:DeleteObject'],
  readwrite: ['s3:PutObject', 's3:DeleteObject'],
};
