/**
 * Where a printed SKPI lives and where it is checked: its PDF in the documents bucket (never
 * expires) and its public verification address (the QR code holds it). Both follow from the
 * document's code, so a reader needs no table read to link to them. This module carries no PDF
 * code: the student area and the public verification read it too.
 */
import { env } from '@functions/lib/env';
import { SKPI_KEY_PREFIXES } from '@shared/domain/skpi-storage';

/** Object key of a printed SKPI's PDF. */
export const dokumenKey = (userId: string, kode: string) => `${SKPI_KEY_PREFIXES.printed}${userId}/${kode}.pdf`;

/** Object key of a preview (removed after a day by the bucket's lifecycle). */
export const previewKey = (id: string) => `${SKPI_KEY_PREFIXES.preview}${id}.pdf`;

/** Object key of a bulk job's zip (removed with the job after a week). */
export const bulkZipKey = (jobId: string) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/skpi.zip`;

/** The public verification page of a document (`/verifikasi/{code}` of the web app). */
export const verifikasiUrl = (kode: string) => `${env.appUrl.replace(/\/+$/, '')}/verifikasi/${kode}`;
