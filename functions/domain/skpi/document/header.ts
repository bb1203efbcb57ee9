/**
 * The top of the SKPI's first page: the university's logo (or a drawn emblem) and name, the title
 * and number, and the preamble.
 */
import { type PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import type { Kit } from './kit';
import type { Line } from './layout';
import { TEXT } from './texts';
import { type Fonts, GEOMETRY, GREY, INK, NAVY, style, TINT, WHITE } from './theme';
import { logoFormat, type SkpiUniversitas } from './types';

/** The university's initials for the drawn emblem: 'Universitas Harapan Nusantara' → 'UHN'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  return (words.length ? words : name.split(/\s+/))
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 4)
    .toUpperCase();
}

/** The logo embedded (PNG or JPEG), or null for none or bytes pdf-lib cannot read: the header then draws the emblem, never failing the print. */
export async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null | undefined): Promise<PDFImage | null> {
  const format = logoFormat(bytes);
  if (!bytes || !format) return null;
  try {
    return format === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** The header, the title with the number (none on a preview) and the preamble. */
export function placeHeader(kit: Kit, univ: SkpiUniversitas, logo: PDFImage | null, nomor: string | null): void {
  placeLetterhead(kit, univ, logo);
  kit.flow.space(14);
  placeTitle(kit, nomor);
  kit.flow.space(10);
  placePreamble(kit);
}

function placeLetterhead({ flow, fonts, W, gap }: Kit, univ: SkpiUniversitas, logo: PDFImage | null): void {
  const { regular, bold, oblique } = fonts;
  const logoSide = 58;
  const headW = W - 2 * (logoSide + 10);
  flow.place({
    cells: [
      {
        x: logoSide + 10,
        width: headW,
        lines: [
          ...flow.lines(univ.nama_universitas.toUpperCase(), style(bold, 14.5, NAVY, 18), headW, { align: 'center' }),
          ...flow.lines(univ.nama_universitas_inggris, style(oblique, 10, NAVY, 13), headW, { align: 'center' }),
          gap(2),
          ...flow.lines(univ.alamat_universitas, style(regular, 7.4, GREY, 9.4), headW, { align: 'center' }),
        ],
      },
    ],
    padTop: 4,
    padBottom: 8,
    decorate: ({ page, top, bottom }) => {
      const ly = (top + bottom) / 2 - logoSide / 2;
      if (logo) {
        const scale = Math.min(logoSide / logo.width, logoSide / logo.height);
        const w = logo.width * scale;
        const h = logo.height * scale;
        page.drawImage(logo, { x: GEOMETRY.left + (logoSide - w) / 2, y: ly + (logoSide - h) / 2, width: w, height: h });
      } else drawEmblem(page, fonts, GEOMETRY.left, ly, logoSide, initials(univ.nama_universitas));
      page.drawLine({ start: { x: GEOMETRY.left, y: bottom + 3 }, end: { x: GEOMETRY.left + W, y: bottom + 3 }, thickness: 1.8, color: NAVY });
      page.drawLine({ start: { x: GEOMETRY.left, y: bottom }, end: { x: GEOMETRY.left + W, y: bottom }, thickness: 0.5, color: NAVY });
    },
  });
}

function placeTitle({ flow, fonts, W, gap }: Kit, nomor: string | null): void {
  const { regular, bold, oblique } = fonts;
  const titleLines: Line[] = [
    ...flow.lines(TEXT.title.id, style(bold, 15, INK, 19), W, { align: 'center' }),
    ...flow.lines(TEXT.title.en ?? '', style(oblique, 11, GREY, 14), W, { align: 'center' }),
  ];
  if (nomor)
    titleLines.push(gap(5), {
      text: '',
      style: style(bold, 10, INK, 13),
      align: 'center',
      runs: [
        { text: `${TEXT.number.id} / `, style: style(regular, 9.5, INK) },
        { text: TEXT.number.en ?? '', style: style(oblique, 9.5, GREY) },
        { text: `: ${nomor}`, style: style(bold, 10, INK) },
      ],
    });
  flow.place({ cells: [{ x: 0, width: W, lines: titleLines }] });
}

function placePreamble({ flow, s, W, gap }: Kit): void {
  const preambleW = W - 24;
  flow.place({
    cells: [
      {
        x: 12,
        width: preambleW,
        lines: [...flow.lines(TEXT.preamble.id, s.body, preambleW), gap(3), ...flow.lines(TEXT.preamble.en ?? '', s.bodyEn, preambleW)],
      },
    ],
    padTop: 8,
    padBottom: 8,
    decorate: ({ page, top, bottom }) => {
      page.drawRectangle({ x: GEOMETRY.left, y: bottom, width: W, height: top - bottom, color: TINT });
      page.drawRectangle({ x: GEOMETRY.left, y: bottom, width: 2.5, height: top - bottom, color: NAVY });
    },
  });
}

/** The emblem drawn when the data carries no logo: a navy seal with the university's initials. */
function drawEmblem(page: PDFPage, fonts: Fonts, x: number, y: number, side: number, text: string): void {
  const r = side / 2;
  const cx = x + r;
  const cy = y + r;
  page.drawCircle({ x: cx, y: cy, size: r, color: NAVY });
  page.drawCircle({ x: cx, y: cy, size: r - 3.2, borderColor: WHITE, borderWidth: 0.8 });
  page.drawCircle({ x: cx, y: cy, size: r - 5.6, borderColor: rgb(0.96, 0.72, 0.25), borderWidth: 0.5 });
  let size = 17;
  while (size > 7 && fonts.bold.widthOfTextAtSize(text, size) > side - 18) size -= 0.5;
  const w = fonts.bold.widthOfTextAtSize(text, size);
  page.drawText(text, { x: cx - w / 2, y: cy - size * 0.36, font: fonts.bold, size, color: WHITE });
}
