/**
 * What each area's Lambda may touch, as IAM actions. The grants themselves are declared once, in
 * each area's Lambda profile (infra/profiles.ts); this module turns a profile's levels into actions. Every area reads the JWT key (any route may
 * carry a session) and at least reads the table (the token version and active flag are checked
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

/** S3 object actions per access level (presigned URLs are signed with the function's role). */
export const BUCKET_ACTIONS: Record<Exclude<BucketAccess, 'none'>, string[]> = {
  read: ['s3:GetObject'],
  put: ['s3:PutObject'],
  readwrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};
