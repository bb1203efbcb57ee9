/**
 * The verification QR code, drawn as vector squares (sharp at any print size): the `qrcode`
 * package's module matrix, each row's runs of dark modules merged into one rectangle, all filled
 * as one path (no hairline seams between modules in any viewer).
 */
import { fill, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor } from 'pdf-lib';
import QRCode from 'qrcode';

/** Error correction M (15 %): survives a crease or a stamp's edge, and keeps the code small. */
export const QR_ERROR_CORRECTION = 'M';
/** The quiet zone the standard asks for around the code, in modules. */
export const QR_QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as runs `{ row, col, length }`, and its size in modules. */
export function qrRuns(text: string): { size: number; runs: Array<{ row: number; col: number; length: number }> } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const runs: Array<{ row: number; col: number; length: number }> = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return { size: modules.size, runs };
}

/**
 * Draws the code with its lower left corner at (x, y), `side` points wide including the quiet
 * zone (left white: the page is white).
 */
export function drawQr(page: PDFPage, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const m = side / (size + 2 * QR_QUIET_ZONE);
  const left = x + QR_QUIET_ZONE * m;
  const top = y + side - QR_QUIET_ZONE * m;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...runs.map((r) => rectangle(round(left + r.col * m), round(top - (r.row + 1) * m), round(r.length * m), round(m))),
    fill(),
    popGraphicsState(),
  );
}
