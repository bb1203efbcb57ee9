/**
 * Checking a sealed PDF as a reader would, offline: poppler's `pdfsig` (its OUTPUT says whether
 * the signature is valid: it exits 0 on a digest mismatch too), and in JavaScript the CMS of the
 * signature's `/Contents`, verified with pkijs over the `/ByteRange` bytes, with the range
 * checked to cover the whole file but the signature itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** What `pdfsig` prints of the file (stdout and stderr). */
export function pdfsig(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'skpi-pdfsig-'));
  try {
    const file = join(dir, 'skpi.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Signature {
  /** The last signature's `/ByteRange`: [start1, length1, start2, length2]. */
  range: [number, number, number, number];
  /** The DER of its CMS (the `/Contents` hex without its zero padding). */
  cms: Uint8Array;
  /** Where the `<hex>` of `/Contents` starts and ends (end exclusive). */
  contents: { start: number; end: number };
}

/** The file's last signature, or null when it has none. */
export function lastSignature(pdf: Uint8Array): Signature | null {
  const text = latin1(pdf);
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return null;
  const numbers = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at));
  if (!numbers) throw new Error('unreadable /ByteRange');
  const range = numbers.slice(1, 5).map(Number) as Signature['range'];
  const start = range[0] + range[1];
  const end = range[2];
  const hex = text.slice(start + 1, end - 1);
  const padded = Buffer.from(hex, 'hex');
  const parsed = asn1js.fromBER(padded);
  if (parsed.offset < 0) throw new Error('the /Contents hold no DER');
  return { range, cms: new Uint8Array(padded.subarray(0, parsed.offset)), contents: { start, end } };
}

/** The bytes a signature covers. */
export function signedBytes(pdf: Uint8Array, range: Signature['range']): Uint8Array {
  return new Uint8Array(Buffer.concat([pdf.subarray(range[0], range[0] + range[1]), pdf.subarray(range[2], range[2] + range[3])]));
}

export function signedData(cms: Uint8Array): pkijs.SignedData {
  const info = pkijs.ContentInfo.fromBER(cms.slice().buffer as ArrayBuffer);
  return new pkijs.SignedData({ schema: info.content });
}

/** Verifies the CMS over the range's bytes (message digest and the signer's signature), as pkijs reads it. */
export async function verifySeal(pdf: Uint8Array): Promise<{ verified: boolean; coversFile: boolean; signed: pkijs.SignedData }> {
  const signature = lastSignature(pdf);
  if (!signature) throw new Error('the PDF is not sealed');
  const { range, cms, contents } = signature;
  const signed = signedData(cms);
  const data = signedBytes(pdf, range);
  // pkijs throws on a message digest that does not match the data: that is a failed verification
  const verified = await signed
    .verify({ signer: 0, data: data.slice().buffer as ArrayBuffer, checkChain: false, extendedMode: true })
    .then((result) => result.signatureVerified === true)
    .catch((error: Error) => {
      if (error.name !== 'SignedDataVerifyError') throw error;
      return false;
    });
  const text = latin1(pdf);
  const coversFile =
    range[0] === 0 &&
    contents.start === range[1] &&
    text[contents.start] === '<' &&
    text[contents.end - 1] === '>' &&
    range[2] + range[3] === pdf.byteLength;
  return { verified, coversFile, signed };
}
