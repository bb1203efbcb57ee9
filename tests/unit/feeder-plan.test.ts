/**
 * The sync's plan (functions/domain/feeder/plan.ts, planner.ts): new, changed, graduated,
 * conflicting and skipped rows, from the Feeder's rows and our students (reads given by the test),
 * and the resumption's parts (run-plan.ts): the cursor after a page and the rows' numbers.
 */

import { compareFields, graduationChanges, nextSnapshot, ourValues } from '@functions/domain/feeder/plan';
import { type PlanLookups, planGraduate, planRegistration } from '@functions/domain/feeder/planner';
import { nextCursor, numbered } from '@functions/domain/feeder/run-plan';
import type { ProdiItem } from '@functions/domain/master/repo';
import type { UserItem } from '@functions/lib/entities/users';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { describe, expect, it } from 'vitest';

const PRODI = { id_prodi: 1, nama_prodi: 'Informatika', jenjang: 'S1', id_prodi_feeder: 'p-if' } as ProdiItem;
const prodiMap = new Map([['p-if', PRODI]]);

const student = (over: Partial<UserItem> = {}): UserItem =>
  ({
    id: 'u-1',
    nim: '2101010001',
    email: 'budi@mhs.demo.ac.id',
    role: 'mahasiswa',
    id_prodi: 1,
    nama: 'Budi Santoso',
    tempat_lahir: 'Medan',
    tanggal_lahir: '2003-04-17',
    jenis_kelamin: 0,
    tanggal_masuk: '2021-09-01',
    status_mahasiswa: 'Aktif',
    version: 3,
    ...over,
  }) as UserItem;

const listRow = (over: Record<string, unknown> = {}) => ({
  id_registrasi_mahasiswa: 'reg-1',
  id_mahasiswa: 'mhs-1',
  nim: '2101010001',
  nama_mahasiswa: 'BUDI SANTOSO',
  jenis_kelamin: 'L',
  tanggal_lahir: '17-04-2003',
  id_prodi: 'p-if',
  nama_program_studi: 'Informatika',
  id_periode: '20211',
  nama_status_mahasiswa: 'Aktif',
  last_update: '2024-09-02',
  ...over,
});

/** A Feeder that answers GetBiodataMahasiswa with this row. */
const feeder = (bio: Record<string, unknown>) => ({ page: async () => [bio] });
const BIO = { tempat_lahir: 'Medan', tanggal_lahir: '17-04-2003', jenis_kelamin: 'L', email: 'galih@mhs.demo.ac.id' };

const lookups = (user?: UserItem, over: Partial<PlanLookups> = {}): PlanLookups => ({
  studentOf: async () => (user ? { user } : {}),
  emailTaken: async () => false,
  plannedNew: async () => false,
  ...over,
});

/** A student the last sync left as it is (its snapshot: its own values). */
const linked = (over: Partial<UserItem> = {}) =>
  student({
    id_registrasi_mahasiswa: 'reg-1',
    feeder_sinkron: { ...ourValues(student()), id_mahasiswa: 'mhs-1', last_update: '2024-09-02', at: '2024-09-03T00:00:00.000Z' },
    ...over,
  });

describe('the three-way rule of a field', () => {
  const f = ourValues(student({ nama: 'Budi Baru' }));
  const o = ourValues(student());
  it('changes a field nobody touched here since the last sync, or on the first sync', () => {
    expect(compareFields(f, o, undefined)).toEqual({ changes: ['nama'], conflicts: [] });
    expect(compareFields(f, o, { nama: 'Budi Santoso', at: 'x' })).toEqual({ changes: ['nama'], conflicts: [] });
  });
  it('keeps a hand edit when the Feeder did not move, and shows a conflict when both moved', () => {
    expect(compareFields(ourValues(student()), ourValues(student({ nama: 'Budi S.' })), { nama: 'Budi Santoso', at: 'x' })).toEqual({
      changes: [],
      conflicts: [],
    });
    expect(compareFields(f, ourValues(student({ nama: 'Budi S.' })), { nama: 'Budi Santoso', at: 'x' })).toEqual({
      changes: [],
      conflicts: ['nama'],
    });
  });
  it('ignores case and spaces in names, the day within the entry period, and what the Feeder does not state', () => {
    const upper = { ...o, nama: '  BUDI   santoso', tanggal_masuk: '2021-09-15', tempat_lahir: null };
    expect(compareFields(upper, o, undefined)).toEqual({ changes: [], conflicts: [] });
  });
  it("keeps an open conflict's old snapshot value so it shows again", () => {
    const snap = nextSnapshot(f, { nama: 'Lama', at: 'a' }, ['nama'], { id_mahasiswa: 'm', last_update: 'l' }, 'b');
    expect(snap.nama).toBe('Lama');
    expect(nextSnapshot(f, { nama: 'Lama', at: 'a' }, [], { id_mahasiswa: 'm', last_update: 'l' }, 'b').nama).toBe('Budi Baru');
  });
});

describe('the plan rows of a registration', () => {
  it('plans a new student with the Feeder biodata', async () => {
    const rows = await planRegistration(listRow({ nim: '2301010101', nama_mahasiswa: 'Galih Permana' }), prodiMap, feeder(BIO), lookups());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jenis: 'baru', nim: '2301010101', email: 'galih@mhs.demo.ac.id', id_prodi: 1, user_id: null });
    expect(rows[0]?.feeder).toMatchObject({ tempat_lahir: 'Medan', tanggal_masuk: '2021-09-01', jenis_kelamin: 0 });
  });

  it('links a student found by NIM on the first sync, with the fields that differ', async () => {
    const rows = await planRegistration(listRow({ nama_status_mahasiswa: 'Cuti' }), prodiMap, feeder(BIO), lookups(student()));
    expect(rows).toEqual([expect.objectContaining({ jenis: 'berubah', user_id: 'u-1', fields: ['status_mahasiswa'] })]);
    expect(rows[0]?.perubahan).toEqual([{ field: 'status_mahasiswa', lama: 'Aktif', baru: 'Cuti', sinkron: null }]);
  });

  it('plans nothing for a linked student whose Feeder row has not moved', async () => {
    expect(await planRegistration(listRow(), prodiMap, feeder(BIO), lookups(linked()))).toEqual([]);
  });

  it('shows a hand edit the Feeder also changed as a conflict, and the other changes beside it', async () => {
    const rows = await planRegistration(
      listRow({ nama_mahasiswa: 'Budi Santoso Putra', nama_status_mahasiswa: 'Cuti', last_update: '2025-01-01' }),
      prodiMap,
      feeder(BIO),
      lookups(linked({ nama: 'Budi S.' })),
    );
    expect(rows.map((r) => [r.jenis, r.fields])).toEqual([
      ['berubah', ['status_mahasiswa']],
      ['konflik', ['nama']],
    ]);
    expect(rows[0]?.terbuka).toEqual(['nama']);
    expect(rows[1]?.perubahan).toEqual([{ field: 'nama', lama: 'Budi S.', baru: 'Budi Santoso Putra', sinkron: 'Budi Santoso' }]);
  });

  it('skips with the reason: no NIM, an unmapped program, a conflicting NIM, a new student without e-mail or who left', async () => {
    const reason = async (row: Record<string, unknown>, l = lookups(), bio = BIO) =>
      (await planRegistration(row, prodiMap, feeder(bio), l))[0]?.alasan;
    expect(await reason(listRow({ nim: '' }))).toBe(FEEDER_MSG.skipNoNim);
    expect(await reason(listRow({ id_prodi: 'p-x', nama_program_studi: 'Magister Hukum' }))).toBe(FEEDER_MSG.skipProdiUnknown('Magister Hukum'));
    expect(await reason(listRow(), lookups(undefined, { studentOf: async () => ({ skip: FEEDER_MSG.skipNimConflict }) }))).toBe(
      FEEDER_MSG.skipNimConflict,
    );
    expect(await reason(listRow({ nim: '2301' }), lookups(), { ...BIO, email: '-' })).toBe(FEEDER_MSG.skipNoEmail);
    expect(await reason(listRow({ nim: '2301' }), lookups(undefined, { emailTaken: async () => true }))).toBe(FEEDER_MSG.skipEmailTaken);
    expect(await reason(listRow({ nim: '2301', nama_status_mahasiswa: 'Drop Out' }))).toBe(FEEDER_MSG.skipKeluar('Drop Out'));
    expect(await reason(listRow(), lookups(student({ id_prodi: 2 })))).toBe(FEEDER_MSG.skipProdiBerbeda);
  });
});

describe('the graduations', () => {
  const lulus = (over: Record<string, unknown> = {}) => ({
    id_registrasi_mahasiswa: 'reg-1',
    nim: '2101010001',
    id_prodi: 'p-if',
    id_jenis_keluar: '1',
    tanggal_keluar: '29-08-2024',
    nomor_sk_yudisium: 'SK/1',
    tanggal_sk_yudisium: '26-08-2024',
    ipk: 3.5999999999999996,
    nomor_ijazah: '001012024000123',
    ...over,
  });
  it('plans the graduation of a student not yet graduated, with its facts', async () => {
    const row = await planGraduate(lulus(), prodiMap, lookups(linked()));
    expect(row).toMatchObject({
      jenis: 'lulus',
      user_id: 'u-1',
      kelulusan: { tanggal_lulus: '2024-08-29', ipk: 3.6, nomor_ijazah_nasional: '001012024000123' },
    });
  });
  it('plans nothing once written, nor for another exit, and skips a graduate nobody has', async () => {
    const graduated = linked({
      is_graduated: true,
      tanggal_lulus: '2024-08-29',
      nomor_ijazah_nasional: '001012024000123',
      nomor_sk_yudisium: 'SK/1',
      tanggal_sk_yudisium: '2024-08-26',
      ipk: 3.6,
    });
    expect(await planGraduate(lulus(), prodiMap, lookups(graduated))).toBeNull();
    expect(await planGraduate(lulus({ id_jenis_keluar: '3' }), prodiMap, lookups(linked()))).toBeNull();
    expect((await planGraduate(lulus(), prodiMap, lookups()))?.alasan).toBe(FEEDER_MSG.skipLulusUnknown);
    expect(await planGraduate(lulus(), prodiMap, lookups(undefined, { plannedNew: async () => true }))).toMatchObject({
      jenis: 'lulus',
      user_id: null,
    });
  });
  it('writes no graduation without its date', () => {
    expect(
      graduationChanges(
        { tanggal_lulus: null, nomor_sk_yudisium: null, tanggal_sk_yudisium: null, ipk: null, nomor_ijazah_nasional: 'x' },
        undefined,
      ),
    ).toBe(false);
  });
});

describe('resumption: the cursor and the rows numbers', () => {
  it('goes on within a step after a full page, to the next step after a short one', () => {
    expect(nextCursor({ step: 'list', offset: 0 }, 2, 2)).toEqual({ step: 'list', offset: 2 });
    expect(nextCursor({ step: 'list', offset: 2 }, 1, 2)).toEqual({ step: 'lulus', offset: 0 });
    expect(nextCursor({ step: 'lulus', offset: 4 }, 0, 2)).toEqual({ step: 'end', offset: 0 });
  });
  it('numbers a page the same way when it is planned again from the same counts (its rows overwrite themselves)', () => {
    const page = [{ jenis: 'baru' }, { jenis: 'dilewati' }, { jenis: 'baru' }] as Parameters<typeof numbered>[0];
    const counts = { baru: 4, berubah: 0, lulus: 0, konflik: 0, dilewati: 1 };
    const once = numbered(page, counts);
    expect(once.rows.map((r) => [r.jenis, r.seq])).toEqual([
      ['baru', 5],
      ['dilewati', 2],
      ['baru', 6],
    ]);
    expect(numbered(page, counts)).toEqual(once);
    expect(once.counts).toEqual({ ...counts, baru: 6, dilewati: 2 });
  });
});
