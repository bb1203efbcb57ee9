/**
 * The public check of a printed SKPI (`GET /api/verifikasi/{code}`, in the light `search` area:
 * no PDF code here): what the verification page shows of the document behind a code. An
 * unknown code is 404; the answer names the holder, so a code is 128 random bits (unguessable).
 * A revocation shows its category and date, never the staff's free-text reason; the program,
 * faculty, university and signatory's title come with their English names as the document
 * prints them (null when it prints none, or for a document printed before they were recorded)
 * (docs/decisions/0038-verification-page-languages.md). A draft waiting for its faculty's chain
 * (and a cancelled one) answers 404 like an unknown code; a legalised one lists its chain
 * (docs/decisions/0056-pengesahan.md).
 */

import { publicChainOf } from '@functions/domain/cetak/pengesahan/views';
import { cetakRepo, type DokumenItem, kategoriOf } from '@functions/domain/cetak/repo';
import { NotFound } from '@functions/lib/domain-errors';
import { CETAK_MSG } from '@shared/messages/cetak';
import { JABATAN_INGGRIS_MSG } from '@shared/messages/pengesahan';
import { normalJabatan } from '@shared/validation/pengesahan';

const STATUS = { sah: 'SAH', dicabut: 'DICABUT', digantikan: 'DIGANTIKAN' } as const;

/** A document the public may see: issued (valid, revoked or superseded); never a draft or a cancelled draft. */
type PublicDokumen = DokumenItem & { status: keyof typeof STATUS };
const isPublic = (d: DokumenItem | undefined): d is PublicDokumen => d !== undefined && d.status in STATUS;

/**
 * The public answer of a document item (pure: the unit tests give it items with and without a
 * seal); a draft's or a cancelled draft's code answers 404 like an unknown code.
 */
export function keaslianAnswer(d: DokumenItem) {
  if (!isPublic(d)) throw new NotFound(CETAK_MSG.keaslianNotFound);
  const kategori = kategoriOf(d);
  return {
    kode: d.kode,
    status: STATUS[d.status],
    nama: d.nama,
    nim: d.nim,
    program_studi: d.nama_prodi,
    fakultas: d.nama_fakultas,
    universitas: d.nama_universitas,
    program_studi_inggris: d.nama_prodi_inggris ?? null,
    fakultas_inggris: d.nama_fakultas_inggris ?? null,
    universitas_inggris: d.nama_universitas_inggris ?? null,
    nomor: d.nomor,
    tanggal_terbit: d.tanggal_terbit,
    penandatangan: d.penandatangan,
    jabatan_penandatangan: d.jabatan_penandatangan,
    jabatan_penandatangan_inggris: d.jabatan_penandatangan_inggris ?? null,
    sha256: d.sha256,
    dicabut: kategori ? { kategori, tanggal: (d.dicabut_at ?? '').slice(0, 10) } : null,
    digantikan_oleh:
      d.status === 'digantikan' && d.digantikan_oleh_kode ? { nomor: d.digantikan_oleh_nomor ?? '', kode: d.digantikan_oleh_kode } : null,
    // documents printed before sealing have none
    segel: d.segel
      ? {
          penanda_tangan: d.segel.penanda_tangan,
          penerbit_sertifikat: d.segel.penerbit_sertifikat,
          sidik_jari_sha256: d.segel.sidik_jari_sha256,
          berlaku_dari: d.segel.berlaku_dari,
          berlaku_sampai: d.segel.berlaku_sampai,
          waktu_tanda_tangan: d.segel.waktu_tanda_tangan,
          cap_waktu: d.segel.cap_waktu,
          tingkat: d.segel.tingkat,
          sertifikat_sendiri: d.segel.sertifikat_sendiri,
        }
      : null,
    kredensial: Boolean(d.kredensial_key),
    // the chain that legalised it (decision 0056): stage, approver, position, time
    pengesahan: publicChainOf(d, (jabatan) => JABATAN_INGGRIS_MSG[normalJabatan(jabatan)] ?? null),
  };
}

export async function keaslianSkpi(typed: string) {
  // a code typed from paper may come in capitals
  const code = typed.trim().toLowerCase();
  const d = /^[a-z2-7]{26}$/.test(code) ? await cetakRepo.findDokumen(code) : undefined;
  if (!d) throw new NotFound(CETAK_MSG.keaslianNotFound);
  return keaslianAnswer(d);
}
