/**
 * THE Lambda profiles: what each area's and each job's Lambda is and may touch (least privilege).
 * Only the CDK app (function, role and grants, bundling) and the local runtime read them; they
 * stay out of shared/, which the browser bundles. Areas group routes by this profile, not by URL
 * (docs/decisions/0002-areas-are-lambdas-grouped-by-profile.md). Every area of shared/api/index.ts and every job of
 * shared/jobs.ts has exactly one profile: a missing or an unknown name is a type error.
 */
import { uploadKeys } from '@functions/lib/entities/uploads';
import type { SigningKeyName } from '@functions/lib/signing/types';
import type { TokenKeyName } from '@functions/lib/token-keys';
import type { AreaName } from '@shared/api';
import { EKSPOR_KEY_PREFIX } from '@shared/domain/ekspor';
import { SKPI_FONT_DATA } from '@shared/domain/skpi-fonts';
import { DOCUMENT_FOLDERS, SKPI_KEY_PREFIXES, UPLOAD_TMP_FOLDER } from '@shared/domain/skpi-storage';
import type { JobName } from '@shared/jobs';

/** 'none': a stream consumer, which reads the table's stream only (granted with its event source). */
export type TableAccess = 'none' | 'read' | 'readwrite';
export type BucketAccess = 'none' | 'read' | 'put' | 'claim' | 'write' | 'readwrite';

export interface LambdaProfile {
  /** Memory in MB; the stage's default when unset (infra/config.ts). */
  memoryMb?: number;
  /** Timeout in seconds; the stage's default when unset. */
  timeoutSeconds?: number;
  /**
   * V8's old-space limit in MB (`--max-old-space-size`); Node's default when unset. A long-lived
   * worker lets its heap grow well past what it keeps alive before collecting: the cap keeps its
   * memory where the bench measured it (the bench's job child runs with the same).
   */
  heapMb?: number;
  /** Every area at least reads the table (the session's token version is checked on the user item). */
  table: TableAccess;
  /**
   * The partition key prefixes (functions/lib/entities/) under which this Lambda puts, updates and
   * deletes items (IAM `dynamodb:LeadingKeys`); its reads stay table-wide. Unset: the whole table.
   */
  writeLeadingKeys?: readonly string[];
  /**
   * Adds audit entries (functions/lib/audit.ts): the only roles that may put items under the
   * `AUDIT#` leading key (every role is denied changing or deleting them); checked against the
   * code each Lambda bundles (tests/infra/stack.test.ts).
   */
  auditEntries?: boolean;
  /** Writes the audit archive (new objects only; Object Lock keeps every version). */
  auditArchive?: boolean;
  /** Temporary and permanent uploaded files (presigned POST, checks, moves). */
  uploads: BucketAccess;
  /** Generated and finalised documents (photos, evidence, SKPI PDFs, zips) served by presigned GET. */
  documents: BucketAccess;
  /**
   * The folders (key prefixes, shared/domain/skpi-storage.ts) under which this Lambda writes and
   * deletes, per bucket; its reads stay bucket-wide. Unset: the whole bucket.
   */
  writeFolders?: { uploads?: readonly string[]; documents?: readonly string[] };
  /** SES SendEmail from the sender identity. */
  sendMail: boolean;
  /** Files copied beside the code into `dir` of the bundle (paths relative to the project root). */
  dataFiles?: { files: readonly string[]; dir: string };
  /** Jobs this Lambda starts (asynchronous invoke; locally run in-process). */
  invokes?: readonly JobName[];
  /** Jobs run by a state machine that this Lambda starts (states:StartExecution; locally the same definition runs in process, infra/local/state-machines.ts). */
  starts?: readonly JobName[];
  /**
   * A job run by a state machine (the bulk print's, infra/constructs/bulk-print.ts), which calls
   * it once per step: never invoked asynchronously, so no failure queue (a failed execution alarms).
   */
  stateMachine?: true;
  /** CloudWatch GetMetricData (the buckets' daily size metric of the dashboard's storage card). */
  metrics?: boolean;
  /** The signing keys this Lambda signs with (kms:Sign and kms:GetPublicKey on each; infra/constructs/signing-keys.ts). Nothing else signs. */
  signs?: readonly SigningKeyName[];
  /**
   * The token keys this Lambda signs JWTs with (a read of their private halves;
   * infra/constructs/token-keys.ts): `session` where sessions start, `link` where accounts are
   * created. Every Lambda checks tokens with the public halves; no other can make one.
   */
  tokens?: readonly TokenKeyName[];
  /**
   * Campus sign-in (infra/config.ts `sso`), where the stage has it: 'sign-in' gets every SSO_*
   * setting and a read of the client secret; 'staff-switch' only whether staff may use a password.
   */
  sso?: 'sign-in' | 'staff-switch';
  /**
   * The Neo Feeder operator's password (one Secrets Manager secret, infra/constructs/secrets.ts):
   * 'readwrite' where the super admin sets it, 'read' where the sync signs in. No other Lambda touches it.
   */
  feederSecret?: 'read' | 'readwrite';
  /**
   * Invokes itself (asynchronously, by its own name from the runtime's AWS_LAMBDA_FUNCTION_NAME) to
   * go on with a long job after its time: lambda:InvokeFunction on its own function, in a policy of
   * its own (the role's default policy cannot name the function it belongs to).
   */
  reinvokes?: true;
}

/** The profile of each area's Lambda (shared/api/<area>.ts holds its routes). */
export const AREA_PROFILES: Record<AreaName, LambdaProfile> = {
  // Master data writes; the internal activities' PDFs (ppk/) and the university's logo (logo/) are
  // claimed from their temporary uploads (read, then removed) into their folders of the documents
  // bucket, and replaced ones removed there; links to them are presigned GETs. No mail.
  // A change of a program's rubrics starts the recount of its achievement counters.
  admin: {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'claim',
    documents: 'readwrite',
    writeFolders: { uploads: [UPLOAD_TMP_FOLDER], documents: [DOCUMENT_FOLDERS.ppk, DOCUMENT_FOLDERS.logo] },
    sendMail: false,
    invokes: ['statistik-capaian'],
  },
  // Own-account settings and notifications; a password or e-mail change re-issues the own session.
  akun: { table: 'readwrite', auditEntries: true, uploads: 'none', documents: 'none', sendMail: false, tokens: ['session'] },
  // Registration and sign-in: mail (activation, OTP, reset) and the activation photo moved from its
  // temporary key (read, then removed) to the photos' folder (stored; removed if the activation
  // fails after it). No other object, no read of a stored document.
  auth: {
    table: 'readwrite',
    uploads: 'claim',
    documents: 'write',
    writeFolders: { uploads: [UPLOAD_TMP_FOLDER], documents: [DOCUMENT_FOLDERS.foto] },
    sendMail: true,
    sso: 'staff-switch',
    tokens: ['session', 'link'],
  },
  // Campus sign-in: the only Lambda that reads the provider's client secret; mails the sign-in
  // code and starts sessions as the auth area does (decision 0049).
  sso: { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: true, sso: 'sign-in', tokens: ['session'] },
  // Reads everything a document prints, writes documents, numbers, requests and graduation;
  // writes the PDFs (and previews) to the documents bucket; starts the skpi-bulk job's state
  // machine. Seals each issued SKPI and signs its credential.
  cetak: {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'readwrite',
    sendMail: false,
    memoryMb: 1024,
    timeoutSeconds: 30,
    starts: ['skpi-bulk'],
    // the bulk approval of SKPI drafts (decision 0056)
    invokes: ['pengesahan-massal'],
    dataFiles: SKPI_FONT_DATA,
    signs: ['segel', 'kredensial'],
  },
  // Reads the caller's uploaded CSV (and claims it), the programs and the NIM/e-mail constraint
  // items; writes the job item; starts the akun-impor job, which creates the students and mails them.
  impor: { table: 'readwrite', uploads: 'readwrite', documents: 'none', sendMail: false, invokes: ['akun-impor'] },
  // The public credential answers: reads the printed documents' credential fields, the status
  // lists' revoked indexes and the university record, and the stored VC-JWTs in the documents
  // bucket; signs the status lists and publishes the credential key (kms:Sign and kms:GetPublicKey
  // on that key only). No writes.
  kredensial: { table: 'read', uploads: 'none', documents: 'read', sendMail: false, signs: ['kredensial'] },
  // Bundled reference data (BPS provinces and cities); the table only to resolve an optional session.
  lokasi: {
    table: 'read',
    uploads: 'none',
    documents: 'none',
    sendMail: false,
    dataFiles: { files: ['node_modules/idn-area-data/data/provinces.csv', 'node_modules/idn-area-data/data/regencies.csv'], dir: 'data' },
  },
  // Student data: uploaded evidence, photos, a migration's proof and the student's own SKPI are
  // claimed from their temporary keys (read, then removed) into their folders, and replaced ones
  // removed there; links to any of the student's documents (the printed SKPI included) are
  // presigned GETs. It never writes the printed SKPIs (`skpi/`) or the staff's folders.
  mahasiswa: {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'claim',
    documents: 'readwrite',
    writeFolders: {
      uploads: [UPLOAD_TMP_FOLDER],
      documents: [DOCUMENT_FOLDERS.foto, DOCUMENT_FOLDERS.portofolio, DOCUMENT_FOLDERS.mutasi, DOCUMENT_FOLDERS.skpiUpload],
    },
    sendMail: false,
    memoryMb: 512,
  },
  // New accounts get the activation (a link signed here) or set-password mail and a decided request
  // mails the student; a deleted student's files are removed from their folders of the documents
  // bucket (never put there) and a migration's proof is read (its download link). No upload is claimed here.
  manajemen: {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'claim',
    writeFolders: { documents: [DOCUMENT_FOLDERS.foto, DOCUMENT_FOLDERS.portofolio, DOCUMENT_FOLDERS.mutasi, DOCUMENT_FOLDERS.skpiUpload] },
    sendMail: true,
    tokens: ['link'],
  },
  // The Neo Feeder sync's routes: the connection (the password's secret written and read here, the
  // campus server called for Tes koneksi and GetProdi: its answers may take long), the program
  // mapping (audited), the sync jobs' items and plans; starts the feeder-sync job.
  feeder: {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'none',
    sendMail: false,
    timeoutSeconds: 30,
    feederSecret: 'readwrite',
    invokes: ['feeder-sync'],
  },
  // Public reads of faculties and study programs; signed-in reads of the portfolio catalog, with
  // short-lived URLs of the internal activities' documents.
  master: { table: 'read', uploads: 'none', documents: 'read', sendMail: false },
  // Public reads; profile photos are served by presigned GET from the documents bucket.
  search: { table: 'read', uploads: 'none', documents: 'read', sendMail: false },
  // Reads counters only; measures storage: the buckets' daily size metric in CloudWatch (AWS),
  // a listing of the stand-in's objects (locally), hence bucket read.
  statistik: { table: 'read', uploads: 'read', documents: 'read', sendMail: false, metrics: true },
  // Every list export: reads the lists (and, as the queue does, presigns its evidence links), logs
  // each export in the audit log, writes the export job items and starts the ekspor-berkas job, which alone writes the files; presigns their link.
  ekspor: { table: 'readwrite', auditEntries: true, uploads: 'none', documents: 'read', sendMail: false, invokes: ['ekspor-berkas'] },
  // Presigned POSTs are signed with the role: it needs PutObject on the uploads bucket, and writes
  // the upload tickets (UPLOAD#) and no other item.
  uploads: { table: 'readwrite', writeLeadingKeys: [uploadKeys.upload('').PK], uploads: 'put', documents: 'none', sendMail: false },
  // Reads evidence (presigned GET); the decision's mail is sent by the notification job, not here.
  verifikasi: { table: 'readwrite', auditEntries: true, uploads: 'none', documents: 'read', sendMail: false },
};

/** The profile of each job's Lambda (shared/jobs.ts holds its name, summary and schedule). */
export const JOB_PROFILES: Record<JobName, LambdaProfile> = {
  'notifikasi-digest': { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: true, timeoutSeconds: 120 },
  // Creates the imported students (their uploaded CSV read and claimed) and mails each an activation link signed here.
  'akun-impor': {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'readwrite',
    documents: 'none',
    sendMail: true,
    memoryMb: 1024,
    timeoutSeconds: 900,
    tokens: ['link'],
  },
  // The worker of the bulk print's state machine: prints chunks (documents, numbers, graduation, as
  // a single print does; PDFs and credentials under skpi/), writes and lists its jobs' files and
  // zips under skpi-zip/ (and nowhere else), seals and signs. One full vCPU to print; the join of
  // a large job's zip may take minutes.
  'skpi-bulk': {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'readwrite',
    writeFolders: { documents: [SKPI_KEY_PREFIXES.printed.replace(/\/$/, ''), SKPI_KEY_PREFIXES.bulkZip.replace(/\/$/, '')] },
    stateMachine: true,
    sendMail: false,
    memoryMb: 1769,
    heapMb: 320,
    timeoutSeconds: 900,
    dataFiles: SKPI_FONT_DATA,
    signs: ['segel', 'kredensial'],
  },
  // Reads a long list again in its starter's scope, writes its file under ekspor/ only, logs the export.
  'ekspor-berkas': {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'readwrite',
    writeFolders: { documents: [EKSPOR_KEY_PREFIX.slice(0, -1)] },
    sendMail: false,
    memoryMb: 1024,
    timeoutSeconds: 900,
  },
  // Approves SKPI drafts as the cetak area does (decision 0056): the last stage builds, seals and signs
  // the PDF and its credential under skpi/ (and nowhere else); in-app notifications and audit entries.
  'pengesahan-massal': {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'readwrite',
    writeFolders: { documents: [SKPI_KEY_PREFIXES.printed.replace(/\/$/, '')] },
    sendMail: false,
    memoryMb: 1769,
    timeoutSeconds: 900,
    dataFiles: SKPI_FONT_DATA,
    signs: ['segel', 'kredensial'],
  },
  // Reads the pimpinan accounts and the drafts waiting at their stages; mails each approver once a day.
  'pengesahan-digest': { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: true, timeoutSeconds: 120 },
  'statistik-capaian': { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: false, memoryMb: 1024, timeoutSeconds: 900 },
  'statistik-rebuild': { table: 'readwrite', uploads: 'none', documents: 'none', sendMail: false, memoryMb: 2048, timeoutSeconds: 900 },
  // The Neo Feeder sync: reads the campus server with the stored password, writes the plan items,
  // then the students (created ones get their activation link, signed here, by mail) with their
  // audit entries; mails the super admin the nightly summary; re-invokes itself before its timeout.
  'feeder-sync': {
    table: 'readwrite',
    auditEntries: true,
    uploads: 'none',
    documents: 'none',
    sendMail: true,
    memoryMb: 1024,
    timeoutSeconds: 900,
    feederSecret: 'read',
    reinvokes: true,
    tokens: ['link'],
  },
  // Reads the table's stream (its audit entries only, by the event filter), writes their copies to
  // the audit archive; no table read or write, no other bucket, no secret.
  'audit-archive': { table: 'none', uploads: 'none', documents: 'none', sendMail: false, auditArchive: true, memoryMb: 256, timeoutSeconds: 60 },
};

/** The profile of an area or a job, by its Lambda's name. */
export function profileOf(name: string): LambdaProfile {
  const profile = (AREA_PROFILES as Record<string, LambdaProfile>)[name] ?? (JOB_PROFILES as Record<string, LambdaProfile>)[name];
  if (!profile) throw new Error(`no Lambda profile for ${name}`);
  return profile;
}
