/**
 * Faculties and programs of a test's own. The faculty is inactive, so the seeded faculties'
 * program lists (and the public registration lists) stay as they are.
 */
import type { FakultasItem, ProdiItem } from '@functions/domain/master/repo';

const repo = async () => (await import('@functions/domain/master/repo')).masterRepo;

/** A new inactive faculty named `nama` (in both languages), with the given fields over the defaults. */
export async function testFakultas(nama: string, fields: Partial<Omit<FakultasItem, 'id_fakultas' | 'version'>> = {}): Promise<FakultasItem> {
  return (await repo()).seedFakultas({
    nama_fakultas: nama,
    nama_fakultas_inggris: nama,
    nama_dekan: 'Dr. Uji',
    nomor_pegawai_dekan: '1234567890',
    is_active: false,
    ...fields,
  });
}

/** A new active S1 program named `nama` (in both languages) of the faculty. */
export async function testProdi(idFakultas: number, nama: string): Promise<ProdiItem> {
  return (await repo()).seedProdi({
    id_fakultas: idFakultas,
    nama_prodi: nama,
    nama_prodi_inggris: nama,
    nama_kaprodi: 'Dr. Uji',
    jenjang: 'S1',
    gelar: 'S.T.',
    status_akreditasi: 'Baik',
    no_sk_akreditasi_prodi: '-',
    is_active: true,
  });
}
