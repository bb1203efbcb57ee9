/**
 * The SKPI's three font files (DejaVu Sans regular, bold, oblique), as the printing Lambdas'
 * profiles (infra/profiles.ts) copy them beside their code (`dataFiles`) and functions/domain/skpi/document/fonts.ts
 * reads them.
 */
export const SKPI_FONT_FILES = {
  regular: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  oblique: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
} as const;

/** The printing Lambdas' `dataFiles`: the fonts, into `fonts/` of the bundle. */
export const SKPI_FONT_DATA = { files: Object.values(SKPI_FONT_FILES), dir: 'fonts' } as const;
