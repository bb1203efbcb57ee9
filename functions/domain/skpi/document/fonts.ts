/**
 * The SKPI's typeface: DejaVu Sans regular, bold and oblique (package `dejavu-fonts-ttf`), a
 * Unicode font that prints any Latin name (Pérez, Nur'aini, Đặng) and beyond. The bytes are read
 * once per process, from the bundle's data directory on Lambda (AREA_DATA_DIR: the printing area's
 * profile copies the three files there) or from node_modules elsewhere; each font is parsed once
 * too, and every document embeds a subset of it (only the glyphs it uses).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { env } from '@functions/lib/env';
import fontkit from '@pdf-lib/fontkit';

import { SKPI_FONT_FILES } from '@shared/domain/skpi-fonts';

export type FontRole = keyof typeof SKPI_FONT_FILES;

function fontDir(): string {
  const configured = env.areaDataDir;
  if (configured) return configured;
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

let bytes: Record<FontRole, Uint8Array> | undefined;

/** The font files' bytes, read on first use. */
export function skpiFontBytes(): Record<FontRole, Uint8Array> {
  if (!bytes) {
    const dir = fontDir();
    const read = (role: FontRole) => new Uint8Array(readFileSync(join(dir, SKPI_FONT_FILES[role].split('/').pop() ?? '')));
    bytes = { regular: read('regular'), bold: read('bold'), oblique: read('oblique') };
  }
  return bytes;
}

type Fontkit = Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

const parsed = new Map<Uint8Array, ParsedFont>();

/**
 * fontkit for pdf-lib's `registerFontkit`, keeping each parsed font (pdf-lib would parse the file
 * on every embed; each document still makes its own subset of the shared font), and mapping text
 * to glyphs character by character instead of running the OpenType shaper on every string
 * (`layout`): NFC Latin text needs no shaping, pdf-lib draws no kerning anyway, and the shaper
 * made a three-page SKPI cost about 300 ms. No ligatures either, so a reader's text search and
 * copy find 'fi' as two letters.
 */
export const cachingFontkit: Fontkit = {
  create(data, postscriptName) {
    if (!(data instanceof Uint8Array) || postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsed.get(data);
    if (!font) {
      const f = fontkit.create(data);
      type Glyph = ReturnType<typeof f.glyphForCodePoint>;
      const glyphs = new Map<number, Glyph>();
      const glyphOf = (ch: string) => {
        const cp = ch.codePointAt(0) ?? 0;
        let g = glyphs.get(cp);
        if (!g) {
          g = f.glyphForCodePoint(cp);
          glyphs.set(cp, g);
        }
        return g;
      };
      f.layout = ((text: string) => ({ glyphs: Array.from(text, glyphOf) })) as unknown as typeof f.layout;
      font = f;
      parsed.set(data, font);
    }
    return font;
  },
};

/** Reads and parses the three fonts now (a long-lived process that prints: ../index.ts `loadPrinting`). */
export function parseSkpiFonts(): void {
  for (const data of Object.values(skpiFontBytes())) cachingFontkit.create(data);
}
