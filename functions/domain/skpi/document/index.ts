/**
 * The SKPI document: the builder, its data and the seam where a finished PDF is sealed. The builder
 * (pdf-lib and fontkit, the largest part of the printing Lambdas) is loaded on the first build, not
 * when the Lambda starts: the cetak area answers its lists, forms and jobs without it, and its cold
 * start stays small (docs/performance.md, cold starts).
 */
import type { BuildOptions, SkpiDocumentData } from './types';

export { type FinishOptions, finishDocument } from './finish';
export type * from './types';

/** The SKPI as an A4 PDF (./build.ts). */
export async function buildSkpiPdf(input: SkpiDocumentData, opts: BuildOptions): Promise<Uint8Array> {
  const { buildSkpiPdf: build } = await import('./build');
  return build(input, opts);
}

/**
 * Loads what the first issued SKPI would load, without building one: the builder (pdf-lib, fontkit)
 * with its fonts parsed, and the seal (@libpdf/core, pkijs). A Lambda leaves this to its first
 * print; a process that serves every route (the local server) calls it once at its start, so no
 * print waits for it (on a loaded machine it took longer than the API's 30 s).
 */
export async function loadPrinting(): Promise<void> {
  const [fonts] = await Promise.all([import('./fonts'), import('./build'), import('../segel')]);
  fonts.parseSkpiFonts();
}
