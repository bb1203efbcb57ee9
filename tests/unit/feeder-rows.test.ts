/** The Neo Feeder rows parsed tolerantly (functions/domain/feeder/rows.ts): each action's rows, both date formats, numbers as strings, IPK noise, empty NIM. */
import { date, ipk, parseBiodata, parseLulus, parseMahasiswa, parseProdi, periodOf, periodStart, text } from '@functions/domain/feeder/rows';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { describe, expect, it } from 'vitest';

describe('single values', () => {
  it('reads text from strings and numbers, and none from blank, "-" and null', () => {
    expect(text(' 2101 ')).toBe('2101');
    expect(text(2101)).toBe('2101');
    expect(text('-')).toBeNull();
    expect(text('')).toBeNull();
    expect(text(null)).toBeNull();
    expect(text(undefined)).toBeNull();
    expect(text({})).toBeNull();
  });

  it('reads dates as DD-MM-YYYY and YYYY-MM-DD (a time after them ignored), never an impossible day', () => {
    expect(date('17-04-2003')).toBe('2003-04-17');
    expect(date('2003-04-17')).toBe('2003-04-17');
    expect(date('7-4-2003')).toBe('2003-04-07');
    expect(date('2024-09-02 10:00:00')).toBe('2024-09-02');
    expect(date('17/04/2003')).toBe('2003-04-17');
    expect(date('31-02-2003')).toBeNull();
    expect(date('2003')).toBeNull();
    expect(date('-')).toBeNull();
  });

  it('rounds the IPK to two decimals, from a float with noise or a string; 0 and nonsense are none', () => {
    expect(ipk(3.5999999999999996)).toBe(3.6);
    expect(ipk('3.50')).toBe(3.5);
    expect(ipk('3,75')).toBe(3.75);
    expect(ipk(3.456)).toBe(3.46);
    expect(ipk(0)).toBeNull();
    expect(ipk('')).toBeNull();
    expect(ipk('abc')).toBeNull();
    expect(ipk(5)).toBeNull();
  });

  it('turns an entry period into its first day and a date back into its period', () => {
    expect(periodStart('20231')).toBe('2023-09-01');
    expect(periodStart(20232)).toBe('2024-02-01');
    expect(periodStart('2023')).toBeNull();
    expect(periodOf('2021-09-01')).toBe('20211');
    expect(periodOf('2022-01-15')).toBe('20211');
    expect(periodOf('2022-03-01')).toBe('20212');
  });
});

describe('each action', () => {
  it('GetProdi: id and name required, the level by name or code', () => {
    expect(
      parseProdi({
        id_prodi: 'u-1',
        kode_program_studi: 55201,
        nama_program_studi: 'Informatika',
        nama_jenjang_pendidikan: 'S1',
        status: 'A',
        extra: 1,
      }),
    ).toEqual({
      id_prodi: 'u-1',
      kode_program_studi: '55201',
      nama_program_studi: 'Informatika',
      jenjang: 'S1',
      status: 'A',
    });
    expect(parseProdi({ id_prodi: 'u-2', nama_program_studi: 'Hukum', id_jenjang_pendidikan: 35 })?.jenjang).toBe('35');
    expect(parseProdi({ nama_program_studi: 'Tanpa id' })).toBeNull();
    expect(parseProdi('x')).toBeNull();
  });

  it('GetListMahasiswa: numbers as strings, both date formats, the period as a number, unknown keys ignored', () => {
    const row = parseMahasiswa({
      id_registrasi_mahasiswa: 'reg-1',
      id_mahasiswa: 'mhs-1',
      nim: 2101010001,
      nama_mahasiswa: 'Budi Santoso',
      jenis_kelamin: 'L',
      tanggal_lahir: '17-04-2003',
      id_prodi: 'p-1',
      nama_program_studi: 'Informatika',
      id_periode: 20211,
      id_status_mahasiswa: 'A',
      last_update: '2024-09-02 10:00:00',
      kolom_baru_2025: 'diabaikan',
    });
    expect(row).toEqual({
      id_registrasi_mahasiswa: 'reg-1',
      id_mahasiswa: 'mhs-1',
      nim: '2101010001',
      nama: 'Budi Santoso',
      jenis_kelamin: 0,
      tanggal_lahir: '2003-04-17',
      id_prodi: 'p-1',
      nama_program_studi: 'Informatika',
      tanggal_masuk: '2021-09-01',
      status_mahasiswa: 'Aktif',
      last_update: '2024-09-02 10:00:00',
    });
    expect(
      parseMahasiswa({ id_registrasi_mahasiswa: 'r', nim: 'x', tanggal_lahir: '2003-04-17', jenis_kelamin: 'P', nama_status_mahasiswa: 'Cuti' }),
    ).toMatchObject({
      tanggal_lahir: '2003-04-17',
      jenis_kelamin: 1,
      status_mahasiswa: 'Cuti',
    });
  });

  it('GetListMahasiswa: an empty NIM or a missing registration id is skipped with its reason', () => {
    expect(parseMahasiswa({ id_registrasi_mahasiswa: 'reg-2', nim: '', nama_mahasiswa: 'Joko' })).toMatchObject({
      skip: FEEDER_MSG.skipNoNim,
      nama: 'Joko',
    });
    expect(parseMahasiswa({ id_registrasi_mahasiswa: 'reg-3', nim: '-' })).toMatchObject({ skip: FEEDER_MSG.skipNoNim });
    expect(parseMahasiswa({ nim: '2101' })).toMatchObject({ skip: FEEDER_MSG.skipNoRegistrasi, nim: '2101' });
    expect(parseMahasiswa(null)).toMatchObject({ skip: FEEDER_MSG.skipNoRegistrasi });
  });

  it('GetBiodataMahasiswa: birth place and date, sex, e-mail in lower case', () => {
    expect(
      parseBiodata({ tempat_lahir: 'Medan', tanggal_lahir: '17-04-2003', jenis_kelamin: 'L', email: 'Budi@Mhs.Demo.ac.id', nik: '123' }),
    ).toEqual({
      tempat_lahir: 'Medan',
      tanggal_lahir: '2003-04-17',
      jenis_kelamin: 0,
      email: 'budi@mhs.demo.ac.id',
    });
    expect(parseBiodata({ tempat_lahir: '-', email: null })).toEqual({ tempat_lahir: null, tanggal_lahir: null, jenis_kelamin: null, email: null });
  });

  it('GetDetailMahasiswaLulusDO: graduation by id_jenis_keluar 1, dates both ways, the diploma number kept as text', () => {
    const row = parseLulus({
      id_registrasi_mahasiswa: 'reg-4',
      nim: '2002010004',
      id_prodi: 'p-4',
      id_jenis_keluar: 1,
      tanggal_keluar: '29-08-2024',
      nomor_sk_yudisium: 'SK/045',
      tanggal_sk_yudisium: '2024-08-26',
      ipk: 3.5999999999999996,
      nomor_ijazah: '001012024000123',
    });
    expect(row).toMatchObject({
      lulus: true,
      tanggal_lulus: '2024-08-29',
      tanggal_sk_yudisium: '2024-08-26',
      ipk: 3.6,
      nomor_ijazah_nasional: '001012024000123',
    });
    // a leading zero survives: never a number
    expect(typeof row?.nomor_ijazah_nasional).toBe('string');
    expect(parseLulus({ id_registrasi_mahasiswa: 'reg-5', id_jenis_keluar: '3', nomor_ijazah: '-' })).toMatchObject({
      lulus: false,
      nomor_ijazah_nasional: null,
    });
    expect(parseLulus({ nim: '1' })).toBeNull();
  });
});
