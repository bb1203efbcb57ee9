/**
 * The prodi admin, verifier and pimpinan dialogs' rules (web/src/pages/manajemen/staf-form.ts): an
 * add is checked by the add call's own body schema (admin: username, e-mail,
 * program, matching passwords; verifier: username, e-mail, at least one sub-rubric, matching
 * passwords; pimpinan: a position, one scope, program or faculty, and NIP/NIDN when given), an edit
 * by the fields its calls take; the submit stays disabled until the required
 * fields are there; the other kind's field is never sent; the sub-rubric options are grouped by
 * program and found by the program's name.
 */
import type { AkunRow } from '@shared/api/manajemen';
import { MSG, PENGESAHAN_FORM_MSG } from '@shared/messages';
import { checkForm } from '@web/components/form/schema-form';
import { anakRubrikGroups } from '@web/pages/manajemen/anak-rubrik-multiselect';
import { requiredFilled, type StafValues, sameIds, stafAddForm, stafEditValues, stafValuesOf } from '@web/pages/manajemen/staf-form';
import { describe, expect, it } from 'vitest';

const admin: StafValues = {
  id_role: 2,
  nim: 'adminti',
  nama: 'Admin Informatika',
  email: 'Admin.TI@kampus.ac.id',
  id_prodi: '1',
  id_anak_rubrik: [],
  jabatan: '',
  lingkup: 'prodi',
  id_fakultas: '',
  nomor_pegawai: '',
  password: 'Rahasia#123',
  password_confirmation: 'Rahasia#123',
};
const verifier: StafValues = { ...admin, id_role: 3, nim: 'verif1', id_prodi: '', id_anak_rubrik: [4, 7] };
const dekan: StafValues = { ...admin, id_role: 6, nim: 'dekan1', id_prodi: '', jabatan: ' Dekan ', lingkup: 'fakultas', id_fakultas: '2' };

const row: AkunRow = {
  id: '01JZ0000000000000000000000',
  id_role: 3,
  nim: 'verif1',
  nama: 'Verifikator Satu',
  email: 'verif1@kampus.ac.id',
  id_prodi: null,
  prodi: null,
  skp: 0,
  jumlah_portofolio: 0,
  tanggal_masuk: null,
  angkatan: null,
  is_graduated: false,
  tanggal_lulus: null,
  nomor_ijazah_nasional: null,
  is_active: true,
  is_data_complete: true,
  foto_profil: null,
  jumlah_rubrik: 2,
  rubrik: [{ id_anak_rubrik: 7 }, { id_anak_rubrik: 4 }],
  jabatan: null,
  id_fakultas: null,
  fakultas: null,
  nomor_pegawai: null,
  version: 3,
};

describe('the add dialog', () => {
  it('sends an admin with their program and no sub-rubrics, e-mail in lower case', () => {
    const check = checkForm(stafAddForm('admin'), admin);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.data).toMatchObject({ id_role: 2, nim: 'adminti', email: 'admin.ti@kampus.ac.id', id_prodi: 1 });
    expect(check.data).not.toHaveProperty('id_anak_rubrik');
  });

  it('sends a verifier with the id_anak_rubrik list and no program', () => {
    const check = checkForm(stafAddForm('verifikator'), verifier);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.data).toMatchObject({ id_role: 3, id_anak_rubrik: [4, 7] });
    expect(check.data.id_prodi).toBeUndefined();
  });

  it("says what is missing: the admin's program, the verifier's sub-rubric, the passwords", () => {
    expect(checkForm(stafAddForm('admin'), { ...admin, id_prodi: '' }).errors).toEqual({ id_prodi: MSG.prodiRequired });
    expect(checkForm(stafAddForm('verifikator'), { ...verifier, id_anak_rubrik: [] }).errors).toEqual({ id_anak_rubrik: MSG.anakRubrikRequired });
    expect(checkForm(stafAddForm('admin'), { ...admin, password: '', password_confirmation: '' }).errors).toEqual({ password: MSG.required });
    expect(checkForm(stafAddForm('admin'), { ...admin, password_confirmation: 'Lain#1234' }).errors).toEqual({
      password_confirmation: MSG.passwordMismatch,
    });
    expect(checkForm(stafAddForm('admin'), { ...admin, email: 'bukan-email' }).errors).toEqual({ email: MSG.invalidEmail });
  });

  it('keeps the submit disabled until username, e-mail, the choice and two equal passwords are there (the name is optional)', () => {
    expect(requiredFilled('admin', true, admin)).toBe(true);
    expect(requiredFilled('admin', true, { ...admin, nama: '' })).toBe(true);
    expect(requiredFilled('admin', true, { ...admin, nim: ' ' })).toBe(false);
    expect(requiredFilled('admin', true, { ...admin, email: '' })).toBe(false);
    expect(requiredFilled('admin', true, { ...admin, id_prodi: '' })).toBe(false);
    expect(requiredFilled('admin', true, { ...admin, password_confirmation: 'Rahasia#12' })).toBe(false);
    expect(requiredFilled('verifikator', true, verifier)).toBe(true);
    expect(requiredFilled('verifikator', true, { ...verifier, id_anak_rubrik: [] })).toBe(false);
  });
});

describe("a pimpinan's dialog", () => {
  it('sends the position, the one scope chosen and NIP/NIDN, never the other scope', () => {
    const check = checkForm(stafAddForm('pimpinan'), { ...dekan, id_prodi: '3', nomor_pegawai: '1978 0101 2005 01 1 001' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.data).toMatchObject({ id_role: 6, jabatan: 'Dekan', id_fakultas: 2, nomor_pegawai: '197801012005011001' });
    expect(check.data.id_prodi).toBeUndefined();
    const kaprodi = checkForm(stafAddForm('pimpinan'), { ...dekan, jabatan: 'Ketua Program Studi', lingkup: 'prodi', id_prodi: '3' });
    expect(kaprodi.ok && kaprodi.data).toMatchObject({ id_prodi: 3 });
    expect(kaprodi.ok && kaprodi.data.id_fakultas).toBeUndefined();
  });

  it('takes a free title, and says what is missing or wrong', () => {
    expect(checkForm(stafAddForm('pimpinan'), { ...dekan, jabatan: 'Direktur Akademik' }).ok).toBe(true);
    expect(checkForm(stafAddForm('pimpinan'), { ...dekan, jabatan: '' }).errors).toEqual({ jabatan: PENGESAHAN_FORM_MSG.jabatanRequired });
    expect(checkForm(stafAddForm('pimpinan'), { ...dekan, nomor_pegawai: '12345' }).errors).toEqual({
      nomor_pegawai: MSG.nomorPegawaiInvalid,
    });
    expect(checkForm(stafEditValues('pimpinan'), { ...dekan, id_fakultas: '' }).errors).toEqual({ id_fakultas: MSG.chooseOption });
    expect(requiredFilled('pimpinan', true, dekan)).toBe(true);
    expect(requiredFilled('pimpinan', true, { ...dekan, jabatan: ' ' })).toBe(false);
    expect(requiredFilled('pimpinan', true, { ...dekan, id_fakultas: '' })).toBe(false);
    // the scope filled is the one chosen
    expect(requiredFilled('pimpinan', true, { ...dekan, lingkup: 'prodi', id_prodi: '' })).toBe(false);
  });

  it('starts an edit from the row: a faculty scope, the position and NIP/NIDN', () => {
    const values = stafValuesOf(
      { kind: 'pimpinan', mode: 'edit', row: { ...row, id_role: 6, nim: 'dekanfeb', jabatan: 'Dekan', id_fakultas: 2, nomor_pegawai: '0011223344' } },
      5,
    );
    expect(values).toMatchObject({ id_role: 6, jabatan: 'Dekan', lingkup: 'fakultas', id_fakultas: '2', id_prodi: '', nomor_pegawai: '0011223344' });
    const check = checkForm(stafEditValues('pimpinan'), values);
    expect(check.ok && check.data).toMatchObject({ jabatan: 'Dekan', id_fakultas: 2 });
  });
});

describe('the edit dialog', () => {
  it('starts from the row (no password) and checks username, e-mail and at least one sub-rubric', () => {
    const values = stafValuesOf({ kind: 'verifikator', mode: 'edit', row }, 5);
    expect(values).toMatchObject({ id_role: 3, nim: 'verif1', id_anak_rubrik: [7, 4], password: '', id_prodi: '' });
    expect(requiredFilled('verifikator', false, values)).toBe(true);
    const check = checkForm(stafEditValues('verifikator'), values);
    expect(check.ok).toBe(true);
    expect(checkForm(stafEditValues('verifikator'), { ...values, id_anak_rubrik: [] }).errors).toEqual({ id_anak_rubrik: MSG.anakRubrikRequired });
    expect(checkForm(stafEditValues('admin'), { ...values, id_role: 2, id_prodi: '' }).errors).toEqual({ id_prodi: MSG.prodiRequired });
  });

  it("a new admin's program is the page's program", () => {
    expect(stafValuesOf({ kind: 'admin', mode: 'add' }, 5).id_prodi).toBe('5');
  });

  it('compares sub-rubric lists as sets', () => {
    expect(sameIds([4, 7], [7, 4])).toBe(true);
    expect(sameIds([4, 7], [4, 8])).toBe(false);
    expect(sameIds([4], [4, 7])).toBe(false);
  });
});

describe('the sub-rubric options', () => {
  it("are grouped by program ('nama_prodi (jenjang)') and found by the program's name", () => {
    const groups = anakRubrikGroups([
      { id_anak_rubrik: 1, nama_anak_rubrik: 'Lomba Nasional', id_prodi: 1, nama_prodi: 'Informatika', jenjang: 'S1' },
      { id_anak_rubrik: 2, nama_anak_rubrik: 'Seminar', id_prodi: 2, nama_prodi: 'Akuntansi', jenjang: 'D3' },
      { id_anak_rubrik: 3, nama_anak_rubrik: 'Lomba Internasional', id_prodi: 1, nama_prodi: 'Informatika', jenjang: 'S1' },
    ]);
    expect(groups.map((g) => [g.label, g.options.map((o) => ('value' in o ? o.value : ''))])).toEqual([
      ['Informatika (S1)', ['1', '3']],
      ['Akuntansi (D3)', ['2']],
    ]);
    expect(groups[0]?.options[0]).toMatchObject({ filteringTags: ['Informatika (S1)'] });
  });
});
