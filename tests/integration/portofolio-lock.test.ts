/**
 * The SKPI-request lock and the version condition. While the student's request waits
 * (`is_downloaded` 0), every portfolio write answers 409 with the reason and changes nothing, the
 * evidence upload is not even claimed; an accepted request (1) or none lets writes through. The
 * lock is checked inside the write's transaction: a request that lands between the read and the
 * write still blocks, and the repo tells it apart from a stale version.
 */

import { uploadKeys } from '@functions/lib/entities/uploads';
import { MSG, portfolioPointsOverMax } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogEntry,
  catalogOf,
  freshStudent,
  pdfBytes,
  type StudentAccount,
  setSkpiRequest,
  snapshot,
  uploadEvidence,
} from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

let catalog: CatalogEntry[];
beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
});
const anak = () => (catalog[0] as CatalogEntry).anak;

const externalBody = async (s: StudentAccount) => ({
  id_anak_rubrik: anak().id_anak_rubrik,
  judul: 'Peserta Pelatihan Kepemimpinan',
  bobot_skp_portofolio: 1,
  tanggal_terbit: '2024-02-02',
  dokumen_portofolio: await uploadEvidence(s.token, pdfBytes()),
});

async function addOne(s: StudentAccount): Promise<number> {
  const res = await api<{ portofolio: { id_portofolio: number } }>('POST', `/api/portofolio/user/${s.nim}/add`, {
    bearer: s.token,
    body: await externalBody(s),
  });
  expect(res.status).toBe(201);
  return res.body.portofolio.id_portofolio;
}

async function uploadRecordExists(key: string): Promise<boolean> {
  const { getItem } = await import('@functions/lib/table');
  return (await getItem(uploadKeys.upload(key), { ConsistentRead: true })) !== undefined;
}

/** A student with one portfolio, whose SKPI request waits; what they hold then, and an evidence upload not yet claimed. */
async function lockedStudent() {
  const s = await freshStudent();
  const id = await addOne(s);
  await setSkpiRequest(s.user.id, 0);
  const before = await snapshot(s.user.id, 1);
  const upload = await uploadEvidence(s.token, pdfBytes());
  return { s, id, before, upload };
}

describe('while the SKPI request waits', () => {
  it('refuses add, update, delete, hide and unhide with 409 and the reason, changing nothing', async () => {
    const { s, id, before, upload } = await lockedStudent();
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/api/portofolio/user/${s.nim}/add`, { ...(await externalBody(s)), dokumen_portofolio: upload }],
      ['POST', `/api/portofolio/user/${s.nim}/${id}/update`, { ...(await externalBody(s)), dokumen_portofolio: undefined }],
      ['DELETE', `/api/portofolio/user/${s.nim}/${id}/delete`, undefined],
      ['PUT', `/api/portofolio/user/${s.nim}/${id}/hide`, undefined],
      ['PUT', `/api/portofolio/user/${s.nim}/${id}/unhide`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { bearer: s.token, body });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 409, body: { message: MSG.portfolioLocked } });
    }
    expect(await snapshot(s.user.id, 1)).toEqual(before);
    // the upload was not claimed: the student can use it after cancelling
    expect(await uploadRecordExists(upload)).toBe(true);
    // reads still answer
    expect((await api('GET', `/api/portofolio/user/${s.nim}`, { bearer: s.token })).status).toBe(200);

    // cancelled (no request) or accepted (1): writes go through
    await setSkpiRequest(s.user.id, null);
    expect((await api('PUT', `/api/portofolio/user/${s.nim}/${id}/hide`, { bearer: s.token })).status).toBe(200);
    await setSkpiRequest(s.user.id, 1);
    expect((await api('PUT', `/api/portofolio/user/${s.nim}/${id}/unhide`, { bearer: s.token })).status).toBe(200);
    const add = await api('POST', `/api/portofolio/user/${s.nim}/add`, {
      bearer: s.token,
      body: { ...(await externalBody(s)), dokumen_portofolio: upload },
    });
    expect(add.status).toBe(201);
  });
});

describe('while the SKPI request waits, a body that fails its own checks', () => {
  it('is refused for the body first (the same answer every time), changing nothing and claiming nothing', async () => {
    const { s, id, before, upload } = await lockedStudent();
    const max = anak().bobot_maksimal_skp_tiap_portofolio;
    const overMax = { ...(await externalBody(s)), bobot_skp_portofolio: max + 1, dokumen_portofolio: upload };
    for (const path of [`/api/portofolio/user/${s.nim}/add`, `/api/portofolio/user/${s.nim}/${id}/update`]) {
      for (let i = 0; i < 3; i++) {
        const res = await api('POST', path, { bearer: s.token, body: overMax });
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 422,
          body: { message: { bobot_skp_portofolio: [portfolioPointsOverMax(max)] } },
        });
      }
    }
    expect(await snapshot(s.user.id, 1)).toEqual(before);
    expect(await uploadRecordExists(upload)).toBe(true);
  });
});

describe('inside the transaction', () => {
  it('a request made after the read still blocks the write (locked), and a stale read is refused (stale)', async () => {
    const s = await freshStudent();
    const id = await addOne(s);
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    const { WriteRefused } = await import('@functions/lib/domain-errors');
    const read = await portofolioRepo.get(id);
    if (!read) throw new Error('portfolio missing');

    await setSkpiRequest(s.user.id, 0);
    const before = await snapshot(s.user.id, 1);
    const writes = [
      () => portofolioRepo.update(read, { showed: false }, { lock: true }),
      () => portofolioRepo.remove(read, { lock: true }),
      () => portofolioRepo.create({ ...read, judul: 'Baru' }, { lock: true }),
    ];
    for (const write of writes) {
      const err = await write().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WriteRefused);
      expect((err as InstanceType<typeof WriteRefused>).reason).toBe('locked');
    }
    expect(await snapshot(s.user.id, 1)).toEqual(before);

    await setSkpiRequest(s.user.id, null);
    await portofolioRepo.update(read, { judul: 'Diubah di tempat lain' }, { lock: true });
    const after = await snapshot(s.user.id, 1);
    for (const write of writes.slice(0, 2)) {
      const err = await write().catch((e: unknown) => e);
      expect((err as InstanceType<typeof WriteRefused>).reason).toBe('stale');
    }
    expect(await snapshot(s.user.id, 1)).toEqual(after);
  });

  it('an edit of an old copy through the API answers 409 with MSG.conflict', async () => {
    const s = await freshStudent();
    const id = await addOne(s);
    const body = { id_anak_rubrik: anak().id_anak_rubrik, judul: 'Satu', bobot_skp_portofolio: 1, tanggal_terbit: '2024-02-02', version: 1 };
    expect((await api('POST', `/api/portofolio/user/${s.nim}/${id}/update`, { bearer: s.token, body })).status).toBe(200);
    const before = await snapshot(s.user.id, 1);
    const stale = await api('POST', `/api/portofolio/user/${s.nim}/${id}/update`, { bearer: s.token, body: { ...body, judul: 'Dua' } });
    expect({ status: stale.status, body: stale.body }).toEqual({ status: 409, body: { message: MSG.conflict } });
    expect(await snapshot(s.user.id, 1)).toEqual(before);
  });
});
