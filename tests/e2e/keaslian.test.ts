/**
 * The public verification page of a printed SKPI (/verifikasi/{code}) and the
 * student's SKPI documents on /user/skpi, in a real browser at 1280 and 400 px. An admin of a
 * program of the test's own (its faculty has the code the numbering needs) prints through the
 * API: one student twice (the override print supersedes the first document), another once and
 * then revokes it with a category and a reason; the revoked document is given a recorded seal
 * with a self-issued certificate, so the seal block shows whatever the stack's printing records.
 * The page follows the browser's language (Indonesian for id-ID, English for en-US) and switches
 * with 'Bahasa Indonesia' / 'English', the choice kept in the address and in the link to a newer
 * document. It says SAH / Valid, DIGANTIKAN / Superseded (with the newer number and a link to its
 * page) and DICABUT / Revoked (with the category, never the reason); 'Periksa berkas' hashes the
 * true PDF (downloaded from the print's link) and one with a changed byte in the browser; an
 * unknown code is 'not found' with the server's message. The student sees the printed SKPI's
 * number, its PDF and verification links, downloads its portable credential (the VC-JWT) and
 * opens the preview; a refused preview (a student
 * without a program) is a warning with the server's message. Every step checks axe and the page's
 * width. Screenshots land in tests/e2e/screenshots/keaslian-*.png.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import type { UserItem } from '@functions/domain/users/repo';
import { cetakKeys } from '@functions/lib/entities/cetak';
import type { dokumenStaff } from '@shared/api/cetak';
import type { keaslianSkpi } from '@shared/api/keaslian';
import { localToday, readableDate } from '@shared/domain/dates';
import { KATEGORI_PENCABUTAN_LABEL, type SegelInfo } from '@shared/domain/segel';
import { MSG, SKPI_SCREEN_MSG } from '@shared/messages';
import { KEASLIAN_MSG } from '@shared/messages/keaslian';
import { sideIn } from '@shared/messages/language';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { BAHASA_MSG } from '@shared/messages/shell';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { patchItem, patchUser, staffAccount, tokenOf } from '../support/auth-flow';
import { browserPerFile, pageOverflow, SCREENSHOT_DIR } from '../support/browser';
import { checkAdminPage, eventually, screenshotsNamed, signInAs } from '../support/browser-session';
import { download, newPeriode, periodes, printingProgram, printingStudent, sha256 } from '../support/cetak';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'keaslian-');
const T = sideIn(KEASLIAN_MSG, 'id');
const EN = sideIn(KEASLIAN_MSG, 'en');
const ALASAN = 'Nama mahasiswa salah ketik pada dokumen';
const KATEGORI = KATEGORI_PENCABUTAN_LABEL.kesalahan_data;
/** The seal recorded on the revoked document: a self-issued certificate with a timestamp. */
const SEGEL: SegelInfo = {
  penanda_tangan: 'Universitas Uji Segel',
  penerbit_sertifikat: 'Universitas Uji Segel',
  sidik_jari_sha256: '0123456789abcdef'.repeat(4),
  berlaku_dari: '2026-01-01T00:00:00.000Z',
  berlaku_sampai: '2031-01-01T00:00:00.000Z',
  waktu_tanda_tangan: '2026-05-15T03:04:05.000Z',
  cap_waktu: '2026-05-15T03:04:06.000Z',
  tingkat: 'B-T',
  sertifikat_sendiri: true,
};

type Dokumen = z.infer<typeof dokumenStaff>;
type Answer = z.infer<typeof keaslianSkpi>;

interface Printed {
  student: UserItem;
  /** Newest first, as the staff list gives them. */
  documents: Dokumen[];
  /** The bytes of each printed PDF, by document code. */
  pdf: Map<string, Buffer>;
}

async function expectOk<B>(what: string, res: { status: number; body: B }, status = 200): Promise<B> {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A graduation period: the first the stack has, or one the super admin adds. */
async function periodeId(adminToken: string): Promise<number> {
  const first = (await periodes(adminToken))[0];
  if (first) return first.id_periode_kelulusan;
  const superAdmin = await staffAccount('super admin');
  return (await newPeriode(superAdmin.token, localToday())).id_periode_kelulusan;
}

/** Prints the student's SKPI and downloads the PDF from the answer's link. */
async function print(token: string, nim: string, periode: number, override: boolean): Promise<Buffer> {
  const res = await api<{ message: string }>('POST', `/api/manajemen/skpi/download/${encodeURIComponent(nim)}`, {
    bearer: token,
    query: { periode, override: override ? 1 : 0 },
  });
  const { message } = await expectOk(`print of ${nim}`, res);
  const bytes = Buffer.from(await download(message));
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

async function documentsOf(token: string, nim: string): Promise<Dokumen[]> {
  const res = await api<{ data: Dokumen[] }>('GET', `/api/manajemen/skpi/dokumen/${encodeURIComponent(nim)}`, { bearer: token });
  return (await expectOk(`documents of ${nim}`, res)).data;
}

/** The public answer, as the page reads it. */
async function answerOf(kode: string): Promise<Answer> {
  return (await expectOk(`verification of ${kode}`, await api<{ data: Answer }>('GET', `/api/verifikasi/${kode}`))).data;
}

/** A fresh student of the program, printed `times` times (each after the first with override). */
async function printedStudent(token: string, idProdi: number, periode: number, nama: string, times: number): Promise<Printed> {
  const student = await printingStudent(idProdi, 2022, nama);
  const bytes: Buffer[] = [];
  for (let i = 0; i < times; i++) bytes.push(await print(token, student.nim, periode, i > 0));
  const documents = await documentsOf(token, student.nim);
  expect(documents).toHaveLength(times);
  // each document's recorded hash is the one of the PDF its print handed out (newest first)
  const pdf = new Map<string, Buffer>();
  [...bytes].reverse().forEach((b, i) => {
    const doc = documents[i] as Dokumen;
    expect(doc.sha256).toBe(sha256(b));
    pdf.set(doc.kode, b);
  });
  return { student, documents, pdf };
}

let superseded: Printed;
let revoked: Printed;
let programId: number;

beforeAll(async () => {
  useStackEnv();
  // a faculty of the test's own, with the code the numbering needs, and its program's admin
  const { prodi } = await printingProgram(`VR${Math.floor(Math.random() * 9000 + 1000)}`);
  programId = prodi.id_prodi;
  const admin = await staffAccount('admin jurusan', prodi.id_prodi);
  const periode = await periodeId(admin.token);
  superseded = await printedStudent(admin.token, prodi.id_prodi, periode, `Nur'aini Situmorang ${uniqueWord()}`, 2);
  revoked = await printedStudent(admin.token, prodi.id_prodi, periode, `Gede Adi Wirawan ${uniqueWord()}`, 1);
  const res = await api('DELETE', `/api/manajemen/skpi/delete/${encodeURIComponent(revoked.student.nim)}`, {
    bearer: admin.token,
    body: { alasan: ALASAN, kategori: 'kesalahan_data' },
  });
  await expectOk('revoke', res);
  revoked.documents = await documentsOf(admin.token, revoked.student.nim);
  expect(superseded.documents.map((d) => d.status)).toEqual(['sah', 'digantikan']);
  expect(revoked.documents.map((d) => d.status)).toEqual(['dicabut']);
  await patchItem(cetakKeys.skpiDokumen((revoked.documents[0] as Dokumen).kode), { segel: SEGEL });
}, 120_000);

const checkPage = checkAdminPage;

const statusWord = (page: Page) => page.getByTestId('keaslian-status').locator('#keaslian-status-word');

async function openVerification(page: Page, path: string, word: string) {
  await page.goto(path.startsWith('/') ? path : `/verifikasi/${path}`);
  await eventually(() => statusWord(page).textContent()).toBe(word);
}

/** Chooses a language with the switch: the address keeps it, the page says `word`. */
async function switchTo(page: Page, lang: 'id' | 'en', word: string) {
  await page.getByTestId('keaslian-bahasa').getByRole('link', { name: BAHASA_MSG[lang] }).click();
  await eventually(() => statusWord(page).textContent()).toBe(word);
  expect(new URL(page.url()).searchParams.get('lang')).toBe(lang);
  await expect(page.locator(`[lang="${lang}"].keaslian-page`).count()).resolves.toBe(1);
}

/** Chooses a file in 'Periksa berkas' and waits for the verdict. */
async function checkFile(page: Page, name: string, bytes: Buffer, verdict: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  const result = page.getByTestId('periksa-hasil');
  await result.getByText(verdict, { exact: true }).waitFor();
  await expect(result.getByTestId('periksa-sha256').textContent()).resolves.toBe(sha256(bytes));
}

describe.each([1280, 400])('at %i px', (width) => {
  const w = String(width);

  it('a valid document says SAH in Indonesian and Valid in English; its true PDF matches and a changed one does not; the superseded one leads to the newer in the chosen language', async () => {
    const [current, older] = superseded.documents as [Dokumen, Dokumen];
    const truePdf = superseded.pdf.get(current.kode) as Buffer;
    const { segel } = await answerOf(current.kode);
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);

    // SAH: the holder, the document and its hash, without signing in, in the browser's Indonesian
    await openVerification(page, current.kode, T.sah);
    await page.getByText(T.sahDetail, { exact: true }).waitFor();
    await expect(page.getByTestId('verifikasi-nama').textContent()).resolves.toBe(superseded.student.nama);
    await expect(page.getByTestId('verifikasi-nomor').textContent()).resolves.toBe(current.nomor);
    await expect(page.getByTestId('keaslian-sha256').textContent()).resolves.toBe(current.sha256);
    await expect(page.getByTestId('verifikasi-tanggal').textContent()).resolves.toBe(readableDate(current.tanggal_terbit.slice(0, 10), 'id'));
    await page.getByText(superseded.student.nim, { exact: true }).waitFor();
    // the seal as the printing recorded it, or none for a document printed without one
    if (segel) await expect(page.getByTestId('segel-penanda-tangan').textContent()).resolves.toBe(segel.penanda_tangan);
    else await page.getByText(T.tanpaSegel, { exact: true }).waitFor();
    await shot(page, `${w}-1-sah`);
    await checkPage(page);

    // the true PDF, hashed in the browser; nothing is sent (no request leaves for the file)
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
    });
    await checkFile(page, 'skpi.pdf', truePdf, segel ? T.cocokSegel : T.cocok);
    await shot(page, `${w}-2-sah-cocok`);

    // English: the whole page, the verdict shown so far included
    await switchTo(page, 'en', EN.sah);
    await page.getByText(EN.sahDetail, { exact: true }).waitFor();
    await page.getByText(segel ? EN.cocokSegel : EN.cocok, { exact: true }).waitFor();
    await expect(page.getByTestId('verifikasi-tanggal').textContent()).resolves.toBe(readableDate(current.tanggal_terbit.slice(0, 10), 'en'));
    await page.getByRole('heading', { name: EN.periksaBerkas }).waitFor();
    await eventually(() => page.title()).toContain(sideIn(PAGE_NAME_MSG, 'en').keaslian);
    await shot(page, `${w}-2-sah-cocok-en`);
    await checkPage(page);

    // one changed byte in the middle: not the issued document
    const changed = Buffer.from(truePdf);
    const at = Math.floor(changed.length / 2);
    changed[at] = (changed[at] as number) ^ 0x01;
    await checkFile(page, 'skpi-diubah.pdf', changed, EN.tidakCocok);
    // only the verdict's alert differs from the page axe read above
    await shot(page, `${w}-3-sah-tidak-cocok-en`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(sent).toEqual([]);

    // the superseded document in English: its own PDF matches but is no longer valid; the link to
    // the newer keeps the language
    await openVerification(page, `/verifikasi/${older.kode}?lang=en`, EN.digantikan);
    await expect(page.getByTestId('verifikasi-pengganti').textContent()).resolves.toBe(current.nomor);
    await expect(page.getByTestId('verifikasi-nomor').textContent()).resolves.toBe(older.nomor);
    await checkFile(page, 'skpi-lama.pdf', superseded.pdf.get(older.kode) as Buffer, EN.cocokTidakBerlaku);
    await shot(page, `${w}-4-digantikan-en`);
    await checkPage(page);
    await page.getByRole('link', { name: EN.lihatPengganti }).click();
    await page.waitForURL(`**/verifikasi/${current.kode}?lang=en`);
    await eventually(() => statusWord(page).textContent()).toBe(EN.sah);

    // printed: the site's header, footer, the language switch and the file check stay off the paper
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.public-header').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('keaslian-bahasa').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: EN.periksaBerkas }).isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('kredensial-download').isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('keaslian-sha256').isVisible()).resolves.toBe(true);
    await shot(page, `${w}-5-print-en`);
    await page.emulateMedia({ media: 'screen' });

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('a revoked document says DICABUT / Revoked with its category and never the reason, and its seal; a browser in English opens it in English; an unknown code is not found', async () => {
    const [doc] = revoked.documents as [Dokumen];
    const { dicabut } = await answerOf(doc.kode);
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);

    await openVerification(page, doc.kode, T.dicabut);
    await page.getByText(T.dicabutDetail, { exact: true }).waitFor();
    await expect(page.getByTestId('verifikasi-kategori').textContent()).resolves.toBe(KATEGORI.id);
    await page
      .getByTestId('keaslian-status')
      .getByText(readableDate(dicabut?.tanggal ?? '', 'id'), { exact: true })
      .waitFor();
    await expect(page.getByTestId('verifikasi-nama').textContent()).resolves.toBe(revoked.student.nama);
    // the seal: who, the fingerprint in groups of four, and the self-issued certificate said plainly
    await expect(page.getByTestId('segel-penanda-tangan').textContent()).resolves.toBe(SEGEL.penanda_tangan);
    await expect(page.getByTestId('segel-sidik-jari').textContent()).resolves.toBe('0123 4567 89AB CDEF '.repeat(4).trim());
    await page.getByText(T.sertifikatSendiri, { exact: true }).waitFor();
    await page.getByText(T.rentang(readableDate(SEGEL.berlaku_dari, 'id'), readableDate(SEGEL.berlaku_sampai, 'id')), { exact: true }).waitFor();
    await checkFile(page, 'skpi.pdf', revoked.pdf.get(doc.kode) as Buffer, T.cocokTidakBerlaku);
    expect(await page.locator('body').textContent()).not.toContain(ALASAN);
    await shot(page, `${w}-6-dicabut`);
    await checkPage(page);

    await switchTo(page, 'en', EN.dicabut);
    await expect(page.getByTestId('verifikasi-kategori').textContent()).resolves.toBe(KATEGORI.en);
    await page
      .getByTestId('keaslian-status')
      .getByText(readableDate(dicabut?.tanggal ?? '', 'en'), { exact: true })
      .waitFor();
    await page.getByText(EN.sertifikatSendiri, { exact: true }).waitFor();
    await page.getByText(EN.cocokTidakBerlaku, { exact: true }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(ALASAN);
    // the same parts as in Indonesian (checked above): axe once per state is enough
    await shot(page, `${w}-6-dicabut-en`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // an unknown code: the server's message on a plain page (and the page's own words in English)
    const unknown = `Zz${uniqueWord(20)}`;
    const answer = await api<{ message: string }>('GET', `/api/verifikasi/${unknown}`);
    expect(answer.status).toBe(404);
    await page.goto(`/verifikasi/${unknown}`);
    const notFound = page.getByTestId('verifikasi-not-found');
    await notFound.getByRole('heading', { name: T.notFound }).waitFor();
    await notFound.getByText(answer.body.message, { exact: true }).waitFor();
    await expect(page.getByTestId('keaslian-status').count()).resolves.toBe(0);
    await shot(page, `${w}-7-tidak-ditemukan`);
    await checkPage(page);
    await page.getByTestId('keaslian-bahasa').getByRole('link', { name: BAHASA_MSG.en }).click();
    await notFound.getByRole('heading', { name: EN.notFound }).waitFor();
    await notFound.getByText(EN.notFoundDetail, { exact: true }).waitFor();
    await context.close();
    // the 404 of the unknown code is an answer the page shows, not an error of the page
    expect(errors).toEqual([]);

    // a visitor whose browser reads English gets English without choosing (a rule of the browser,
    // not of the width: once)
    if (width !== 1280) return;
    const abroad = await newPage(width, { baseURL: baseUrl(), locale: 'en-US' });
    await openVerification(abroad.page, doc.kode, EN.dicabut);
    await expect(abroad.page.getByTestId('verifikasi-kategori').textContent()).resolves.toBe(KATEGORI.en);
    await abroad.context.close();
    expect(abroad.errors).toEqual([]);
  }, 120_000);

  it("the student sees the printed SKPI's number, its PDF and verification page, and opens the preview", async () => {
    const [current] = superseded.documents as [Dokumen];
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInAs(page, superseded.student, { token: await tokenOf(superseded.student.id) });
    await page.goto('/user/skpi');
    await eventually(() => page.getByTestId('skpi-dokumen-nomor').textContent()).toBe(current.nomor);
    const pdfLink = page.getByRole('link', { name: SKPI_SCREEN_MSG.printedDownload });
    const verifyLink = page.getByRole('link', { name: SKPI_SCREEN_MSG.printedVerify });
    // the PDF link gives the valid document itself
    expect(sha256(await download(String(await pdfLink.getAttribute('href'))))).toBe(current.sha256);
    const verifyHref = String(await verifyLink.getAttribute('href'));
    expect(new URL(verifyHref, baseUrl()).pathname).toBe(`/verifikasi/${current.kode}`);
    await shot(page, `${w}-8-student-dokumen`);
    await checkPage(page);

    // the portable credential: the signed VC-JWT of the current document, saved as SKPI-<nim>.jwt
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByTestId('kredensial-download').click()]);
    expect(saved.suggestedFilename()).toBe(`SKPI-${superseded.student.nim}.jwt`);
    const chunks: Buffer[] = [];
    for await (const chunk of await saved.createReadStream()) chunks.push(chunk as Buffer);
    const kredensial = await api<{ jwt: string }>('GET', `/api/verifikasi/${current.kode}/kredensial`);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(kredensial.body.jwt);

    // the preview: a PDF in the viewer, marked PRATINJAU by the server
    await page.getByRole('button', { name: SKPI_SCREEN_MSG.previewButton }).click();
    const viewer = page.getByRole('dialog', { name: SKPI_SCREEN_MSG.previewTitle });
    await viewer.getByText(SKPI_SCREEN_MSG.previewNote, { exact: true }).waitFor();
    const src = String(await viewer.locator('iframe').getAttribute('src'));
    const preview = Buffer.from(await download(src));
    expect(preview.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(preview)).not.toBe(current.sha256);
    // kept beside the screenshots, to look at its pages (pdftoppm)
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(`${SCREENSHOT_DIR}keaslian-${w}-preview.pdf`, preview);
    await shot(page, `${w}-9-student-preview`);
    await checkPage(page);
    await viewer.getByRole('button', { name: MSG.dismiss }).click();
    await eventually(() => page.getByRole('dialog', { name: SKPI_SCREEN_MSG.previewTitle }).count()).toBe(0);

    // the verification page opens from the student's link
    await page.goto(new URL(verifyHref, baseUrl()).pathname);
    await eventually(() => statusWord(page).textContent()).toBe(T.sah);

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it("a refused preview is a warning with the server's message", async () => {
    // a student without a program has no SKPI to preview (409)
    const student = await printingStudent(programId, 2022, `Tanpa Prodi ${uniqueWord()}`);
    await patchUser(student.id, { id_prodi: null });
    const refused = await api<{ message: string }>('GET', '/api/skpi/preview', { bearer: await tokenOf(student.id) });
    expect(refused.status).toBe(409);
    const { page, context } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInAs(page, { ...student, id_prodi: null }, { token: await tokenOf(student.id) });
    await page.goto('/user/skpi');
    await page.getByRole('button', { name: SKPI_SCREEN_MSG.previewButton }).click();
    const warning = page.getByText(refused.body.message, { exact: true }).first();
    await warning.waitFor();
    await page.getByText(SKPI_SCREEN_MSG.previewRefusedTitle, { exact: true }).waitFor();
    await expect(page.getByRole('dialog', { name: SKPI_SCREEN_MSG.previewTitle }).count()).resolves.toBe(0);
    await shot(page, `${w}-10-student-preview-refused`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  }, 120_000);
});
