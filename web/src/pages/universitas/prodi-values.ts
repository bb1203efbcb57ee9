/**
 * The program form's values (every field a text, as the shared schemas read them) and what each
 * caller sends: the super admin every field; an admin jurusan neither the faculty nor the status
 * (the server refuses them a change of either).
 */
import type { prodiView } from '@shared/api/master';
import type * as z from 'zod';
import { type StatusValue, statusValue } from './status-field';

export type Prodi = z.infer<typeof prodiView>;

/** The SKPI's program facts, each an Indonesian text with its English twin. */
export const FACT_PAIRS = [
  { id: 'persyaratan_penerimaan', en: 'persyaratan_penerimaan_inggris', long: true },
  { id: 'bahasa_pengantar', en: 'bahasa_pengantar_inggris', long: false },
  { id: 'sistem_penilaian', en: 'sistem_penilaian_inggris', long: true },
  { id: 'lama_studi', en: 'lama_studi_inggris', long: false },
  { id: 'jenjang_lanjutan', en: 'jenjang_lanjutan_inggris', long: true },
  { id: 'status_profesi', en: 'status_profesi_inggris', long: true },
] as const;

export type FactField = (typeof FACT_PAIRS)[number]['id'] | (typeof FACT_PAIRS)[number]['en'];

export type ProdiValues = {
  id_fakultas: string;
  nama_prodi: string;
  nama_prodi_inggris: string;
  nama_kaprodi: string;
  jenjang: string;
  jenis_pendidikan: string;
  gelar: string;
  gelar_inggris: string;
  status_akreditasi: string;
  no_sk_akreditasi_prodi: string;
  is_active: StatusValue;
} & Record<FactField, string>;

const NO_FACTS = Object.fromEntries(FACT_PAIRS.flatMap((p) => [p.id, p.en]).map((f) => [f, ''])) as Record<FactField, string>;

/** A new program of a faculty: nothing filled, no status chosen. */
export const newProdiValues = (idFakultas: number): ProdiValues => ({
  id_fakultas: String(idFakultas),
  nama_prodi: '',
  nama_prodi_inggris: '',
  nama_kaprodi: '',
  jenjang: '',
  jenis_pendidikan: '',
  gelar: '',
  gelar_inggris: '',
  status_akreditasi: '',
  no_sk_akreditasi_prodi: '',
  is_active: '',
  ...NO_FACTS,
});

export function prodiValues(p: Prodi): ProdiValues {
  const facts = Object.fromEntries(FACT_PAIRS.flatMap((pair) => [pair.id, pair.en]).map((f) => [f, p[f] ?? ''])) as Record<FactField, string>;
  return {
    id_fakultas: String(p.id_fakultas),
    nama_prodi: p.nama_prodi,
    nama_prodi_inggris: p.nama_prodi_inggris,
    nama_kaprodi: p.nama_kaprodi,
    jenjang: p.jenjang,
    jenis_pendidikan: p.jenis_pendidikan,
    gelar: p.gelar,
    gelar_inggris: p.gelar_inggris ?? '',
    status_akreditasi: p.status_akreditasi,
    no_sk_akreditasi_prodi: p.no_sk_akreditasi_prodi,
    is_active: statusValue(p.is_active),
    ...facts,
  };
}

/** What an admin jurusan sends: everything but the faculty and the status. */
export function ownProgramValues(values: ProdiValues): Omit<ProdiValues, 'id_fakultas' | 'is_active'> {
  const { id_fakultas: _faculty, is_active: _status, ...rest } = values;
  return rest;
}
