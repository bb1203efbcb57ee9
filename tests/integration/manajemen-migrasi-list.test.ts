/**
 * The admin's pending list of migration and readmission requests (shared/api/mutasi-admin.ts):
 * what the super admin and each deciding program's admin see, the keyword, paging and
 * validation. The decisions: manajemen-migrasi-accept.test.ts and manajemen-migrasi-decisions.test.ts.
 *
 * The students live in two programs of this file's own (an inactive test faculty).
 */
import { MSG, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchUser } from '../support/auth-flow';
import { type Account, list, mutasiFile, type Page, student } from '../support/mutasi-admin';
import { api } from '../support/stack';

const m = mutasiFile();

describe('the pending list', () => {
  let mig: Account;
  let re: Account;
  let migNim: string;
  let reNim: string;
  beforeAll(async () => {
    mig = await student(m.prodiA);
    re = await student(m.prodiA);
    migNim = await m.ask(mig, 'migrasi');
    reNim = await m.ask(re, 'readmisi');
  });

  it('shows the super admin every waiting request with the fields of its row, the proof a working link', async () => {
    const res = await list(m.superAdmin.token, { paginate: 100 });
    expect(res.status).toBe(200);
    const row = res.body.migrasi.data.find((r) => r.nim_baru === migNim) ?? expect.unreachable();
    expect(row).toMatchObject({
      type: 'migrasi',
      nim: mig.nim,
      user: { nim: mig.nim, nama: 'Akun Uji', tanggal_masuk: '2022-09-01', angkatan: 2022 },
      prodi_lama: { id_prodi: m.prodiA, nama_prodi: 'Prodi Asal Mutasi', jenjang: 'S1' },
      prodi_baru: { id_prodi: m.prodiB, nama_prodi: 'Prodi Tujuan Mutasi', jenjang: 'S1' },
      tanggal_masuk: '2024-09-01',
      nomor_ijazah: 'IJZ-2024-0042',
      id_status: 1,
      verified: null,
      version: 1,
    });
    const proof = await fetch(row.bukti ?? expect.unreachable());
    expect(proof.status).toBe(200);
    expect(new TextDecoder().decode((await proof.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const readmisi = res.body.migrasi.data.find((r) => r.nim_baru === reNim) ?? expect.unreachable();
    // a readmission is decided by the student's own program
    expect(readmisi).toMatchObject({ type: 'readmisi', prodi_lama: { id_prodi: m.prodiA }, prodi_baru: { id_prodi: m.prodiA }, tanggal_masuk: null });
  });

  it("shows an admin jurusan only their program's requests (the deciding program)", async () => {
    const b = (await list(m.adminB.token, { paginate: 100 })).body.migrasi.data.map((r) => r.nim_baru);
    expect(b).toContain(migNim);
    expect(b).not.toContain(reNim);
    const a = (await list(m.adminA.token, { paginate: 100 })).body.migrasi.data.map((r) => r.nim_baru);
    expect(a).toContain(reNim);
    expect(a).not.toContain(migNim);
  });

  it('filters by keyword on the old NIM, the new NIM and the name, and pages', async () => {
    await patchUser(re.user.id, { nama: 'Readmisi Kata Unik' });
    const byNew = await list(m.superAdmin.token, { keyword: migNim.toLowerCase() });
    expect(byNew.body.migrasi.data.map((r) => r.nim_baru)).toEqual([migNim]);
    const byOld = await list(m.superAdmin.token, { keyword: mig.nim });
    expect(byOld.body.migrasi.data.map((r) => r.nim_baru)).toEqual([migNim]);
    const byName = await list(m.adminA.token, { keyword: 'kata unik' });
    expect(byName.body.migrasi.data.map((r) => r.nim_baru)).toEqual([reNim]);
    const none = await list(m.superAdmin.token, { keyword: 'tidak-ada-yang-cocok' });
    expect(none.body.migrasi).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    const all = await list(m.superAdmin.token, { paginate: 100 });
    const total = all.body.migrasi.total;
    expect(total).toBeGreaterThanOrEqual(2);
    const second = await list(m.superAdmin.token, { paginate: 1, page: 2 });
    expect(second.body.migrasi).toMatchObject({ current_page: 2, last_page: total, per_page: 1, total });
    expect(second.body.migrasi.data).toHaveLength(1);
    expect(second.body.migrasi.data[0]?.nim_baru).toBe(all.body.migrasi.data[1]?.nim_baru);
    // 10 a page by default
    expect((await api<Page>('GET', '/api/manajemen/migrasi/list', { bearer: m.superAdmin.token })).body.migrasi.per_page).toBe(10);
  });

  it('refuses a bad page, page size or keyword with its message', async () => {
    const page = await list(m.superAdmin.token, { page: 'x' });
    expect(page.status).toBe(422);
    expect(page.body).toEqual({ message: { page: [MSG.mustBeNumber] } });
    const size = await list(m.superAdmin.token, { paginate: 'x' });
    expect(size.status).toBe(422);
    expect(size.body).toEqual({ message: { paginate: [MSG.mustBeNumber] } });
    const long = await list(m.superAdmin.token, { keyword: 'k'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ message: { keyword: [tooLong(100)] } });
  });
});
