/**
 * The student's migration and readmission requests. A request waits (1) for the admin, who verifies
 * (2) or rejects (3) it (admin area, later). The student asks when there is no request or the last
 * was rejected, changes it and withdraws it only while it waits. The new NIM may not belong to an
 * account; the proof is a PDF through the presigned upload.
 */
import { assertActiveStudent } from '@functions/domain/mahasiswa/gate';
import { masterRepo } from '@functions/domain/master/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { Conflict, type DomainError, Invalid, NotFound, refusing } from '@functions/lib/domain-errors';
import { deleteDocument, documentUrl, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { DOCUMENT_FOLDERS } from '@shared/domain/skpi-storage';
import { FORM_MSG } from '@shared/messages/common';
import {
  MUTASI_MSG,
  type MutasiType,
  mutasiAlreadyRequested,
  mutasiCancelled,
  mutasiNone,
  mutasiRequested,
  mutasiUpdated,
} from '@shared/messages/mutasi';
import { MUTASI_REJECTED, MUTASI_WAITING, type MutasiItem, type MutasiRefusal, mutasiRepo } from './repo';

/** What both forms send (migration fields absent for a readmission). */
export interface MutasiBody {
  nim_baru: string;
  prodi?: number;
  nomor_ijazah?: string;
  tanggal_masuk?: string;
  bukti?: string | undefined;
}

type Student = Pick<UserItem, 'id' | 'nim' | 'id_prodi' | 'email_verified_at' | 'is_data_complete'>;

const FOLDER = DOCUMENT_FOLDERS.mutasi;

const dropDocument = (key: string, why: string) => deleteDocument(key).catch((error: Error) => logger.warn(`${why} not removed`, { error, key }));

async function checkNim(user: Student, nim: string): Promise<void> {
  if (nim.toUpperCase() === user.nim.toUpperCase()) throw new Invalid({ nim_baru: [MUTASI_MSG.mutasiNimSame] });
  if (await usersRepo.getByNim(nim)) throw new Conflict({ nim_baru: [MUTASI_MSG.mutasiNimTaken] });
}

async function checkProdi(id: number | undefined): Promise<number> {
  const prodi = id === undefined ? undefined : await masterRepo.getProdi(id);
  if (!prodi?.is_active) throw new Invalid({ prodi: [FORM_MSG.chooseOption] });
  return prodi.id_prodi;
}

/** The migration fields of the body (null for a readmission), with the program checked. */
async function fieldsOf(user: Student, jenis: MutasiType, body: MutasiBody) {
  await checkNim(user, body.nim_baru);
  if (jenis === 'readmisi') return { nim_baru: body.nim_baru, prodi: null, nomor_ijazah: null, tanggal_masuk: null, id_prodi: user.id_prodi ?? 0 };
  const prodi = await checkProdi(body.prodi);
  return { nim_baru: body.nim_baru, prodi, nomor_ijazah: body.nomor_ijazah ?? null, tanggal_masuk: body.tanggal_masuk ?? null, id_prodi: prodi };
}

const claimProof = (user: Student, key: string) => finalizeUpload({ key, owner: user.id, purpose: 'dokumen', folder: FOLDER, field: 'bukti' });

const proofUrl = (item: MutasiItem) => (item.bukti ? documentUrl(item.bukti) : Promise.resolve(null));

/** The student's migration request as the API answers it (shared/api/mutasi.ts); `bukti` a short-lived link. */
export async function migrasiView(item: MutasiItem) {
  return {
    nim_baru: item.nim_baru,
    prodi: item.prodi ?? 0,
    nomor_ijazah: item.nomor_ijazah ?? '',
    tanggal_masuk: item.tanggal_masuk ?? '',
    bukti: await proofUrl(item),
    id_status_migrasi: item.id_status,
  };
}

/** The student's readmission request as the API answers it (shared/api/mutasi.ts). */
export async function readmisiView(item: MutasiItem) {
  return { nim_baru: item.nim_baru, bukti: await proofUrl(item), id_status_readmisi: item.id_status };
}

/** A request that may still be changed or withdrawn, or the refusal. */
async function openRequest(user: Student, jenis: MutasiType): Promise<MutasiItem> {
  assertActiveStudent(user);
  const item = await mutasiRepo.get(user.id, jenis);
  if (!item) throw new NotFound(mutasiNone(jenis));
  if (item.id_status !== MUTASI_WAITING) throw new Conflict(MUTASI_MSG.mutasiNotWaiting);
  return item;
}

/** After a refused conditional write: the request was decided or withdrawn meanwhile, or changed in another tab. */
async function refusal(user: Student, jenis: MutasiType): Promise<DomainError> {
  const now = await mutasiRepo.get(user.id, jenis);
  if (!now) return new NotFound(mutasiNone(jenis));
  return now.id_status === MUTASI_WAITING ? new Conflict() : new Conflict(MUTASI_MSG.mutasiNotWaiting);
}

export const mutasiService = {
  get(user: Student, jenis: MutasiType) {
    assertActiveStudent(user);
    return mutasiRepo.get(user.id, jenis);
  },

  async request(user: Student, jenis: MutasiType, body: MutasiBody) {
    assertActiveStudent(user);
    const before = await mutasiRepo.get(user.id, jenis);
    if (before?.id_status === MUTASI_WAITING) throw new Conflict(mutasiAlreadyRequested(jenis));
    if (before && before.id_status !== MUTASI_REJECTED) throw new Conflict(MUTASI_MSG.mutasiNotWaiting);
    const fields = await fieldsOf(user, jenis, body);
    const bukti = await claimProof(user, body.bukti ?? '');
    const item = await refusing<MutasiItem, MutasiRefusal>(
      mutasiRepo.create({ ...fields, jenis, user_id: user.id, nim_lama: user.nim, id_prodi_asal: user.id_prodi, bukti }),
      {
        taken: async () => {
          await dropDocument(bukti, 'unclaimed proof');
          return new Conflict(mutasiAlreadyRequested(jenis));
        },
      },
    );
    if (before?.bukti) await dropDocument(before.bukti, 'proof of a rejected request');
    return { message: mutasiRequested(jenis), item };
  },

  async update(user: Student, jenis: MutasiType, body: MutasiBody) {
    const before = await openRequest(user, jenis);
    const fields = await fieldsOf(user, jenis, body);
    const bukti = body.bukti ? await claimProof(user, body.bukti) : undefined;
    const item = await refusing<MutasiItem, MutasiRefusal>(mutasiRepo.update(before, { ...fields, ...(bukti ? { bukti } : {}) }), {
      stale: async () => {
        if (bukti) await dropDocument(bukti, 'unclaimed proof');
        return refusal(user, jenis);
      },
    });
    if (bukti) await dropDocument(before.bukti, 'replaced proof');
    return { message: mutasiUpdated(jenis), item };
  },

  async cancel(user: Student, jenis: MutasiType) {
    const before = await openRequest(user, jenis);
    await refusing<void, MutasiRefusal>(mutasiRepo.remove(before), { stale: () => refusal(user, jenis) });
    await dropDocument(before.bukti, 'proof of a withdrawn request');
    return { message: mutasiCancelled(jenis) };
  },
};
