/**
 * What the biodata and contact field groups edit (activation steps 1 and 2, the Profile and
 * Kontak tabs of /user/profile): text as typed, ids as text, the birth date dd/MM/yyyy.
 */
import { HOME_COUNTRY, type SosmedInput } from '@shared/validation';

/** The biodata fields both forms share (the name and photo are each form's own). */
export interface BiodataFieldValues extends Record<string, unknown> {
  kewarganegaraan: string;
  nik: string;
  agama: string;
  jenis_kelamin: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  alamat: string;
  id_provinsi: string;
  id_kota: string;
  kode_pos: string;
}

/** Activation step 1: the shared fields, the name and the photo's upload key. */
export interface BiodataValues extends BiodataFieldValues {
  nama: string;
  foto_profil: string;
}

export interface ContactValues extends Record<string, unknown> {
  no_telepon_asal: string;
  no_hp: string;
  bio: string;
  sosmed: SosmedInput[];
}

export const EMPTY_BIODATA_FIELDS: BiodataFieldValues = {
  kewarganegaraan: String(HOME_COUNTRY),
  nik: '',
  agama: '',
  jenis_kelamin: '',
  tempat_lahir: '',
  tanggal_lahir: '',
  alamat: '',
  id_provinsi: '',
  id_kota: '',
  kode_pos: '',
};

export const EMPTY_BIODATA: BiodataValues = { nama: '', foto_profil: '', ...EMPTY_BIODATA_FIELDS };

export const EMPTY_CONTACT: ContactValues = { no_telepon_asal: '', no_hp: '', bio: '', sosmed: [] };
