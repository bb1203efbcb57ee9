/**
 * What each area's Lambda may touch: least privilege, declared per area in one table.
 *
 * Every area reads the JWT key (any route may carry a session) and at least reads the table
 * (the token version and active flag are checked against the user item). An area not listed
 * gets DEFAULT_ACCESS. An area that stores or serves files, or sends e-mail, adds a line here;
 * without it the call is denied in AWS (the local stand-ins do not check IAM).
 */
import { AREA_DATA_FILES } from './bundling';

export type TableAccess = 'read' | 'readwrite';
export type BucketAccess = 'none' | 'read' | 'put' | 'readwrite';

export interface AreaAccess {
  table: TableAccess;
  /** Temporary and permanent uploaded files (presigned POST, checks, moves). */
  uploads: BucketAccess;
  /** Generated documents (SKPI PDFs, bulk zips) served by presigned GET. */
  documents: BucketAccess;
  /** SES SendEmail from the sender identity. */
  sendMail: boolean;
}

export const DEFAULT_ACCESS: AreaAccess = { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: false };

/** Areas whose needs differ from DEFAULT_ACCESS. Keys must be area names of shared/api (a test checks). */
export const AREA_ACCESS: Record<string, Partial<AreaAccess>> = {
  // Public lookups from bundled reference data; the table only to resolve an optional session.
  lokasi: { table: 'read' },
  // Registration and account changes: mail (activation, OTP, reset) and the uploaded documents
  // moved from their temporary key to the documents bucket (functions/lib/files.ts).
  auth: { uploads: 'readwrite', documents: 'readwrite', sendMail: true },
  // Presigned POSTs are signed with the role: it needs PutObject on the uploads bucket, nothing more.
  uploads: { uploads: 'put' },
};

export function accessOf(area: string): AreaAccess {
  return { ...DEFAULT_ACCESS, ...AREA_ACCESS[area] };
}

/** Data files copied into the area's bundle, or none. */
export function dataFilesOf(area: string): { files: string[]; dir: string } | undefined {
  return AREA_DATA_FILES[area];
}

/** DynamoDB actions per access level. No Scan: every list has a GSI behind it (DESIGN.md). */
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
