/**
 * A student chooses whether their profile and portfolios are public (UU 27/2022),
 * PUT /api/profile/visibility: hidden, they are absent from the profile and portfolio searches
 * (by name and by NIM) and their page and its API answer 404; shown again, all is back. The
 * choice is audited. A value that is not a JSON boolean is refused with its message and changes
 * nothing. New students start with the university record's default (profil_publik_bawaan).
 */
import type { UserItem } from '@functions/lib/entities/users';
import { MSG, SEARCH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, staffAccount, tokenOf, userByNim } from '../support/auth-flow';
import { createPortfolio, createStudent, nimsFound, titlesFound, uniqueWord } from '../support/search-data';
import { api, useStackEnv } from '../support/stack';

const word = uniqueWord();
let student: UserItem;
let token: string;

const choose = (body: unknown) =>
  api<{ message: string; user: { profil_publik: boolean } }>('PUT', '/api/profile/visibility', { bearer: token, body });
const show = (nim: string) => api('GET', '/api/mahasiswa/show', { query: { nim } });

/** What the public sees of the student: the profile search by name and by NIM, the portfolio search, the page. */
async function publicView() {
  return {
    byName: await nimsFound(word),
    byNim: await nimsFound(student.nim),
    titles: await titlesFound(word),
    page: (await show(student.nim)).status,
  };
}
const visible = () => ({ byName: [student.nim], byNim: [student.nim], titles: [`Karya ${word}`], page: 200 });

beforeAll(async () => {
  useStackEnv();
  student = await createStudent({ nama: `Publik ${word} Uji` });
  await createPortfolio(student, { judul: `Karya ${word}` });
  token = await tokenOf(student.id);
});

describe('the student shows or hides their profile', () => {
  it('is public at first; hidden, it is absent from every search and its page answers 404; shown again, it is back', async () => {
    expect(await publicView()).toEqual(visible());

    const hide = await choose({ profil_publik: false });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ message: MSG.profilPublikHidden, user: { profil_publik: false } });
    expect(await publicView()).toEqual({ byName: [], byNim: [], titles: [], page: 404 });
    expect((await show(student.nim)).body).toEqual({ message: SEARCH_MSG.studentNotFound });
    // the student still reads their own profile
    expect((await api('GET', '/api/profile', { bearer: token })).body).toMatchObject({ user: { profil_publik: false } });

    const again = await choose({ profil_publik: true });
    expect(again.body).toMatchObject({ message: MSG.profilPublikShown, user: { profil_publik: true } });
    expect(await publicView()).toEqual(visible());

    const { auditLog } = await import('@functions/lib/audit');
    const entries = (await auditLog.ofTarget({ type: 'user', id: student.id })).filter((e) => e.action === 'profil.visibility');
    expect(entries.map((e) => [e.actor_id, e.before, e.after])).toEqual([
      [student.id, { profil_publik: true }, { profil_publik: false }],
      [student.id, { profil_publik: false }, { profil_publik: true }],
    ]);
  });

  it('refuses anything but a JSON boolean with its message (422), and nothing changes', async () => {
    const before = await userByNim(student.nim);
    for (const body of [{ profil_publik: 'false' }, { profil_publik: 0 }, { profil_publik: null }, {}, { profil_publik: false, lain: 1 }]) {
      const res = await choose(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (!('lain' in body)) expect(res.body, JSON.stringify(body)).toEqual({ message: { profil_publik: [MSG.profilPublikInvalid] } });
    }
    expect(await userByNim(student.nim)).toEqual(before);
    expect(await publicView()).toEqual(visible());
  });
});

describe("the university's default for new students", () => {
  it('a student registered while the default is hidden starts hidden; the default is restored after', async () => {
    const admin = await staffAccount('super admin');
    const get = async () =>
      (await api<{ universitas: Record<string, unknown> }>('GET', '/api/universitas', { bearer: admin.token })).body.universitas;
    const set = async (value: boolean) => {
      const u = await get();
      const body = {
        status_akreditasi: u.status_akreditasi,
        no_sk_akreditasi_universitas: u.no_sk_akreditasi_universitas,
        alamat_universitas: u.alamat_universitas,
        nama_rektor: u.nama_rektor,
        profil_publik_bawaan: value,
        version: u.version,
      };
      const res = await api('PUT', '/api/universitas/update', { bearer: admin.token, body });
      expect(res.status).toBe(200);
    };
    expect((await get()).profil_publik_bawaan).toBe(true);
    await set(false);
    try {
      expect((await get()).profil_publik_bawaan).toBe(false);
      const hidden = await registerStudent(1);
      expect((await userByNim(hidden.nim))?.profil_publik).toBe(false);
    } finally {
      await set(true);
    }
    const shown = await registerStudent(1);
    expect((await userByNim(shown.nim))?.profil_publik).toBe(true);
  });
});
