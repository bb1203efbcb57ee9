/**
 * A minimal .xlsx workbook for tests (the bulk import reads the first sheet): the five parts Excel
 * writes at least, zipped with archiver, cells as inline strings or numbers.
 */
import { PassThrough } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import { ZipArchive } from 'archiver';

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const column = (i: number) => String.fromCharCode(65 + i);

function sheetXml(rows: readonly (readonly (string | number)[])[]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((v, c) => {
          const ref = `${column(c)}${r + 1}`;
          return typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(v)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/** The bytes of a one-sheet workbook holding `rows`. */
export async function xlsxOf(rows: readonly (readonly (string | number)[])[]): Promise<Uint8Array> {
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Mahasiswa" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheetXml(rows),
  };
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    archive.on('error', reject);
  });
  archive.pipe(sink);
  for (const [name, text] of Object.entries(parts)) archive.append(text, { name });
  await archive.finalize();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** One part of a hand-written zip: deflated `content`, its unpacked size declared as `declared` (a lie when it differs). */
export interface ZipPart {
  name: string;
  content: Buffer;
  declared?: number;
}

/**
 * How the end of a hand-written zip describes its central directory, where a hostile archive lies:
 * the end record's two entry counts ("on this disk", "in all"; its directory size spans the first
 * `totalEntries` headers), and a ZIP64 end record (with its locator) counting `zip64Entries`
 * headers of the same directory.
 */
export interface ZipEnd {
  diskEntries?: number;
  totalEntries?: number;
  zip64Entries?: number;
}

/** A record of `size` bytes holding little-endian fields, each [offset, value, width in bytes]. */
function zipRecord(size: number, fields: ReadonlyArray<readonly [number, number, 2 | 4 | 8]>): Buffer {
  const out = Buffer.alloc(size);
  for (const [at, value, width] of fields) {
    if (width === 2) out.writeUInt16LE(value, at);
    else if (width === 4) out.writeUInt32LE(value, at);
    else out.writeBigUInt64LE(BigInt(value), at);
  }
  return out;
}

/** The bytes of a zip of `parts`, written field by field (local headers, central directory, end records). */
export function zipBytes(parts: readonly ZipPart[], end: ZipEnd = {}): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const packed = deflateRawSync(part.content);
    const name = Buffer.from(part.name);
    const declared = part.declared ?? part.content.length;
    // signature, version needed, method 8 (deflate), packed and declared sizes, name length
    const local = zipRecord(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [8, 8, 2],
      [18, packed.length, 4],
      [22, declared, 4],
      [26, name.length, 2],
    ]);
    // the same at the central header's places, and the local header's offset
    const central = zipRecord(46, [
      [0, 0x02014b50, 4],
      [6, 20, 2],
      [10, 8, 2],
      [20, packed.length, 4],
      [24, declared, 4],
      [28, name.length, 2],
      [42, offset, 4],
    ]);
    locals.push(local, name, packed);
    centrals.push(Buffer.concat([central, name]));
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const tail: Buffer[] = [];
  if (end.zip64Entries !== undefined) {
    // the ZIP64 end record (its size, versions, both counts, the directory's size and offset), then its locator
    const entries = end.zip64Entries;
    tail.push(
      zipRecord(56, [
        [0, 0x06064b50, 4],
        [4, 44, 8],
        [12, 45, 2],
        [14, 45, 2],
        [24, entries, 8],
        [32, entries, 8],
        [40, directory.length, 8],
        [48, offset, 8],
      ]),
      zipRecord(20, [
        [0, 0x07064b50, 4],
        [8, offset + directory.length, 8],
        [16, 1, 4],
      ]),
    );
  }
  const total = end.totalEntries ?? parts.length;
  const spanned = Buffer.concat(centrals.slice(0, total)).length;
  const record = zipRecord(22, [
    [0, 0x06054b50, 4],
    [8, end.diskEntries ?? parts.length, 2],
    [10, total, 2],
    [12, spanned, 4],
    [16, offset, 4],
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, ...tail, record]));
}

/**
 * A zip of one deflated part `name` holding `content`, its unpacked size declared as `declared`
 * (a lie when smaller than the content): a zip bomb is a small one of these with a large content.
 */
export const zipOf = (name: string, content: Buffer, declared = content.length): Uint8Array => zipBytes([{ name, content, declared }]);

/** What a hostile workbook's hidden sheet unpacks to: 64 MiB of spaces, deflated to about 64 KB. */
export const HIDDEN_SHEET_BYTES = 64 * 1024 * 1024;

/**
 * Workbooks of about 65 KB whose end records disagree, each hiding a second part, a sheet declaring
 * HIDDEN_SHEET_BYTES: `counts` says one entry in all and two on this disk (the count the workbook
 * reader takes); `zip64` says one entry while a ZIP64 end record (which the reader follows) says two.
 */
export function hostileWorkbooks(): { counts: Uint8Array; zip64: Uint8Array } {
  const parts: ZipPart[] = [
    { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Types/>') },
    { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(HIDDEN_SHEET_BYTES, 0x20) },
  ];
  return {
    counts: zipBytes(parts, { diskEntries: 2, totalEntries: 1 }),
    zip64: zipBytes(parts, { diskEntries: 1, totalEntries: 1, zip64Entries: 2 }),
  };
}
