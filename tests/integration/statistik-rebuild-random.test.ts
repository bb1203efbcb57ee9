/**
 * The counter rebuild (functions/domain/statistik/rebuild.ts) after random sequences of ~60
 * operations through the real handlers on two programs of the file's own (students added, moved,
 * graduated, deleted; portfolios added, edited, hidden, shown, deleted by the student or the admin,
 * verified, rejected; a sub-rubric's minimum changed; sign-ins): every counter equals a recount.
 * The sequence is drawn from a seed printed with any failure (REBUILD_SEED=<n> replays it;
 * REBUILD_STEPS=<n> makes it longer, REBUILD_LOG=1 prints it). The same operations as four
 * sequences side by side, on two more programs: the writers' conflicts and retries must leave the
 * counters exact too.
 *
 * Each test compares with the differences found before it starts: stack test files share one table,
 * and a few of them patch items directly (outside any writer), so only the differences this file
 * causes are its own.
 */
import { isCapaianAttr } from '@shared/domain/capaian';
import { describe, expect, it } from 'vitest';
import {
  addStudent,
  generator,
  newDifferences,
  operate,
  rebuild,
  rebuildFile,
  recountsDone,
  twoPrograms,
  WITH_ACHIEVEMENT,
} from '../support/statistik-rebuild';

rebuildFile();

describe('the counter rebuild', () => {
  it('finds no difference after a random sequence of operations through the handlers', { timeout: 600_000 }, async () => {
    const seed = Number(process.env.REBUILD_SEED ?? Date.now() % 2_147_483_647);
    const log: string[] = [`seed ${seed}`];
    const world = await twoPrograms('Acak');
    // a student per program the sequence never picks: the programs keep achievement counters to
    // compare, whichever students the sequence deletes or graduates
    for (const p of world.prodi) await addStudent(p);
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
      expect(attributes.filter(isCapaianAttr).length, log.join('\n')).toBeGreaterThan(0);
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
});
