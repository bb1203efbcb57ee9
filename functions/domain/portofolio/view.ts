/** A page of a student's portfolios as the table shows it: names and short-lived document URLs. */
import { ppkRepo } from '@functions/domain/ppk/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { documentUrl } from '@functions/lib/files';
import type { PortofolioItem } from './repo';

const distinct = <T>(values: T[]) => [...new Set(values)];

/** The rows of a page (ten by default): one BatchGetItem for its sub-rubrics and one for its internal activities. */
export async function portofolioRows(items: PortofolioItem[]) {
  const anakIds = distinct(items.map((p) => p.id_anak_rubrik));
  const kegiatanIds = distinct(items.flatMap((p) => (p.id_kegiatan_ppk === null ? [] : [p.id_kegiatan_ppk])));
  const [anak, kegiatan] = await Promise.all([
    anakIds.length ? rubrikRepo.getAnakMany(anakIds) : [],
    kegiatanIds.length ? ppkRepo.getMany(kegiatanIds) : [],
  ]);
  const anakName = new Map(anak.flatMap((a) => (a ? [[a.id_anak_rubrik, a.nama_anak_rubrik] as const] : [])));
  const kegiatanDoc = new Map(kegiatan.flatMap((k) => (k ? [[k.id_kegiatan_ppk, k.dokumen_ppk] as const] : [])));
  return Promise.all(
    items.map(async (p) => {
      // an internal portfolio's evidence is its activity's document
      const key = p.dokumen_portofolio ?? (p.id_kegiatan_ppk === null ? null : (kegiatanDoc.get(p.id_kegiatan_ppk) ?? null));
      return {
        id_portofolio: p.id_portofolio,
        judul: p.judul,
        judul_inggris: p.judul_inggris ?? null,
        id_rubrik: p.id_rubrik,
        id_anak_rubrik: p.id_anak_rubrik,
        nama_anak_rubrik: anakName.get(p.id_anak_rubrik) ?? '',
        id_bidang_portofolio: p.id_bidang_portofolio,
        id_kegiatan_ppk: p.id_kegiatan_ppk ?? null,
        bobot_skp_portofolio: p.bobot_skp_portofolio,
        tanggal_terbit: p.tanggal_terbit,
        dokumen_portofolio: key ? await documentUrl(key) : null,
        id_status_portofolio: p.id_status_portofolio,
        showed: p.showed,
        catatan: p.catatan ?? null,
        version: p.version,
      };
    }),
  );
}

export async function portofolioRow(item: PortofolioItem) {
  const [row] = await portofolioRows([item]);
  if (!row) throw new Error('no row for a portfolio');
  return row;
}
