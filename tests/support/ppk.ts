/**
 * Helpers of the internal-activity tests: the activities a test file adds to a program are
 * removed when it ends, so the files after it read the demo catalog as seeded (the student's
 * catalog test expects each demo sub-rubric's one activity).
 */
import { afterAll, beforeAll } from 'vitest';
import { pointAtStack } from './auth-flow';

/** Registers hooks that remove, after the file, every activity of the program it added. */
export function removeAddedActivities(idProdi: number): void {
  let seeded = new Set<number>();
  const listed = async () => {
    pointAtStack();
    const { ppkRepo } = await import('@functions/domain/ppk/repo');
    return ppkRepo.listOfProdi(idProdi);
  };
  beforeAll(async () => {
    seeded = new Set((await listed()).map((k) => k.id_kegiatan_ppk));
  });
  afterAll(async () => {
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb } = await import('@functions/lib/clients');
    const { keys } = await import('@functions/lib/keys');
    const { tableName } = await import('@functions/lib/table');
    for (const k of await listed()) {
      if (!seeded.has(k.id_kegiatan_ppk)) await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.kegiatan(k.id_kegiatan_ppk) }));
    }
  });
}
