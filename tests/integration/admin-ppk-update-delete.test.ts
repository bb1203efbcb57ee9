/**
 * Internal activities (docs/decisions/0027-internal-activities.md): the admin area's update and
 * delete, and the activity's portfolio count. Every success answers its fixed catalogue
 * message with the activity; every refusal (403 scope, 404, 409 stale or chosen by portfolios, 422
 * bad input) leaves the activities, their documents and their audit log as they were, and does not
 * claim the upload. The count follows the portfolio writes that choose or leave the activity
 * (student add, edit, delete; admin delete). The list and add: admin-ppk-read-add.test.ts.
 */

import type { KegiatanItem } from '@functions/domain/ppk/repo';
import { ppkKeys } from '@functions/lib/entities/ppk';
import { MSG, portfolioPointsOverMax, ppkAnakLocked, ppkInUse } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { pointAtStack } from '../support/auth-flow';
import { documentExists, freshStudent, pdfBytes, type StudentAccount, uploadEvidence } from '../support/portofolio';
import { auditOf, type Body, call, type PpkPage as Page, ppkFile, read, repo, unchanged, uploadPending } from '../support/ppk';
import { api } from '../support/stack';

const f = ppkFile();
const { add } = f;

describe('POST /api/ppk/update/{id}', () => {
  it('changes the fields and keeps the document when none is sent; a new PDF replaces (and deletes) the old one', async () => {
    const row = await add();
    const before = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    const res = await call('POST', `/api/ppk/update/${row.id_kegiatan_ppk}`, f.ownAdmin.token, {
      judul: 'Seminar Nasional (diperbarui)',
      judul_inggris: 'National Seminar (updated)',
      id_anak_rubrik: f.anak.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: '2024-09-15',
      version: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.kegiatanUpdated);
    expect(res.body.ppk).toMatchObject({ judul: 'Seminar Nasional (diperbarui)', bobot_skp_portofolio: 1, tanggal_terbit: '2024-09-15', version: 2 });
    const kept = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    expect(kept.dokumen_ppk).toBe(before.dokumen_ppk);
    expect(await documentExists(before.dokumen_ppk as string)).toBe(true);
    expect((await auditOf(row.id_kegiatan_ppk)).at(-1)).toMatchObject({
      action: 'ppk.update',
      before: { judul: row.judul, version: 1 },
      after: { judul: 'Seminar Nasional (diperbarui)', version: 2 },
    });

    const upload = await uploadEvidence(f.superAdmin.token, pdfBytes());
    const replaced = await call('POST', `/api/ppk/update/${row.id_kegiatan_ppk}`, f.superAdmin.token, {
      judul: 'Seminar Nasional (diperbarui)',
      id_anak_rubrik: f.anak.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: '2024-09-15',
      dokumen_ppk: upload,
    });
    expect(replaced.status).toBe(200);
    const after = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    expect(after.dokumen_ppk).not.toBe(before.dokumen_ppk);
    expect(after.judul_inggris).toBeNull();
    expect(await documentExists(after.dokumen_ppk as string)).toBe(true);
    expect(await documentExists(before.dokumen_ppk as string)).toBe(false);
  });

  it('moves an activity no portfolio chose to another sub-rubric of the program (its lists follow)', async () => {
    const row = await add();
    const res = await call('POST', `/api/ppk/update/${row.id_kegiatan_ppk}`, f.ownAdmin.token, {
      judul: row.judul,
      id_anak_rubrik: f.anak2.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: row.tanggal_terbit,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ppk).toMatchObject({
      id_anak_rubrik: f.anak2.id_anak_rubrik,
      id_rubrik: f.anak2.id_rubrik,
      nama_anak_rubrik: f.anak2.nama_anak_rubrik,
    });
    const r = await repo();
    expect((await r.listOfAnak(f.anak2.id_anak_rubrik)).map((k) => k.id_kegiatan_ppk)).toContain(row.id_kegiatan_ppk);
    expect((await r.listOfAnak(f.anak.id_anak_rubrik)).map((k) => k.id_kegiatan_ppk)).not.toContain(row.id_kegiatan_ppk);
  });

  it('refuses, changing nothing: stale version 409, unknown 404, another program 403 (the activity or the new sub-rubric), points over the maximum 422', async () => {
    const row = await add();
    const sent = { judul: 'Diubah', id_anak_rubrik: f.anak.id_anak_rubrik, bobot_skp_portofolio: 1, tanggal_terbit: '2024-01-02' };
    const upload = await uploadEvidence(f.ownAdmin.token, pdfBytes());
    const cases: Array<[string, string, string, Body, number, unknown]> = [
      ['stale', `/api/ppk/update/${row.id_kegiatan_ppk}`, f.ownAdmin.token, { ...sent, version: 7, dokumen_ppk: upload }, 409, MSG.conflict],
      ['unknown', '/api/ppk/update/9999999', f.superAdmin.token, sent, 404, MSG.kegiatanNotFound],
      ['other program', `/api/ppk/update/${row.id_kegiatan_ppk}`, f.otherAdmin.token, sent, 403, MSG.ppkOtherProdi],
      [
        'to another program',
        `/api/ppk/update/${row.id_kegiatan_ppk}`,
        f.ownAdmin.token,
        { ...sent, id_anak_rubrik: f.foreign.id_anak_rubrik, dokumen_ppk: upload },
        403,
        MSG.ppkOtherProdi,
      ],
      [
        'unknown sub-rubric',
        `/api/ppk/update/${row.id_kegiatan_ppk}`,
        f.ownAdmin.token,
        { ...sent, id_anak_rubrik: 9_999_999 },
        404,
        MSG.anakRubrikNotFound,
      ],
      [
        'over the maximum',
        `/api/ppk/update/${row.id_kegiatan_ppk}`,
        f.ownAdmin.token,
        { ...sent, bobot_skp_portofolio: f.anak.bobot_maksimal_skp_tiap_portofolio + 1, dokumen_ppk: upload },
        422,
        { bobot_skp_portofolio: [portfolioPointsOverMax(f.anak.bobot_maksimal_skp_tiap_portofolio)] },
      ],
      ['no title', `/api/ppk/update/${row.id_kegiatan_ppk}`, f.ownAdmin.token, { ...sent, judul: '' }, 422, { judul: [MSG.required] }],
    ];
    for (const [name, path, token, b, status, message] of cases) {
      await unchanged([row.id_kegiatan_ppk], async () => {
        const res = await call('POST', path, token, b);
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status, body: { message } });
      });
    }
    expect(await uploadPending(upload)).toBe(true);
  });
});

describe('DELETE /api/ppk/delete/{id}', () => {
  it('deletes an activity no portfolio chose, with its document and an audit entry', async () => {
    const row = await add();
    const stored = (await read(row.id_kegiatan_ppk)) as KegiatanItem;
    const res = await call('DELETE', `/api/ppk/delete/${row.id_kegiatan_ppk}`, f.ownAdmin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.kegiatanDeleted, ppk: { ...row, dokumen_ppk: null } });
    expect(await read(row.id_kegiatan_ppk)).toBeUndefined();
    expect(await documentExists(stored.dokumen_ppk as string)).toBe(false);
    expect((await auditOf(row.id_kegiatan_ppk)).at(-1)).toMatchObject({ action: 'ppk.delete', before: { judul: row.judul }, after: null });
  });

  it('refuses, changing nothing: unknown 404, another program 403', async () => {
    const row = await add();
    await unchanged([row.id_kegiatan_ppk], async () => {
      const missing = await call('DELETE', '/api/ppk/delete/9999999', f.superAdmin.token);
      expect([missing.status, missing.body]).toEqual([404, { message: MSG.kegiatanNotFound }]);
      const other = await call('DELETE', `/api/ppk/delete/${row.id_kegiatan_ppk}`, f.otherAdmin.token);
      expect([other.status, other.body]).toEqual([403, { message: MSG.ppkOtherProdi }]);
    });
  });
});

describe('the portfolio count of an activity', () => {
  const count = async (id: number) => Number((await read(id))?.jumlah_portofolio ?? 0);
  const addInternal = async (s: StudentAccount, idKegiatan: number) => {
    const res = await api<{ portofolio: { id_portofolio: number; version: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, {
      bearer: s.token,
      body: { id_anak_rubrik: f.anak.id_anak_rubrik, id_kegiatan_ppk: idKegiatan },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.portofolio;
  };

  it('follows the portfolios that choose or leave it (add, change, delete by the student and by an admin); while any do, the activity is neither deleted nor moved (409)', async () => {
    const a = await add({ judul: 'Kegiatan A' });
    const b = await add({ judul: 'Kegiatan B' });
    const other = await freshStudent(1);
    const p1 = await addInternal(f.student, a.id_kegiatan_ppk);
    const p2 = await addInternal(other, a.id_kegiatan_ppk);
    expect([await count(a.id_kegiatan_ppk), await count(b.id_kegiatan_ppk)]).toEqual([2, 0]);

    // chosen: no delete, no move to another sub-rubric; nothing changes
    await unchanged([a.id_kegiatan_ppk], async () => {
      const del = await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, f.superAdmin.token);
      expect([del.status, del.body]).toEqual([409, { message: ppkInUse(2) }]);
      const move = await call('POST', `/api/ppk/update/${a.id_kegiatan_ppk}`, f.superAdmin.token, {
        judul: a.judul,
        id_anak_rubrik: f.anak2.id_anak_rubrik,
        bobot_skp_portofolio: 1,
        tanggal_terbit: a.tanggal_terbit,
      });
      expect([move.status, move.body]).toEqual([409, { message: ppkAnakLocked(2) }]);
    });
    const list = await api<Page>('GET', '/api/ppk', { bearer: f.superAdmin.token, query: { id_prodi: 1 } });
    expect(list.body.ppk.data.find((r) => r.id_kegiatan_ppk === a.id_kegiatan_ppk)?.jumlah_portofolio).toBe(2);

    // a change of its points keeps the points of the portfolios already recorded
    const points = await call('POST', `/api/ppk/update/${a.id_kegiatan_ppk}`, f.superAdmin.token, {
      judul: a.judul,
      id_anak_rubrik: f.anak.id_anak_rubrik,
      bobot_skp_portofolio: 1,
      tanggal_terbit: a.tanggal_terbit,
    });
    expect(points.status).toBe(200);
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    expect((await portofolioRepo.get(p1.id_portofolio))?.bobot_skp_portofolio).toBe(2);

    // the student changes the activity: A loses one, B gains one
    const changed = await api('POST', `/api/portofolio/user/${f.student.nim}/${p1.id_portofolio}/update`, {
      bearer: f.student.token,
      body: { id_anak_rubrik: f.anak.id_anak_rubrik, id_kegiatan_ppk: b.id_kegiatan_ppk },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect([await count(a.id_kegiatan_ppk), await count(b.id_kegiatan_ppk)]).toEqual([1, 1]);

    // an edit that keeps the activity moves nothing
    const same = await api('POST', `/api/portofolio/user/${other.nim}/${p2.id_portofolio}/update`, {
      bearer: other.token,
      body: { id_anak_rubrik: f.anak.id_anak_rubrik, id_kegiatan_ppk: a.id_kegiatan_ppk },
    });
    expect(same.status).toBe(200);
    expect(await count(a.id_kegiatan_ppk)).toBe(1);

    // the student turns it external: B loses it
    const external = await api('POST', `/api/portofolio/user/${f.student.nim}/${p1.id_portofolio}/update`, {
      bearer: f.student.token,
      body: {
        id_anak_rubrik: f.anak.id_anak_rubrik,
        judul: 'Kegiatan luar',
        bobot_skp_portofolio: 1,
        tanggal_terbit: '2024-05-01',
        dokumen_portofolio: await uploadEvidence(f.student.token, pdfBytes()),
      },
    });
    expect(external.status, JSON.stringify(external.body)).toBe(200);
    expect(await count(b.id_kegiatan_ppk)).toBe(0);

    // the student deletes theirs; an admin deletes the other's
    const p3 = await addInternal(f.student, b.id_kegiatan_ppk);
    expect(await count(b.id_kegiatan_ppk)).toBe(1);
    expect((await api('DELETE', `/api/portofolio/user/${f.student.nim}/${p3.id_portofolio}/delete`, { bearer: f.student.token })).status).toBe(200);
    expect(await count(b.id_kegiatan_ppk)).toBe(0);
    expect((await api('DELETE', `/api/portofolio/user/${other.nim}/${p2.id_portofolio}/delete`, { bearer: f.ownAdmin.token })).status).toBe(200);
    expect(await count(a.id_kegiatan_ppk)).toBe(0);

    // no portfolio left: the delete goes through
    const del = await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, f.ownAdmin.token);
    expect([del.status, del.body.message]).toEqual([200, MSG.kegiatanDeleted]);
  });

  it('a portfolio cannot choose an activity deleted meanwhile (the write is refused, the count stays away)', async () => {
    const a = await add({ judul: 'Kegiatan yang dihapus' });
    expect((await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, f.superAdmin.token)).status).toBe(200);
    const res = await api('POST', `/api/portofolio/user/${f.student.nim}/add`, {
      bearer: f.student.token,
      body: { id_anak_rubrik: f.anak.id_anak_rubrik, id_kegiatan_ppk: a.id_kegiatan_ppk },
    });
    expect([res.status, res.body]).toEqual([422, { message: { id_kegiatan_ppk: [MSG.kegiatanNotFound] } }]);
    const { getItem } = await import('@functions/lib/table');
    expect(await getItem(ppkKeys.kegiatan(a.id_kegiatan_ppk), { ConsistentRead: true })).toBeUndefined();
  });

  it('in the repo: a portfolio transaction choosing an activity deleted between read and write is refused as stale', async () => {
    pointAtStack();
    const a = await add({ judul: 'Kegiatan balapan' });
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    const { WriteRefused } = await import('@functions/lib/domain-errors');
    expect((await call('DELETE', `/api/ppk/delete/${a.id_kegiatan_ppk}`, f.superAdmin.token)).status).toBe(200);
    await expect(
      portofolioRepo.create({
        user_id: f.student.user.id,
        id_prodi: 1,
        id_bidang_portofolio: f.anak.id_bidang_portofolio,
        id_rubrik: f.anak.id_rubrik,
        id_anak_rubrik: f.anak.id_anak_rubrik,
        id_kegiatan_ppk: a.id_kegiatan_ppk,
        judul: a.judul,
        judul_inggris: null,
        bobot_skp_portofolio: 2,
        tanggal_terbit: a.tanggal_terbit,
        dokumen_portofolio: null,
        id_status_portofolio: 1,
        showed: true,
        verified_by: null,
        verified_at: null,
      }),
    ).rejects.toBeInstanceOf(WriteRefused);
    expect(await read(a.id_kegiatan_ppk)).toBeUndefined();
  });
});
