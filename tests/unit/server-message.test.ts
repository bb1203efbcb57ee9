import { joinServerMessage } from '@shared/domain/server-message';
import { describe, expect, it } from 'vitest';

describe('joinServerMessage', () => {
  it('shows a string as is', () => {
    expect(joinServerMessage('NIM atau password salah!')).toBe('NIM atau password salah!');
  });

  it('concatenates a list', () => {
    expect(joinServerMessage(['NIM sudah terdaftar', 'Email sudah terdaftar'])).toBe('NIM sudah terdaftar, Email sudah terdaftar');
  });

  it('takes the first message of each field of a map, in field order', () => {
    const message = {
      nim: ['This field is required', 'NIM can only contain letters and digits'],
      email: ['Please enter a valid email address'],
      password: ['Password must be 8 to 20 characters', 'Password confirmation do not match'],
    };
    expect(joinServerMessage(message)).toBe('This field is required, Please enter a valid email address, Password must be 8 to 20 characters');
  });

  it('accepts a field given as a plain string and skips empty fields', () => {
    expect(joinServerMessage({ nim: 'NIM wajib diisi', email: [], kode: [''] })).toBe('NIM wajib diisi');
  });

  it('falls back when there is nothing to show', () => {
    expect(joinServerMessage(undefined, 'Terjadi kesalahan')).toBe('Terjadi kesalahan');
    expect(joinServerMessage(null, 'Terjadi kesalahan')).toBe('Terjadi kesalahan');
    expect(joinServerMessage('', 'Terjadi kesalahan')).toBe('Terjadi kesalahan');
    expect(joinServerMessage([], 'Terjadi kesalahan')).toBe('Terjadi kesalahan');
    expect(joinServerMessage({}, 'Terjadi kesalahan')).toBe('Terjadi kesalahan');
    expect(joinServerMessage(42, 'Terjadi kesalahan')).toBe('Terjadi kesalahan');
  });

  it('says a text once when several fields give the same one', () => {
    expect(joinServerMessage({ nim: ['Maksimal 100 karakter'], nama: ['Maksimal 100 karakter'] })).toBe('Maksimal 100 karakter');
    expect(
      joinServerMessage({ nim: ['This field is required'], email: ['Please enter a valid email address'], password: ['This field is required'] }),
    ).toBe('This field is required, Please enter a valid email address');
  });

  it('skips blank entries of a list', () => {
    expect(joinServerMessage(['', 'Gagal hapus!', '  '])).toBe('Gagal hapus!');
  });
});
