/**
 * W3C Bitstring Status List v1.0, the revocation bits of the credentials: where a status index
 * lives in the table and how a list's bits are encoded. Each printed SKPI takes the next index of
 * one counter; index i is bit `i mod LIST_SIZE` of list `floor(i / LIST_SIZE)`. A list's revoked
 * indexes are stored in CHUNKS items (a number set each, added to with ADD): an item stays far
 * below DynamoDB's 400 KB, and since chunk = index mod CHUNKS, documents printed together
 * (consecutive indexes) are revoked into different items, so their transactions do not collide.
 */
import { gunzipSync, gzipSync } from 'node:zlib';

/** Bits per list: the minimum a Bitstring Status List may have (16 KiB), so one list hides each holder among 131,072. */
export const LIST_SIZE = 131_072;
/** Items per list holding its revoked indexes: at most 4,096 numbers each (about 40 KB). */
export const CHUNKS = 32;

/** The list and the chunk item of a status index. */
export function statusPosition(index: number): { list: number; chunk: number; bit: number } {
  if (!Number.isInteger(index) || index < 0) throw new Error(`bad status index ${index}`);
  return { list: Math.floor(index / LIST_SIZE), chunk: index % CHUNKS, bit: index % LIST_SIZE };
}

/** The bits of a list with the given bits set; bit 0 is the most significant bit of byte 0. */
export function listBits(setBits: Iterable<number>): Uint8Array {
  const bytes = new Uint8Array(LIST_SIZE / 8);
  for (const bit of setBits) {
    if (!Number.isInteger(bit) || bit < 0 || bit >= LIST_SIZE) throw new Error(`bit ${bit} outside the list`);
    bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  }
  return bytes;
}

/** `encodedList`: "u" (the multibase prefix of base64url without padding) + base64url(gzip(bits)). */
export function encodeList(bits: Uint8Array): string {
  return `u${Buffer.from(gzipSync(bits)).toString('base64url')}`;
}

/** The bits of an `encodedList` (what a verifier does). */
export function decodeList(encoded: string): Uint8Array {
  if (!encoded.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  return new Uint8Array(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')));
}

/** The value of bit `bit` (0 or 1). */
export function bitAt(bits: Uint8Array, bit: number): 0 | 1 {
  const byte = bits[bit >> 3];
  if (byte === undefined) throw new Error(`bit ${bit} outside the list`);
  return (byte >> (7 - (bit & 7))) & 1 ? 1 : 0;
}
