/**
 * The internal activity's schemas (shared/validation/ppk.ts): the admin dialog's form with the
 * fixed catalogue messages, the API's bodies and query, the date rule, and the file
 * chip's name (ten characters).
 */
import { fileChipName } from '@shared/domain/file-name';
import { MSG } from '@shared/messages';
import { latestToday, ppkAddBody, ppkForm, ppkQuery, ppkUpdateBody } from '@shared/validation/ppk';
import { checkForm } from '@web/components/form/schema-form';
import { describe, expect, it } from 'vitest';

const filled = {
  id_bidang_portofolio: '1',
  id_rubrik: '2',
  id_anak_rubrik: '3',
  judul: 'Seminar Nasional',
  judul_inggris: '',
  bobot_skp_portofolio: '2',
  tanggal_terbit: '2024-09-14',
  dokumen_ppk: 'tmp/u/01',
};

describe('the dialog form', () => {
  it('says "This field is required" under every empty required field; the English name is optional', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((k) => [k, '']));
    const check = checkForm(ppkForm(false), empty);
    expect(check.errors).toEqual({
      id_bidang_portofolio: MSG.required,
      id_rubrik: MSG.required,
      id_anak_rubrik: MSG.required,
      judul: MSG.required,
      bobot_skp_portofolio: MSG.required,
      tanggal_terbit: MSG.required,
      dokumen_ppk: MSG.required,
    });
  });

  it('says "This field must be number" for ids and points that are no numbers', () => {
    const check = checkForm(ppkForm(false), {
      ...filled,
      id_bidang_portofolio: 'x',
      id_rubrik: '1a',
      id_anak_rubrik: 'abc',
      bobot_skp_portofolio: 'dua',
    });
    expect(check.errors).toEqual({
      id_bidang_portofolio: MSG.mustBeNumber,
      id_rubrik: MSG.mustBeNumber,
      id_anak_rubrik: MSG.mustBeNumber,
      bobot_skp_portofolio: MSG.mustBeNumber,
    });
  });

  it('needs the PDF on add, not on edit while the activity has one', () => {
    expect(checkForm(ppkForm(false), { ...filled, dokumen_ppk: '' }).errors).toEqual({ dokumen_ppk: MSG.required });
    expect(checkForm(ppkForm(true), { ...filled, dokumen_ppk: '' }).ok).toBe(true);
    expect(checkForm(ppkForm(false), filled).ok).toBe(true);
  });

  it('refuses points that are not whole or not positive, and a date after today', () => {
    expect(checkForm(ppkForm(false), { ...filled, bobot_skp_portofolio: '1.5' }).errors).toEqual({
      bobot_skp_portofolio: MSG.portfolioPointsInvalid,
    });
    expect(checkForm(ppkForm(false), { ...filled, bobot_skp_portofolio: '0' }).errors).toEqual({ bobot_skp_portofolio: MSG.portfolioPointsInvalid });
    expect(checkForm(ppkForm(false), { ...filled, tanggal_terbit: '2999-01-01' }).errors).toEqual({ tanggal_terbit: MSG.ppkDateFuture });
    expect(checkForm(ppkForm(false), { ...filled, tanggal_terbit: '2024-02-30' }).errors).toEqual({ tanggal_terbit: MSG.invalidDate });
  });
});

describe('the API schemas', () => {
  it('bodies: numbers from text, a blank English name is null-able, a blank document on update keeps the stored one', () => {
    const { id_bidang_portofolio: _b, id_rubrik: _r, ...sent } = filled;
    expect(ppkAddBody.parse(sent)).toMatchObject({ id_anak_rubrik: 3, bobot_skp_portofolio: 2, judul_inggris: undefined });
    expect(ppkUpdateBody.parse({ ...sent, dokumen_ppk: '', version: 4 })).toMatchObject({ dokumen_ppk: undefined, version: 4 });
    expect(ppkAddBody.safeParse({ ...sent, id_prodi: 2 }).success).toBe(false);
  });

  it('the query takes one of id_anak_rubrik and id_prodi', () => {
    expect(ppkQuery.parse({ id_prodi: '1' })).toEqual({ id_prodi: 1, page: 1, paginate: 10 });
    expect(ppkQuery.parse({ id_anak_rubrik: '5' })).toMatchObject({ id_anak_rubrik: 5 });
    expect(ppkQuery.safeParse({}).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['id_anak_rubrik', MSG.required]]);
    expect(ppkQuery.safeParse({ id_prodi: '1', id_anak_rubrik: '5' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id_prodi', MSG.ppkQueryOneOf],
    ]);
  });

  it("today is the latest time zone's: never before the UTC date, at most a day after it", () => {
    const at = Date.UTC(2024, 5, 30, 11, 0);
    expect(latestToday(at)).toBe('2024-07-01');
    expect(latestToday(Date.UTC(2024, 5, 30, 9, 0))).toBe('2024-06-30');
  });
});

describe('the file chip', () => {
  it('shows at most ten characters of the name', () => {
    expect(fileChipName('laporan-kegiatan-internal.pdf')).toBe('laporan-ke...');
    expect(fileChipName('bukti.pdf')).toBe('bukti.pdf');
    expect(fileChipName('abcdefghij')).toBe('abcdefghij');
  });
});
