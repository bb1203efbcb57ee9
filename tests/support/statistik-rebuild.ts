/**
 * The counter-rebuild files' helpers (tests/integration/statistik-rebuild*.test.ts): the rebuild and
 * its differences, a counter corrupted on purpose, students and rubrics made through the real
 * handlers, and the seeded random sequence of operations on two programs of a file's own.
 */
import type { AnakRubrikItem, RubrikItem } from '@functions/domain/rubrik/repo';
import type { RebuildReport } from '@functions/domain/statistik/rebuild';
import type { CounterDifference } from '@functions/domain/statistik/rebuild-count';
import { isCapaianAttr } from '@shared/domain/capaian';
import { beforeAll, expect } from 'vitest';
import { ACTIVATION_PASSWORDS, activationTicket, FRESH_PASSWORD, signIn, staffAccount, tokenOf, VALID_BIODATA } from './auth-flow';
import { recountSettled } from './capaian-recount';
import { numericNim } from './mahasiswa-admin';
import { testFakultas, testProdi } from './master-data';
import { pdfBytes, uploadEvidence } from './portofolio';
import { api, useStackEnv } from './stack';

/** Whether the comparisons cover the achievement counters (memenuhi_*, aktif_bidang_*, STAT#POIN) the capaian recount writes. */
export const WITH_ACHIEVEMENT = true;

/** The super admin the handlers' calls below act as (set by the file's setup). */
let superToken = '';

/** Registers the file's setup: the stack's environment (filled before the file's tests run) and the super admin. */
export function rebuildFile(): { env: Record<string, string> } {
  const f = { env: {} as Record<string, string> };
  beforeAll(async () => {
    f.env = useStackEnv();
    superToken = (await staffAccount('super admin')).token;
  });
  return f;
}

export const rebuild = async (fix = false): Promise<RebuildReport> => (await import('@functions/domain/statistik/rebuild')).rebuildStats({ fix });
export const checked = (d: CounterDifference) => WITH_ACHIEVEMENT || !(d.kind === 'poin' || isCapaianAttr(d.attribute));
export const shown = (d: CounterDifference) => ({
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
export const newDifferences = (report: RebuildReport, baseline: RebuildReport) =>
  report.differences.filter((d) => checked(d) && !baseline.differences.some((b) => sameDifference(b, d))).map(shown);

// --- the real handlers ------------------------------------------------------------------------

export interface Student {
  id: string;
  nim: string;
  idProdi: number;
}

/** The admin's add (activation e-mail), then the student follows the link and completes the biodata and sets a password. */
export async function addStudent(idProdi: number): Promise<Student> {
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
export async function recountsDone(prodi: readonly number[]): Promise<void> {
  if (!WITH_ACHIEVEMENT) return;
  await Promise.all(prodi.map((p) => recountSettled(p, 60_000)));
}

/** A small seeded generator (mulberry32): the same seed, the same sequence. */
export function generator(seed: number) {
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
export async function twoPrograms(label: string): Promise<World> {
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

export interface World {
  prodi: number[];
  anakOf: Map<number, AnakRubrikItem[]>;
  students: (Student & { graduated: boolean })[];
  portfolios: { id: number; owner: Student }[];
}

export type Rnd = ReturnType<typeof generator>;

/**
 * `steps` random operations through the handlers on the world's programs, logged. Alone, each
 * answer must be the expected one; `concurrent` (several run side by side on one world) only
 * refuses a server error, since one may meet a student or portfolio another just changed.
 */
export async function operate(world: World, rnd: Rnd, steps: number, log: string[], concurrent: boolean): Promise<void> {
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
      // side by side, another sequence may delete the student between the token and the upload:
      // the upload is then refused as signed out, and nothing is written
      const evidence = await uploadEvidence(token, pdfBytes()).catch((e: Error) => {
        if (concurrent && e.message.startsWith('presign answered 401')) return null;
        throw e;
      });
      if (!evidence) {
        log.push(`addPortfolio ${s.nim}: signed out (deleted meanwhile)`);
        continue;
      }
      const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, {
        bearer: token,
        body: {
          id_anak_rubrik: anak.id_anak_rubrik,
          judul: `Kegiatan ${step}`,
          bobot_skp_portofolio: points,
          tanggal_terbit: '2024-06-01',
          dokumen_portofolio: evidence,
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
