/**
 * The public verification answer of a document item (functions/domain/keaslian/service.ts): the
 * seal mapped field by field (null before sealing), whether a credential exists, and a revocation
 * told by its category and date only, never the staff's reason; the English names as printed. Each answer passes the contract's
 * strict schema, so a field the public must not see would fail here too.
 */
import type { DokumenItem } from '@functions/domain/cetak/repo';
import { keaslianAnswer } from '@functions/domain/keaslian/service';
import { keaslianSkpi } from '@shared/api/keaslian';
import type { SegelInfo } from '@shared/domain/segel';
import { describe, expect, it } from 'vitest';

const SEGEL: SegelInfo = {
  penanda_tangan: 'Universitas Contoh',
  penerbit_sertifikat: 'Universitas Contoh',
  sidik_jari_sha256: 'ab'.repeat(32),
  berlaku_dari: '2026-01-01T00:00:00.000Z',
  berlaku_sampai: '2031-01-01T00:00:00.000Z',
  waktu_tanda_tangan: '2026-05-15T03:04:05.000Z',
  cap_waktu: '2026-05-15T03:04:06.000Z',
  tingkat: 'B-T',
  sertifikat_sendiri: true,
};

const ITEM: DokumenItem = {
  type: 'skpi-dokumen',
  kode: 'abcdefghijklmnopqrstuvwxyz',
  user_id: '01J0000000000000000000000',
  nim: '2201001',
  nama: 'Budi Santoso',
  id_prodi: 1,
  nama_prodi: 'Teknik Informatika',
  nama_fakultas: 'Fakultas Teknik',
  nama_universitas: 'Universitas Contoh',
  id_fakultas: 1,
  nomor: '001/SKPI/FT/2026',
  tanggal_terbit: '2026-05-15',
  id_periode_kelulusan: 1,
  periode_label: 'Periode 1',
  penandatangan: 'Dr. Siti Aminah',
  jabatan_penandatangan: 'Dekan',
  sha256: 'cd'.repeat(32),
  key: 'skpi/01J/abc.pdf',
  size: 30_000,
  status: 'sah',
  printed_at: '2026-05-15T03:04:05.000Z',
  printed_by: 'admin',
  alasan_dicabut: null,
  dicabut_at: null,
  digantikan_oleh_kode: null,
  digantikan_oleh_nomor: null,
  version: 1,
};

const answer = (item: DokumenItem) => keaslianSkpi.parse(keaslianAnswer(item));

describe('the public verification answer', () => {
  it('carries the seal and the credential flag of a sealed document', () => {
    const a = answer({ ...ITEM, segel: SEGEL, kredensial_key: 'kredensial/abc.jwt' });
    expect(a.segel).toEqual(SEGEL);
    expect(a.kredensial).toBe(true);
    expect(a.status).toBe('SAH');
    expect(a.dicabut).toBeNull();
  });

  it('says no seal and no credential for a document printed before them', () => {
    const a = answer(ITEM);
    expect(a.segel).toBeNull();
    expect(a.kredensial).toBe(false);
    expect(answer({ ...ITEM, segel: null, kredensial_key: null }).segel).toBeNull();
  });

  it('gives the English names the document prints, and null for a document printed before they were recorded', () => {
    const english = {
      nama_prodi_inggris: 'Informatics Engineering',
      nama_fakultas_inggris: 'Faculty of Engineering',
      nama_universitas_inggris: 'Example University',
      jabatan_penandatangan_inggris: 'Dean, Faculty of Engineering',
    };
    expect(answer({ ...ITEM, ...english })).toMatchObject({
      program_studi: 'Teknik Informatika',
      program_studi_inggris: 'Informatics Engineering',
      fakultas_inggris: 'Faculty of Engineering',
      universitas_inggris: 'Example University',
      jabatan_penandatangan_inggris: 'Dean, Faculty of Engineering',
    });
    expect(answer(ITEM)).toMatchObject({
      program_studi_inggris: null,
      fakultas_inggris: null,
      universitas_inggris: null,
      jabatan_penandatangan_inggris: null,
    });
  });

  it('tells a revocation by its category and day, never the reason; an old revocation reads lainnya', () => {
    const revoked: DokumenItem = {
      ...ITEM,
      status: 'dicabut',
      alasan_dicabut: 'Nama ibu kandung salah',
      dicabut_at: '2026-06-01T10:00:00.000Z',
      kategori_dicabut: 'kesalahan_data',
    };
    const a = answer(revoked);
    expect(a.status).toBe('DICABUT');
    expect(a.dicabut).toEqual({ kategori: 'kesalahan_data', tanggal: '2026-06-01' });
    expect(JSON.stringify(a)).not.toContain('ibu kandung');
    expect(answer({ ...revoked, kategori_dicabut: undefined }).dicabut?.kategori).toBe('lainnya');
  });
});
