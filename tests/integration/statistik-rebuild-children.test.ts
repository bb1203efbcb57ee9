/**
 * The counter rebuild (functions/domain/statistik/rebuild.ts) recounts the counts a parent keeps
 * of its children, written by their projections (functions/lib/projections/rubrik.ts, cpl.ts,
 * dokumen.ts): a category's rubrics, a rubric's sub-rubrics, a CPL category's items, a CPL item's
 * points and a graduation period's printed documents. Written through the real handlers and one
 * print, they equal a recount; corrupted, the rebuild reports each, the fix corrects it, and a
 * second run finds nothing. Stack test files share one table, so only the differences on this
 * file's own records are compared.
 */

import type { RebuildReport } from '@functions/domain/statistik/rebuild';
import type { Admin } from '@functions/lib/admin-write';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { cplKeys } from '@functions/lib/entities/cpl';
import type { Key } from '@functions/lib/entities/key';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCounter, pointAtStack, staffAccount } from '../support/auth-flow';
import { newPeriode, type PeriodeRow, printingProgram, printingStudent } from '../support/cetak';
import { type Account, addBidang, addItem, addPoint } from '../support/cpl';
import { api } from '../support/stack';

const rebuild = async (fix = false): Promise<RebuildReport> => (await import('@functions/domain/statistik/rebuild')).rebuildStats({ fix });

let superAdmin: Account;
let keysOf: { bidangRubrik: Key; rubrikAnak: Key; bidangCpl: Key; cpl: Key; periode: Key };
let idBidang = 0;

/** The differences on this file's own counts, as the report shows them. */
const ours = (report: RebuildReport) =>
  report.differences
    .filter((d) => Object.values(keysOf).some((k) => k.PK === d.key.PK && k.SK === d.key.SK))
    .map((d) => ({ kind: d.kind, item: d.item, attribute: d.attribute, stored: d.stored, expected: d.expected }));

beforeAll(async () => {
  pointAtStack();
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const { cetakService } = await import('@functions/domain/cetak/service');
  const staff = await staffAccount('super admin');
  superAdmin = { token: staff.token, userId: staff.user.id };
  const program = await printingProgram(`RA${Math.floor(Math.random() * 9000 + 1000)}`);
  const idProdi = program.prodi.id_prodi;

  // a rubric with two sub-rubrics, on the first category
  idBidang = ((await rubrikRepo.listBidang())[0] as { id_bidang_portofolio: number }).id_bidang_portofolio;
  const rubrik = await api<{ rubrik: { id_rubrik: number } }>('POST', '/api/rubrik/add', {
    bearer: superAdmin.token,
    body: { nama_rubrik: 'Rubrik Hitung Ulang', id_bidang_portofolio: idBidang, id_prodi: idProdi, syarat_minimal_skp: 0 },
  });
  expect(rubrik.status).toBe(201);
  const idRubrik = rubrik.body.rubrik.id_rubrik;
  for (const nama of ['Sub-rubrik Satu', 'Sub-rubrik Dua']) {
    const anak = await api('POST', `/api/rubrik/${idRubrik}/add-anak-rubrik`, {
      bearer: superAdmin.token,
      body: { nama_anak_rubrik: nama, bobot_maksimal_skp_tiap_portofolio: 5, syarat_minimal_skp: 0 },
    });
    expect(anak.status).toBe(201);
  }

  // a CPL category with one item of two points
  const bidangCpl = await addBidang(superAdmin, idProdi, 1);
  const item = await addItem(superAdmin, bidangCpl, 1);
  await addPoint(superAdmin, item, 1);
  await addPoint(superAdmin, item, 2);

  // a period with one printed document
  const periode: PeriodeRow = await newPeriode(staff.token, '2026-09-26');
  const actor: Admin = {
    auth: { userId: staff.user.id, nim: staff.user.nim, role: 'super admin', id_prodi: null, user: staff.user },
    requestId: 'uji-hitung-ulang',
  };
  const student = await printingStudent(idProdi);
  const printed = await cetakService.printOne(actor, student, { periode: { ...periode, type: 'periode', created_at: '' }, override: false });
  expect(printed.created).toBe(true);

  keysOf = {
    bidangRubrik: rubrikKeys.bidangRubrikCount(idBidang),
    rubrikAnak: rubrikKeys.rubrikAnakCount(idRubrik),
    bidangCpl: cplKeys.bidangCpl(bidangCpl.id_bidang_cpl),
    cpl: cplKeys.cpl(item.id_cpl),
    periode: cetakKeys.periode(periode.id_periode_kelulusan),
  };
}, 120_000);

describe('the counter rebuild of the children counts', () => {
  it('finds the projected counts right, reports corrupted ones, fixes them, and then finds nothing', { timeout: 180_000 }, async () => {
    expect(ours(await rebuild())).toEqual([]);
    const { getItem } = await import('@functions/lib/table');
    const rubrikCount = Number((await getItem<Record<string, number>>(keysOf.bidangRubrik, { ConsistentRead: true }))?.rubrik_count);
    expect(rubrikCount).toBeGreaterThanOrEqual(1);

    await addToCounter(keysOf.bidangRubrik, 'rubrik_count', 4);
    await addToCounter(keysOf.rubrikAnak, 'anak_rubrik_count', 3);
    await addToCounter(keysOf.bidangCpl, 'jumlah_cpl', -1);
    await addToCounter(keysOf.cpl, 'jumlah_point', 2);
    await addToCounter(keysOf.periode, 'jumlah_dokumen', 5);

    const found = ours(await rebuild());
    const name = (k: Key) => `${k.PK.split('#').at(-1)}`;
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'rubrik-bidang', item: `kategori portofolio ${idBidang}`, attribute: 'rubrik_count', stored: rubrikCount + 4, expected: rubrikCount },
        { kind: 'rubrik-anak', item: `rubrik ${name(keysOf.rubrikAnak)}`, attribute: 'anak_rubrik_count', stored: 5, expected: 2 },
        { kind: 'cpl-bidang', item: `bidang CPL ${name(keysOf.bidangCpl)}`, attribute: 'jumlah_cpl', stored: 0, expected: 1 },
        { kind: 'cpl-point', item: `CPL ${name(keysOf.cpl)}`, attribute: 'jumlah_point', stored: 4, expected: 2 },
        { kind: 'periode', item: `periode kelulusan ${name(keysOf.periode)}`, attribute: 'jumlah_dokumen', stored: 6, expected: 1 },
      ]),
    );
    expect(found).toHaveLength(5);

    const fixed = await rebuild(true);
    expect(ours({ ...fixed, differences: fixed.fixed })).toHaveLength(5);
    expect(ours(await rebuild())).toEqual([]);
    expect(await getItem(keysOf.bidangRubrik, { ConsistentRead: true })).toMatchObject({ rubrik_count: rubrikCount, id_bidang_portofolio: idBidang });
    expect(await getItem(keysOf.rubrikAnak, { ConsistentRead: true })).toMatchObject({ anak_rubrik_count: 2 });
    expect(await getItem(keysOf.bidangCpl, { ConsistentRead: true })).toMatchObject({ jumlah_cpl: 1 });
    expect(await getItem(keysOf.cpl, { ConsistentRead: true })).toMatchObject({ jumlah_point: 2 });
    expect(await getItem(keysOf.periode, { ConsistentRead: true })).toMatchObject({ jumlah_dokumen: 1 });
  });
});
