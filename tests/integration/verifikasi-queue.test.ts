/**
 * The verification queue, GET /api/portofolio (docs/decisions/0019-verification-queue-and-decision.md;
 * pending 7 a page). Status 1 is the Menunggu card: the new (1) and the changed
 * (3) portfolios, oldest change first; 2 and 4 are the Diterima and Ditolak cards, newest first.
 * Each caller sees their scope: a verifier their assigned sub-rubrics, an admin jurusan their
 * program, the super admin everything (or one program). The table is shared with every other test
 * file, so the exact expectations use a sub-rubric only this file knows (a verifier's queue), the
 * NIM filter on fresh students, or the counters' deltas.
 */
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogEntry, catalogOf, freshStudent, type StudentAccount } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';
import {
  type Account,
  addExternal,
  addInternal,
  decide,
  editPortfolio,
  exclusiveAnak,
  namedAccount,
  type QueuePage,
  queue,
  type StudentRow,
  verifierOf,
} from '../support/verifikasi';

let anak: AnakRubrikItem;
let verifier: Account;
let superAdmin: Account;
let admin1: Account;
let s1: StudentAccount;
let s2: StudentAccount;
let catalog1: CatalogEntry[];
/** p[0..11]: added in this order by s1 (even) and s2 (odd), all in the file's own sub-rubric. */
let p: StudentRow[];
const TAG = `Qzv${Date.now().toString(36)}`;

const ids = (page: QueuePage) => page.data.map((r) => r.id_portofolio);
const idOf = (i: number) => (p[i] as StudentRow).id_portofolio;

beforeAll(async () => {
  useStackEnv();
  catalog1 = await catalogOf(1);
  anak = await exclusiveAnak(1);
  [verifier, superAdmin, admin1, s1, s2] = await Promise.all([
    verifierOf([anak]),
    namedAccount('super admin', null, 'Super Admin Uji'),
    namedAccount('admin jurusan', 1, 'Admin Prodi Satu'),
    namedAccount('mahasiswa', 1, 'Sri Rahayu'),
    namedAccount('mahasiswa', 1, 'Budi Santoso'),
  ]);
  p = [];
  for (let i = 0; i < 12; i++) {
    const s = i % 2 === 0 ? s1 : s2;
    p.push(await addExternal(s, anak, { judul: `Lomba ${TAG} Nomor ${i}`, judul_inggris: `Contest ${i}`, points: 1 + (i % 3) }));
  }
  // 0 and 1 rejected, 2 and 3 accepted (in this order), then 0 edited: back as changed (3), changed last
  const nimOf = (i: number) => (i % 2 === 0 ? s1.nim : s2.nim);
  for (const [i, d] of [
    [0, 'reject'],
    [1, 'reject'],
    [2, 'verify'],
    [3, 'verify'],
  ] as const) {
    const res = await decide(verifier.token, nimOf(i), idOf(i), d, d === 'reject' ? { catatan: `Catatan ${i}` } : {});
    expect(res.status).toBe(200);
  }
  expect((await editPortfolio(s1, p[0] as StudentRow, `Lomba ${TAG} Nomor 0 diperbaiki`)).status).toBe(200);
});

describe('a verifier queue (their sub-rubrics only)', () => {
  it('status 1 holds the waiting and the changed ones, oldest change first, 7 a page', async () => {
    const first = await queue(verifier.token, { status: 1 });
    expect(first.status).toBe(200);
    expect({ ...first.body.portofolio, data: ids(first.body.portofolio) }).toEqual({
      data: [4, 5, 6, 7, 8, 9, 10].map(idOf),
      current_page: 1,
      last_page: 2,
      per_page: 7,
      total: 9,
    });
    const second = await queue(verifier.token, { status: 1, page: 2 });
    expect({ ...second.body.portofolio, data: ids(second.body.portofolio) }).toEqual({
      data: [11, 0].map(idOf),
      current_page: 2,
      last_page: 2,
      per_page: 7,
      total: 9,
    });
    expect(second.body.portofolio.data.map((r) => r.status_portofolio)).toEqual([1, 3]);
    // no status is status 1
    expect(ids((await queue(verifier.token)).body.portofolio)).toEqual(ids(first.body.portofolio));
    const beyond = await queue(verifier.token, { status: 1, page: 3 });
    expect(beyond.body.portofolio).toEqual({ data: [], current_page: 3, last_page: 2, per_page: 7, total: 9 });
  });

  it('paginate sets the page size', async () => {
    const res = await queue(verifier.token, { status: 1, paginate: 2, page: 2 });
    expect({ ...res.body.portofolio, data: ids(res.body.portofolio) }).toEqual({
      data: [6, 7].map(idOf),
      current_page: 2,
      last_page: 5,
      per_page: 2,
      total: 9,
    });
  });

  it('status 3 alone lists the changed ones; 2 and 4 list the decided ones newest first', async () => {
    const only = async (status: string) => {
      const res = await queue(verifier.token, { status });
      expect(res.status).toBe(200);
      return { ids: ids(res.body.portofolio), total: res.body.portofolio.total, statuses: res.body.portofolio.data.map((r) => r.status_portofolio) };
    };
    expect(await only('3')).toEqual({ ids: [idOf(0)], total: 1, statuses: [3] });
    expect(await only('2')).toEqual({ ids: [idOf(3), idOf(2)], total: 2, statuses: [2, 2] });
    expect(await only('4')).toEqual({ ids: [idOf(1)], total: 1, statuses: [4] });
    expect(await only('2,4')).toEqual({ ids: [idOf(3), idOf(2), idOf(1)], total: 3, statuses: [2, 2, 4] });
  });

  it('a row carries the names, the points against the maximum, the decision and a URL that downloads the PDF', async () => {
    const res = await queue(verifier.token, { status: 4 });
    const row = res.body.portofolio.data[0];
    {
      const { masterRepo } = await import('@functions/domain/master/repo');
      const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
      const [prodi, bidang, rubrik] = await Promise.all([
        masterRepo.getProdi(1),
        rubrikRepo.getBidang(anak.id_bidang_portofolio),
        rubrikRepo.getRubrik(anak.id_rubrik),
      ]);
      const added = p[1] as StudentRow;
      expect(row).toEqual({
        id_portofolio: added.id_portofolio,
        nim: s2.nim,
        nama_mahasiswa: 'Budi Santoso',
        id_prodi: 1,
        nama_prodi: prodi?.nama_prodi,
        jenjang: prodi?.jenjang,
        judul: `Lomba ${TAG} Nomor 1`,
        judul_inggris: 'Contest 1',
        judul_portofolio: `Lomba ${TAG} Nomor 1`,
        tanggal_terbit: '2024-03-01',
        id_bidang_portofolio: anak.id_bidang_portofolio,
        nama_bidang_portofolio: bidang?.nama_bidang_portofolio,
        id_rubrik: anak.id_rubrik,
        nama_rubrik: rubrik?.nama_rubrik,
        id_anak_rubrik: anak.id_anak_rubrik,
        nama_anak_rubrik: anak.nama_anak_rubrik,
        bobot_skp_portofolio: 2,
        bobot_maksimal_skp_tiap_portofolio: 10,
        status_portofolio: 4,
        id_kegiatan_ppk: null,
        dokumen_portofolio: expect.stringMatching(/X-Amz-Signature=/),
        dokumen_verifikasi: null,
        catatan: 'Catatan 1',
        verified_by: 'Verifikator Uji',
        verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        created_at: expect.any(String),
        updated_at: row?.verified_at,
        version: 2,
      });
    }
    const pdf = await fetch(row?.dokumen_portofolio ?? '');
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('judul finds either title, whatever the case; with the status and pages as usual', async () => {
    const upper = await queue(verifier.token, { status: 1, judul: `${TAG.toUpperCase()} NOMOR 1` });
    // "Nomor 1" also matches "Nomor 10" and "Nomor 11"; 1 itself is rejected
    expect({ ids: ids(upper.body.portofolio), total: upper.body.portofolio.total }).toEqual({ ids: [10, 11].map(idOf), total: 2 });
    const english = await queue(verifier.token, { status: '2,4', judul: 'contest 3' });
    expect({ ids: ids(english.body.portofolio), total: english.body.portofolio.total }).toEqual({ ids: [idOf(3)], total: 1 });
    const changed = await queue(verifier.token, { status: 1, judul: 'DIPERBAIKI' });
    expect(ids(changed.body.portofolio)).toEqual([idOf(0)]);
    const paged = await queue(verifier.token, { status: 1, judul: TAG.toLowerCase(), paginate: 4, page: 3 });
    expect({ ...paged.body.portofolio, data: ids(paged.body.portofolio) }).toEqual({
      data: [idOf(0)],
      current_page: 3,
      last_page: 3,
      per_page: 4,
      total: 9,
    });
    expect((await queue(verifier.token, { status: 1, judul: 'QzTidakAdaJudulIni' })).body.portofolio).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 7,
      total: 0,
    });
  });

  it('nim lists one student, exactly (any case), in queue order', async () => {
    const res = await queue(verifier.token, { status: 1, nim: s2.nim.toLowerCase() });
    expect({ ...res.body.portofolio, data: ids(res.body.portofolio) }).toEqual({
      data: [5, 7, 9, 11].map(idOf),
      current_page: 1,
      last_page: 1,
      per_page: 7,
      total: 4,
    });
    const both = await queue(verifier.token, { status: 1, nim: s1.nim, judul: 'diperbaiki' });
    expect(ids(both.body.portofolio)).toEqual([idOf(0)]);
    expect((await queue(verifier.token, { status: 1, nim: s1.nim.slice(0, -1) })).body.portofolio.total).toBe(0);
    expect((await queue(verifier.token, { status: 1, nim: verifier.nim })).body.portofolio.total).toBe(0);
  });

  it('a verifier with no sub-rubric has an empty queue; one of other sub-rubrics does not see these', async () => {
    const none = await verifierOf([]);
    const other = await verifierOf([(catalog1[0] as CatalogEntry).anak]);
    for (const status of ['1', '2', '4', '2,4']) {
      expect((await queue(none.token, { status })).body.portofolio).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 7, total: 0 });
    }
    expect((await queue(other.token, { status: 1, nim: s1.nim })).body.portofolio.total).toBe(0);
  });
});

describe('the admins queues', () => {
  it('an admin jurusan sees their program: the newest waiting one is last, and a new one adds exactly one', async () => {
    const before = (await queue(admin1.token, { status: 1 })).body.portofolio;
    const s = await freshStudent(1);
    const added = await addExternal(s, (catalog1[0] as CatalogEntry).anak, { judul: `Seminar ${TAG} Admin` });
    const after = (await queue(admin1.token, { status: 1 })).body.portofolio;
    expect(after.total).toBe(before.total + 1);
    expect(after.last_page).toBe(Math.ceil(after.total / 7));
    const last = await queue(admin1.token, { status: 1, page: after.last_page });
    expect(last.body.portofolio.data.at(-1)?.id_portofolio).toBe(added.id_portofolio);
    expect(last.body.portofolio.data.every((r) => r.id_prodi === 1)).toBe(true);
    // a decision is the newest of its card
    expect((await decide(admin1.token, s.nim, added.id_portofolio, 'verify')).status).toBe(200);
    const accepted = await queue(admin1.token, { status: 2 });
    expect(accepted.body.portofolio.data[0]).toMatchObject({
      id_portofolio: added.id_portofolio,
      status_portofolio: 2,
      verified_by: 'Admin Prodi Satu',
    });
    expect((await queue(admin1.token, { status: 1 })).body.portofolio.total).toBe(before.total);
    // its own program as the filter is allowed; another program is not
    expect((await queue(admin1.token, { status: 1, id_prodi: 1 })).body.portofolio.total).toBe(before.total);
    const other = await queue(admin1.token, { status: 1, id_prodi: 2 });
    expect({ status: other.status, body: other.body }).toEqual({ status: 403, body: { message: MSG.prodiOutOfScope } });
  });

  it('the admin jurusan of program 1 does not see a program 2 portfolio; the super admin does, and filters by program', async () => {
    const s = await namedAccount('mahasiswa', 2, 'Dewi Lestari');
    const catalog2 = await catalogOf(2);
    const added = await addInternal(s, catalog2.find((c) => c.kegiatan.length > 0) as CatalogEntry);
    expect((await queue(admin1.token, { status: 1, nim: s.nim })).body.portofolio.total).toBe(0);

    const all = await queue(superAdmin.token, { status: 1, nim: s.nim });
    expect(ids(all.body.portofolio)).toEqual([added.id_portofolio]);
    const row = all.body.portofolio.data[0];
    expect(row).toMatchObject({
      nim: s.nim,
      nama_mahasiswa: 'Dewi Lestari',
      id_prodi: 2,
      id_kegiatan_ppk: added.id_kegiatan_ppk,
      dokumen_portofolio: null,
    });
    // an internal activity's evidence is its document
    const doc = await fetch(row?.dokumen_verifikasi ?? 'http://invalid.invalid/');
    expect(doc.status).toBe(200);
    expect(
      Buffer.from(await doc.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    expect(ids((await queue(superAdmin.token, { status: 1, nim: s.nim, id_prodi: 2 })).body.portofolio)).toEqual([added.id_portofolio]);
    expect((await queue(superAdmin.token, { status: 1, nim: s.nim, id_prodi: 1 })).body.portofolio.total).toBe(0);
    const program2 = await queue(superAdmin.token, { status: 1, id_prodi: 2, paginate: 100 });
    expect(program2.body.portofolio.total).toBeGreaterThan(0);
    expect(new Set(program2.body.portofolio.data.map((r) => r.id_prodi))).toEqual(new Set([2]));
    // the newest waiting one of the university is at the end of the queue (among the last two
    // pages: a portfolio another file's work changes meanwhile may come after it)
    const everything = (await queue(superAdmin.token, { status: 1 })).body.portofolio;
    const lastTwo = await Promise.all(
      [everything.last_page - 1, everything.last_page].filter((p) => p >= 1).map((page) => queue(superAdmin.token, { status: 1, page })),
    );
    expect(lastTwo.flatMap((r) => ids(r.body.portofolio))).toContain(added.id_portofolio);
    const { statistikRepo } = await import('@functions/lib/projections/reads');
    const counters = await statistikRepo.prodiCounters(2);
    expect(program2.body.portofolio.total).toBe((counters.portofolio_status_1 ?? 0) + (counters.portofolio_status_3 ?? 0));
  });
});

describe('refusals', () => {
  it("verifiable=1 (the scripted callers' flag) and 0 change nothing: the queue is always what the caller may decide; another value is 422", async () => {
    // a document link is signed when answered: two answers a second apart differ in its signature only
    const unsigned = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/\?X-Amz-[^"]*/g, ''));
    const plain = await queue(verifier.token, { status: 1 });
    for (const verifiable of ['1', '0']) {
      const res = await queue(verifier.token, { status: 1, verifiable });
      expect({ status: res.status, body: unsigned(res.body) }).toEqual({ status: 200, body: unsigned(plain.body) });
    }
    const bad = await queue(verifier.token, { status: 1, verifiable: '2' });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 422, body: { message: { verifiable: [MSG.mustBeNumber] } } });
  });

  it('an unknown status is 422 with the message', async () => {
    for (const status of ['9', '0', '1,5', 'x']) {
      const res = await queue(superAdmin.token, { status });
      expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { message: { status: [MSG.statusFilterInvalid] } } });
    }
  });

  it('a student and a ppk are refused by the role gate', async () => {
    const ppk = await namedAccount('ppk', null, 'PPK Uji');
    for (const who of [s1, ppk]) {
      const res = await api('GET', '/api/portofolio', { bearer: who.token, query: { status: 1 } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: MSG.forbidden } });
    }
  });
});
