/**
 * The super admin's program picker in a real browser, on the rubric screen: a faculty with 5 programs lays them out 3 a row
 * (about the square root), a faculty with 20 programs 4 a row; at 400 px at most 2 a row. The
 * dialog warns that the super admin works at program-admin level, cannot be closed before a
 * program is chosen (it says so), goes back to the faculties with the arrow, and labels programs
 * 'nama_prodi (jenjang)'. The choice is kept in the URL: a reload shows the same program, and Ganti
 * Prodi opens the picker again, which can then be closed. Screenshots land in
 * tests/e2e/screenshots/program-picker-*.png.
 */
import { MASTER_MSG, MSG, prodiLabel } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { api, baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'program-picker-');

async function newFakultas(token: string, nama: string): Promise<number> {
  const res = await api<{ fakultas: { id_fakultas: number } }>('POST', '/api/fakultas/add', {
    bearer: token,
    body: { nama_fakultas: nama, is_active: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.fakultas.id_fakultas;
}

async function newPrograms(token: string, idFakultas: number, base: string, count: number): Promise<{ id: number; label: string }[]> {
  const made: { id: number; label: string }[] = [];
  for (let i = 1; i <= count; i++) {
    const jenjang = i % 3 === 0 ? 'D3' : 'S1';
    const nama = `${base} ${String(i).padStart(2, '0')}`;
    const res = await api<{ prodi: { id_prodi: number } }>('POST', '/api/prodi/add', {
      bearer: token,
      body: { id_fakultas: idFakultas, nama_prodi: nama, jenjang, is_active: i !== count },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made.push({ id: res.body.prodi.id_prodi, label: prodiLabel(nama, jenjang) });
  }
  return made;
}

/** The number of columns the picker's grid lays out. */
const gridColumns = (page: Page) =>
  page.locator('.program-picker-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

let token = '';
let small: { nama: string; programs: { id: number; label: string }[] };
let large: { nama: string; programs: { id: number; label: string }[] };

beforeAll(async () => {
  useStackEnv();
  token = (await staffAccount('super admin')).token;
  const tag = String(Math.floor(Math.random() * 100000));
  small = { nama: `Fakultas Kecil ${tag}`, programs: [] };
  large = { nama: `Fakultas Besar ${tag}`, programs: [] };
  small.programs = await newPrograms(token, await newFakultas(token, small.nama), `Prodi Kecil ${tag}`, 5);
  large.programs = await newPrograms(token, await newFakultas(token, large.nama), `Prodi Besar ${tag}`, 20);
}, 60_000);

describe.each([1280, 400])('at %i px', (width) => {
  it('lays out 5 and 20 programs, cannot be closed until one is chosen, and keeps the choice in the URL', async () => {
    const w = String(width);
    const admin = await staffAccount('super admin');
    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    await page.goto('/admin/manajemen-rubrik');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.rubrik }).waitFor();

    const faculties = dialog(page, MASTER_MSG.pickFakultas);
    await faculties.getByText(MASTER_MSG.pickerWarning).waitFor();
    await faculties.getByRole('button', { name: small.nama, exact: true }).waitFor();

    // the close button does not close it before a program is chosen: it says why
    await faculties.getByRole('button', { name: MSG.dismiss, exact: true }).click();
    await faculties.getByText(MASTER_MSG.pickerMustChoose).waitFor();
    expect(await faculties.isVisible()).toBe(true);

    // 5 programs: 3 a row (2 at 400 px); the last one is inactive and says so
    await faculties.getByRole('button', { name: small.nama, exact: true }).click();
    const programs = dialog(page, MASTER_MSG.pickProdi);
    await programs.getByRole('button', { name: small.programs[0]?.label, exact: true }).waitFor();
    expect(await programs.locator('.program-picker-grid button').count()).toBe(5);
    expect(await gridColumns(page)).toBe(width >= 600 ? 3 : 2);
    await programs.getByRole('button', { name: `${small.programs[4]?.label} · ${MASTER_MSG.inactive}`, exact: true }).waitFor();
    await shot(page, `${w}-5`);
    expect(await seriousViolations(page)).toEqual([]);

    // back to the faculties, then 20 programs: 4 a row (2 at 400 px)
    await programs.getByRole('button', { name: MASTER_MSG.pickerBack, exact: true }).click();
    await faculties.getByRole('button', { name: large.nama, exact: true }).click();
    await programs
      .getByRole('button', { name: large.programs[19]?.label ? `${large.programs[19].label} · ${MASTER_MSG.inactive}` : '', exact: true })
      .waitFor();
    expect(await programs.locator('.program-picker-grid button').count()).toBe(20);
    expect(await gridColumns(page)).toBe(width >= 600 ? 4 : 2);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `${w}-20`);

    // choosing one closes the dialog, shows the program and keeps it in the URL
    const chosen = large.programs[6];
    if (!chosen) throw new Error('no program');
    await programs.getByRole('button', { name: chosen.label, exact: true }).click();
    await eventually(() => page.getByRole('dialog', { name: MASTER_MSG.pickProdi }).count()).toBe(0);
    await page.getByText(chosen.label, { exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('prodi')).toBe(String(chosen.id));
    await page.reload();
    await page.getByText(chosen.label, { exact: true }).first().waitFor();
    await page.getByText(large.nama, { exact: true }).first().waitFor();
    expect(await page.getByRole('dialog', { name: MASTER_MSG.pickFakultas }).count()).toBe(0);

    // Ganti Prodi opens it again; with a program chosen it can be closed
    await page.getByRole('button', { name: MASTER_MSG.changeProgram, exact: true }).click();
    await faculties.getByRole('button', { name: MSG.dismiss, exact: true }).click();
    await eventually(() => page.getByRole('dialog', { name: MASTER_MSG.pickFakultas }).count()).toBe(0);
    await page.getByText(chosen.label, { exact: true }).first().waitFor();
    await shot(page, `${w}-chosen`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
