/** Faculty, program and university records as the API answers them (shared/api/master.ts). */
import { documentUrl } from '@functions/lib/files';
import type { fakultasView, prodiView, universitasView } from '@shared/api/master';
import { defaultJenisPendidikan, kkniLevel } from '@shared/domain/kkni';
import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import type { z } from 'zod';
import type { FakultasItem, ProdiItem, UniversitasItem } from './repo';

export const fakultasPublicView = (f: FakultasItem) => ({
  id_fakultas: f.id_fakultas,
  nama_fakultas: f.nama_fakultas,
  nama_fakultas_inggris: f.nama_fakultas_inggris,
  is_active: f.is_active,
});

export const prodiPublicView = (p: ProdiItem) => ({
  id_prodi: p.id_prodi,
  id_fakultas: p.id_fakultas,
  nama_prodi: p.nama_prodi,
  nama_prodi_inggris: p.nama_prodi_inggris,
  jenjang: p.jenjang,
  gelar: p.gelar,
  is_active: p.is_active,
});

export const fakultasFullView = (f: FakultasItem): z.output<typeof fakultasView> => ({
  ...fakultasPublicView(f),
  nama_dekan: f.nama_dekan ?? '',
  nomor_pegawai_dekan: f.nomor_pegawai_dekan ?? '',
  kode_fakultas: f.kode_fakultas ?? null,
  tahap_pengesahan: f.tahap_pengesahan ?? [],
  version: f.version,
});

export const prodiFullView = (p: ProdiItem): z.output<typeof prodiView> => ({
  ...prodiPublicView(p),
  nama_kaprodi: p.nama_kaprodi ?? '',
  status_akreditasi: p.status_akreditasi ?? '',
  no_sk_akreditasi_prodi: p.no_sk_akreditasi_prodi ?? '',
  jenjang_kkni: kkniLevel(p.jenjang),
  gelar_inggris: p.gelar_inggris ?? null,
  jenis_pendidikan: p.jenis_pendidikan ?? defaultJenisPendidikan(p.jenjang),
  persyaratan_penerimaan: p.persyaratan_penerimaan ?? null,
  persyaratan_penerimaan_inggris: p.persyaratan_penerimaan_inggris ?? null,
  bahasa_pengantar: p.bahasa_pengantar ?? null,
  bahasa_pengantar_inggris: p.bahasa_pengantar_inggris ?? null,
  sistem_penilaian: p.sistem_penilaian ?? null,
  sistem_penilaian_inggris: p.sistem_penilaian_inggris ?? null,
  lama_studi: p.lama_studi ?? null,
  lama_studi_inggris: p.lama_studi_inggris ?? null,
  jenjang_lanjutan: p.jenjang_lanjutan ?? null,
  jenjang_lanjutan_inggris: p.jenjang_lanjutan_inggris ?? null,
  status_profesi: p.status_profesi ?? null,
  status_profesi_inggris: p.status_profesi_inggris ?? null,
  version: p.version,
});

/** The university with a short-lived URL of its logo (`documentUrl`), or null without one. */
export const universitasFullView = async (u: UniversitasItem): Promise<z.output<typeof universitasView>> => ({
  nama_universitas: u.nama_universitas ?? '',
  nama_universitas_inggris: u.nama_universitas_inggris ?? '',
  status_akreditasi: u.status_akreditasi,
  no_sk_akreditasi_universitas: u.no_sk_akreditasi_universitas,
  alamat_universitas: u.alamat_universitas,
  nama_rektor: u.nama_rektor,
  nomor_pegawai_rektor: u.nomor_pegawai_rektor ?? null,
  no_sk_pendirian: u.no_sk_pendirian ?? null,
  tanggal_sk_pendirian: u.tanggal_sk_pendirian ?? null,
  kota_universitas: u.kota_universitas ?? null,
  format_nomor_skpi: u.format_nomor_skpi ?? DEFAULT_SKPI_NUMBER_FORMAT,
  logo_url: u.logo_universitas ? await documentUrl(u.logo_universitas) : null,
  profil_publik_bawaan: u.profil_publik_bawaan !== false,
  version: u.version,
});
