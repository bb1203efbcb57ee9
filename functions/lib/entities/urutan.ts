/**
 * The unique `urutan_di_skpi` of a portfolio category (university-wide) and of a CPL category, item
 * or point (within its parent): a guard item put with `attribute_not_exists` in the transaction of
 * the entity taking the number, moved and deleted with it (functions/lib/urutan-guard.ts).
 */
import { type Key, pad } from './key';

export const urutanKeys = {
  /**
   * Unique constraint: one entity per `urutan_di_skpi` within a scope, the partition its siblings
   * are listed in (`BIDANG`: the portfolio categories; `PRODI#<p>#BIDANGCPL`: a program's CPL
   * categories; `BIDANGCPL#<b>#CPL`: a category's CPL items; `CPL#<c>#POINT`: an item's points).
   * Attribute `owner`: the id of the entity holding the number.
   */
  urutanGuard: (scope: string, urutan: number): Key => ({ PK: `URUTAN#${scope}`, SK: `URUTAN#${pad(urutan, 4)}` }),
} as const;
