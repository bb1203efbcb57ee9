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
