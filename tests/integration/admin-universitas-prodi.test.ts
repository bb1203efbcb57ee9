/**
 * Study-program management (docs/decisions/0023-master-data-write-rules.md): every success
 * answers its fixed catalogue message with the program; every refusal (403 scope or a super-admin-only field,
 * 409 dependents or stale version, 404, 422) leaves the program as it was and adds no audit entry.
 * A deactivated program, or an active one of a deactivated faculty, takes no registration. The
 * role gate (no session, other roles) is route-authorization.test.ts's.
 *
 * The file works on faculties and programs it creates (seeded Informatika is refused).
 */

import type { FakultasItem, ProdiItem } from '@functions/domain/master/repo';
import { MSG, prodiHasDependents, prodiHasStaff, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, freshIdentity, registerStudent, staffAccount } from '../support/auth-flow';
import { addFakultas, addProdi, type Body, call, lastAudit, masterAccounts, masterRepo, PRODI_BODY, unchanged } from '../support/master-admin';
import { api } from '../support/stack';

let superToken = '';
/** An admin jurusan of a program this file creates, and one of seeded Informatika (1). */
let ownAdminToken = '';
let ownProdi: ProdiItem;
let otherAdminToken = '';
let fakultas: FakultasItem;

const repo = masterRepo;
const newFakultas = (overrides: Body = {}) => addFakultas(superToken, overrides);
const newProdi = (idFakultas: number, overrides: Body = {}) => addProdi(superToken, idFakultas, overrides);

beforeAll(async () => {
  ({ superToken, ownAdminToken, otherAdminToken, fakultas, ownProdi } = await masterAccounts());
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
