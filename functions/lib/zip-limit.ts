/**
 * How much a zip archive (an .xlsx workbook is one) holds once unpacked, measured before any
 * reader unpacks it: a 2 MB upload can inflate to gigabytes (a zip bomb), and the workbook reader
 * inflates every part in memory.
 *
 * The guard reads the directory the reader reads. The workbook reader (read-excel-file's universal
 * build, fflate's `unzip`) finds the end-of-central-directory record searching back from the end,
 * takes its entry count from the "entries on this disk" field, follows a ZIP64 locator just before
 * it whenever one is there, walks that many central-directory headers from the directory's offset
 * and gives each part a buffer of the unpacked size its header declares. So an archive passes
 * only when there is one reading of it: no ZIP64 locator or field, one disk, the record's two counts
 * equal, its comment reaching exactly the end of the file, and the headers walked within the
 * directory's declared size numbering exactly those counts. The declared unpacked sizes are summed
 * and refused past the limit; then each part is inflated here with an output bound and must hold
 * exactly what its header declares, so nothing that passes inflates past the limit.
 */
import { inflateRawSync } from 'node:zlib';

/** Parts a workbook of the import may hold (Excel writes about a dozen). */
const MAX_ENTRIES = 1000;
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The fixed part of the records, in bytes. */
const EOCD_BYTES = 22;
const CENTRAL_BYTES = 46;
const LOCAL_BYTES = 30;
/** The value a field takes when ZIP64 holds the real one. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

export type Unpacked = { bytes: number } | 'too-large' | 'malformed';

interface Part {
  method: number;
  packed: number;
  size: number;
  local: number;
}

type Reader = { u16: (at: number) => number; u32: (at: number) => number };

/** The end-of-central-directory record's offset, found as the reader finds it (the last 22 bytes, or before a comment of up to 64 KB), or -1. */
function eocdOf(archive: Uint8Array, { u32 }: Reader): number {
  for (let at = archive.length - EOCD_BYTES; at >= Math.max(0, archive.length - EOCD_BYTES - 0xffff); at--) if (u32(at) === EOCD) return at;
  return -1;
}

/** The central directory's headers, walked within its declared size; 'malformed' unless there is one reading of the archive. */
function centralDirectory(archive: Uint8Array, read: Reader): Part[] | 'too-large' | 'malformed' {
  const { u16, u32 } = read;
  const eocd = eocdOf(archive, read);
  if (eocd < 0) return 'malformed';
  const [disk, directoryDisk, diskEntries, totalEntries] = [u16(eocd + 4), u16(eocd + 6), u16(eocd + 8), u16(eocd + 10)];
  const [size, start, comment] = [u32(eocd + 12), u32(eocd + 16), u16(eocd + 20)];
  // ZIP64 is never needed within the upload limit, and the reader follows its locator whatever the record says
  if (eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR) return 'malformed';
  if ([diskEntries, totalEntries].includes(ZIP64_16) || [size, start].includes(ZIP64_32)) return 'malformed';
  if (disk !== 0 || directoryDisk !== 0 || diskEntries !== totalEntries) return 'malformed';
  if (eocd + EOCD_BYTES + comment !== archive.length || start + size > eocd) return 'malformed';
  if (totalEntries > MAX_ENTRIES) return 'too-large';

  const parts: Part[] = [];
  const end = start + size;
  let at = start;
  while (at < end) {
    if (parts.length === totalEntries || at + CENTRAL_BYTES > end || u32(at) !== CENTRAL) return 'malformed';
    const part = { method: u16(at + 10), packed: u32(at + 20), size: u32(at + 24), local: u32(at + 42) };
    if (part.size === ZIP64_32 || part.packed === ZIP64_32 || part.local === ZIP64_32) return 'malformed';
    parts.push(part);
    at += CENTRAL_BYTES + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }
  return at === end && parts.length === totalEntries ? parts : 'malformed';
}

/** The unpacked size of every part of the archive, or why it is refused ('too-large' past `limit` bytes). */
export function unpackedSize(archive: Uint8Array, limit: number): Unpacked {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const read: Reader = {
    u16: (at) => (at >= 0 && at + 2 <= view.byteLength ? view.getUint16(at, true) : -1),
    u32: (at) => (at >= 0 && at + 4 <= view.byteLength ? view.getUint32(at, true) : -1),
  };
  const parts = centralDirectory(archive, read);
  if (typeof parts === 'string') return parts;
  // what the reader allocates: refused before anything is inflated
  if (parts.reduce((sum, p) => sum + p.size, 0) > limit) return 'too-large';

  let total = 0;
  for (const part of parts) {
    if (part.local + LOCAL_BYTES > archive.length || read.u32(part.local) !== LOCAL) return 'malformed';
    const start = part.local + LOCAL_BYTES + read.u16(part.local + 26) + read.u16(part.local + 28);
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
