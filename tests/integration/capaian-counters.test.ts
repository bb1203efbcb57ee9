/**
 * The achievement counters of the admin dashboard stay exact (functions/lib/projections/capaian.ts):
 * on two programs of the test's own, through the real handlers and repos (students created,
 * portfolios added, verified, rejected, edited and deleted, a student graduated and set back,
 * moved to the other program and deleted, a minimum changed and a sub-rubric added with their
 * recount), after each step the sum of each program's shards equals an independent recount from
 * the raw data (tests/support/capaian-recount.ts). Then writes in parallel, and a recount racing
 * with them. Nothing of the demo data is touched.
 */
import type { AnakRubrikItem, RubrikItem } from '@functions/domain/rubrik/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { achievementCounters, recountFromRaw, recountSettled } from '../support/capaian-recount';
import { testFakultas, testProdi } from '../support/master-data';
import { freshStudent, type StudentAccount } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';
import { addExternal, editPortfolio } from '../support/verifikasi';

let superToken = '';
let prodiA = 0;
let prodiB = 0;
const anak: Record<string, AnakRubrikItem> = {};
const rubrik: Record<string, RubrikItem> = {};

async function call<T>(method: string, path: string, body?: unknown, token = superToken): Promise<T> {
  const res = await api<T>(method, path, { bearer: token, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** Both programs' counters equal the independent recount (once no rule recount is pending). */
async function exact(...programs: number[]): Promise<void> {
  for (const p of programs.length ? programs : [prodiA, prodiB]) {
    await recountSettled(p);
    expect(await achievementCounters(p), `program ${p}`).toEqual(await recountFromRaw(p));
  }
}

async function addRubrik(idProdi: number, name: string, idBidang: number, min: number) {
  const out = await call<{ rubrik: RubrikItem }>('POST', '/api/rubrik/add', {
    nama_rubrik: name,
    id_bidang_portofolio: idBidang,
    id_prodi: idProdi,
    syarat_minimal_skp: min,
  });
  rubrik[name] = out.rubrik;
  return out.rubrik;
}

async function addAnak(r: RubrikItem, name: string, min: number) {
  const out = await call<{ anak_rubrik: AnakRubrikItem }>('POST', `/api/rubrik/${r.id_rubrik}/add-anak-rubrik`, {
    nama_anak_rubrik: name,
    bobot_maksimal_skp_tiap_portofolio: 10,
    syarat_minimal_skp: min,
  });
  // the answer's view names neither the rubric nor the category: they are the rubric's
  const a = { ...out.anak_rubrik, id_rubrik: r.id_rubrik, id_prodi: r.id_prodi, id_bidang_portofolio: r.id_bidang_portofolio };
  anak[name] = a;
  return a;
}

const anakOf = (name: string) => anak[name] as AnakRubrikItem;
const verify = (s: StudentAccount, id: number) => call('PUT', `/api/portofolio/user/${s.nim}/${id}/verify`, {});

async function verified(s: StudentAccount, name: string, points: number): Promise<number> {
  const p = await addExternal(s, anakOf(name), { points });
  await verify(s, p.id_portofolio);
  return p.id_portofolio;
}

const userOf = async (id: string) => (await (await import('@functions/domain/users/repo')).usersRepo.getById(id)) as UserItem;

beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
  const tag = String(Date.now() % 1_000_000);
  const f = await testFakultas(`Fakultas Capaian ${tag}`);
  prodiA = (await testProdi(f.id_fakultas, `Capaian A ${tag}`)).id_prodi;
  prodiB = (await testProdi(f.id_fakultas, `Capaian B ${tag}`)).id_prodi;
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const [b1, b2] = (await rubrikRepo.listBidang()).sort((x, y) => x.urutan_di_skpi - y.urutan_di_skpi);
  if (!b1 || !b2) throw new Error('two portfolio categories expected');
  // A: category b1 has two rubrics (R1: a1 min 5, a2 min 0; R2 min 3: a3 min 3), b2 one (R3 min 2: a4 min 2)
  const r1 = await addRubrik(prodiA, 'R1', b1.id_bidang_portofolio, 0);
  await addAnak(r1, 'a1', 5);
  await addAnak(r1, 'a2', 0);
  await addAnak(await addRubrik(prodiA, 'R2', b1.id_bidang_portofolio, 3), 'a3', 3);
  await addAnak(await addRubrik(prodiA, 'R3', b2.id_bidang_portofolio, 2), 'a4', 2);
  // B: one rubric (b2) with b1 absent
  await addAnak(await addRubrik(prodiB, 'R4', b2.id_bidang_portofolio, 1), 'b1', 1);
});

describe('the achievement counters follow every write', () => {
  const s: StudentAccount[] = [];

  it('starts exact, and counts new students with no points (a minimum of 0 is met by 0 points)', async () => {
    await exact();
    expect(await achievementCounters(prodiA)).toEqual({});
    for (let i = 0; i < 3; i++) s.push(await freshStudent(prodiA));
    await exact();
    // the admin's add (the same usersRepo.create as registration, the import and the seed)
    const nim = `${Date.now()}`.slice(-12);
    const added = await api('POST', '/api/manajemen/akun/add', {
      bearer: superToken,
      body: { id_role: 4, nim, nama: 'Fajar Nugroho', email: `capaian.${nim}@akun.test`, id_prodi: prodiA },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await exact();
    // four active students meet a2 (minimum 0) with no points; both categories of A count them
    expect(await achievementCounters(prodiA)).toMatchObject({ [`memenuhi_anak_${anakOf('a2').id_anak_rubrik}`]: 4 });
  });

  it('follows adds, verifications, rejections, edits and deletions of portfolios', async () => {
    const [s1, s2] = s as [StudentAccount, StudentAccount];
    const waiting = await addExternal(s1, anakOf('a1'), { points: 5 });
    await exact();
    await verify(s1, waiting.id_portofolio);
    await exact();
    await verified(s1, 'a3', 3);
    await verified(s1, 'a4', 2);
    await exact();
    expect(await achievementCounters(prodiA)).toMatchObject({ memenuhi_skp: 1 });

    const p = await addExternal(s2, anakOf('a1'), { points: 4 });
    await call('PUT', `/api/portofolio/user/${s2.nim}/${p.id_portofolio}/reject`, { catatan: 'Bukti kurang jelas.' });
    await exact();
    await editPortfolio(s2, p, 'Diperbaiki');
    await verify(s2, p.id_portofolio);
    await exact();
    // an edit of a verified portfolio sends it back to the queue: its points leave
    const q = await verified(s2, 'a3', 3);
    await exact();
    await editPortfolio(s2, { id_portofolio: q, id_anak_rubrik: anakOf('a3').id_anak_rubrik }, 'Diubah');
    await exact();
    await verify(s2, q);
    // an admin deletes a verified one
    await call('DELETE', `/api/portofolio/user/${s2.nim}/${q}/delete`);
    await exact();
  });

  it('follows a graduation and its undoing', async () => {
    const s1 = s[0] as StudentAccount;
    let u = await userOf(s1.user.id);
    await call('PUT', '/api/manajemen/akun/update', { nim: u.nim, version: u.version, is_graduated: 1, tanggal_lulus: '2026-02-14' });
    await exact();
    expect((await achievementCounters(prodiA)).memenuhi_skp ?? 0).toBe(0);
    u = await userOf(s1.user.id);
    await call('PUT', '/api/manajemen/akun/update', { nim: u.nim, version: u.version, is_graduated: 0 });
    await exact();
    expect(await achievementCounters(prodiA)).toMatchObject({ memenuhi_skp: 1 });
  });

  it('follows a move to another program (old rules out, new rules in), and a deletion', async () => {
    const s2 = s[1] as StudentAccount;
    const u = await userOf(s2.user.id);
    await call('PUT', '/api/manajemen/akun/update', { nim: u.nim, version: u.version, id_prodi: prodiB });
    await exact();
    expect(await achievementCounters(prodiB)).toMatchObject({ [`aktif_bidang_${anakOf('b1').id_bidang_portofolio}`]: 1 });
    const s3 = s[2] as StudentAccount;
    await addExternal(s3, anakOf('a1'), { points: 1 });
    const res = await api('DELETE', '/api/manajemen/akun/delete', { bearer: superToken, query: { nim: s3.nim } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await exact();
    const { getItem } = await import('@functions/lib/table');
    expect(await getItem(statistikKeys.userPoin(s3.user.id), { ConsistentRead: true })).toBeUndefined();
  });

  it('is recounted after a changed minimum and an added sub-rubric', async () => {
    const a1 = anakOf('a1');
    const before = await achievementCounters(prodiA);
    const fresh = await call<{ anak_rubrik: AnakRubrikItem }>('PUT', `/api/rubrik/${a1.id_rubrik}/${a1.id_anak_rubrik}/update`, {
      nama_anak_rubrik: a1.nama_anak_rubrik,
      bobot_maksimal_skp_tiap_portofolio: 10,
      syarat_minimal_skp: 6,
      version: a1.version,
    });
    anak.a1 = { ...a1, ...fresh.anak_rubrik };
    await exact(prodiA);
    expect(await achievementCounters(prodiA)).not.toEqual(before);
    await addAnak(rubrik.R3 as RubrikItem, 'a5', 0);
    await exact(prodiA);
    // a minimum of 0: every active student of the program meets it
    const { statistikRepo } = await import('@functions/lib/projections/reads');
    const aktif = (await statistikRepo.prodiCounters(prodiA)).total_mahasiswa_belum_lulus;
    expect(aktif).toBe(2);
    expect(await achievementCounters(prodiA)).toMatchObject({ [`memenuhi_anak_${anakOf('a5').id_anak_rubrik}`]: aktif });
  });
});

describe('concurrent writes', () => {
  it('stays exact when 10 portfolios of one student and of 10 students are verified in parallel', async () => {
    const one = await freshStudent(prodiA);
    const mine = [];
    for (let i = 0; i < 10; i++) mine.push(await addExternal(one, anakOf(i % 2 ? 'a3' : 'a4'), { points: 1 }));
    await Promise.all(mine.map((p) => verify(one, p.id_portofolio)));
    await exact();
    const many = await Promise.all(Array.from({ length: 10 }, () => freshStudent(prodiA)));
    const theirs = await Promise.all(many.map((m) => addExternal(m, anakOf('a1'), { points: 6 })));
    await Promise.all(theirs.map((p, i) => verify(many[i] as StudentAccount, p.id_portofolio)));
    await exact();
  });

  it('ends exact when a recount races with portfolio writes (the capaian_seq conditions)', async () => {
    const { recountCapaian } = await import('@functions/domain/statistik/capaian');
    const students = await Promise.all(Array.from({ length: 6 }, () => freshStudent(prodiA)));
    const waiting = await Promise.all(students.map((m) => addExternal(m, anakOf('a4'), { points: 2 })));
    const [, done] = await Promise.all([
      Promise.all(waiting.map((p, i) => verify(students[i] as StudentAccount, p.id_portofolio))),
      recountCapaian(prodiA),
      recountCapaian(prodiA),
    ]);
    expect(done.id_prodi).toBe(prodiA);
    await exact(prodiA);
    // a recount of an exact program sets what is there
    const again = await recountCapaian(prodiA);
    expect(again.counters).toEqual(await recountFromRaw(prodiA));
    await exact(prodiA);
  });
});
