/**
 * Section 3 of the SKPI, the qualification and its outcomes: A, the programme's CPL by category
 * (an item stays with its first point), and B, the verified portfolios by category as a table
 * (number, activity, date). A category that runs onto the next page repeats its heading there,
 * marked as continued.
 */
import { type Kit, present } from './kit';
import type { Row } from './layout';
import { SECTION_NUMBERS, TEXT, tanggal } from './texts';
import { GEOMETRY, GREY, hairline, TINT } from './theme';
import type { Bilingual, SkpiBidangCpl, SkpiDocumentData } from './types';

/** Space above a category's heading (counted in what its parent heading keeps with it). */
const CATEGORY_GAP = 4;
const ITEM_X = 36;

/** A row and how much of what follows must stay on its page with it. */
interface Flowing {
  row: Row;
  keep: number;
}

const subHeading = ({ s, W, bi }: Kit, letter: string, title: Bilingual): Row => ({
  cells: [
    { x: 0, width: 18, lines: [{ text: `${letter}.`, style: s.sub }] },
    { x: 18, width: W - 18, lines: bi(title, s.sub, s.subEn, W - 18) },
  ],
  padTop: 4,
  padBottom: 4,
});

const categoryRow = ({ s, W, bi }: Kit, num: string, title: Bilingual, continued: boolean): Row => {
  const t: Bilingual = continued ? { id: `${title.id} (lanjutan)`, en: present(title.en) ? `${title.en} (continued)` : null } : title;
  return {
    cells: [
      { x: 6, width: 30, lines: [{ text: num, style: s.cat }] },
      { x: 36, width: W - 42, lines: bi(t, s.cat, s.catEn, W - 42) },
    ],
    padTop: 4,
    padBottom: 4,
    decorate: ({ page, top, bottom }) => page.drawRectangle({ x: GEOMETRY.left, y: bottom, width: W, height: top - bottom, color: TINT }),
  };
};

const letterOf = (i: number) => String.fromCharCode(97 + (i % 26)).repeat(Math.floor(i / 26) + 1);

/** A's categories as rows: an item's number and title, then its lettered points. */
function cplBlocks(kit: Kit, cpl: SkpiBidangCpl[]) {
  const { s, W, bi, h } = kit;
  const ITEM_W = W - ITEM_X;
  const POINT_X = ITEM_X + 16;
  const POINT_W = W - POINT_X;
  const itemRow = (n: number, judul: Bilingual): Row => ({
    cells: [
      { x: 14, width: 22, lines: [{ text: `${n}.`, style: s.body }] },
      { x: ITEM_X, width: ITEM_W, lines: bi(judul, s.body, s.bodyEn, ITEM_W) },
    ],
    padTop: 4,
    padBottom: 2,
  });
  const pointRow = (letter: string, point: Bilingual): Row => ({
    cells: [
      { x: ITEM_X, width: 16, lines: [{ text: `${letter}.`, style: s.body }] },
      { x: POINT_X, width: POINT_W, lines: bi(point, s.body, s.bodyEn, POINT_W) },
    ],
    padTop: 1,
    padBottom: 1,
  });
  return cpl
    .filter((b) => b.items.length > 0)
    .map((b, n) => {
      const num = `A.${n + 1}`;
      const rows: Flowing[] = b.items.flatMap((item, i) => {
        const points = item.points.map((p, j) => pointRow(letterOf(j), p));
        const head = itemRow(i + 1, item.judul);
        return [{ row: head, keep: h(points[0]) }, ...points.map((row) => ({ row, keep: 0 }))];
      });
      const first = rows[0];
      const heading = categoryRow(kit, num, b.nama, false);
      return { num, nama: b.nama, heading, rows, start: CATEGORY_GAP + h(heading) + (first ? h(first.row) + first.keep : 0) };
    });
}

/** The section's heading and A: the programme's CPL, or a note that it has none. */
function placeCpl(kit: Kit, cpl: SkpiBidangCpl[]): void {
  const { flow, s, W, bi, h } = kit;
  const blocks = cplBlocks(kit, cpl);
  const cplHead = subHeading(kit, 'A', TEXT.cpl);
  const cplNone: Row = { cells: [{ x: 18, width: W - 18, lines: bi(TEXT.cplNone, s.body, s.bodyEn, W - 18) }], padBottom: 4 };
  const cplStart = blocks[0]?.start ?? h(cplNone);
  flow.space(16);
  flow.place(kit.sectionHeading(SECTION_NUMBERS.outcomes, TEXT.section3), h(cplHead) + cplStart);
  flow.place(cplHead, cplStart);
  if (!blocks.length) flow.place(cplNone);
  for (const block of blocks) {
    flow.space(CATEGORY_GAP);
    flow.place(block.heading, block.start - CATEGORY_GAP - h(block.heading));
    flow.continued(
      () => [categoryRow(kit, block.num, block.nama, true)],
      () => {
        for (const r of block.rows) flow.place(r.row, r.keep);
      },
    );
  }
}

/** B's table: its head and a row per portfolio. */
function portfolioTable({ s, W, bi }: Kit) {
  const DATE_W = 92;
  const TITLE_X = ITEM_X;
  const TITLE_W = W - TITLE_X - DATE_W - 8;
  const tableHead = (): Row => ({
    cells: [
      { x: 6, width: 30, lines: [{ text: 'No.', style: s.th }] },
      { x: TITLE_X, width: TITLE_W, lines: bi(TEXT.kegiatan, s.th, s.thEn, TITLE_W) },
      { x: W - DATE_W, width: DATE_W, lines: bi(TEXT.tanggal, s.th, s.thEn, DATE_W, { align: 'right' }) },
    ],
    padTop: 3,
    padBottom: 3,
    decorate: ({ page, bottom }) => hairline(page, bottom, W, 0.6, GREY),
  });
  const portfolioRow = (n: number, p: SkpiDocumentData['portofolio'][number]['portofolio'][number]): Row => {
    const d = tanggal(p.tanggal_terbit);
    return {
      cells: [
        { x: 6, width: 30, lines: [{ text: `${n}.`, style: s.body }] },
        { x: TITLE_X, width: TITLE_W, lines: bi({ id: p.judul, en: p.judul_inggris }, s.body, s.bodyEn, TITLE_W) },
        { x: W - DATE_W, width: DATE_W, lines: bi(d, s.body, s.bodyEn, DATE_W, { align: 'right' }) },
      ],
      padTop: 3,
      padBottom: 3,
      decorate: ({ page, bottom }) => hairline(page, bottom, W),
    };
  };
  return { tableHead, portfolioRow };
}

/** B: the verified portfolios by category, or a note that there are none. */
function placePortfolios(kit: Kit, portofolio: SkpiDocumentData['portofolio']): void {
  const { flow, s, W, bi, h } = kit;
  const { tableHead, portfolioRow } = portfolioTable(kit);
  const kategori = portofolio
    .filter((k) => k.portofolio.length > 0)
    .map((k, n) => {
      const num = `B.${n + 1}`;
      const rows = k.portofolio.map((p, i) => portfolioRow(i + 1, p));
      const heading = categoryRow(kit, num, k.nama, false);
      return { num, nama: k.nama, heading, rows, start: CATEGORY_GAP + h(heading) + h(tableHead()) + h(rows[0]) };
    });
  const bHead = subHeading(kit, 'B', TEXT.aktivitas);
  const bNote: Row = {
    cells: [{ x: 18, width: W - 18, lines: bi(kategori.length ? TEXT.aktivitasNote : TEXT.aktivitasNone, s.small, s.smallEn, W - 18) }],
    padBottom: 4,
  };
  const bStart = kategori[0]?.start ?? 0;
  flow.space(10);
  flow.place(bHead, h(bNote) + bStart);
  flow.place(bNote, bStart);
  for (const block of kategori) {
    flow.space(CATEGORY_GAP);
    flow.place(block.heading, block.start - CATEGORY_GAP - h(block.heading));
    flow.place(tableHead(), h(block.rows[0]));
    flow.continued(
      () => [categoryRow(kit, block.num, block.nama, true), tableHead()],
      () => {
        for (const r of block.rows) flow.place(r);
      },
    );
  }
}

/** Section 3. */
export function placeOutcomes(kit: Kit, data: SkpiDocumentData): void {
  placeCpl(kit, data.cpl);
  placePortfolios(kit, data.portofolio);
}
