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
 * this check needs node:zlib only. Its work is bounded: one pass over at most the upload limit
 * (2 MB), at most MAX_SECTIONS sections, each stream inflated to at most MAX_INFLATED_BYTES.
 */
import { inflateSync } from 'node:zlib';

/** Cross-reference sections followed through `/Prev` (an incremental update adds one). */
const MAX_SECTIONS = 32;
/** A cross-reference stream inflated past this is no cross-reference of a 2 MB file. */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;
/** The end of the file searched for `startxref` and `%%EOF`. */
const TAIL_BYTES = 2048;

type Where = { kind: 'offset'; offset: number } | { kind: 'stream'; stream: number };

interface Section {
  entries: Map<number, Where>;
  dict: string;
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
  return dict ? { entries, dict } : 'the trailer is malformed';
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

/** A cross-reference stream object at `at` (`<n> <g> obj << /Type /XRef ... >> stream`). */
function streamAt(bytes: Uint8Array, text: string, at: number): Section | string {
  const dictStart = text.indexOf('<<', at);
  const dict = dictStart >= 0 && dictStart - at < 64 ? dictionaryAt(text, dictStart) : undefined;
  if (!dict || !/\/Type\s*\/XRef\b/.test(dict)) return 'startxref leads to no cross-reference';
  const widths = arrayOf(dict, 'W');
  const size = intOf(dict, 'Size');
  if (widths?.length !== 3 || size === undefined) return 'a cross-reference stream lacks /W or /Size';
  const keyword = /stream\r?\n/y;
  keyword.lastIndex = text.indexOf('stream', dictStart + dict.length);
  if (!keyword.exec(text)) return 'a cross-reference stream has no data';
  const length = intOf(dict, 'Length');
  const end = length !== undefined ? keyword.lastIndex + length : text.indexOf('endstream', keyword.lastIndex);
  if (end < keyword.lastIndex || end > bytes.length) return 'a cross-reference stream runs past the end';
  let data: Buffer = Buffer.from(bytes.subarray(keyword.lastIndex, end));
  if (/\/Filter\s*\/FlateDecode/.test(dict)) {
    try {
      data = inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES });
    } catch {
      return 'a cross-reference stream does not inflate';
    }
  } else if (/\/Filter/.test(dict)) return 'a cross-reference stream has an unknown filter';
  const [w0, w1, w2] = widths as [number, number, number];
  const predictor = intOf(dict, 'Predictor') ?? 1;
  if (predictor >= 10) {
    const plain = unpredict(data, intOf(dict, 'Columns') ?? w0 + w1 + w2);
    if (typeof plain === 'string') return plain;
    data = plain;
  } else if (predictor !== 1) return 'a cross-reference stream uses an unknown predictor';
  const index = arrayOf(dict, 'Index') ?? [0, size];
  const field = (pos: number, width: number) => {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + (data[pos + i] ?? 0);
    return v;
  };
  const entries = new Map<number, Where>();
  const rowBytes = w0 + w1 + w2;
  let pos = 0;
  for (let i = 0; i + 1 < index.length; i += 2) {
    for (let n = 0; n < (index[i + 1] ?? 0); n++, pos += rowBytes) {
      if (pos + rowBytes > data.length) return 'a cross-reference stream is shorter than its /Index';
      const type = w0 === 0 ? 1 : field(pos, w0);
      const num = (index[i] ?? 0) + n;
      if (type === 1) entries.set(num, { kind: 'offset', offset: field(pos + w0, w1) });
      else if (type === 2) entries.set(num, { kind: 'stream', stream: field(pos + w0, w1) });
    }
  }
  return { entries, dict };
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
  const seen = new Set<number>();
  const pending = [Number(start[1])];
  while (pending.length > 0) {
    const at = pending.shift() as number;
    if (seen.has(at)) continue;
    if (seen.size === MAX_SECTIONS) return 'too many cross-reference sections';
    seen.add(at);
    if (at >= text.length) return 'a cross-reference offset points past the end';
    const skip = /\s*/y;
    skip.lastIndex = at;
    skip.exec(text);
    const here = skip.lastIndex;
    const section = text.startsWith('xref', here)
      ? tableAt(text, here)
      : /\d+\s+\d+\s+obj/y.test(text.slice(here, here + 32))
        ? streamAt(bytes, text, here)
        : 'startxref leads to no cross-reference';
    if (typeof section === 'string') return section;
    sections.push(section);
    for (const next of [intOf(section.dict, 'XRefStm'), intOf(section.dict, 'Prev')]) if (next !== undefined) pending.push(next);
  }

  const root = sections.map((s) => refOf(s.dict, 'Root')).find((r) => r !== undefined);
  if (root === undefined) return 'no /Root (catalog) in the trailer';
  const where = sections.map((s) => s.entries.get(root)).find((w) => w !== undefined);
  if (where?.kind === 'stream') {
    const holder = sections.map((s) => s.entries.get(where.stream)).find((w) => w !== undefined);
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
