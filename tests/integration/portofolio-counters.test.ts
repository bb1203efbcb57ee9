/**
 * Property: after any sequence of a student's adds (external and internal), edits, deletes, hides
 * and unhides through the API, and verifications and rejections through the repo writer (as the
 * verification issue will do), the counters equal a recount from the portfolios: the student's
 * `skp` (verified points) and `jumlah_portofolio`, the per-category statistics, and the program's
 * and university's `portofolio_total` and `portofolio_belum_diverifikasi` (moved by exactly this
 * student's portfolios: stack test files run one at a time).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogEntry,
  catalogOf,
  countersOf,
  freshStudent,
  nonZeroStats,
  pdfBytes,
  recount,
  type StudentAccount,
  setStatus,
  uploadEvidence,
} from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

let catalog: CatalogEntry[];
let withActivity: CatalogEntry[];
beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
  withActivity = catalog.filter((c) => c.kegiatan.length > 0);
});

type Command =
  | { kind: 'addExternal'; anak: number; points: number }
  | { kind: 'addInternal'; anak: number }
  | { kind: 'edit'; target: number; anak: number; points: number; internal: boolean }
  | { kind: 'delete'; target: number }
  | { kind: 'toggle'; target: number }
  | { kind: 'decide'; target: number; accept: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('addExternal' as const), anak: fc.nat(), points: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('addInternal' as const), anak: fc.nat() }),
  fc.record({
    kind: fc.constant('edit' as const),
    target: fc.nat(),
    anak: fc.nat(),
    points: fc.integer({ min: 1, max: 20 }),
    internal: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('toggle' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('decide' as const), target: fc.nat(), accept: fc.boolean() }),
);

interface Tracked {
  id: number;
  showed: boolean;
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

/** The body of an add or edit: external (points within the sub-rubric's maximum) or internal. */
async function bodyFor(s: StudentAccount, anakIndex: number, points: number, internal: boolean, needsDocument: boolean) {
  if (internal) {
    const c = pick(withActivity, anakIndex);
    return { id_anak_rubrik: c.anak.id_anak_rubrik, id_kegiatan_ppk: c.kegiatan[0]?.id_kegiatan_ppk };
  }
  const c = pick(catalog, anakIndex);
  return {
    id_anak_rubrik: c.anak.id_anak_rubrik,
    judul: `Kegiatan ${points}`,
    bobot_skp_portofolio: Math.min(points, c.anak.bobot_maksimal_skp_tiap_portofolio),
    tanggal_terbit: '2024-06-01',
    ...(needsDocument ? { dokumen_portofolio: await uploadEvidence(s.token, pdfBytes()) } : {}),
  };
}

async function run(s: StudentAccount, commands: Command[]): Promise<void> {
  const mine: Tracked[] = [];
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  for (const c of commands) {
    if (c.kind === 'addExternal' || c.kind === 'addInternal') {
      const internal = c.kind === 'addInternal';
      const body = await bodyFor(s, c.anak, internal ? 1 : c.points, internal, true);
      const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, { bearer: s.token, body });
      expect(res.status).toBe(201);
      mine.push({ id: res.body.portofolio.id_portofolio, showed: true });
      continue;
    }
    if (mine.length === 0) continue;
    const t = pick(mine, c.target);
    const base = `/api/portofolio/user/${s.nim}/${t.id}`;
    if (c.kind === 'edit') {
      const current = await portofolioRepo.get(t.id);
      const body = await bodyFor(s, c.anak, c.points, c.internal, !current?.dokumen_portofolio);
      expect((await api('POST', `${base}/update`, { bearer: s.token, body })).status).toBe(200);
    } else if (c.kind === 'delete') {
      const res = await api('DELETE', `${base}/delete`, { bearer: s.token });
      if (res.status === 409) expect((await portofolioRepo.get(t.id))?.id_status_portofolio).toBe(2);
      else {
        expect(res.status).toBe(200);
        mine.splice(mine.indexOf(t), 1);
      }
    } else if (c.kind === 'toggle') {
      expect((await api('PUT', `${base}/${t.showed ? 'hide' : 'unhide'}`, { bearer: s.token })).status).toBe(200);
      t.showed = !t.showed;
    } else {
      const status = (await portofolioRepo.get(t.id))?.id_status_portofolio;
      if (status === 1 || status === 3) await setStatus(t.id, c.accept ? 2 : 4);
    }
  }
}

describe('portfolio counters', () => {
  it('equal a recount from the portfolios after any sequence of writes', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const s = await freshStudent();
        const start = await countersOf(s.user.id, 1);
        await run(s, commands);
        const [end, expected] = await Promise.all([countersOf(s.user.id, 1), recount(s.user.id)]);
        expect({ skp: end.skp, jumlah_portofolio: end.jumlah_portofolio, stats: nonZeroStats(end.stats) }).toEqual({
          skp: expected.skp,
          jumlah_portofolio: expected.jumlah_portofolio,
          stats: expected.stats,
        });
        const moved = { total: expected.total, belum_diverifikasi: expected.belum_diverifikasi };
        expect({
          total: end.prodi.total - start.prodi.total,
          belum_diverifikasi: end.prodi.belum_diverifikasi - start.prodi.belum_diverifikasi,
        }).toEqual(moved);
        expect({ total: end.all.total - start.all.total, belum_diverifikasi: end.all.belum_diverifikasi - start.all.belum_diverifikasi }).toEqual(
          moved,
        );
      }),
      { numRuns: 15 },
    );
  });
});
