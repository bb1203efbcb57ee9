/**
 * Edits, deletes, hides and unhides of the student's portfolios: the status rules (a verified or
 * rejected portfolio goes back to the queue as Diubah, a waiting one stays waiting), the kept and
 * replaced documents, internal edits, the public profile following visibility, and the refusals
 * (a verified portfolio is not deleted; another student's portfolio; a stale version), each
 * shown to change nothing.
 */
import { MSG, portfolioPointsOverMax } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogEntry,
  catalogOf,
  countersOf,
  documentExists,
  freshStudent,
  nonZeroStats,
  pdfBytes,
  recount,
  type StudentAccount,
  setStatus,
  snapshot,
  uploadEvidence,
} from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

interface Row {
  id_portofolio: number;
  judul: string;
  id_kegiatan_ppk: number | null;
  bobot_skp_portofolio: number;
  dokumen_portofolio: string | null;
  id_status_portofolio: number;
  showed: boolean;
  version: number;
}
type Answer = { message: unknown; portofolio?: Row };

let catalog: CatalogEntry[];
beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
});
const anak = () => (catalog[0] as CatalogEntry).anak;

async function addExternal(s: StudentAccount, judul = 'Pemakalah Seminar Nasional') {
  const res = await api<Answer>('POST', `/api/portofolio/user/${s.nim}/add`, {
    bearer: s.token,
    body: {
      id_anak_rubrik: anak().id_anak_rubrik,
      judul,
      judul_inggris: 'Presenter',
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2024-03-01',
      dokumen_portofolio: await uploadEvidence(s.token, pdfBytes()),
    },
  });
  expect(res.status).toBe(201);
  return res.body.portofolio as Row;
}

const update = (s: StudentAccount, id: number, body: Record<string, unknown>, nim = s.nim) =>
  api<Answer>('POST', `/api/portofolio/user/${nim}/${id}/update`, { bearer: s.token, body });
const editBody = (overrides: Record<string, unknown> = {}) => ({
  id_anak_rubrik: anak().id_anak_rubrik,
  judul: 'Judul Baru',
  judul_inggris: 'New Title',
  bobot_skp_portofolio: 3,
  tanggal_terbit: '2024-04-02',
  ...overrides,
});

async function stored(id: number) {
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  return portofolioRepo.get(id);
}

async function countersAgree(s: StudentAccount) {
  const [c, r] = await Promise.all([countersOf(s.user.id, 1), recount(s.user.id)]);
  expect({ skp: c.skp, jumlah: c.jumlah_portofolio, stats: nonZeroStats(c.stats) }).toEqual({
    skp: r.skp,
    jumlah: r.jumlah_portofolio,
    stats: r.stats,
  });
}

describe('POST /api/portofolio/user/{nim}/{id}/update', () => {
  it('a waiting portfolio stays waiting, keeps its document when none is sent, and answers the new version', async () => {
    const s = await freshStudent();
    const p = await addExternal(s);
    const key = (await stored(p.id_portofolio))?.dokumen_portofolio;
    const res = await update(s, p.id_portofolio, editBody({ version: p.version }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.portfolioUpdated);
    expect(res.body.portofolio).toMatchObject({ judul: 'Judul Baru', bobot_skp_portofolio: 3, id_status_portofolio: 1, version: 2 });
    expect((await stored(p.id_portofolio))?.dokumen_portofolio).toBe(key);
    await countersAgree(s);
  });

  it.each([
    [2, 'verified'],
    [4, 'rejected'],
  ] as const)('a %s (%s) portfolio goes back to the queue as Diubah (3), and its verified points stop counting', async (status, _label) => {
    const s = await freshStudent();
    const p = await addExternal(s);
    await setStatus(p.id_portofolio, status);
    if (status === 2) expect((await countersOf(s.user.id, 1)).skp).toBe(2);
    const res = await update(s, p.id_portofolio, editBody());
    expect(res.status).toBe(200);
    expect(res.body.portofolio?.id_status_portofolio).toBe(3);
    expect((await countersOf(s.user.id, 1)).skp).toBe(0);
    await countersAgree(s);
  });

  it('a new document replaces the old one, which leaves the bucket; switching to internal drops the own document', async () => {
    const s = await freshStudent();
    const p = await addExternal(s);
    const oldKey = (await stored(p.id_portofolio))?.dokumen_portofolio ?? '';
    const res = await update(s, p.id_portofolio, editBody({ dokumen_portofolio: await uploadEvidence(s.token, pdfBytes(500)) }));
    expect(res.status).toBe(200);
    const newKey = (await stored(p.id_portofolio))?.dokumen_portofolio ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(await documentExists(newKey)).toBe(true);
    expect(await documentExists(oldKey)).toBe(false);

    const { anak: a, kegiatan } = catalog.find((c) => c.kegiatan.length > 0) as CatalogEntry;
    const k = kegiatan[0];
    const internal = await update(s, p.id_portofolio, {
      id_anak_rubrik: a.id_anak_rubrik,
      id_kegiatan_ppk: k?.id_kegiatan_ppk,
      bobot_skp_portofolio: 1,
    });
    expect(internal.status).toBe(200);
    expect(internal.body.portofolio).toMatchObject({
      id_kegiatan_ppk: k?.id_kegiatan_ppk,
      judul: k?.judul,
      bobot_skp_portofolio: k?.bobot_skp_portofolio,
    });
    expect((await stored(p.id_portofolio))?.dokumen_portofolio).toBeNull();
    expect(await documentExists(newKey)).toBe(false);
    // back to external: a document is needed again
    const back = await update(s, p.id_portofolio, editBody());
    expect(back.status).toBe(422);
    expect(back.body).toEqual({ message: { dokumen_portofolio: [MSG.required] } });
    await countersAgree(s);
  });

  describe('refusals change nothing', () => {
    let s: StudentAccount;
    let p: Row;
    beforeAll(async () => {
      s = await freshStudent();
      p = await addExternal(s);
    });
    const refused = async (id: number, body: Record<string, unknown>, status: number, message: unknown, nim?: string) => {
      const before = await snapshot(s.user.id, 1);
      const res = await update(s, id, body, nim);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
      expect(await snapshot(s.user.id, 1)).toEqual(before);
    };

    it('a stale version (409)', async () => {
      await refused(p.id_portofolio, editBody({ version: p.version + 5 }), 409, MSG.conflict);
    });
    it("another student's NIM (403); another student's portfolio (404)", async () => {
      const other = await freshStudent();
      await refused(p.id_portofolio, editBody(), 403, MSG.portfolioNotOwner, other.nim);
      const theirs = await addExternal(other);
      await refused(theirs.id_portofolio, editBody(), 404, MSG.portfolioNotFound);
      await refused(9_999_999, editBody(), 404, MSG.portfolioNotFound);
    });
    it('points over the maximum; validation messages', async () => {
      const max = anak().bobot_maksimal_skp_tiap_portofolio;
      await refused(p.id_portofolio, editBody({ bobot_skp_portofolio: max + 1 }), 422, { bobot_skp_portofolio: [portfolioPointsOverMax(max)] });
      await refused(p.id_portofolio, { id_anak_rubrik: anak().id_anak_rubrik }, 422, {
        judul: [MSG.required],
        bobot_skp_portofolio: [MSG.required],
        tanggal_terbit: [MSG.required],
      });
    });
  });
});

describe('DELETE /api/portofolio/user/{nim}/{id}/delete', () => {
  it('deletes a waiting, changed or rejected portfolio; the counters follow', async () => {
    const s = await freshStudent();
    for (const status of [1, 3, 4] as const) {
      const p = await addExternal(s);
      if (status !== 1) await setStatus(p.id_portofolio, status);
      const res = await api('DELETE', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/delete`, { bearer: s.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MSG.portfolioDeleted });
      expect(await stored(p.id_portofolio)).toBeUndefined();
    }
    expect((await countersOf(s.user.id, 1)).jumlah_portofolio).toBe(0);
    await countersAgree(s);
  });

  it("refuses a verified portfolio (409), and another student's (403 / 404), changing nothing", async () => {
    const s = await freshStudent();
    const p = await addExternal(s);
    await setStatus(p.id_portofolio, 2);
    const other = await freshStudent();
    const cases: Array<[string, string, number, unknown]> = [
      [s.nim, String(p.id_portofolio), 409, MSG.portfolioVerifiedNoDelete],
      [other.nim, String(p.id_portofolio), 403, MSG.portfolioNotOwner],
    ];
    for (const [nim, id, status, message] of cases) {
      const before = await snapshot(s.user.id, 1);
      const res = await api('DELETE', `/api/portofolio/user/${nim}/${id}/delete`, { bearer: s.token });
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
      expect(await snapshot(s.user.id, 1)).toEqual(before);
    }
    const theirs = await addExternal(other);
    const res = await api('DELETE', `/api/portofolio/user/${s.nim}/${theirs.id_portofolio}/delete`, { bearer: s.token });
    expect(res.status).toBe(404);
    expect(await stored(theirs.id_portofolio)).toBeDefined();
  });
});

describe('PUT /api/portofolio/user/{nim}/{id}/hide and /unhide', () => {
  it('toggles showed; a verified portfolio leaves and rejoins the public profile', async () => {
    const s = await freshStudent();
    const p = await addExternal(s, 'Juara Lomba Debat Bahasa Inggris');
    await setStatus(p.id_portofolio, 2);
    const publicTitles = async () =>
      (
        (await api<{ data: { portofolio: Array<{ judul: string }> } }>('GET', '/api/mahasiswa/show', { query: { nim: s.nim } })).body.data
          ?.portofolio ?? []
      ).map((x) => x.judul);
    expect(await publicTitles()).toEqual(['Juara Lomba Debat Bahasa Inggris']);

    const hide = await api<Answer>('PUT', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/hide`, { bearer: s.token });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ message: MSG.portfolioHidden, portofolio: { showed: false, id_status_portofolio: 2 } });
    expect(await publicTitles()).toEqual([]);
    const search = await api<{ users: { data: unknown[] } }>('GET', '/api/mahasiswa', { query: { portofolio: 'debat bahasa inggris' } });
    expect(JSON.stringify(search.body.users.data)).not.toContain(s.nim);

    const unhide = await api<Answer>('PUT', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/unhide`, { bearer: s.token });
    expect(unhide.body).toMatchObject({ message: MSG.portfolioShown, portofolio: { showed: true } });
    expect(await publicTitles()).toEqual(['Juara Lomba Debat Bahasa Inggris']);
    // hiding does not change the status or the counted points
    expect((await countersOf(s.user.id, 1)).skp).toBe(2);
    await countersAgree(s);
  });

  it("refuses another student's NIM and portfolio, changing nothing", async () => {
    const [s, other] = await Promise.all([freshStudent(), freshStudent()]);
    const p = await addExternal(s);
    const before = await snapshot(s.user.id, 1);
    const res = await api('PUT', `/api/portofolio/user/${other.nim}/${p.id_portofolio}/hide`, { bearer: s.token });
    expect(res.status).toBe(403);
    const theirs = await api('PUT', `/api/portofolio/user/${other.nim}/${p.id_portofolio}/hide`, { bearer: other.token });
    expect(theirs.status).toBe(404);
    expect(await snapshot(s.user.id, 1)).toEqual(before);
  });
});
