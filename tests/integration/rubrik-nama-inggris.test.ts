/**
 * A sub-rubric's English name (`nama_anak_rubrik_inggris`, optional): added with the sub-rubric or
 * without (null), kept when an update leaves it out, cleared when sent blank or null, trimmed and
 * bounded like the Indonesian name; written only by whoever may write the sub-rubric (the admin
 * jurusan of its program, the super admin), every refusal changing nothing. Staff and students
 * read it with the rubrics. The demo seeds English names, and a complete demo student's SKPI names
 * the sub-rubric in English on the English lines of its activities.
 */

import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { MSG, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { freshStudent } from '../support/portofolio';
import { readPdf } from '../support/skpi-document';
import { api, DEMO_ACCOUNTS, useStackEnv } from '../support/stack';

type Body = Record<string, unknown>;
interface Answer {
  message: unknown;
  rubrik?: Body & { anak_rubrik?: Body[] };
  anak_rubrik?: Body;
}

const call = (method: string, path: string, token: string | undefined, body?: Body) => api<Answer>(method, path, { bearer: token, body });
const rubrikRepo = async () => (await import('@functions/domain/rubrik/repo')).rubrikRepo;
const stored = async (id: number) => (await (await rubrikRepo()).getAnak(id)) as AnakRubrikItem;

let superToken = '';
let ownAdminToken = '';
let otherAdminToken = '';
let idProdi = 0;
let idRubrik = 0;

const BASE = { nama_anak_rubrik: 'Juara Lomba Debat Nasional', bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 0 };

async function addAnak(extra: Body, token = ownAdminToken) {
  return call('POST', `/api/rubrik/${idRubrik}/add-anak-rubrik`, token, { ...BASE, ...extra });
}
const update = (a: AnakRubrikItem, extra: Body, token = ownAdminToken) =>
  call('PUT', `/api/rubrik/${idRubrik}/${a.id_anak_rubrik}/update`, token, { ...BASE, ...extra });

beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
  // a program of its own: a sub-rubric added to a demo program would change other files' checklists
  const fakultas = await testFakultas('Fakultas Uji Nama Inggris');
  idProdi = (await testProdi(fakultas.id_fakultas, 'Hubungan Internasional Uji')).id_prodi;
  ownAdminToken = (await staffAccount('admin jurusan', idProdi)).token;
  otherAdminToken = (await staffAccount('admin jurusan', 1)).token;
  const rubrik = await call('POST', '/api/rubrik/add', ownAdminToken, {
    nama_rubrik: 'Kompetisi Debat',
    id_bidang_portofolio: 1,
    id_prodi: idProdi,
    syarat_minimal_skp: 0,
  });
  expect(rubrik.status, JSON.stringify(rubrik.body)).toBe(201);
  idRubrik = Number(rubrik.body.rubrik?.id_rubrik);
});

describe("a sub-rubric's English name", () => {
  it('is added trimmed with the sub-rubric, or null without one; staff and students read it', async () => {
    const res = await addAnak({ nama_anak_rubrik_inggris: '  Winner of a National Debate Competition ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.anak_rubrik).toMatchObject({ nama_anak_rubrik_inggris: 'Winner of a National Debate Competition' });
    const id = Number(res.body.anak_rubrik?.id_anak_rubrik);
    expect((await stored(id)).nama_anak_rubrik_inggris).toBe('Winner of a National Debate Competition');

    for (const blank of [{}, { nama_anak_rubrik_inggris: '' }, { nama_anak_rubrik_inggris: null }]) {
      const none = await addAnak(blank);
      expect(none.status).toBe(201);
      expect(none.body.anak_rubrik).toMatchObject({ nama_anak_rubrik_inggris: null });
    }

    const student = await freshStudent(idProdi);
    for (const token of [ownAdminToken, student.token]) {
      const read = await call('GET', `/api/rubrik/${idRubrik}`, token);
      expect(read.status).toBe(200);
      expect(read.body.rubrik?.anak_rubrik?.find((a) => a.id_anak_rubrik === id)).toMatchObject({
        nama_anak_rubrik_inggris: 'Winner of a National Debate Competition',
      });
    }
  });

  it('is kept when an update leaves it out, changed when sent, cleared when sent blank; the audit log has each', async () => {
    const added = await addAnak({ nama_anak_rubrik_inggris: 'Debate Winner' });
    let a = await stored(Number(added.body.anak_rubrik?.id_anak_rubrik));

    const kept = await update(a, { nama_anak_rubrik: 'Juara Debat Nasional', version: a.version });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.anak_rubrik).toMatchObject({ nama_anak_rubrik: 'Juara Debat Nasional', nama_anak_rubrik_inggris: 'Debate Winner' });
    a = await stored(a.id_anak_rubrik);

    const changed = await update(a, { nama_anak_rubrik_inggris: 'National Debate Champion', version: a.version });
    expect(changed.body.anak_rubrik).toMatchObject({ nama_anak_rubrik_inggris: 'National Debate Champion' });
    a = await stored(a.id_anak_rubrik);
    const { auditLog } = await import('@functions/lib/audit');
    expect((await auditLog.ofTarget({ type: 'anak_rubrik', id: a.id_anak_rubrik })).at(-1)).toMatchObject({
      action: 'anak_rubrik.update',
      before: { nama_anak_rubrik_inggris: 'Debate Winner' },
      after: { nama_anak_rubrik_inggris: 'National Debate Champion' },
    });

    const cleared = await update(a, { nama_anak_rubrik_inggris: '   ', version: a.version });
    expect(cleared.body.anak_rubrik).toMatchObject({ nama_anak_rubrik_inggris: null });
    expect((await stored(a.id_anak_rubrik)).nama_anak_rubrik_inggris).toBeNull();
  });

  it.each([
    ['too long', 'a'.repeat(256), [tooLong(255)]],
    ['not a text', 42, [MSG.required]],
  ])('refuses a name %s (422) on add and update, changing nothing', async (_, value, message) => {
    const repo = await rubrikRepo();
    const before = await repo.listAnakOfRubrik(idRubrik);
    const add = await addAnak({ nama_anak_rubrik_inggris: value });
    expect([add.status, add.body]).toEqual([422, { message: { nama_anak_rubrik_inggris: message } }]);
    expect(await repo.listAnakOfRubrik(idRubrik)).toEqual(before);

    const a = before[0] ?? (await stored(Number((await addAnak({})).body.anak_rubrik?.id_anak_rubrik)));
    const was = await stored(a.id_anak_rubrik);
    const res = await update(was, { nama_anak_rubrik_inggris: value, version: was.version });
    expect([res.status, res.body]).toEqual([422, { message: { nama_anak_rubrik_inggris: message } }]);
    expect(await stored(a.id_anak_rubrik)).toEqual(was);
  });

  it('is written only by who may write the sub-rubric: another program (403), a verifier or a student (403) change nothing', async () => {
    const added = await addAnak({ nama_anak_rubrik_inggris: 'Debate Finalist' });
    const was = await stored(Number(added.body.anak_rubrik?.id_anak_rubrik));
    const body = { nama_anak_rubrik_inggris: 'Changed by someone else', version: was.version };
    const other = await update(was, body, otherAdminToken);
    expect([other.status, other.body]).toEqual([403, { message: MSG.prodiOutOfScope }]);
    const verifier = await staffAccount('verifikator', idProdi);
    const student = await freshStudent(idProdi);
    for (const token of [verifier.token, student.token]) {
      expect((await update(was, body, token)).status).toBe(403);
      expect((await addAnak({ nama_anak_rubrik_inggris: 'Added by someone else' }, token)).status).toBe(403);
    }
    expect(await stored(was.id_anak_rubrik)).toEqual(was);
    const names = (await (await rubrikRepo()).listAnakOfRubrik(idRubrik)).map((a) => a.nama_anak_rubrik_inggris);
    expect(names).not.toContain('Added by someone else');
    // the super admin may, in any program
    const sup = await update(was, body, superToken);
    expect(sup.status).toBe(200);
    expect((await stored(was.id_anak_rubrik)).nama_anak_rubrik_inggris).toBe('Changed by someone else');
  });
});

describe('the demo', () => {
  it("seeds English names, and a complete student's SKPI names the sub-rubric in English on its English lines", async () => {
    const { usersRepo } = await import('@functions/domain/users/repo');
    const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
    const dewi = await usersRepo.getByNim(DEMO_ACCOUNTS.dewi.nim);
    if (!dewi?.id_prodi) throw new Error('demo student dewi missing');
    const anak = await (await rubrikRepo()).listAnakOfProdi(dewi.id_prodi);
    expect(anak.length).toBeGreaterThan(0);
    for (const a of anak) expect(a.nama_anak_rubrik_inggris, a.nama_anak_rubrik).toMatch(/\S/);

    const certificates = (await portofolioRepo.listOfUser(dewi.id)).filter((p) => p.judul_inggris?.startsWith('Certificate: '));
    expect(certificates.length).toBeGreaterThan(0);
    const byId = new Map(anak.map((a) => [a.id_anak_rubrik, a]));
    for (const p of certificates) {
      const a = byId.get(p.id_anak_rubrik);
      expect(p.judul_inggris).toBe(`Certificate: ${a?.nama_anak_rubrik_inggris}`);
    }

    const { skpiDocumentData } = await import('@functions/domain/skpi/document-data');
    const { buildSkpiPdf } = await import('@functions/domain/skpi/document');
    const data = await skpiDocumentData(dewi.id, { nomor: null, kode: null, url_verifikasi: null, tanggal_terbit: '2026-08-17' });
    const pdf = await readPdf(await buildSkpiPdf(data, { preview: true }));
    for (const p of certificates) {
      const a = byId.get(p.id_anak_rubrik);
      expect(pdf.all).toContain(`Certificate: ${a?.nama_anak_rubrik_inggris}`);
      expect(pdf.all).not.toContain(`Certificate: ${a?.nama_anak_rubrik}`);
    }
  });
});
