/**
 * Files never pass through API Gateway (docs/decisions/0006-presigned-uploads.md): `presignUpload`
 * hands the browser a presigned POST for a temporary key `tmp/<owner>/<ulid>` in the uploads bucket
 * and records who owns it; `finalizeUpload` is called by the domain service that receives the key:
 * it reads the object once, checks the owner, the purpose, the size and the bytes themselves (S3's
 * policy is not trusted alone, and the local s3rver checks no policy at all; a PDF is parsed,
 * pdf-structure.ts), and writes exactly the bytes it checked to their permanent key in the
 * documents bucket. The presigned POST stays valid for minutes after the check, so a copy of the
 * temporary object could be of a file posted after it: the checked bytes are what is stored.
 * Downloads are short-lived presigned GET URLs.
 */

import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadPurpose, uploadWrongType, XLSX_MIME } from '@shared/api/uploads';
import { UPLOAD_TMP_FOLDER } from '@shared/domain/skpi-storage';
import { MAHASISWA_MSG } from '@shared/messages/mahasiswa';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { ulid } from 'ulid';
import { ddb, s3 } from './clients';
import { Invalid, TooLarge } from './domain-errors';
import { uploadKeys } from './entities/uploads';
import { env } from './env';
import { logger } from './logger';
import { pdfProblem } from './pdf-structure';
import { getItem, type TransactItem, tableName } from './table';

/** How long a presigned POST may be used. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** How long an unclaimed upload record lives (the bucket's lifecycle rule removes the object). */
const UPLOAD_RECORD_SECONDS = 24 * 60 * 60;
/** Enough bytes for every signature we check. */
const SNIFF_BYTES = 4100;

export interface UploadRecord {
  owner: string;
  purpose: UploadPurpose;
  content_type: string;
  created_at: string;
  ttl: number;
}

/** Checks the declared type and size before any URL is issued (the same rules finalize re-checks). */
export function checkDeclaredUpload(purpose: UploadPurpose, contentType: string, size: number): void {
  if (!(UPLOAD_PURPOSES[purpose] as readonly string[]).includes(contentType.toLowerCase())) {
    throw new Invalid({ content_type: [uploadWrongType(purpose)] });
  }
  if (size > UPLOAD_MAX_BYTES) throw new TooLarge({ size: [MAHASISWA_MSG.uploadTooLarge] });
  if (size < 1) throw new Invalid({ size: [UPLOAD_MSG.uploadEmpty] });
}

export async function presignUpload(owner: string, purpose: UploadPurpose, contentType: string) {
  const key = `${UPLOAD_TMP_FOLDER}/${owner}/${ulid()}`;
  const type = contentType.toLowerCase();
  const now = Math.floor(Date.now() / 1000);
  const record: UploadRecord = { owner, purpose, content_type: type, created_at: new Date().toISOString(), ttl: now + UPLOAD_RECORD_SECONDS };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: { ...uploadKeys.upload(key), type: 'upload', ...record } }));
  const post = await createPresignedPost(s3(), {
    Bucket: env.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', type],
    ],
    Fields: { 'Content-Type': type },
    Expires: UPLOAD_URL_SECONDS,
  });
  return { key, url: post.url, fields: post.fields, max_size: UPLOAD_MAX_BYTES, expires_at: now + UPLOAD_URL_SECONDS };
}

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'application/pdf': 'pdf' };

/** The content type the bytes really are, when the purpose accepts it; else undefined. */
export async function sniff(purpose: UploadPurpose, head: Uint8Array): Promise<string | undefined> {
  if (purpose === 'dokumen') {
    return Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-' ? 'application/pdf' : undefined;
  }
  if (purpose === 'impor_mahasiswa') return isZip(head) ? XLSX_MIME : isUtf8Text(head) ? 'text/csv' : undefined;
  // loaded by the first image checked, not when a Lambda that takes uploads starts
  const { fileTypeFromBuffer } = await import('file-type/core');
  const found = await fileTypeFromBuffer(head);
  return found && (UPLOAD_PURPOSES[purpose] as readonly string[]).includes(found.mime) ? found.mime : undefined;
}

/** True when the bytes begin as a zip archive (an .xlsx workbook is one; its reader checks the rest). */
export const isZip = (head: Uint8Array): boolean => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/**
 * True when the bytes are UTF-8 text (a CSV): they decode strictly, a character cut at the end of
 * the sniffed head aside, and hold no NUL (a spreadsheet, PDF or image fails one or the other).
 */
export function isUtf8Text(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return !text.includes('\u0000');
  } catch {
    return false;
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** A temporary upload as read and checked: the very bytes the checks saw, their type and their SHA-256. */
export interface CheckedUpload {
  mime: string;
  bytes: Uint8Array;
  sha256: string;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Claims a temporary upload for `owner` and stores the bytes it checked at
 * `<folder>/<owner>/<ulid>.<ext>` in the documents bucket; a PDF is parsed first
 * (pdf-structure.ts: a file that only starts like one is refused). Errors name `field` in the
 * field-map shape `{ field: [message] }`. Returns the permanent key.
 */
export async function finalizeUpload(input: { key: string; owner: string; purpose: UploadPurpose; folder: string; field: string }): Promise<string> {
  const { key, owner, folder, field } = input;
  const { mime, bytes } = await readCheckedUpload(input);
  if (mime === 'application/pdf') {
    const problem = pdfProblem(bytes);
    if (problem) {
      logger.info('upload refused: not a readable PDF', { key, problem });
      throw new Invalid({ [field]: [UPLOAD_MSG.uploadPdfUnreadable] });
    }
  }
  const dest = `${folder}/${owner}/${ulid()}.${EXT[mime] ?? 'bin'}`;
  await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: dest, Body: bytes, ContentType: mime }));
  await s3().send(new DeleteObjectCommand({ Bucket: env.uploadsBucket, Key: key }));
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: uploadKeys.upload(key) }));
  return dest;
}

/**
 * Reads a temporary upload once and checks it, without claiming it: `owner` owns it for
 * `purpose`, it is there, its size is within the limit and its bytes are of an accepted type.
 * Errors name `field` in the field-map shape `{ field: [message] }`.
 */
export async function readCheckedUpload(input: { key: string; owner: string; purpose: UploadPurpose; field: string }): Promise<CheckedUpload> {
  const { key, owner, purpose, field } = input;
  const missing = () => new Invalid({ [field]: [UPLOAD_MSG.uploadMissing] });
  const record = await getItem<UploadRecord>(uploadKeys.upload(key), { ConsistentRead: true });
  if (!record || record.owner !== owner || record.purpose !== purpose || record.ttl < Math.floor(Date.now() / 1000)) throw missing();

  let bytes: Uint8Array;
  try {
    const obj = await s3().send(new GetObjectCommand({ Bucket: env.uploadsBucket, Key: key }));
    // a client ignoring the POST policy (or s3rver, which checks none) may have stored more: not read
    if ((obj.ContentLength ?? 0) > UPLOAD_MAX_BYTES) {
      (obj.Body as { destroy?: () => void } | undefined)?.destroy?.();
      throw new TooLarge({ [field]: [MAHASISWA_MSG.uploadTooLarge] });
    }
    bytes = obj.Body ? await obj.Body.transformToByteArray() : new Uint8Array();
  } catch (err) {
    if (isNotFound(err)) throw missing();
    throw err;
  }
  if (bytes.length > UPLOAD_MAX_BYTES) throw new TooLarge({ [field]: [MAHASISWA_MSG.uploadTooLarge] });
  if (bytes.length < 1) throw new Invalid({ [field]: [UPLOAD_MSG.uploadEmpty] });

  const mime = await sniff(purpose, bytes.subarray(0, SNIFF_BYTES));
  if (!mime) throw new Invalid({ [field]: [uploadWrongType(purpose)] });
  return { mime, bytes, sha256: sha256Of(bytes) };
}

/** The bytes of a temporary upload (checked by `readCheckedUpload` first; a job reads the one it claimed and compares it with the checked bytes' SHA-256). */
export async function readUpload(key: string): Promise<Uint8Array> {
  const out = await s3().send(new GetObjectCommand({ Bucket: env.uploadsBucket, Key: key }));
  if (!out.Body) throw new Error(`upload ${key} has no body`);
  return out.Body.transformToByteArray();
}

/**
 * The transaction item that claims a temporary upload of `owner` (its record goes: it cannot be
 * claimed twice; the object stays for the claimer to read, then `discardUpload`).
 */
export const uploadClaim = (key: string, owner: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: uploadKeys.upload(key),
    ConditionExpression: 'attribute_exists(PK) AND #owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': owner },
  },
});

/** Removes a claimed temporary upload (best effort: the bucket's lifecycle rule removes it anyway). */
export async function discardUpload(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env.uploadsBucket, Key: key }));
}

/** Removes a permanent document (best effort callers: a replaced photo, a rolled-back claim). */
export async function deleteDocument(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env.documentsBucket, Key: key }));
}

/** Writes a generated document (an SKPI PDF, a preview) to the documents bucket. */
export async function putDocument(key: string, body: Uint8Array, contentType: string, filename: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.documentsBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ContentDisposition: `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    }),
  );
}

/** The bytes of a document of the documents bucket. */
export async function readDocument(key: string): Promise<Uint8Array> {
  const out = await s3().send(new GetObjectCommand({ Bucket: env.documentsBucket, Key: key }));
  if (!out.Body) throw new Error(`document ${key} has no body`);
  return out.Body.transformToByteArray();
}

export { documentUrl } from './download-url';
