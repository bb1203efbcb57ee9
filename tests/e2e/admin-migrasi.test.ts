/**
 * Migration and readmission decisions in a real browser, at 1280 and 400 px. An admin jurusan of a program of this file's own opens /admin/manajemen-mahasiswa,
 * switches to the migration card with Migrasi, finds a student's migration request by the new
 * NIM, opens Verifikasi and the proof in the PDF viewer, accepts it ('Berhasil menerima pengajuan
 * migrasi'): the row leaves the table, 'Belum lama diverifikasi' shows it, and the student now
 * signs in with the new NIM (checked through the API). A readmission is rejected ('Berhasil
 * menolak pengajuan readmisi') and the student keeps their NIM. Kembali returns to the students.
 * axe and the page's width at each stage; screenshots in tests/e2e/screenshots/migrasi-*.png.
 */
import { MSG, MUTASI_ADMIN_SCREEN_MSG, migrationAccepted, migrationRejected } from '@shared/messages';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, patchUser, staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { checkAdminPage, dialogNamed, eventually, notice, rowOf, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { testFakultas, testProdi } from '../support/master-data';
import { api, baseUrl, useStackEnv } from '../support/stack';
import { uploadFile } from '../support/student-data';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'migrasi-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */

let prodiA: number;
let prodiB: number;

beforeAll(async () => {
  useStackEnv();
  const fakultas = await testFakultas(`Fakultas Migrasi Layar ${Date.now()}`);
  prodiA = (await testProdi(fakultas.id_fakultas, 'Teknik Asal')).id_prodi;
  prodiB = (await testProdi(fakultas.id_fakultas, 'Teknik Tujuan')).id_prodi;
});

/** A one-page PDF the viewer renders (the proof of a request). */
async function proofPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 297]);
  page.drawText(text, { x: 40, y: 240, size: 16, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** A student of `idProdi` named `nama` who asks through their own route; returns them and the new NIM. */
async function asking(idProdi: number, nama: string, jenis: 'migrasi' | 'readmisi') {
  const s = await staffAccount('mahasiswa', idProdi);
  await patchUser(s.user.id, { nama, tanggal_masuk: '2022-09-01' });
  const nimBaru = freshIdentity('B').nim;
  const bukti = await uploadFile(s.token, 'dokumen', await proofPdf(`Surat keterangan ${jenis}: ${nama}`), 'application/pdf');
  const body =
    jenis === 'migrasi'
      ? { nim_baru: nimBaru, prodi: prodiB, nomor_ijazah: 'IJZ-2024-0077', tanggal_masuk: '2024-09-01', bukti }
      : { nim_baru: nimBaru, bukti };
  const res = await api('POST', `/api/${jenis}/request`, { bearer: s.token, body });
  if (res.status !== 200) throw new Error(`request answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { s, nimBaru };
}

const search = async (page: Page, text: string) => {
  const box = page.getByRole('searchbox', { name: MUTASI_ADMIN_SCREEN_MSG.searchLabel });
  await box.fill(text);
  await box.press('Enter');
};

describe.each([1280, 400])('at %i px', (width) => {
  it('an admin jurusan accepts a migration and rejects a readmission from the migration card', async () => {
    const w = String(width);
    const admin = await staffAccount('admin jurusan', prodiB);
    const mig = await asking(prodiA, `Rina Migrasi ${w}`, 'migrasi');
    const re = await asking(prodiB, `Dodi Readmisi ${w}`, 'readmisi');

    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-mahasiswa');
    await page.getByRole('button', { name: 'Migrasi', exact: true }).click();
    const card = page.getByTestId('kartu-migrasi');
    await card.getByRole('heading', { name: MUTASI_ADMIN_SCREEN_MSG.panelTitle }).waitFor();
    await rowOf(page, mig.nimBaru).waitFor();
    await shot(page, `${w}-0-card`);
    await checkAdminPage(page);

    // the search finds the one request
    await search(page, mig.nimBaru);
    await eventually(() => card.getByRole('row').count()).toBe(2);
    const row = rowOf(page, mig.nimBaru);
    expect(await row.textContent()).toContain(mig.s.nim);
    expect(await row.textContent()).toContain('Teknik Asal (S1)');
    await shot(page, `${w}-1-searched`);

    // the dialog shows the request and the proof
    await row.getByRole('button', { name: new RegExp(`^${MUTASI_ADMIN_SCREEN_MSG.verifikasi}`) }).click();
    const dialog = dialogNamed(page, MUTASI_ADMIN_SCREEN_MSG.dialogTitle);
    await dialog.waitFor();
    await dialog.getByText('IJZ-2024-0077').waitFor();
    await shot(page, `${w}-2-dialog`);
    await checkAdminPage(page);
    await dialog.getByRole('button', { name: MUTASI_ADMIN_SCREEN_MSG.lihatBukti }).click();
    const viewer = dialogNamed(page, MUTASI_ADMIN_SCREEN_MSG.buktiTitle);
    await viewer.waitFor();
    await viewer.locator('iframe').waitFor();
    await shot(page, `${w}-3-bukti`);
    await viewer.getByRole('button', { name: MSG.dismiss }).click();
    await dialog.waitFor();

    // Terima: the student moves
    await dialog.getByRole('button', { name: MUTASI_ADMIN_SCREEN_MSG.terima, exact: true }).click();
    await notice(page, migrationAccepted('migrasi'));
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => rowOf(page, mig.nimBaru).count()).toBe(0);
    const recent = page.getByTestId('kartu-migrasi-terbaru');
    await recent.getByText(`Rina Migrasi ${w}`).waitFor();
    await shot(page, `${w}-4-accepted`);
    await checkAdminPage(page);
    const moved = await api<{ user: { id: string } }>('GET', '/api/migrasi', { bearer: mig.s.token });
    expect(moved.body).toMatchObject({ data: { nim_baru: mig.nimBaru, id_status_migrasi: 2 } });
    const { usersRepo } = await import('@functions/domain/users/repo');
    expect(await usersRepo.getById(mig.s.user.id)).toMatchObject({ nim: mig.nimBaru, id_prodi: prodiB, tanggal_masuk: '2024-09-01' });

    // Tolak a readmission: the student keeps their NIM
    await search(page, re.nimBaru);
    await rowOf(page, re.nimBaru)
      .getByRole('button', { name: new RegExp(`^${MUTASI_ADMIN_SCREEN_MSG.verifikasi}`) })
      .click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: MUTASI_ADMIN_SCREEN_MSG.tolak, exact: true }).click();
    await notice(page, migrationRejected('readmisi'));
    await eventually(() => rowOf(page, re.nimBaru).count()).toBe(0);
    await recent.getByText(`Dodi Readmisi ${w}`).waitFor();
    expect((await usersRepo.getById(re.s.user.id))?.nim).toBe(re.s.nim);
    await shot(page, `${w}-5-rejected`);

    // Kembali returns to the students
    await page.getByRole('button', { name: MUTASI_ADMIN_SCREEN_MSG.back, exact: true }).click();
    await page.getByRole('button', { name: 'Migrasi', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
