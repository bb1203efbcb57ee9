/** The SKPI document: the builder, its data and the seam where a finished PDF is sealed. */
export { buildSkpiPdf } from './build';
export { type FinishOptions, finishDocument } from './finish';
export type * from './types';
