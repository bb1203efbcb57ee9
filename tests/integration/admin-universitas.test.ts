/**
 * Faculty, university and study-program management (spec 001 sections 2, 4, 5, 7 "Faculty,
 * university, prodi", 8; docs/decisions/0023-master-data-write-rules.md): the admin area's writes and the
 * master area's full-record reads. Every success answers the product specification's message with the record; every
 * refusal (403 scope, 409 dependents or stale version, 404, 422) leaves the record as it was and
 * adds no audit entry. The role gate (no session, other roles) is route-authorization.test.ts's.
 *
 * The file works on faculties and programs it creates (the seeded ones are read, and refused);
 * the university singleton is changed and put back.
 */

import type { FakultasItem, ProdiItem, UniversitasItem } from '@functions/domain/master/repo';
import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import { facultyHasProdi, kodeFakultasTaken, MSG, prodiHasDependents, prodiHasStaff, skpiNumberUnknownPlaceholder, tooLong } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, freshIdentity, registerStudent, staffAccount } from '../support/auth-flow';
import { gradientJpeg, gradientPng } from '../support/images';
import { api, useStackEnv } from '../support/stack';
import { documentExists, pdfBytes, uploadFile } from '../support/student-data';

type Body = Record<string, unknown>;
interface Answer {
  message: unknown;
  fakultas?: Body;
  prodi?: Body;
  universitas?: Body;
}

let superToken = '';
/** An admin jurusan of a program this file creates, and one of seeded Informatika (1). */
let ownAdminToken = '';
let ownProdi: ProdiItem;
let otherAdminToken = '';

const repo = async () => (await import('@functions/domain/master/repo')).masterRepo;
const auditCount = async (type: string, id: number | string) => {
  const { auditLog } = await import('@functions/lib/audit');
  return (await auditLog.ofTarget({ type, id })).length;
};
const lastAudit = async (type: string, id: number | string) => {
  const { auditLog } = await import('@functions/lib/audit');
  return (await auditLog.ofTarget({ type, id })).at(-1);
};

/** A faculty code no other faculty of the run has ('K' and 9 random letters or digits). */
const freshKode = () => `K${Math.random().toString(36).slice(2, 11).toUpperCase().padEnd(9, '0')}`;

const call = (method: string, path: string, token: string, body?: Body) => api<Answer>(method, path, { bearer: token, body });

const FAKULTAS_BODY = {
  nama_fakultas: 'Fakultas Kedokteran',
  nama_fakultas_inggris: 'Faculty of Medicine',
  nama_dekan: 'Prof. Dr. dr. Sari Lubis, Sp.PD.',
  nomor_pegawai_dekan: '19700101 199503 2 001',
  is_active: true,
};

const PRODI_BODY = {
  nama_prodi: 'Sistem Informasi',
  nama_prodi_inggris: 'Information Systems',
  nama_kaprodi: 'Dr. Rina Pane, S.Kom., M.Kom.',
  jenjang: 'S1',
  gelar: 'Sarjana Komputer (S.Kom.)',
  gelar_inggris: 'Bachelor of Computer Science (S.Kom.)',
  status_akreditasi: 'Baik Sekali',
  no_sk_akreditasi_prodi: 'No. 0101/SK/LAM-INFOKOM/Ak/S/I/2025',
  is_active: true,
  bahasa_pengantar: 'Bahasa Indonesia',
  bahasa_pengantar_inggris: 'Indonesian',
  lama_studi: '8 semester',
  lama_studi_inggris: '8 semesters',
};

async function newFakultas(overrides: Body = {}): Promise<FakultasItem> {
  const res = await call('POST', '/api/fakultas/add', superToken, { ...FAKULTAS_BODY, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await (await repo()).getFakultas(Number(res.body.fakultas?.id_fakultas))) as FakultasItem;
}

async function newProdi(idFakultas: number, overrides: Body = {}): Promise<ProdiItem> {
  const res = await call('POST', '/api/prodi/add', superToken, { ...PRODI_BODY, id_fakultas: idFakultas, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await (await repo()).getProdi(Number(res.body.prodi?.id_prodi))) as ProdiItem;
}

/** Runs a refused call and shows it changed neither the record nor its audit log. */
async function unchanged(read: () => Promise<unknown>, audit: [string, number | string], run: () => Promise<void>): Promise<void> {
  const before = { item: await read(), audit: await auditCount(...audit) };
  await run();
  expect({ item: await read(), audit: await auditCount(...audit) }).toEqual(before);
}

let fakultas: FakultasItem;
let universitasBefore: UniversitasItem | undefined;

beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
  fakultas = await newFakultas();
  ownProdi = await newProdi(fakultas.id_fakultas);
  ownAdminToken = (await staffAccount('admin jurusan', ownProdi.id_prodi)).token;
  otherAdminToken = (await staffAccount('admin jurusan', 1)).token;
  universitasBefore = await (await repo()).getUniversitas();
});

afterAll(async () => {
  // the demo's university as it was (the other files of the run read the seed)
  if (universitasBefore) await (await repo()).putUniversitas({ ...universitasBefore, version: universitasBefore.version + 100 });
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
    expect(await master.createFakultas({ ...input, kode_fakultas: kode })).toEqual({ ok: false, reason: 'kode' });
    expect((await master.listFakultas()).length).toBe(count);
    const other = await newFakultas({ nama_fakultas: 'Fakultas Kedua', kode_fakultas: freshKode() });
    expect(await master.updateFakultas(other, { kode_fakultas: kode })).toEqual({ ok: false, reason: 'kode' });
    expect(await master.getFakultas(other.id_fakultas)).toEqual(other);
    // a stale write is still `stale`, and the holder keeps its code
    expect(await master.updateFakultas({ ...other, version: 9 }, { kode_fakultas: freshKode() })).toEqual({ ok: false, reason: 'stale' });
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

describe('the university', () => {
  const SPEC = {
    status_akreditasi: 'Unggul',
    no_sk_akreditasi_universitas: 'No. 600/SK/BAN-PT/Ak/PT/I/2026',
    alamat_universitas: 'Jl. Dr. Mansyur No. 9, Medan 20155',
    nama_rektor: 'Prof. Dr. Maria Ginting, M.Sc.',
  };

  it("takes the spec's four fields and keeps the SKPI facts it was not sent; the message and an audit entry", async () => {
    const before = await (await repo()).getUniversitas();
    const res = await call('PUT', '/api/universitas/update', superToken, SPEC);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.universityUpdated);
    expect(res.body.universitas).toMatchObject({
      ...SPEC,
      nama_universitas: before?.nama_universitas,
      no_sk_pendirian: before?.no_sk_pendirian,
      version: (before?.version ?? 0) + 1,
    });
    expect(await lastAudit('universitas', 'UNIVERSITAS')).toMatchObject({ action: 'universitas.update', after: { nama_rektor: SPEC.nama_rektor } });
  });

  it('takes the SKPI facts; a blank one is cleared', async () => {
    const res = await call('PUT', '/api/universitas/update', superToken, {
      ...SPEC,
      nama_universitas_inggris: 'Harapan Nusantara University',
      nomor_pegawai_rektor: '196601011991031001',
      no_sk_pendirian: 'SK Mendikbud No. 0215/O/1985',
      tanggal_sk_pendirian: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.universitas).toMatchObject({
      nomor_pegawai_rektor: '196601011991031001',
      no_sk_pendirian: 'SK Mendikbud No. 0215/O/1985',
      tanggal_sk_pendirian: null,
    });
  });

  it('takes the city and the SKPI number format; a blank format is the default again', async () => {
    const format = 'SKPI-{kode_fakultas}/{urut}/{bulan}/{tahun}';
    const res = await call('PUT', '/api/universitas/update', superToken, {
      ...SPEC,
      kota_universitas: ' Pematangsiantar ',
      format_nomor_skpi: format,
    });
    expect(res.status).toBe(200);
    expect(res.body.universitas).toMatchObject({ kota_universitas: 'Pematangsiantar', format_nomor_skpi: format });
    expect(await (await repo()).getUniversitas()).toMatchObject({ kota_universitas: 'Pematangsiantar', format_nomor_skpi: format });
    // the print reads them
    const { skpiProgramData } = await import('@functions/domain/skpi/document-data');
    expect(await skpiProgramData(1)).toMatchObject({ kota: 'Pematangsiantar', format_nomor_skpi: format, kode_fakultas: 'FT' });
    // left out: kept; blank: the format is the default, the city cleared
    const kept = await call('PUT', '/api/universitas/update', superToken, SPEC);
    expect(kept.body.universitas).toMatchObject({ kota_universitas: 'Pematangsiantar', format_nomor_skpi: format });
    const cleared = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, kota_universitas: '', format_nomor_skpi: '  ' });
    expect(cleared.body.universitas).toMatchObject({ kota_universitas: null, format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT });
    expect(await (await repo()).getUniversitas()).toMatchObject({ kota_universitas: null, format_nomor_skpi: null });
    expect(await skpiProgramData(1)).toMatchObject({ kota: null, format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT });
  });

  it.each([
    ['without {urut}', 'SKPI/{kode_fakultas}/{tahun}', MSG.skpiNumberFormatNoUrut],
    ['without {kode_fakultas}', '{urut}/SKPI/{bulan_romawi}/{tahun}', MSG.skpiNumberFormatNotUnique],
    ['without {tahun}', '{urut}/SKPI/{kode_fakultas}', MSG.skpiNumberFormatNotUnique],
    ['with unmatched braces', '{urut}/SKPI/{kode_fakultas/{tahun}', MSG.skpiNumberFormatBraces],
    ['longer than 100 characters', `{urut}/{kode_fakultas}/{tahun}/${'X'.repeat(80)}`, MSG.skpiNumberFormatLength],
    [
      'with an unknown placeholder',
      '{urut}/{kode_prodi}/{kode_fakultas}/{tahun}',
      skpiNumberUnknownPlaceholder(['kode_prodi'], ['urut', 'kode_fakultas', 'bulan_romawi', 'bulan', 'tahun']),
    ],
  ])('refuses a number format %s (422, the message naming the fault) and changes nothing', async (_name, format, message) => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const res = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, format_nomor_skpi: format, kota_universitas: 'Binjai' });
        expect([res.status, res.body]).toEqual([422, { message: { format_nomor_skpi: [message] } }]);
      },
    );
  });

  it('refuses a city too long (422) and an admin jurusan setting the format or city (403), changing nothing', async () => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const long = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, kota_universitas: 'K'.repeat(151) });
        expect([long.status, long.body]).toEqual([422, { message: { kota_universitas: [tooLong(150)] } }]);
        const admin = await call('PUT', '/api/universitas/update', ownAdminToken, {
          ...SPEC,
          kota_universitas: 'Binjai',
          format_nomor_skpi: '{urut}/{kode_fakultas}/{tahun}',
        });
        expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      },
    );
  });

  it.each([
    [
      'nothing',
      {},
      {
        status_akreditasi: [MSG.required],
        no_sk_akreditasi_universitas: [MSG.required],
        alamat_universitas: [MSG.required],
        nama_rektor: [MSG.required],
      },
    ],
    ['a decree date that is no date', { ...SPEC, tanggal_sk_pendirian: '12-06-1985' }, { tanggal_sk_pendirian: [MSG.invalidDate] }],
    ["a rector's number that is no NIP/NIDN", { ...SPEC, nomor_pegawai_rektor: 'abc' }, { nomor_pegawai_rektor: [MSG.nomorPegawaiInvalid] }],
  ])('refuses %s (422) and changes nothing', async (_name, body, message) => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const res = await call('PUT', '/api/universitas/update', superToken, body);
        expect([res.status, res.body]).toEqual([422, { message }]);
      },
    );
  });

  it('refuses a stale version (409) and an admin jurusan (403), changing nothing', async () => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const stale = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, version: 1 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const admin = await call('PUT', '/api/universitas/update', ownAdminToken, SPEC);
        expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      },
    );
  });
});

describe('the university logo', () => {
  const SPEC = {
    status_akreditasi: 'Unggul',
    no_sk_akreditasi_universitas: 'No. 600/SK/BAN-PT/Ak/PT/I/2026',
    alamat_universitas: 'Jl. Dr. Mansyur No. 9, Medan 20155',
    nama_rektor: 'Prof. Dr. Maria Ginting, M.Sc.',
  };
  const stored = async () => (await repo()).getUniversitas();
  const printed = async () => (await (await import('@functions/domain/skpi/document-data')).skpiProgramData(1)).universitas.logo;

  it('sets a PNG logo: the record holds its key, the read a URL of the bytes, and the print reads them', async () => {
    const png = gradientPng(48);
    const key = await uploadFile(superToken, 'logo_universitas', png, 'image/png');
    const res = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logo = (await stored())?.logo_universitas ?? '';
    expect(logo).toMatch(/^logo\/[^/]+\/[0-9A-Z]+\.png$/);
    expect(await documentExists(logo)).toBe(true);
    expect(res.body.universitas?.logo_url).toEqual(expect.any(String));
    const read = await api<{ universitas: Body }>('GET', '/api/universitas', { bearer: superToken });
    const url = String(read.body.universitas.logo_url);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(png);
    expect(Buffer.from((await printed()) ?? [])).toEqual(png);
    // left out: kept
    const kept = await call('PUT', '/api/universitas/update', superToken, SPEC);
    expect(kept.status).toBe(200);
    expect((await stored())?.logo_universitas).toBe(logo);
  });

  it('replaces it with a JPEG (the old object deleted), then clears it (null): the print draws the emblem', async () => {
    const old = (await stored())?.logo_universitas ?? '';
    expect(old).not.toBe('');
    const jpeg = gradientJpeg();
    const key = await uploadFile(superToken, 'logo_universitas', jpeg, 'image/jpeg');
    const res = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logo = (await stored())?.logo_universitas ?? '';
    expect(logo).toMatch(/\.jpg$/);
    expect(await documentExists(old)).toBe(false);
    expect(Buffer.from((await printed()) ?? [])).toEqual(jpeg);

    const cleared = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.universitas?.logo_url).toBeNull();
    expect((await stored())?.logo_universitas).toBeNull();
    expect(await documentExists(logo)).toBe(false);
    expect(await printed()).toBeUndefined();
    expect(await lastAudit('universitas', 'UNIVERSITAS')).toMatchObject({ before: { logo_universitas: logo }, after: { logo_universitas: null } });
  });

  it('refuses an admin jurusan (403) and a file that is no PNG or JPEG (422), changing nothing', async () => {
    const png = await uploadFile(superToken, 'logo_universitas', gradientPng(16), 'image/png');
    await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: png });
    const before = (await stored())?.logo_universitas ?? '';
    await unchanged(stored, ['universitas', 'UNIVERSITAS'], async () => {
      const own = await uploadFile(ownAdminToken, 'logo_universitas', gradientPng(16), 'image/png');
      const admin = await call('PUT', '/api/universitas/update', ownAdminToken, { ...SPEC, logo_universitas: own });
      expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      const admin2 = await call('PUT', '/api/universitas/update', ownAdminToken, { ...SPEC, logo_universitas: null });
      expect([admin2.status, admin2.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      // a PDF declared as a PNG: the bytes decide
      const pdf = await uploadFile(superToken, 'logo_universitas', pdfBytes(), 'image/png');
      const wrong = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: pdf });
      expect([wrong.status, wrong.body]).toEqual([422, { message: { logo_universitas: [MSG.uploadWrongLogoType] } }]);
      // a GIF is refused before any upload
      const gif = await api<Answer>('POST', '/api/uploads', {
        bearer: superToken,
        body: { purpose: 'logo_universitas', content_type: 'image/gif', size: 100 },
      });
      expect([gif.status, gif.body]).toEqual([422, { message: { content_type: [MSG.uploadWrongLogoType] } }]);
      // another user's upload is no upload of the caller's
      const others = await uploadFile(ownAdminToken, 'logo_universitas', gradientPng(16), 'image/png');
      const stolen = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: others });
      expect(stolen.status).toBe(422);
    });
    expect(await documentExists(before)).toBe(true);
  });

  it('prints the emblem when the logo object is missing (a warning, no failure)', async () => {
    const u = await stored();
    if (!u) throw new Error('no university');
    await (await repo()).putUniversitas({ ...u, logo_universitas: 'logo/nobody/missing.png', version: u.version + 1 });
    expect(await printed()).toBeUndefined();
    const read = await api<{ universitas: Body }>('GET', '/api/universitas', { bearer: superToken });
    expect(read.status).toBe(200);
  });
});

describe('study programs', () => {
  it('adds a program (super admin): the message, the record with its KKNI level and type of education, an audit entry', async () => {
    const res = await call('POST', '/api/prodi/add', superToken, {
      ...PRODI_BODY,
      id_fakultas: fakultas.id_fakultas,
      jenjang: 'D3',
      nama_prodi: 'Keperawatan',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.prodiAdded);
    const id = Number(res.body.prodi?.id_prodi);
    expect(res.body.prodi).toMatchObject({
      id_fakultas: fakultas.id_fakultas,
      nama_prodi: 'Keperawatan',
      jenjang: 'D3',
      jenjang_kkni: 5,
      jenis_pendidikan: 'vokasi',
      bahasa_pengantar_inggris: 'Indonesian',
      status_profesi: null,
      version: 1,
    });
    expect(await (await repo()).getProdi(id)).toMatchObject({ nama_prodi: 'Keperawatan', jenis_pendidikan: 'vokasi' });
    expect(await lastAudit('prodi', id)).toMatchObject({ action: 'prodi.create', before: null });
    const s2 = await call('POST', '/api/prodi/add', superToken, {
      ...PRODI_BODY,
      id_fakultas: fakultas.id_fakultas,
      jenjang: 'S2',
      jenis_pendidikan: 'profesi',
    });
    expect(s2.body.prodi).toMatchObject({ jenjang_kkni: 8, jenis_pendidikan: 'profesi' });
  });

  it.each([
    ['nothing', {}, { id_fakultas: [MSG.chooseOption], nama_prodi: [MSG.required], jenjang: [MSG.chooseOption], is_active: [MSG.chooseOption] }],
    ['a level outside the list', { ...PRODI_BODY, id_fakultas: 1, jenjang: 'S4' }, { jenjang: [MSG.chooseOption] }],
    ['a type of education outside the list', { ...PRODI_BODY, id_fakultas: 1, jenis_pendidikan: 'umum' }, { jenis_pendidikan: [MSG.chooseOption] }],
    ['a fact too long', { ...PRODI_BODY, id_fakultas: 1, sistem_penilaian: 'x'.repeat(1001) }, { sistem_penilaian: [tooLong(1000)] }],
  ])('refuses %s (422)', async (_name, body, message) => {
    const before = (await (await repo()).listProdi()).length;
    const res = await call('POST', '/api/prodi/add', superToken, body);
    expect([res.status, res.body]).toEqual([422, { message }]);
    expect((await (await repo()).listProdi()).length).toBe(before);
  });

  it('refuses a program in an unknown faculty (404) and an admin jurusan (403)', async () => {
    const before = (await (await repo()).listProdi()).length;
    const unknown = await call('POST', '/api/prodi/add', superToken, { ...PRODI_BODY, id_fakultas: 99999 });
    expect([unknown.status, unknown.body]).toEqual([404, { message: MSG.facultyNotFound }]);
    const admin = await call('POST', '/api/prodi/add', ownAdminToken, { ...PRODI_BODY, id_fakultas: fakultas.id_fakultas });
    expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
    expect((await (await repo()).listProdi()).length).toBe(before);
  });

  it('lets the super admin change any program, its faculty and status included', async () => {
    const p = await newProdi(fakultas.id_fakultas, { nama_prodi: 'Farmasi' });
    const other = await newFakultas({ nama_fakultas: 'Fakultas Farmasi' });
    const res = await call('PUT', `/api/prodi/${p.id_prodi}/update`, superToken, {
      id_fakultas: other.id_fakultas,
      is_active: false,
      status_profesi: 'Dapat melanjutkan ke Program Profesi Apoteker.',
      status_profesi_inggris: 'May proceed to the Pharmacist Professional Program.',
      lama_studi: '',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.prodiUpdated);
    expect(res.body.prodi).toMatchObject({
      id_fakultas: other.id_fakultas,
      is_active: false,
      nama_prodi: 'Farmasi',
      status_profesi_inggris: 'May proceed to the Pharmacist Professional Program.',
      lama_studi: null,
      lama_studi_inggris: '8 semesters',
      version: 2,
    });
    // the faculty lists follow the move
    const moved = await call('GET', `/api/fakultas/${other.id_fakultas}/prodi/all`, superToken);
    expect((moved.body.prodi as unknown as Body[]).map((x) => x.id_prodi)).toEqual([p.id_prodi]);
    expect(await lastAudit('prodi', p.id_prodi)).toMatchObject({ action: 'prodi.update', before: { version: 1 }, after: { version: 2 } });
  });

  it('lets an admin jurusan change their own program, but not its faculty or status (403)', async () => {
    const res = await call('PUT', `/api/prodi/${ownProdi.id_prodi}/update`, ownAdminToken, {
      nama_kaprodi: 'Dr. Andi Nasution, M.Kom.',
      sistem_penilaian: 'Skala 0-4.',
      sistem_penilaian_inggris: 'Scale 0-4.',
      is_active: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.prodi).toMatchObject({ nama_kaprodi: 'Dr. Andi Nasution, M.Kom.', sistem_penilaian_inggris: 'Scale 0-4.' });
    await unchanged(
      async () => (await repo()).getProdi(ownProdi.id_prodi),
      ['prodi', ownProdi.id_prodi],
      async () => {
        for (const body of [{ is_active: false }, { id_fakultas: 1 }]) {
          const refused = await call('PUT', `/api/prodi/${ownProdi.id_prodi}/update`, ownAdminToken, body);
          expect([refused.status, refused.body]).toEqual([403, { message: MSG.prodiFieldSuperAdminOnly }]);
        }
      },
    );
  });

  it('refuses an admin jurusan another program (403), and a stale version (409), changing nothing', async () => {
    await unchanged(
      async () => (await repo()).getProdi(ownProdi.id_prodi),
      ['prodi', ownProdi.id_prodi],
      async () => {
        const other = await call('PUT', `/api/prodi/${ownProdi.id_prodi}/update`, otherAdminToken, { nama_prodi: 'Lain' });
        expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
        const stale = await call('PUT', `/api/prodi/${ownProdi.id_prodi}/update`, ownAdminToken, { nama_prodi: 'Lain', version: 99 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const invalid = await call('PUT', `/api/prodi/${ownProdi.id_prodi}/update`, ownAdminToken, { jenjang: 'SMA' });
        expect([invalid.status, invalid.body]).toEqual([422, { message: { jenjang: [MSG.chooseOption] } }]);
      },
    );
  });

  it('refuses to delete a program with students or rubrics (409 saying what remains), or as an admin jurusan (403)', async () => {
    await unchanged(
      async () => (await repo()).getProdi(1),
      ['prodi', 1],
      async () => {
        const res = await call('DELETE', '/api/prodi/1/delete', superToken);
        expect(res.status).toBe(409);
        expect(String(res.body.message)).toMatch(
          /^Program studi tidak dapat dihapus karena masih memiliki \d+ mahasiswa, \d+ rubrik dan \d+ bidang CPL\./,
        );
      },
    );
    const withStudent = await newProdi(fakultas.id_fakultas, { nama_prodi: 'Statistika' });
    await registerStudent(withStudent.id_prodi);
    const withRubric = await newProdi(fakultas.id_fakultas, { nama_prodi: 'Matematika' });
    const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
    await rubrikRepo.createRubrik({ id_prodi: withRubric.id_prodi, id_bidang_portofolio: 1, nama_rubrik: 'Lomba', syarat_minimal_skp: 10 });
    for (const [p, dependents] of [
      [withStudent, { mahasiswa: 1, rubrik: 0 }],
      [withRubric, { mahasiswa: 0, rubrik: 1 }],
    ] as const) {
      await unchanged(
        async () => (await repo()).getProdi(p.id_prodi),
        ['prodi', p.id_prodi],
        async () => {
          const res = await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, superToken);
          expect([res.status, res.body]).toEqual([409, { message: prodiHasDependents(dependents) }]);
          const admin = await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, ownAdminToken);
          expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
        },
      );
    }
  });

  it('refuses to delete a program that still has admin jurusan accounts (409 naming them)', async () => {
    const p = await newProdi(fakultas.id_fakultas, { nama_prodi: 'Biologi' });
    const first = await staffAccount('admin jurusan', p.id_prodi);
    const second = await staffAccount('admin jurusan', p.id_prodi);
    // a verifier or an admin of another program is no reason
    await staffAccount('verifikator', p.id_prodi);
    const named = [first, second].map((a) => ({ nim: a.nim, nama: 'Akun Uji' })).sort((a, b) => a.nim.localeCompare(b.nim));
    await unchanged(
      async () => (await repo()).getProdi(p.id_prodi),
      ['prodi', p.id_prodi],
      async () => {
        const res = await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, superToken);
        expect([res.status, res.body]).toEqual([409, { message: prodiHasStaff(named) }]);
        expect(String(res.body.message)).toContain(`2 akun admin jurusan: Akun Uji (${named[0]?.nim}), Akun Uji (${named[1]?.nim})`);
      },
    );
  });

  it('deletes a program without students or rubrics: the message, the record, an audit entry', async () => {
    const p = await newProdi(fakultas.id_fakultas, { nama_prodi: 'Fisika' });
    const res = await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, superToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.prodiDeleted);
    expect(res.body.prodi).toMatchObject({ id_prodi: p.id_prodi, nama_prodi: 'Fisika' });
    expect(await (await repo()).getProdi(p.id_prodi)).toBeUndefined();
    expect(await lastAudit('prodi', p.id_prodi)).toMatchObject({ action: 'prodi.delete', before: { nama_prodi: 'Fisika' }, after: null });
    const missing = await call('DELETE', `/api/prodi/${p.id_prodi}/delete`, superToken);
    expect([missing.status, missing.body]).toEqual([404, { message: MSG.prodiNotFound }]);
  });

  it('takes no registration into a deactivated program (422 on id_prodi)', async () => {
    const p = await newProdi(fakultas.id_fakultas, { nama_prodi: 'Kimia', is_active: false });
    const who = freshIdentity('R');
    const res = await api('POST', '/api/auth/register', {
      body: { ...who, id_prodi: p.id_prodi, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD },
    });
    expect([res.status, res.body]).toEqual([422, { message: { id_prodi: [MSG.prodiInactive] } }]);
    const { usersRepo } = await import('@functions/domain/users/repo');
    expect(await usersRepo.getByNim(who.nim)).toBeUndefined();
  });

  it('takes no registration into an active program of a deactivated faculty; the public lists offer neither', async () => {
    const closed = await newFakultas({ nama_fakultas: 'Fakultas Ilmu Budaya' });
    const p = await newProdi(closed.id_fakultas, { nama_prodi: 'Sastra Inggris' });
    await newProdi(closed.id_fakultas, { nama_prodi: 'Sastra Jepang', is_active: false });
    // open: the public list of its programs offers the active one only
    const open = await api<{ prodi: Body[] }>('GET', `/api/fakultas/${closed.id_fakultas}/prodi`);
    expect(open.body.prodi.map((x) => x.nama_prodi)).toEqual(['Sastra Inggris']);
    const res = await call('PUT', `/api/fakultas/${closed.id_fakultas}/update`, superToken, { is_active: false });
    expect(res.status).toBe(200);
    const shut = await api<{ prodi: Body[] }>('GET', `/api/fakultas/${closed.id_fakultas}/prodi`);
    expect([shut.status, shut.body]).toEqual([200, { prodi: [] }]);
    const who = freshIdentity('R');
    const reg = await api('POST', '/api/auth/register', {
      body: { ...who, id_prodi: p.id_prodi, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD },
    });
    expect([reg.status, reg.body]).toEqual([422, { message: { id_prodi: [MSG.prodiInactive] } }]);
    const { usersRepo } = await import('@functions/domain/users/repo');
    expect(await usersRepo.getByNim(who.nim)).toBeUndefined();
    // opened again, it takes the registration
    await call('PUT', `/api/fakultas/${closed.id_fakultas}/update`, superToken, { is_active: true });
    const again = await api('POST', '/api/auth/register', {
      body: { ...who, id_prodi: p.id_prodi, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD },
    });
    expect(again.status).toBe(201);
  });
});
