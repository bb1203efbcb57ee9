/**
 * The university record when there is none yet, in a real browser at 1280 px:
 * /admin/manajemen-universitas shows 'Data tidak ditemukan!' over the empty form, Simpan waits for
 * the required fields, the shared schema's message stands under a bad field with nothing asked,
 * and Simpan then creates the record (checked against the API); axe and the page's width; a
 * screenshot in tests/e2e/screenshots/univ-1280-7-universitas-absent.png. The university is put
 * back when the file ends (other files read the seed).
 */

import { masterKeys } from '@functions/lib/entities/master';
import { AUTH_SCREEN_MSG, MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { eventually, notice, signInThroughHeader } from '../support/browser-session';
import { type Body, keepUniversitas } from '../support/master-admin';
import { api, baseUrl } from '../support/stack';
import { answer, button, card, checkPage, confirmDialog, field, universitasPageFile } from '../support/universitas-page';

const file = universitasPageFile();
const { newPage, shot } = file;

// the demo's university as it was (other files read the seed)
keepUniversitas();

describe('at 1280 px: no university record yet', () => {
  it("shows 'Data tidak ditemukan!' over the empty form, and Simpan creates the record", async () => {
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb } = await import('@functions/lib/clients');
    const { tableName } = await import('@functions/lib/table');
    await ddb().send(new DeleteCommand({ TableName: tableName(), Key: masterKeys.universitas() }));
    const missing = await api('GET', '/api/universitas', { bearer: file.superAdmin.token });
    expect(missing.status).toBe(404);

    const { page, context, errors } = await newPage(1280, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, file.superAdmin);
    await page.goto('/admin/manajemen-universitas');
    const universitasCard = card(page, 'universitas');
    await universitasCard.getByText(MSG.dataNotFoundAdmin, { exact: true }).waitFor();
    await expect(field(universitasCard, 'nama_rektor').inputValue()).resolves.toBe('');
    const simpan = button(universitasCard, AUTH_SCREEN_MSG.save);
    await expect(simpan.isDisabled()).resolves.toBe(true);
    await field(universitasCard, 'nama_universitas').fill('Universitas Harapan Nusantara');
    await field(universitasCard, 'status_akreditasi').fill('Unggul');
    await field(universitasCard, 'no_sk_akreditasi_universitas').fill('No. 512/SK/BAN-PT/Ak/PT/VII/2023');
    await field(universitasCard, 'alamat_universitas').fill('Jl. Dr. Mansyur No. 9, Medan 20155');
    await expect(simpan.isDisabled()).resolves.toBe(true);
    await field(universitasCard, 'nama_rektor').fill('Prof. Dr. Ir. Hendra Siregar, M.T.');
    await field(universitasCard, 'nomor_pegawai_rektor').fill('12345');
    await expect(simpan.isEnabled()).resolves.toBe(true);
    await universitasCard.scrollIntoViewIfNeeded();
    await shot(page, '1280-7-universitas-absent');
    await checkPage(page);
    // the shared schema's message under the field, nothing asked
    await simpan.click();
    await universitasCard.getByText(MSG.nomorPegawaiInvalid, { exact: true }).waitFor();
    await notice(page, MSG.fillCorrectly);
    await expect(confirmDialog(page, UNIVERSITAS_SCREEN_MSG.universitasSaveTitle).count()).resolves.toBe(0);
    await field(universitasCard, 'nomor_pegawai_rektor').fill('196502141990031003');
    await simpan.click();
    await answer(page, UNIVERSITAS_SCREEN_MSG.universitasSaveTitle, true);
    await notice(page, MSG.universityUpdated);
    const created = await api<{ universitas: Body }>('GET', '/api/universitas', { bearer: file.superAdmin.token });
    expect(created.body.universitas).toMatchObject({
      nama_rektor: 'Prof. Dr. Ir. Hendra Siregar, M.T.',
      nomor_pegawai_rektor: '196502141990031003',
      version: 1,
    });
    await eventually(() => universitasCard.getByText(MSG.dataNotFoundAdmin, { exact: true }).count()).toBe(0);

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
