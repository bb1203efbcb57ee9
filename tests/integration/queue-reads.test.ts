/**
 * The reads that stay inside their budget at any size, against a recount (a full read of what they
 * summarise): the verification queue's title search through its word index (complete: every page
 * of a small page size together is every match) and a verifier's Menunggu queue (the program's
 * queue filtered by the sub-rubric counters, or one partition per sub-rubric), after every state
 * change of a portfolio (submit, accept, reject, edit the title, delete, the owner's move to
 * another program); the student list and the print list by program and year (totals from the
 * counters); a category's CPL page (points from the items' copies); and the backfill of the title
 * entries and the point copies. Everything in two programs of this file's own, so the shared
 * table's other data cannot move the expectations.
 */
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { cplKeys } from '@functions/lib/entities/cpl';
import { sortKeys } from '@functions/lib/entities/key';
import type { PortofolioItem } from '@functions/lib/entities/portofolio';
import { portofolioKeys } from '@functions/lib/entities/portofolio';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { catalogOf, waitingPortfolio } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';
import { type Account, queue, verifierOf } from '../support/verifikasi';

const lib = async () => {
  const [{ portofolioRepo }, { rubrikRepo }, { usersRepo }, { rehomePortfolios }, { ddb }, { tableName }, terms, { cplRepo }, backfill] =
    await Promise.all([
      import('@functions/domain/portofolio/repo'),
      import('@functions/domain/rubrik/repo'),
      import('@functions/domain/users/repo'),
      import('@functions/domain/users/move'),
      import('@functions/lib/clients'),
      import('@functions/lib/table'),
      import('@shared/domain/search-terms'),
      import('@functions/domain/cpl/repo'),
      import('@infra/backfill-indexes'),
    ]);
  return { portofolioRepo, rubrikRepo, usersRepo, rehomePortfolios, ddb, tableName, terms, cplRepo, backfill };
};

const TAG = `zq${Date.now().toString(36)}`;
/** A word only whole (no longer word starts with it) and one that also begins a longer word. */
const WHOLE = `${TAG}a`;
const PREFIX = `${TAG}b`;

let P: number;
let Q: number;
let anak: AnakRubrikItem[];
let verifier: Account;
let adminP: Account;
let superAdmin: Account;
let students: { id: string; nim: string }[];
const portfolios = new Map<number, PortofolioItem>();

/** Every page of a queue request (page size 4) and the totals the pages answered. */
async function allPages(token: string, query: Record<string, string | number>) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await queue(token, { status: 1, paginate: 4, page, ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    totals.add(res.body.portofolio.total);
    ids.push(...res.body.portofolio.data.map((r) => r.id_portofolio));
    if (page >= res.body.portofolio.last_page) break;
  }
  return { ids, totals: [...totals] };
}

/** The recount: both programs' whole waiting queues, read and filtered here, in queue order. */
async function waiting(filter: (p: PortofolioItem) => boolean): Promise<number[]> {
  const { ddb, tableName } = await lib();
  const all: PortofolioItem[] = [];
  for (const idProdi of [P, Q]) {
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': portofolioKeys.portofolioByProdiQueue(idProdi, 'MENUNGGU') },
      }),
    );
    all.push(...((out.Items ?? []) as PortofolioItem[]));
  }
  const time = (p: PortofolioItem) => sortKeys.byTime(p.updated_at, p.id_portofolio);
  return all
    .filter(filter)
    .sort((a, b) => time(a).localeCompare(time(b)))
    .map((p) => p.id_portofolio);
}

async function titled(text: string) {
  const { terms } = await lib();
  const query = terms.words(text);
  return waiting((p) => terms.matchesAll(query, terms.words(`${p.judul} ${p.judul_inggris ?? ''}`)));
}

/**
 * The title searches and the verifier's queue answer what the recount finds: the admin's one-word
 * searches (a whole word, and one that begins a longer word) each time; `full`: also two words,
 * another case, the super admin (every program) and the verifier's title search.
 */
async function agreesWithRecount(full = false) {
  const inP = (ids: number[]) => ids.filter((id) => portfolios.get(id)?.id_prodi === P);
  for (const text of full ? [WHOLE, PREFIX, `${WHOLE} seminar`, WHOLE.toUpperCase()] : [WHOLE, PREFIX]) {
    const expected = await titled(text);
    expect(await allPages(adminP.token, { judul: text }), text).toEqual({ ids: inP(expected), totals: [inP(expected).length] });
    if (full) expect(await allPages(superAdmin.token, { judul: text }), text).toEqual({ ids: expected, totals: [expected.length] });
  }
  const mine = new Set([anak[0]?.id_anak_rubrik, anak[1]?.id_anak_rubrik]);
  const expected = await waiting((p) => mine.has(p.id_anak_rubrik));
  expect(await allPages(verifier.token, {})).toEqual({ ids: expected, totals: [expected.length] });
  if (!full) return;
  const verifierTitled = (await titled(WHOLE)).filter((id) => expected.includes(id));
  expect(await allPages(verifier.token, { judul: WHOLE })).toEqual({ ids: verifierTitled, totals: [verifierTitled.length] });
}

async function change(id: number, fields: Partial<PortofolioItem>) {
  const { portofolioRepo } = await lib();
  const before = portfolios.get(id) as PortofolioItem;
  portfolios.set(id, await portofolioRepo.update(before, fields));
}

beforeAll(async () => {
  useStackEnv();
  const { rubrikRepo, usersRepo } = await lib();
  const fakultas = await testFakultas(`Fakultas Baca ${TAG}`);
  [P, Q] = (await Promise.all([testProdi(fakultas.id_fakultas, `Prodi Baca ${TAG}`), testProdi(fakultas.id_fakultas, `Prodi Baca Dua ${TAG}`)])).map(
    (p) => p.id_prodi,
  ) as [number, number];
  const first = (await catalogOf(1))[0];
  const bidang = (await rubrikRepo.getRubrik(first?.anak.id_rubrik ?? 0))?.id_bidang_portofolio ?? 0;
  const rubrik = await rubrikRepo.createRubrik({ id_prodi: P, id_bidang_portofolio: bidang, nama_rubrik: `Rubrik ${TAG}`, syarat_minimal_skp: 0 });
  anak = [];
  for (const n of [1, 2, 3])
    anak.push(
      await rubrikRepo.createAnak(rubrik, { nama_anak_rubrik: `Anak ${TAG} ${n}`, bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 0 }),
    );
  [verifier, adminP, superAdmin] = await Promise.all([verifierOf(anak.slice(0, 2)), staffAccount('admin jurusan', P), staffAccount('super admin')]);
  students = [];
  for (const [i, year] of [2021, 2021, 2021, 2022].entries()) {
    const nim = `${8}${Date.now().toString().slice(-8)}${i}`;
    const u = await usersRepo.create({
      nim,
      email: `${nim}@baca.test`,
      role: 'mahasiswa',
      id_prodi: P,
      nama: `Mahasiswa Baca ${i}`,
      password_hash: 'x',
      is_active: true,
      email_verified_at: null,
      is_data_complete: true,
      tanggal_masuk: `${year}-09-01`,
    });
    students.push({ id: u.id, nim });
  }
  const titles = [`Lomba ${WHOLE} Nasional`, `Seminar ${WHOLE}`, `Juara ${PREFIX}`, `Juara ${PREFIX}nya Daerah`, `Pelatihan Lain`];
  for (let i = 0; i < 14; i++) {
    const owner = students[i % 2] as { id: string };
    const a = anak[i % 3] as AnakRubrikItem;
    const p = await waitingPortfolio(
      owner.id,
      P,
      { id_rubrik: rubrik.id_rubrik, id_anak_rubrik: a.id_anak_rubrik },
      titles[i % titles.length] as string,
      {
        id_bidang_portofolio: bidang,
        judul_inggris: i % 4 === 0 ? `Competition ${WHOLE}` : null,
      },
    );
    portfolios.set(p.id_portofolio, p);
  }
});

describe('the waiting queue against a recount, after every state change', () => {
  const ids = () => [...portfolios.keys()];

  it('after submitting, accepting, rejecting, editing a title, deleting and moving the owner to another program', async () => {
    await agreesWithRecount(true);
    await change(ids()[0] as number, { id_status_portofolio: 2 });
    await change(ids()[1] as number, { id_status_portofolio: 4 });
    await agreesWithRecount();
    await change(ids()[1] as number, { id_status_portofolio: 3, judul: `Seminar ${PREFIX} diperbaiki` });
    await change(ids()[2] as number, { judul: 'Judul Tanpa Kata Itu', judul_inggris: null });
    await agreesWithRecount();
    const { portofolioRepo, rehomePortfolios } = await lib();
    await portofolioRepo.remove(portfolios.get(ids()[3] as number) as PortofolioItem);
    portfolios.delete(ids()[3] as number);
    // the second student's portfolios follow them to program Q; their sub-rubrics stay P's
    await rehomePortfolios((students[1] as { id: string }).id, Q);
    for (const id of ids()) portfolios.set(id, (await portofolioRepo.get(id)) as PortofolioItem);
    expect([...portfolios.values()].some((p) => p.id_prodi === Q)).toBe(true);
    await agreesWithRecount(true);
  });

  it('the backfill gives a waiting portfolio written without its entries its entries again', async () => {
    const { ddb, tableName, backfill } = await lib();
    const target = [...portfolios.values()].find((p) => p.id_status_portofolio === 1 && p.judul.includes(WHOLE)) as PortofolioItem;
    const { queueTitleEntries } = await import('@functions/lib/projections/queue-title');
    for (const e of queueTitleEntries(target)) await ddb().send(new DeleteCommand({ TableName: tableName(), Key: { PK: e.PK, SK: e.SK } }));
    const missing = await allPages(superAdmin.token, { judul: `${WHOLE} ${TAG}` });
    expect(missing.ids).not.toContain(target.id_portofolio);
    const first = await backfill.backfillQueueTitles([P, Q]);
    expect(first.written).toBeGreaterThan(0);
    expect((await allPages(superAdmin.token, { judul: `${WHOLE} ${TAG}` })).ids).toContain(target.id_portofolio);
  });
});

describe('lists counted by program and year', () => {
  it('the people list and the print list of a program and a year: every page together is the recount, the total its length', async () => {
    const { usersRepo } = await lib();
    const recount = async (year: number) =>
      (await usersRepo.listAllOfRole('mahasiswa'))
        .filter((u) => u.id_prodi === P && u.tanggal_masuk?.startsWith(String(year)))
        .map((u) => u.nim)
        .sort();
    for (const year of [2021, 2022]) {
      const pages = async (path: string, query: Record<string, string | number>) => {
        const nims: string[] = [];
        const totals = new Set<number>();
        for (let page = 1; page <= 2; page++) {
          const res = await api<{ users: { data: { nim: string }[]; total: number } }>('GET', path, {
            bearer: superAdmin.token,
            query: { paginate: 2, page, ...query },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          nims.push(...res.body.users.data.map((r) => r.nim));
          totals.add(res.body.users.total);
        }
        return { nims, totals: [...totals] };
      };
      const expected = await recount(year);
      expect(await pages('/api/manajemen/akun', { id_role: 4, id_prodi: P, tahun_masuk: year })).toEqual({
        nims: expected,
        totals: [expected.length],
      });
      expect(await pages('/api/manajemen/skpi/search', { id_prodi: P, angkatan: year })).toEqual({ nims: expected, totals: [expected.length] });
    }
  });
});

describe('the CPL page of a category', () => {
  it('reads its items with their points from the copies the point writes keep, and the backfill writes them for older items', async () => {
    const { cplRepo, ddb, tableName, backfill } = await lib();
    const adminToken = adminP.token;
    // the seed's write takes the category's count of items from its caller
    const b = await cplRepo.createBidangCpl(
      {
        id_prodi: P,
        urutan_di_skpi: 1,
        nama_bidang_cpl_indonesia: 'Sikap',
        nama_bidang_cpl_inggris: 'Attitude',
      },
      undefined,
      2,
    );
    const items: { id_cpl: number }[] = [];
    for (const u of [1, 2])
      items.push(await cplRepo.createCpl(b, { urutan_di_skpi: u, judul_cpl_indonesia: `CPL ${u}`, judul_cpl_inggris: `LO ${u}` }));
    const point = (idCpl: number, urutan: number, text: string) =>
      api('POST', `/api/cpl/${idCpl}/add-point`, {
        bearer: adminToken,
        body: { urutan_di_skpi: urutan, point_cpl_indonesia: text, point_cpl_inggris: text },
      });
    const page = async () => {
      const res = await api<{ bidang_cpl: { cpl: { data: { id_cpl: number; point_cpl: { point_cpl_indonesia: string }[] }[] } } }>(
        'GET',
        `/api/bidangcpl/${b.id_bidang_cpl}`,
        {
          bearer: adminToken,
          query: { paginate: 10, page: 1 },
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.bidang_cpl.cpl.data.map((c) => [c.id_cpl, c.point_cpl.map((p) => p.point_cpl_indonesia)]);
    };
    const recount = async () =>
      Promise.all(items.map(async (c) => [c.id_cpl, (await cplRepo.listPointsOfCpl(c.id_cpl)).map((p) => p.point_cpl_indonesia)]));
    const [i1, i2] = items as [{ id_cpl: number }, { id_cpl: number }];
    expect((await point(i1.id_cpl, 2, 'Kedua')).status).toBeLessThan(300);
    expect((await point(i1.id_cpl, 1, 'Pertama')).status).toBeLessThan(300);
    expect((await point(i2.id_cpl, 1, 'Satu')).status).toBeLessThan(300);
    expect(await page()).toEqual(await recount());
    expect(await page()).toEqual([
      [i1.id_cpl, ['Pertama', 'Kedua']],
      [i2.id_cpl, ['Satu']],
    ]);
    const [first] = await cplRepo.listPointsOfCpl(i1.id_cpl);
    const pointId = first?.id_point_cpl as number;
    expect(
      (
        await api('PUT', `/api/cpl/${i1.id_cpl}/${pointId}/update`, {
          bearer: adminToken,
          body: { urutan_di_skpi: 3, point_cpl_indonesia: 'Diubah', point_cpl_inggris: 'Changed', version: first?.version },
        })
      ).status,
    ).toBeLessThan(300);
    expect(await page()).toEqual([
      [i1.id_cpl, ['Kedua', 'Diubah']],
      [i2.id_cpl, ['Satu']],
    ]);
    // an item written before the copies: its points read from its partition, until the backfill
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cplKeys.cpl(i2.id_cpl),
        UpdateExpression: 'REMOVE #c',
        ExpressionAttributeNames: { '#c': `pt_${(await cplRepo.listPointsOfCpl(i2.id_cpl))[0]?.id_point_cpl}` },
      }),
    );
    expect(await page()).toEqual(await recount());
    expect((await backfill.backfillCplPointCopies([P])).written).toBeGreaterThanOrEqual(1);
    expect((await backfill.backfillCplPointCopies([P])).written).toBe(0);
    expect(await page()).toEqual(await recount());
  });
});
