/**
 * The audit snapshots' allow-lists (functions/lib/audit-fields.ts): only listed fields are kept, a
 * left-out field an update changed is named `diubah` without its values, nested records follow
 * their own list, and no kind lists a person's own data.
 */
import { AUDIT_FIELDS, AUDIT_HIDDEN_CHANGE, type AuditFields, auditSnapshots } from '@functions/lib/audit-fields';
import { describe, expect, it } from 'vitest';

const student = {
  id: '01HUJI',
  nim: '2101001',
  nama: 'Maria Simanjuntak',
  role: 'mahasiswa',
  id_prodi: 3,
  version: 4,
  nik: '1271010101010001',
  agama: 'Kristen',
  tanggal_lahir: '2003-01-01',
  alamat: 'Jl. Gatot Subroto 1',
  no_hp: '0812000111',
  password_hash: 'hash',
  revoked_sessions: { s1: 1 },
};

/** Personal fields no list may name. */
const PERSONAL = [
  'nik',
  'agama',
  'tempat_lahir',
  'tanggal_lahir',
  'alamat',
  'kode_pos',
  'no_hp',
  'no_telepon_asal',
  'jenis_kelamin',
  'kewarganegaraan',
  'foto_profil',
  'sosmed',
  'bio',
  'password',
  'password_hash',
  'token_version',
  'revoked_sessions',
  'bukti',
  'nomor_ijazah',
];

const namesOf = (fields: AuditFields, prefix = ''): string[] =>
  Object.entries(fields).flatMap(([name, rule]) =>
    rule === true ? [`${prefix}${name}`] : [`${prefix}${name}`, ...namesOf(rule, `${prefix}${name}.`)],
  );

describe('auditSnapshots', () => {
  it('keeps the listed fields of a deleted record and nothing else', () => {
    const { before, after } = auditSnapshots('user', student, null);
    expect(before).toEqual({ id: '01HUJI', nim: '2101001', nama: 'Maria Simanjuntak', role: 'mahasiswa', id_prodi: 3, version: 4 });
    expect(after).toBeNull();
  });

  it('names a personal field an edit changed, without its old or new value (nik: diubah)', () => {
    const { before, after } = auditSnapshots('user', student, { ...student, nik: '1271010101010002', nama: 'Maria S.', version: 5 });
    expect(before).toEqual({ id: '01HUJI', nim: '2101001', nama: 'Maria Simanjuntak', role: 'mahasiswa', id_prodi: 3, version: 4 });
    expect(after).toEqual({ id: '01HUJI', nim: '2101001', nama: 'Maria S.', role: 'mahasiswa', id_prodi: 3, version: 5, nik: AUDIT_HIDDEN_CHANGE });
    expect(JSON.stringify({ before, after })).not.toMatch(/127101010101000/);
  });

  it('names a field a partial snapshot adds or drops, and leaves unchanged ones out', () => {
    const { after } = auditSnapshots('user', { nama: 'A', alamat: 'x' }, { nama: 'A', alamat: 'x', no_hp: '08' });
    expect(after).toEqual({ nama: 'A', no_hp: AUDIT_HIDDEN_CHANGE });
  });

  it('cuts a nested record to its own list and names its left-out change by path', () => {
    const request = { jenis: 'migrasi', nim_baru: '2201001', bukti: 'mutasi/a.pdf', nomor_ijazah: 'X1', id_status: 1 };
    const { before, after } = auditSnapshots(
      'user',
      { request, nim: '2101001' },
      { request: { ...request, bukti: 'mutasi/b.pdf', id_status: 2 }, nim: '2201001' },
    );
    expect(before).toEqual({ request: { jenis: 'migrasi', nim_baru: '2201001', id_status: 1 }, nim: '2101001' });
    expect(after).toEqual({ request: { jenis: 'migrasi', nim_baru: '2201001', id_status: 2 }, nim: '2201001', 'request.bukti': AUDIT_HIDDEN_CHANGE });
  });

  it('passes a value that is no record, and a missing one as null', () => {
    expect(auditSnapshots('ekspor', undefined, { daftar: 'akunExport', baris: 3, rahasia: 1 })).toEqual({
      before: null,
      after: { daftar: 'akunExport', baris: 3 },
    });
  });

  it('no kind lists a personal field', () => {
    for (const [kind, fields] of Object.entries(AUDIT_FIELDS)) {
      const names = namesOf(fields).map((n) => n.split('.').at(-1));
      expect(
        names.filter((n) => PERSONAL.includes(n ?? '')),
        kind,
      ).toEqual([]);
    }
  });
});
