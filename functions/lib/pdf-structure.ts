/**
 * Whether uploaded bytes are a PDF document, not only something that starts with `%PDF-`: the
 * file is parsed as far as a reader finds its document, its header, the `startxref` at its end,
 * the cross-reference sections that offset leads to (a table, or a compressed cross-reference
 * stream, with every `/Prev` section before it), and the catalog (`/Root`) those name, which must
 * be an object of type `/Catalog` where the cross-reference says (or, as readers tolerate, where
 * its object header is found).
 *
 * A full parser (pdf-lib, pdf.js) would add about 500 KB to the areas that take evidence, which
 * are within 100 to 300 KB of their 1 MB bundle budget (docs/decisions/0003-bundle-budgets.md);
 * this check needs node:zlib only.
 *
 * Its time and memory are linear in the file's size whatever the file declares: at most
 * MAX_SECTIONS sections; a cross-reference stream's rows are never zero bytes wide, its /Size is at
 * most the file's length in bytes (an object takes at least one), its /Index ranges lie below its
 * /Size and its rows fit in the bytes its data actually holds; the data of all streams together
 * inflates to at most INFLATE_RATIO times the file (and MAX_INFLATED_BYTES); and a stream's entries
 * are read from those bytes when asked for, never copied into a map (a table's are, each of them
 * 20 bytes of the file). A file breaking a bound is refused as no PDF, as readers refuse it.
 */
import { inflateSync } from 'node:zlib';

/** Cross-reference sections followed through `/Prev` (an incremental update adds one). */
const MAX_SECTIONS = 32;
/** All cross-reference streams of a file inflate to at most this many times its size... */
const INFLATE_RATIO = 16;
/** ...plus this (a small file's few rows), and never past MAX_INFLATED_BYTES. */
const INFLATE_FLOOR = 64 * 1024;
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;
/** A field of a cross-reference row wider than this is no offset of a file within the upload limit. */
const MAX_FIELD_BYTES = 8;
/** The end of the file searched for `startxref` and `%%EOF`. */
const TAIL_BYTES = 2048;

type Where = { kind: 'offset'; offset: number } | { kind: 'stream'; stream: number };

interface Section {
  /** Where the section puts object `num`, or undefined when it does not (or marks it free). */
  entry: (num: number) => Where | undefined;
  dict: string;
}

/** What the streams of one file may still inflate to (bytes), shared by its sections. */
interface Budget {
  inflate: number;
}

/** A dictionary's text from `<<` at `start` to its matching `>>` (nested ones included), or undefined. */
function dictionaryAt(text: string, start: number): string | undefined {
  let depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(start, i + 1);
    } else if (text[i] === '(' && depth > 0) {
      // a string may hold unbalanced brackets: skip it (escapes and nesting as PDF writes them)
      let nest = 1;
      for (i++; i < text.length && nest > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') nest++;
        else if (text[i] === ')') nest--;
      }
      i--;
    }
  }
  return undefined;
}

const intOf = (dict: string, name: string): number | undefined => {
  const m = new RegExp(`/${name}\\s+(\\d+)(?![\\d.]|\\s+\\d+\\s+R)`).exec(dict);
  return m ? Number(m[1]) : undefined;
};
const refOf = (dict: string, name: string): number | undefined => {
  const m = new RegExp(`/${name}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};
const arrayOf = (dict: string, name: string): number[] | undefined => {
  const m = new RegExp(`/${name}\\s*\\[([\\d\\s]*)\\]`).exec(dict);
  return m?.[1] === undefined ? undefined : m[1].trim().split(/\s+/).filter(Boolean).map(Number);
};

/** A classic cross-reference table at `at` (the `xref` keyword) and its trailer. */
function tableAt(text: string, at: number): Section | string {
  const entries = new Map<number, Where>();
  const re = /\s*(\d+)\s+(\d+)[ \t]*\r?\n?/y;
  let pos = at + 4;
  for (;;) {
    re.lastIndex = pos;
    const head = re.exec(text);
    if (!head) break;
    const first = Number(head[1]);
    const count = Number(head[2]);
    pos = re.lastIndex;
    const entry = /\s*(\d{10})\s(\d{5})\s([nf])/y;
    for (let i = 0; i < count; i++) {
      entry.lastIndex = pos;
      const e = entry.exec(text);
      if (!e) return 'a cross-reference entry is malformed';
      pos = entry.lastIndex;
      if (e[3] === 'n') entries.set(first + i, { kind: 'offset', offset: Number(e[1]) });
    }
  }
  const trailer = text.indexOf('trailer', pos);
  if (trailer < 0 || trailer - pos > 64) return 'the trailer is missing';
  const dict = dictionaryAt(text, text.indexOf('<<', trailer));
  return dict ? { entry: (num) => entries.get(num), dict } : 'the trailer is malformed';
}

/** The PNG "up" predictor (the one cross-reference streams use) undone, rows of `columns` bytes. */
function unpredict(data: Buffer, columns: number): Buffer | string {
  const row = columns + 1;
  if (data.length % row !== 0) return 'a cross-reference stream has a partial row';
  const out = Buffer.alloc((data.length / row) * columns);
  for (let r = 0; r < data.length / row; r++) {
    const filter = data[r * row];
    for (let c = 0; c < columns; c++) {
      const raw = data[r * row + 1 + c] ?? 0;
      const up = r > 0 ? (out[(r - 1) * columns + c] ?? 0) : 0;
      if (filter === 0) out[r * columns + c] = raw;
      else if (filter === 2) out[r * columns + c] = (raw + up) & 0xff;
      else return `a cross-reference stream uses PNG filter ${filter}`;
    }
  }
  return out;
}

/** The data of a cross-reference stream: its bytes inflated within the budget and unpredicted. */
function streamData(bytes: Uint8Array, text: string, dict: string, dataStart: number, columns: number, budget: Budget): Buffer | string {
  const length = intOf(dict, 'Length');
  const end = length !== undefined ? dataStart + length : text.indexOf('endstream', dataStart);
  if (end < dataStart || end > bytes.length) return 'a cross-reference stream runs past the end';
  let data: Buffer = Buffer.from(bytes.subarray(dataStart, end));
  if (/\/Filter\s*\/FlateDecode/.test(dict)) {
    try {
      data = inflateSync(data, { maxOutputLength: Math.max(1, budget.inflate) });
    } catch {
      return 'a cross-reference stream does not inflate within its bound';
    }
    budget.inflate -= data.length;
  } else if (/\/Filter/.test(dict)) return 'a cross-reference stream has an unknown filter';
  const predictor = intOf(dict, 'Predictor') ?? 1;
  if (predictor >= 10) return unpredict(data, intOf(dict, 'Columns') ?? columns);
  return predictor === 1 ? data : 'a cross-reference stream uses an unknown predictor';
}

/** A cross-reference stream object at `at` (`<n> <g> obj << /Type /XRef ... >> stream`). */
function streamAt(bytes: Uint8Array, text: string, at: number, budget: Budget): Section | string {
  const dictStart = text.indexOf('<<', at);
  const dict = dictStart >= 0 && dictStart - at < 64 ? dictionaryAt(text, dictStart) : undefined;
  if (!dict || !/\/Type\s*\/XRef\b/.test(dict)) return 'startxref leads to no cross-reference';
  const widths = arrayOf(dict, 'W');
  const size = intOf(dict, 'Size');
  if (widths?.length !== 3 || size === undefined) return 'a cross-reference stream lacks /W or /Size';
  const [w0, w1, w2] = widths as [number, number, number];
  const rowBytes = w0 + w1 + w2;
  if (rowBytes === 0) return 'a cross-reference stream has rows of no bytes';
  if (widths.some((w) => w > MAX_FIELD_BYTES)) return 'a cross-reference stream has a field wider than an offset';
  if (size > bytes.length) return 'a cross-reference stream declares more objects than the file has bytes';
  const index = arrayOf(dict, 'Index') ?? [0, size];
  if (index.length % 2 !== 0) return 'a cross-reference stream has an odd /Index';
  let rows = 0;
  for (let i = 0; i < index.length; i += 2) {
    const [first, count] = [index[i] as number, index[i + 1] as number];
    if (first + count > size) return 'a cross-reference stream has an /Index range past its /Size';
    rows += count;
  }
  const keyword = /stream\r?\n/y;
  keyword.lastIndex = text.indexOf('stream', dictStart + dict.length);
  if (!keyword.exec(text)) return 'a cross-reference stream has no data';
  const data = streamData(bytes, text, dict, keyword.lastIndex, rowBytes, budget);
  if (typeof data === 'string') return data;
  // every row the /Index declares must be there: the entries cost no more than the bytes present
  if (rows * rowBytes > data.length) return 'a cross-reference stream is shorter than its /Index';

  const field = (pos: number, width: number) => {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + (data[pos + i] ?? 0);
    return v;
  };
  const entry = (num: number): Where | undefined => {
    // the last range naming the object wins, as a later entry replaces an earlier one
    let found: number | undefined;
    for (let i = 0, row = 0; i < index.length; row += index[i + 1] as number, i += 2) {
      const first = index[i] as number;
      if (num >= first && num < first + (index[i + 1] as number)) found = (row + num - first) * rowBytes;
    }
    if (found === undefined) return undefined;
    const type = w0 === 0 ? 1 : field(found, w0);
    if (type === 1) return { kind: 'offset', offset: field(found + w0, w1) };
    return type === 2 ? { kind: 'stream', stream: field(found + w0, w1) } : undefined;
  };
  return { entry, dict };
}

/** True when an object `<num> <gen> obj` begins at `offset` (whitespace before it allowed). */
const objectAt = (text: string, offset: number, num: number) => new RegExp(`\\s*${num}\\s+\\d+\\s+obj\\b`, 'y').test(text.slice(offset, offset + 64));

/** The reason the bytes are no PDF document, or undefined when they are one. */
export function pdfProblem(bytes: Uint8Array): string | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return 'no PDF header';
  const tail = text.slice(-TAIL_BYTES);
  if (!tail.includes('%%EOF')) return 'no %%EOF at the end';
  const start = /startxref\s+(\d+)\s+%%EOF/.exec(tail.slice(tail.lastIndexOf('startxref')));
  if (!start) return 'no startxref at the end';

  const sections: Section[] = [];
  // sections are told apart by where they begin: offsets differing only by whitespace are one
  const seen = new Set<number>();
  const budget: Budget = { inflate: Math.min(MAX_INFLATED_BYTES, INFLATE_FLOOR + INFLATE_RATIO * bytes.length) };
  const pending = [Number(start[1])];
  while (pending.length > 0) {
    const at = pending.shift() as number;
    if (at >= text.length) return 'a cross-reference offset points past the end';
    const skip = /\s*/y;
    skip.lastIndex = at;
    skip.exec(text);
    const here = skip.lastIndex;
    if (seen.has(here)) continue;
    if (seen.size === MAX_SECTIONS) return 'too many cross-reference sections';
    seen.add(here);
    const section = text.startsWith('xref', here)
      ? tableAt(text, here)
      : /\d+\s+\d+\s+obj/y.test(text.slice(here, here + 32))
        ? streamAt(bytes, text, here, budget)
        : 'startxref leads to no cross-reference';
    if (typeof section === 'string') return section;
    sections.push(section);
    for (const next of [intOf(section.dict, 'XRefStm'), intOf(section.dict, 'Prev')]) if (next !== undefined) pending.push(next);
  }

  const root = sections.map((s) => refOf(s.dict, 'Root')).find((r) => r !== undefined);
  if (root === undefined) return 'no /Root (catalog) in the trailer';
  const where = sections.map((s) => s.entry(root)).find((w) => w !== undefined);
  if (where?.kind === 'stream') {
    const holder = sections.map((s) => s.entry(where.stream)).find((w) => w !== undefined);
    return holder?.kind === 'offset' && objectAt(text, holder.offset, where.stream) ? undefined : 'the catalog is in no object stream';
  }
  let offset = where?.kind === 'offset' && objectAt(text, where.offset, root) ? where.offset : -1;
  if (offset < 0) {
    // readers find an object whose offset is wrong by its header: so does this check
    const found = new RegExp(`(?:^|[\\r\\n\\s])${root}\\s+\\d+\\s+obj\\b`).exec(text);
    offset = found ? found.index : -1;
  }
  if (offset < 0) return 'the catalog object is missing';
  const dict = dictionaryAt(text, text.indexOf('<<', offset));
  return dict && /\/Type\s*\/Catalog\b/.test(dict) ? undefined : 'the /Root object is no catalog';
}
