/**
 * Presigned uploads (files never pass through Lambda): the browser posts the file straight to S3 under a temporary
 * key owned by the caller; the domain call then names the key and the server checks it.
 */

import * as z from 'zod';
import { UNIVERSITAS_MSG } from '../messages/admin';
import { FORM_MSG } from '../messages/common';
import { MAHASISWA_MSG } from '../messages/mahasiswa';
import { UPLOAD_MSG } from '../messages/uploads';
import { defineArea } from './contract';

/** Largest accepted file ('2 MB', written by the one size formatter beside it). */
export { UPLOAD_MAX_BYTES } from '../domain/storage-size';

/** An Excel workbook (.xlsx), one of the bulk import's two formats. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an upload is for, and the content types each purpose accepts. */
export const UPLOAD_PURPOSES = {
  foto_profil: ['image/png', 'image/jpeg', 'image/gif'],
  dokumen: ['application/pdf'],
  /** The university's logo printed on the SKPI header (pdf-lib embeds PNG and JPEG only). */
  logo_universitas: ['image/png', 'image/jpeg'],
  /**
   * The student list of a bulk import (CSV, UTF-8). Browsers report a .csv as text/csv, or, where
   * Excel is installed on Windows, as application/vnd.ms-excel; the bytes are checked as text.
   */
  impor_mahasiswa: ['text/csv', 'application/vnd.ms-excel', 'text/plain', XLSX_MIME],
} as const satisfies Record<string, readonly string[]>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The file names each purpose accepts (the browser checks them before any transfer). */
export const UPLOAD_EXTENSIONS: Record<UploadPurpose, RegExp> = {
  foto_profil: /\.(png|jpe?g|gif)$/i,
  dokumen: /\.pdf$/i,
  logo_universitas: /\.(png|jpe?g)$/i,
  impor_mahasiswa: /\.(csv|xlsx)$/i,
};

/** The message for a file of the wrong type, by purpose (the browser and the server say the same). */
export const uploadWrongType = (purpose: UploadPurpose): string =>
  ({
    foto_profil: MAHASISWA_MSG.uploadWrongImageType,
    dokumen: UPLOAD_MSG.uploadWrongPdfType,
    logo_universitas: UNIVERSITAS_MSG.uploadWrongLogoType,
    impor_mahasiswa: UPLOAD_MSG.uploadWrongCsvType,
  })[purpose];
export const uploadPurpose = z.enum(Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]], { error: () => FORM_MSG.chooseOption });

export const uploadsApi = defineArea('uploads', {
  create: {
    method: 'POST',
    path: '/api/uploads',
    access: 'public',
    summary: 'A presigned POST for a temporary key owned by the caller (a session, or the activation ticket for the photo)',
    body: z.strictObject({
      purpose: uploadPurpose,
      content_type: z
        .string({ error: () => FORM_MSG.required })
        .min(1, { error: () => FORM_MSG.required })
        .max(100),
      size: z
        .number({ error: () => FORM_MSG.mustBeNumber })
        .int({ error: () => FORM_MSG.mustBeNumber })
        .nonnegative({ error: () => FORM_MSG.mustBeNumber }),
    }),
    response: z.strictObject({
      key: z.string(),
      url: z.string(),
      fields: z.record(z.string(), z.string()),
      max_size: z.number().int(),
      expires_at: z.number().int(),
    }),
    status: 201,
  },
});
