/**
 * Endorsement before the seal (docs/decisions/0056-pengesahan.md) through the routes, on a faculty
 * of the test's own whose chain is `Ketua Program Studi` → `Dekan`: a print is a draft (watermarked,
 * unsealed, its code unknown to the public check) until the dean approves it; the sealed PDF names
 * the dean and the time of the approval, and pdfsig validates it; a return with its note reaches
 * the printing admin; two parallel approvals make one transition; the chain's change says it
 * applies to new prints; a reprint keeps the number and a cancel frees the student.
 */
import { execFileSync } from 'node:child_process';
import { PENGESAHAN_MAIL_MSG, PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { PENGESAHAN_FORM_MSG } from '@shared/messages/pengesahan-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { download } from '../support/cetak';
import { approve, CHAIN, chainSetup, DEKAN_NAMA, DEKAN_NIP, dokumenOf, giveBack, printDraft } from '../support/pengesahan';
import { pdfsig } from '../support/segel';
import { api, lastMail, readMail, useStackEnv } from '../support/stack';

const KODE = `PS${Math.floor(Math.random() * 9000 + 1000)}`;
let s: Awaited<ReturnType<typeof chainSetup>>;

const pdftotext = (pdf: Uint8Array) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf), encoding: 'utf8' });
const keaslian = (kode: string) => api<{ data: Record<string, unknown> }>('GET', `/api/verifikasi/${kode}`);

beforeAll(async () => {
  useStackEnv();
  s = await chainSetup(KODE, '2026-07-15');
}, 60_000);

describe('a faculty with a chain', () => {
  it("says that its chain's change applies to new prints only, and shows it on the faculty", async () => {
    expect(s.chainMessage).toBe(PENGESAHAN_FORM_MSG.tahapChanged);
    const res = await api<{ fakultas: { tahap_pengesahan: string[] } }>('GET', `/api/fakultas/${s.program.fakultas.id_fakultas}`, {
      bearer: s.superAdmin.token,
    });
    expect(res.body.fakultas.tahap_pengesahan).toEqual([...CHAIN]);
  });
});

describe('a Manajemen-like print with the chain', () => {
  let kode: string;
  let draftPdf: Uint8Array;
  let waitingAt: string | undefined;

  beforeAll(async () => {
    const printed = await printDraft(s.admin.token, s.program.prodi.id_prodi, s.periode.id_periode_kelulusan, 'Dewi Uji Pengesahan');
    kode = printed.kode;
    waitingAt = printed.waitingAt;
    draftPdf = await download(printed.url);
  }, 60_000);

  it('is a draft: watermarked DRAF with its number, no seal, no credential, its code 404 on the verification route', async () => {
    const d = await dokumenOf(kode);
    expect(d).toMatchObject({ status: 'draf', segel: null, pengesahan: { status: 'menunggu', posisi: 0, tahap: [...CHAIN] } });
    // the print's answer says it made a draft, and where it waits
    expect(waitingAt).toBe(CHAIN[0]);
    expect(d?.kredensial_key).toBeUndefined();
    const text = pdftotext(draftPdf);
    // the watermark is drawn across the page (pdftotext splits it); the verification box says why it has no code
    expect(text.replace(/\s+/g, ' ')).toContain('Draf menunggu pengesahan. Kode QR, alamat verifikasi dan kode dokumen dicantumkan');
    expect(text).toContain(d?.nomor ?? '-');
    expect(pdfsig(draftPdf)).not.toContain('Signature is Valid.');
    expect(pdfsig(draftPdf)).toMatch(/does not contain any signatures/);
    expect((await keaslian(kode)).status).toBe(404);
  });

  it('waits on the program head’s list, not the dean’s; the dean may not act at the first stage', async () => {
    const kaprodiList = await api<{ pengesahan: { data: Array<{ id: string; tahap: string; nomor: string }> } }>('GET', '/api/pengesahan', {
      bearer: s.kaprodi.token,
      query: { paginate: 10, page: 1 },
    });
    expect(kaprodiList.body.pengesahan.data.find((r) => r.id === kode)).toMatchObject({ tahap: 'Ketua Program Studi' });
    const dekanList = await api<{ pengesahan: { data: Array<{ id: string }> } }>('GET', '/api/pengesahan', { bearer: s.dekan.token });
    expect(dekanList.body.pengesahan.data.some((r) => r.id === kode)).toBe(false);
    expect(await approve(s.dekan.token, kode)).toMatchObject({ status: 403, body: { message: PENGESAHAN_MSG.pengesahanNotYourStage } });
  });

  it('stays 404 after the program head approves; after the dean it is valid and lists its chain', async () => {
    expect(await approve(s.kaprodi.token, kode)).toMatchObject({ status: 200, body: { message: PENGESAHAN_MSG.pengesahanApproved } });
    expect((await keaslian(kode)).status).toBe(404);
    // a stage is approved once: the program head has nothing left to act on
    expect(await approve(s.kaprodi.token, kode)).toMatchObject({ status: 409, body: { message: PENGESAHAN_MSG.pengesahanAlreadyActed } });
    expect(await approve(s.dekan.token, kode)).toMatchObject({ status: 200, body: { message: PENGESAHAN_MSG.pengesahanSealed } });
    const res = await keaslian(kode);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'SAH', penandatangan: DEKAN_NAMA, kredensial: true });
    expect(res.body.data.pengesahan).toEqual([
      expect.objectContaining({ tahap: 'Ketua Program Studi', tahap_inggris: 'Head of Study Program', nama: `Kaprodi ${KODE}` }),
      expect.objectContaining({ tahap: 'Dekan', tahap_inggris: 'Dean', nama: DEKAN_NAMA, jabatan: 'Dekan' }),
    ]);
  });

  it('is sealed: the PDF names the dean, "Disahkan secara elektronik" and the approval time, and pdfsig validates it', async () => {
    const d = await dokumenOf(kode);
    expect(d).toMatchObject({ status: 'sah', pengesahan: { status: 'disahkan' } });
    const approval = d?.pengesahan?.persetujuan.at(-1);
    const res = await api<{ data: Array<{ kode: string; url: string }> }>('GET', `/api/manajemen/skpi/dokumen/${d?.nim}`, { bearer: s.admin.token });
    const sealed = await download(res.body.data.find((x) => x.kode === kode)?.url ?? '');
    const text = pdftotext(sealed).replace(/\s+/g, ' ');
    const wib = new Date(Date.parse(approval?.waktu ?? '') + 7 * 3_600_000).toISOString();
    expect(text).toContain(DEKAN_NAMA);
    expect(text).toContain(DEKAN_NIP);
    expect(text).toContain('Disahkan secara elektronik');
    expect(text).toContain('Electronically legalised');
    expect(text).toContain(`pukul ${wib.slice(11, 13)}.${wib.slice(14, 16)} WIB`);
    expect(text).not.toContain('Draf menunggu pengesahan');
    expect(pdfsig(sealed)).toContain('Signature is Valid.');
  });
});

describe('a return with a note', () => {
  it('reaches the printing admin; the reprint keeps the number and starts the chain again; a cancel ends it', async () => {
    const { kode, student } = await printDraft(s.admin.token, s.program.prodi.id_prodi, s.periode.id_periode_kelulusan, 'Rudi Uji Kembali');
    expect(await giveBack(s.kaprodi.token, kode, '')).toMatchObject({ status: 422 });
    expect(await giveBack(s.kaprodi.token, kode, 'Tanggal lahir salah, mohon diperbaiki.')).toMatchObject({
      status: 200,
      body: { message: PENGESAHAN_MSG.pengesahanReturned },
    });
    const bell = await api<{ notifikasi: { data: Array<{ jenis: string; catatan: string | null; isi: string; link: string }> } }>(
      'GET',
      '/api/notifikasi',
      {
        bearer: s.admin.token,
      },
    );
    expect(bell.body.notifikasi.data.find((n) => n.jenis === 'pengesahan-dikembalikan' && n.isi.includes(student.nim))).toMatchObject({
      catatan: 'Tanggal lahir salah, mohon diperbaiki.',
      link: '/admin/cetak-skpi',
    });
    // the next stage's holder was pointed to their list of what waits
    const approverBell = await api<{ notifikasi: { data: Array<{ jenis: string; isi: string; link: string }> } }>('GET', '/api/notifikasi', {
      bearer: s.kaprodi.token,
    });
    expect(approverBell.body.notifikasi.data.find((n) => n.jenis === 'pengesahan-menunggu' && n.isi.includes(student.nim))?.link).toBe(
      '/pimpinan/pengesahan',
    );
    const list = await api<{ users: { data: Array<{ nim: string; draf: unknown }> } }>('GET', '/api/manajemen/skpi/search', {
      bearer: s.admin.token,
      query: { keyword: student.nim },
    });
    expect(list.body.users.data.find((u) => u.nim === student.nim)?.draf).toMatchObject({
      status: 'dikembalikan',
      catatan: 'Tanggal lahir salah, mohon diperbaiki.',
    });
    const before = await dokumenOf(kode);
    const reprint = await api('POST', `/api/pengesahan/${kode}/cetak-ulang`, { bearer: s.admin.token, body: {} });
    expect(reprint.status).toBe(200);
    expect(await dokumenOf(kode)).toMatchObject({
      nomor: before?.nomor,
      status: 'draf',
      pengesahan: { status: 'menunggu', posisi: 0, putaran: 2, catatan: null },
    });
    const cancel = await api('POST', `/api/pengesahan/${kode}/batalkan`, { bearer: s.admin.token, body: { catatan: 'Lulus periode berikutnya' } });
    expect(cancel).toMatchObject({ status: 200, body: { message: PENGESAHAN_MSG.pengesahanCancelled } });
    expect(await dokumenOf(kode)).toMatchObject({ status: 'dibatalkan', pengesahan: { status: 'dibatalkan' } });
    expect((await keaslian(kode)).status).toBe(404);
    expect(await approve(s.kaprodi.token, kode)).toMatchObject({ status: 409, body: { message: PENGESAHAN_MSG.pengesahanNotWaiting } });
  }, 60_000);
});

describe('two parallel approvals', () => {
  it('make one transition; the other gets a clear conflict', async () => {
    const second = await (await import('../support/pengesahan')).pimpinanAccount(
      'Ketua Program Studi',
      { id_prodi: s.program.prodi.id_prodi },
      `Kaprodi Kedua ${KODE}`,
    );
    const { kode } = await printDraft(s.admin.token, s.program.prodi.id_prodi, s.periode.id_periode_kelulusan, 'Sari Uji Paralel');
    const answers = await Promise.all([approve(s.kaprodi.token, kode), approve(second.token, kode)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: PENGESAHAN_MSG.pengesahanAlreadyActed });
    const d = await dokumenOf(kode);
    expect(d).toMatchObject({ status: 'draf', pengesahan: { posisi: 1, status: 'menunggu' } });
    expect(d?.pengesahan?.persetujuan).toHaveLength(1);
    // a stale version from the form is refused before anything is written
    expect(await approve(s.dekan.token, kode, { version: 1 })).toMatchObject({ status: 409 });
  }, 60_000);
});

describe("the approvers' daily mail", () => {
  it('mails the dean with a draft waiting once a day, from 07.00 WIB, counting it per program', async () => {
    const { sendPengesahanDigest } = await import('@functions/domain/cetak/pengesahan/digest');
    const toDean = async () => (await readMail(s.dekan.email)).filter((m) => m.subject === PENGESAHAN_MAIL_MSG.subject(1));
    // before 07.00 WIB nobody is mailed
    expect(await sendPengesahanDigest({ now: new Date('2031-01-02T23:30:00.000Z') })).toEqual({ mailed: 0 });
    expect(await toDean()).toEqual([]);
    await sendPengesahanDigest({ now: new Date('2031-01-03T01:00:00.000Z') });
    const mail = await lastMail(s.dekan.email, (m) => m.subject === PENGESAHAN_MAIL_MSG.subject(1));
    expect(mail.body.text).toContain(PENGESAHAN_MAIL_MSG.line(s.program.prodi.nama_prodi, 1));
    // the same day again: not mailed twice
    await sendPengesahanDigest({ now: new Date('2031-01-03T05:00:00.000Z') });
    expect(await toDean()).toHaveLength(1);
  }, 60_000);
});
