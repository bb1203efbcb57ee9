/**
 * The bulk import's file reading and row rules (functions/domain/impor/csv.ts, rows.ts): quoted
 * fields, `,` `;` and tab separators, BOM, CRLF, header aliases, blank rows, the file-level
 * refusals; and every reason a row is refused for, with the program matching and the scope.
 */
import { parseImporCsv } from '@functions/domain/impor/csv';
import { checkRows, type RowContext } from '@functions/domain/impor/rows';
import type { FakultasItem, ProdiItem } from '@functions/domain/master/repo';
import { DomainError } from '@functions/lib/domain-errors';
import { STATUS_OF_KIND } from '@functions/lib/errors';
import { isUtf8Text } from '@functions/lib/files';
import { IMPOR_MSG, imporDuplicateEmail, imporDuplicateNim, imporMissingColumns, imporTahunInvalid } from '@shared/messages';
import { describe, expect, it } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (text: string | Uint8Array) => {
  try {
    parseImporCsv(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    if (error instanceof DomainError) return { status: STATUS_OF_KIND[error.kind], body: error.body };
    throw error;
  }
  throw new Error('not refused');
};

describe('reading the CSV', () => {
  it('reads a comma file with its header in any order, trimming cells', () => {
    const rows = parseImporCsv(bytes('nama,NIM,e-mail,tahun masuk,program\n Budi Santoso , 2201001 ,budi@contoh.ac.id,2022,Informatika (S1)\n'));
    expect(rows).toEqual([
      { line: 2, nim: '2201001', nama: 'Budi Santoso', email: 'budi@contoh.ac.id', program: 'Informatika (S1)', tahun_masuk: '2022' },
    ]);
  });

  it("reads Excel's Indonesian-locale file: semicolons, a BOM, CRLF and quoted fields", () => {
    const text =
      '\uFEFFNIM;Nama;E-Mail;Program;Tahun Masuk\r\n"2201001";"Santoso; Budi";b@contoh.id;"Teknik ""Sipil""";2021\r\n2201002;"Siti\r\nAminah";s@contoh.id;3;2022\r\n';
    const rows = parseImporCsv(bytes(text));
    expect(rows.map((r) => [r.line, r.nim, r.nama, r.program])).toEqual([
      [2, '2201001', 'Santoso; Budi', 'Teknik "Sipil"'],
      [3, '2201002', 'Siti\r\nAminah', '3'],
    ]);
  });

  it('reads tab-separated text and the header aliases (email, prodi, angkatan)', () => {
    const rows = parseImporCsv(bytes('nim\tnama_lengkap\temail\tprodi\tangkatan\n1\tA\ta@b.id\t2\t2020\n'));
    expect(rows[0]).toMatchObject({ nim: '1', nama: 'A', email: 'a@b.id', program: '2', tahun_masuk: '2020' });
  });

  it('skips blank rows but keeps the spreadsheet row numbers', () => {
    const rows = parseImporCsv(bytes('\nNIM,nama,email,program,tahun masuk\n1,A,a@b.id,1,2020\n,,,,\n\n2,B,b@b.id,1,2020'));
    expect(rows.map((r) => r.line)).toEqual([3, 6]);
  });

  it('refuses a header without the required columns, naming them', () => {
    expect(refusal('NIM,nama\n1,A')).toEqual({ status: 422, body: { file: [imporMissingColumns(['e-mail', 'program', 'tahun masuk'])] } });
  });

  it('refuses a file without data rows', () => {
    expect(refusal('NIM,nama,email,program,tahun masuk\n\n ,  ,\n')).toEqual({ status: 422, body: { file: [IMPOR_MSG.imporEmpty] } });
    expect(refusal('')).toEqual({ status: 422, body: { file: [IMPOR_MSG.imporEmpty] } });
  });

  it('refuses bytes that are not UTF-8 text (a spreadsheet, a Latin-1 file)', () => {
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    expect(refusal(xlsx)).toEqual({ status: 422, body: { file: [IMPOR_MSG.imporNotText] } });
    const latin1 = Uint8Array.from([...bytes('NIM,nama,email,program,tahun masuk\n1,Jos'), 0xe9, ...bytes(',a@b.id,1,2020')]);
    expect(refusal(latin1)).toEqual({ status: 422, body: { file: [IMPOR_MSG.imporNotText] } });
    expect(isUtf8Text(xlsx)).toBe(false);
    expect(isUtf8Text(bytes('NIM,nama\n1,Éva'))).toBe(true);
    // a character cut at the end of the sniffed head is still text
    expect(isUtf8Text(bytes('nama É').subarray(0, 6))).toBe(true);
  });

  it('refuses more than 10,000 rows', () => {
    const text = `NIM,nama,email,program,tahun masuk\n${'1,A,a@b.id,1,2020\n'.repeat(10_001)}`;
    expect(refusal(text)).toEqual({ status: 413, body: { file: [IMPOR_MSG.imporTooManyRows] } });
  });
});

const prodi = (id: number, nama: string, jenjang: string, fields: Partial<ProdiItem> = {}): ProdiItem => ({
  id_prodi: id,
  id_fakultas: 1,
  nama_prodi: nama,
  nama_prodi_inggris: nama,
  nama_kaprodi: 'K',
  jenjang,
  gelar: 'S.Kom.',
  status_akreditasi: 'A',
  no_sk_akreditasi_prodi: '1',
  is_active: true,
  version: 1,
  ...fields,
});
const fakultas = (id: number, is_active = true): FakultasItem => ({
  id_fakultas: id,
  nama_fakultas: 'F',
  nama_fakultas_inggris: 'F',
  nama_dekan: 'D',
  nomor_pegawai_dekan: '1',
  is_active,
  version: 1,
});

const CONTEXT: RowContext = {
  programs: [
    prodi(1, 'Teknik Informatika', 'S1'),
    prodi(2, 'Manajemen', 'S1'),
    prodi(3, 'Manajemen', 'S2'),
    prodi(4, 'Sejarah', 'S1', { is_active: false }),
    prodi(5, 'Geologi', 'S1', { id_fakultas: 2 }),
  ],
  faculties: [fakultas(1), fakultas(2, false)],
  scope: null,
  takenNims: new Set(['9990001']),
  takenEmails: new Set(['lama@contoh.id']),
  lastYear: 2027,
};
const row = (line: number, fields: Partial<{ nim: string; nama: string; email: string; program: string; tahun_masuk: string }> = {}) => ({
  line,
  nim: `22010${line}`,
  nama: 'Budi Santoso',
  email: `m${line}@contoh.id`,
  program: 'Teknik Informatika',
  tahun_masuk: '2022',
  ...fields,
});

describe('the row rules', () => {
  it('accepts good rows, matching the program by id, by exact name or by "nama (jenjang)", any case', () => {
    const { good, refused } = checkRows(
      [row(2), row(3, { program: '2' }), row(4, { program: 'manajemen  (s2)' }), row(5, { program: 'teknik informatika', email: 'X@Contoh.ID' })],
      CONTEXT,
    );
    expect(refused).toEqual([]);
    expect(good.map((g) => [g.baris, g.id_prodi, g.nama_prodi, g.email])).toEqual([
      [2, 1, 'Teknik Informatika (S1)', 'm2@contoh.id'],
      [3, 2, 'Manajemen (S1)', 'm3@contoh.id'],
      [4, 3, 'Manajemen (S2)', 'm4@contoh.id'],
      [5, 1, 'Teknik Informatika (S1)', 'x@contoh.id'],
    ]);
    expect(good[0]).toMatchObject({ nim: '220102', nama: 'Budi Santoso', tahun_masuk: 2022 });
  });

  it.each([
    ['NIM missing', { nim: '' }, [IMPOR_MSG.imporNimRequired]],
    ['NIM not numeric', { nim: '22A01' }, [IMPOR_MSG.imporNimNumeric]],
    ['NIM too long', { nim: '1'.repeat(31) }, [IMPOR_MSG.imporNimNumeric]],
    ['name missing', { nama: '' }, [IMPOR_MSG.imporNamaRequired]],
    ['name with digits', { nama: 'Budi 2' }, [IMPOR_MSG.imporNamaIllegal]],
    ['bad e-mail', { email: 'budi@' }, [IMPOR_MSG.imporEmailInvalid]],
    ['unknown program', { program: 'Kedokteran' }, [IMPOR_MSG.imporProdiUnknown]],
    ['unknown program id', { program: '99' }, [IMPOR_MSG.imporProdiUnknown]],
    ['ambiguous program name', { program: 'Manajemen' }, [IMPOR_MSG.imporProdiAmbiguous]],
    ['inactive program', { program: 'Sejarah' }, [IMPOR_MSG.imporProdiInactive]],
    ['program of an inactive faculty', { program: '5' }, [IMPOR_MSG.imporProdiInactive]],
    ['year too early', { tahun_masuk: '1957' }, [imporTahunInvalid(1958, 2027)]],
    ['year too late', { tahun_masuk: '2028' }, [imporTahunInvalid(1958, 2027)]],
    ['year not a year', { tahun_masuk: '22' }, [imporTahunInvalid(1958, 2027)]],
    ['NIM taken', { nim: '9990001' }, [IMPOR_MSG.imporNimTaken]],
    ['e-mail taken (any case)', { email: 'LAMA@contoh.id' }, [IMPOR_MSG.imporEmailTaken]],
    [
      'several at once',
      { nim: 'x', email: 'y', tahun_masuk: '' },
      [IMPOR_MSG.imporNimNumeric, IMPOR_MSG.imporEmailInvalid, imporTahunInvalid(1958, 2027)],
    ],
  ])('refuses a row: %s', (_name, fields, reasons) => {
    const { good, refused } = checkRows([row(7, fields)], CONTEXT);
    expect(good).toEqual([]);
    expect(refused).toEqual([{ baris: 7, nim: row(7, fields).nim, alasan: reasons }]);
  });

  it('refuses the later rows of a NIM or e-mail the file repeats, naming the first', () => {
    const { good, refused } = checkRows([row(2), row(3, { nim: '220102' }), row(4, { email: 'M2@contoh.id' })], CONTEXT);
    expect(good.map((g) => g.baris)).toEqual([2]);
    expect(refused).toEqual([
      { baris: 3, nim: '220102', alasan: [imporDuplicateNim(2)] },
      { baris: 4, nim: '220104', alasan: [imporDuplicateEmail(2)] },
    ]);
  });

  it("keeps an admin jurusan to their program: other programs' rows are refused", () => {
    const { good, refused } = checkRows([row(2), row(3, { program: '2' })], { ...CONTEXT, scope: 2 });
    expect(good.map((g) => g.baris)).toEqual([3]);
    expect(refused).toEqual([{ baris: 2, nim: '220102', alasan: [IMPOR_MSG.imporProdiOutOfScope] }]);
  });
});
