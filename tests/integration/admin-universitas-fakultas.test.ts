/**
 * Faculty management and the master area's full-record reads
 * (docs/decisions/0023-master-data-write-rules.md): every success answers its fixed catalogue
 * message with the record; every refusal (403 scope, 409
 * programs or stale version or a code taken, 404, 422) leaves the faculty as it was and adds no
 * audit entry. The role gate (no session, other roles) is route-authorization.test.ts's.
 *
 * The file works on faculties it creates (the seeded ones are read, and refused).
 */

import type { FakultasItem } from '@functions/domain/master/repo';
import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import { facultyHasProdi, kodeFakultasTaken, MSG, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { addFakultas, type Body, call, FAKULTAS_BODY, freshKode, lastAudit, masterAccounts, masterRepo, unchanged } from '../support/master-admin';
import { api } from '../support/stack';

let superToken = '';
/** An admin jurusan of a program this file creates, and one of seeded Informatika (1). */
let ownAdminToken = '';
let otherAdminToken = '';
let fakultas: FakultasItem;

const repo = masterRepo;
const newFakultas = (overrides: Body = {}) => addFakultas(superToken, overrides);

beforeAll(async () => {
  ({ superToken, ownAdminToken, otherAdminToken, fakultas } = await masterAccounts());
});

describe('reads of the full records (master area)', () => {
  it('lists every faculty with its dean, and reads one', async () => {
    const all = await call('GET', '/api/fakultas/all', superToken);
    expect(all.status).toBe(200);
    const list = all.body.fakultas as unknown as Body[];
    expect(list.find((f) => f.id_fakultas === 1)).toMatchObject({
      nama_fakultas: 'Fakultas Teknik',
      kode_fakultas: 'FT',
      nama_dekan: 'Prof. Dr. Ir. Bambang Sutrisno, M.T.',
      nomor_pegawai_dekan: '196805121994031002',
      version: expect.any(Number),
    });
    const one = await call('GET', '/api/fakultas/1', otherAdminToken);
    expect(one.status).toBe(200);
    expect(one.body.fakultas).toMatchObject({ id_fakultas: 1, nama_fakultas_inggris: 'Faculty of Engineering', kode_fakultas: 'FT' });
    // every demo faculty has its code
    expect(list.filter((f) => Number(f.id_fakultas) <= 3).map((f) => f.kode_fakultas)).toEqual(['FT', 'FEB', 'FISIP']);
    const missing = await call('GET', '/api/fakultas/99999', superToken);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.facultyNotFound }]);
  });

  it("lists a faculty's programs, active or not, with the SKPI facts and the KKNI level", async () => {
    const res = await call('GET', '/api/fakultas/1/prodi/all', superToken);
    expect(res.status).toBe(200);
    const list = res.body.prodi as unknown as Body[];
    expect(list.map((p) => [p.nama_prodi, p.jenjang, p.jenjang_kkni, p.jenis_pendidikan])).toEqual([
      ['Informatika', 'S1', 6, 'akademik'],
      ['Teknik Sipil', 'S1', 6, 'akademik'],
      ['Teknik Elektronika', 'D3', 5, 'vokasi'],
    ]);
    expect(list[0]).toMatchObject({
      gelar_inggris: 'Bachelor of Computer Science (S.Kom.)',
      bahasa_pengantar: 'Bahasa Indonesia',
      bahasa_pengantar_inggris: 'Indonesian',
      lama_studi_inggris: expect.stringContaining('8 semesters'),
      jenjang_lanjutan: expect.any(String),
      persyaratan_penerimaan_inggris: expect.any(String),
      sistem_penilaian: expect.any(String),
      status_profesi: null,
    });
    expect(list[1]?.status_profesi).toEqual(expect.stringContaining('Insinyur'));
    const missing = await call('GET', '/api/fakultas/99999/prodi/all', superToken);
    expect(missing.status).toBe(404);
  });

  it('reads one program and the university', async () => {
    const prodi = await call('GET', '/api/prodi/1', otherAdminToken);
    expect(prodi.status).toBe(200);
    expect(prodi.body.prodi).toMatchObject({ id_prodi: 1, nama_kaprodi: 'Dr. Ahmad Fauzi, S.Kom., M.Kom.', jenjang_kkni: 6 });
    const missing = await call('GET', '/api/prodi/99999', superToken);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.prodiNotFound }]);
    const u = await call('GET', '/api/universitas', otherAdminToken);
    expect(u.status).toBe(200);
    expect(u.body.universitas).toMatchObject({
      nama_universitas: 'Universitas Harapan Nusantara',
      no_sk_pendirian: expect.stringContaining('0215/O/1985'),
      tanggal_sk_pendirian: '1985-06-12',
      nomor_pegawai_rektor: '196502141990031003',
      kota_universitas: 'Medan',
      format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT,
    });
  });
});

describe('faculties', () => {
  it('adds a faculty (super admin): the message, the record, an audit entry', async () => {
    const res = await call('POST', '/api/fakultas/add', superToken, { ...FAKULTAS_BODY, nama_fakultas: 'Fakultas Hukum', is_active: false });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.facultyAdded);
    const id = Number(res.body.fakultas?.id_fakultas);
    expect(res.body.fakultas).toEqual({
      id_fakultas: id,
      nama_fakultas: 'Fakultas Hukum',
      nama_fakultas_inggris: 'Faculty of Medicine',
      nama_dekan: FAKULTAS_BODY.nama_dekan,
      nomor_pegawai_dekan: '197001011995032001',
      kode_fakultas: null,
      tahap_pengesahan: [],
      is_active: false,
      version: 1,
    });
    expect(await (await repo()).getFakultas(id)).toMatchObject({ nama_fakultas: 'Fakultas Hukum', version: 1 });
    expect(await lastAudit('fakultas', id)).toMatchObject({ action: 'fakultas.create', before: null, after: { nama_fakultas: 'Fakultas Hukum' } });
    // an inactive faculty is not offered to the public
    const pub = await api<{ fakultas: Body[] }>('GET', '/api/fakultas');
    expect(pub.body.fakultas.some((f) => f.id_fakultas === id)).toBe(false);
  });

  it.each([
    ['no name and no status', {}, { nama_fakultas: [MSG.required], is_active: [MSG.chooseOption] }],
    ['a blank name', { nama_fakultas: '  ', is_active: true }, { nama_fakultas: [MSG.required] }],
    ['a name too long', { nama_fakultas: 'x'.repeat(151), is_active: true }, { nama_fakultas: [tooLong(150)] }],
    [
      'a dean number that is no NIP/NIDN',
      { nama_fakultas: 'F', is_active: true, nomor_pegawai_dekan: '12345' },
      { nomor_pegawai_dekan: [MSG.nomorPegawaiInvalid] },
    ],
    ['a status that is no boolean', { nama_fakultas: 'F', is_active: 'ya' }, { is_active: [MSG.chooseOption] }],
  ])('refuses %s (422)', async (_name, body, message) => {
    const before = (await (await repo()).listFakultas()).length;
    const res = await call('POST', '/api/fakultas/add', superToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect((await (await repo()).listFakultas()).length).toBe(before);
  });

  it('changes a faculty; left-out and blank fields stay as they were', async () => {
    const f = await newFakultas({ nama_fakultas: 'Fakultas Pertanian' });
    const res = await call('PUT', `/api/fakultas/${f.id_fakultas}/update`, superToken, {
      nama_fakultas: '',
      nama_dekan: 'Dr. Ir. Tono Simanjuntak, M.P.',
      nomor_pegawai_dekan: '0101017001',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.facultyUpdated);
    expect(res.body.fakultas).toMatchObject({
      nama_fakultas: 'Fakultas Pertanian',
      nama_dekan: 'Dr. Ir. Tono Simanjuntak, M.P.',
      nomor_pegawai_dekan: '0101017001',
      is_active: true,
      version: 2,
    });
    expect(await lastAudit('fakultas', f.id_fakultas)).toMatchObject({
      action: 'fakultas.update',
      before: { nama_dekan: FAKULTAS_BODY.nama_dekan, version: 1 },
      after: { nama_dekan: 'Dr. Ir. Tono Simanjuntak, M.P.', version: 2 },
    });
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const f = await newFakultas({ nama_fakultas: 'Fakultas Peternakan' });
    await unchanged(
      async () => (await repo()).getFakultas(f.id_fakultas),
      ['fakultas', f.id_fakultas],
      async () => {
        const res = await call('PUT', `/api/fakultas/${f.id_fakultas}/update`, superToken, { nama_fakultas: 'Baru', version: 7 });
        expect([res.status, res.body]).toEqual([409, { message: MSG.conflict }]);
      },
    );
    const missing = await call('PUT', '/api/fakultas/99999/update', superToken, { nama_fakultas: 'Baru' });
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.facultyNotFound }]);
  });

  it('refuses to delete a faculty with programs (409 saying how many) and deletes an empty one', async () => {
    await unchanged(
      async () => (await repo()).getFakultas(1),
      ['fakultas', 1],
      async () => {
        const res = await call('DELETE', '/api/fakultas/1/delete', superToken);
        expect([res.status, res.body]).toEqual([409, { message: facultyHasProdi(3) }]);
      },
    );
    const f = await newFakultas({ nama_fakultas: 'Fakultas Kehutanan' });
    const res = await call('DELETE', `/api/fakultas/${f.id_fakultas}/delete`, superToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.facultyDeleted);
    expect(res.body.fakultas).toMatchObject({ id_fakultas: f.id_fakultas, nama_fakultas: 'Fakultas Kehutanan' });
    expect(await (await repo()).getFakultas(f.id_fakultas)).toBeUndefined();
    expect(await lastAudit('fakultas', f.id_fakultas)).toMatchObject({ action: 'fakultas.delete', after: null });
  });

  it('takes the code printed in the SKPI number, upper-cased; an update changes it, a blank one keeps it', async () => {
    const kode = freshKode();
    const res = await call('POST', '/api/fakultas/add', superToken, {
      ...FAKULTAS_BODY,
      nama_fakultas: 'Fakultas Matematika dan Ilmu Pengetahuan Alam',
      kode_fakultas: ` ${kode.toLowerCase()} `,
    });
    expect(res.status).toBe(201);
    expect(res.body.fakultas).toMatchObject({ kode_fakultas: kode });
    const id = Number(res.body.fakultas?.id_fakultas);
    expect(await (await repo()).getFakultas(id)).toMatchObject({ kode_fakultas: kode });
    const kept = await call('PUT', `/api/fakultas/${id}/update`, superToken, { kode_fakultas: '', nama_dekan: 'Dr. Lain', version: 1 });
    expect(kept.body.fakultas).toMatchObject({ kode_fakultas: kode, nama_dekan: 'Dr. Lain', version: 2 });
    const next = freshKode();
    const changed = await call('PUT', `/api/fakultas/${id}/update`, superToken, { kode_fakultas: next, version: 2 });
    expect(changed.status).toBe(200);
    expect(changed.body.fakultas).toMatchObject({ kode_fakultas: next, version: 3 });
    expect(await lastAudit('fakultas', id)).toMatchObject({ before: { kode_fakultas: kode }, after: { kode_fakultas: next } });
    // the old code is free again: another faculty takes it
    const other = await newFakultas({ nama_fakultas: 'Fakultas Lain', kode_fakultas: kode });
    expect(other.kode_fakultas).toBe(kode);
    // a deleted faculty gives its code back
    expect((await call('DELETE', `/api/fakultas/${other.id_fakultas}/delete`, superToken)).status).toBe(200);
    expect((await newFakultas({ nama_fakultas: 'Fakultas Ketiga', kode_fakultas: kode })).kode_fakultas).toBe(kode);
  });

  it.each([
    ['too long', 'ABCDEFGHIJK'],
    ['with a space', 'F T'],
    ['with a slash (it would split the number)', 'F/T'],
    ['with a letter outside A-Z', 'FÉ'],
    ['not text', 12],
  ])('refuses a code %s (422) on add and on update, changing nothing', async (_name, kode) => {
    const before = (await (await repo()).listFakultas()).length;
    const res = await call('POST', '/api/fakultas/add', superToken, { ...FAKULTAS_BODY, kode_fakultas: kode });
    const message = typeof kode === 'string' ? MSG.kodeFakultasInvalid : MSG.required;
    expect([res.status, res.body]).toEqual([422, { message: { kode_fakultas: [message] } }]);
    expect((await (await repo()).listFakultas()).length).toBe(before);
    await unchanged(
      async () => (await repo()).getFakultas(fakultas.id_fakultas),
      ['fakultas', fakultas.id_fakultas],
      async () => {
        const update = await call('PUT', `/api/fakultas/${fakultas.id_fakultas}/update`, superToken, { kode_fakultas: kode });
        expect([update.status, update.body]).toEqual([422, { message: { kode_fakultas: [message] } }]);
      },
    );
  });

  it("refuses another faculty's code (409 naming it) on add and on update, changing nothing", async () => {
    const before = (await (await repo()).listFakultas()).length;
    const add = await call('POST', '/api/fakultas/add', superToken, { ...FAKULTAS_BODY, kode_fakultas: 'ft' });
    expect([add.status, add.body]).toEqual([409, { message: kodeFakultasTaken('FT', 'Fakultas Teknik') }]);
    expect((await (await repo()).listFakultas()).length).toBe(before);
    const mine = await newFakultas({ nama_fakultas: 'Fakultas Vokasi', kode_fakultas: freshKode() });
    await unchanged(
      async () => (await repo()).getFakultas(mine.id_fakultas),
      ['fakultas', mine.id_fakultas],
      async () => {
        const res = await call('PUT', `/api/fakultas/${mine.id_fakultas}/update`, superToken, { kode_fakultas: 'FEB', version: 1 });
        expect([res.status, res.body]).toEqual([409, { message: kodeFakultasTaken('FEB', 'Fakultas Ekonomi dan Bisnis') }]);
      },
    );
    // its own code again is no conflict
    const same = await call('PUT', `/api/fakultas/${mine.id_fakultas}/update`, superToken, { kode_fakultas: mine.kode_fakultas, version: 1 });
    expect(same.status).toBe(200);
  });

  it('keeps a code unique in the write itself: the guard item refuses a code taken meanwhile (repo: kode) and writes nothing', async () => {
    const master = await repo();
    const kode = freshKode();
    const holder = await newFakultas({ nama_fakultas: 'Fakultas Pemilik Kode', kode_fakultas: kode });
    const count = (await master.listFakultas()).length;
    const input = { nama_fakultas: 'Fakultas Penyusup', nama_fakultas_inggris: '', nama_dekan: '', nomor_pegawai_dekan: '', is_active: false };
    await expect(master.createFakultas({ ...input, kode_fakultas: kode })).rejects.toMatchObject({ kind: 'conflict', reason: 'kode' });
    expect((await master.listFakultas()).length).toBe(count);
    const other = await newFakultas({ nama_fakultas: 'Fakultas Kedua', kode_fakultas: freshKode() });
    await expect(master.updateFakultas(other, { kode_fakultas: kode })).rejects.toMatchObject({ kind: 'conflict', reason: 'kode' });
    expect(await master.getFakultas(other.id_fakultas)).toEqual(other);
    // a stale write is still `stale`, and the holder keeps its code
    await expect(master.updateFakultas({ ...other, version: 9 }, { kode_fakultas: freshKode() })).rejects.toMatchObject({
      kind: 'conflict',
      reason: 'stale',
    });
    expect((await master.getFakultas(holder.id_fakultas))?.kode_fakultas).toBe(kode);
  });

  it('refuses an admin jurusan every faculty write (403) and changes nothing', async () => {
    const f = await newFakultas({ nama_fakultas: 'Fakultas Psikologi' });
    await unchanged(
      async () => [await (await repo()).getFakultas(f.id_fakultas), (await (await repo()).listFakultas()).length],
      ['fakultas', f.id_fakultas],
      async () => {
        for (const [method, path, body] of [
          ['POST', '/api/fakultas/add', FAKULTAS_BODY],
          ['PUT', `/api/fakultas/${f.id_fakultas}/update`, { nama_fakultas: 'Lain' }],
          ['DELETE', `/api/fakultas/${f.id_fakultas}/delete`, undefined],
        ] as const) {
          const res = await call(method, path, ownAdminToken, body);
          expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { message: MSG.superAdminOnly } });
        }
      },
    );
  });
});
