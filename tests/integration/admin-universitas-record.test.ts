/**
 * The university record and its logo (docs/decisions/0023-master-data-write-rules.md): the super
 * admin's update answers its fixed catalogue message with the record and leaves an audit entry; every refusal (403 an admin
 * jurusan, 409 stale version, 422) leaves the record as it was and adds no audit entry. The logo
 * is a PNG or JPEG the print reads; a missing logo object prints the emblem.
 *
 * The university singleton is changed and put back when the file ends.
 */

import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import { MSG, skpiNumberUnknownPlaceholder, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradientJpeg, gradientPng } from '../support/images';
import { type Body, call, keepUniversitas, lastAudit, type MasterAnswer, masterAccounts, masterRepo, unchanged } from '../support/master-admin';
import { api } from '../support/stack';
import { documentExists, pdfBytes, uploadFile } from '../support/student-data';

let superToken = '';
/** An admin jurusan of a program this file creates. */
let ownAdminToken = '';

const repo = masterRepo;
const SPEC = {
  status_akreditasi: 'Unggul',
  no_sk_akreditasi_universitas: 'No. 600/SK/BAN-PT/Ak/PT/I/2026',
  alamat_universitas: 'Jl. Dr. Mansyur No. 9, Medan 20155',
  nama_rektor: 'Prof. Dr. Maria Ginting, M.Sc.',
};

keepUniversitas();

beforeAll(async () => {
  ({ superToken, ownAdminToken } = await masterAccounts());
});

describe('the university', () => {
  it('takes the four required fields and keeps the SKPI facts it was not sent; the message and an audit entry', async () => {
    const before = await (await repo()).getUniversitas();
    const res = await call('PUT', '/api/universitas/update', superToken, SPEC);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.universityUpdated);
    expect(res.body.universitas).toMatchObject({
      ...SPEC,
      nama_universitas: before?.nama_universitas,
      no_sk_pendirian: before?.no_sk_pendirian,
      version: (before?.version ?? 0) + 1,
    });
    expect(await lastAudit('universitas', 'UNIVERSITAS')).toMatchObject({ action: 'universitas.update', after: { nama_rektor: SPEC.nama_rektor } });
  });

  it('takes the SKPI facts; a blank one is cleared', async () => {
    const res = await call('PUT', '/api/universitas/update', superToken, {
      ...SPEC,
      nama_universitas_inggris: 'Harapan Nusantara University',
      nomor_pegawai_rektor: '196601011991031001',
      no_sk_pendirian: 'SK Mendikbud No. 0215/O/1985',
      tanggal_sk_pendirian: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.universitas).toMatchObject({
      nomor_pegawai_rektor: '196601011991031001',
      no_sk_pendirian: 'SK Mendikbud No. 0215/O/1985',
      tanggal_sk_pendirian: null,
    });
  });

  it('takes the city and the SKPI number format; a blank format is the default again', async () => {
    const format = 'SKPI-{kode_fakultas}/{urut}/{bulan}/{tahun}';
    const res = await call('PUT', '/api/universitas/update', superToken, {
      ...SPEC,
      kota_universitas: ' Pematangsiantar ',
      format_nomor_skpi: format,
    });
    expect(res.status).toBe(200);
    expect(res.body.universitas).toMatchObject({ kota_universitas: 'Pematangsiantar', format_nomor_skpi: format });
    expect(await (await repo()).getUniversitas()).toMatchObject({ kota_universitas: 'Pematangsiantar', format_nomor_skpi: format });
    // the print reads them
    const { skpiProgramData } = await import('@functions/domain/skpi/document-data');
    expect(await skpiProgramData(1)).toMatchObject({ kota: 'Pematangsiantar', format_nomor_skpi: format, kode_fakultas: 'FT' });
    // left out: kept; blank: the format is the default, the city cleared
    const kept = await call('PUT', '/api/universitas/update', superToken, SPEC);
    expect(kept.body.universitas).toMatchObject({ kota_universitas: 'Pematangsiantar', format_nomor_skpi: format });
    const cleared = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, kota_universitas: '', format_nomor_skpi: '  ' });
    expect(cleared.body.universitas).toMatchObject({ kota_universitas: null, format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT });
    expect(await (await repo()).getUniversitas()).toMatchObject({ kota_universitas: null, format_nomor_skpi: null });
    expect(await skpiProgramData(1)).toMatchObject({ kota: null, format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT });
  });

  it.each([
    ['without {urut}', 'SKPI/{kode_fakultas}/{tahun}', MSG.skpiNumberFormatNoUrut],
    ['without {kode_fakultas}', '{urut}/SKPI/{bulan_romawi}/{tahun}', MSG.skpiNumberFormatNotUnique],
    ['without {tahun}', '{urut}/SKPI/{kode_fakultas}', MSG.skpiNumberFormatNotUnique],
    ['with unmatched braces', '{urut}/SKPI/{kode_fakultas/{tahun}', MSG.skpiNumberFormatBraces],
    ['longer than 100 characters', `{urut}/{kode_fakultas}/{tahun}/${'X'.repeat(80)}`, MSG.skpiNumberFormatLength],
    [
      'with an unknown placeholder',
      '{urut}/{kode_prodi}/{kode_fakultas}/{tahun}',
      skpiNumberUnknownPlaceholder(['kode_prodi'], ['urut', 'kode_fakultas', 'bulan_romawi', 'bulan', 'tahun']),
    ],
  ])('refuses a number format %s (422, the message naming the fault) and changes nothing', async (_name, format, message) => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const res = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, format_nomor_skpi: format, kota_universitas: 'Binjai' });
        expect([res.status, res.body]).toEqual([422, { message: { format_nomor_skpi: [message] } }]);
      },
    );
  });

  it('refuses a city too long (422) and an admin jurusan setting the format or city (403), changing nothing', async () => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const long = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, kota_universitas: 'K'.repeat(151) });
        expect([long.status, long.body]).toEqual([422, { message: { kota_universitas: [tooLong(150)] } }]);
        const admin = await call('PUT', '/api/universitas/update', ownAdminToken, {
          ...SPEC,
          kota_universitas: 'Binjai',
          format_nomor_skpi: '{urut}/{kode_fakultas}/{tahun}',
        });
        expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      },
    );
  });

  it.each([
    [
      'nothing',
      {},
      {
        status_akreditasi: [MSG.required],
        no_sk_akreditasi_universitas: [MSG.required],
        alamat_universitas: [MSG.required],
        nama_rektor: [MSG.required],
      },
    ],
    ['a decree date that is no date', { ...SPEC, tanggal_sk_pendirian: '12-06-1985' }, { tanggal_sk_pendirian: [MSG.invalidDate] }],
    ["a rector's number that is no NIP/NIDN", { ...SPEC, nomor_pegawai_rektor: 'abc' }, { nomor_pegawai_rektor: [MSG.nomorPegawaiInvalid] }],
  ])('refuses %s (422) and changes nothing', async (_name, body, message) => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const res = await call('PUT', '/api/universitas/update', superToken, body);
        expect([res.status, res.body]).toEqual([422, { message }]);
      },
    );
  });

  it('refuses a stale version (409) and an admin jurusan (403), changing nothing', async () => {
    await unchanged(
      async () => (await repo()).getUniversitas(),
      ['universitas', 'UNIVERSITAS'],
      async () => {
        const stale = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, version: 1 });
        expect([stale.status, stale.body]).toEqual([409, { message: MSG.conflict }]);
        const admin = await call('PUT', '/api/universitas/update', ownAdminToken, SPEC);
        expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      },
    );
  });
});

describe('the university logo', () => {
  const stored = async () => (await repo()).getUniversitas();
  const printed = async () => (await (await import('@functions/domain/skpi/document-data')).skpiProgramData(1)).universitas.logo;

  it('sets a PNG logo: the record holds its key, the read a URL of the bytes, and the print reads them', async () => {
    const png = gradientPng(48);
    const key = await uploadFile(superToken, 'logo_universitas', png, 'image/png');
    const res = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logo = (await stored())?.logo_universitas ?? '';
    expect(logo).toMatch(/^logo\/[^/]+\/[0-9A-Z]+\.png$/);
    expect(await documentExists(logo)).toBe(true);
    expect(res.body.universitas?.logo_url).toEqual(expect.any(String));
    const read = await api<{ universitas: Body }>('GET', '/api/universitas', { bearer: superToken });
    const url = String(read.body.universitas.logo_url);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(png);
    expect(Buffer.from((await printed()) ?? [])).toEqual(png);
    // left out: kept
    const kept = await call('PUT', '/api/universitas/update', superToken, SPEC);
    expect(kept.status).toBe(200);
    expect((await stored())?.logo_universitas).toBe(logo);
  });

  it('replaces it with a JPEG (the old object deleted), then clears it (null): the print draws the emblem', async () => {
    const old = (await stored())?.logo_universitas ?? '';
    expect(old).not.toBe('');
    const jpeg = gradientJpeg();
    const key = await uploadFile(superToken, 'logo_universitas', jpeg, 'image/jpeg');
    const res = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logo = (await stored())?.logo_universitas ?? '';
    expect(logo).toMatch(/\.jpg$/);
    expect(await documentExists(old)).toBe(false);
    expect(Buffer.from((await printed()) ?? [])).toEqual(jpeg);

    const cleared = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.universitas?.logo_url).toBeNull();
    expect((await stored())?.logo_universitas).toBeNull();
    expect(await documentExists(logo)).toBe(false);
    expect(await printed()).toBeUndefined();
    expect(await lastAudit('universitas', 'UNIVERSITAS')).toMatchObject({ before: { logo_universitas: logo }, after: { logo_universitas: null } });
  });

  it('refuses an admin jurusan (403) and a file that is no PNG or JPEG (422), changing nothing', async () => {
    const png = await uploadFile(superToken, 'logo_universitas', gradientPng(16), 'image/png');
    await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: png });
    const before = (await stored())?.logo_universitas ?? '';
    await unchanged(stored, ['universitas', 'UNIVERSITAS'], async () => {
      const own = await uploadFile(ownAdminToken, 'logo_universitas', gradientPng(16), 'image/png');
      const admin = await call('PUT', '/api/universitas/update', ownAdminToken, { ...SPEC, logo_universitas: own });
      expect([admin.status, admin.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      const admin2 = await call('PUT', '/api/universitas/update', ownAdminToken, { ...SPEC, logo_universitas: null });
      expect([admin2.status, admin2.body]).toEqual([403, { message: MSG.superAdminOnly }]);
      // a PDF declared as a PNG: the bytes decide
      const pdf = await uploadFile(superToken, 'logo_universitas', pdfBytes(), 'image/png');
      const wrong = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: pdf });
      expect([wrong.status, wrong.body]).toEqual([422, { message: { logo_universitas: [MSG.uploadWrongLogoType] } }]);
      // a GIF is refused before any upload
      const gif = await api<MasterAnswer>('POST', '/api/uploads', {
        bearer: superToken,
        body: { purpose: 'logo_universitas', content_type: 'image/gif', size: 100 },
      });
      expect([gif.status, gif.body]).toEqual([422, { message: { content_type: [MSG.uploadWrongLogoType] } }]);
      // another user's upload is no upload of the caller's
      const others = await uploadFile(ownAdminToken, 'logo_universitas', gradientPng(16), 'image/png');
      const stolen = await call('PUT', '/api/universitas/update', superToken, { ...SPEC, logo_universitas: others });
      expect(stolen.status).toBe(422);
    });
    expect(await documentExists(before)).toBe(true);
  });

  it('prints the emblem when the logo object is missing (a warning, no failure)', async () => {
    const u = await stored();
    if (!u) throw new Error('no university');
    await (await repo()).putUniversitas({ ...u, logo_universitas: 'logo/nobody/missing.png', version: u.version + 1 });
    expect(await printed()).toBeUndefined();
    const read = await api<{ universitas: Body }>('GET', '/api/universitas', { bearer: superToken });
    expect(read.status).toBe(200);
  });
});
