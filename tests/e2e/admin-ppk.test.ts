/**
 * The internal activities screen (/admin/kegiatan-internal, spec 001 sections 2, 5, 8) in a real
 * browser, at 1280 and 400 px. A super admin (signed in with password and e-mailed OTP) meets the
 * program picker open, picks Fakultas Teknik then Informatika, sees the program's activities;
 * Tambah: an empty form warns 'Mohon mengisi data dengan benar' with 'This field is required'
 * under the fields; category, rubric and sub-rubric, names, points, today's date and a PDF
 * (uploaded at once, its chip named with ten characters) add the activity; its PDF opens in the
 * viewer; Ubah without a new file changes the title and keeps the document; Hapus asks
 * 'Apakah Anda Yakin?', Tidak keeps it, Ya deletes it. An admin jurusan lands on their own
 * program's list without a picker. Every step checks axe and the page's width. Screenshots land
 * in tests/e2e/screenshots/admin-ppk-*.png.
 */
import type { KegiatanItem } from '@functions/domain/ppk/repo';
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { demoPdf } from '@infra/local/seed-files';
import { localToday, readableDate } from '@shared/domain/dates';
import { AUTH_SCREEN_MSG, MASTER_MSG, MSG, PPK_SCREEN_MSG, pointsLabel, prodiLabel } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import {
  checkAdminPage,
  chooseOption,
  dialogNamed,
  eventually,
  notice,
  rowOf,
  screenshotsNamed,
  signInThroughHeader,
} from '../support/browser-session';
import { removeAddedActivities } from '../support/ppk';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';
import { anakAllowing } from '../support/verifikasi';

const { newPage, screenshot } = browserPerFile({ pdfViewer: true });
const shot = screenshotsNamed(screenshot, 'admin-ppk-');
/** Pages are lazy-loaded and answers come from DynamoDB Local: allow for a busy machine. */
const PRODI = 1;
const POINTS = 2;

removeAddedActivities(PRODI);

let anak: AnakRubrikItem;
let names: { bidang: string; rubrik: string; prodi: string; fakultas: string };
beforeAll(async () => {
  useStackEnv();
  anak = await anakAllowing(PRODI, POINTS);
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const { masterRepo } = await import('@functions/domain/master/repo');
  const [bidang, rubrik, prodi] = await Promise.all([
    rubrikRepo.getBidang(anak.id_bidang_portofolio),
    rubrikRepo.getRubrik(anak.id_rubrik),
    masterRepo.getProdi(PRODI),
  ]);
  const fakultas = await masterRepo.getFakultas(prodi?.id_fakultas ?? 0);
  names = {
    bidang: bidang?.nama_bidang_portofolio ?? '',
    rubrik: rubrik?.nama_rubrik ?? '',
    prodi: prodiLabel(prodi?.nama_prodi ?? '', prodi?.jenjang ?? ''),
    fakultas: fakultas?.nama_fakultas ?? '',
  };
});

const checkPage = checkAdminPage;

/** The activity as stored, by its title. */
async function storedByTitle(judul: string): Promise<KegiatanItem | undefined> {
  const { ppkRepo } = await import('@functions/domain/ppk/repo');
  return (await ppkRepo.listOfProdi(PRODI)).find((k) => k.judul === judul);
}

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin picks the program, adds an activity with its PDF, views the PDF, edits it without a new file, and deletes it', async () => {
    const w = String(width);
    const admin = await staffAccount('super admin');
    const judul = `Pelatihan Kepemimpinan ${uniqueWord()} ${w}`;
    const edited = `${judul} (Revisi)`;

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/kegiatan-internal');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.ppk }).waitFor();

    // the picker is open from the start: faculty, then program
    const picker = page.getByRole('dialog', { name: MASTER_MSG.pickFakultas });
    await picker.getByRole('button', { name: names.fakultas, exact: true }).waitFor();
    await shot(page, `${w}-0-picker`);
    await checkPage(page);
    await picker.getByRole('button', { name: names.fakultas, exact: true }).click();
    await page.getByRole('dialog', { name: MASTER_MSG.pickProdi }).getByRole('button', { name: names.prodi, exact: true }).click();
    await page.getByRole('button', { name: MASTER_MSG.changeProgram }).waitFor();
    await page.getByRole('heading', { name: PPK_SCREEN_MSG.tableTitle }).waitFor();
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(new URL(page.url()).searchParams.get('prodi')).toBe(String(PRODI));
    await shot(page, `${w}-1-list`);
    await checkPage(page);

    // Tambah: an empty form warns and says what is missing
    await page.getByRole('button', { name: PPK_SCREEN_MSG.tambah, exact: true }).click();
    const add = dialogNamed(page, PPK_SCREEN_MSG.addTitle);
    await add.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
    await notice(page, MSG.fillCorrectly);
    await eventually(() => add.getByText(MSG.required, { exact: true }).count()).toBeGreaterThanOrEqual(5);
    await shot(page, `${w}-2-add-invalid`);

    // the fields, the date defaulting to today, and the PDF uploaded at once
    await chooseOption(page, PPK_SCREEN_MSG.fieldBidang, names.bidang);
    await chooseOption(page, PPK_SCREEN_MSG.fieldRubrik, names.rubrik);
    await chooseOption(page, PPK_SCREEN_MSG.fieldAnakRubrik, anak.nama_anak_rubrik);
    await add.getByLabel(PPK_SCREEN_MSG.fieldJudul, { exact: true }).fill(judul);
    await add.getByLabel(PPK_SCREEN_MSG.fieldJudulInggris).fill('Leadership Training');
    await add.getByLabel(pointsLabel(anak.bobot_maksimal_skp_tiap_portofolio)).fill(String(POINTS));
    // the day the form was opened (a run across midnight keeps it)
    const today = localToday();
    await add.getByText(readableDate(today)).waitFor();
    await add.locator('input[type="file"]').setInputFiles({
      name: 'laporan-kegiatan-internal.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf([`Laporan ${judul}`, 'Kegiatan internal Universitas Harapan Nusantara']),
    });
    await add.getByText('laporan-ke...', { exact: true }).waitFor();
    await eventually(() => add.locator('[class*="awsui_file-loading"], [aria-busy="true"]').count()).toBe(0);
    await shot(page, `${w}-3-add-filled`);
    await checkPage(page);
    await add.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
    await notice(page, MSG.kegiatanAdded);
    await eventually(() => dialogNamed(page, PPK_SCREEN_MSG.addTitle).count()).toBe(0);
    // newest first: the new activity leads the first page
    await eventually(() => page.getByRole('row').nth(1).textContent()).toContain(judul);
    const row = rowOf(page, judul);
    await expect(row.textContent()).resolves.toContain(readableDate(today));
    await expect(row.textContent()).resolves.toContain(anak.nama_anak_rubrik);
    const added = (await storedByTitle(judul)) as KegiatanItem;
    expect(added).toMatchObject({
      id_anak_rubrik: anak.id_anak_rubrik,
      bobot_skp_portofolio: POINTS,
      judul_inggris: 'Leadership Training',
      tanggal_terbit: today,
    });
    expect(added.dokumen_ppk).toMatch(/^ppk\/.+\.pdf$/);
    await shot(page, `${w}-4-added`);

    // the PDF in the viewer
    await row.getByRole('button', { name: PPK_SCREEN_MSG.lihatPdf }).click();
    const viewer = dialogNamed(page, PPK_SCREEN_MSG.pdfTitle);
    await viewer.getByText(judul, { exact: true }).waitFor();
    const src = await viewer.locator('iframe').getAttribute('src');
    const pdf = await fetch(String(src));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await shot(page, `${w}-5-pdf`);
    await checkPage(page);
    await viewer.getByRole('button', { name: MSG.dismiss }).click();
    await eventually(() => dialogNamed(page, PPK_SCREEN_MSG.pdfTitle).count()).toBe(0);

    // Ubah without a new file: the document stays
    await row.getByRole('button', { name: PPK_SCREEN_MSG.ubah }).click();
    const edit = dialogNamed(page, PPK_SCREEN_MSG.editTitle);
    await edit.getByText(PPK_SCREEN_MSG.dokumenCurrent).waitFor();
    await expect(edit.getByLabel(PPK_SCREEN_MSG.fieldJudul, { exact: true }).inputValue()).resolves.toBe(judul);
    await edit.getByLabel(PPK_SCREEN_MSG.fieldJudul, { exact: true }).fill(edited);
    await shot(page, `${w}-6-edit`);
    await checkPage(page);
    await edit.getByRole('button', { name: AUTH_SCREEN_MSG.save, exact: true }).click();
    await notice(page, MSG.kegiatanUpdated);
    await eventually(() => rowOf(page, edited).count()).toBe(1);
    const after = (await storedByTitle(edited)) as KegiatanItem;
    expect(after).toMatchObject({ id_kegiatan_ppk: added.id_kegiatan_ppk, dokumen_ppk: added.dokumen_ppk, version: 2 });

    // Hapus: Tidak keeps it, Ya deletes it
    await rowOf(page, edited).getByRole('button', { name: PPK_SCREEN_MSG.hapus }).click();
    const confirm = dialogNamed(page, MSG.confirmSure);
    await confirm.getByText(edited, { exact: true }).waitFor();
    await shot(page, `${w}-7-delete-confirm`);
    await checkPage(page);
    await confirm.getByRole('button', { name: AUTH_SCREEN_MSG.no, exact: true }).click();
    await eventually(() => dialogNamed(page, MSG.confirmSure).count()).toBe(0);
    expect(await storedByTitle(edited)).toBeDefined();
    await rowOf(page, edited).getByRole('button', { name: PPK_SCREEN_MSG.hapus }).click();
    await confirm.getByRole('button', { name: AUTH_SCREEN_MSG.yes, exact: true }).click();
    await notice(page, MSG.kegiatanDeleted);
    await eventually(() => rowOf(page, edited).count()).toBe(0);
    expect(await storedByTitle(edited)).toBeUndefined();
    await shot(page, `${w}-8-deleted`);

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it("an admin jurusan sees their own program's activities at once, without a picker", async () => {
    const w = String(width);
    const admin = await staffAccount('admin jurusan', PRODI);
    const ours = await api<{ ppk: { data: Array<{ judul: string }> } }>('GET', '/api/ppk', { bearer: admin.token, query: { id_prodi: PRODI } });
    const first = ours.body.ppk.data[0]?.judul ?? expect.unreachable();

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/kegiatan-internal');
    await page.getByRole('heading', { name: PPK_SCREEN_MSG.tableTitle }).waitFor();
    await eventually(() => rowOf(page, first).count()).toBe(1);
    await page.getByText(names.prodi, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: MASTER_MSG.changeProgram }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: MASTER_MSG.pickFakultas }).count()).toBe(0);
    await shot(page, `${w}-9-admin-jurusan`);
    await checkPage(page);

    await context.close();
    expect(errors).toEqual([]);
  }, 90_000);
});
