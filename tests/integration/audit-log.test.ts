/**
 * The audit log (shared/api/audit.ts, docs/decisions/0020-audit-log.md):
 * GET /api/manajemen/audit and /api/manajemen/audit/aktor, the super admin's only.
 *
 * Entries made by real staff calls (a faculty added and a rubric added and changed by a fresh super
 * admin, a portfolio verified by a fresh verifier) are found by each filter: target, actor, action,
 * target type, and the date range (WIB days; the last 30 days when none is sent). Paging and the
 * day-by-day read are checked on entries written with the audit mechanism itself at instants of a
 * past month no other test writes in (2003-03), so their pages are exact: newest first, no entry
 * twice or missing, the open end (`has_more`) until the entries end within the window, the WIB day
 * boundary. Then each refusal of the query with its message, and the role gate for every caller.
 */

import { auditEntry } from '@functions/lib/audit';
import { transact } from '@functions/lib/table';
import { auditRoutes } from '@shared/api/audit';
import { addDays, auditDiff, wibToday } from '@shared/domain/audit';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerTokens } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { freshStudent, type StudentAccount } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';
import { type Account, addExternal, decide, exclusiveAnak, namedAccount, verifierOf } from '../support/verifikasi';

interface Entry {
  id: string;
  at: string;
  action: string;
  target_type: string;
  target_id: string;
  actor_id: string;
  actor_nim: string;
  actor_nama: string;
  actor_role: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  catatan: string | null;
  request_id: string;
}
interface Answer {
  audit: { data: Entry[]; current_page: number; last_page: number; per_page: number; total: number; has_more: boolean };
  dari: string;
  sampai: string;
}

let superAdmin: Account;
let verifier: Account;
let student: StudentAccount;
let idFakultas = 0;
let idRubrik = 0;
let idPortofolio = 0;

const list = (query: Record<string, string | number | undefined>, token = superAdmin.token) =>
  api<Answer>('GET', '/api/manajemen/audit', { bearer: token, query });

async function ok(query: Record<string, string | number | undefined>): Promise<Answer> {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The seeded past month: 45 entries over WIB 1 to 6 March 2003, by a seeding account. */
const SEEDED_ACTIONS = ['prodi.update', 'fakultas.update', 'rubrik.update'] as const;
let seeded: { at: string; action: string; target_id: string }[] = [];

async function seedPastMonth(actor: Account) {
  const items = [];
  // nine a day over the UTC days 1..5 March, at hours 0, 2, ..., 16 (UTC), i.e. WIB 07:00 .. 23:00
  for (let day = 1; day <= 5; day++) {
    for (let k = 0; k < 9; k++) {
      const hour = k * 2;
      const at = `2003-03-0${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
      const action = SEEDED_ACTIONS[(day * 9 + k) % SEEDED_ACTIONS.length] as string;
      const target_id = String(900_000 + day * 10 + k);
      seeded.push({ at, action, target_id });
      items.push(
        auditEntry({
          actor: { auth: { userId: actor.user.id, nim: actor.nim, role: actor.user.role, user: actor.user }, requestId: 'seed' },
          action,
          target: { type: 'prodi', id: target_id },
          before: { nama_prodi: `Lama ${target_id}`, version: 1 },
          after: { nama_prodi: `Baru ${target_id}`, version: 2 },
          at,
        }),
      );
    }
  }
  // one at 18:30 UTC on 5 March: 01:30 WIB on 6 March (the WIB day, not the UTC one, counts)
  const late = { at: '2003-03-05T18:30:00.000Z', action: 'prodi.update', target_id: '900099' };
  seeded.push(late);
  items.push(
    auditEntry({
      actor: { auth: { userId: actor.user.id, nim: actor.nim, role: actor.user.role, user: actor.user }, requestId: 'seed' },
      action: late.action,
      target: { type: 'prodi', id: late.target_id },
      at: late.at,
    }),
  );
  for (let i = 0; i < items.length; i += 25) await transact(items.slice(i, i + 25));
  seeded = seeded.sort((a, b) => (a.at < b.at ? 1 : -1));
}

beforeAll(async () => {
  useStackEnv();
  const tag = Date.now().toString(36);
  superAdmin = await namedAccount('super admin', null, `Super Admin Audit ${tag}`);
  // a faculty added by the super admin
  const fak = await api<{ fakultas: { id_fakultas: number } }>('POST', '/api/fakultas/add', {
    bearer: superAdmin.token,
    body: { nama_fakultas: `Fakultas Audit ${tag}`, is_active: false },
  });
  expect(fak.status, JSON.stringify(fak.body)).toBe(201);
  idFakultas = fak.body.fakultas.id_fakultas;
  // a rubric added and changed by the super admin, in a program of its own: a demo program's
  // rubric without sub-rubrics would be one no student of it can meet (other tests rely on them)
  const program = await testProdi((await testFakultas(`Fakultas Rubrik Audit ${tag}`)).id_fakultas, `Prodi Audit ${tag}`);
  const add = await api<{ rubrik: { id_rubrik: number; version: number } }>('POST', '/api/rubrik/add', {
    bearer: superAdmin.token,
    body: { nama_rubrik: `Rubrik Audit ${tag}`, id_bidang_portofolio: 1, id_prodi: program.id_prodi, syarat_minimal_skp: 1 },
  });
  expect(add.status, JSON.stringify(add.body)).toBe(201);
  idRubrik = add.body.rubrik.id_rubrik;
  const upd = await api('PUT', `/api/rubrik/${idRubrik}/update`, {
    bearer: superAdmin.token,
    body: { nama_rubrik: `Rubrik Audit Baru ${tag}`, syarat_minimal_skp: 3, version: add.body.rubrik.version },
  });
  expect(upd.status, JSON.stringify(upd.body)).toBe(200);
  // a portfolio verified by a verifier
  const anak = await exclusiveAnak(1);
  verifier = await verifierOf([anak], `Verifikator Audit ${tag}`);
  student = await freshStudent(1);
  const p = await addExternal(student, anak);
  idPortofolio = p.id_portofolio;
  const verified = await decide(verifier.token, student.nim, idPortofolio, 'verify', {});
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  await seedPastMonth(await namedAccount('super admin', null, `Penyemai Audit ${tag}`));
});

describe('entries of real staff calls, by each filter', () => {
  it('by target: the rubric added then changed, newest first, with before and after', async () => {
    const answer = await ok({ target_type: 'rubrik', target_id: idRubrik });
    expect(answer.audit.data.map((e) => e.action)).toEqual(['rubrik.update', 'rubrik.create']);
    expect(answer.audit).toMatchObject({ current_page: 1, last_page: 1, total: 2, has_more: false });
    const [update, create] = answer.audit.data as [Entry, Entry];
    expect(update).toMatchObject({
      target_type: 'rubrik',
      target_id: String(idRubrik),
      actor_id: superAdmin.user.id,
      actor_nim: superAdmin.nim,
      actor_nama: superAdmin.user.nama,
      actor_role: 'super admin',
    });
    expect(create.before).toBeNull();
    expect(create.after?.nama_rubrik).toMatch(/^Rubrik Audit /);
    // the readable difference: the two fields changed, bookkeeping left out
    const diff = auditDiff(update.before, update.after);
    expect(diff.map((d) => d.field)).toEqual(['nama_rubrik', 'syarat_minimal_skp']);
    expect(diff[1]).toEqual({ field: 'syarat_minimal_skp', before: 1, after: 3 });
  });

  it("by actor: exactly the super admin's three entries, newest first", async () => {
    const answer = await ok({ actor: superAdmin.user.id });
    expect(answer.audit.data.map((e) => `${e.action} ${e.target_id}`)).toEqual([
      `rubrik.update ${idRubrik}`,
      `rubrik.create ${idRubrik}`,
      `fakultas.create ${idFakultas}`,
    ]);
    const times = answer.audit.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("by actor: the verifier's decision, with its target", async () => {
    const answer = await ok({ actor: verifier.user.id });
    expect(answer.audit.data).toHaveLength(1);
    expect(answer.audit.data[0]).toMatchObject({
      action: 'portofolio.verify',
      target_type: 'portofolio',
      target_id: String(idPortofolio),
      actor_role: 'verifikator',
    });
    expect(answer.audit.data[0]?.before?.id_status_portofolio).toBe(1);
    expect(answer.audit.data[0]?.after?.id_status_portofolio).toBe(2);
  });

  it('by action (read day by day over the default range): only that action, ours among them', async () => {
    const answer = await ok({ action: 'fakultas.create', paginate: 100 });
    expect(answer.audit.data.length).toBeGreaterThan(0);
    expect(answer.audit.data.every((e) => e.action === 'fakultas.create')).toBe(true);
    expect(answer.audit.data.some((e) => e.target_id === String(idFakultas))).toBe(true);
  });

  it('by actor and action together', async () => {
    const answer = await ok({ actor: superAdmin.user.id, action: 'rubrik.update' });
    expect(answer.audit.data.map((e) => e.target_id)).toEqual([String(idRubrik)]);
    expect(answer.audit.total).toBe(1);
  });

  it('by target type alone (and action): the portfolio decisions, ours among them', async () => {
    const answer = await ok({ target_type: 'portofolio', action: 'portofolio.verify', paginate: 100 });
    expect(answer.audit.data.every((e) => e.target_type === 'portofolio' && e.action === 'portofolio.verify')).toBe(true);
    expect(answer.audit.data.some((e) => e.target_id === String(idPortofolio))).toBe(true);
  });

  it('by target type with an actor: the actor partition, narrowed to the type', async () => {
    const answer = await ok({ actor: superAdmin.user.id, target_type: 'fakultas' });
    expect(answer.audit.data.map((e) => `${e.action} ${e.target_id}`)).toEqual([`fakultas.create ${idFakultas}`]);
  });

  it('an unknown action or target finds nothing (200, an empty page)', async () => {
    expect((await ok({ action: 'tidak.ada' })).audit).toMatchObject({ data: [], total: 0, last_page: 1, has_more: false });
    expect((await ok({ target_type: 'rubrik', target_id: '99999999' })).audit.data).toEqual([]);
  });

  it('no range: the last 30 days up to today (WIB), said in the answer; today is found, yesterday and before excluded', async () => {
    const today = wibToday();
    const answer = await ok({ actor: superAdmin.user.id });
    expect({ dari: answer.dari, sampai: answer.sampai }).toEqual({ dari: addDays(today, -29), sampai: today });
    expect((await ok({ actor: superAdmin.user.id, dari: today, sampai: today })).audit.total).toBe(3);
    expect((await ok({ actor: superAdmin.user.id, dari: addDays(today, -40), sampai: addDays(today, -1) })).audit.data).toEqual([]);
    expect((await ok({ target_type: 'rubrik', target_id: idRubrik, sampai: addDays(today, -1) })).audit.data).toEqual([]);
    // only a start: up to today
    const fromYesterday = await ok({ target_type: 'rubrik', target_id: idRubrik, dari: addDays(today, -1) });
    expect(fromYesterday.sampai).toBe(today);
    expect(fromYesterday.audit.total).toBe(2);
  });
});

describe('paging and the date range over the seeded month (2003-03)', () => {
  const RANGE = { dari: '2003-03-01', sampai: '2003-03-06' };

  it('pages of 10, newest first: an open end until the entries end within two pages ahead, then exact', async () => {
    const first = await ok({ ...RANGE, paginate: 10, page: 1 });
    expect(first.audit).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 30, has_more: true });
    const third = await ok({ ...RANGE, paginate: 10, page: 3 });
    expect(third.audit).toMatchObject({ current_page: 3, last_page: 5, total: 46, has_more: false });
    const pages = [first];
    for (let page = 2; page <= 5; page++) pages.push(await ok({ ...RANGE, paginate: 10, page }));
    const all = pages.flatMap((p) => p.audit.data);
    expect(all.map((e) => e.at)).toEqual(seeded.map((s) => s.at));
    expect(new Set(all.map((e) => e.id)).size).toBe(46);
    expect(pages[4]?.audit.data).toHaveLength(6);
    // past the end: an empty page, the count still exact
    expect((await ok({ ...RANGE, paginate: 10, page: 6 })).audit).toMatchObject({ data: [], total: 46, has_more: false });
  });

  it('the action filter on the entries read: exact counts, each page full until the last', async () => {
    for (const action of SEEDED_ACTIONS) {
      const want = seeded.filter((s) => s.action === action);
      const answer = await ok({ ...RANGE, action, paginate: 100 });
      expect(answer.audit.data.map((e) => e.at)).toEqual(want.map((s) => s.at));
      expect(answer.audit).toMatchObject({ total: want.length, last_page: 1, has_more: false });
    }
    const small = await ok({ ...RANGE, action: 'prodi.update', paginate: 5, page: 2 });
    expect(small.audit.data.map((e) => e.at)).toEqual(
      seeded
        .filter((s) => s.action === 'prodi.update')
        .slice(5, 10)
        .map((s) => s.at),
    );
  });

  it('WIB days: 01:30 WIB on 6 March belongs to the 6th, 23:00 WIB on the 1st to the 1st', async () => {
    const sixth = await ok({ dari: '2003-03-06', sampai: '2003-03-06' });
    expect(sixth.audit.data.map((e) => e.at)).toEqual(['2003-03-05T18:30:00.000Z']);
    const fifth = await ok({ dari: '2003-03-05', sampai: '2003-03-05' });
    expect(fifth.audit.data.map((e) => e.at)).toEqual(
      seeded.filter((s) => s.at.startsWith('2003-03-05T') && s.at < '2003-03-05T17').map((s) => s.at),
    );
    const firstDay = await ok({ dari: '2003-03-01', sampai: '2003-03-01' });
    expect(firstDay.audit.total).toBe(9);
    expect(firstDay.audit.data.at(0)?.at).toBe('2003-03-01T16:00:00.000Z');
    // the day before: nothing of ours (the first entry is 07:00 WIB on the 1st)
    expect((await ok({ dari: '2003-02-01', sampai: '2003-02-28' })).audit.data).toEqual([]);
  });

  it('a target of the seeded month is found only with a range that covers it', async () => {
    const one = seeded.find((s) => s.target_id === '900013') ?? expect.unreachable();
    expect((await ok({ target_type: 'prodi', target_id: one.target_id })).audit.data).toEqual([]);
    const found = await ok({ target_type: 'prodi', target_id: one.target_id, ...RANGE });
    expect(found.audit.data.map((e) => e.at)).toEqual([one.at]);
    expect(found.audit.data[0]).toMatchObject({
      before: { nama_prodi: 'Lama 900013', version: 1 },
      after: { nama_prodi: 'Baru 900013', version: 2 },
    });
  });

  it('an actor over more than 366 days is read from their partition', async () => {
    const answer = await ok({ actor: superAdmin.user.id, dari: '2001-01-01' });
    expect(answer.audit.total).toBe(3);
  });
});

describe('refusals of the query (422 with the message)', () => {
  it.each([
    ['an ID without a target type', { target_id: '5' }, { target_type: [MSG.auditTargetTypeRequired] }],
    ['an end before the start', { dari: '2003-03-05', sampai: '2003-03-04' }, { sampai: [MSG.auditRangeOrder] }],
    ['a day that does not exist', { dari: '2003-02-30' }, { dari: [MSG.auditDayFormat] }],
    ['a day in another format', { sampai: '05/03/2003' }, { sampai: [MSG.auditDayFormat] }],
    ['more than 366 days read day by day', { dari: '2001-01-01', sampai: '2002-01-02' }, { dari: [MSG.auditRangeTooLong] }],
    ['a page that is not a number', { page: 'x' }, { page: [MSG.mustBeNumber] }],
  ])('%s', async (_, query, message) => {
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
  });

  it('366 days exactly are read', async () => {
    expect((await list({ dari: '2002-01-01', sampai: '2003-01-01' })).status).toBe(200);
  });
});

describe('the actors to filter by', () => {
  it('the staff accounts by name, with their role; students are not listed', async () => {
    const res = await api<{ aktor: { id: string; nim: string; nama: string; role: string }[] }>('GET', '/api/manajemen/audit/aktor', {
      bearer: superAdmin.token,
    });
    expect(res.status).toBe(200);
    const ids = res.body.aktor.map((a) => a.id);
    expect(res.body.aktor).toContainEqual({ id: superAdmin.user.id, nim: superAdmin.nim, nama: superAdmin.user.nama, role: 'super admin' });
    expect(res.body.aktor).toContainEqual({ id: verifier.user.id, nim: verifier.nim, nama: verifier.user.nama, role: 'verifikator' });
    expect(ids).not.toContain(student.user.id);
    expect(res.body.aktor.every((a) => a.role !== 'mahasiswa')).toBe(true);
    const names = res.body.aktor.map((a) => a.nama);
    expect([...names].sort((a, b) => a.localeCompare(b, 'id'))).toEqual(names);
  });
});

describe('authorization: the super admin only', () => {
  const tokens = new Map<Caller, string | undefined>();
  beforeAll(async () => {
    for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
  });

  it('both routes are gated to the super admin', () => {
    for (const route of Object.values(auditRoutes)) expect(route.access).toEqual(['super admin']);
  });

  describe.each([
    ['auditList', '/api/manajemen/audit'],
    ['auditAktor', '/api/manajemen/audit/aktor'],
  ])('%s', (_, path) => {
    it.each(CALLERS)('caller: %s', async (caller) => {
      const res = await api('GET', path, { bearer: tokens.get(caller) });
      const want =
        caller === 'none'
          ? { status: 401, message: MSG.notSignedIn }
          : caller === 'deactivated' || caller === 'old-token'
            ? { status: 401, message: MSG.sessionExpired }
            : caller === 'super admin'
              ? { status: 200 }
              : { status: 403, message: MSG.forbidden };
      expect({ caller, status: res.status }).toEqual({ caller, status: want.status });
      if ('message' in want) expect(res.body).toEqual({ message: want.message });
    });
  });
});
