/**
 * The export's files (functions/domain/ekspor/table.ts): every CSV text field quoted (RFC 4180),
 * numbers and dates bare; an apostrophe before a formula's first character at a text's start and
 * after any separator or line break inside it, in CSV and XLSX alike; numbers stay numbers in XLSX.
 * Through the export routes: tests/integration/ekspor.test.ts.
 */
import { type Column, safeText, toCsv, toXlsx } from '@functions/domain/ekspor/table';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';

interface Row {
  judul: string | null;
  skp: number | null;
  tanggal: string | null;
  aktif: boolean;
}

const columns: Column<Row>[] = [
  { header: 'judul', type: 'text', value: (r) => r.judul },
  { header: 'poin', type: 'number', value: (r) => r.skp },
  { header: 'waktu', type: 'date', value: (r) => r.tanggal },
  { header: 'aktif', type: 'text', value: (r) => r.aktif },
];

const text = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '');
/** The cells a reader finds that splits at `separator` and ignores quotes (as a careless importer does). */
const naiveCells = (line: string, separator: string) => line.split(separator).map((cell) => cell.replace(/^"/, ''));
const FORMULA = /^[=+\-@\t\r]/;

describe('the apostrophe rule', () => {
  it('goes at the start and after every separator or line break followed by a formula character', () => {
    expect(safeText('Lomba;=1+1')).toBe("Lomba;'=1+1");
    expect(safeText('=1+1')).toBe("'=1+1");
    expect(safeText('a,+1\n-2\r\n@x')).toBe("a,'+1\n'-2\r\n'@x");
    // a tab both separates and starts a formula: each gets its own apostrophe
    expect(safeText('\t=x')).toBe("'\t'=x");
    expect(safeText('Juara 1 - Lomba, Nasional; A=B')).toBe('Juara 1 - Lomba, Nasional; A=B');
  });
});

describe('CSV', () => {
  const rows: Row[] = [
    { judul: 'Lomba;=1+1', skp: -5, tanggal: '2024-03-01', aktif: true },
    { judul: 'Kata "kutip", koma\r\n-baris', skp: 2.5, tanggal: null, aktif: false },
    { judul: null, skp: null, tanggal: 'bukan tanggal', aktif: true },
  ];
  const csv = text(toCsv(columns, rows));

  it('quotes every text field, the header too, and leaves numbers and dates bare', () => {
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Judul","Poin","Waktu","Aktif"');
    expect(lines[1]).toBe(`"Lomba;'=1+1",-5,2024-03-01,"Ya"`);
    expect(csv).toContain(`"Kata ""kutip"", koma\r\n'-baris",2.5,,"Tidak"`);
    expect(csv.endsWith(`,,"bukan tanggal","Ya"\r\n`)).toBe(true);
  });

  it('reads back as the same cells, and no reader splitting at `;` or `,` meets a formula', () => {
    const parsed = Papa.parse<string[]>(csv.trimEnd(), { delimiter: ',' }).data;
    expect(parsed[1]).toEqual(["Lomba;'=1+1", '-5', '2024-03-01', 'Ya']);
    expect(parsed[2]?.[0]).toBe('Kata "kutip", koma\r\n\'-baris');
    for (const separator of [';', ',', '\t']) {
      for (const line of csv.split(/\r\n|\n|\r/)) {
        const cells = naiveCells(line, separator).filter((c) => !/^-?\d/.test(c));
        expect(
          cells.filter((c) => FORMULA.test(c)),
          `${separator}: ${line}`,
        ).toEqual([]);
      }
    }
  });
});

describe('XLSX', () => {
  it('numbers stay numbers and dates dates; text carries the same apostrophes', async () => {
    const file = await toXlsx(columns, [{ judul: 'Lomba;=1+1', skp: -5, tanggal: '2024-03-01', aktif: true }], 'Uji');
    const [header, row] = (await readSheet(file)) as unknown[][];
    expect(header).toEqual(['Judul', 'Poin', 'Waktu', 'Aktif']);
    expect(row).toEqual(["Lomba;'=1+1", -5, new Date('2024-03-01T00:00:00Z'), 'Ya']);
  });
});
