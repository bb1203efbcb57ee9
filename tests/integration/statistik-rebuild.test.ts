/**
 * The counter rebuild (functions/domain/statistik/rebuild.ts) against the local stack:
 * (a) the demo seed's counters equal a recount (the seed written into a table of this test's own
 *     on the stack's DynamoDB Local, so other test files' writes cannot blur it);
 * (b) a corrupted counter is reported, the fix corrects it and a second run finds nothing;
 * (c) after a random sequence of ~60 operations through the real handlers on two programs of the
 *     test's own (students added, moved, graduated, deleted; portfolios added, edited, hidden,
 *     shown, deleted by the student or the admin, verified, rejected; a sub-rubric's minimum
 *     changed; sign-ins), every counter equals a recount.
 *     The sequence is drawn from a seed printed with any failure (REBUILD_SEED=<n> replays it;
 *     REBUILD_STEPS=<n> makes it longer, REBUILD_LOG=1 prints it);
 *     The same operations as four sequences side by side, on two more programs: the writers'
 *     conflicts and retries must leave the counters exact too;
 * (d) the command and the job around it.
 *
 * (b) and (c) compare with the differences found before they start: stack test files share one
 * table, and a few of them patch items directly (outside any writer), so only the differences this
 * file causes are its own.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnakRubrikItem, RubrikItem } from '@functions/domain/rubrik/repo';
import type { RebuildReport } from '@functions/domain/statistik/rebuild';
import type { CounterDifference } from '@functions/domain/statistik/rebuild-count';
import type { RebuildAnswer } from '@functions/jobs/statistik-rebuild';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { isCapaianAttr } from '@shared/domain/capaian';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_PASSWORDS, activationTicket, FRESH_PASSWORD, signIn, staffAccount, tokenOf, VALID_BIODATA } from '../support/auth-flow';
import { recountSettled } from '../support/capaian-recount';
import { numericNim } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { pdfBytes, uploadEvidence } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

/**
 * The achievement counters (memenuhi_*, aktif_bidang_*, STAT#POIN) are written by the capaian
 * part (branch `capaian`). Until it is merged they are left out of the comparisons.
 */
const WITH_ACHIEVEMENT = true;

let env: Record<string, string>;
let superToken: string;
beforeAll(async () => {
  env = useStackEnv();
  superToken = (await staffAccount('super admin')).token;
});

const rebuild = async (fix = false): Promise<RebuildReport> => (await import('@functions/domain/statistik/rebuild')).rebuildStats({ fix });
const checked = (d: CounterDifference) => WITH_ACHIEVEMENT || !(d.kind === 'poin' || isCapaianAttr(d.attribute));
const shown = (d: CounterDifference) => ({
  item: d.item,
  key: `${d.key.PK} ${d.key.SK}`,
  attribute: d.attribute,
  stored: d.stored,
  expected: d.expected,
});
/** The same counter off by the same amount (the test's writes move both sides of a shared counter alike). */
const sameDifference = (a: CounterDifference, b: CounterDifference) =>
  a.key.PK === b.key.PK && a.key.SK === b.key.SK && a.attribute === b.attribute && a.expected - a.stored === b.expected - b.stored;
/** The differences of `report` that `baseline` did not have (those this test caused). */
const newDifferences = (report: RebuildReport, baseline: RebuildReport) =>
  report.differences.filter((d) => checked(d) && !baseline.differences.some((b) => sameDifference(b, d))).map(shown);

async function addToCounter(key: { PK: string; SK: string }, attribute: string, delta: number): Promise<void> {
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #a :d',
      ExpressionAttributeNames: { '#a': attribute },
      ExpressionAttributeValues: { ':d': delta },
    }),
  );
}

// --- the real handlers ------------------------------------------------------------------------

interface Student {
  id: string;
  nim: string;
  idProdi: number;
}

/** The admin's add (activation e-mail), then the student follows the link and completes the biodata and sets a password. */
async function addStudent(idProdi: number): Promise<Student> {
  const nim = numericNim();
  const email = `r${nim}@rebuild.test`;
  const res = await api<{ user: { id: string } }>('POST', '/api/manajemen/akun/add', {
    bearer: superToken,
    body: { id_role: 4, nim, nama: 'Mahasiswa Rekap', email, id_prodi: idProdi, tanggal_masuk: '2022-08-15' },
  });
  if (res.status !== 201) throw new Error(`akun/add answered ${res.status}: ${JSON.stringify(res.body)}`);
  const activated = await api('POST', '/api/auth/activate', {
    body: { ...VALID_BIODATA, ...ACTIVATION_PASSWORDS },
    cookie: await activationTicket(email),
  });
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}: ${JSON.stringify(activated.body)}`);
  return { id: res.body.user.id, nim, idProdi };
}

const updateStudent = (nim: string, body: Record<string, unknown>) =>
  api('PUT', '/api/manajemen/akun/update', { bearer: superToken, body: { nim, ...body } });

async function rubricsOf(idProdi: number, plan: ReadonlyArray<{ bidang: number; min: number; anak: ReadonlyArray<{ max: number; min: number }> }>) {
  for (const [i, r] of plan.entries()) {
    const rubrik = await api<{ rubrik: RubrikItem }>('POST', '/api/rubrik/add', {
      bearer: superToken,
      body: { nama_rubrik: `Rubrik Rekap ${i + 1}`, id_bidang_portofolio: r.bidang, id_prodi: idProdi, syarat_minimal_skp: r.min },
    });
    expect(rubrik.status).toBe(201);
    for (const [j, a] of r.anak.entries()) {
      const anak = await api('POST', `/api/rubrik/${rubrik.body.rubrik.id_rubrik}/add-anak-rubrik`, {
        bearer: superToken,
        body: { nama_anak_rubrik: `Sub-rubrik Rekap ${i + 1}.${j + 1}`, bobot_maksimal_skp_tiap_portofolio: a.max, syarat_minimal_skp: a.min },
      });
      expect(anak.status).toBe(201);
    }
  }
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  return rubrikRepo.listAnakOfProdi(idProdi);
}

/** Waits until no achievement recount of these programs is pending (the capaian part's job). */
async function recountsDone(prodi: readonly number[]): Promise<void> {
  if (!WITH_ACHIEVEMENT) return;
  await Promise.all(prodi.map((p) => recountSettled(p, 60_000)));
}

/** A small seeded generator (mulberry32): the same seed, the same sequence. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}

/** Two programs of the test's own with rubrics and sub-rubrics (through the admin's routes). */
async function twoPrograms(label: string): Promise<World> {
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const bidang = (await rubrikRepo.listBidang()).map((b) => b.id_bidang_portofolio);
  const [b1, b2] = [bidang[0] as number, bidang[1] as number];
  const fakultas = await testFakultas(`Fakultas Rekap ${label}`);
  const prodi = [
    (await testProdi(fakultas.id_fakultas, `Rekap ${label} A`)).id_prodi,
    (await testProdi(fakultas.id_fakultas, `Rekap ${label} B`)).id_prodi,
  ];
  const anakOf = new Map<number, AnakRubrikItem[]>();
  anakOf.set(
    prodi[0] as number,
    await rubricsOf(prodi[0] as number, [
      {
        bidang: b1,
        min: 3,
        anak: [
          { max: 5, min: 2 },
          { max: 3, min: 0 },
        ],
      },
      { bidang: b2, min: 1, anak: [{ max: 4, min: 1 }] },
    ]),
  );
  anakOf.set(
    prodi[1] as number,
    await rubricsOf(prodi[1] as number, [
      {
        bidang: b2,
        min: 2,
        anak: [
          { max: 6, min: 2 },
          { max: 2, min: 1 },
        ],
      },
    ]),
  );
  await recountsDone(prodi);
  const students: World['students'] = [];
  for (const p of prodi) for (let i = 0; i < 2; i++) students.push({ ...(await addStudent(p)), graduated: false });
  return { prodi, anakOf, students, portfolios: [] };
}

interface World {
  prodi: number[];
  anakOf: Map<number, AnakRubrikItem[]>;
  students: (Student & { graduated: boolean })[];
  portfolios: { id: number; owner: Student }[];
}

type Rnd = ReturnType<typeof generator>;

/**
 * `steps` random operations through the handlers on the world's programs, logged. Alone, each
 * answer must be the expected one; `concurrent` (several run side by side on one world) only
 * refuses a server error, since one may meet a student or portfolio another just changed.
 */
async function operate(world: World, rnd: Rnd, steps: number, log: string[], concurrent: boolean): Promise<void> {
  const { prodi, anakOf, students, portfolios } = world;
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const expectStatus = (what: string, status: number, allowed: readonly number[]) => {
    log.push(`${what} -> ${status}`);
    // operations running side by side may meet a student or portfolio another one just changed
    if (concurrent ? status >= 500 : !allowed.includes(status)) throw new Error(`unexpected answer ${status}\n${log.join('\n')}`);
  };
  const waiting = async () => {
    const found = await Promise.all(portfolios.map(async (p) => ({ p, item: await portofolioRepo.get(p.id) })));
    return found.filter((f) => f.item && (f.item.id_status_portofolio === 1 || f.item.id_status_portofolio === 3)).map((f) => f.p);
  };

  type Op =
    | 'addStudent'
    | 'addPortfolio'
    | 'edit'
    | 'deletePortfolio'
    | 'verify'
    | 'reject'
    | 'graduate'
    | 'ungraduate'
    | 'move'
    | 'deleteStudent'
    | 'minimum'
    | 'login'
    | 'toggle'
    | 'adminDelete';
  const weights: [Op, number][] = [
    ['addStudent', 5],
    ['addPortfolio', 16],
    ['edit', 6],
    ['deletePortfolio', 4],
    ['verify', 12],
    ['reject', 5],
    ['graduate', 4],
    ['ungraduate', 3],
    ['move', 4],
    ['deleteStudent', 2],
    ['minimum', 3],
    ['login', 1],
    ['toggle', 3],
    ['adminDelete', 2],
  ];
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const draw = (): Op => {
    let r = rnd.next() * total;
    for (const [op, w] of weights) {
      r -= w;
      if (r < 0) return op;
    }
    return 'addPortfolio';
  };

  for (let step = 0; step < steps; step++) {
    const op = draw();
    const active = students.filter((s) => !s.graduated);
    if (op !== 'addStudent' && op !== 'minimum' && op !== 'login' && students.length === 0) continue;
    if (op === 'addStudent' || students.length === 0) {
      const s = await addStudent(rnd.pick(prodi));
      students.push({ ...s, graduated: false });
      log.push(`addStudent ${s.nim} prodi ${s.idProdi}`);
    } else if (op === 'addPortfolio' || (op === 'edit' && portfolios.length === 0)) {
      if (active.length === 0) continue;
      const s = rnd.pick(active);
      const anak = rnd.pick(anakOf.get(s.idProdi) ?? []);
      const token = await tokenOf(s.id).catch(() => null);
      if (!token) continue; // deleted meanwhile
      const points = rnd.int(1, anak.bobot_maksimal_skp_tiap_portofolio);
      const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, {
        bearer: token,
        body: {
          id_anak_rubrik: anak.id_anak_rubrik,
          judul: `Kegiatan ${step}`,
          bobot_skp_portofolio: points,
          tanggal_terbit: '2024-06-01',
          dokumen_portofolio: await uploadEvidence(token, pdfBytes()),
        },
      });
      expectStatus(`addPortfolio ${s.nim} anak ${anak.id_anak_rubrik} poin ${points}`, res.status, [201]);
      if (res.status === 201) portfolios.push({ id: res.body.portofolio.id_portofolio, owner: s });
    } else if (op === 'edit') {
      const p = rnd.pick(portfolios);
      const current = students.find((s) => s.id === p.owner.id);
      if (!current) continue;
      const anak = rnd.pick(anakOf.get(current.idProdi) ?? []);
      const points = rnd.int(1, anak.bobot_maksimal_skp_tiap_portofolio);
      const res = await api('POST', `/api/portofolio/user/${current.nim}/${p.id}/update`, {
        bearer: (await tokenOf(current.id).catch(() => null)) ?? '',
        body: { id_anak_rubrik: anak.id_anak_rubrik, judul: `Diubah ${step}`, bobot_skp_portofolio: points, tanggal_terbit: '2024-07-01' },
      });
      // a graduate's portfolios, or one whose sub-rubric is not of the owner's program now, may be refused
      expectStatus(`edit ${p.id} of ${current.nim} anak ${anak.id_anak_rubrik} poin ${points}`, res.status, [200, 403, 409, 422]);
    } else if (op === 'toggle' || op === 'adminDelete') {
      if (portfolios.length === 0) continue;
      const p = rnd.pick(portfolios);
      const current = students.find((s) => s.id === p.owner.id);
      const item = await portofolioRepo.get(p.id);
      if (!current || !item) continue;
      if (op === 'toggle') {
        const action = item.showed ? 'hide' : 'unhide';
        const res = await api('PUT', `/api/portofolio/user/${current.nim}/${p.id}/${action}`, {
          bearer: (await tokenOf(current.id).catch(() => null)) ?? '',
        });
        expectStatus(`${action} ${p.id} of ${current.nim}`, res.status, [200]);
      } else {
        // the admin may delete any portfolio, a verified one too (its points leave the student)
        const res = await api('DELETE', `/api/portofolio/user/${current.nim}/${p.id}/delete`, { bearer: superToken });
        expectStatus(`adminDelete ${p.id} (status ${item.id_status_portofolio}) of ${current.nim}`, res.status, [200]);
        if (res.status === 200 && portfolios.includes(p)) portfolios.splice(portfolios.indexOf(p), 1);
      }
    } else if (op === 'deletePortfolio') {
      if (portfolios.length === 0) continue;
      const p = rnd.pick(portfolios);
      const current = students.find((s) => s.id === p.owner.id);
      if (!current) continue;
      const res = await api('DELETE', `/api/portofolio/user/${current.nim}/${p.id}/delete`, {
        bearer: (await tokenOf(current.id).catch(() => null)) ?? '',
      });
      expectStatus(`deletePortfolio ${p.id} of ${current.nim}`, res.status, [200, 403, 409]);
      if (res.status === 200 && portfolios.includes(p)) portfolios.splice(portfolios.indexOf(p), 1);
    } else if (op === 'verify' || op === 'reject') {
      const open = await waiting();
      if (open.length === 0) continue;
      const p = rnd.pick(open);
      const current = students.find((s) => s.id === p.owner.id);
      if (!current) continue;
      const res = await api('PUT', `/api/portofolio/user/${current.nim}/${p.id}/${op}`, {
        bearer: superToken,
        body: op === 'reject' ? { catatan: 'Bukti belum sesuai.' } : {},
      });
      expectStatus(`${op} ${p.id} of ${current.nim}`, res.status, [200]);
    } else if (op === 'graduate') {
      if (active.length === 0) continue;
      const s = rnd.pick(active);
      const tanggal = `2025-${String(rnd.int(1, 12)).padStart(2, '0')}-15`;
      const res = await updateStudent(s.nim, { is_graduated: true, tanggal_lulus: tanggal });
      expectStatus(`graduate ${s.nim} ${tanggal}`, res.status, [200]);
      if (res.status === 200) s.graduated = true;
    } else if (op === 'ungraduate') {
      const graduates = students.filter((s) => s.graduated);
      if (graduates.length === 0) continue;
      const s = rnd.pick(graduates);
      const res = await updateStudent(s.nim, { is_graduated: false });
      expectStatus(`ungraduate ${s.nim}`, res.status, [200]);
      if (res.status === 200) s.graduated = false;
    } else if (op === 'move') {
      const s = rnd.pick(students);
      const to = prodi.find((p) => p !== s.idProdi) as number;
      const res = await updateStudent(s.nim, { id_prodi: to });
      expectStatus(`move ${s.nim} ${s.idProdi} -> ${to}`, res.status, [200]);
      if (res.status === 200) s.idProdi = to;
    } else if (op === 'deleteStudent') {
      const s = rnd.pick(students);
      const res = await api('DELETE', '/api/manajemen/akun/delete', { bearer: superToken, query: { nim: s.nim } });
      expectStatus(`deleteStudent ${s.nim}`, res.status, [200, 409]);
      if (res.status === 200 && students.includes(s)) {
        students.splice(students.indexOf(s), 1);
        for (const p of portfolios.filter((x) => x.owner.id === s.id)) portfolios.splice(portfolios.indexOf(p), 1);
      }
    } else if (op === 'minimum') {
      const p = rnd.pick(prodi);
      const anak = rnd.pick(anakOf.get(p) ?? []);
      const min = rnd.int(0, 6);
      const res = await api<{ anak_rubrik: AnakRubrikItem }>('PUT', `/api/rubrik/${anak.id_rubrik}/${anak.id_anak_rubrik}/update`, {
        bearer: superToken,
        body: {
          nama_anak_rubrik: anak.nama_anak_rubrik,
          bobot_maksimal_skp_tiap_portofolio: anak.bobot_maksimal_skp_tiap_portofolio,
          syarat_minimal_skp: min,
        },
      });
      expectStatus(`minimum anak ${anak.id_anak_rubrik} of prodi ${p} -> ${min}`, res.status, [200]);
      await recountsDone([p]);
    } else {
      const who = await staffAccount('verifikator');
      await signIn(who.nim, FRESH_PASSWORD, who.email);
      log.push(`login ${who.nim}`);
    }
  }
}

describe('the counter rebuild', () => {
  it('finds no difference after the demo seed', { timeout: 300_000 }, async () => {
    const table = `skpi-rebuild-${Date.now()}`;
    const { ensureTable } = await import('@infra/local/stand-ins');
    await ensureTable(env.DYNAMODB_ENDPOINT as string, env.AWS_REGION as string, table);
    const stackTable = process.env.TABLE_NAME;
    process.env.TABLE_NAME = table;
    try {
      const { seedDemoData } = await import('@infra/local/seed');
      const seeded = await seedDemoData();
      const report = await rebuild();
      expect(report.checked).toMatchObject({ students: expect.any(Number), portfolios: seeded.portofolio, subRubrics: seeded.anakRubrik });
      expect(report.checked.students).toBeGreaterThan(5);
      expect(report.differences.filter(checked).map(shown)).toEqual([]);
      expect(report.notes.join(' ')).toContain('Login counts');
    } finally {
      process.env.TABLE_NAME = stackTable;
      const client = new DynamoDBClient({
        region: env.AWS_REGION,
        endpoint: env.DYNAMODB_ENDPOINT,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      });
      await client.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
    }
  });

  it('reports corrupted counters, fixes them, and then finds nothing', { timeout: 120_000 }, async () => {
    const { getItem } = await import('@functions/lib/table');
    const fakultas = await testFakultas('Fakultas Rekap Rusak');
    const prodi = (await testProdi(fakultas.id_fakultas, 'Rekap Rusak')).id_prodi;
    const student = await addStudent(prodi);
    const baseline = await rebuild();
    await addToCounter(statistikKeys.prodiStats(prodi, 3), 'total_mahasiswa', 5);
    const corrupted = [{ item: `program ${prodi}`, key: `STAT#PRODI#${prodi} COUNTERS#00`, attribute: 'total_mahasiswa', stored: 6, expected: 1 }];
    if (WITH_ACHIEVEMENT) {
      // a program without rubrics: its one active student meets the SKP
      await addToCounter(statistikKeys.prodiStats(prodi, 5), 'memenuhi_skp', 2);
      await addToCounter(statistikKeys.userPoin(student.id), 'poin_999', 3);
      corrupted.unshift({ item: `program ${prodi}`, key: `STAT#PRODI#${prodi} COUNTERS#00`, attribute: 'memenuhi_skp', stored: 3, expected: 1 });
      corrupted.push({ item: `mahasiswa ${student.nim}`, key: `USER#${student.id} STAT#POIN`, attribute: 'poin_999', stored: 3, expected: 0 });
    }
    // another program with a rule change whose recount never ran
    const stuck = (await testProdi(fakultas.id_fakultas, 'Rekap Tertunda')).id_prodi;
    if (WITH_ACHIEVEMENT) await addToCounter(statistikKeys.prodiCapaianAturan(stuck), 'perubahan', 1);
    const poinBefore = await getItem<{ version?: number }>(statistikKeys.userPoin(student.id), { ConsistentRead: true });
    const seqBefore = await getItem<{ capaian_seq?: number }>(statistikKeys.prodiStats(prodi, 0), { ConsistentRead: true });

    const found = await rebuild();
    expect(newDifferences(found, baseline)).toEqual(corrupted);

    if (WITH_ACHIEVEMENT) expect(found.pendingRecount).toContain(stuck);
    const fixed = await rebuild(true);
    if (WITH_ACHIEVEMENT) expect(fixed.recounted).toContain(stuck);
    expect(fixed.fixed.map(shown)).toEqual(fixed.differences.map(shown));
    const again = await rebuild();
    expect(again.differences.filter(checked).map(shown)).toEqual([]);
    expect(again.pendingRecount).toEqual([]);
    const { statistikRepo } = await import('@functions/lib/projections/reads');
    const counters = await statistikRepo.prodiCounters(prodi);
    expect(counters.total_mahasiswa).toBe(1);
    if (WITH_ACHIEVEMENT) {
      expect(counters.memenuhi_skp).toBe(1);
      // the fix moved the points' version and the program's capaian_seq (their writers and the recount condition on them)
      const poinAfter = await getItem<Record<string, number>>(statistikKeys.userPoin(student.id), { ConsistentRead: true });
      expect(poinAfter).toMatchObject({ poin_999: 0, version: (poinBefore?.version ?? 0) + 1 });
      const seqAfter = await getItem<{ capaian_seq?: number }>(statistikKeys.prodiStats(prodi, 0), { ConsistentRead: true });
      expect(seqAfter?.capaian_seq).toBe((seqBefore?.capaian_seq ?? 0) + 2);
    }
  });

  it('finds no difference after a random sequence of operations through the handlers', { timeout: 600_000 }, async () => {
    const seed = Number(process.env.REBUILD_SEED ?? Date.now() % 2_147_483_647);
    const log: string[] = [`seed ${seed}`];
    const world = await twoPrograms('Acak');
    const baseline = await rebuild();
    await operate(world, generator(seed), Number(process.env.REBUILD_STEPS ?? 60), log, false);
    await recountsDone(world.prodi);
    const end = await rebuild();
    if (process.env.REBUILD_LOG) console.log(log.join('\n'));
    if (WITH_ACHIEVEMENT) {
      // the comparison covered achievement counters of the test's programs (not only absent ones)
      const { statistikRepo } = await import('@functions/lib/projections/reads');
      const attributes = Object.keys({
        ...(await statistikRepo.prodiCounters(world.prodi[0] as number)),
        ...(await statistikRepo.prodiCounters(world.prodi[1] as number)),
      });
      expect(attributes.filter(isCapaianAttr).length).toBeGreaterThan(0);
    }
    expect(newDifferences(end, baseline), log.join('\n')).toEqual([]);
    expect(end.checked.students).toBeGreaterThanOrEqual(world.students.length);
  });

  it('finds no difference after four random sequences run side by side', { timeout: 600_000 }, async () => {
    const seed = Number(process.env.REBUILD_SEED ?? Date.now() % 2_147_483_647);
    const world = await twoPrograms('Serempak');
    for (const p of world.prodi) for (let i = 0; i < 2; i++) world.students.push({ ...(await addStudent(p)), graduated: false });
    const baseline = await rebuild();
    const logs = [0, 1, 2, 3].map((i) => [`seed ${seed + i}`]);
    await Promise.all(logs.map((log, i) => operate(world, generator(seed + i), Math.round(Number(process.env.REBUILD_STEPS ?? 60) / 3), log, true)));
    await recountsDone(world.prodi);
    const end = await rebuild();
    const all = logs.map((l, i) => `--- sequence ${i}\n${l.join('\n')}`).join('\n');
    if (process.env.REBUILD_LOG) console.log(all);
    expect(newDifferences(end, baseline), all).toEqual([]);
  });

  it('npm run statistik:rebuild prints the differences and exits 1 while they remain; --fix corrects them', { timeout: 180_000 }, async () => {
    const fakultas = await testFakultas('Fakultas Rekap Perintah');
    const prodi = (await testProdi(fakultas.id_fakultas, 'Rekap Perintah')).id_prodi;
    await addToCounter(statistikKeys.prodiStats(prodi, 1), 'portofolio_total', 2);
    // as an operator runs it: against an AWS stage's table (TABLE_NAME), or without it against the
    // local stack's DynamoDB Local (here the test stack's: same table name, its port as DYNAMODB_PORT)
    const stage = { ...process.env, ...env };
    const { TABLE_NAME, DYNAMODB_ENDPOINT, ...local } = stage;
    local.DYNAMODB_PORT = new URL(env.DYNAMODB_ENDPOINT as string).port;
    const run = async (...args: string[]) => {
      try {
        const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'infra/statistik-rebuild.ts', ...args], {
          env: args.includes('--fix') ? stage : local,
        });
        return { code: 0, stdout };
      } catch (err) {
        const e = err as { code?: number; stdout?: string };
        return { code: e.code ?? -1, stdout: e.stdout ?? '' };
      }
    };
    const found = await run();
    expect(found.code).toBe(1);
    expect(found.stdout).toContain(`Counter rebuild on the local stack (skpi-local at ${env.DYNAMODB_ENDPOINT})`);
    expect(found.stdout).toMatch(new RegExp(`program ${prodi}\\s+STAT#PRODI#${prodi} COUNTERS#00\\s+portofolio_total\\s+2\\s+0`));
    expect(found.stdout).toContain('Run again with --fix');
    expect(found.stdout).toContain('Login counts (STAT#LOGIN)');
    const fixed = await run('--fix');
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toMatch(/Fixed (\d+) of \1/);
    const again = await run();
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('No difference') });
  });

  it('runs as the statistik-rebuild job: { fix } in, the report out', { timeout: 120_000 }, async () => {
    const { loadJobHandler } = await import('@functions/jobs/index');
    const handler = await loadJobHandler('statistik-rebuild');
    const report = (await handler({})) as RebuildAnswer;
    expect(report.checked.students).toBeGreaterThan(0);
    expect(report.differences.filter(checked)).toEqual([]);
    expect(report.fixed).toEqual([]);
    expect(report.counts).toEqual({ differences: report.differences.length, fixed: 0 });
    await expect(handler({ fix: 'ya' })).rejects.toThrow('fix must be true or false');
  });
});
