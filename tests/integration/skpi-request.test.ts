/**
 * The student's SKPI checklist and request (docs/decisions/0016-skpi-request-and-checklist.md):
 * GET /api/skpi, GET /api/skpi/pengajuan, POST /api/skpi/request, GET and POST /api/skpi/cancel,
 * POST and PUT /api/skpi/upload. Every refusal with its message, and the item read back unchanged.
 */

import { skpiKeys } from '@functions/lib/entities/skpi';
import { checklist } from '@shared/domain/checklist';
import { MSG, skpiUnmetRubrics } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchItem, staffAccount } from '../support/auth-flow';
import { pngImage } from '../support/images';
import { api, useStackEnv } from '../support/stack';
import { addPortfolio, documentExists, meetEveryRubric, pdfBytes, programRubrics, uploadFile } from '../support/student-data';

const PRODI = 1;

async function requestItem(userId: string) {
  const { skpiRepo } = await import('@functions/domain/skpi/repo');
  return skpiRepo.get(userId);
}

async function keyOf(userId: string) {
  return skpiKeys.skpiRequest(userId);
}

/** A fresh student of Informatika with a session token. */
const student = () => staffAccount('mahasiswa', PRODI);

/** A fresh student who meets every rubric. */
async function readyStudent() {
  const s = await student();
  await meetEveryRubric(s.user);
  return s;
}

beforeAll(() => {
  useStackEnv();
});

describe('GET /api/skpi', () => {
  it('lists every rubric of the program with verified points only', async () => {
    const s = await student();
    const { rubrik, anak } = await programRubrics(PRODI);
    expect(rubrik.length).toBeGreaterThan(0);
    const target = anak.find((a) => a.syarat_minimal_skp > 0) ?? anak[0];
    if (!target) throw new Error('Informatika has no sub-rubric');
    await addPortfolio(s.user, target, 3, 2);
    await addPortfolio(s.user, target, 50, 1);
    await addPortfolio(s.user, target, 50, 4);
    const res = await api<{ data: ReturnType<typeof checklist> }>('GET', '/api/skpi', { bearer: s.token });
    expect(res.status).toBe(200);
    const expected = checklist(
      rubrik.map((r) => ({ ...r, anak_rubrik: anak.filter((a) => a.id_rubrik === r.id_rubrik) })),
      [{ id_anak_rubrik: target.id_anak_rubrik, bobot_skp_portofolio: 3, id_status_portofolio: 2 }],
    );
    expect(res.body.data).toEqual(expected);
    const row = res.body.data.find((r) => r.id_rubrik === target.id_rubrik);
    expect(row?.sub_rubrik.find((x) => x.id_anak_rubrik === target.id_anak_rubrik)?.point_sub_rubrik_yang_terkumpul).toBe(3);
  });
});

describe('the SKPI request', () => {
  it('is empty at first', async () => {
    const s = await student();
    const res = await api('GET', '/api/skpi/pengajuan', { bearer: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { is_downloaded: null, path: null, dokumen: null } });
  });

  it('is refused while a rubric is unmet, naming the unmet rubrics; nothing is written', async () => {
    const s = await student();
    const { rubrik } = await programRubrics(PRODI);
    const res = await api('POST', '/api/skpi/request', { bearer: s.token });
    expect(res.status).toBe(422);
    const names = [...rubrik].sort((a, b) => a.id_rubrik - b.id_rubrik).filter((r) => r.syarat_minimal_skp > 0);
    expect(names.length).toBeGreaterThan(0);
    const message = (res.body as { message: string }).message;
    expect(message.startsWith(skpiUnmetRubrics([]))).toBe(true);
    for (const r of names) expect(message).toContain(r.nama_rubrik);
    expect(await requestItem(s.user.id)).toBeUndefined();
  });

  it('is accepted with every rubric met: the item has the fixed shape and the state is 0', async () => {
    const s = await readyStudent();
    const res = await api('POST', '/api/skpi/request', { bearer: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.skpiRequested });
    const { readItemRaw } = await rawReader();
    expect(await readItemRaw(await keyOf(s.user.id))).toEqual({
      ...(await keyOf(s.user.id)),
      type: 'skpi-request',
      user_id: s.user.id,
      is_downloaded: 0,
      path: null,
      requested_at: expect.any(String),
      version: 1,
    });
    const state = await api('GET', '/api/skpi/pengajuan', { bearer: s.token });
    expect(state.body).toEqual({ data: { is_downloaded: 0, path: null, dokumen: null } });
  });

  it('twice is refused (409) and changes nothing; two tabs at once make one request', async () => {
    const s = await readyStudent();
    expect((await api('POST', '/api/skpi/request', { bearer: s.token })).status).toBe(200);
    const before = await requestItem(s.user.id);
    const again = await api('POST', '/api/skpi/request', { bearer: s.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MSG.skpiAlreadyRequested });
    expect(await requestItem(s.user.id)).toEqual(before);

    const t = await readyStudent();
    const both = await Promise.all([1, 2].map(() => api('POST', '/api/skpi/request', { bearer: t.token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await requestItem(t.user.id))?.version).toBe(1);
  });
});

describe('cancelling the request', () => {
  it.each(['POST', 'GET'])('%s cancels a waiting request; the request can be made again', async (method) => {
    const s = await readyStudent();
    await api('POST', '/api/skpi/request', { bearer: s.token });
    const res = await api(method, '/api/skpi/cancel', { bearer: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.skpiCancelled });
    expect(await requestItem(s.user.id)).toBeUndefined();
    expect((await api('POST', '/api/skpi/request', { bearer: s.token })).status).toBe(200);
  });

  it('is refused with no request (409)', async () => {
    const s = await student();
    const res = await api('POST', '/api/skpi/cancel', { bearer: s.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.skpiNoRequest });
    expect(await requestItem(s.user.id)).toBeUndefined();
  });

  it('is refused once accepted (409), leaving the request as it was', async () => {
    const s = await readyStudent();
    await api('POST', '/api/skpi/request', { bearer: s.token });
    await patchItem(await keyOf(s.user.id), { is_downloaded: 1 });
    const before = await requestItem(s.user.id);
    const res = await api('GET', '/api/skpi/cancel', { bearer: s.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.skpiAcceptedNoCancel });
    expect(await requestItem(s.user.id)).toEqual(before);
  });
});

describe('Unggah SKPI', () => {
  async function acceptedStudent() {
    const s = await readyStudent();
    await api('POST', '/api/skpi/request', { bearer: s.token });
    await patchItem(await keyOf(s.user.id), { is_downloaded: 1 });
    return s;
  }

  it('is refused before the request is accepted (none, waiting)', async () => {
    const s = await readyStudent();
    const none = await api('POST', '/api/skpi/upload', {
      bearer: s.token,
      body: { file: await uploadFile(s.token, 'dokumen', pdfBytes(), 'application/pdf') },
    });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: MSG.skpiUploadNotAccepted });
    await api('POST', '/api/skpi/request', { bearer: s.token });
    const before = await requestItem(s.user.id);
    const waiting = await api('POST', '/api/skpi/upload', {
      bearer: s.token,
      body: { file: await uploadFile(s.token, 'dokumen', pdfBytes(), 'application/pdf') },
    });
    expect(waiting.status).toBe(409);
    expect(await requestItem(s.user.id)).toEqual(before);
  });

  it('refuses a file that is no PDF, one over 2,000,000 bytes, a missing key and no key; nothing changes', async () => {
    const s = await acceptedStudent();
    const before = await requestItem(s.user.id);
    const png = await uploadFile(
      s.token,
      'dokumen',
      pngImage(8, 8, () => [1, 2, 3]),
      'application/pdf',
    );
    const wrong = await api('POST', '/api/skpi/upload', { bearer: s.token, body: { file: png } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: { file: [UPLOAD_MSG.uploadWrongPdfType] } });

    const bigBytes = pdfBytes(2_000_001);
    const big = await uploadFile(s.token, 'dokumen', bigBytes, 'application/pdf');
    const large = await api('PUT', '/api/skpi/upload', { bearer: s.token, body: { file: big } });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: { file: [MSG.uploadTooLarge] } });

    const missing = await api('POST', '/api/skpi/upload', { bearer: s.token, body: { file: 'tmp/nothing/here' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: { file: [UPLOAD_MSG.uploadMissing] } });
    const empty = await api('POST', '/api/skpi/upload', { bearer: s.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: { file: [MSG.required] } });

    expect(await requestItem(s.user.id)).toEqual(before);
  });

  it('stores the PDF on the accepted request and replaces an earlier one', async () => {
    const s = await acceptedStudent();
    const first = await api<{ message: string; path: string }>('POST', '/api/skpi/upload', {
      bearer: s.token,
      body: { file: await uploadFile(s.token, 'dokumen', pdfBytes(), 'application/pdf') },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.skpiUploaded);
    expect(first.body.path).toMatch(/^https?:\/\//);
    const item = await requestItem(s.user.id);
    // the item keeps its fixed shape (the portfolio writes read it as a lock)
    expect(Object.keys(item ?? {}).sort()).toEqual(['PK', 'SK', 'is_downloaded', 'path', 'requested_at', 'type', 'user_id', 'version']);
    expect(item).toMatchObject({
      is_downloaded: 1,
      version: 2,
      path: expect.stringMatching(new RegExp(`^skpi-upload/${s.user.id}/[0-9A-Z]+\\.pdf$`)),
    });
    expect(await documentExists(item?.path ?? '')).toBe(true);
    const state = await api<{ data: { is_downloaded: number; path: string } }>('GET', '/api/skpi/pengajuan', { bearer: s.token });
    expect(state.body.data.is_downloaded).toBe(1);
    expect(state.body.data.path).toMatch(/^https?:\/\//);
    expect((await fetch(state.body.data.path)).status).toBe(200);

    const second = await api('PUT', '/api/skpi/upload', {
      bearer: s.token,
      body: { file: await uploadFile(s.token, 'dokumen', pdfBytes(600), 'application/pdf') },
    });
    expect(second.status).toBe(200);
    const replaced = await requestItem(s.user.id);
    expect(replaced?.path).not.toBe(item?.path);
    expect(await documentExists(item?.path ?? '')).toBe(false);
    expect(await documentExists(replaced?.path ?? '')).toBe(true);
  });
});

/** Reads an item with every attribute (the repo's view is the same item; this shows the stored shape). */
async function rawReader() {
  const { getItem } = await import('@functions/lib/table');
  return { readItemRaw: (key: { PK: string; SK: string }) => getItem<Record<string, unknown>>(key, { ConsistentRead: true }) };
}
