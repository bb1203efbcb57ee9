/**
 * A small flow layout for the SKPI over pdf-lib: text is wrapped into lines, lines into cells
 * (columns of one row), rows are placed down the page and onto the next. A line is never cut at
 * the page bottom; a row that does not fit moves to the next page whole ('keep') unless it is
 * taller than a third of a page, or is split between lines ('flow', at least two lines on each
 * side); a heading asks for room for itself and the start of what follows (`keepWithNext`), so it
 * is never the last thing on a page; a long list repeats its heading, marked as continued, on
 * every page it runs onto.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';

export interface Style {
  font: PDFFont;
  size: number;
  color: RGB;
  /** Height of one line. */
  leading: number;
}

export interface Line {
  text: string;
  style: Style;
  /** Indent within the cell. */
  dx?: number;
  align?: 'left' | 'center' | 'right';
  /** A spacer of this height instead of text. */
  gap?: number;
  /** Pieces in other styles drawn one after the other on this line (`text` is ignored; `style` sets the line box). */
  runs?: Array<{ text: string; style: Style }>;
}

export interface Cell {
  /** From the left margin. */
  x: number;
  width: number;
  lines: Line[];
}

/** Where a row (or the part of it on one page) was placed: page coordinates. */
export interface Placed {
  page: PDFPage;
  top: number;
  bottom: number;
  /** True for a part after the first (the row continues from the previous page). */
  continued: boolean;
}

export interface Row {
  cells: Cell[];
  padTop?: number;
  padBottom?: number;
  /** 'keep' (default): moved whole to the next page when it does not fit; 'flow': split between lines. */
  mode?: 'keep' | 'flow';
  /** Drawn under the text of each placed part (backgrounds, rules). */
  decorate?: (at: Placed) => void;
}

export interface PageGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  /** Top of the content on the first page and on the pages after it (which carry a running header). */
  firstTop: number;
  laterTop: number;
  /** Lowest point content may reach (the footer is below). */
  bottom: number;
}

const lineHeight = (l: Line) => l.gap ?? l.style.leading;
const cellHeight = (c: Cell) => c.lines.reduce((h, l) => h + lineHeight(l), 0);

/**
 * Width measurement: the sum of each character's advance, kept per font (text is drawn without
 * kerning or ligatures, so a string is exactly as wide as its characters).
 */
class Measure {
  private readonly cache = new Map<PDFFont, Map<string, number>>();

  width(text: string, font: PDFFont, size: number): number {
    let advances = this.cache.get(font);
    if (!advances) {
      advances = new Map();
      this.cache.set(font, advances);
    }
    let w = 0;
    for (const ch of text) {
      let a = advances.get(ch);
      if (a === undefined) {
        a = font.widthOfTextAtSize(ch, 1000);
        advances.set(ch, a);
      }
      w += a;
    }
    return (w * size) / 1000;
  }
}

export class Flow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  /** The cursor where this page's own content starts (below any repeated heading). */
  private pageStart = 0;
  private readonly measure = new Measure();
  /** Rows repeated at the top of every new page while a list runs (innermost last). */
  private readonly continuations: Array<() => Row[]> = [];

  constructor(
    private readonly addPage: () => PDFPage,
    readonly geometry: PageGeometry,
  ) {
    this.newPage();
  }

  get contentWidth(): number {
    return this.geometry.width - this.geometry.left - this.geometry.right;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  /** The cursor, from the page bottom. */
  get cursor(): number {
    return this.y;
  }

  private get room(): number {
    return this.y - this.geometry.bottom;
  }

  private get pageTop(): number {
    return this.pages.length === 1 ? this.geometry.firstTop : this.geometry.laterTop;
  }

  private get atTop(): boolean {
    return this.y >= this.pageStart;
  }

  /** Capacity of a page after the first, less what continuation headings take. */
  private get freshCapacity(): number {
    const repeated = this.continuations.flatMap((c) => c()).reduce((h, r) => h + this.height(r), 0);
    return this.geometry.laterTop - this.geometry.bottom - repeated;
  }

  newPage(): void {
    this.page = this.addPage();
    this.pages.push(this.page);
    this.y = this.pageTop;
    for (const rows of this.continuations.map((c) => c())) for (const r of rows) this.draw(r, false);
    this.pageStart = this.y;
  }

  textWidth(text: string, style: Style): number {
    return this.measure.width(text, style.font, style.size);
  }

  /** Lines of `text` at most `width` wide: words wrapped, a word longer than a line broken, `\n` kept. */
  wrap(text: string, style: Style, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of text.replace(/\t/g, ' ').split(/\r?\n/)) {
      const words = paragraph.split(/ +/).filter(Boolean);
      const space = this.textWidth(' ', style);
      let line = '';
      let lineW = 0;
      for (const word of words) {
        const w = this.textWidth(word, style);
        if (line && lineW + space + w <= width) {
          line = `${line} ${word}`;
          lineW += space + w;
          continue;
        }
        if (!line && w <= width) {
          line = word;
          lineW = w;
          continue;
        }
        if (line) out.push(line);
        let rest = word;
        while (this.textWidth(rest, style) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.textWidth(rest.slice(0, cut), style) > width) cut--;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
        lineW = this.textWidth(rest, style);
      }
      out.push(line);
    }
    return out;
  }

  /** A paragraph as lines of a cell. */
  lines(text: string, style: Style, width: number, extra: Omit<Line, 'text' | 'style'> = {}): Line[] {
    return this.wrap(text, style, width - (extra.dx ?? 0)).map((t) => ({ ...extra, text: t, style }));
  }

  height(row: Row): number {
    return (row.padTop ?? 0) + Math.max(0, ...row.cells.map(cellHeight)) + (row.padBottom ?? 0);
  }

  /** Vertical space; none at the top of a page, and a new page when it does not fit. */
  space(h: number): void {
    if (this.atTop) return;
    if (h >= this.room) this.newPage();
    else this.y -= h;
  }

  /** Starts a new page unless `h` fits on this one. */
  ensure(h: number): void {
    if (h > this.room && !this.atTop) this.newPage();
  }

  /** Runs `body` with `rows()` repeated at the top of every page it runs onto. */
  continued<T>(rows: () => Row[], body: () => T): T {
    this.continuations.push(rows);
    try {
      return body();
    } finally {
      this.continuations.pop();
    }
  }

  /**
   * Places a row; `keepWithNext` is the height of what must follow it on the same page (a
   * heading's first row).
   */
  place(row: Row, keepWithNext = 0): void {
    const h = this.height(row);
    if (h + keepWithNext <= this.room) {
      this.draw(row, false);
      return;
    }
    // a 'keep' row taller than a third of a page splits rather than leave that much blank
    const keep = (row.mode ?? 'keep') === 'keep' && h <= this.freshCapacity / 3;
    if (!this.atTop && (keepWithNext > 0 || keep || !this.canSplitHere(row))) {
      this.newPage();
      this.place(row);
      return;
    }
    if (h <= this.room) {
      this.draw(row, false);
      return;
    }
    // split between lines: the part that fits here, the rest on the next page
    let rest: Row | null = row;
    let continued = false;
    while (rest) {
      const [part, remainder]: [Row, Row | null] = this.split(rest, this.room);
      this.draw(part, continued);
      continued = true;
      rest = remainder;
      if (rest) this.newPage();
    }
  }

  /** True when at least two lines of every cell that has more than three fit in the room left. */
  private canSplitHere(row: Row): boolean {
    const avail = this.room - (row.padTop ?? 0);
    return row.cells.every((c) => {
      const n = c.lines.length;
      if (n <= 3) return cellHeight(c) <= avail;
      let h = 0;
      let fit = 0;
      for (const l of c.lines) {
        if (h + lineHeight(l) > avail) break;
        h += lineHeight(l);
        fit++;
      }
      return fit >= 2;
    });
  }

  /** The lines of each cell that fit in `room`, and the rest (two lines at least are carried over). */
  private split(row: Row, room: number): [Row, Row | null] {
    const avail = room - (row.padTop ?? 0);
    let any = false;
    const heads: Cell[] = [];
    const tails: Cell[] = [];
    for (const c of row.cells) {
      let h = 0;
      let fit = 0;
      for (const l of c.lines) {
        if (h + lineHeight(l) > avail) break;
        h += lineHeight(l);
        fit++;
      }
      if (fit < c.lines.length && c.lines.length - fit < 2 && fit > 2) fit = c.lines.length - 2;
      const tail = c.lines.slice(fit);
      while (tail[0]?.gap !== undefined) tail.shift();
      heads.push({ ...c, lines: c.lines.slice(0, fit) });
      tails.push({ ...c, lines: tail });
      if (tail.length) any = true;
    }
    const head: Row = { ...row, cells: heads, padBottom: any ? 0 : row.padBottom };
    return [head, any ? { ...row, cells: tails, padTop: 0 } : null];
  }

  private draw(row: Row, continued: boolean): void {
    const top = this.y;
    const bottom = top - this.height(row);
    row.decorate?.({ page: this.page, top, bottom, continued });
    for (const c of row.cells) {
      let lineTop = top - (row.padTop ?? 0);
      for (const l of c.lines) {
        const h = lineHeight(l);
        if (l.gap === undefined) this.drawLine(l, this.geometry.left + c.x, c.width, lineTop);
        lineTop -= h;
      }
    }
    this.y = bottom;
  }

  /** Draws one line in a box from `left`, `width` wide, its line box starting at `lineTop`. */
  drawLine(l: Line, left: number, width: number, lineTop: number, page: PDFPage = this.page): void {
    const runs = l.runs ?? [{ text: l.text, style: l.style }];
    if (!runs.some((r) => r.text)) return;
    const x0 = left + (l.dx ?? 0);
    const free = width - (l.dx ?? 0);
    const w = l.align && l.align !== 'left' ? runs.reduce((sum, r) => sum + this.textWidth(r.text, r.style), 0) : 0;
    let x = l.align === 'center' ? x0 + (free - w) / 2 : l.align === 'right' ? x0 + free - w : x0;
    const y = baseline(lineTop, l.style);
    for (const r of runs) {
      if (r.text) page.drawText(r.text, { x, y, font: r.style.font, size: r.style.size, color: r.style.color });
      x += this.textWidth(r.text, r.style);
    }
  }
}

/** The baseline that centres a line's x-height in its line box. */
export const baseline = (lineTop: number, style: Pick<Style, 'leading' | 'size'>) => lineTop - style.leading / 2 - style.size * 0.36;
