/**
 * Writes the list index attributes of every student as the current code gives them
 * (`userIndexAttributes`): the year-of-entry indexes of the student list (GSI3 program + year,
 * GSI4 year) did not exist when earlier students were written, and a year filter sees
 * only students that carry them; and 0 points (`skp`) to a student without any, who until then has
 * no place in the points index (GSI5) an SKP range reads. And it writes the verification queue's title index entries
 * (functions/lib/projections/queue-title.ts) of every waiting portfolio: the index did not exist
 * when they were written. And each CPL item's copies of its points (functions/domain/cpl/repo.ts),
 * which a category's page reads instead of one Query per item. And every rubric's and sub-rubric's
 * place in the university's catalog partitions (GSI3), which the university-wide sub-rubric tables
 * read. And the name index entries of every student (functions/lib/projections/student-name.ts):
 * until they exist a student is not found by a name keyword in the people and print lists. The
 * title words' counts, and the student list's per-year counters, are
 * counters: the counter rebuild (`npm run statistik:rebuild -- --fix`, run after this) recounts
 * them. Run it once after deploying a version that adds such an index,
 * with credentials of the target account, against the stack's TableName output:
 *
 *   TABLE_NAME=<TableName> AWS_REGION=<region> npx tsx infra/backfill-indexes.ts
 *
 * It reads the students by role (GSI2), changes only the index attributes, each write conditional
 * on the version read (an edit meanwhile wins; the student is read again), and can be run again:
 * students already right are left alone. The title entries are put with a check that the
 * portfolio is still the version read (a portfolio decided meanwhile gets none: its own write
 * keeps its entries from then on), and putting them again changes nothing.
 */
import { pathToFileURL } from 'node:url';
import { cplRepo } from '@functions/domain/cpl/repo';
import { masterRepo } from '@functions/domain/master/repo';
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { orWhenRefused, WriteRefused } from '@functions/lib/domain-errors';
import { portofolioKeys } from '@functions/lib/entities/portofolio';
import { userKeys } from '@functions/lib/entities/users';
import { queueTitleEntries } from '@functions/lib/projections/queue-title';
import { studentNamePuts } from '@functions/lib/projections/student-name';
import { isConditionFailure, queryAll, tableName, transact } from '@functions/lib/table';

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
      if (!(err instanceof WriteRefused)) throw err;
      const fresh = await usersRepo.getById(student.id);
      if (fresh && (await usersRepo.reindex(fresh))) written += 1;
    }
  }
  return { read: students.length, written };
}

/**
 * Puts the name index entries (functions/lib/projections/student-name.ts) of every student, each
 * student's in one transaction checked against the version read (a student changed meanwhile is
 * read again once: their own write keeps their entries from then on). Putting them again changes
 * nothing, so it can be run again. An entry a rename should have deleted cannot be left over: every
 * write since the index exists moves the entries.
 */
export async function backfillStudentNames(students?: readonly UserItem[]): Promise<BackfillResult> {
  const all = students ?? (await usersRepo.listAllOfRole('mahasiswa'));
  let written = 0;
  const put = (u: UserItem) =>
    transact([
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: userKeys.user(u.id),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': u.version },
        },
      },
      ...studentNamePuts(u),
    ]);
  for (const student of all) {
    if (studentNamePuts(student).length === 0) continue;
    try {
      await put(student);
      written += 1;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const fresh = await usersRepo.getById(student.id);
      if (fresh && studentNamePuts(fresh).length) {
        await put(fresh).catch((again: unknown) => (isConditionFailure(again) ? undefined : Promise.reject(again)));
      }
    }
  }
  return { read: all.length, written };
}

/** Every program, or the ones given. */
const programsOr = async (given?: readonly number[]) => given ?? (await masterRepo.listProdi()).map((p) => p.id_prodi);

/** Puts the title index entries of every waiting portfolio (each program's Menunggu queue, GSI2; `programs`: only theirs). */
export async function backfillQueueTitles(programs?: readonly number[]): Promise<BackfillResult> {
  let read = 0;
  let written = 0;
  for (const id_prodi of await programsOr(programs)) {
    const waiting = await queryAll<PortofolioItem>({ index: 'GSI2', pk: portofolioKeys.portofolioByProdiQueue(id_prodi, 'MENUNGGU') });
    read += waiting.length;
    for (const p of waiting) {
      const entries = queueTitleEntries(p);
      if (entries.length === 0) continue;
      try {
        await transact([
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: portofolioKeys.portofolio(p.id_portofolio),
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: { ':v': p.version },
            },
          },
          ...entries.map((e) => ({ Put: { TableName: tableName(), Item: { ...e, type: 'queue-title' } } })),
        ]);
        written += 1;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    }
  }
  return { read, written };
}

/** Writes the point copies of every CPL item that lacks them (cpl/repo.ts); an item changed meanwhile is tried again once. */
export async function backfillCplPointCopies(programs?: readonly number[]): Promise<BackfillResult> {
  let read = 0;
  let written = 0;
  for (const id_prodi of await programsOr(programs)) {
    for (const bidang of await cplRepo.listBidangCplOfProdi(id_prodi)) {
      for (const item of await cplRepo.listCplOfBidang(bidang.id_bidang_cpl)) {
        read += 1;
        const copy = () => cplRepo.copyPoints(item.id_cpl);
        if (await copy().catch((err: unknown) => (err instanceof WriteRefused ? copy() : Promise.reject(err)))) written += 1;
      }
    }
  }
  return { read, written };
}

/** Gives every rubric and sub-rubric its place in the university's catalog partitions (GSI3), which the university-wide sub-rubric tables read. */
export async function backfillRubrikCatalog(programs?: readonly number[]): Promise<BackfillResult> {
  let read = 0;
  let written = 0;
  for (const id_prodi of await programsOr(programs)) {
    const [rubrik, anak] = await Promise.all([rubrikRepo.listRubrikOfProdi(id_prodi), rubrikRepo.listAnakOfProdi(id_prodi)]);
    for (const item of [...rubrik, ...anak]) {
      read += 1;
      // an item deleted meanwhile needs no place
      if (await orWhenRefused(rubrikRepo.catalogIndex(item), false)) written += 1;
    }
  }
  return { read, written };
}

async function main(): Promise<void> {
  if (!process.env.TABLE_NAME) throw new Error('set TABLE_NAME to the stack output TableName (and AWS_REGION to its region)');
  const { read, written } = await backfillStudentIndexes();
  console.log(`${read} students read, ${written} reindexed in ${process.env.TABLE_NAME}`);
  const names = await backfillStudentNames();
  console.log(`${names.written} students given their name index entries`);
  const titles = await backfillQueueTitles();
  const cpl = await backfillCplPointCopies();
  const catalog = await backfillRubrikCatalog();
  console.log(`${catalog.read} rubrics and sub-rubrics read, ${catalog.written} put in the catalog`);
  console.log(`${cpl.read} CPL items read, ${cpl.written} given their point copies`);
  console.log(
    `${titles.read} waiting portfolios read, ${titles.written} given their title index entries; now run npm run statistik:rebuild -- --fix`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
