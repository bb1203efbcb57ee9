/**
 * The PAdES seal of an issued SKPI (docs/decisions/0036-pades-seal.md): the finished PDF gets an
 * incremental update with an invisible signature field whose CMS signature (`ETSI.CAdES.detached`,
 * signing-certificate-v2, PAdES baseline B-B, or B-T with the stage's timestamp authority) is made
 * by the seal key through `signerFor('segel')` (AWS KMS on a stage, a software key locally). The
 * unsealed bytes stay the file's prefix, so the pages look exactly as before. The certificate
 * chain is the stage's (./certificate.ts). What the seal was is returned for the document item.
 */

import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { type RsaSigner, signerFor } from '@functions/lib/signing';
import { type DigestAlgorithm, PDF, type Signer, TimestampError } from '@libpdf/core';
import type { SegelInfo } from '@shared/domain/segel';
import { sealChain } from './certificate';
import { httpTimestampAuthority, type RecordingTimestampAuthority, timestampTime } from './timestamp';

export { forgetSealChain, installChain, sealChain } from './certificate';
export { ChainProblem } from './chain-check';

/** Who seals and where a reader checks: the signature's reason, location and contact. */
export interface SealParty {
  nama_universitas: string;
  /** The document's public verification address. */
  url_verifikasi: string;
  /** The university's city, when recorded. */
  tempat: string | null;
}

/** libpdf's signer over our RSA signer: the CMS signed attributes go to KMS (hashed there with SHA-256). */
export function pdfSigner(signer: RsaSigner, ders: readonly Uint8Array[]): Signer {
  const [certificate, ...certificateChain] = ders;
  if (!certificate) throw new Error('a seal needs its certificate');
  return {
    certificate,
    certificateChain,
    keyType: 'RSA',
    signatureAlgorithm: 'RSASSA-PKCS1-v1_5',
    async sign(data: Uint8Array, algorithm: DigestAlgorithm) {
      if (algorithm !== 'SHA-256') throw new Error(`the seal key signs SHA-256 only, not ${algorithm}`);
      return signer.sign(data);
    },
  };
}

/** Space kept for the CMS signature: the certificates, the signature and attributes, and a timestamp token. */
const placeholderBytes = (ders: readonly Uint8Array[], stamped: boolean) =>
  ders.reduce((sum, der) => sum + der.byteLength, 0) + 4096 + (stamped ? 12_288 : 0);

async function sign(bytes: Uint8Array, party: SealParty, ders: readonly Uint8Array[], signingTime: Date, tsa: RecordingTimestampAuthority | null) {
  const pdf = await PDF.load(bytes);
  const result = await pdf.sign({
    signer: pdfSigner(signerFor('segel'), ders),
    fieldName: 'Segel',
    subFilter: 'ETSI.CAdES.detached',
    level: tsa ? 'B-T' : 'B-B',
    ...(tsa ? { timestampAuthority: tsa } : {}),
    signingTime,
    reason: `Diterbitkan oleh ${party.nama_universitas}`,
    location: party.tempat ? `${party.tempat}, ${party.nama_universitas}` : party.nama_universitas,
    contactInfo: party.url_verifikasi,
    digestAlgorithm: 'SHA-256',
    estimatedSize: placeholderBytes(ders, tsa !== null),
  });
  return result.bytes;
}

/** Seals a finished SKPI; throws when the seal cannot be made (no document is issued without it). */
export async function sealPdf(bytes: Uint8Array, party: SealParty): Promise<{ bytes: Uint8Array; segel: SegelInfo }> {
  const chain = await sealChain(party.nama_universitas);
  const signingTime = new Date();
  const tsaUrl = env.segelTsaUrl;
  let tsa = tsaUrl ? httpTimestampAuthority(tsaUrl) : null;
  let sealed: Uint8Array;
  try {
    sealed = await sign(bytes, party, chain.ders, signingTime, tsa);
  } catch (error) {
    if (!(tsa && error instanceof TimestampError)) throw error;
    // the authority did not answer: the seal is still valid without its timestamp (level B-B, recorded so)
    logger.error('the seal timestamp authority failed: sealed without a timestamp (B-B)', { error: error as Error, tsaUrl });
    tsa = null;
    sealed = await sign(bytes, party, chain.ders, signingTime, null);
  }
  const stamped = tsa?.token ?? null;
  return {
    bytes: sealed,
    segel: {
      ...chain.facts,
      waktu_tanda_tangan: signingTime.toISOString(),
      cap_waktu: stamped ? timestampTime(stamped).toISOString() : null,
      tingkat: stamped ? 'B-T' : 'B-B',
      sertifikat_sendiri: chain.sendiri,
    },
  };
}
