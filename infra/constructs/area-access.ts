/**
 * What each area's Lambda may touch, as IAM actions. The grants themselves are declared once, in
 * each area's Lambda profile (`lambda` of its contract file, listed by shared/api/index.ts);
 * this module turns a profile's levels into actions. Every area reads the JWT key (any route may
 * carry a session) and at least reads the table (the token version and active flag are checked
 * against the user item). Without a grant the call is denied in AWS (the stand-ins do not check IAM).
 */
import { AREAS, areaSpec } from '@shared/api';
import type { BucketAccess, LambdaProfile, TableAccess } from '@shared/api/contract';

export type { BucketAccess, TableAccess };

/** The Lambda profile of every area, by name. */
export const AREA_ACCESS: Record<string, LambdaProfile> = Object.fromEntries(AREAS.map((a) => [a.area, a.lambda]));

export function accessOf(area: string): LambdaProfile {
  return areaSpec(area).lambda;
}

/** DynamoDB actions per access level. No Scan: every list has a GSI behind it, so no request reads the whole table. */
export const TABLE_ACTIONS: Record<TableAccess, string[]> = {
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
