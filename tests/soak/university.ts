/**
 * `npm run soak -- --students N`: before the soak makes its own world, its stack gets a university
 * of N students with their portfolios (`--portfolios-per-student`, 10 unless told), written by the
 * bench's seeding (tests/bench/seed-bench.ts): the product's own items, search entries, projections
 * and counters, on six programs of their own beside the demo data. The soak's end check recounts
 * their counters with everything else, so a soak at a whole university proves them too.
 */
import type { BenchCatalog, BenchProgram } from '../bench/seed-bench';

/** Program ids and NIM codes no demo program uses, so no NIM of the demo data is written again. */
const UNIVERSITY_PROGRAMS: readonly BenchProgram[] = [901, 902, 903, 904, 905, 906].map((id) => ({ id, code: String(id - 810) }));

/** Seeds the students into the stack the environment names (TABLE_NAME, DYNAMODB_ENDPOINT); returns the summary line. */
export async function seedUniversity(students: number, perStudent: number, log: (line: string) => void): Promise<string> {
  const { hashPassword } = await import('@functions/lib/password');
  const { randomSource } = await import('../bench/names');
  const { seedRubricCatalog, seedStudents } = await import('../bench/seed-bench');
  const catalog: BenchCatalog = {
    random: randomSource(20261129),
    students: [],
    portfolios: [],
    perStudent,
    lastPortfolioId: 0,
    passwordHash: await hashPassword('Bench#Mhs2026'),
    anak: new Map(),
    programs: UNIVERSITY_PROGRAMS,
  };
  await seedRubricCatalog(catalog, true);
  const seeded = await seedStudents(catalog, students, 16, Number.POSITIVE_INFINITY, (done) => log(`soak: seeded ${done} students`));
  return `soak: a university of ${seeded.students.toLocaleString('en')} students and ${seeded.portfolios.toLocaleString('en')} portfolios seeded in ${(seeded.ms / 1000).toFixed(0)} s (${seeded.load.puts + seeded.load.updates} items)`;
}
