/**
 * Queue rows (shared/api/verifikasi.ts `queueRow`): a page of portfolios with their student,
 * program and catalog names, in ONE BatchGetItem for every name of the page, and short-lived
 * URLs of the evidence (the student's PDF, or the internal activity's document).
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { KegiatanItem } from '@functions/domain/ppk/repo';
import type { AnakRubrikItem, BidangPortofolioItem, RubrikItem } from '@functions/domain/rubrik/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { documentUrl } from '@functions/lib/files';
import { rowNames } from './repo';

type Named = Partial<UserItem & AnakRubrikItem & RubrikItem & BidangPortofolioItem & ProdiItem & KegiatanItem> & { PK: string };

export async function queueRows(items: readonly PortofolioItem[]) {
  const names = await rowNames<Named>(items);
  return Promise.all(
    items.map(async (p, i) => {
      const { student, prodi, bidang, rubrik, anak, kegiatan } = names[i] as (typeof names)[number];
      return {
        id_portofolio: p.id_portofolio,
        nim: student?.nim ?? '',
        nama_mahasiswa: student?.nama ?? '',
        id_prodi: p.id_prodi,
        nama_prodi: prodi?.nama_prodi ?? '',
        jenjang: prodi?.jenjang ?? '',
        judul: p.judul,
        judul_inggris: p.judul_inggris ?? null,
        judul_portofolio: p.judul,
        tanggal_terbit: p.tanggal_terbit,
        id_bidang_portofolio: p.id_bidang_portofolio,
        nama_bidang_portofolio: bidang?.nama_bidang_portofolio ?? '',
        id_rubrik: p.id_rubrik,
        nama_rubrik: rubrik?.nama_rubrik ?? '',
        id_anak_rubrik: p.id_anak_rubrik,
        nama_anak_rubrik: anak?.nama_anak_rubrik ?? '',
        bobot_skp_portofolio: p.bobot_skp_portofolio,
        bobot_maksimal_skp_tiap_portofolio: anak?.bobot_maksimal_skp_tiap_portofolio ?? null,
        status_portofolio: p.id_status_portofolio,
        id_kegiatan_ppk: p.id_kegiatan_ppk ?? null,
        dokumen_portofolio: p.dokumen_portofolio ? await documentUrl(p.dokumen_portofolio) : null,
        dokumen_verifikasi: kegiatan?.dokumen_ppk ? await documentUrl(kegiatan.dokumen_ppk) : null,
        catatan: p.catatan ?? null,
        verified_by: p.verified_by_nama ?? null,
        verified_at: p.verified_at ?? null,
        created_at: p.created_at,
        updated_at: p.updated_at,
        version: p.version,
      };
    }),
  );
}
