/**
 * Faculty, university and study-program management in a real browser, at 1280 and 400 px. The super admin, on /admin/manajemen-universitas: adds a faculty
 * (Tambah waits for a name and a status; Tidak once, nothing added), adds a program to it with its
 * SKPI facts (the KKNI level follows the level), changes one fact, jumps to another program with
 * Ganti Prodi, is refused the delete of the faculty while it has the program (the server's 409
 * text), has an update refused as stale (409: what was typed stays, Muat ulang shows the stored
 * record), toggles the faculty to Non-Aktif, deletes an empty faculty, and edits the university
 * record (the faculty's SKPI code, the university's city and SKPI number format with its example
 * and a refused format included, and its logo: a GIF refused, a PNG set at 1280 px, then removed
 * at 400 px: the two widths run in this order, in this one file). Every step is checked against
 * the API; axe and the page's width at each stage; screenshots in tests/e2e/screenshots/univ-*.png.
 * The faculties and programs it adds are removed when it ends, and the university put back.
 * The admin jurusan's page: admin-universitas-prodi-admin.test.ts; no university record yet:
 * admin-universitas-no-record.test.ts.
 */
import { localToday } from '@shared/domain/dates';
import { DEFAULT_SKPI_NUMBER_FORMAT, formatSkpiNumber } from '@shared/domain/skpi-number';
import { AUTH_SCREEN_MSG, facultyHasProdi, MASTER_MSG, MSG, nomorSkpiExample, prodiLabel, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { describe, expect, it } from 'vitest';
import { eventually, notice, signInThroughHeader } from '../support/browser-session';
import { gradientPng } from '../support/images';
import { type Body, keepUniversitas } from '../support/master-admin';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl } from '../support/stack';
import {
  answer,
  button,
  card,
  checkPage,
  choose,
  chooseStatus,
  confirmDialog,
  field,
  removeFakultasAfterFile,
  universitasPageFile,
} from '../support/universitas-page';

const file = universitasPageFile();
const { newPage, shot } = file;

// the demo's university as it was, and none of this file's faculties (other files read the seed)
keepUniversitas();
const createdFakultas = removeFakultasAfterFile();

async function facultiesNamed(nama: string): Promise<Body[]> {
  const res = await api<{ fakultas: Body[] }>('GET', '/api/fakultas/all', { bearer: file.superAdmin.token });
  return res.body.fakultas.filter((f) => f.nama_fakultas === nama);
}

async function programsOf(idFakultas: number): Promise<Body[]> {
  const res = await api<{ prodi: Body[] }>('GET', `/api/fakultas/${idFakultas}/prodi/all`, { bearer: file.superAdmin.token });
  return res.body.prodi;
}
describe.each([1280, 400])('at %i px', (width) => {
  it('the super admin manages faculties, a program with its SKPI facts and the university', async () => {
    const w = String(width);
    const word = uniqueWord();
    const namaFakultas = `Fakultas Kedokteran ${word}`;
    const kosong = `Fakultas Filsafat ${word}`;
    // an empty faculty to delete later
    const empty = await api<{ fakultas: Body }>('POST', '/api/fakultas/add', {
      bearer: file.superAdmin.token,
      body: { nama_fakultas: kosong, is_active: true },
    });
    expect(empty.status).toBe(201);
    createdFakultas.add(Number(empty.body.fakultas.id_fakultas));

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    // the browser's clock stands still at the test's start: the example SKPI number shows that
    // day's month and year, whatever the hour, also when the test runs across midnight
    const startedAt = new Date();
    await page.clock.setFixedTime(startedAt);
    await signInThroughHeader(page, file.superAdmin);
    await page.goto('/admin/manajemen-universitas');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.universitas }).waitFor();
    const fakultasCard = card(page, 'fakultas');
    await shot(page, `${w}-0-loaded`);
    // the page's title once; the university's own record first, then the faculties
    expect(await page.getByRole('heading', { name: PAGE_NAME_MSG.universitas, exact: true }).count()).toBe(1);
    const order = await page.locator('[data-testid^="kartu-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    expect(order).toEqual(['kartu-universitas', 'kartu-fakultas', 'kartu-prodi', 'kartu-feeder']);

    // Tambah waits for a name (a new faculty starts Aktif)
    const tambah = button(fakultasCard, UNIVERSITAS_SCREEN_MSG.tambah);
    await expect(tambah.isDisabled()).resolves.toBe(true);
    await expect(button(fakultasCard, UNIVERSITAS_SCREEN_MSG.ubah).isDisabled()).resolves.toBe(true);
    await field(fakultasCard, 'nama_fakultas').fill(namaFakultas);
    await field(fakultasCard, 'nama_fakultas_inggris').fill(`Faculty of Medicine ${word}`);
    await field(fakultasCard, 'nama_dekan').fill('Prof. Dr. dr. Sari Lubis, Sp.PD.');
    await field(fakultasCard, 'nomor_pegawai_dekan').fill('19700101 199503 2 001');
    // the code printed in the SKPI number: typed in lower case, stored upper-cased
    const kode = `FK-${w}`;
    await field(fakultasCard, 'kode_fakultas').fill(kode.toLowerCase());
    await expect(tambah.isEnabled()).resolves.toBe(true);
    await shot(page, `${w}-1-fakultas-form`);
    await checkPage(page);

    // Tidak once: nothing added; then Ya
    await tambah.click();
    await confirmDialog(page, UNIVERSITAS_SCREEN_MSG.fakultasAddTitle).getByText(namaFakultas, { exact: true }).waitFor();
    await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasAddTitle, false);
    expect((await facultiesNamed(namaFakultas)).length).toBe(0);
    await tambah.click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasAddTitle, true);
    await notice(page, MSG.facultyAdded);
    await eventually(async () => (await facultiesNamed(namaFakultas)).length).toBe(1);
    const [added] = await facultiesNamed(namaFakultas);
    expect(added).toMatchObject({ nomor_pegawai_dekan: '197001011995032001', kode_fakultas: kode, is_active: true, version: 1 });
    await eventually(() => field(fakultasCard, 'kode_fakultas').inputValue()).toBe(kode);
    const idFakultas = Number(added?.id_fakultas);
    createdFakultas.add(idFakultas);
    // the new faculty is now the one selected: Tambah off, Ubah on
    await eventually(() => tambah.isDisabled()).toBe(true);
    await expect(button(fakultasCard, UNIVERSITAS_SCREEN_MSG.ubah).isEnabled()).resolves.toBe(true);

    // a program in it, with its SKPI facts
    const prodiCard = card(page, 'prodi');
    await choose(page, prodiCard, UNIVERSITAS_SCREEN_MSG.pickFakultas, namaFakultas);
    const namaProdi = `Pendidikan Dokter ${word}`;
    await field(prodiCard, 'nama_prodi').fill(namaProdi);
    await field(prodiCard, 'nama_prodi_inggris').fill(`Medical Education ${word}`);
    await choose(page, prodiCard, UNIVERSITAS_SCREEN_MSG.jenjang, 'S1');
    await expect(prodiCard.getByRole('textbox', { name: UNIVERSITAS_SCREEN_MSG.jenjangKkni }).inputValue()).resolves.toBe('Level 6');
    await field(prodiCard, 'nama_kaprodi').fill('dr. Rina Pane, M.Ked.');
    await field(prodiCard, 'gelar').fill('Sarjana Kedokteran (S.Ked.)');
    await field(prodiCard, 'gelar_inggris').fill('Bachelor of Medicine (S.Ked.)');
    await field(prodiCard, 'status_akreditasi').fill('Unggul');
    await field(prodiCard, 'no_sk_akreditasi_prodi').fill('No. 0101/SK/LAM-PTKes/Ak/S/I/2025');
    const facts: Record<string, string> = {
      persyaratan_penerimaan: 'Lulus SMA/sederajat jurusan IPA dan seleksi nasional.',
      persyaratan_penerimaan_inggris: 'Senior high school (science) graduate admitted through the national selection.',
      bahasa_pengantar: 'Bahasa Indonesia',
      bahasa_pengantar_inggris: 'Indonesian',
      sistem_penilaian: 'Skala 0-4; A = 4, B = 3, C = 2, D = 1, E = 0.',
      sistem_penilaian_inggris: 'Scale 0-4; A = 4, B = 3, C = 2, D = 1, E = 0.',
      lama_studi: '7 semester',
      lama_studi_inggris: '7 semesters',
      jenjang_lanjutan: 'Program Profesi Dokter (KKNI level 7).',
      jenjang_lanjutan_inggris: 'Medical Doctor Professional Program (KKNI level 7).',
    };
    for (const [name, value] of Object.entries(facts)) await field(prodiCard, name).fill(value);
    const tambahProdi = button(prodiCard, UNIVERSITAS_SCREEN_MSG.tambah);
    await expect(tambahProdi.isDisabled()).resolves.toBe(true);
    await chooseStatus(page, prodiCard, UNIVERSITAS_SCREEN_MSG.aktif);
    await shot(page, `${w}-2-prodi-form`);
    await checkPage(page);
    await tambahProdi.click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.prodiAddTitle, true);
    await notice(page, MSG.prodiAdded);
    await eventually(async () => (await programsOf(idFakultas)).length).toBe(1);
    const [prodi] = await programsOf(idFakultas);
    expect(prodi).toMatchObject({
      nama_prodi: namaProdi,
      jenjang: 'S1',
      jenjang_kkni: 6,
      jenis_pendidikan: 'akademik',
      is_active: true,
      status_profesi: null,
      version: 1,
      ...facts,
    });
    // the program card appears with Ganti Prodi
    await button(prodiCard, MASTER_MSG.changeProgram).waitFor();

    // a fact changed: Ubah
    await field(prodiCard, 'status_profesi').fill('Dapat melanjutkan ke Program Profesi Dokter.');
    await field(prodiCard, 'status_profesi_inggris').fill('May proceed to the Medical Doctor Professional Program.');
    await button(prodiCard, UNIVERSITAS_SCREEN_MSG.ubah).click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.prodiUpdateTitle, true);
    await notice(page, MSG.prodiUpdated);
    await eventually(async () => (await programsOf(idFakultas))[0]?.version).toBe(2);
    expect((await programsOf(idFakultas))[0]).toMatchObject({ status_profesi_inggris: 'May proceed to the Medical Doctor Professional Program.' });
    await shot(page, `${w}-3-prodi-saved`);
    await checkPage(page);

    // Ganti Prodi: the faculty-then-program dialog jumps to Informatika
    await button(prodiCard, MASTER_MSG.changeProgram).click();
    const picker = page.getByRole('dialog', { name: MASTER_MSG.pickFakultas });
    await button(picker, 'Fakultas Teknik').click();
    await button(page.getByRole('dialog', { name: MASTER_MSG.pickProdi }), prodiLabel('Informatika', 'S1')).click();
    await eventually(() => field(prodiCard, 'nama_prodi').inputValue()).toBe('Informatika');

    // the faculty with a program: the delete is refused with the server's text
    await fakultasCard.getByRole('button', { name: UNIVERSITAS_SCREEN_MSG.fakultasDelete }).click();
    await confirmDialog(page, UNIVERSITAS_SCREEN_MSG.fakultasDeleteTitle).getByText(UNIVERSITAS_SCREEN_MSG.fakultasDeleteBody).waitFor();
    await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasDeleteTitle, true);
    await notice(page, facultyHasProdi(1));
    await shot(page, `${w}-4-delete-refused`);
    await checkPage(page);
    expect(await facultiesNamed(namaFakultas)).toHaveLength(1);

    // changed by someone else meanwhile: Ubah answers 409, what was typed stays; Muat ulang shows the stored record
    const meanwhile = await api('PUT', `/api/fakultas/${idFakultas}/update`, {
      bearer: file.superAdmin.token,
      body: { nama_dekan: 'Dr. dr. Hasan Lubis, Sp.A.', version: 1 },
    });
    expect(meanwhile.status).toBe(200);
    const typed = 'Prof. Dr. dr. Sari Lubis, Sp.PD., M.Kes.';
    await field(fakultasCard, 'nama_dekan').fill(typed);
    await button(fakultasCard, UNIVERSITAS_SCREEN_MSG.ubah).click();
    await confirmDialog(page, UNIVERSITAS_SCREEN_MSG.fakultasUpdateTitle).getByText(UNIVERSITAS_SCREEN_MSG.fakultasUpdateBody).waitFor();
    await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasUpdateTitle, true);
    await notice(page, MSG.conflict);
    await expect(field(fakultasCard, 'nama_dekan').inputValue()).resolves.toBe(typed);
    expect((await facultiesNamed(namaFakultas))[0]).toMatchObject({ nama_dekan: 'Dr. dr. Hasan Lubis, Sp.A.', version: 2 });
    await button(fakultasCard, UNIVERSITAS_SCREEN_MSG.muatUlang).click();
    await eventually(() => field(fakultasCard, 'nama_dekan').inputValue()).toBe('Dr. dr. Hasan Lubis, Sp.A.');

    // Non-Aktif, then Ubah (with the version read again)
    await chooseStatus(page, fakultasCard, UNIVERSITAS_SCREEN_MSG.nonAktif);
    await button(fakultasCard, UNIVERSITAS_SCREEN_MSG.ubah).click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasUpdateTitle, true);
    await notice(page, MSG.facultyUpdated);
    await eventually(async () => (await facultiesNamed(namaFakultas))[0]?.is_active).toBe(false);

    // the empty faculty is deleted
    await choose(page, fakultasCard, UNIVERSITAS_SCREEN_MSG.fakultasSelect, kosong);
    // the form fills in once the choice has rendered
    await eventually(() => field(fakultasCard, 'nama_fakultas').inputValue()).toBe(kosong);
    await fakultasCard.getByRole('button', { name: UNIVERSITAS_SCREEN_MSG.fakultasDelete }).click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.fakultasDeleteTitle, true);
    await notice(page, MSG.facultyDeleted);
    await eventually(async () => (await facultiesNamed(kosong)).length).toBe(0);
    await eventually(() => field(fakultasCard, 'nama_fakultas').inputValue()).toBe('');

    // the university record
    const universitasCard = card(page, 'universitas');
    const rektor = `Prof. Dr. Maria Ginting ${word}`;
    await field(universitasCard, 'nama_rektor').fill(rektor);
    await field(universitasCard, 'nomor_pegawai_rektor').fill('196601011991031001');
    // the city and the number format as stored (the seed's: Medan and the default, on the first
    // pass), the next number shown beneath; a format that could repeat a number is named as
    // typed, and refused on Simpan
    const stored = (
      await api<{ universitas: { kota_universitas: string | null; format_nomor_skpi: string } }>('GET', '/api/universitas', {
        bearer: file.superAdmin.token,
      })
    ).body.universitas;
    if (width === 1280) expect(stored).toMatchObject({ kota_universitas: 'Medan', format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT });
    await expect(field(universitasCard, 'kota_universitas').inputValue()).resolves.toBe(stored.kota_universitas ?? '');
    await expect(field(universitasCard, 'format_nomor_skpi').inputValue()).resolves.toBe(stored.format_nomor_skpi);
    const today = localToday(startedAt);
    await universitasCard
      .getByText(nomorSkpiExample(formatSkpiNumber(stored.format_nomor_skpi, { urut: 1, kode_fakultas: 'FT', date: today })), { exact: true })
      .waitFor();
    await field(universitasCard, 'kota_universitas').fill('Pematangsiantar');
    await field(universitasCard, 'format_nomor_skpi').fill('{urut}/SKPI/{bulan_romawi}/{tahun}');
    await universitasCard.getByText(MSG.skpiNumberFormatNotUnique, { exact: true }).waitFor();
    await button(universitasCard, AUTH_SCREEN_MSG.save).click();
    await notice(page, MSG.fillCorrectly);
    await expect(confirmDialog(page, UNIVERSITAS_SCREEN_MSG.universitasSaveTitle).count()).resolves.toBe(0);
    await shot(page, `${w}-5-universitas-format-refused`);
    const format = 'SKPI-{kode_fakultas}/{urut}/{bulan}/{tahun}';
    await field(universitasCard, 'format_nomor_skpi').fill(format);
    await universitasCard.getByText(nomorSkpiExample(`SKPI-FT/0001/${today.slice(5, 7)}/${today.slice(0, 4)}`), { exact: true }).waitFor();
    // the logo: on the first pass a GIF is refused in the browser, then a PNG is uploaded and
    // previewed; on the second pass the stored logo is shown, and 'Hapus logo' removes it
    const logoField = universitasCard.getByTestId('logo-universitas');
    const logoImg = logoField.getByRole('img', { name: UNIVERSITAS_SCREEN_MSG.logoAlt });
    if (width === 1280) {
      await logoField.getByText(UNIVERSITAS_SCREEN_MSG.logoNone, { exact: true }).waitFor();
      await logoField.locator('input[type="file"]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await universitasCard.getByText(MSG.uploadWrongLogoType, { exact: true }).waitFor();
      await logoField.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: gradientPng(96) });
      await universitasCard.getByText(UNIVERSITAS_SCREEN_MSG.logoUploaded, { exact: true }).waitFor();
      await logoImg.waitFor();
    } else {
      await logoImg.waitFor();
      await eventually(() => logoImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
      await button(logoField, UNIVERSITAS_SCREEN_MSG.logoHapus).click();
      await logoField.getByText(UNIVERSITAS_SCREEN_MSG.logoWillRemove, { exact: true }).waitFor();
    }
    await shot(page, `${w}-5-universitas-logo`);
    await button(universitasCard, AUTH_SCREEN_MSG.save).click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.universitasSaveTitle, true);
    await notice(page, MSG.universityUpdated);
    const u = await api<{ universitas: Body }>('GET', '/api/universitas', { bearer: file.superAdmin.token });
    expect(u.body.universitas).toMatchObject({
      nama_rektor: rektor,
      nomor_pegawai_rektor: '196601011991031001',
      kota_universitas: 'Pematangsiantar',
      format_nomor_skpi: format,
      logo_url: width === 1280 ? expect.any(String) : null,
    });
    if (width === 1280) {
      // the stored logo is shown after the save (its short-lived URL)
      await eventually(() => logoImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
      await expect(logoImg.getAttribute('src')).resolves.not.toMatch(/^blob:/);
    } else await logoField.getByText(UNIVERSITAS_SCREEN_MSG.logoNone, { exact: true }).waitFor();
    await shot(page, `${w}-5-universitas`);
    await checkPage(page);

    await context.close();
    expect(errors).toEqual([]);
  }, 180_000);
});
