/**
 * The decision, PUT /api/portofolio/user/{nim}/{id}/verify and /reject: only a waiting (1) or changed (3) portfolio is decided; a rejection needs a
 * note; a stale version or a second decision at the same moment answers 409; a refusal writes
 * nothing (no portfolio change, no counter, no audit entry, no notification). A decision moves the
 * student's points, the counters (the student's, per category, the program's and university's, the
 * status counters of the program and of the sub-rubric) and the public profile and search, in the
 * same transaction: each is compared with a recount or with the exact delta.
 */
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { MSG, tooLong } from '@shared/messages';
import { CATATAN_MAX } from '@shared/validation/verifikasi';
import { beforeAll, describe, expect, it } from 'vitest';
import { countersOf, freshStudent, nonZeroStats, recount, type StudentAccount, setStatus, snapshot } from '../support/portofolio';
import { searchPortfolios, uniqueWord } from '../support/search-data';
import { api, useStackEnv } from '../support/stack';
import {
  type Account,
  addExternal,
  auditOf,
  counterDelta,
  type Decision,
  decide,
  editPortfolio,
  exclusiveAnak,
  notificationsOf,
  queue,
  type StudentRow,
  statusCounters,
  storedPortfolio,
  verifierOf,
} from '../support/verifikasi';

let anak: AnakRubrikItem;
let verifier: Account;

beforeAll(async () => {
  useStackEnv();
  anak = await exclusiveAnak(1);
  verifier = await verifierOf([anak]);
});

const MESSAGE: Record<Decision, string> = { verify: MSG.portfolioVerified, reject: MSG.portfolioRejected };
const NEW_STATUS: Record<Decision, number> = { verify: 2, reject: 4 };
const bodyOf = (d: Decision) => (d === 'reject' ? { catatan: 'Bukti tidak terbaca.' } : {});

/** Runs `call` and shows it changed nothing: the student's items, the counters, the audit log, the notifications. */
async function unchanged<T>(s: StudentAccount, ids: number[], call: () => Promise<T>): Promise<T> {
  const read = async () => ({
    snapshot: await snapshot(s.user.id, s.user.id_prodi ?? 1),
    audit: await Promise.all(ids.map(auditOf)),
    notifikasi: await notificationsOf(s.user.id),
    status: await statusCounters(s.user.id_prodi ?? 1, [anak.id_anak_rubrik]),
  });
  const before = await read();
  const result = await call();
  expect(await read()).toEqual(before);
  return result;
}

/** The student's counters equal a recount; the program's moved by exactly `moved` since `start`. */
async function countersAgree(s: StudentAccount, start?: Awaited<ReturnType<typeof countersOf>>, moved?: { total: number; belum: number }) {
  const [c, r] = await Promise.all([countersOf(s.user.id, 1), recount(s.user.id)]);
  expect({ skp: c.skp, jumlah: c.jumlah_portofolio, stats: nonZeroStats(c.stats) }).toEqual({
    skp: r.skp,
    jumlah: r.jumlah_portofolio,
    stats: r.stats,
  });
  if (start && moved) {
    const delta = (x: typeof c) => ({
      total: x.prodi.total,
      belum: x.prodi.belum_diverifikasi,
      allTotal: x.all.total,
      allBelum: x.all.belum_diverifikasi,
    });
    const [a, b] = [delta(start), delta(c)];
    expect({ total: b.total - a.total, belum: b.belum - a.belum, allTotal: b.allTotal - a.allTotal, allBelum: b.allBelum - a.allBelum }).toEqual({
      ...moved,
      allTotal: moved.total,
      allBelum: moved.belum,
    });
  }
}

/** A status-counter delta of one portfolio moving from status `from` to `to` (0: none). */
function moveOf(from: number, to: number) {
  const v = [0, 0, 0, 0];
  if (from) v[from - 1] = (v[from - 1] ?? 0) - 1;
  if (to) v[to - 1] = (v[to - 1] ?? 0) + 1;
  return v;
}

describe('verify and reject, for every status', () => {
  it.each([1, 2, 3, 4] as const)('a portfolio of status %i', async (status) => {
    const s = await freshStudent(1);
    for (const d of ['verify', 'reject'] as const) {
      const p = await addExternal(s, anak, { points: 3 });
      if (status !== 1) await setStatus(p.id_portofolio, status);
      const before = await storedPortfolio(p.id_portofolio);
      if (status === 2 || status === 4) {
        const res = await unchanged(s, [p.id_portofolio], () => decide(verifier.token, s.nim, p.id_portofolio, d, bodyOf(d)));
        expect({ d, status: res.status, body: res.body }).toEqual({ d, status: 409, body: { message: MSG.verifyNotAwaiting } });
        continue;
      }
      const [counters, statuses] = [await countersOf(s.user.id, 1), await statusCounters(1, [anak.id_anak_rubrik])];
      const res = await decide(verifier.token, s.nim, p.id_portofolio, d, bodyOf(d));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MESSAGE[d]);
      expect(res.body.portofolio).toMatchObject({
        id_portofolio: p.id_portofolio,
        status_portofolio: NEW_STATUS[d],
        catatan: d === 'reject' ? 'Bukti tidak terbaca.' : null,
        verified_by: 'Verifikator Uji',
        version: (before?.version ?? 0) + 1,
      });
      const after = await storedPortfolio(p.id_portofolio);
      expect(after).toMatchObject({
        id_status_portofolio: NEW_STATUS[d],
        verified_by: verifier.user.id,
        verified_at: res.body.portofolio?.verified_at,
      });
      // the counters: the points count once accepted; one fewer waiting in the program and the university
      await countersAgree(s, counters, { total: 0, belum: -1 });
      const move = moveOf(status, NEW_STATUS[d]);
      expect(counterDelta(statuses, await statusCounters(1, [anak.id_anak_rubrik]))).toEqual({
        prodi: move,
        all: move,
        anak: { [anak.id_anak_rubrik]: move },
      });
      // the item sits in its new queue partitions (GSI keys of the new status and time)
      const { portofolioIndexAttributes } = await import('@functions/domain/portofolio/repo');
      if (!after) throw new Error('gone');
      expect(after).toMatchObject(portofolioIndexAttributes(after));
    }
    expect((await countersOf(s.user.id, 1)).skp).toBe(status === 2 ? 6 : status === 1 || status === 3 ? 3 : 0);
  });
});

describe('the note', () => {
  let s: StudentAccount;
  let p: StudentRow;
  beforeAll(async () => {
    s = await freshStudent(1);
    p = await addExternal(s, anak);
  });

  it('a rejection without a note (missing, null, empty, blank) is 422 and changes nothing', async () => {
    for (const body of [{}, { catatan: null }, { catatan: '' }, { catatan: '  \n ' }]) {
      const res = await unchanged(s, [p.id_portofolio], () => decide(verifier.token, s.nim, p.id_portofolio, 'reject', body));
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 422,
        answer: { message: { catatan: [MSG.verifyNoteRequired] } },
      });
    }
  });

  it(`a note over ${CATATAN_MAX} characters is 422 for both decisions and changes nothing`, async () => {
    for (const d of ['verify', 'reject'] as const) {
      const res = await unchanged(s, [p.id_portofolio], () =>
        decide(verifier.token, s.nim, p.id_portofolio, d, { catatan: 'x'.repeat(CATATAN_MAX + 1) }),
      );
      expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { message: { catatan: [tooLong(CATATAN_MAX)] } } });
    }
  });

  it('an acceptance keeps its (trimmed) note', async () => {
    const q = await addExternal(s, anak);
    const res = await decide(verifier.token, s.nim, q.id_portofolio, 'verify', { catatan: '  Bukti lengkap, terima kasih.  ' });
    expect(res.body.portofolio?.catatan).toBe('Bukti lengkap, terima kasih.');
    expect((await storedPortfolio(q.id_portofolio))?.catatan).toBe('Bukti lengkap, terima kasih.');
  });

  it('the student reads the rejection note in their list; their edit sends it back to the queue as changed (3)', async () => {
    const res = await decide(verifier.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Sertifikat tidak bertanda tangan.' });
    expect(res.status).toBe(200);
    const list = await api<{ portofolio: { data: StudentRow[] } }>('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token });
    expect(list.body.portofolio.data.find((r) => r.id_portofolio === p.id_portofolio)).toMatchObject({
      id_status_portofolio: 4,
      catatan: 'Sertifikat tidak bertanda tangan.',
      version: 2,
    });
    const edited = await editPortfolio(s, p, 'Sertifikat bertanda tangan');
    expect(edited.status).toBe(200);
    expect(edited.body.portofolio.id_status_portofolio).toBe(3);
    const waiting = await queue(verifier.token, { status: 1, nim: s.nim });
    expect(waiting.body.portofolio.data.map((r) => [r.id_portofolio, r.status_portofolio, r.judul])).toEqual([
      [p.id_portofolio, 3, 'Sertifikat bertanda tangan'],
    ]);
    expect((await queue(verifier.token, { status: 3, nim: s.nim })).body.portofolio.total).toBe(1);
    expect((await queue(verifier.token, { status: 4, nim: s.nim })).body.portofolio.total).toBe(0);
    // and it may be decided again
    expect((await decide(verifier.token, s.nim, p.id_portofolio, 'verify', { version: 3 })).status).toBe(200);
  });
});

describe('the version', () => {
  it('a stale version is 409 and changes nothing; the current one goes through', async () => {
    const s = await freshStudent(1);
    const p = await addExternal(s, anak);
    for (const version of [p.version + 1, 99]) {
      const res = await unchanged(s, [p.id_portofolio], () => decide(verifier.token, s.nim, p.id_portofolio, 'verify', { version }));
      expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { message: MSG.verifyStale } });
    }
    // the verifier opened version 1; the student edits meanwhile
    const shown = (await queue(verifier.token, { status: 1, nim: s.nim })).body.portofolio.data[0];
    expect(shown?.version).toBe(1);
    expect((await editPortfolio(s, p, 'Judul diubah saat diperiksa')).status).toBe(200);
    const res = await unchanged(s, [p.id_portofolio], () =>
      decide(verifier.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Kurang jelas', version: shown?.version }),
    );
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { message: MSG.verifyStale } });
    const fresh = await decide(verifier.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Kurang jelas', version: 2 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.portofolio).toMatchObject({ judul: 'Judul diubah saat diperiksa', status_portofolio: 4, version: 3 });
  });
});

describe('two decisions at the same moment', () => {
  it.each([
    ['verify', 'reject'],
    ['reject', 'verify'],
    ['verify', 'verify'],
    ['reject', 'reject'],
  ] as const)('%s and %s: exactly one goes through, the other is 409; the state is consistent', async (a, b) => {
    const s = await freshStudent(1);
    const p = await addExternal(s, anak, { points: 4 });
    const [counters, statuses] = [await countersOf(s.user.id, 1), await statusCounters(1, [anak.id_anak_rubrik])];
    const other = await verifierOf([anak], 'Verifikator Kedua');
    const answers = await Promise.all([
      decide(verifier.token, s.nim, p.id_portofolio, a, bodyOf(a)),
      decide(other.token, s.nim, p.id_portofolio, b, bodyOf(b)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect([MSG.verifyStale, MSG.verifyNotAwaiting]).toContain((loser?.body as { message?: string } | undefined)?.message);
    const winner = answers[0]?.status === 200 ? a : b;
    const stored = await storedPortfolio(p.id_portofolio);
    expect(stored).toMatchObject({ id_status_portofolio: NEW_STATUS[winner], version: 2 });
    const audit = await auditOf(p.id_portofolio);
    expect(audit.map((e) => e.action)).toEqual(['portofolio.create', `portofolio.${winner}`]);
    expect((await notificationsOf(s.user.id)).map((n) => n.jenis)).toEqual([winner === 'verify' ? 'portofolio-diterima' : 'portofolio-ditolak']);
    await countersAgree(s, counters, { total: 0, belum: -1 });
    expect((await countersOf(s.user.id, 1)).skp).toBe(winner === 'verify' ? 4 : 0);
    const move = moveOf(1, NEW_STATUS[winner]);
    expect(counterDelta(statuses, await statusCounters(1, [anak.id_anak_rubrik]))).toEqual({
      prodi: move,
      all: move,
      anak: { [anak.id_anak_rubrik]: move },
    });
  });
});

describe('the public profile and search follow the decision', () => {
  it('an accepted, shown portfolio is public; a rejected one is not; hidden, the accepted one is not either', async () => {
    const s = await freshStudent(1);
    const tag = uniqueWord();
    const accepted = await addExternal(s, anak, { judul: `Juara Lomba ${tag}`, judul_inggris: `Contest Winner ${tag}` });
    const rejected = await addExternal(s, anak, { judul: `Peserta Lomba ${tag}`, judul_inggris: null });
    const show = async () =>
      (
        await api<{ data: { portofolio: Array<{ judul: string }> } }>('GET', '/api/mahasiswa/show', { query: { nim: s.nim } })
      ).body.data.portofolio.map((x) => x.judul);
    const found = async () => (await searchPortfolios(tag)).body.users.data.flatMap((u) => u.portofolio.map((x) => x.judul));
    expect(await show()).toEqual([]);
    expect(await found()).toEqual([]);

    const start = await countersOf(s.user.id, 1);
    expect((await decide(verifier.token, s.nim, accepted.id_portofolio, 'verify')).status).toBe(200);
    await countersAgree(s, start, { total: 0, belum: -1 });
    expect(await show()).toEqual([`Juara Lomba ${tag}`]);
    expect(await found()).toEqual([`Juara Lomba ${tag}`]);

    expect((await decide(verifier.token, s.nim, rejected.id_portofolio, 'reject', { catatan: 'Bukan juara' })).status).toBe(200);
    await countersAgree(s, start, { total: 0, belum: -2 });
    expect(await show()).toEqual([`Juara Lomba ${tag}`]);
    expect(await found()).toEqual([`Juara Lomba ${tag}`]);

    expect((await api('PUT', `/api/portofolio/user/${s.nim}/${accepted.id_portofolio}/hide`, { bearer: s.token })).status).toBe(200);
    expect(await show()).toEqual([]);
    expect(await found()).toEqual([]);
    await countersAgree(s, start, { total: 0, belum: -2 });
  });
});
