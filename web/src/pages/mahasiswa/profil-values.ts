/** The student's own profile (GET /api/profile) as the Profile and Kontak forms show it. */
import type { profilView } from '@shared/api/profil';
import { typedDate } from '@shared/domain/dates';
import type { BiodataFieldValues, ContactValues } from '@web/components/profil/profil-values';
import type { z } from 'zod';

export type ProfilView = z.output<typeof profilView>;

export interface ProfilBiodataValues extends BiodataFieldValues {
  nama: string;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function biodataValues(user: ProfilView): ProfilBiodataValues {
  return {
    nama: user.nama,
    kewarganegaraan: text(user.kewarganegaraan),
    nik: text(user.nik),
    agama: text(user.agama),
    // read as a boolean (true female), sent as 1 or 0
    jenis_kelamin: user.jenis_kelamin === null ? '' : user.jenis_kelamin ? '1' : '0',
    tempat_lahir: text(user.tempat_lahir),
    tanggal_lahir: typedDate(user.tanggal_lahir),
    alamat: text(user.alamat),
    id_provinsi: text(user.id_provinsi),
    id_kota: text(user.id_kota),
    kode_pos: text(user.kode_pos),
  };
}

export function contactValues(user: ProfilView): ContactValues {
  return {
    no_telepon_asal: text(user.no_telepon_asal),
    no_hp: text(user.no_hp),
    bio: text(user.bio),
    sosmed: user.sosmed.map((s) => ({ title: s.jenis_sosmed, name: s.nama, link: s.link_sosmed })),
  };
}
