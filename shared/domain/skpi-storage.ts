/**
 * Where the SKPI files live in the documents bucket, by key prefix. The CDK app's lifecycle rules
 * (infra/constructs/storage.ts) are keyed on these: previews and bulk zips are temporary, the
 * printed documents are the record and never expire.
 */
export const SKPI_KEY_PREFIXES = {
  /** Printed SKPI PDFs (one per issued document): kept for good, like every issued document. */
  printed: 'skpi/',
  /** Previews marked PRATINJAU (student's and admin's): removed after a day. */
  preview: 'skpi-pratinjau/',
  /** The skpi.zip of a bulk print job: removed after a week. */
  bulkZip: 'skpi-zip/',
} as const;

/** Days a preview and a bulk zip are kept in the documents bucket. */
export const SKPI_PREVIEW_DAYS = 1;
export const SKPI_BULK_ZIP_DAYS = 7;

/**
 * Folders of the files claimed from uploads into the documents bucket (`<folder>/<owner>/<ulid>.<ext>`,
 * functions/lib/files.ts `finalizeUpload`), and the uploads bucket's one folder of temporary
 * uploads. The CDK app grants writes per folder (infra/profiles.ts `writeFolders`): a student's
 * Lambda writes its own folders, never the printed SKPIs under `skpi/`.
 */
export const DOCUMENT_FOLDERS = {
  /** Profile photos (the student's, the activation's). */
  foto: 'foto',
  portofolio: 'portofolio',
  /** A migration's or readmission's proof. */
  mutasi: 'mutasi',
  /** The student's own uploaded SKPI. */
  skpiUpload: 'skpi-upload',
  logo: 'logo',
  ppk: 'ppk',
} as const;

/** The uploads bucket's temporary uploads (`tmp/<owner>/<ulid>`). */
export const UPLOAD_TMP_FOLDER = 'tmp';
