/**
 * Pure parts of the student's portfolios: the shared body schemas (what the API enforces and the
 * form reuses, with their exact messages) and the counter writer's deltas (summed per item,
 * nothing for an item that does not move).
 */
import { type PortfolioCounted, portfolioCounterChanges } from '@functions/lib/projections/portofolio-counters';
import { MSG } from '@shared/messages';
import { portofolioAddBody, portofolioUpdateBody } from '@shared/validation';
import { beforeAll, describe, expect, it } from 'vitest';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('portfolio bodies', () => {
  it('an external add needs sub-rubric, title, points, date and evidence; the English title is optional', () => {
    expect(messages(portofolioAddBody.safeParse({}))).toEqual({
      id_anak_rubrik: MSG.required,
      judul: MSG.required,
      bobot_skp_portofolio: MSG.required,
      tanggal_terbit: MSG.required,
      dokumen_portofolio: MSG.required,
    });
    const ok = portofolioAddBody.safeParse({
      id_anak_rubrik: '3',
      judul: ' Juara 1 ',
      judul_inggris: '',
      bobot_skp_portofolio: '5',
      tanggal_terbit: '2024-05-15',
      dokumen_portofolio: 'tmp/u/k',
    });
    expect(ok.data).toEqual({
      id_anak_rubrik: 3,
      judul: 'Juara 1',
      bobot_skp_portofolio: 5,
      tanggal_terbit: '2024-05-15',
      dokumen_portofolio: 'tmp/u/k',
    });
  });

  it('an internal add needs only the sub-rubric and the activity; an update may keep its document', () => {
    expect(portofolioAddBody.safeParse({ id_anak_rubrik: 3, id_kegiatan_ppk: 7 }).success).toBe(true);
    expect(portofolioUpdateBody.safeParse({ id_anak_rubrik: 3, judul: 'A', bobot_skp_portofolio: 1, tanggal_terbit: '2024-01-01' }).success).toBe(
      true,
    );
  });

  it("says 'This field must be number' for non-numbers, and refuses points that are not whole and positive", () => {
    const base = { id_anak_rubrik: 3, judul: 'A', tanggal_terbit: '2024-01-01', dokumen_portofolio: 'k' };
    expect(messages(portofolioAddBody.safeParse({ ...base, id_anak_rubrik: 'x', bobot_skp_portofolio: 'y' }))).toEqual({
      id_anak_rubrik: MSG.mustBeNumber,
      bobot_skp_portofolio: MSG.mustBeNumber,
    });
    for (const points of [0, -1, 1.5]) {
      expect(messages(portofolioAddBody.safeParse({ ...base, bobot_skp_portofolio: points }))).toEqual({
        bobot_skp_portofolio: MSG.portfolioPointsInvalid,
      });
    }
    expect(messages(portofolioAddBody.safeParse({ ...base, bobot_skp_portofolio: 1, tanggal_terbit: '15-05-2024' }))).toEqual({
      tanggal_terbit: MSG.invalidDate,
    });
  });
});

describe('portfolioCounterChanges', () => {
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'unit-table';
  });
  const p = (over: Partial<PortfolioCounted> = {}): PortfolioCounted => ({
    user_id: 'U1',
    id_prodi: 1,
    id_anak_rubrik: 9,
    id_bidang_portofolio: 2,
    bobot_skp_portofolio: 5,
    id_status_portofolio: 1,
    ...over,
  });
  const adds = (items: ReturnType<typeof portfolioCounterChanges>) =>
    Object.fromEntries(
      items.map((i) => {
        const u = i.Update;
        if (!u) throw new Error('not an update');
        const names = u.ExpressionAttributeNames ?? {};
        const values = u.ExpressionAttributeValues ?? {};
        const counters = Object.fromEntries(
          Object.entries(names)
            .filter(([k]) => k.startsWith('#c'))
            .map(([k, n]) => [n, values[`:v${k.slice(2)}`]]),
        );
        // program counters live in one of ten shards (a random one per transaction)
        return [`${u.Key?.PK} ${String(u.Key?.SK).replace(/^COUNTERS#\d{2}$/, 'COUNTERS')}`, counters];
      }),
    );

  it('a new waiting portfolio counts everywhere, its points nowhere', () => {
    expect(adds(portfolioCounterChanges(null, p()))).toEqual({
      'USER#U1 USER': { jumlah_portofolio: 1 },
      'USER#U1 STAT#BIDANG#000002': { portofolio_count: 1 },
      'STAT#PRODI#1 COUNTERS': { portofolio_total: 1, portofolio_belum_diverifikasi: 1, portofolio_status_1: 1 },
      'STAT#PRODI#0 COUNTERS': { portofolio_total: 1, portofolio_belum_diverifikasi: 1, portofolio_status_1: 1 },
      'STAT#ANAK#9 PORTO': { portofolio_status_1: 1, prodi_1_status_1: 1 },
    });
  });

  it('adds the program and university counters to one shard of ten, the same for both', () => {
    const shards = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const sks = portfolioCounterChanges(null, p())
        .map((item) => item.Update?.Key)
        .filter((key) => String(key?.PK).startsWith('STAT#PRODI#'))
        .map((key) => String(key?.SK));
      expect(sks).toHaveLength(2);
      expect(sks[0]).toBe(sks[1]);
      expect(sks[0]).toMatch(/^COUNTERS#0\d$/);
      shards.add(sks[0] ?? '');
    }
    expect(shards.size).toBeGreaterThan(5);
  });

  it('verification moves the points, the unverified count and the status counts only', () => {
    expect(adds(portfolioCounterChanges(p(), p({ id_status_portofolio: 2 })))).toEqual({
      'USER#U1 USER': { skp: 5 },
      'USER#U1 STAT#BIDANG#000002': { bobot_skp: 5 },
      'STAT#PRODI#1 COUNTERS': { portofolio_belum_diverifikasi: -1, portofolio_status_1: -1, portofolio_status_2: 1 },
      'STAT#PRODI#0 COUNTERS': { portofolio_belum_diverifikasi: -1, portofolio_status_1: -1, portofolio_status_2: 1 },
      'STAT#ANAK#9 PORTO': { portofolio_status_1: -1, portofolio_status_2: 1, prodi_1_status_1: -1, prodi_1_status_2: 1 },
    });
  });

  it('a move to another category moves the category statistics; a title-only change moves nothing', () => {
    const verified = p({ id_status_portofolio: 2 });
    expect(adds(portfolioCounterChanges(verified, { ...verified, id_bidang_portofolio: 3 }))).toEqual({
      'USER#U1 STAT#BIDANG#000002': { portofolio_count: -1, bobot_skp: -5 },
      'USER#U1 STAT#BIDANG#000003': { portofolio_count: 1, bobot_skp: 5 },
    });
    expect(portfolioCounterChanges(p(), p())).toEqual([]);
  });
});
