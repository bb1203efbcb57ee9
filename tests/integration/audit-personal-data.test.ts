/**
 * The audit trail keeps no one's personal data (functions/lib/audit-fields.ts): entries are locked
 * for years and never erased, so a deleted student's entry keeps who they were in the product (id,
 * NIM, name, program, status) and none of their biodata, contact details, photo or password hash;
 * an edit names a personal field it changed (`<field>: "diubah"`) without its old or new value.
 * Each entry is read back from the table.
 */
import type { UserItem } from '@functions/domain/users/repo';
import { AUDIT_HIDDEN_CHANGE } from '@functions/lib/audit-fields';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { repoStudent } from '../support/mahasiswa-admin';
import { api } from '../support/stack';

/** A student's biodata: every value distinct enough to be found anywhere in an entry's JSON. */
const BIODATA = {
  nik: '3271046504980011',
  agama: 'Katolik',
  tempat_lahir: 'Pematangsiantar',
  tanggal_lahir: '1998-04-25',
  alamat: 'Jl. Sisingamangaraja No. 17, Medan',
  kode_pos: '20217',
  no_hp: '081377776655',
  no_telepon_asal: '0614567890',
  foto_profil: 'foto/uji-audit-pribadi.png',
  bio: 'Suka menulis puisi tentang Danau Toba',
  password_hash: 'scrypt$uji$rahasia-yang-tidak-boleh-tercatat',
} satisfies Partial<UserItem>;

const entriesOf = async (userId: string) => {
  const { auditLog } = await import('@functions/lib/audit');
  return auditLog.ofTarget({ type: 'user', id: userId });
};

/** Whether any personal value of the student appears in the entry, anywhere. */
const leaks = (entry: unknown) => Object.values(BIODATA).filter((value) => JSON.stringify(entry).includes(value));

let superToken = '';

beforeAll(async () => {
  superToken = (await staffAccount('super admin')).token;
});

describe('audit entries keep no personal data', () => {
  it('deleting a student writes an entry with who they were and none of their biodata', async () => {
    const s = await repoStudent(1, { nama: 'Yohana Sitompul', ...BIODATA });
    const res = await api('DELETE', '/api/manajemen/akun/delete', { bearer: superToken, query: { nim: s.nim } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MSG.deleted } });
    const entry = (await entriesOf(s.id)).at(-1);
    expect(entry).toMatchObject({
      action: 'akun.delete',
      after: null,
      before: { id: s.id, nim: s.nim, nama: 'Yohana Sitompul', role: 'mahasiswa', id_prodi: 1, is_active: true },
    });
    const before = entry?.before as Record<string, unknown>;
    for (const field of Object.keys(BIODATA)) expect(before).not.toHaveProperty(field);
    expect(leaks(entry)).toEqual([]);
  });

  it("a student's new password is named as changed, never with a hash", async () => {
    const s = await repoStudent(1, { nama: 'Rudi Hartono', ...BIODATA });
    const password = 'Rahasia#Baru1';
    const res = await api('PUT', '/api/manajemen/akun/update', {
      bearer: superToken,
      body: { nim: s.nim, version: s.version, password, password_confirmation: password },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = (await entriesOf(s.id)).at(-1);
    expect(entry?.action).toBe('akun.update');
    expect(entry?.after).toMatchObject({ nim: s.nim, password_hash: AUDIT_HIDDEN_CHANGE });
    expect(entry?.before).not.toHaveProperty('password_hash');
    expect(leaks(entry)).toEqual([]);
    const { usersRepo } = await import('@functions/domain/users/repo');
    const hash = (await usersRepo.getById(s.id))?.password_hash ?? '';
    expect(hash).not.toBe(BIODATA.password_hash);
    expect(JSON.stringify(entry)).not.toContain(hash);
  });
});
