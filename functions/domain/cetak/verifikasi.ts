/**
 * The public check of a printed SKPI (`GET /api/verifikasi/{code}`, in the light `search` area:
 * no PDF code here): what the verification page shows of the document behind a code. An
 * unknown code is 404; the answer names the holder, so a code is 128 random bits (unguessable).
 */
import { NotFound } from '@functions/lib/domain-errors';
import { keys } from '@functions/lib/keys';
import { getItem } from '@functions/lib/table';
import { CETAK_MSG } from '@shared/messages';
import type { DokumenItem } from './repo';

const STATUS = { sah: 'SAH', dicabut: 'DICABUT', digantikan: 'DIGANTIKAN' } as const;

export async function verifikasiSkpi(typed: string) {
  // a code typed from paper may come in capitals
  const code = typed.trim().toLowerCase();
  const d = /^[a-z2-7]{26}$/.test(code) ? await getItem<DokumenItem>(keys.skpiDokumen(code)) : undefined;
  if (!d) throw new NotFound(CETAK_MSG.skpiVerifikasiNotFound);
  return {
    kode: d.kode,
    status: STATUS[d.status],
    nama: d.nama,
    nim: d.nim,
    program_studi: d.nama_prodi,
    fakultas: d.nama_fakultas,
    universitas: d.nama_universitas,
    nomor: d.nomor,
    tanggal_terbit: d.tanggal_terbit,
    penandatangan: d.penandatangan,
    jabatan_penandatangan: d.jabatan_penandatangan,
    sha256: d.sha256,
    dicabut: d.status === 'dicabut' ? { alasan: d.alasan_dicabut ?? '', tanggal: (d.dicabut_at ?? '').slice(0, 10) } : null,
    digantikan_oleh:
      d.status === 'digantikan' && d.digantikan_oleh_kode ? { nomor: d.digantikan_oleh_nomor ?? '', kode: d.digantikan_oleh_kode } : null,
  };
}
