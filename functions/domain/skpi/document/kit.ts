/**
 * What every section of the SKPI is built with: the flow, the fonts and styles, the content width,
 * bilingual lines (the English beneath, when there is one) and the numbered section heading.
 */

import type { Flow, Line, Row, Style } from './layout';
import { DASH } from './texts';
import { type Fonts, GEOMETRY, NAVY, styles, WHITE } from './theme';
import type { Bilingual } from './types';

export const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
export const orDash = (s: string | null | undefined) => (present(s) ? s : DASH);

export function makeKit(flow: Flow, fonts: Fonts) {
  const s = styles(fonts);
  const W = flow.contentWidth;

  const bi = (b: Bilingual, id: Style, en: Style, width: number, extra: Omit<Line, 'text' | 'style'> = {}): Line[] => [
    ...flow.lines(b.id, id, width, extra),
    ...(present(b.en) ? flow.lines(b.en, en, width, extra) : []),
  ];
  const gap = (h: number): Line => ({ text: '', style: s.body, gap: h });
  /** A row's height, none for no row. */
  const h = (r: Row | undefined) => (r ? flow.height(r) : 0);

  const sectionHeading = (num: string, title: Bilingual): Row => ({
    cells: [
      {
        x: 28,
        width: W - 28,
        lines: [...flow.lines(title.id, s.heading, W - 28), ...(present(title.en) ? flow.lines(title.en, s.headingEn, W - 28) : [])],
      },
    ],
    padTop: 2,
    padBottom: 6,
    decorate: ({ page, top, bottom }) => {
      const box = 19;
      const y = top - 2 - box + 1;
      page.drawRectangle({ x: GEOMETRY.left, y, width: box, height: box, color: NAVY });
      const w = fonts.bold.widthOfTextAtSize(num, 10.5);
      page.drawText(num, { x: GEOMETRY.left + (box - w) / 2, y: y + 5.8, font: fonts.bold, size: 10.5, color: WHITE });
      page.drawLine({ start: { x: GEOMETRY.left, y: bottom + 2 }, end: { x: GEOMETRY.left + W, y: bottom + 2 }, thickness: 0.9, color: NAVY });
    },
  });

  /** A numbered section: its heading, placed with room for its first row on the same page, then its rows. */
  const placeSection = (num: string, title: Bilingual, rows: Row[]) => {
    flow.space(16);
    flow.place(sectionHeading(num, title), rows[0] ? flow.height(rows[0]) : 0);
    for (const r of rows) flow.place(r);
  };

  return { flow, fonts, s, W, bi, gap, h, sectionHeading, placeSection };
}

export type Kit = ReturnType<typeof makeKit>;
