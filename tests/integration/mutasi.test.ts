/**
 * The student's migration and readmission requests: GET, request, update (POST and PUT), cancel.
 * Every refusal with its message, the item read back unchanged; the GSI keys the admin lists read.
 */

import { mutasiKeys } from '@functions/lib/entities/mutasi';
import { MSG, mutasiAlreadyRequested, mutasiCancelled, mutasiNone, mutasiRequested, mutasiUpdated } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, patchItem, staffAccount } from '../support/auth-flow';
import { pngImage } from '../support/images';
import { api, DEMO_ACCOUNTS, useStackEnv } from '../support/stack';
import { documentExists, pdfBytes, uploadFile } from '../support/student-data';

type Jenis = 'migrasi' | 'readmisi';

async function itemOf(userId: string, jenis: Jenis) {
  const { getItem } = await import('@functions/lib/table');
  return getItem<Record<string, unknown>>(mutasiKeys.mutasi(userId, jenis), { ConsistentRead: true });
}

async function keyOf(userId: string, jenis: Jenis) {
  return mutasiKeys.mutasi(userId, jenis);
}

const student = () => staffAccount('mahasiswa', 1);
const proof = (token: string) => uploadFile(token, 'dokumen', pdfBytes(), 'application/pdf');

async function migrasiBody(token: string, change: Record<string, unknown> = {}) {
  return {
    nim_baru: freshIdentity('N').nim,
    prodi: 2,
    nomor_ijazah: 'IJZ-2024-0001',
    tanggal_masuk: '2024-09-01',
    bukti: await proof(token),
    ...change,
  };
}
async function readmisiBody(token: string, change: Record<string, unknown> = {}) {
  return { nim_baru: freshIdentity('N').nim, bukti: await proof(token), ...change };
}
const bodyOf = (jenis: Jenis, token: string, change: Record<string, unknown> = {}) =>
  jenis === 'migrasi' ? migrasiBody(token, change) : readmisiBody(token, change);
const statusField = (jenis: Jenis) => (jenis === 'migrasi' ? 'id_status_migrasi' : 'id_status_readmisi');

beforeAll(() => {
  useStackEnv();
});

describe.each(['migrasi', 'readmisi'] as const)('%s', (jenis) => {
  it('is null at first; a request is stored waiting with the GSI keys of the admin lists', async () => {
    const s = await student();
    const empty = await api('GET', `/api/${jenis}`, { bearer: s.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: null });

    const body = await bodyOf(jenis, s.token);
    const res = await api<{ message: string; data: Record<string, unknown> }>('POST', `/api/${jenis}/request`, { bearer: s.token, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(mutasiRequested(jenis));
    expect(res.body.data).toMatchObject({ nim_baru: body.nim_baru, [statusField(jenis)]: 1, bukti: expect.stringMatching(/^https?:\/\//) });
    if (jenis === 'migrasi') expect(res.body.data).toMatchObject({ prodi: 2, nomor_ijazah: 'IJZ-2024-0001', tanggal_masuk: '2024-09-01' });

    const item = await itemOf(s.user.id, jenis);
    const prodiList = jenis === 'migrasi' ? 2 : 1;
    expect(item).toMatchObject({
      type: 'mutasi',
      jenis,
      user_id: s.user.id,
      nim_lama: s.user.nim,
      id_prodi_asal: 1,
      id_prodi: prodiList,
      id_status: 1,
      version: 1,
      bukti: expect.stringMatching(new RegExp(`^mutasi/${s.user.id}/[0-9A-Z]+\\.pdf$`)),
      GSI1PK: `PRODI#${prodiList}#MUTASI#PENDING`,
      GSI2PK: 'MUTASI#PENDING',
    });
    expect(await documentExists(String(item?.bukti))).toBe(true);
    const read = await api('GET', `/api/${jenis}`, { bearer: s.token });
    expect(read.body).toEqual({ data: { ...res.body.data, bukti: expect.any(String) } });

    // the admin list by program finds it
    const { queryAll } = await import('@functions/lib/table');
    const listed = await queryAll<{ user_id: string }>({ index: 'GSI1', pk: `PRODI#${prodiList}#MUTASI#PENDING` });
    expect(listed.map((x) => x.user_id)).toContain(s.user.id);
  });

  it('refuses a second request while one waits, a NIM already used, the own NIM, and a missing proof; nothing changes', async () => {
    const s = await student();
    await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    const before = await itemOf(s.user.id, jenis);
    const twice = await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: mutasiAlreadyRequested(jenis) });

    const t = await student();
    const taken = await api('POST', `/api/${jenis}/request`, {
      bearer: t.token,
      body: await bodyOf(jenis, t.token, { nim_baru: DEMO_ACCOUNTS.budi.nim }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: { nim_baru: [MSG.mutasiNimTaken] } });
    const own = await api('POST', `/api/${jenis}/request`, { bearer: t.token, body: await bodyOf(jenis, t.token, { nim_baru: t.user.nim }) });
    expect(own.status).toBe(422);
    expect(own.body).toEqual({ message: { nim_baru: [MSG.mutasiNimSame] } });
    const noProof = await api('POST', `/api/${jenis}/request`, { bearer: t.token, body: await bodyOf(jenis, t.token, { bukti: '' }) });
    expect(noProof.status).toBe(422);
    expect(noProof.body).toEqual({ message: { bukti: [MSG.required] } });
    const badNim = await api('POST', `/api/${jenis}/request`, { bearer: t.token, body: await bodyOf(jenis, t.token, { nim_baru: '21-01' }) });
    expect(badNim.status).toBe(422);
    expect(badNim.body).toEqual({ message: { nim_baru: [MSG.nimAlnum] } });
    const png = await uploadFile(
      t.token,
      'dokumen',
      pngImage(4, 4, () => [0, 0, 0]),
      'application/pdf',
    );
    const notPdf = await api('POST', `/api/${jenis}/request`, { bearer: t.token, body: await bodyOf(jenis, t.token, { bukti: png }) });
    expect(notPdf.status).toBe(422);
    expect(notPdf.body).toEqual({ message: { bukti: [UPLOAD_MSG.uploadWrongPdfType] } });
    const big = await uploadFile(t.token, 'dokumen', pdfBytes(2_000_001), 'application/pdf');
    const tooBig = await api('POST', `/api/${jenis}/request`, { bearer: t.token, body: await bodyOf(jenis, t.token, { bukti: big }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: { bukti: [MSG.uploadTooLarge] } });

    expect(await itemOf(s.user.id, jenis)).toEqual(before);
    expect(await itemOf(t.user.id, jenis)).toBeUndefined();
  });

  it('updates a waiting request (POST and PUT), keeping or replacing the proof', async () => {
    const s = await student();
    await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    const first = await itemOf(s.user.id, jenis);
    const { bukti: _drop, ...keep } = await bodyOf(jenis, s.token);
    const kept = await api<{ message: string }>('POST', `/api/${jenis}/update`, { bearer: s.token, body: keep });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe(mutasiUpdated(jenis));
    const second = await itemOf(s.user.id, jenis);
    expect(second).toMatchObject({ nim_baru: keep.nim_baru, bukti: first?.bukti, version: 2, id_status: 1 });

    const replaced = await api('PUT', `/api/${jenis}/update`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    expect(replaced.status).toBe(200);
    const third = await itemOf(s.user.id, jenis);
    expect(third?.version).toBe(3);
    expect(third?.bukti).not.toBe(first?.bukti);
    expect(await documentExists(String(first?.bukti))).toBe(false);
  });

  if (jenis === 'migrasi') {
    it('refuses an unknown program and a wrong entry date', async () => {
      const s = await student();
      const prodi = await api('POST', '/api/migrasi/request', { bearer: s.token, body: await migrasiBody(s.token, { prodi: 999 }) });
      expect(prodi.status).toBe(422);
      expect(prodi.body).toEqual({ message: { prodi: [MSG.chooseOption] } });
      const date = await api('POST', '/api/migrasi/request', {
        bearer: s.token,
        body: await migrasiBody(s.token, { tanggal_masuk: '01/09/2024', nomor_ijazah: '' }),
      });
      expect(date.status).toBe(422);
      expect(date.body).toEqual({ message: { tanggal_masuk: [MSG.invalidDate], nomor_ijazah: [MSG.required] } });
      expect(await itemOf(s.user.id, 'migrasi')).toBeUndefined();
    });
  }

  it('cancels a waiting request; cancel and update with none answer 404', async () => {
    const s = await student();
    const none = await api('DELETE', `/api/${jenis}/cancel`, { bearer: s.token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: mutasiNone(jenis) });
    const noUpdate = await api('POST', `/api/${jenis}/update`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    expect(noUpdate.status).toBe(404);

    await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    const item = await itemOf(s.user.id, jenis);
    const res = await api('DELETE', `/api/${jenis}/cancel`, { bearer: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: mutasiCancelled(jenis) });
    expect(await itemOf(s.user.id, jenis)).toBeUndefined();
    expect(await documentExists(String(item?.bukti))).toBe(false);
  });

  it('after a decision: no cancel, no update (409); a rejected request may be asked again', async () => {
    const s = await student();
    await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    for (const decided of [2, 3]) {
      await patchItem(await keyOf(s.user.id, jenis), { id_status: decided });
      const before = await itemOf(s.user.id, jenis);
      const cancel = await api('DELETE', `/api/${jenis}/cancel`, { bearer: s.token });
      expect(cancel.status).toBe(409);
      expect(cancel.body).toEqual({ message: MSG.mutasiNotWaiting });
      const update = await api('PUT', `/api/${jenis}/update`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
      expect(update.status).toBe(409);
      expect(update.body).toEqual({ message: MSG.mutasiNotWaiting });
      expect(await itemOf(s.user.id, jenis)).toEqual(before);
      if (decided === 2) {
        const again = await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
        expect(again.status).toBe(409);
        expect(await itemOf(s.user.id, jenis)).toEqual(before);
      }
    }
    const again = await api('POST', `/api/${jenis}/request`, { bearer: s.token, body: await bodyOf(jenis, s.token) });
    expect(again.status).toBe(200);
    expect(await itemOf(s.user.id, jenis)).toMatchObject({ id_status: 1, version: 1 });
  });
});
