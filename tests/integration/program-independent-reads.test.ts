/**
 * The super admin's reads that once grew with the number of programs answer in the same number of
 * DynamoDB calls at a few programs and at sixty (docs/decisions/0055-program-independent-reads.md):
 * the title search of the waiting queue (the title index's university partition) and the
 * university's statistics (the university partition of every program's counter shards). The
 * handlers run in this process (invokeArea) so every call is counted. Their answers stay exact:
 * the title search finds every waiting portfolio of the word in queue order, whichever program it
 * sits in, and each university table agrees with the same numbers asked program by program.
 */
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, invokeArea, pointAtStack, staffAccount } from '../support/auth-flow';
import { meteredDynamo } from '../support/ddb-meter';
import { testFakultas, testProdi } from '../support/master-data';
import { catalogOf, waitingPortfolio } from '../support/portofolio';

const TAG = `zu${Date.now().toString(36)}`;
/** A whole title word, and a word that begins a longer one (the index's other path). */
const WHOLE = `${TAG}a`;
const PREFIX = `${TAG}b`;
const PROGRAMS = 60;

const STATISTICS = [
  '/api/statistik/skpi',
  '/api/statistik/anak-rubrik',
  '/api/statistik/bidang-portofolio',
  '/api/statistik/portofoliosummary',
  '/api/statistik/portofolio',
  '/api/statistik/kelulusan',
] as const;
const TITLE_SEARCHES = [WHOLE, PREFIX, `${WHOLE} lomba`] as const;

type Body = Record<string, unknown>;

const lib = async () => {
  pointAtStack();
  const [{ masterRepo }, { usersRepo }] = await Promise.all([import('@functions/domain/master/repo'), import('@functions/domain/users/repo')]);
  return { masterRepo, usersRepo };
};

let superToken = '';
let fakultas = 0;
let anak: AnakRubrikItem;
const ours: number[] = [];
/** Our waiting portfolios, in the order written (the queue's order). */
const waiting: PortofolioItem[] = [];

/** One GET of an area as the super admin, run in this process. */
async function get(area: 'verifikasi' | 'statistik', path: string): Promise<Body> {
  const res = await invokeArea(area, { method: 'GET', path, bearer: superToken, sourceIp: freshClientIp() });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as Body;
}

/** One GET (alone: the meter counts every call of this process) and the DynamoDB calls it made. */
async function read(area: 'verifikasi' | 'statistik', path: string) {
  await get(area, path); // warm: the first call of a handler may read what later calls have cached
  const work = await meteredDynamo(() => get(area, path));
  return { body: work.result, calls: work.calls, commands: work.commands };
}

const titlePath = (judul: string) => `/api/portofolio?status=1&paginate=50&page=1&judul=${encodeURIComponent(judul)}`;

/** A new program of our faculty with one student and `titles.length` waiting portfolios of these titles. */
async function programWith(titles: readonly string[]): Promise<number> {
  const { usersRepo } = await lib();
  const { id_prodi } = await testProdi(fakultas, `Prodi Semua ${TAG} ${ours.length + 1}`);
  ours.push(id_prodi);
  if (titles.length === 0) return id_prodi;
  const nim = `9${Date.now().toString().slice(-8)}${ours.length % 10}`;
  const owner = await usersRepo.create({
    nim,
    email: `${nim}@semua.test`,
    role: 'mahasiswa',
    id_prodi,
    nama: 'Mahasiswa Semua Prodi',
    password_hash: 'x',
    is_active: true,
    email_verified_at: null,
    is_data_complete: true,
    tanggal_masuk: '2022-09-01',
  });
  for (const judul of titles) waiting.push(await waitingPortfolio(owner.id, id_prodi, anak, judul));
  return id_prodi;
}

/** What the title search must answer: our waiting portfolios whose titles have every query word's beginning, in queue order. */
function expectedTitles(text: string): number[] {
  const query = text.toLowerCase().split(' ');
  return waiting
    .filter((p) =>
      query.every((q) =>
        p.judul
          .toLowerCase()
          .split(' ')
          .some((w) => w.startsWith(q)),
      ),
    )
    .map((p) => p.id_portofolio);
}

/** Calls per read at the programs there are now, and that every answer is exact. */
async function measure(): Promise<Map<string, number>> {
  const calls = new Map<string, number>();
  for (const text of TITLE_SEARCHES) {
    const { body, calls: n } = await read('verifikasi', titlePath(text));
    const page = body.portofolio as { data: { id_portofolio: number }[]; total: number };
    expect(
      page.data.map((r) => r.id_portofolio),
      text,
    ).toEqual(expectedTitles(text));
    expect(page.total, text).toBe(expectedTitles(text).length);
    calls.set(text, n);
  }
  for (const path of STATISTICS) calls.set(path, (await read('statistik', path)).calls);
  return calls;
}

let few: Map<string, number>;
let fewPrograms = 0;

beforeAll(async () => {
  pointAtStack();
  superToken = (await staffAccount('super admin')).token;
  fakultas = (await testFakultas(`Fakultas Semua ${TAG}`)).id_fakultas;
  anak = (await catalogOf(1))[0]?.anak as AnakRubrikItem;
  await programWith([`Lomba ${WHOLE} Nasional`, `Juara ${PREFIX}nya`]);
  await programWith([`Seminar ${WHOLE}`]);
  await programWith([`Juara ${PREFIX}`, `Lomba ${WHOLE} Daerah`]);
  const { masterRepo } = await lib();
  fewPrograms = (await masterRepo.listProdi()).length;
  few = await measure();
  // grow the university to sixty programs; the last ones hold waiting portfolios too
  while ((await masterRepo.listProdi()).length < PROGRAMS - 1) await programWith([]);
  await programWith([`Lomba ${WHOLE} Internasional`, `Pameran ${PREFIX}an`]);
}, 300_000);

describe('the super admin reads, at a few programs and at sixty', () => {
  it('answer in the same number of DynamoDB calls, exactly', async () => {
    const { masterRepo } = await lib();
    expect(fewPrograms).toBeGreaterThanOrEqual(3);
    expect((await masterRepo.listProdi()).length).toBeGreaterThanOrEqual(PROGRAMS);
    const many = await measure();
    for (const [read, n] of few) expect(many.get(read), `${read}: ${n} calls at ${fewPrograms} programs`).toBe(n);
    // a handful of calls each: the session, the programs' names or the index, the page's items
    for (const [read, n] of many) expect(n, read).toBeLessThanOrEqual(7);
  });

  it('answer the university tables as the programs answer them one by one', async () => {
    const { masterRepo } = await lib();
    const programs = (await masterRepo.listProdi()).map((p) => p.id_prodi);
    const [anakAll = {}, summary = {}, bidangAll = {}, skpiAll = {}] = await Promise.all(
      ['/api/statistik/anak-rubrik', '/api/statistik/portofoliosummary', '/api/statistik/bidang-portofolio', '/api/statistik/skpi'].map((path) =>
        get('statistik', path),
      ),
    );
    const bidangSums = new Map<number, { memenuhi: number; aktif: number }>();
    let belumMemenuhi = 0;
    for (const p of programs) {
      const [anakOne, portofolioOne, bidangOne, skpiOne] = await Promise.all(
        // the achievement calls name the parameter `prodi`, the others `id_prodi`
        ['anak-rubrik?prodi', 'portofolio?id_prodi', 'bidang-portofolio?prodi', 'skpi?id_prodi'].map((r) =>
          get('statistik', `/api/statistik/${r}=${p}`),
        ),
      );
      type AnakRow = { id_prodi: number };
      expect(
        (anakAll.data as AnakRow[]).filter((r) => r.id_prodi === p),
        `program ${p}`,
      ).toEqual(anakOne?.data);
      const row = (summary as unknown as { id_prodi: number; total: number; belum_diverifikasi: number }[]).find((r) => r.id_prodi === p);
      expect({ total: row?.total, belum_diverifikasi: row?.belum_diverifikasi }, `program ${p}`).toEqual({
        total: portofolioOne?.total,
        belum_diverifikasi: portofolioOne?.belum_diverifikasi,
      });
      for (const b of (bidangOne?.data ?? []) as {
        id_bidang_portofolio: number;
        mahasiswa_aktif_memenuhi_skp: number;
        mahasiswa_aktif_total: number;
      }[]) {
        const sum = bidangSums.get(b.id_bidang_portofolio) ?? { memenuhi: 0, aktif: 0 };
        bidangSums.set(b.id_bidang_portofolio, {
          memenuhi: sum.memenuhi + b.mahasiswa_aktif_memenuhi_skp,
          aktif: sum.aktif + b.mahasiswa_aktif_total,
        });
      }
      belumMemenuhi += Number(skpiOne?.mahasiswa_belum_lulus_dan_belum_memenuhi_skp);
    }
    for (const b of bidangAll.data as { id_bidang_portofolio: number; mahasiswa_aktif_memenuhi_skp: number; mahasiswa_aktif_total: number }[]) {
      const sum = bidangSums.get(b.id_bidang_portofolio);
      expect({ memenuhi: b.mahasiswa_aktif_memenuhi_skp, aktif: b.mahasiswa_aktif_total }, `bidang ${b.id_bidang_portofolio}`).toEqual(sum);
    }
    expect(skpiAll.mahasiswa_belum_lulus_dan_belum_memenuhi_skp).toBe(belumMemenuhi);
    expect(ours.length).toBeGreaterThan(0);
  }, 120_000);
});
