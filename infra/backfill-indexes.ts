/**
 * Writes the list index attributes of every student as the current code gives them
 * (`userIndexAttributes`): the year-of-entry indexes of the student list (GSI3 program + year,
 * GSI4 year) did not exist when earlier students were written, and a year filter sees
 * only students that carry them. Run it once after deploying a version that adds such an index,
 * with credentials of the target account, against the stack's TableName output:
 *
 *   TABLE_NAME=<TableName> AWS_REGION=<region> npx tsx infra/backfill-indexes.ts
 *
 * It reads the students by role (GSI2), changes only the index attributes, each write conditional
 * on the version read (an edit meanwhile wins; the student is read again), and can be run again:
 * students already right are left alone.
 */
import { pathToFileURL } from 'node:url';
import { usersRepo } from '@functions/domain/users/repo';
import { isConditionFailure } from '@functions/lib/table';

export interface BackfillResult {
  read: number;
  written: number;
}

/** Reindexes every student; an item changed meanwhile is read again once. */
export async function backfillStudentIndexes(): Promise<BackfillResult> {
  const students = await usersRepo.listAllOfRole('mahasiswa');
  let written = 0;
  for (const student of students) {
    try {
      if (await usersRepo.reindex(student)) written += 1;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const fresh = await usersRepo.getById(student.id);
      if (fresh && (await usersRepo.reindex(fresh))) written += 1;
    }
  }
  return { read: students.length, written };
}

async function main(): Promise<void> {
  if (!process.env.TABLE_NAME) throw new Error('set TABLE_NAME to the stack output TableName (and AWS_REGION to its region)');
  const { read, written } = await backfillStudentIndexes();
  console.log(`${read} students read, ${written} reindexed in ${process.env.TABLE_NAME}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
