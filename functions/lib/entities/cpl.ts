/**
 * CPL: a program's categories (`BIDANGCPL#<id>`, `jumlah_cpl`; GSI1 `PRODI#<p>#BIDANGCPL` /
 * `URUTAN#<u>#<id>`), their items (`CPL#<id>`, `jumlah_point` and a `pt_<id_point>` copy of each
 * point, so a category's page reads items with points in one Query; GSI1 `BIDANGCPL#<b>#CPL` /
 * `URUTAN#<u>#<id>`) and the items' points (`CPL#<id>` / `POINT#<id_point>`, in the item's
 * partition). Writers: functions/domain/cpl/repo.ts, steps.ts.
 */
import { item, type Key, pad } from './key';

export const cplKeys = {
  bidangCpl: (id: number) => item('BIDANGCPL', id),
  /** GSI1: a prodi's CPL categories by urutan_di_skpi. */
  bidangCplByProdi: (idProdi: number) => `PRODI#${idProdi}#BIDANGCPL`,
  cpl: (id: number) => item('CPL', id),
  /** GSI1: the CPL items of a category by urutan. */
  cplByBidang: (idBidangCpl: number) => `BIDANGCPL#${idBidangCpl}#CPL`,
  /** A CPL point lives in its item's partition: one Query reads an item with its points. */
  cplPoint: (idCpl: number, idPoint: number): Key => ({ PK: `CPL#${idCpl}`, SK: `POINT#${pad(idPoint)}` }),
  cplPointPrefix: () => 'POINT#',
  /** The scope of an item's points' urutan guards (`urutanGuard`). */
  cplPoints: (idCpl: number) => `CPL#${idCpl}#POINT`,
} as const;
