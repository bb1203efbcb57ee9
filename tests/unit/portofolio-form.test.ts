/**
 * The student's add/edit dialog checks (web/src/pages/mahasiswa/portofolio-form.ts): field and
 * rubric choices, an activity for the internal type, the API's body rules for the external one,
 * the evidence (required to add, kept on edit), and the update button's rule.
 */
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { MSG } from '@shared/messages';
import { checkForm } from '@web/components/form/schema-form';
import { statusOf } from '@web/components/portofolio-status';
import {
  canUpdate,
  type DialogTarget,
  initialValues,
  keepsDocument,
  type PortofolioRow,
  type PortofolioValues,
  portofolioForm,
  rawBody,
} from '@web/pages/mahasiswa/portofolio-form';
import { describe, expect, it } from 'vitest';

const external: PortofolioValues = {
  id_bidang_portofolio: '1',
  id_rubrik: '2',
  id_anak_rubrik: '3',
  jenis: 'eksternal',
  id_kegiatan_ppk: '',
  judul: 'Juara 1 Gemastik',
  judul_inggris: '',
  tanggal_terbit: '2024-05-15',
  bobot_skp_portofolio: '10',
  dokumen_portofolio: 'bukti.pdf',
};

const row: PortofolioRow = {
  id_portofolio: 7,
  judul: 'Juara 1 Gemastik',
  judul_inggris: null,
  id_rubrik: 2,
  id_anak_rubrik: 3,
  nama_anak_rubrik: 'Gemastik',
  id_bidang_portofolio: 1,
  id_kegiatan_ppk: null,
  bobot_skp_portofolio: 10,
  tanggal_terbit: '2024-05-15',
  dokumen_portofolio: 'http://dokumen/bukti.pdf',
  id_status_portofolio: 1,
  showed: true,
  catatan: null,
  version: 3,
};

describe('portfolio dialog checks', () => {
  it('accepts a complete external portfolio; field, rubric and evidence are required to add', () => {
    expect(checkForm(portofolioForm('add', false), external).ok).toBe(true);
    const empty = checkForm(portofolioForm('add', false), initialValues({ mode: 'add', bidang: null }));
    expect(empty.errors).toMatchObject({
      id_bidang_portofolio: MSG.required,
      id_rubrik: MSG.required,
      id_anak_rubrik: MSG.required,
      judul: MSG.required,
      tanggal_terbit: MSG.required,
      bobot_skp_portofolio: MSG.required,
      dokumen_portofolio: MSG.required,
    });
    expect(empty.errors.judul_inggris).toBeUndefined();
  });

  it('uses the API rules for points (whole, above 0) and leaves the maximum to the server', () => {
    const check = (points: string) => checkForm(portofolioForm('add', false), { ...external, bobot_skp_portofolio: points }).errors;
    expect(check('2.5').bobot_skp_portofolio).toBe(MSG.portfolioPointsInvalid);
    expect(check('0').bobot_skp_portofolio).toBe(MSG.portfolioPointsInvalid);
    expect(check('abc').bobot_skp_portofolio).toBe(MSG.mustBeNumber);
    expect(check('999').bobot_skp_portofolio).toBeUndefined();
  });

  it('an internal portfolio needs only its activity', () => {
    const internal = { ...external, jenis: 'internal' as const, judul: '', tanggal_terbit: '', bobot_skp_portofolio: '', dokumen_portofolio: '' };
    expect(checkForm(portofolioForm('add', false), internal).errors).toEqual({ id_kegiatan_ppk: MSG.required });
    expect(checkForm(portofolioForm('add', false), { ...internal, id_kegiatan_ppk: '4' }).ok).toBe(true);
    expect(rawBody({ ...internal, id_kegiatan_ppk: '4' }, undefined, 'N1')).toEqual({ nim: 'N1', id_anak_rubrik: '3', id_kegiatan_ppk: '4' });
  });

  it('an edit keeps the document of an external row; an internal row turned external needs one', () => {
    const target: DialogTarget = { mode: 'edit', row };
    expect(keepsDocument(target)).toBe(true);
    const values = { ...initialValues(target), dokumen_portofolio: '' };
    expect(checkForm(portofolioForm('edit', true), values).ok).toBe(true);
    const wasInternal: DialogTarget = { mode: 'edit', row: { ...row, id_kegiatan_ppk: 9 } };
    expect(keepsDocument(wasInternal)).toBe(false);
    expect(initialValues(wasInternal).jenis).toBe('internal');
    const turned = { ...initialValues(wasInternal), jenis: 'eksternal' as const, id_kegiatan_ppk: '' };
    expect(checkForm(portofolioForm('edit', false), turned).errors.dokumen_portofolio).toBe(MSG.required);
  });

  it('the update button needs a proof or link, rubrik, anak rubrik, title and points', () => {
    const values = { ...initialValues({ mode: 'edit', row }), dokumen_portofolio: '' };
    expect(canUpdate(values, true)).toBe(true);
    expect(canUpdate(values, false)).toBe(false);
    expect(canUpdate({ ...values, dokumen_portofolio: 'baru.pdf' }, false)).toBe(true);
    for (const field of ['id_rubrik', 'id_anak_rubrik', 'judul', 'bobot_skp_portofolio'] as const) {
      expect(canUpdate({ ...values, [field]: '' }, true)).toBe(false);
    }
    expect(canUpdate({ ...values, jenis: 'internal', id_kegiatan_ppk: '' }, true)).toBe(false);
    expect(canUpdate({ ...values, jenis: 'internal', id_kegiatan_ppk: '4' }, false)).toBe(true);
  });

  it('labels the statuses 1 to 4 by name, and any other value as ...', () => {
    expect(statusOf(STATUS_PORTOFOLIO.menunggu).label).toBe('Menunggu');
    expect(statusOf(STATUS_PORTOFOLIO.terverifikasi).label).toBe('Terverifikasi');
    expect(statusOf(STATUS_PORTOFOLIO.diubah).label).toBe('Diubah');
    expect(statusOf(STATUS_PORTOFOLIO.tertolak).label).toBe('Tertolak');
    expect(statusOf(0).label).toBe('...');
    expect(statusOf(5).label).toBe('...');
  });
});
