/**
 * The portfolio count of an internal activity (`jumlah_portofolio` on `KEGIATAN#<id>`): moved only
 * here, by every portfolio write, so it never disagrees with the portfolios that chose the
 * activity (the activity's own writes never put it, and its delete is conditional on it being zero).
 */
import { ppkKeys } from '@functions/lib/entities/ppk';
import { type TransactItem, tableName } from '@functions/lib/table';

/**
 * The counter moves of a portfolio write (before and after; null = not existing): -1 on the
 * activity it leaves, +1 on the one it chooses. Choosing is conditional on the activity existing
 * under the portfolio's sub-rubric, so an activity deleted or moved between the student's read
 * and the write refuses the portfolio (its repo answers a stale-version refusal).
 */
export function kegiatanChoiceChanges(
  before: { id_kegiatan_ppk: number | null } | null,
  after: { id_kegiatan_ppk: number | null; id_anak_rubrik: number } | null,
): TransactItem[] {
  const from = before?.id_kegiatan_ppk ?? null;
  const to = after?.id_kegiatan_ppk ?? null;
  if (from === to) return [];
  const out: TransactItem[] = [];
  if (from !== null) {
    out.push({
      Update: {
        TableName: tableName(),
        Key: ppkKeys.kegiatan(from),
        UpdateExpression: 'ADD jumlah_portofolio :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    });
  }
  if (to !== null && after) {
    out.push({
      Update: {
        TableName: tableName(),
        Key: ppkKeys.kegiatan(to),
        UpdateExpression: 'ADD jumlah_portofolio :one',
        ConditionExpression: 'attribute_exists(PK) AND id_anak_rubrik = :anak',
        ExpressionAttributeValues: { ':one': 1, ':anak': after.id_anak_rubrik },
      },
    });
  }
  return out;
}
