/**
 * The seal's RFC 3161 timestamp (PAdES B-T): when the stage names a timestamp authority
 * (`SEGEL_TSA_URL`, infra/config.ts), libpdf asks it to stamp the signature value. The token is
 * kept so the document item can record the authority's time (`cap_waktu`), which unlike the
 * signer's own clock a reader can trust.
 */
import { type DigestAlgorithm, HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import * as pkijs from 'pkijs';

/** How long a print waits for the authority before sealing without its timestamp. */
const TSA_TIMEOUT_MS = 5_000;

/** A timestamp authority that remembers the last token it gave. */
export class RecordingTimestampAuthority implements TimestampAuthority {
  token: Uint8Array | null = null;

  constructor(private readonly inner: TimestampAuthority) {}

  async timestamp(digest: Uint8Array, algorithm: DigestAlgorithm): Promise<Uint8Array> {
    this.token = await this.inner.timestamp(digest, algorithm);
    return this.token;
  }
}

export const httpTimestampAuthority = (url: string) => new RecordingTimestampAuthority(new HttpTimestampAuthority(url, { timeout: TSA_TIMEOUT_MS }));

/** The time a TimeStampToken (CMS SignedData over a TSTInfo) was issued at. */
export function timestampTime(token: Uint8Array): Date {
  const content = pkijs.ContentInfo.fromBER(token.slice().buffer as ArrayBuffer);
  const signed = new pkijs.SignedData({ schema: content.content });
  const eContent = signed.encapContentInfo.eContent;
  if (!eContent) throw new Error('the timestamp token carries no TSTInfo');
  return pkijs.TSTInfo.fromBER(eContent.getValue()).genTime;
}
