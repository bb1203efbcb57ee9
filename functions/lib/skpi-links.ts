/**
 * Where a printed SKPI lives and where it is checked: its PDF and its credential (a CLR 2.0
 * VC-JWT) in the documents bucket (never expire) and its public verification address (the QR code
 * holds it). All follow from the document's code, so a reader needs no table read to link to them.
 * The credentials' public addresses (their ids, the issuer, the keys, the status lists) are the
 * stage's APP_URL plus the contract's paths: changing the domain changes the issuer's id
 * (docs/operations.md). This module carries no PDF code: the student area and the public
 * verification read it too.
 */
import { env } from '@functions/lib/env';
import { buildPath } from '@shared/api/contract';
import { kredensialApi } from '@shared/api/kredensial';
import { SKPI_KEY_PREFIXES } from '@shared/domain/skpi-storage';

/** Object key of a printed SKPI's PDF. */
export const dokumenKey = (userId: string, kode: string) => `${SKPI_KEY_PREFIXES.printed}${userId}/${kode}.pdf`;

/** Object key of a printed SKPI's credential (the compact VC-JWT), beside its PDF. */
export const kredensialKey = (userId: string, kode: string) => `${SKPI_KEY_PREFIXES.printed}${userId}/${kode}.jwt`;

/**
 * Object keys of a draft's PDF (watermarked DRAF) and of the document data it was built from, which
 * its last approval seals (docs/decisions/0056-pengesahan.md); beside the document's own files.
 */
export const drafKey = (userId: string, kode: string) => `${SKPI_KEY_PREFIXES.printed}${userId}/${kode}.draf.pdf`;
export const drafDataKey = (userId: string, kode: string) => `${SKPI_KEY_PREFIXES.printed}${userId}/${kode}.draf.json`;

/** Object key of a preview (removed after a day by the bucket's lifecycle). */
export const previewKey = (id: string) => `${SKPI_KEY_PREFIXES.preview}${id}.pdf`;

/** Object key of a bulk job's zip (removed with the job after a week). */
export const bulkZipKey = (jobId: string) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/skpi.zip`;

/**
 * A bulk job's working files beside its zip (the same week's lifecycle): each chunk's plan (its
 * students and their reserved numbers), each printed student's PDF (by their place in the list,
 * so a listing is the list's order) and each chunk's students not printed.
 */
export const bulkJobKeys = {
  plan: (jobId: string, chunk: number) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/plan/${String(chunk).padStart(6, '0')}.json`,
  pdfFolder: (jobId: string) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/pdf/`,
  pdf: (jobId: string, index: number, nim: string) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/pdf/${String(index).padStart(6, '0')}-${nim}.pdf`,
  skippedFolder: (jobId: string) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/skipped/`,
  skipped: (jobId: string, chunk: number) => `${SKPI_KEY_PREFIXES.bulkZip}${jobId}/skipped/${String(chunk).padStart(6, '0')}.json`,
};

/** The public verification page of a document (`/verifikasi/{code}` of the web app). */
export const keaslianUrl = (kode: string) => `${env.appUrl.replace(/\/+$/, '')}/verifikasi/${kode}`;

const appOrigin = () => env.appUrl.replace(/\/+$/, '');
const routes = kredensialApi.routes;

/** The public addresses of the credentials, from the stage's APP_URL and the contract's paths. */
export const kredensialLinks = {
  /** A document's credential: its `id` (and `jti`), answering the credential itself. */
  credential: (kode: string) => `${appOrigin()}${buildPath(routes.kredensial.path, { code: kode })}`,
  /** The issuer's Profile: `issuer.id` (and `iss`) of every credential. */
  issuer: () => `${appOrigin()}${routes.penerbit.path}`,
  /** The issuer's JWK Set; a key's `kid` is this address with its thumbprint as fragment. */
  jwks: () => `${appOrigin()}${routes.jwks.path}`,
  /** A revocation status list credential (its `id` and every entry's `statusListCredential`). */
  statusList: (list: number) => `${appOrigin()}${buildPath(routes.statusList.path, { list })}`,
  /** The web app itself (the issuer's `url`). */
  app: () => appOrigin(),
};
