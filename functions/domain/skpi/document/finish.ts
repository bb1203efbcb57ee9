/**
 * The one place a finished SKPI passes before it is stored or sent. An issued document (single
 * print, override, every student of a bulk job: all through functions/domain/cetak/issue.ts) is
 * sealed here with the university's PAdES seal (../segel, docs/decisions/0036-pades-seal.md); a
 * preview passes unchanged. The seal code is loaded on the first seal only, so a preview never
 * pays for it.
 */
import type { SegelInfo } from '@shared/domain/segel';
import type { SkpiDocumentData } from './types';

export type FinishOptions =
  | { seal: false }
  /** The document's data names who seals (the university) and where a reader checks it (the verification address). */
  | { seal: true; document: Pick<SkpiDocumentData, 'universitas' | 'penerbitan'> };

export async function finishDocument(bytes: Uint8Array, opts: FinishOptions): Promise<{ bytes: Uint8Array; segel: SegelInfo | null }> {
  if (!opts.seal) return { bytes, segel: null };
  const { universitas, penerbitan } = opts.document;
  if (!penerbitan.url_verifikasi) throw new Error('an issued SKPI has a verification address to seal with');
  const { sealPdf } = await import('../segel');
  return sealPdf(bytes, {
    nama_universitas: universitas.nama_universitas,
    url_verifikasi: penerbitan.url_verifikasi,
    tempat: penerbitan.tempat ?? null,
  });
}
