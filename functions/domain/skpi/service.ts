/**
 * The student's SKPI checklist and request: none → 0 waiting by requesting (only with every rubric
 * met), 0 → none by cancelling, 1 accepted by the admin when printing. While waiting, the
 * portfolio writes are locked by the request item. Once accepted, the student stores the SKPI they
 * received ('Unggah SKPI'), replacing the last one.
 */

import { assertActiveStudent } from '@functions/domain/mahasiswa/gate';
import { portofolioRepo } from '@functions/domain/portofolio/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { Conflict, Invalid, refusing } from '@functions/lib/domain-errors';
import { deleteDocument, documentUrl, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { dokumenKey, keaslianUrl } from '@functions/lib/skpi-links';
import { type ChecklistRow, checklist, unmetRubrics } from '@shared/domain/checklist';
import { DOCUMENT_FOLDERS } from '@shared/domain/skpi-storage';
import { MAHASISWA_MSG } from '@shared/messages/mahasiswa';
import { SKPI_MSG, skpiUnmetRubrics } from '@shared/messages/skpi';
import { type SkpiRefusal, skpiRepo } from './repo';

type Student = Pick<UserItem, 'id' | 'id_prodi' | 'email_verified_at' | 'is_data_complete' | 'skpi_dokumen'>;

/** Folder of the uploaded SKPI documents in the documents bucket. */
const UPLOAD_FOLDER = DOCUMENT_FOLDERS.skpiUpload;

export const skpiService = {
  /** The checklist of the student's program from the verified portfolios. */
  async checklist(user: Student): Promise<ChecklistRow[]> {
    assertActiveStudent(user);
    if (user.id_prodi === null) return [];
    const [rubrics, anak, portfolios] = await Promise.all([
      rubrikRepo.listRubrikOfProdi(user.id_prodi),
      rubrikRepo.listAnakOfProdi(user.id_prodi),
      portofolioRepo.listOfUser(user.id),
    ]);
    return checklist(
      rubrics.map((r) => ({ ...r, anak_rubrik: anak.filter((a) => a.id_rubrik === r.id_rubrik) })),
      portfolios,
    );
  },

  async pengajuan(user: Student) {
    assertActiveStudent(user);
    const item = await skpiRepo.get(user.id);
    const printed = user.skpi_dokumen ?? null;
    return {
      is_downloaded: item ? item.is_downloaded : null,
      path: item?.path ? await documentUrl(item.path) : null,
      dokumen: printed
        ? {
            nomor: printed.nomor,
            kode: printed.kode,
            tanggal_terbit: printed.tanggal_terbit,
            url: await documentUrl(dokumenKey(user.id, printed.kode)),
            verifikasi_url: keaslianUrl(printed.kode),
          }
        : null,
    };
  },

  async request(user: Student) {
    assertActiveStudent(user);
    if (await skpiRepo.get(user.id)) throw new Conflict(SKPI_MSG.skpiAlreadyRequested);
    const unmet = unmetRubrics(await skpiService.checklist(user));
    if (unmet.length) throw new Invalid(skpiUnmetRubrics(unmet));
    // a second tab that got here too loses on the condition
    await refusing<unknown, SkpiRefusal>(skpiRepo.create(user.id), { taken: () => new Conflict(SKPI_MSG.skpiAlreadyRequested) });
    return { message: MAHASISWA_MSG.skpiRequested };
  },

  async cancel(user: Student) {
    assertActiveStudent(user);
    const item = await skpiRepo.get(user.id);
    if (!item) throw new Conflict(SKPI_MSG.skpiNoRequest);
    if (item.is_downloaded !== 0) throw new Conflict(SKPI_MSG.skpiAcceptedNoCancel);
    await refusing<void, SkpiRefusal>(skpiRepo.cancel(user.id, item.version), {
      stale: async () => new Conflict((await skpiRepo.get(user.id)) ? SKPI_MSG.skpiAcceptedNoCancel : SKPI_MSG.skpiNoRequest),
    });
    return { message: MAHASISWA_MSG.skpiCancelled };
  },

  async upload(user: Student, key: string) {
    assertActiveStudent(user);
    const item = await skpiRepo.get(user.id);
    if (item?.is_downloaded !== 1) throw new Conflict(SKPI_MSG.skpiUploadNotAccepted);
    const path = await finalizeUpload({ key, owner: user.id, purpose: 'dokumen', folder: UPLOAD_FOLDER, field: 'file' });
    await refusing<void, SkpiRefusal>(skpiRepo.setPath(user.id, path, item.version), {
      stale: async () => {
        await deleteDocument(path).catch((error: Error) => logger.warn('orphan SKPI upload not removed', { error, path }));
        return new Conflict();
      },
    });
    if (item.path)
      await deleteDocument(item.path).catch((error: Error) => logger.warn('replaced SKPI upload not removed', { error, path: item.path }));
    return { message: SKPI_MSG.skpiUploaded, path: await documentUrl(path) };
  },
};
