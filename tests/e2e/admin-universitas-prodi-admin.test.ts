/**
 * Study-program management by an admin jurusan in a real browser, at
 * 1280 and 400 px: the menu has Manajemen Prodi, not Manajemen Universitas; on
 * /admin/manajemen-prodi they edit their own program (no faculty, status, Tambah, Ganti Prodi or
 * delete), checked against the API; axe and the page's width; screenshots in
 * tests/e2e/screenshots/univ-*.png. The faculty and program it adds are removed when it ends.
 */
import { inEnglish, MASTER_MSG, MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { eventually, notice, signInThroughHeader } from '../support/browser-session';
import type { Body } from '../support/master-admin';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl } from '../support/stack';
import { answer, button, checkPage, field, removeFakultasAfterFile, universitasPageFile } from '../support/universitas-page';

const file = universitasPageFile();
const { newPage, shot } = file;

/** The faculties this file adds (with their programs): removed when it ends, so other files see the demo's lists. */
const createdFakultas = removeFakultasAfterFile();

describe.each([1280, 400])('at %i px', (width) => {
  it('an admin jurusan edits their own program on Manajemen Prodi (no Manajemen Universitas in the menu)', async () => {
    const w = String(width);
    const word = uniqueWord();
    const faculty = await api<{ fakultas: Body }>('POST', '/api/fakultas/add', {
      bearer: file.superAdmin.token,
      body: { nama_fakultas: `Fakultas Ilmu Komputer ${word}`, is_active: true },
    });
    expect(faculty.status).toBe(201);
    const idFakultas = Number(faculty.body.fakultas.id_fakultas);
    createdFakultas.add(idFakultas);
    const created = await api<{ prodi: Body }>('POST', '/api/prodi/add', {
      bearer: file.superAdmin.token,
      body: {
        id_fakultas: idFakultas,
        nama_prodi: `Sistem Informasi ${word}`,
        jenjang: 'D3',
        is_active: true,
        gelar: 'Ahli Madya Komputer (A.Md.Kom.)',
      },
    });
    expect(created.status).toBe(201);
    const idProdi = Number(created.body.prodi.id_prodi);
    const admin = await staffAccount('admin jurusan', idProdi);

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-prodi');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.prodi }).waitFor();
    // the menu (behind the toggle on a narrow screen; the page read again closes it)
    if (width < 688)
      await page
        .getByRole('button', { name: /navigasi/i })
        .first()
        .click();
    const nav = page.locator('nav').filter({ hasText: PAGE_NAME_MSG.prodi }).first();
    await nav.getByRole('link', { name: PAGE_NAME_MSG.prodi }).waitFor();
    await expect(nav.getByRole('link', { name: PAGE_NAME_MSG.universitas }).count()).resolves.toBe(0);
    if (width < 688) await page.reload();

    await eventually(() => field(page.locator('body'), 'nama_prodi').inputValue()).toBe(`Sistem Informasi ${word}`);
    await expect(page.getByRole('textbox', { name: UNIVERSITAS_SCREEN_MSG.jenjangKkni }).inputValue()).resolves.toBe('Level 5');
    await expect(button(page, UNIVERSITAS_SCREEN_MSG.tambah).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: UNIVERSITAS_SCREEN_MSG.prodiDelete }).count()).resolves.toBe(0);
    await expect(button(page, MASTER_MSG.changeProgram).count()).resolves.toBe(0);
    await expect(page.locator('input[name="id_fakultas"]').count()).resolves.toBe(0);
    await expect(page.getByText(UNIVERSITAS_SCREEN_MSG.status, { exact: true }).count()).resolves.toBe(0);

    const body = page.locator('body');
    await field(body, 'nama_kaprodi').fill('Dr. Andi Nasution, M.Kom.');
    await field(body, 'lama_studi').fill('6 semester');
    await field(body, 'lama_studi_inggris').fill('6 semesters');
    await expect(page.getByText(inEnglish(UNIVERSITAS_SCREEN_MSG.lamaStudi), { exact: true }).isVisible()).resolves.toBe(true);
    await shot(page, `${w}-6-prodi-admin`);
    await checkPage(page);
    await button(page, UNIVERSITAS_SCREEN_MSG.ubah).click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.prodiUpdateTitle, true);
    await notice(page, MSG.prodiUpdated);
    const stored = await api<{ prodi: Body }>('GET', `/api/prodi/${idProdi}`, { bearer: file.superAdmin.token });
    expect(stored.body.prodi).toMatchObject({
      nama_kaprodi: 'Dr. Andi Nasution, M.Kom.',
      lama_studi: '6 semester',
      lama_studi_inggris: '6 semesters',
      jenis_pendidikan: 'vokasi',
      is_active: true,
      version: 2,
    });

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
