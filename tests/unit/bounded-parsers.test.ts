/**
 * The upload checks cost what the file holds, not what it declares (functions/lib/pdf-structure.ts,
 * functions/lib/zip-limit.ts): a PDF of a few bytes declaring millions of cross-reference entries,
 * or a cross-reference stream inflating far past the file, is refused in well under a second of
 * work and 50 MB; a workbook whose end records disagree with each other, or that the reader would
 * read through ZIP64, is refused before anything is inflated, and what the guard lets through is
 * what the workbook reader reads. Through the real handlers: tests/integration/hostile-uploads.test.ts.
 */
import { pdfProblem } from '@functions/lib/pdf-structure';
import { unpackedSize } from '@functions/lib/zip-limit';
import { IMPOR_MAX_UNPACKED_BYTES } from '@shared/validation/impor';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_BOUNDS, measured } from '../support/bounded';
import { hostilePdfs, xrefStreamPdf } from '../support/documents';
import { HIDDEN_SHEET_BYTES, hostileWorkbooks, xlsxOf, zipBytes } from '../support/xlsx';

/** The parts and declared sizes the workbook reader (fflate, as read-excel-file calls it) would read, without inflating any. */
function readerSees(archive: Uint8Array): Array<{ name: string; originalSize: number }> {
  const seen: Array<{ name: string; originalSize: number }> = [];
  unzipSync(archive, {
    filter: (file) => {
      seen.push({ name: file.name, originalSize: file.originalSize });
      return false;
    },
  });
  return seen;
}

describe('the PDF check is linear in the file, whatever it declares', () => {
  it('refuses each hostile file within a second of work and 50 MB', async () => {
    for (const [name, bytes] of hostilePdfs()) {
      const cost = await measured(() => pdfProblem(bytes));
      expect(cost.result, name).toBeDefined();
      expect(cost.cpuMs, name).toBeLessThan(HOSTILE_BOUNDS.cpuMs);
      expect(cost.heapBytes, name).toBeLessThan(HOSTILE_BOUNDS.bytes);
      expect(cost.peakRssBytes, name).toBeLessThan(HOSTILE_BOUNDS.bytes);
    }
  });

  it('the 20-million-entry file of about 130 bytes is refused for its rows of no bytes', () => {
    const [[, bytes] = ['', Buffer.alloc(0)]] = hostilePdfs();
    expect(bytes.length).toBeLessThan(140);
    expect(pdfProblem(bytes)).toBe('a cross-reference stream has rows of no bytes');
  });

  it('refuses a field wider than an offset, an odd /Index, and rows the data does not hold', () => {
    expect(pdfProblem(xrefStreamPdf('/W[1 9 1]/Size 2', Buffer.alloc(22)))).toMatch(/wider/);
    expect(pdfProblem(xrefStreamPdf('/W[1 2 1]/Index[0]/Size 2', Buffer.alloc(8)))).toMatch(/odd/);
    expect(pdfProblem(xrefStreamPdf('/W[1 2 1]/Size 20', Buffer.alloc(40)))).toMatch(/shorter than its \/Index/);
  });

  it('still accepts a long document with compressed object streams (its objects are fewer than its bytes)', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 200; i++) doc.addPage();
    doc.setTitle('Bukti panjang');
    const bytes = await doc.save({ useObjectStreams: true });
    expect(pdfProblem(bytes)).toBeUndefined();
    const again = await PDFDocument.load(bytes);
    again.addPage();
    expect(pdfProblem(await again.save({ useObjectStreams: true }))).toBeUndefined();
    // pdf-lib's writing, not the check, takes the time: a loaded machine must not fail it
  }, 60_000);
});

describe('the zip guard reads the directory the workbook reader reads', () => {
  let hostile: ReturnType<typeof hostileWorkbooks>;
  beforeAll(() => {
    hostile = hostileWorkbooks();
  });

  it('the hostile workbooks are small, and the reader would give their hidden sheet 64 MiB', () => {
    for (const archive of [hostile.counts, hostile.zip64]) {
      expect(archive.length).toBeLessThan(80 * 1024);
      expect(readerSees(archive)).toContainEqual({ name: 'xl/worksheets/sheet1.xml', originalSize: HIDDEN_SHEET_BYTES });
    }
  });

  it('refuses a workbook whose two entry counts differ, and one the reader reads through ZIP64, within a second and 50 MB', async () => {
    for (const [name, archive] of Object.entries(hostile)) {
      const cost = await measured(() => unpackedSize(archive, IMPOR_MAX_UNPACKED_BYTES));
      expect(cost.result, name).toBe('malformed');
      expect(cost.cpuMs, name).toBeLessThan(HOSTILE_BOUNDS.cpuMs);
      expect(cost.heapBytes, name).toBeLessThan(HOSTILE_BOUNDS.bytes);
      expect(cost.peakRssBytes, name).toBeLessThan(HOSTILE_BOUNDS.bytes);
    }
  });

  it('refuses headers past the directory size, a directory past the end record, a second disk and a comment not ending the file', () => {
    const parts = [
      { name: 'a.xml', content: Buffer.from('<a/>') },
      { name: 'b.xml', content: Buffer.from('<b/>') },
    ];
    const fine = zipBytes(parts);
    expect(unpackedSize(fine, IMPOR_MAX_UNPACKED_BYTES)).toEqual({ bytes: 8 });
    const end = fine.length - 22;
    const patched = (at: number, value: number, width: 2 | 4) => {
      const copy = Buffer.from(fine);
      if (width === 2) copy.writeUInt16LE(value, at);
      else copy.writeUInt32LE(value, at);
      return copy;
    };
    expect(unpackedSize(patched(end + 12, 46 + 5, 4), IMPOR_MAX_UNPACKED_BYTES), 'size spans one header of two').toBe('malformed');
    expect(unpackedSize(patched(end + 12, 10_000, 4), IMPOR_MAX_UNPACKED_BYTES), 'size past the end record').toBe('malformed');
    expect(unpackedSize(patched(end + 4, 1, 2), IMPOR_MAX_UNPACKED_BYTES), 'another disk').toBe('malformed');
    expect(unpackedSize(patched(end + 8, 0xffff, 2), IMPOR_MAX_UNPACKED_BYTES), 'ZIP64 count').toBe('malformed');
    expect(unpackedSize(patched(end + 20, 5, 2), IMPOR_MAX_UNPACKED_BYTES), 'comment past the end').toBe('malformed');
  });

  it('refuses declared sizes summing past the limit before inflating any', async () => {
    const parts = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}.xml`, content: Buffer.from('<p/>'), declared: 8 * 1024 * 1024 }));
    const cost = await measured(() => unpackedSize(zipBytes(parts), IMPOR_MAX_UNPACKED_BYTES));
    expect(cost.result).toBe('too-large');
    expect(cost.heapBytes).toBeLessThan(HOSTILE_BOUNDS.bytes);
  });

  it('what passes is what the reader reads: the same parts of the same declared sizes', async () => {
    const workbook = await xlsxOf([
      ['NIM', 'Nama', 'Email', 'Program', 'Tahun Masuk'],
      ['1234', 'Budi', 'b@x.id', '1', 2024],
    ]);
    const size = unpackedSize(workbook, IMPOR_MAX_UNPACKED_BYTES);
    const declared = readerSees(workbook).reduce((sum, p) => sum + p.originalSize, 0);
    expect(size).toEqual({ bytes: declared });
  });
});
