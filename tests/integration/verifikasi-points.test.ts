/**
 * A portfolio is accepted only while its points are within its sub-rubric's maximum: an admin may
 * lower the maximum after a student sent a portfolio, and verification must not count more than
 * the rubric allows. The refusal changes nothing; a rejection stays possible.
 */

import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { verifyPointsOverMax } from '@shared/messages';
import { beforeAll, expect, it } from 'vitest';
import { patchItem, staffAccount } from '../support/auth-flow';
import { type CatalogEntry, catalogOf, freshStudent, pdfBytes, snapshot, uploadEvidence } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

let catalog: CatalogEntry[];
beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(2);
});

it('refuses to accept points above a lowered maximum (409, nothing changed); rejecting still works', async () => {
  const anak = (catalog.at(-1) as CatalogEntry).anak;
  const s = await freshStudent(2);
  const points = Math.min(anak.bobot_maksimal_skp_tiap_portofolio, 6);
  const add = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, {
    bearer: s.token,
    body: {
      id_anak_rubrik: anak.id_anak_rubrik,
      judul: 'Pemakalah Konferensi Internasional',
      bobot_skp_portofolio: points,
      tanggal_terbit: '2024-06-01',
      dokumen_portofolio: await uploadEvidence(s.token, pdfBytes()),
    },
  });
  expect(add.status).toBe(201);
  const id = add.body.portofolio.id_portofolio;
  const admin = await staffAccount('super admin');
  try {
    await patchItem(rubrikKeys.anakRubrik(anak.id_anak_rubrik), { bobot_maksimal_skp_tiap_portofolio: points - 1 });
    const before = await snapshot(s.user.id, 2);
    const res = await api('PUT', `/api/portofolio/user/${s.nim}/${id}/verify`, { bearer: admin.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: verifyPointsOverMax(points, points - 1) });
    expect(await snapshot(s.user.id, 2)).toEqual(before);
    const reject = await api('PUT', `/api/portofolio/user/${s.nim}/${id}/reject`, {
      bearer: admin.token,
      body: { catatan: 'Poin melebihi batas baru.' },
    });
    expect(reject.status).toBe(200);
  } finally {
    await patchItem(rubrikKeys.anakRubrik(anak.id_anak_rubrik), { bobot_maksimal_skp_tiap_portofolio: anak.bobot_maksimal_skp_tiap_portofolio });
  }
});
