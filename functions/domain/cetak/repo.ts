/**
 * The table access of SKPI printing (docs/data-model.md "SKPI documents"): graduation periods,
 * printed documents (by code; a student's by GSI1), the SKPI number sequence of each faculty and
 * year with one guard item per number, and bulk print jobs. The print itself is one transaction
 * (`issue`): the number, the document, the superseded one, the student (graduated, current
 * document), the SKPI request (accepted), the counters and the audit; the document's projection
 * (`projectDokumen`) gives its period's use count and, for one that stops being valid, its
 * credential's revocation bit.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PengesahanRecord } from '@functions/domain/cetak/pengesahan/machine';
import { type Actor, auditEntry } from '@functions/lib/audit';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { type UserItem, userKeys } from '@functions/lib/entities/users';
import { projectDokumen } from '@functions/lib/projections/dokumen';
import { projectUser } from '@functions/lib/projections/user';
import { batchGet, getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { mustExist, putNew } from '@functions/lib/write-items';
import type { KategoriPencabutan, SegelInfo } from '@shared/domain/segel';
import { bulkRepo } from './bulk-repo';

export interface PeriodeItem {
  type: 'periode';
  id_periode_kelulusan: number;
  tanggal: string;
  periode: number;
  /** Documents printed with this period; a period in use is not deleted. */
  jumlah_dokumen: number;
  created_at: string;
}

/** Valid, revoked, superseded; where a chain applies also a draft waiting for it, and a cancelled draft (decision 0053). */
export type DokumenStatus = 'sah' | 'dicabut' | 'digantikan' | 'draf' | 'dibatalkan';

export interface DokumenItem {
  type: 'skpi-dokumen';
  kode: string;
  user_id: string;
  nim: string;
  nama: string;
  id_prodi: number;
  nama_prodi: string;
  nama_fakultas: string;
  nama_universitas: string;
  id_fakultas: number;
  nomor: string;
  tanggal_terbit: string;
  id_periode_kelulusan: number;
  periode_label: string;
  penandatangan: string;
  jabatan_penandatangan: string;
  sha256: string;
  /** Object key of the PDF in the documents bucket (`skpi/<user>/<kode>.pdf`). */
  key: string;
  size: number;
  status: DokumenStatus;
  printed_at: string;
  printed_by: string;
  alasan_dicabut: string | null;
  dicabut_at: string | null;
  digantikan_oleh_kode: string | null;
  digantikan_oleh_nomor: string | null;
  version: number;
  /** The PAdES seal of the stored PDF; absent on documents printed before sealing existed. */
  segel?: SegelInfo | null;
  /**
   * The English names as the document prints them (null: the master record had none, the
   * Indonesian is printed alone); absent on documents printed before they were recorded.
   */
  nama_prodi_inggris?: string | null;
  nama_fakultas_inggris?: string | null;
  nama_universitas_inggris?: string | null;
  jabatan_penandatangan_inggris?: string | null;
  /** The public category of a revocation (`alasan_dicabut` is the staff's free text). */
  kategori_dicabut?: KategoriPencabutan | null;
  /** The document's credential (CLR 2.0 VC-JWT) in the documents bucket, and its bit in the status list. */
  kredensial_key?: string | null;
  status_index?: number | null;
  /**
   * The faculty's chain this document passes or passed (functions/domain/cetak/pengesahan/machine.ts);
   * absent where no chain applied (sealed at print). A draft's `key` is its watermarked PDF and
   * `draf_data_key` the data it was built from, which the last approval seals unchanged.
   */
  pengesahan?: PengesahanRecord | null;
  draf_data_key?: string | null;
}

/** A revoked document's public category: a revocation recorded before categories existed reads `lainnya`. */
export function kategoriOf(d: Pick<DokumenItem, 'status' | 'kategori_dicabut'>): KategoriPencabutan | null {
  return d.status === 'dicabut' ? (d.kategori_dicabut ?? 'lainnya') : null;
}

/** What the student item carries of their current, valid document (the list and the student's page read it). */
export interface CurrentDokumen {
  kode: string;
  nomor: string;
  tanggal_terbit: string;
}

/** The sequence's next number taken by a single print: `urut` only if the last given is `urut - 1`. */
const nextNumber = (idFakultas: number, year: string, urut: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: cetakKeys.skpiNomorSequence(idFakultas, year),
    UpdateExpression: 'SET urut = :next',
    ConditionExpression: urut === 1 ? 'attribute_not_exists(urut)' : 'urut = :prev',
    ExpressionAttributeValues: { ':next': urut, ...(urut === 1 ? {} : { ':prev': urut - 1 }) },
  },
});

/** A document as stored: its key, its place in the student's list (GSI1) and its fields. */
export const dokumenStored = (d: DokumenItem) => ({
  ...cetakKeys.skpiDokumen(d.kode),
  GSI1PK: cetakKeys.skpiDokumenByUser(d.user_id),
  GSI1SK: d.printed_at,
  ...d,
});

/** What makes a document the student's valid SKPI, beside the document's own item. */
export interface BecomeValid {
  dokumen: DokumenItem;
  student: UserItem;
  superseded: DokumenItem | null;
  requestVersion: number | null;
  /** The period's date: the student graduates on it. */
  tanggalLulus: string;
  actor: Actor;
}

/**
 * The items of a document becoming the student's valid SKPI (a print without a chain, or a draft's
 * last approval): the student graduated with it as their current document (conditional on the
 * version read), the SKPI request accepted, the superseded document (its credential's bit) and
 * the graduation's projections. `items` are the transaction's other items (the projections read them).
 */
export async function becomeValidItems(input: BecomeValid, items: readonly TransactItem[]): Promise<TransactItem[]> {
  const { dokumen: d, student, superseded, requestVersion, tanggalLulus, actor } = input;
  const now = d.printed_at;
  const current: CurrentDokumen = { kode: d.kode, nomor: d.nomor, tanggal_terbit: d.tanggal_terbit };
  const out: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: userKeys.user(student.id),
        UpdateExpression:
          'SET is_graduated = :true, tanggal_lulus = :lulus, id_periode_kelulusan = :periode, skpi_dokumen = :current, updated_at = :now, version = :next',
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: {
          ':true': true,
          ':lulus': tanggalLulus,
          ':periode': d.id_periode_kelulusan,
          ':current': current,
          ':now': now,
          ':v': student.version,
          ':next': student.version + 1,
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: skpiKeys.skpiRequest(student.id),
        UpdateExpression:
          'SET #type = :type, user_id = :user, is_downloaded = :accepted, #path = if_not_exists(#path, :null), requested_at = if_not_exists(requested_at, :now), version = if_not_exists(version, :zero) + :one',
        ConditionExpression: requestVersion === null ? 'attribute_not_exists(PK)' : 'version = :rv',
        ExpressionAttributeNames: { '#type': 'type', '#path': 'path' },
        ExpressionAttributeValues: {
          ':type': 'skpi-request',
          ':user': student.id,
          ':accepted': 1,
          ':null': null,
          ':now': now,
          ':zero': 0,
          ':one': 1,
          ...(requestVersion === null ? {} : { ':rv': requestVersion }),
        },
      },
    },
  ];
  if (superseded) {
    out.push(
      {
        Update: {
          TableName: tableName(),
          Key: cetakKeys.skpiDokumen(superseded.kode),
          UpdateExpression: 'SET #status = :replaced, digantikan_oleh_kode = :kode, digantikan_oleh_nomor = :nomor, version = version + :one',
          ConditionExpression: '#status = :valid',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':replaced': 'digantikan', ':valid': 'sah', ':kode': d.kode, ':nomor': d.nomor, ':one': 1 },
        },
      },
      auditEntry({
        actor,
        action: 'skpi.digantikan',
        target: { type: 'skpi-dokumen', id: superseded.kode },
        before: { status: 'sah' },
        after: { status: 'digantikan', digantikan_oleh: d.nomor },
        at: now,
      }),
      // its credential's bit in the revocation status list
      ...projectDokumen({ before: superseded, after: { ...superseded, status: 'digantikan' } }).items,
    );
  }
  // the graduation's counters, and the student's achievement leaves their program (their points as
  // read, conditional on STAT#POIN's version)
  const graduated = {
    ...student,
    is_graduated: true,
    tanggal_lulus: tanggalLulus,
    id_periode_kelulusan: d.id_periode_kelulusan,
    skpi_dokumen: current,
  };
  out.push(...(await projectUser({ before: student, after: graduated }, [...items, ...out])).items);
  return out;
}
/**
 * Why a write was refused (the reason of the WriteRefused thrown): `taken` the academic year has
 * that period number already; `stale` the record changed, went away or (a period) is used since it
 * was read.
 */
export type CetakRefusal = 'taken' | 'stale';

const refusedAs = (reason: CetakRefusal) => ({ refuse: () => new WriteRefused<CetakRefusal>(reason) });

export const cetakRepo = {
  // --- periods ---
  listPeriode: () => queryAll<PeriodeItem>({ index: 'GSI1', pk: cetakKeys.periodeList(), forward: false }),
  getPeriode: (id: number) => getItem<PeriodeItem>(cetakKeys.periode(id), { ConsistentRead: true }),

  /** Adds a period (`taken` when the academic year has that period number already). */
  async addPeriode(p: PeriodeItem, academicYear: number, audit: TransactItem): Promise<void> {
    await transact(
      [
        putNew({
          ...cetakKeys.periode(p.id_periode_kelulusan),
          GSI1PK: cetakKeys.periodeList(),
          GSI1SK: cetakKeys.periodeSort(p.tanggal, p.id_periode_kelulusan),
          ...p,
        }),
        putNew({ ...cetakKeys.periodeGuard(academicYear, p.periode), owner: p.id_periode_kelulusan }),
        audit,
      ],
      refusedAs('taken'),
    );
  },

  /** Deletes a period no document uses (`stale` when one does, or it is gone). */
  async deletePeriode(p: PeriodeItem, academicYear: number, audit: TransactItem): Promise<void> {
    await transact(
      [
        {
          Delete: {
            TableName: tableName(),
            Key: cetakKeys.periode(p.id_periode_kelulusan),
            ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(jumlah_dokumen) OR jumlah_dokumen = :zero)',
            ExpressionAttributeValues: { ':zero': 0 },
          },
        },
        { Delete: { TableName: tableName(), Key: cetakKeys.periodeGuard(academicYear, p.periode) } },
        audit,
      ],
      refusedAs('stale'),
    );
  },

  // --- documents ---
  getDokumen: (kode: string) => getItem<DokumenItem>(cetakKeys.skpiDokumen(kode), { ConsistentRead: true }),
  /** A document by its code, eventually consistent (the public verification page). */
  findDokumen: (kode: string) => getItem<DokumenItem>(cetakKeys.skpiDokumen(kode)),
  listDokumenOfUser: (userId: string) => queryAll<DokumenItem>({ index: 'GSI1', pk: cetakKeys.skpiDokumenByUser(userId), forward: false }),

  /** The last `urut` given in the faculty in the year (0 before the first). */
  async lastUrut(idFakultas: number, year: string): Promise<number> {
    const out = await ddb().send(
      new GetCommand({ TableName: tableName(), Key: cetakKeys.skpiNomorSequence(idFakultas, year), ConsistentRead: true }),
    );
    return Number(out.Item?.urut ?? 0);
  },

  /**
   * Issues a document in one transaction. Refused (`stale`) when another print took the number
   * `urut` first, the student changed since read, the superseded document is no longer valid or
   * the period is gone: the caller reads again and retries.
   */
  async issue(input: {
    dokumen: DokumenItem;
    urut: number;
    /** The bulk job whose reserved block holds `urut` (the sequence is not advanced then). */
    reservedBy?: string;
    student: UserItem;
    superseded: DokumenItem | null;
    requestVersion: number | null;
    /** The period's date: the student graduates on it. */
    tanggalLulus: string;
    actor: Actor;
  }): Promise<void> {
    const { dokumen: d, urut } = input;
    const year = d.tanggal_terbit.slice(0, 4);
    const items: TransactItem[] = [
      input.reservedBy ? bulkRepo.reservedNumberCheck(d.id_fakultas, year, input.reservedBy, urut) : nextNumber(d.id_fakultas, year, urut),
      putNew({ ...cetakKeys.skpiNomor(d.nomor), kode: d.kode }),
      putNew(dokumenStored(d)),
      // the period's use count (the period must exist)
      ...projectDokumen({ after: d }).items,
      auditEntry({
        actor: input.actor,
        action: 'skpi.terbit',
        target: { type: 'skpi-dokumen', id: d.kode },
        after: { kode: d.kode, nomor: d.nomor, nim: d.nim, periode: d.periode_label, sha256: d.sha256 },
        at: d.printed_at,
      }),
    ];
    items.push(...(await becomeValidItems(input, items)));
    // a clash with another write on a shared item (a counter shard, the period) is sent again as it
    // is: only a failed condition makes the print read and build again
    await transact(items, refusedAs('stale'));
  },

  /**
   * Records a draft (a chain applies): its number taken as a print takes it, the draft document,
   * the student's one open draft, the period's use and `extra` (the audit entry, the first stage's
   * notifications). The student is not graduated and no earlier document is superseded before the
   * last approval. Refused (`stale`) when another print took the number or the student has an
   * open draft: the caller reads again and retries.
   */
  async issueDraft(input: {
    dokumen: DokumenItem;
    urut: number;
    reservedBy?: string;
    waiting: Record<string, string>;
    drafPointer: TransactItem;
    extra: TransactItem[];
  }): Promise<void> {
    const { dokumen: d, urut } = input;
    const year = d.tanggal_terbit.slice(0, 4);
    await transact(
      [
        input.reservedBy ? bulkRepo.reservedNumberCheck(d.id_fakultas, year, input.reservedBy, urut) : nextNumber(d.id_fakultas, year, urut),
        putNew({ ...cetakKeys.skpiNomor(d.nomor), kode: d.kode }),
        putNew({ ...dokumenStored(d), ...input.waiting }),
        input.drafPointer,
        // the period's use count (the period must exist)
        ...projectDokumen({ after: d }).items,
        ...input.extra,
      ],
      refusedAs('stale'),
    );
  },

  /**
   * Revokes the student's current document with the staff's reason and the public category;
   * `stale` when it is no longer valid or the student changed.
   */
  async revoke(input: {
    dokumen: DokumenItem;
    student: UserItem;
    alasan: string;
    kategori: KategoriPencabutan;
    actor: Actor;
    at: string;
  }): Promise<void> {
    const { dokumen: d, student, alasan, kategori, actor, at } = input;
    // a clash with another revocation on the same status-list chunk is retried, not refused
    await transact(
      [
        {
          Update: {
            TableName: tableName(),
            Key: cetakKeys.skpiDokumen(d.kode),
            UpdateExpression:
              'SET #status = :revoked, alasan_dicabut = :alasan, kategori_dicabut = :kategori, dicabut_at = :at, version = version + :one',
            ConditionExpression: '#status = :valid',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':revoked': 'dicabut', ':valid': 'sah', ':alasan': alasan, ':kategori': kategori, ':at': at, ':one': 1 },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: userKeys.user(student.id),
            UpdateExpression: 'SET skpi_dokumen = :null, updated_at = :at, version = :next',
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':null': null, ':at': at, ':v': student.version, ':next': student.version + 1 },
          },
        },
        auditEntry({
          actor,
          action: 'skpi.dicabut',
          target: { type: 'skpi-dokumen', id: d.kode },
          before: { status: 'sah' },
          after: { status: 'dicabut', kategori },
          catatan: alasan,
          at,
        }),
        ...projectDokumen({ before: d, after: { ...d, status: 'dicabut' } }).items,
      ],
      refusedAs('stale'),
    );
  },

  /** Sets the student's national diploma number (conditional on the version read: `stale` otherwise). */
  async setIjazah(student: UserItem, nomor: string | null, actor: Actor): Promise<void> {
    const at = new Date().toISOString();
    await transact(
      [
        {
          Update: {
            TableName: tableName(),
            Key: userKeys.user(student.id),
            UpdateExpression: 'SET nomor_ijazah_nasional = :n, updated_at = :at, version = :next',
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':n': nomor, ':at': at, ':v': student.version, ':next': student.version + 1 },
          },
        },
        auditEntry({
          actor,
          action: 'mahasiswa.ijazah',
          target: { type: 'user', id: student.id },
          before: { nomor_ijazah_nasional: student.nomor_ijazah_nasional ?? null },
          after: { nomor_ijazah_nasional: nomor },
          at,
        }),
      ],
      refusedAs('stale'),
    );
  },

  /** The SKPI request state of each student (absent: none). */
  async requestStates(userIds: readonly string[]): Promise<Map<string, 0 | 1>> {
    if (userIds.length === 0) return new Map();
    const items = await batchGet<{ user_id: string; is_downloaded: 0 | 1 }>(
      userIds.map((id) => skpiKeys.skpiRequest(id)),
      'user_id, is_downloaded',
    );
    return new Map(items.map((i) => [i.user_id, i.is_downloaded]));
  },

  /** The period exists (a transaction item for writes that need it). */
  periodeExists: (id: number) => mustExist(cetakKeys.periode(id)),
};
