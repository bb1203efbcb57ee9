/**
 * Every key format of the table, in one module (docs/data-model.md lists the access pattern each
 * one serves). Services never build keys; repos call these functions.
 *
 * Conventions: an entity lives at `PK = <TYPE>#<id>, SK = <TYPE>` so it can be read by id;
 * lists hang off GSIs whose partition names the parent (`PRODI#<id>#RUBRIK`) and whose sort key
 * orders the children (`URUTAN#0003#<id>`). Numbers in sort keys are zero-padded.
 */

import { headOf } from '@shared/domain/search-terms';
import type { VerificationQueue } from '@shared/domain/status';

export const pad = (n: number, width = 6) => String(n).padStart(width, '0');

/** Item key (PK + SK). */
export interface Key {
  PK: string;
  SK: string;
}

const item = (type: string, id: string | number): Key => ({ PK: `${type}#${id}`, SK: type });

export const keys = {
  // --- numeric id sequences (fakultas, prodi, rubrik, ...) ---
  counter: (name: string): Key => ({ PK: 'COUNTER', SK: name }),

  // --- users of every role ---
  user: (userId: string) => item('USER', userId),
  /** Unique constraint: NIM (also the admins' and verifiers' username). */
  nim: (nim: string): Key => ({ PK: `NIM#${nim.toUpperCase()}`, SK: 'NIM' }),
  /** Unique constraint: e-mail, compared in lower case. */
  email: (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  /** GSI1: users of a role in a prodi, by NIM. */
  usersByRoleProdi: (role: string, idProdi: number | null) => `ROLE#${role.toUpperCase()}#PRODI#${idProdi ?? 0}`,
  /** GSI2: users of a role across the university, by NIM. */
  usersByRole: (role: string) => `ROLE#${role.toUpperCase()}`,
  userSortByNim: (nim: string) => `NIM#${nim.toUpperCase()}`,
  /** GSI3: the students of a program who entered in a year (the year of tanggal_masuk), by NIM. */
  studentsByProdiAngkatan: (idProdi: number, year: number) => `MHS#PRODI#${idProdi}#ANGKATAN#${year}`,
  /** GSI4: the students of every program who entered in a year, by NIM. */
  studentsByAngkatan: (year: number) => `MHS#ANGKATAN#${year}`,

  // --- master data ---
  universitas: (): Key => ({ PK: 'UNIVERSITAS', SK: 'UNIVERSITAS' }),
  fakultas: (id: number) => item('FAKULTAS', id),
  /** Unique constraint: a faculty's code (`kode_fakultas`, upper case); attribute `owner`: the faculty's id. */
  kodeFakultas: (kode: string): Key => ({ PK: `KODEFAKULTAS#${kode.toUpperCase()}`, SK: 'KODEFAKULTAS' }),
  /** GSI1: all faculties. */
  fakultasList: () => 'FAKULTAS',
  prodi: (id: number) => item('PRODI', id),
  /** GSI1: all study programs; GSI2: the programs of a faculty. */
  prodiList: () => 'PRODI',
  prodiByFakultas: (idFakultas: number) => `FAKULTAS#${idFakultas}#PRODI`,
  byId: (id: number) => `ID#${pad(id)}`,

  // --- portfolio categories, rubrics, sub-rubrics, internal activities ---
  bidangPortofolio: (id: number) => item('BIDANG', id),
  /** GSI1: all portfolio categories by urutan_di_skpi. */
  bidangPortofolioList: () => 'BIDANG',
  byUrutan: (urutan: number, id: number) => `URUTAN#${pad(urutan, 4)}#${pad(id)}`,
  rubrik: (id: number) => item('RUBRIK', id),
  /** GSI1: a prodi's rubrics of one category; GSI2: all rubrics of a prodi. */
  rubrikByProdiBidang: (idProdi: number, idBidang: number) => `PRODI#${idProdi}#BIDANG#${idBidang}#RUBRIK`,
  rubrikByProdi: (idProdi: number) => `PRODI#${idProdi}#RUBRIK`,
  anakRubrik: (id: number) => item('ANAK', id),
  /** GSI1: the sub-rubrics of a rubric; GSI2: all sub-rubrics of a prodi. */
  anakByRubrik: (idRubrik: number) => `RUBRIK#${idRubrik}#ANAK`,
  anakByProdi: (idProdi: number) => `PRODI#${idProdi}#ANAK`,
  /** GSI3: every rubric of the university (a university-wide table reads one partition, not two per program). */
  rubrikCatalog: () => 'KATALOG#RUBRIK',
  /** GSI3: every sub-rubric of the university. */
  anakCatalog: () => 'KATALOG#ANAK',
  /** A category's rubric count (`rubrik_count`, every program), moved with each rubric add and delete. */
  bidangRubrikCount: (idBidang: number): Key => ({ PK: `STAT#BIDANG#${idBidang}`, SK: 'RUBRIK' }),
  /** A rubric's sub-rubric count (`anak_rubrik_count`), moved with each sub-rubric add and delete. */
  rubrikAnakCount: (idRubrik: number): Key => ({ PK: `STAT#RUBRIK#${idRubrik}`, SK: 'ANAK' }),
  kegiatan: (id: number) => item('PPK', id),
  /** GSI1: internal activities of a prodi; GSI2: of a sub-rubric. */
  kegiatanByProdi: (idProdi: number) => `PRODI#${idProdi}#PPK`,
  kegiatanByAnak: (idAnak: number) => `ANAK#${idAnak}#PPK`,

  // --- CPL ---
  bidangCpl: (id: number) => item('BIDANGCPL', id),
  /** GSI1: a prodi's CPL categories by urutan_di_skpi. */
  bidangCplByProdi: (idProdi: number) => `PRODI#${idProdi}#BIDANGCPL`,
  cpl: (id: number) => item('CPL', id),
  /** GSI1: the CPL items of a category by urutan. */
  cplByBidang: (idBidangCpl: number) => `BIDANGCPL#${idBidangCpl}#CPL`,
  /** A CPL point lives in its item's partition: one Query reads an item with its points. */
  cplPoint: (idCpl: number, idPoint: number): Key => ({ PK: `CPL#${idCpl}`, SK: `POINT#${pad(idPoint)}` }),
  cplPointPrefix: () => 'POINT#',
  /** The scope of an item's points' urutan guards (`urutanGuard`). */
  cplPoints: (idCpl: number) => `CPL#${idCpl}#POINT`,

  // --- urutan_di_skpi, unique within its scope (functions/lib/urutan-guard.ts) ---
  /**
   * Unique constraint: one entity per `urutan_di_skpi` within a scope, the partition its siblings
   * are listed in (`BIDANG`: the portfolio categories; `PRODI#<p>#BIDANGCPL`: a program's CPL
   * categories; `BIDANGCPL#<b>#CPL`: a category's CPL items; `CPL#<c>#POINT`: an item's points).
   * Attribute `owner`: the id of the entity holding the number.
   */
  urutanGuard: (scope: string, urutan: number): Key => ({ PK: `URUTAN#${scope}`, SK: `URUTAN#${pad(urutan, 4)}` }),

  // --- portfolios ---
  portofolio: (id: number) => item('PORTO', id),
  /** GSI1: a student's portfolios (by user id, so a NIM change moves nothing), by category then date. */
  portofolioByUser: (userId: string) => `USER#${userId}#PORTO`,
  portofolioUserSort: (idBidang: number, tanggal: string, id: number) => `BIDANG#${pad(idBidang)}#${tanggal}#${pad(id)}`,
  /** Prefix of `portofolioUserSort` for one category. */
  portofolioUserBidangPrefix: (idBidang: number) => `BIDANG#${pad(idBidang)}#`,
  /** GSI2: a prodi's verification queue (shared/domain/status.ts `queueOfStatus`), by time of the last change. */
  portofolioByProdiQueue: (idProdi: number, queue: VerificationQueue) => `PRODI#${idProdi}#PORTO#Q#${queue}`,
  /** GSI3: a sub-rubric's verification queue (a verifier's assigned work). */
  portofolioByAnakQueue: (idAnak: number, queue: VerificationQueue) => `ANAK#${idAnak}#PORTO#Q#${queue}`,
  /** GSI4: the university's verification queue (the super admin's, without a program filter). */
  portofolioByQueue: (queue: VerificationQueue) => `PORTO#Q#${queue}`,
  byTime: (isoTime: string, id: string | number) => `${isoTime}#${typeof id === 'number' ? pad(id) : id}`,

  // --- verifier assignments ---
  assignment: (verifierId: string, idAnak: number): Key => ({ PK: `USER#${verifierId}`, SK: `ASSIGN#${pad(idAnak)}` }),
  assignmentPrefix: () => 'ASSIGN#',
  /** GSI1: the verifiers of a sub-rubric. */
  verifiersByAnak: (idAnak: number) => `ANAK#${idAnak}#VERIFIER`,
  /** GSI1 sort key of an assignment: the verifier's user id. */
  verifierSort: (verifierId: string) => `USER#${verifierId}`,

  /** A sub-rubric's portfolio counters by status (`status_1`..`status_4`): the verifier queue's page count. */
  anakPortfolioStats: (idAnak: number): Key => ({ PK: `STAT#ANAK#${idAnak}`, SK: 'PORTO' }),

  // --- audit log (functions/lib/audit.ts): entries are only ever put, never changed or deleted ---
  /** An entry, in its target's partition (a target's history is one Query), by time. */
  audit: (targetType: string, targetId: string | number, at: string, entryId: string): Key => ({
    PK: `AUDIT#${targetType}#${targetId}`,
    SK: `${at}#${entryId}`,
  }),
  auditPartition: (targetType: string, targetId: string | number) => `AUDIT#${targetType}#${targetId}`,
  /** The leading key every audit partition starts with (the Lambdas' roles may not update or delete under it). */
  auditLeadingKey: () => 'AUDIT#',
  /** GSI1: an actor's entries by time; GSI2: a day's entries by time. */
  auditByActor: (userId: string) => `AUDIT#ACTOR#${userId}`,
  auditByDay: (day: string) => `AUDIT#DAY#${day}`,
  /**
   * Sort-key range of the entries made from `from` to `to` (ISO instants, both counted), for
   * `BETWEEN` on the target partition's SK, GSI1SK or GSI2SK (all `<at>#<id>`).
   */
  auditTimeRange: (from: string, to: string) => ({ from, to: `${to}#\u{10FFFF}` }),

  // --- in-app notifications (functions/domain/notifikasi/) ---
  /** A user's notification, in the user's partition, by time. */
  notifikasi: (userId: string, at: string, id: string): Key => ({ PK: `USER#${userId}`, SK: `NOTIF#${at}#${id}` }),
  notifikasiPrefix: () => 'NOTIF#',
  /** Sort-key range of a user's notifications after `from` ('' = from the first) up to `to` (ISO times), for BETWEEN. */
  notifikasiRange: (fromExclusive: string, toInclusive: string) => ({
    from: fromExclusive ? `NOTIF#${fromExclusive}~` : 'NOTIF#',
    to: `NOTIF#${toInclusive}~`,
  }),
  /** A user's notification state: up to when the bell was read. */
  notifikasiState: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'NOTIFSTATE' }),
  /** GSI1: the notifications whose mail is owed (sort key `<created_at>#<ulid>`), removed once mailed. */
  mailOutbox: () => 'OUTBOX#MAIL',

  // --- migration and readmission requests (one current request per type per student) ---
  mutasi: (userId: string, type: 'migrasi' | 'readmisi'): Key => ({ PK: `USER#${userId}`, SK: `MUTASI#${type.toUpperCase()}` }),
  /** GSI1: requests of a prodi waiting for a decision (GSI2: of every prodi), by time of the last change. */
  mutasiPendingByProdi: (idProdi: number) => `PRODI#${idProdi}#MUTASI#PENDING`,
  mutasiPending: () => 'MUTASI#PENDING',
  /** GSI1: a prodi's decided requests (GSI2: every prodi's), by time of the decision. */
  mutasiDecidedByProdi: (idProdi: number) => `PRODI#${idProdi}#MUTASI#DECIDED`,
  mutasiDecided: () => 'MUTASI#DECIDED',

  // --- SKPI requests, printed documents, graduation periods ---
  skpiRequest: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SKPI#REQUEST' }),
  /** A printed SKPI document, by its unguessable code (the verification page reads it). */
  skpiDokumen: (kode: string) => item('SKPIDOC', kode),
  /** GSI1: a student's printed documents, by time of issue (sort key `printed_at`). */
  skpiDokumenByUser: (userId: string) => `USER#${userId}#SKPIDOC`,
  /** The last SKPI sequence number (`urut`) given in a faculty in a year. */
  skpiNomorSequence: (idFakultas: number, year: string): Key => ({ PK: `SEQ#SKPI#FAKULTAS#${idFakultas}`, SK: `TAHUN#${year}` }),
  /**
   * A bulk print job's block of numbers in a faculty and year (`first`..`last`), beside the
   * sequence it was taken from: a print of the job proves its number is the job's by this item.
   */
  skpiNomorBlock: (idFakultas: number, year: string, jobId: string): Key => ({
    PK: `SEQ#SKPI#FAKULTAS#${idFakultas}`,
    SK: `TAHUN#${year}#JOB#${jobId}`,
  }),
  /** One item per SKPI number ever issued: no number is given twice, whatever the format did. */
  skpiNomor: (nomor: string) => item('SKPINOMOR', nomor),
  /**
   * The stage's seal certificate chain (PEM, seal certificate first, then the CA certificates) and
   * whether it is self-issued: one item, installed by `npm run segel:install` or made by the first seal.
   */
  segelSertifikat: (): Key => ({ PK: 'SEGEL', SK: 'SERTIFIKAT' }),
  periode: (id: number) => item('PERIODE', id),
  /** GSI1: all graduation periods by date. */
  periodeList: () => 'PERIODE',
  periodeSort: (tanggal: string, id: number) => `${tanggal}#${pad(id)}`,
  /** One period number per academic year (`2025` = 2025/2026). */
  periodeGuard: (academicYear: number, periode: number): Key => ({ PK: `PERIODEGUARD#${academicYear}`, SK: `PERIODE#${pad(periode, 2)}` }),

  // --- the credentials' revocation status lists (functions/lib/status-list.ts) ---
  /** The counter of status indexes: each printed SKPI takes the next (`nextId`). */
  statusIndexSequence: () => 'kredensial-status',
  /** One of a list's chunk items: a number set `dicabut` of the list's revoked indexes (ADD, DELETE). */
  statusListChunk: (list: number, chunk: number): Key => ({ PK: `KREDSTATUS#${pad(list, 4)}`, SK: `CHUNK#${pad(chunk, 2)}` }),
  /** A list's partition: one Query reads all its chunks. */
  statusListPartition: (list: number) => `KREDSTATUS#${pad(list, 4)}`,

  // --- sign-in ---
  /** In a partition of its own (not the user's), so an IAM leading-key deny keeps it from the read-only areas. */
  otp: (userId: string): Key => item('OTP', userId),
  resetToken: (tokenHash: string) => item('RESET', tokenHash),
  /** A staff member's new e-mail address waiting for its confirmation link (by the link token's hash). */
  emailChange: (tokenHash: string) => item('EMAILCHANGE', tokenHash),
  activationUse: (tokenId: string) => item('ACTIVATION', tokenId),
  /** A campus sign-in under way (state, nonce, PKCE verifier), by the random id of its HttpOnly cookie; single use, TTL. */
  ssoTransaction: (transactionId: string) => item('SSOTX', transactionId),
  rateLimit: (scope: string, subject: string, window: string): Key => ({ PK: `RATE#${scope}#${subject}`, SK: `WINDOW#${window}` }),
  /** The failure state of a sign-in limit (a back-off, a failure rate, an address known for an account), by scope and subject; TTL. */
  failureState: (scope: string, subject: string): Key => ({ PK: `RATE#${scope}#${subject}`, SK: 'STATE' }),
  /** The leading key of every counter whose scope starts with `scopePrefix` (IAM LeadingKeys conditions). */
  rateLimitLeadingKey: (scopePrefix: string) => `RATE#${scopePrefix}`,

  // --- statistics counters (moved in the same transaction as the change they count) ---
  loginDay: (day: string): Key => ({ PK: 'STAT#LOGIN', SK: `DAY#${day}` }),
  /**
   * One shard of a program's counters (`0` = the whole university). Writers add to a random shard
   * so bulk work does not queue on one item; readers sum the shards (one Query).
   */
  prodiStats: (idProdi: number, shard: number): Key => ({ PK: `STAT#PRODI#${idProdi}`, SK: `COUNTERS#${pad(shard, 2)}` }),
  prodiStatsPartition: (idProdi: number) => `STAT#PRODI#${idProdi}`,
  prodiStatsShardPrefix: () => 'COUNTERS#',
  prodiGraduatesMonth: (idProdi: number, month: string): Key => ({ PK: `STAT#PRODI#${idProdi}`, SK: `LULUS#${month}` }),
  /**
   * A program's achievement rules changed (`perubahan`, ADD 1 by every rubric or sub-rubric write of
   * the program) and the change the last finished recount started from (`dihitung`): a recount is
   * pending while `perubahan > dihitung` (functions/domain/statistik/capaian.ts).
   */
  prodiCapaianAturan: (idProdi: number): Key => ({ PK: `STAT#PRODI#${idProdi}`, SK: 'CAPAIAN#ATURAN' }),
  /** A student's verified points per sub-rubric (`poin_<id_anak>`), with a `version`: the input of their achievement. */
  userPoin: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'STAT#POIN' }),
  /** A student's portfolio statistics of one category (portofolio_count, bobot_skp), in the student's partition. */
  userBidangStats: (userId: string, idBidang: number): Key => ({ PK: `USER#${userId}`, SK: `STAT#BIDANG#${pad(idBidang)}` }),
  /** Prefix of `userBidangStats` sort keys: one Query reads a student's statistics of every category. */
  userBidangStatsPrefix: () => 'STAT#BIDANG#',

  // --- files and jobs ---
  upload: (objectKey: string) => item('UPLOAD', objectKey),
  job: (jobId: string) => item('JOB', jobId),
  /** GSI1: a user's jobs, newest last. */
  jobsByOwner: (userId: string) => `USER#${userId}#JOB`,

  // --- public search index (functions/lib/projections/search-index.ts; docs/data-model.md "Search index") ---
  /** Partition of the index words starting with `head` (2 letters): P = students, F = portfolios. */
  searchPartition: (kind: 'profile' | 'portfolio', head: string) => `SEARCH#${kind === 'profile' ? 'P' : 'F'}#${head}`,
  /** One entry per indexed word of a student (name words and NIM): by word, then NIM. */
  searchProfileEntry: (head: string, word: string, nim: string): Key => ({ PK: `SEARCH#P#${head}`, SK: `${word}#${nim.toUpperCase()}` }),
  /**
   * One entry per pair of a student's indexed words (`x` < `y`): partition by both heads, then
   * by the pair and NIM, so a two-word query reads only the students having both words.
   */
  searchPairPartition: (headX: string, headY: string) => `SEARCH#PP#${headX}#${headY}`,
  searchPairEntry: (x: string, y: string, nim: string): Key => ({
    PK: `SEARCH#PP#${headOf(x)}#${headOf(y)}`,
    SK: `${x}#${y}#${nim.toUpperCase()}`,
  }),
  /** Students with more indexed words than pair entries cover: attribute `u<ulid>` per student. */
  searchLongNames: (): Key => ({ PK: 'SEARCH#PAIRS', SK: 'LONG' }),
  searchLongNameAttribute: (userId: string) => `u${userId}`,
  /** One entry per indexed word of a portfolio's two titles: by word, then portfolio id. */
  searchPortfolioEntry: (head: string, word: string, idPortofolio: number): Key => ({
    PK: `SEARCH#F#${head}`,
    SK: `${word}#${pad(idPortofolio, 10)}`,
  }),
  /**
   * Sort-key range of the entries whose word starts with `prefix`, for `SK BETWEEN :from AND :to`
   * (U+10FFFF sorts after every character; DynamoDB Local reads the whole partition for
   * `begins_with`, but seeks for BETWEEN).
   */
  searchWordRange: (prefix: string) => ({ from: prefix, to: `${prefix}\u{10FFFF}` }),
  /**
   * The verification queue's title index (functions/lib/projections/queue-title.ts): one entry per
   * indexed title word of a waiting portfolio, in its program's partition of the word's head, by
   * word and then queue time, so one word's entries read in queue order.
   */
  queueTitleEntry: (idProdi: number, word: string, time: string): Key => ({ PK: `QJUDUL#${idProdi}#${headOf(word)}`, SK: `${word}#${time}` }),
  /** A word's count of waiting portfolios in a program, split in shards (counters.ts): sorts just before the word's entries ('!' < '#'). */
  queueTitleCount: (idProdi: number, word: string, shard: number): Key => ({
    PK: `QJUDUL#${idProdi}#${headOf(word)}`,
    SK: `${word}!N#${pad(shard, 2)}`,
  }),
  /** The sort-key range of one word's count shards and entries (and no longer word's). */
  queueTitleWordRange: (word: string) => ({ from: `${word}!`, to: `${word}#\u{10FFFF}` }),
  /** The sort-key range of the words that start with `word` and are longer (letters and digits sort after '!' and '#'). */
  queueTitleLongerRange: (word: string) => ({ from: `${word}0`, to: `${word}\u{10FFFF}` }),
  /** GSI1 of the count shards: a program's word counts, for the counter rebuild. */
  queueTitleCountsOfProdi: (idProdi: number) => `QJUDUL#${idProdi}#N`,
  /**
   * The student lists' name index (functions/lib/projections/student-name.ts): one entry per
   * indexed name word of a student, in the university's partition of the word's head, by word and
   * then user id (so a new NIM or program changes no key: a move puts the entries again, deleting
   * none); GSI1 holds the same entry in the program's partition (none without a program).
   */
  studentNameEntry: (word: string, userId: string): Key => ({ PK: `NAMA#${headOf(word)}`, SK: `${word}#${userId}` }),
  studentNamePartition: (head: string) => `NAMA#${head}`,
  /** GSI1 of an entry: its program's partition of the word's head (sort key as the entry's SK). */
  studentNameOfProdi: (idProdi: number, head: string) => `NAMA#${idProdi}#${head}`,
  /** A student's public portfolios (verified and shown) in one item: attribute `p<id>` per portfolio. */
  publicPortfolios: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PUBLIC#PORTO' }),
  publicPortfolioAttribute: (idPortofolio: number) => `p${idPortofolio}`,
  /** A findable student's public identity (NIM, name): exists exactly while the student is findable. */
  publicIdentity: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PUBLIC#IDENTITY' }),
  /** The students hidden from the public after being findable (deactivated): a string set `uids`. */
  searchHiddenOwners: (): Key => ({ PK: 'SEARCH#HIDDEN', SK: 'OWNERS' }),
} as const;
