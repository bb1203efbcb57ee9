/**
 * The statistics counters the admin dashboard reads (spec 001 section 3), as transaction items
 * that a repo adds to its own TransactWriteItems (DESIGN rule 4: a counter moves in the same
 * transaction as the change it counts). Each change is written for the study program and for
 * the university (program 0), so a super admin's total is one read. Services never call these:
 * the repo that writes the change does.
 */
import { keys } from '@functions/lib/keys';
import { type TransactItem, tableName } from '@functions/lib/table';
import type { Role } from '@shared/api/contract';

/** The university-wide counters live under program 0. */
export const ALL_PRODI = 0;

function add(idProdi: number, counters: Record<string, number>): TransactItem {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.prodiStats(idProdi),
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, counters[n]])),
    },
  };
}

/** The same counter change for the program and for the university. */
function forProdiAndAll(idProdi: number, counters: Record<string, number>): TransactItem[] {
  return [add(idProdi, counters), add(ALL_PRODI, counters)];
}

export const counterChanges = {
  /** A new account: students count in total_mahasiswa, and in total_mahasiswa_belum_lulus until they graduate. */
  userCreated(user: { role: Role; id_prodi: number | null; is_graduated?: boolean }): TransactItem[] {
    if (user.role !== 'mahasiswa' || user.id_prodi === null) return [];
    return forProdiAndAll(user.id_prodi, { total_mahasiswa: 1, ...(user.is_graduated ? {} : { total_mahasiswa_belum_lulus: 1 }) });
  },
};
