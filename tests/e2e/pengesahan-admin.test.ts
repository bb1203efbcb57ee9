/**
 * The super admin's side of endorsement before the seal, in a real browser at 1280 and 400 px, on a
 * faculty and program of this file's own. On /admin/manajemen-universitas the faculty reads
 * 'Disahkan saat dicetak' until it has a chain; the super admin adds Dekan, then Ketua Program Studi
 * (Enter in the field), moves the latter up, reads that a change applies to new prints only, and
 * saves: the faculty's route holds the two stages in that order. On /admin/manajemen-admin they add
 * a pimpinan account (Ketua Program Studi of the program, with NIP/NIDN) in the Pimpinan table: the
 * row shows the position and the program, the account is stored so. Then a student of the program is
 * printed (a draft), that pimpinan returns it with a note, and the print list shows 'Draf
 * dikembalikan' with the note; Cetak Ulang Draf sends it back to the first stage, which the row and
 * the documents dialog's chain then show. The program head approves it, and the dean, on their list
 * filtered to the program, approves all that waits as one job: first the count, then the job's
 * progress bar to Selesai, and the row leaves. Every step checks axe and the page's width; screenshots
 * land in tests/e2e/screenshots/pengesahan-admin-*.png.
 */
import { localToday } from '@shared/domain/dates';
import {
  AUTH_SCREEN_MSG,
  CETAK_SCREEN_MSG,
  cetakRowMenu,
  cetakStudent,
  drafMenunggu,
  jumlahSkpi,
  MASTER_MSG,
  MSG,
  PENGESAHAN_MSG,
  prodiLabel,
  STAF_MSG,
  setujuiJumlah,
  PENGESAHAN_SCREEN_MSG as T,
  tahapNaik,
  UNIVERSITAS_SCREEN_MSG,
} from '@shared/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, pointAtStack, staffAccount, tokenOf, userByNim } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import {
  checkAdminPage,
  chooseOption,
  dialogNamed,
  eventually,
  menuToDialog,
  notice,
  rowOf,
  screenshotsNamed,
  signInThroughHeader,
} from '../support/browser-session';
import { newPeriode, printingProgram, printingStudent } from '../support/cetak';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl } from '../support/stack';
import { answer, card, choose } from '../support/universitas-page';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'pengesahan-admin-');
const PASSWORD = 'Pimpinan#2026';
const NIP = '198001012005011001';

/** A pimpinan written through the API, as the staff dialog writes one. */
async function addPimpinan(token: string, body: Record<string, unknown>) {
  const who = freshIdentity('P');
  const res = await api('POST', '/api/manajemen/akun/add', {
    bearer: token,
    body: { id_role: 6, ...who, nama: `Pimpinan ${who.nim}`, password: PASSWORD, password_confirmation: PASSWORD, ...body },
  });
  if (res.status !== 201) throw new Error(`akun/add answered ${res.status}: ${JSON.stringify(res.body)}`);
  return who;
}

/** The faculty's chain as its route answers it. */
async function chainOf(token: string, idFakultas: number): Promise<string[]> {
  const res = await api<{ fakultas: { tahap_pengesahan: string[] } }>('GET', `/api/fakultas/${idFakultas}`, { bearer: token });
  return res.body.fakultas.tahap_pengesahan;
}

/** Sets the chain on the faculty card: Dekan by the button, Ketua Program Studi by Enter, then moved up. */
async function setChain(page: Page, namaFakultas: string, w: string) {
  const fakultasCard = card(page, 'fakultas');
  await choose(page, fakultasCard, UNIVERSITAS_SCREEN_MSG.fakultasSelect, namaFakultas);
  const rantai = page.getByTestId('rantai-pengesahan');
  await rantai.getByText(T.tahapNone).waitFor();
  const baru = rantai.getByRole('combobox', { name: T.tahapNew });
  await baru.fill('Dekan');
  // the suggestions list may cover the button on a narrow screen: close it first, as a reader would
  await baru.press('Escape');
  await rantai.getByRole('button', { name: T.tahapAdd }).click();
  await baru.fill('Ketua Program Studi');
  await baru.press('Enter');
  await eventually(() => rantai.getByRole('listitem').count()).toBe(2);
  await rantai.getByRole('button', { name: tahapNaik('Ketua Program Studi') }).click();
  await eventually(() => rantai.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringContaining('Ketua Program Studi'),
    expect.stringContaining('Dekan'),
  ]);
  await rantai.getByText(T.tahapNewPrintsOnly).waitFor();
  await baru.blur();
  await shot(page, `${w}-1-rantai`);
  await checkAdminPage(page);
  await fakultasCard.getByRole('button', { name: UNIVERSITAS_SCREEN_MSG.ubah, exact: true }).click();
  await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasUpdateTitle, true);
}

/** The demo's first program and its faculty, by name. */
let demo: { prodi: string; fakultas: string };
beforeAll(async () => {
  pointAtStack();
  const { masterRepo } = await import('@functions/domain/master/repo');
  const prodi = await masterRepo.getProdi(1);
  const fakultas = await masterRepo.getFakultas(prodi?.id_fakultas ?? 0);
  demo = { prodi: prodiLabel(prodi?.nama_prodi ?? '', prodi?.jenjang ?? ''), fakultas: fakultas?.nama_fakultas ?? '' };
});

describe.each([1280, 400])('at %i px', (width) => {
  it('the super admin sets a faculty chain, adds a pimpinan, and sees a returned draft in the print list and reprints it', async () => {
    const w = String(width);
    const kode = `Q${uniqueWord(3).slice(2).toUpperCase()}`;
    const { fakultas, prodi } = await printingProgram(kode);
    const prodiName = prodiLabel(prodi.nama_prodi, prodi.jenjang);
    const superAdmin = await staffAccount('super admin');
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, superAdmin);

    // --- the chain ---------------------------------------------------------------------------
    await page.goto('/admin/manajemen-universitas');
    await setChain(page, fakultas.nama_fakultas, w);
    await eventually(() => chainOf(superAdmin.token, fakultas.id_fakultas)).toEqual(['Ketua Program Studi', 'Dekan']);
    await page.getByTestId('rantai-pengesahan').getByText(T.tahapNewPrintsOnly).waitFor({ state: 'detached' });

    // --- a pimpinan account --------------------------------------------------------------------
    // the page asks for a program first (the prodi admins' table): the demo's first program
    await page.goto('/admin/manajemen-admin');
    await page.getByRole('dialog', { name: MASTER_MSG.pickFakultas }).getByRole('button', { name: demo.fakultas, exact: true }).click();
    await page.getByRole('dialog', { name: MASTER_MSG.pickProdi }).getByRole('button', { name: demo.prodi, exact: true }).click();
    const table = page.getByTestId('tabel-pimpinan');
    await table.getByRole('heading', { name: T.pimpinanTitle }).waitFor();
    await table.getByRole('button', { name: STAF_MSG.tambah, exact: true }).click();
    const add = dialogNamed(page, T.addPimpinanTitle);
    const kaprodi = { ...freshIdentity('K'), nama: `Kaprodi ${kode}` };
    await add.getByLabel(STAF_MSG.fieldUsername).fill(kaprodi.nim);
    await add.getByLabel(STAF_MSG.fieldNama, { exact: true }).fill(kaprodi.nama);
    await add.getByLabel(STAF_MSG.fieldEmail).fill(kaprodi.email);
    await add.getByRole('combobox', { name: T.fieldJabatan }).fill('Ketua Program');
    await page.getByRole('option', { name: 'Ketua Program Studi', exact: true }).click();
    await add.getByRole('radio', { name: T.lingkupProdi }).check();
    await chooseOption(page, new RegExp(`^${STAF_MSG.fieldProdi}`), prodiName, add);
    await add.getByLabel(T.fieldNomorPegawai).fill(NIP);
    await add.locator('input[name="password"]').fill(PASSWORD);
    await add.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await add.getByText(AUTH_SCREEN_MSG.passwordOk).waitFor();
    await shot(page, `${w}-2-pimpinan-add`);
    await checkAdminPage(page);
    await add.getByRole('button', { name: STAF_MSG.tambah, exact: true }).click();
    await notice(page, MSG.userAdded);
    await eventually(() => dialogNamed(page, T.addPimpinanTitle).count()).toBe(0);
    await eventually(() => table.getByRole('row').filter({ hasText: kaprodi.nama }).count()).toBe(1);
    await expect(table.getByRole('row').filter({ hasText: kaprodi.nama }).textContent()).resolves.toContain('Ketua Program Studi');
    const stored = await userByNim(kaprodi.nim);
    expect(stored).toMatchObject({ role: 'pimpinan', jabatan: 'Ketua Program Studi', id_prodi: prodi.id_prodi, nomor_pegawai: NIP });
    await table.scrollIntoViewIfNeeded();
    await shot(page, `${w}-3-pimpinan-added`);
    await checkAdminPage(page);

    // --- a returned draft in the print list ----------------------------------------------------
    const dekan = await addPimpinan(superAdmin.token, { jabatan: 'Dekan', id_fakultas: fakultas.id_fakultas });
    const periode = await newPeriode(superAdmin.token, localToday());
    const student = await printingStudent(prodi.id_prodi, 2022, `Mahasiswa Draf ${kode}`);
    const printed = await api('POST', `/api/manajemen/skpi/download/${student.nim}`, {
      bearer: superAdmin.token,
      query: { periode: periode.id_periode_kelulusan, override: '0' },
    });
    expect(printed.status).toBe(200);
    const kaprodiToken = await tokenOf(stored?.id ?? '');
    const waiting = await api<{ pengesahan: { data: { id: string; nim: string; version: number }[] } }>('GET', '/api/pengesahan', {
      bearer: kaprodiToken,
      query: { prodi: prodi.id_prodi },
    });
    const draf = waiting.body.pengesahan.data.find((r) => r.nim === student.nim);
    expect(draf).toBeDefined();
    const catatan = `Nama kegiatan ${kode} belum sesuai sertifikat.`;
    const returned = await api('POST', `/api/pengesahan/${draf?.id}/kembalikan`, { bearer: kaprodiToken, body: { catatan, version: draf?.version } });
    expect(returned.status).toBe(200);

    await page.goto('/admin/cetak-skpi');
    await page.getByRole('searchbox', { name: CETAK_SCREEN_MSG.searchPlaceholder }).fill(student.nim);
    const row = rowOf(page, student.nim);
    await row.getByText(T.drafDikembalikan).waitFor();
    await row.getByText(catatan).waitFor();
    await shot(page, `${w}-4-dikembalikan`);
    await checkAdminPage(page);

    const who = cetakStudent(student.nama, student.nim);
    const reprint = dialogNamed(page, T.reprintTitle);
    await menuToDialog(page, row.getByRole('button', { name: cetakRowMenu(who) }), T.cetakUlang, reprint);
    await shot(page, `${w}-5-cetak-ulang`);
    await checkAdminPage(page);
    await reprint.getByRole('button', { name: T.cetakUlang, exact: true }).click();
    // the notice links the new draft's PDF
    await page.locator('[class*="awsui_flashbar"]').getByText(PENGESAHAN_MSG.pengesahanReprinted).first().waitFor();
    await row.getByText(drafMenunggu('Ketua Program Studi')).waitFor();

    const dokumen = dialogNamed(page, CETAK_SCREEN_MSG.dokumen);
    await menuToDialog(page, row.getByRole('button', { name: cetakRowMenu(who) }), CETAK_SCREEN_MSG.dokumen, dokumen);
    await dokumen.getByRole('heading', { name: T.tahapan }).waitFor();
    await dokumen.getByText(T.tahapMenunggu, { exact: true }).first().waitFor();
    await dokumen.getByText(T.tahapBelum, { exact: true }).first().waitFor();
    await shot(page, `${w}-6-dokumen`);
    await checkAdminPage(page);

    await context.close();
    expect(errors).toEqual([]);

    // --- the program head approves it; the dean approves all of the program's as one job -----------
    const again = await api<{ pengesahan: { data: { id: string; nim: string; version: number }[] } }>('GET', '/api/pengesahan', {
      bearer: kaprodiToken,
      query: { prodi: prodi.id_prodi },
    });
    const reprinted = again.body.pengesahan.data.find((r) => r.nim === student.nim);
    expect((await api('POST', `/api/pengesahan/${reprinted?.id}/setujui`, { bearer: kaprodiToken, body: {} })).status).toBe(200);
    const d = await newPage(width, { baseURL: baseUrl() });
    d.page.setDefaultTimeout(15_000);
    await signInThroughHeader(d.page, { ...dekan, password: PASSWORD });
    await d.page.waitForURL((u) => u.pathname === '/pimpinan/pengesahan');
    await chooseOption(d.page, new RegExp(`^${T.filterProdi}`), new RegExp(`^${prodi.nama_prodi}`));
    await eventually(() => rowOf(d.page, student.nim).count()).toBe(1);
    await d.page.getByRole('button', { name: T.setujuiSemua, exact: true }).click();
    const semua = dialogNamed(d.page, T.bulkTitle);
    await eventually(() => semua.getByTestId('pengesahan-jumlah').textContent()).toBe(jumlahSkpi(1));
    await semua.getByRole('button', { name: setujuiJumlah(1), exact: true }).click();
    await semua.getByRole('progressbar').first().waitFor();
    await eventually(() => semua.getByText(CETAK_SCREEN_MSG.jobDone, { exact: true }).count(), 60_000).toBe(1);
    await shot(d.page, `${w}-7-setujui-semua-selesai`);
    await checkAdminPage(d.page);
    // the approved row has left the list already
    await eventually(() => rowOf(d.page, student.nim).count()).toBe(0);
    await semua.locator('button', { hasText: T.tutup }).click();
    await eventually(() => semua.count()).toBe(0);
    await d.context.close();
    expect(d.errors).toEqual([]);
  }, 300_000);
});
