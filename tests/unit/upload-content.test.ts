/**
 * What an upload's bytes must be, past their first bytes: a PDF is parsed to its catalog
 * (functions/lib/pdf-structure.ts), and an .xlsx workbook is measured unpacked before any reader
 * unpacks it (functions/lib/zip-limit.ts); the import's answer to a zip bomb: tests/integration/upload-integrity.test.ts.
 */
import { pdfProblem } from '@functions/lib/pdf-structure';
import { unpackedSize } from '@functions/lib/zip-limit';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../support/documents';
import { xlsxOf, zipOf } from '../support/xlsx';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('a PDF is parsed, not only sniffed', () => {
  it('accepts documents as writers make them: a cross-reference table, a compressed cross-reference stream, an incremental update', async () => {
    expect(pdfProblem(pdfBytes(1200))).toBeUndefined();
    for (const useObjectStreams of [true, false]) {
      const doc = await PDFDocument.create();
      doc.addPage();
      const bytes = await doc.save({ useObjectStreams });
      expect(pdfProblem(bytes), `object streams: ${useObjectStreams}`).toBeUndefined();
      // an incremental update: a new section whose /Prev is the first one
      const again = await PDFDocument.load(bytes);
      again.setTitle('Bukti');
      expect(pdfProblem(await again.save({ useObjectStreams }))).toBeUndefined();
    }
  });

  it('refuses what only starts like one: text, HTML, a cut file, a trailer naming no catalog', () => {
    const cases: [string, Uint8Array][] = [
      ['header only', latin1('%PDF-1.7\n% SKPI uji\n%%EOF\n')],
      ['HTML behind a header', latin1('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n')],
      ['cut in half', pdfBytes(1200).subarray(0, 600)],
      [
        'startxref into nowhere',
        latin1(
          pdfBytes()
            .toString('latin1')
            .replace(/startxref\n\d+/, 'startxref\n5'),
        ),
      ],
      ['root is a page', latin1(pdfBytes().toString('latin1').replace('/Root 1 0 R', '/Root 3 0 R'))],
      ['no root', latin1(pdfBytes().toString('latin1').replace('/Root 1 0 R', ''))],
    ];
    for (const [name, bytes] of cases) expect(pdfProblem(bytes), name).toBeDefined();
  });

  it('finds a catalog whose offset is wrong by its object header, as readers do', () => {
    const text = pdfBytes().toString('latin1');
    const shifted = text.replace(/\n(\d{10}) 00000 n \n/, (_, offset: string) => `\n${String(Number(offset) + 3).padStart(10, '0')} 00000 n \n`);
    expect(shifted).not.toBe(text);
    expect(pdfProblem(latin1(shifted))).toBeUndefined();
  });

  it('never throws on damaged bytes, and answers within a bound', () => {
    const base = pdfBytes(3000);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 40 }), (flips) => {
        const bytes = Buffer.from(base);
        for (const [at, value] of flips) bytes[at] = value;
        const started = performance.now();
        pdfProblem(bytes);
        expect(performance.now() - started).toBeLessThan(200);
      }),
      { numRuns: 300 },
    );
  });
});

describe('an .xlsx import is measured unpacked before it is read', () => {
  const LIMIT = 1024 * 1024;

  it('measures a workbook as the test data and Excel write it', async () => {
    const workbook = await xlsxOf([
      ['NIM', 'Nama', 'Email', 'Program', 'Tahun Masuk'],
      ['1234', 'Budi', 'b@x.id', '1', 2024],
    ]);
    const size = unpackedSize(workbook, LIMIT);
    expect(size).toEqual({ bytes: expect.any(Number) });
    expect((size as { bytes: number }).bytes).toBeGreaterThan(1000);
  });

  it('refuses a part unpacking past the limit, whether its size is declared or hidden', () => {
    const bomb = Buffer.alloc(2 * LIMIT, 0x41);
    expect(unpackedSize(zipOf('xl/worksheets/sheet1.xml', bomb), LIMIT)).toBe('too-large');
    expect(unpackedSize(zipOf('xl/worksheets/sheet1.xml', bomb, 100), LIMIT)).toBe('too-large');
    expect(unpackedSize(zipOf('a.xml', Buffer.alloc(1000, 0x41), 10), LIMIT)).toBe('malformed');
    expect(unpackedSize(new Uint8Array(Buffer.from('PK\u0003\u0004 not a zip')), LIMIT)).toBe('malformed');
  });
});
