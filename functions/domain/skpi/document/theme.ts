/**
 * The SKPI's page and look: the A4 geometry, the palette, the text styles every part of the
 * document draws with, and the thin rule under a table row.
 */
import { type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { PageGeometry, Style } from './layout';

export const A4 = { width: 595.28, height: 841.89 };
export const GEOMETRY: PageGeometry = {
  ...A4,
  left: 56,
  right: 56,
  firstTop: A4.height - 44,
  laterTop: A4.height - 70,
  bottom: 66,
};
export const NAVY = rgb(0.059, 0.298, 0.506);
export const INK = rgb(0.1, 0.1, 0.12);
export const GREY = rgb(0.33, 0.35, 0.38);
export const RULE = rgb(0.78, 0.8, 0.83);
export const TINT = rgb(0.93, 0.953, 0.973);
export const BAR = rgb(0.82, 0.87, 0.92);
export const WHITE = rgb(1, 1, 1);
export const WATERMARK = rgb(0.78, 0.1, 0.1);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  oblique: PDFFont;
}

export const style = (font: PDFFont, size: number, color: RGB, leading = size * 1.32): Style => ({ font, size, color, leading });

export function styles(f: Fonts) {
  return {
    body: style(f.regular, 9, INK),
    bodyEn: style(f.oblique, 8.2, GREY),
    small: style(f.regular, 7.6, GREY),
    smallEn: style(f.oblique, 7.2, GREY),
    smallBold: style(f.bold, 7.6, INK),
    label: style(f.bold, 8.3, INK, 10.8),
    labelEn: style(f.oblique, 7.5, GREY, 9.8),
    value: style(f.regular, 9, INK, 11.8),
    valueEn: style(f.oblique, 8.2, GREY, 10.8),
    strong: style(f.bold, 9, INK, 11.8),
    heading: style(f.bold, 10.2, NAVY, 13),
    headingEn: style(f.oblique, 8.6, NAVY, 11.4),
    sub: style(f.bold, 9.4, INK, 12.4),
    subEn: style(f.oblique, 8.4, GREY, 11),
    cat: style(f.bold, 8.8, NAVY, 11.6),
    catEn: style(f.oblique, 7.9, NAVY, 10.4),
    th: style(f.bold, 7.4, GREY, 9.6),
    thEn: style(f.oblique, 7, GREY, 9.2),
  };
}
export type Styles = ReturnType<typeof styles>;

export function hairline(page: PDFPage, y: number, width: number, thickness = 0.4, color: RGB = RULE): void {
  page.drawLine({ start: { x: GEOMETRY.left, y }, end: { x: GEOMETRY.left + width, y }, thickness, color });
}
