/**
 * The audit log page (/admin/audit-log) in a real browser, at 1280 and 400 px.
 * Another super admin adds a faculty and renames it (real calls), a verifier accepts a portfolio;
 * the super admin signed in through the header (password and e-mailed OTP) finds the log newest
 * first with the range it shows (the last 30 days, WIB), filters by that actor (the two faculty
 * entries), then by the action 'Mengubah fakultas' (the rename alone), opens the entry's changes
 * (the name, old and new, and the full JSON), then filters the verifier and the action 'Menerima
 * portofolio'. Every step checks axe and the page's width. An admin jurusan has no such menu
 * entry. Screenshots land in tests/e2e/screenshots/admin-audit-*.png.
 */
import { addDays, wibToday } from '@shared/domain/audit';
import { readableDate } from '@shared/domain/dates';
import { AUDIT_SCREEN_MSG, auditRangeShown, auditRelativeRange, MSG } from '@shared/messages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { browserPerFile } from '../support/browser';
import { checkAdminPage, chooseOption, dialogNamed, eventually, rowOf, screenshotsNamed, signInThroughHeader } from '../support/browser-session';
import { freshStudent } from '../support/portofolio';
import { uniqueWord } from '../support/search-data';
import { api, baseUrl, useStackEnv } from '../support/stack';
import { type Account, addExternal, decide, exclusiveAnak, namedAccount, verifierOf } from '../support/verifikasi';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'admin-audit-');

/** A faculty added and renamed by `actor`, and a portfolio accepted by `verifier`. */
async function recordedActions(actor: Account, verifier: Account, anakId: number, word: string) {
  const oldName = `Fakultas Jejak ${word}`;
  const newName = `Fakultas Jejak Baru ${word}`;
  const add = await api<{ fakultas: { id_fakultas: number; version: number } }>('POST', '/api/fakultas/add', {
    bearer: actor.token,
    body: { nama_fakultas: oldName, is_active: false },
  });
  expect(add.status).toBe(201);
  const upd = await api('PUT', `/api/fakultas/${add.body.fakultas.id_fakultas}/update`, {
    bearer: actor.token,
    body: { nama_fakultas: newName, version: add.body.fakultas.version },
  });
  expect(upd.status, JSON.stringify(upd.body)).toBe(200);
  const student = await freshStudent(1);
  const p = await addExternal(student, { id_anak_rubrik: anakId });
  expect((await decide(verifier.token, student.nim, p.id_portofolio, 'verify', {})).status).toBe(200);
  return { id: add.body.fakultas.id_fakultas, oldName, newName, portofolio: p.id_portofolio };
}

let anakId = 0;
beforeAll(async () => {
  useStackEnv();
  anakId = (await exclusiveAnak(1)).id_anak_rubrik;
});

describe.each([1280, 400])('at %i px', (width) => {
  it('a super admin filters the log by actor and action and opens an entry’s changes', async () => {
    const w = String(width);
    const word = uniqueWord();
    const actor = await namedAccount('super admin', null, `Aktor Jejak ${word}`);
    const verifier = await verifierOf([{ id_anak_rubrik: anakId, id_prodi: 1 }], `Verifikator Jejak ${word}`);
    const done = await recordedActions(actor, verifier, anakId, word);
    const admin = await staffAccount('super admin');

    const { page, context, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, admin);
    // the menu leads there
    await page.goto('/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.audit }).waitFor();
    const today = wibToday();
    await page.getByText(auditRangeShown(readableDate(addDays(today, -29)), readableDate(today))).waitFor();
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(3);
    await shot(page, `${w}-1-list`);
    await checkAdminPage(page);

    // by actor: the faculty added and renamed, newest first
    await chooseOption(page, AUDIT_SCREEN_MSG.filterAktor, actor.user.nama);
    await eventually(() => page.getByRole('row').count()).toBe(3);
    await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('Mengubah fakultas');
    await expect(page.getByRole('row').nth(2).textContent()).resolves.toContain('Menambah fakultas');
    await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain(`Fakultas #${done.id}`);
    await shot(page, `${w}-2-actor`);
    await checkAdminPage(page);

    // and by action: the rename alone
    await chooseOption(page, AUDIT_SCREEN_MSG.filterAksi, 'Mengubah fakultas');
    await eventually(() => page.getByRole('row').count()).toBe(2);
    await shot(page, `${w}-3-action`);
    await checkAdminPage(page);

    // its changes: the name, old and new; the full JSON below
    await rowOf(page, 'Mengubah fakultas')
      .getByRole('button', { name: /^Lihat perubahan/ })
      .click();
    const detail = dialogNamed(page, AUDIT_SCREEN_MSG.detailTitle);
    // a table row at 1280 px, a list item (the values below each other) at 400 px
    const change = (text: string | RegExp) => detail.getByRole('row').or(detail.getByRole('listitem')).filter({ hasText: text });
    const nameRow = change('nama_fakultas');
    await nameRow.waitFor();
    await expect(nameRow.textContent()).resolves.toContain(done.oldName);
    await expect(nameRow.textContent()).resolves.toContain(done.newName);
    // bookkeeping is not a change worth a line
    expect(
      await detail
        .getByRole('row')
        .filter({ hasText: /^version/ })
        .count(),
    ).toBe(0);
    await detail.getByText(`${actor.user.nama} (${actor.nim}, super admin)`).waitFor();
    await shot(page, `${w}-4-diff`);
    await checkAdminPage(page);
    await detail.getByRole('button', { name: AUDIT_SCREEN_MSG.jsonToggle }).click();
    await eventually(() => detail.locator('pre').first().textContent()).toContain(`"nama_fakultas": "${done.oldName}"`);
    await expect(detail.locator('pre').nth(1).textContent()).resolves.toContain(`"nama_fakultas": "${done.newName}"`);
    await shot(page, `${w}-5-json`);
    await checkAdminPage(page);
    await detail.getByRole('button', { name: AUDIT_SCREEN_MSG.detailClose }).last().click();
    await eventually(() => dialogNamed(page, AUDIT_SCREEN_MSG.detailTitle).count()).toBe(0);

    // the verifier's acceptance
    await chooseOption(page, AUDIT_SCREEN_MSG.filterAktor, verifier.user.nama);
    await chooseOption(page, AUDIT_SCREEN_MSG.filterAksi, 'Menerima portofolio');
    await eventually(() => rowOf(page, `Portofolio #${done.portofolio}`).count()).toBe(1);
    await eventually(() => page.getByRole('row').count()).toBe(2);
    await shot(page, `${w}-6-verifier`);
    await checkAdminPage(page);

    // a range: the last 7 days, said above the table
    await page.getByRole('button', { name: AUDIT_SCREEN_MSG.rangePlaceholder }).click();
    await page.getByRole('radio', { name: auditRelativeRange(7, AUDIT_SCREEN_MSG.unitDay) }).check();
    await shot(page, `${w}-7-range`);
    await page.getByRole('button', { name: AUDIT_SCREEN_MSG.rangeApply, exact: true }).click();
    await page.getByText(auditRangeShown(readableDate(addDays(today, -6)), readableDate(today))).waitFor();
    await eventually(() => rowOf(page, `Portofolio #${done.portofolio}`).count()).toBe(1);
    await checkAdminPage(page);

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});

it('shows the people actions: a student added and deactivated, a verifier’s sub-rubrics changed', async () => {
  const word = uniqueWord();
  const actor = await namedAccount('super admin', null, `Pengelola Orang ${word}`);
  const verifier = await verifierOf([{ id_anak_rubrik: anakId, id_prodi: 1 }], `Verifikator Orang ${word}`);
  const nim = `6${Date.now().toString().slice(-9)}`;
  const added = await api('POST', '/api/manajemen/akun/add', {
    bearer: actor.token,
    body: { id_role: 4, nim, nama: `Mahasiswa Orang ${word}`, email: `${nim}@orang.test`, id_prodi: 1 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const off = await api('PUT', '/api/manajemen/akun/update', { bearer: actor.token, body: { nim, is_active: 0 } });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  const assigned = await api('PUT', '/api/manajemen/verifikator/update', {
    bearer: actor.token,
    body: { nim_verifikator: verifier.user.nim, id_anak_rubrik: [anakId, (await exclusiveAnak(1)).id_anak_rubrik] },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

  const admin = await staffAccount('super admin');
  const { page, context, errors } = await newPage(1280, { baseURL: baseUrl() });
  page.setDefaultTimeout(15_000);
  await signInThroughHeader(page, admin);
  await page.goto('/admin/audit-log');
  await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.audit }).waitFor();
  await chooseOption(page, AUDIT_SCREEN_MSG.filterAktor, actor.user.nama);
  await eventually(() => page.getByRole('row').count()).toBe(4);
  const rows = await page.getByRole('row').allTextContents();
  expect(rows.slice(1).map((r) => ['Menambah akun', 'Mengubah akun', 'Mengubah sub-rubrik verifikator'].find((a) => r.includes(a)))).toEqual([
    'Mengubah sub-rubrik verifikator',
    'Mengubah akun',
    'Menambah akun',
  ]);
  await shot(page, '1280-9-people');
  await checkAdminPage(page);
  await context.close();
  expect(errors).toEqual([]);
}, 120_000);

it('an admin jurusan has no audit log in the menu, and the page is not theirs', async () => {
  const admin = await staffAccount('admin jurusan', 1);
  const { page, context } = await newPage(1280, { baseURL: baseUrl() });
  page.setDefaultTimeout(15_000);
  await signInThroughHeader(page, admin);
  expect(await page.getByRole('link', { name: PAGE_NAME_MSG.audit }).count()).toBe(0);
  await page.goto('/admin/audit-log');
  // the guard sends a role without the page back to the landing page with a notice
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(MSG.forbidden).first().waitFor();
  expect(await page.getByRole('heading', { level: 1, name: PAGE_NAME_MSG.audit }).count()).toBe(0);
  await shot(page, '1280-8-admin-jurusan');
  await context.close();
});
