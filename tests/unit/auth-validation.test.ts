/** The shared schemas of the account forms and calls: their rules and their exact messages. */

import { isoOfTypedDate, typedDate } from '@shared/domain/dates';
import { MSG, tooManySosmed } from '@shared/messages';
import {
  activationBody,
  activationStep1Form,
  activationStep2Form,
  akunUpdateBody,
  forgotPasswordForm,
  linkField,
  nameField,
  phoneField,
  pinField,
  registerBody,
  registerStep0Form,
  registerStep1Form,
  resetPasswordBody,
  sosmedList,
} from '@shared/validation';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** The first message per field, like the 422 answer's field map. */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}

const goodRegister = { nim: '2101010042', email: 'Budi@Example.ac.id', password: 'rahasia123', password_confirmation: 'rahasia123', id_prodi: 1 };

describe('registration', () => {
  it('accepts a good payload and lower-cases the e-mail', () => {
    const out = registerBody.parse(goodRegister);
    expect(out.email).toBe('budi@example.ac.id');
    expect(out.id_prodi).toBe(1);
  });

  it('NIM: letters and digits only', () => {
    expect(errors(registerBody, { ...goodRegister, nim: '2101-0100' })).toEqual({ nim: MSG.nimAlnum });
    expect(errors(registerBody, { ...goodRegister, nim: '21 01' })).toEqual({ nim: MSG.nimAlnum });
    expect(errors(registerBody, { ...goodRegister, nim: 'A21b01' })).toEqual({});
    expect(errors(registerBody, { ...goodRegister, nim: '' })).toEqual({ nim: MSG.required });
  });

  it('e-mail: valid format, any top-level domain', () => {
    expect(errors(registerBody, { ...goodRegister, email: 'budi@' })).toEqual({ email: MSG.invalidEmail });
    expect(errors(registerBody, { ...goodRegister, email: 'budi@kampus.photography' })).toEqual({});
    expect(errors(registerBody, { ...goodRegister, email: 'budi@kampus.id' })).toEqual({});
    // an internationalised top-level domain in its ASCII form
    expect(errors(registerBody, { ...goodRegister, email: 'budi@kampus.xn--p1ai' })).toEqual({});
    expect(errors(registerBody, { ...goodRegister, email: 'budi@kampus' })).toEqual({ email: MSG.invalidEmail });
    expect(errors(registerBody, { ...goodRegister, email: 'budi@kampus.1d' })).toEqual({ email: MSG.invalidEmail });
  });

  it('password: 8 to 20 characters, confirmation must match', () => {
    expect(errors(registerBody, { ...goodRegister, password: 'pendek1', password_confirmation: 'pendek1' })).toEqual({
      password: MSG.passwordLength,
    });
    const long = 'a'.repeat(21);
    expect(errors(registerBody, { ...goodRegister, password: long, password_confirmation: long })).toEqual({ password: MSG.passwordLength });
    expect(errors(registerBody, { ...goodRegister, password: 'a'.repeat(20), password_confirmation: 'a'.repeat(20) })).toEqual({});
    expect(errors(registerBody, { ...goodRegister, password_confirmation: 'lainnya123' })).toEqual({ password_confirmation: MSG.passwordMismatch });
  });

  it('faculty, program and terms use their exact texts', () => {
    expect(errors(registerStep1Form, { id_fakultas: '', id_prodi: undefined, terms: false })).toEqual({
      id_fakultas: MSG.chooseOption,
      id_prodi: MSG.chooseOption,
      terms: MSG.checkBox,
    });
    expect(errors(registerStep1Form, { id_fakultas: '2', id_prodi: 3, terms: true })).toEqual({});
    expect(errors(registerBody, { ...goodRegister, id_prodi: 'x' })).toEqual({ id_prodi: MSG.chooseOption });
  });

  it('step 0 of the form is the same rule set without the program', () => {
    const { id_prodi, ...step0 } = goodRegister;
    expect(errors(registerStep0Form, step0)).toEqual({});
    expect(errors(registerStep0Form, { ...step0, password_confirmation: 'x' })).toEqual({ password_confirmation: MSG.passwordMismatch });
    expect(id_prodi).toBe(1);
  });
});

const goodBiodata = {
  nama: "Siti Nur'aini Hasibuan",
  kewarganegaraan: 102,
  nik: '1271000000000001',
  agama: 'Islam',
  jenis_kelamin: 1,
  tempat_lahir: 'Medan',
  tanggal_lahir: '17/08/2003',
  alamat: 'Jl. Dr. Mansur No. 9',
  id_provinsi: 12,
  id_kota: 1271,
  kode_pos: '20155',
};

describe('activation', () => {
  it('step 1 turns dd/MM/yyyy into YYYY-MM-DD', () => {
    const out = activationStep1Form.parse(goodBiodata);
    expect(out.tanggal_lahir).toBe('2003-08-17');
    expect(out.jenis_kelamin).toBe(1);
  });

  it('step 1 required fields and choices', () => {
    expect(
      errors(activationStep1Form, {
        ...goodBiodata,
        kewarganegaraan: '',
        nik: ' ',
        agama: 'Lainnya',
        jenis_kelamin: 2,
        alamat: '',
        tempat_lahir: '',
        tanggal_lahir: '',
      }),
    ).toEqual({
      kewarganegaraan: MSG.chooseOption,
      nik: MSG.required,
      agama: MSG.chooseOption,
      jenis_kelamin: MSG.chooseOneOption,
      alamat: MSG.required,
      tempat_lahir: MSG.required,
      tanggal_lahir: MSG.required,
    });
  });

  it('gender accepts 0 and 1 (also as text) and nothing else', () => {
    expect(activationStep1Form.parse({ ...goodBiodata, jenis_kelamin: '0' }).jenis_kelamin).toBe(0);
    expect(errors(activationStep1Form, { ...goodBiodata, jenis_kelamin: '' })).toEqual({ jenis_kelamin: MSG.chooseOneOption });
  });

  it('province and city are required only for country 102', () => {
    expect(errors(activationStep1Form, { ...goodBiodata, id_provinsi: '', id_kota: null })).toEqual({
      id_provinsi: MSG.chooseOption,
      id_kota: MSG.chooseOption,
    });
    expect(errors(activationStep1Form, { ...goodBiodata, kewarganegaraan: 5, id_provinsi: '', id_kota: '' })).toEqual({});
  });

  it('shows every problem at once: cross-field rules run even when another field failed', () => {
    expect(errors(activationStep1Form, { ...goodBiodata, nama: '', id_provinsi: '', id_kota: '' })).toEqual({
      nama: MSG.required,
      id_provinsi: MSG.chooseOption,
      id_kota: MSG.chooseOption,
    });
    expect(errors(registerStep0Form, { nim: '', email: 'a@b.id', password: 'rahasia123', password_confirmation: 'x' })).toEqual({
      nim: MSG.required,
      password_confirmation: MSG.passwordMismatch,
    });
  });

  it('birth date: a real date, DD/MM/YYYY, not in the future', () => {
    expect(errors(activationStep1Form, { ...goodBiodata, tanggal_lahir: '2003-08-17' })).toEqual({ tanggal_lahir: MSG.invalidDate });
    expect(errors(activationStep1Form, { ...goodBiodata, tanggal_lahir: '31/02/2003' })).toEqual({ tanggal_lahir: MSG.invalidDate });
    expect(errors(activationStep1Form, { ...goodBiodata, tanggal_lahir: '01/01/2999' })).toEqual({ tanggal_lahir: MSG.invalidDate });
    expect(isoOfTypedDate('05/11/2001')).toBe('2001-11-05');
    expect(typedDate('2001-11-05')).toBe('05/11/2001');
  });

  it('the name rule: letters, accents, spaces and apostrophes', () => {
    expect(errors(nameField, 'José Ñúñez')).toEqual({});
    expect(errors(nameField, "O'Neil")).toEqual({});
    expect(errors(nameField, 'Budi123')).toEqual({ _: MSG.illegalName });
    expect(errors(nameField, 'Budi <script>')).toEqual({ _: MSG.illegalName });
    expect(errors(nameField, '')).toEqual({ _: MSG.required });
  });

  it('phone numbers', () => {
    for (const ok of ['+62 812-3456-7890', '(061) 4567', undefined, '']) expect(errors(phoneField, ok)).toEqual({});
    for (const bad of ['08x123', 'telepon', '+-()']) expect(errors(phoneField, bad)).toEqual({ _: MSG.invalidPhone });
    expect(errors(activationStep2Form, { no_hp: 'abc', bio: '', sosmed: [] })).toEqual({ no_hp: MSG.invalidPhone });
    // the activation rule has no underscore (the profile edit's does)
    expect(errors(activationStep2Form, { no_hp: '0812_3456', bio: '', sosmed: [] })).toEqual({ no_hp: MSG.invalidPhone });
    expect(errors(activationStep2Form, { no_hp: '+62 (812) 345-678', bio: '', sosmed: [] })).toEqual({});
  });

  it('links start with http, https or www', () => {
    for (const ok of ['https://instagram.com/budi', 'http://facebook.com/budi', 'www.linkedin.com/in/budi', 'https://www.x.com/budi?s=1'])
      expect(errors(linkField, ok)).toEqual({});
    for (const bad of ['instagram.com/budi', 'ftp://x.com', 'https://', 'javascript:alert(1)'])
      expect(errors(linkField, bad)).toEqual({ _: MSG.invalidLink });
    expect(errors(linkField, '')).toEqual({ _: MSG.required });
  });

  it('social media: JSON text or a list of title, name and link', () => {
    const list = [{ title: 'Instagram', name: 'budi', link: 'https://instagram.com/budi' }];
    expect(sosmedList.parse(JSON.stringify(list))).toEqual(list);
    expect(sosmedList.parse(list)).toEqual(list);
    expect(sosmedList.parse('')).toEqual([]);
    expect(errors(sosmedList, [{ title: 'Other', name: '', link: 'budi' }])).toEqual({ '0.name': MSG.required, '0.link': MSG.invalidLink });
  });

  it('social media: at most ten entries, said in entries, not characters', () => {
    const entry = { title: 'Instagram', name: 'budi', link: 'https://instagram.com/budi' };
    expect(sosmedList.safeParse(Array.from({ length: 10 }, () => entry)).success).toBe(true);
    const eleven = sosmedList.safeParse(Array.from({ length: 11 }, () => entry));
    expect(eleven.error?.issues.map((i) => i.message)).toEqual([tooManySosmed(10)]);
    expect(tooManySosmed(10)).toBe('Maksimal 10 media sosial');
  });

  it('the activation call takes both steps with an ISO birth date', () => {
    const body = { ...goodBiodata, tanggal_lahir: '2003-08-17', no_telepon_asal: '(061) 821-1234', no_hp: '0812', bio: 'Halo', sosmed: [] };
    expect(errors(activationBody, body)).toEqual({});
    expect(errors(activationBody, { ...body, tanggal_lahir: '17/08/2003' })).toEqual({ tanggal_lahir: MSG.invalidDate });
    expect(errors(activationBody, { ...body, role: 'super admin' })._).toBeDefined();
  });
});

describe('sign-in', () => {
  it('a pin sent as a number by a script keeps its leading zeros', () => {
    expect(pinField.parse(12345)).toBe('012345');
    expect(pinField.parse(' 012345 ')).toBe('012345');
    expect(errors(pinField, '')).toEqual({ _: MSG.required });
  });
});

describe('password reset and account', () => {
  it('forgot password: e-mail format', () => {
    expect(errors(forgotPasswordForm, { email: 'bukan-email' })).toEqual({ email: MSG.invalidEmail });
    expect(errors(forgotPasswordForm, { email: '' })).toEqual({ email: MSG.required });
  });

  it('reset: the scripted payload (password, token); a confirmation, when sent, must match', () => {
    expect(errors(resetPasswordBody, { token: 't', password: 'rahasia123' })).toEqual({});
    expect(errors(resetPasswordBody, { token: 't', password: 'rahasia123', password_confirmation: 'x' })).toEqual({
      password_confirmation: MSG.passwordMismatch,
    });
    expect(errors(resetPasswordBody, { token: '', password: 'pendek' })).toEqual({ token: MSG.required, password: MSG.passwordLength });
  });

  it('account update: old password required; new password optional but confirmed', () => {
    const base = { nim: 'verif01', nama: 'Rina Verifikator', email: 'verif01@skpi.test', old_password: 'lama12345' };
    expect(errors(akunUpdateBody, base)).toEqual({});
    // a stored staff name with titles passes the body check (the name rule applies to a new name, in the service)
    expect(errors(akunUpdateBody, { ...base, nama: 'Dr. Lestiani Sembiring, M.Kom.' })).toEqual({});
    expect(errors(akunUpdateBody, { ...base, password: '', password_confirmation: '' })).toEqual({});
    expect(errors(akunUpdateBody, { ...base, old_password: '' })).toEqual({ old_password: MSG.required });
    expect(errors(akunUpdateBody, { ...base, password: 'baru12345', password_confirmation: 'beda12345' })).toEqual({
      password_confirmation: MSG.passwordMismatch,
    });
    expect(errors(akunUpdateBody, { ...base, password: 'baru', password_confirmation: 'baru' })).toEqual({ password: MSG.passwordLength });
  });
});
