/**
 * What every page of the SKPI carries: a running header on the pages after the first, the footer
 * with the number and 'Halaman x dari y / Page x of y', and on a preview the 'PRATINJAU' watermark (on a
 * draft 'DRAF').
 */
import { degrees, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Kit } from './kit';
import type { Flow, Style } from './layout';
import { TEXT } from './texts';
import { A4, GEOMETRY, hairline, NAVY, WATERMARK } from './theme';
import type { SkpiDocumentData } from './types';

/** Draws the running header, footer and watermark on every page, once the content is placed. */
export function drawPageFurniture(kit: Kit, data: SkpiDocumentData, nomor: string | null, mark: string | null): void {
  const count = kit.flow.pages.length;
  kit.flow.pages.forEach((page, i) => {
    if (i > 0) runningHeader(kit, page, data);
    footer(kit, page, nomor, i + 1, count);
    if (mark) watermark(page, kit.fonts.bold, mark);
  });
}

function runningHeader({ flow, s, fonts, W }: Kit, page: PDFPage, data: SkpiDocumentData): void {
  const top = A4.height - 36;
  const left = GEOMETRY.left;
  const runs = [
    { text: `${data.universitas.nama_universitas} · SKPI / `, style: { ...s.small, font: fonts.bold, color: NAVY } },
    { text: TEXT.title.en ?? '', style: { ...s.smallEn, color: NAVY } },
  ];
  flow.drawLine({ text: '', style: s.small, runs }, left, W, top, page);
  // the holder on the right, shortened with an ellipsis rather than run into the left part
  const room = W - runs.reduce((w, r) => w + flow.textWidth(r.text, r.style), 0) - 16;
  flow.drawLine(
    { text: ellipsis(flow, `${data.mahasiswa.nama} · NIM ${data.mahasiswa.nim}`, s.small, room), style: s.small, align: 'right' },
    left,
    W,
    top,
    page,
  );
  hairline(page, top - s.small.leading - 3, W, 0.6, NAVY);
}

/** `text` cut at a word to fit `width`, with an ellipsis (the running header's holder; section 1 has the whole name). */
function ellipsis(flow: Flow, text: string, style: Style, width: number): string {
  if (flow.textWidth(text, style) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && flow.textWidth(`${chars.join('').trimEnd()}…`, style) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

function footer({ flow, s, W }: Kit, page: PDFPage, nomor: string | null, n: number, count: number): void {
  const y = 34;
  const left = GEOMETRY.left;
  hairline(page, y + 14, W, 0.6, NAVY);
  const pageText = TEXT.page(n, count);
  flow.drawLine(
    {
      text: '',
      style: s.small,
      runs: nomor
        ? [
            { text: `${TEXT.number.id} SKPI / `, style: s.small },
            { text: `${TEXT.number.en} `, style: s.smallEn },
            { text: nomor, style: s.smallBold },
          ]
        : [
            { text: `${TEXT.previewFooter.id} / `, style: s.small },
            { text: TEXT.previewFooter.en ?? '', style: s.smallEn },
          ],
    },
    left,
    W * 0.6,
    y + 10,
    page,
  );
  flow.drawLine(
    {
      text: '',
      style: s.small,
      align: 'right',
      runs: [
        { text: `${pageText.id} / `, style: s.small },
        { text: pageText.en ?? '', style: s.smallEn },
      ],
    },
    left + W * 0.5,
    W * 0.5,
    y + 10,
    page,
  );
}

/** 'PRATINJAU' (a preview) or 'DRAF' (a draft) across the page, from corner to corner, translucent over the content. */
function watermark(page: PDFPage, bold: PDFFont, text: string): void {
  const size = text === TEXT.watermark ? 118 : 160;
  const angle = Math.atan2(A4.height, A4.width);
  const w = bold.widthOfTextAtSize(text, size);
  const h = size * 0.73;
  const cx = A4.width / 2;
  const cy = A4.height / 2;
  const x = cx - (w / 2) * Math.cos(angle) + (h / 2) * Math.sin(angle);
  const y = cy - (w / 2) * Math.sin(angle) - (h / 2) * Math.cos(angle);
  page.drawText(text, { x, y, font: bold, size, color: WATERMARK, opacity: 0.13, rotate: degrees((angle * 180) / Math.PI) });
}
