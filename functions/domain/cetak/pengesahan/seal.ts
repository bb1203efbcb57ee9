/**
 * The last approval of a draft (docs/decisions/0056-pengesahan.md): the data the draft was built
 * from, unchanged, is built again as the final PDF naming the approver ('Disahkan secara
 * elektronik' with the date and time) in section 5, sealed (functions/domain/skpi/document/finish.ts),
 * stored with its credential carrying every approval, and recorded in one transaction as the
 * student's valid SKPI (graduated, superseding their earlier one). The draft's stage and version are
 * conditions: an approval that lost removes its files and answers 409.
 */
import { buildAndStore } from '@functions/domain/cetak/issue';
import { graduationDate, removeUnused, sha256Hex } from '@functions/domain/cetak/issue-parts';
import { cetakRepo, type DokumenItem } from '@functions/domain/cetak/repo';
import { TEXT } from '@functions/domain/skpi/document/texts';
import type { SkpiDocumentData } from '@functions/domain/skpi/document/types';
import { universityLogo } from '@functions/domain/skpi/document-data';
import { skpiRepo } from '@functions/domain/skpi/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { type Actor, auditEntry } from '@functions/lib/audit';
import { Conflict, NotFound, wrote } from '@functions/lib/domain-errors';
import { readDocument } from '@functions/lib/files';
import { dokumenKey } from '@functions/lib/skpi-links';
import type { TransactItem } from '@functions/lib/table';
import { CETAK_MSG } from '@shared/messages/cetak';
import { JABATAN_INGGRIS_MSG, PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { SEARCH_MSG } from '@shared/messages/search';
import { normalJabatan } from '@shared/validation/pengesahan';
import type { PengesahanRecord, Persetujuan } from './machine';
import { type Draf, pengesahanRepo } from './repo';

/** How often the seal's transaction is tried again when only the student changed meanwhile. */
const SEAL_ATTEMPTS = 4;

/** A position with its English twin where the position is a usual one. */
export const jabatanBilingual = (jabatan: string) => ({ id: jabatan, en: JABATAN_INGGRIS_MSG[normalJabatan(jabatan)] ?? null });

/** The title the document prints for the approver: the dean's with the faculty's name, another as held. */
function signatoryTitle(d: DokumenItem, last: Persetujuan) {
  if (normalJabatan(last.jabatan).toLowerCase() === 'dekan') {
    const t = TEXT.dean({ id: d.nama_fakultas, en: d.nama_fakultas_inggris ?? null });
    return { id: t.id, en: t.en };
  }
  return jabatanBilingual(last.jabatan);
}

/** The draft's stored data with the legalisation of its last approval and the university's logo. */
async function finalData(d: Draf, last: Persetujuan): Promise<SkpiDocumentData> {
  if (!d.draf_data_key) throw new Conflict(() => PENGESAHAN_MSG.pengesahanNotWaiting);
  const [stored, logo] = await Promise.all([readDocument(d.draf_data_key), universityLogo()]);
  const data = JSON.parse(new TextDecoder().decode(stored)) as SkpiDocumentData;
  return {
    ...data,
    universitas: { ...data.universitas, ...(logo ? { logo } : {}) },
    penerbitan: {
      ...data.penerbitan,
      pengesahan: { nama: last.nama, jabatan: jabatanBilingual(last.jabatan), nomor_pegawai: last.nomor_pegawai, waktu: last.waktu },
    },
  };
}

/**
 * Seals the draft approved by its last stage (`next`: its chain, status disahkan). `extra` are the
 * step's audit entries and notifications. Gives the valid document.
 */
export async function sealDraft(actor: Actor, before: Draf, next: PengesahanRecord, extra: TransactItem[]): Promise<DokumenItem> {
  const last = next.persetujuan.at(-1);
  if (!last) throw new Conflict(() => PENGESAHAN_MSG.pengesahanNotWaiting);
  const data = await finalData(before, last);
  const key = dokumenKey(before.user_id, before.kode);
  const approvals = next.persetujuan.map((p) => ({ tahap: p.tahap, nama: p.nama, jabatan: p.jabatan, waktu: p.waktu }));
  const { pdf, kredensial } = await buildAndStore(data, { userId: before.user_id, nim: before.nim, kode: before.kode, key }, approvals);
  const title = signatoryTitle(before, last);
  const after: Draf = {
    ...before,
    status: 'sah',
    key,
    sha256: sha256Hex(pdf.bytes),
    size: pdf.bytes.byteLength,
    segel: pdf.segel,
    ...kredensial,
    penandatangan: last.nama,
    jabatan_penandatangan: title.id,
    jabatan_penandatangan_inggris: title.en,
    pengesahan: next,
    version: before.version + 1,
  };
  try {
    const periode = await cetakRepo.getPeriode(before.id_periode_kelulusan);
    if (!periode) throw new NotFound(() => CETAK_MSG.periodeNotFound);
    for (let attempt = 1; attempt <= SEAL_ATTEMPTS; attempt++) {
      const [student, request] = await Promise.all([usersRepo.getById(before.user_id), skpiRepo.get(before.user_id)]);
      if (student?.role !== 'mahasiswa') throw new NotFound(() => SEARCH_MSG.studentNotFound);
      const current = student.skpi_dokumen ? await cetakRepo.getDokumen(student.skpi_dokumen.kode) : undefined;
      const superseded = current?.status === 'sah' && current.kode !== before.kode ? current : null;
      const issued = auditEntry({
        actor,
        action: 'skpi.terbit',
        target: { type: 'skpi-dokumen', id: before.kode },
        after: { kode: after.kode, nomor: after.nomor, nim: after.nim, periode: after.periode_label, sha256: after.sha256, status: 'sah' },
        at: last.waktu,
      });
      // refused: the draft moved, or the student changed, meanwhile
      const sealed = await wrote(
        pengesahanRepo.seal(
          before,
          {
            dokumen: after,
            student,
            superseded,
            requestVersion: request ? request.version : null,
            tanggalLulus: graduationDate(student, periode.tanggal),
            actor,
          },
          [...extra, issued],
        ),
      );
      if (sealed) return after;
      // the draft itself moved: another approval or a return won
      const now = await cetakRepo.getDokumen(before.kode);
      if (now?.version !== before.version) throw new Conflict(() => PENGESAHAN_MSG.pengesahanAlreadyActed);
    }
    throw new Conflict(() => PENGESAHAN_MSG.pengesahanAlreadyActed);
  } catch (error) {
    await removeUnused([key, kredensial.kredensial_key]);
    throw error;
  }
}
