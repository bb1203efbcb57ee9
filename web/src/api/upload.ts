/**
 * Presigned uploads (files never pass through Lambda): ask the API for a presigned POST of a temporary key, then
 * send the file straight to S3. The returned key is what a domain call names; the server checks
 * owner, size and magic bytes when it claims it. The client checks type and size first with the
 * server's own messages, so a wrong file is refused before any transfer.
 */

import { api } from '@shared/api';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadPurpose, uploadWrongType } from '@shared/api/uploads';
import { AUTH_MSG, MSG } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { call } from './client';

/** The type the browser reports, or one derived from the file name when it reports none. */
function contentTypeOf(file: File): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext === 'pdf'
    ? 'application/pdf'
    : ext === 'csv'
      ? 'text/csv'
      : ext === 'png'
        ? 'image/png'
        : ext === 'gif'
          ? 'image/gif'
          : ext
            ? 'image/jpeg'
            : '';
}

/** The message (the server's own) for a file that may not be uploaded for `purpose`, or null when it may. */
export function uploadProblem(purpose: UploadPurpose, file: File): string | null {
  const type = contentTypeOf(file);
  if (!UPLOAD_EXTENSIONS[purpose].test(file.name) || !(UPLOAD_PURPOSES[purpose] as readonly string[]).includes(type)) return uploadWrongType(purpose);
  if (file.size > UPLOAD_MAX_BYTES) return MSG.uploadTooLarge;
  if (file.size < 1) return UPLOAD_MSG.uploadEmpty;
  return null;
}

export class UploadError extends Error {
  override name = 'UploadError';
}

/** Uploads one file; resolves to the temporary key to name in the domain call. */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<string> {
  const problem = uploadProblem(purpose, file);
  if (problem) throw new UploadError(problem);
  const presigned = await call(api.uploads.create, { body: { purpose, content_type: contentTypeOf(file), size: file.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  if (!response.ok) throw new UploadError(AUTH_MSG.uploadFailed);
  return presigned.key;
}
