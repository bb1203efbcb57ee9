/**
 * How much a zip archive (an .xlsx workbook is one) holds once unpacked, measured before any
 * reader unpacks it: a 2 MB upload can inflate to gigabytes (a zip bomb), and the workbook reader
 * inflates every part in memory. The sizes the central directory declares are summed first; then
 * each part is inflated here with an output bound, since a bomb may declare small sizes and hold
 * more (the reader grows its buffers to whatever the data yields). The work stops at the limit.
 */
import { inflateRawSync } from 'node:zlib';

/** Parts a workbook of the import may hold (Excel writes about a dozen). */
const MAX_ENTRIES = 1000;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type Unpacked = { bytes: number } | 'too-large' | 'malformed';

/** The unpacked size of every part of the archive, or why it is refused ('too-large' past `limit` bytes). */
export function unpackedSize(archive: Uint8Array, limit: number): Unpacked {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const u16 = (at: number) => (at + 2 <= view.byteLength ? view.getUint16(at, true) : -1);
  const u32 = (at: number) => (at + 4 <= view.byteLength ? view.getUint32(at, true) : -1);

  // the end-of-central-directory record: the last 22 bytes, or before a comment of up to 64 KB
  let eocd = -1;
  for (let at = archive.length - 22; at >= Math.max(0, archive.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return 'malformed';
  const count = u16(eocd + 10);
  let at = u32(eocd + 16);
  // ZIP64 (counts or offsets of 0xFFFF...) is never needed for a file of the upload limit
  if (count === 0xffff || at === 0xffffffff) return 'malformed';
  if (count > MAX_ENTRIES) return 'too-large';

  const parts: { method: number; packed: number; size: number; local: number }[] = [];
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) return 'malformed';
    const part = { method: u16(at + 10), packed: u32(at + 20), size: u32(at + 24), local: u32(at + 42) };
    if (part.size === 0xffffffff || part.packed === 0xffffffff) return 'malformed';
    declared += part.size;
    if (declared > limit) return 'too-large';
    parts.push(part);
    at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }

  let total = 0;
  for (const part of parts) {
    if (u32(part.local) !== LOCAL) return 'malformed';
    const start = part.local + 30 + u16(part.local + 26) + u16(part.local + 28);
    if (start + part.packed > archive.length) return 'malformed';
    const data = archive.subarray(start, start + part.packed);
    let size: number;
    if (part.method === 0) size = data.length;
    else if (part.method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, limit - total) }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'malformed';
      }
    } else return 'malformed';
    // a part holding more than its directory declares is refused whatever its size
    if (size !== part.size) return 'malformed';
    total += size;
    if (total > limit) return 'too-large';
  }
  return { bytes: total };
}
