/**
 * The benchmark's fast seeding (tests/bench/seed-bench.ts through functions/lib/bulk-load.ts)
 * writes what the product writes: 200 students with 3 portfolios each, seeded into a table of
 * this file's own on the stack's DynamoDB Local (other files' writes cannot blur it), then the
 * counter rebuild finds no difference, and the student list, the name search, the public search
 * and the verification queue answer from the seeded indexes and counters exactly what the seeded
 * entities say they should.
 */
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSource } from '../bench/names';
import type { BenchCatalog, SeedResult } from '../bench/seed-bench';
import { useStackEnv } from '../support/stack';

const STUDENTS = 200;
const table = `skpi-bench-seed-${Date.now()}`;
let env: Record<string, string> = {};
let stackTable: string | undefined;
let catalog: BenchCatalog;
let seeded: SeedResult;
/** Every seeded student and portfolio as stored. */
let users: UserItem[] = [];
let portfolios: PortofolioItem[] = [];

beforeAll(async () => {
  env = useStackEnv();
  const { ensureTable } = await import('@infra/local/stand-ins');
  await ensureTable(env.DYNAMODB_ENDPOINT as string, env.AWS_REGION as string, table);
  stackTable = process.env.TABLE_NAME;
  process.env.TABLE_NAME = table;
  const { seedRubricCatalog, seedStudents } = await import('../bench/seed-bench');
  catalog = {
    random: randomSource(40),
    students: [],
    portfolios: [],
    perStudent: 3,
    lastPortfolioId: 0,
    passwordHash: 'bench-seed-test',
    anak: new Map(),
  };
  await seedRubricCatalog(catalog);
  // two steps, as the bench grows: the second adds to the first's shared counters
  await seedStudents(catalog, STUDENTS / 2, 8, Number.POSITIVE_INFINITY);
  seeded = await seedStudents(catalog, STUDENTS, 8, Number.POSITIVE_INFINITY);
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  users = (await usersRepo.listAllOfRole('mahasiswa')).sort((a, b) => a.nim.localeCompare(b.nim));
  portfolios = (await Promise.all(users.map((u) => portofolioRepo.listOfUser(u.id)))).flat();
}, 120_000);

afterAll(async () => {
  process.env.TABLE_NAME = stackTable;
  const client = new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  await client.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
});

describe('the fast bench seeding', () => {
  it('writes every student and portfolio in batches', () => {
    expect(users).toHaveLength(STUDENTS);
    expect(portfolios).toHaveLength(STUDENTS * 3);
    expect(catalog.students.map((s) => s.nim).sort()).toEqual(users.map((u) => u.nim));
    expect(seeded).toMatchObject({ students: STUDENTS / 2, portfolios: (STUDENTS / 2) * 3 });
    // 25 items a call: far fewer calls than items
    expect(seeded.load.batchCalls).toBeLessThan(seeded.load.puts / 20);
    // the user item carries its portfolios' counters, folded into the one put
    for (const u of users.slice(0, 20)) {
      const own = portfolios.filter((p) => p.user_id === u.id);
      expect(u.jumlah_portofolio ?? 0).toBe(own.length);
      expect(u.skp ?? 0).toBe(own.filter((p) => p.id_status_portofolio === 2).reduce((n, p) => n + p.bobot_skp_portofolio, 0));
    }
  });

  it('leaves counters the rebuild finds exact', { timeout: 60_000 }, async () => {
    const { rebuildStats } = await import('@functions/domain/statistik/rebuild');
    const report = await rebuildStats({ fix: false });
    expect(report.checked).toMatchObject({ students: STUDENTS, portfolios: STUDENTS * 3 });
    expect(report.differences).toEqual([]);
  });

  it('answers the student list and its name search from the seeded counters and index', async () => {
    const { studentList } = await import('@functions/domain/users/list');
    const first = users[0] as UserItem;
    const idProdi = first.id_prodi as number;
    const year = Number(first.tanggal_masuk?.slice(0, 4));
    const ofYear = users.filter((u) => u.id_prodi === idProdi && u.tanggal_masuk?.startsWith(String(year)));
    const page = await studentList.page({ programs: [idProdi], angkatan: year }, 1, 10);
    expect(page.total).toBe(ofYear.length);
    expect(page.items.map((s) => s.nim)).toEqual(ofYear.slice(0, 10).map((u) => u.nim));
    const all = await studentList.page({ programs: null }, 1, 10);
    expect(all.total).toBe(STUDENTS);

    const word = (first.nama.split(' ').at(-1) as string).toLowerCase();
    const byName = await studentList.all({ programs: null, keyword: word });
    const named = users.filter((u) => u.nama.toLowerCase().split(' ').includes(word));
    expect(byName.map((s) => s.nim).sort()).toEqual(expect.arrayContaining(named.map((u) => u.nim)));
  });

  it('answers the public search with the findable students only', async () => {
    const { mahasiswaService } = await import('@functions/domain/search/service');
    const findable = catalog.students.find((s) => s.findable) as BenchCatalog['students'][number];
    const found = await mahasiswaService.searchProfiles(findable.nim, 1, 10);
    expect(found.data.map((r) => r.nim)).toEqual([findable.nim]);
    const hidden = catalog.students.find((s) => !s.findable) as BenchCatalog['students'][number];
    expect((await mahasiswaService.searchProfiles(hidden.nim, 1, 10)).data).toEqual([]);
  });

  it('answers the verification queue of a program from its counters and queue indexes', async () => {
    const { verificationQueue } = await import('@functions/domain/verifikasi/queue');
    const idProdi = (users[0] as UserItem).id_prodi as number;
    const waiting = portfolios.filter((p) => p.id_prodi === idProdi && (p.id_status_portofolio === 1 || p.id_status_portofolio === 3));
    expect(waiting.length).toBeGreaterThan(0);
    const page = await verificationQueue.page({ scope: { kind: 'prodi', idProdi }, statuses: [1, 3], newestFirst: false, offset: 0, size: 500 });
    expect(page.total).toBe(waiting.length);
    expect(page.items.map((p) => p.id_portofolio).sort((a, b) => a - b)).toEqual(waiting.map((p) => p.id_portofolio).sort((a, b) => a - b));

    const title = waiting[0] as PortofolioItem;
    const word = title.judul.split(' ').find((w) => w.length >= 5 && /^[A-Za-z]+$/.test(w)) as string;
    const byTitle = await verificationQueue.pageByTitle(
      { scope: { kind: 'prodi', idProdi }, statuses: [1, 3], newestFirst: false, offset: 0, size: 500 },
      word,
    );
    expect(byTitle.items.map((p) => p.id_portofolio)).toContain(title.id_portofolio);
    expect(byTitle.total).toBe(byTitle.items.length);
  });
});
