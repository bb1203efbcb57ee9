/**
 * What CloudFront's "compress objects automatically" does on both behaviours (infra/constructs/web.ts,
 * `compress: true`), locally: an answer of a compressible type between 1,000 and 10,000,000 bytes,
 * not already encoded, goes out as Brotli when the viewer accepts it, else as gzip when it accepts
 * that, else as it is. A compressed answer names its encoding and varies on Accept-Encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses only answers of this size, in bytes (inclusive). */
export const COMPRESS_MIN_BYTES = 1_000;
export const COMPRESS_MAX_BYTES = 10_000_000;

/** The media types CloudFront compresses (the ones this app sends and the rest of its list). */
const COMPRESSIBLE_TYPES = new Set([
  'application/dash+xml',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/javascript',
  'application/json',
  'application/opentype',
  'application/otf',
  'application/pkcs7-mime',
  'application/protobuf',
  'application/rss+xml',
  'application/truetype',
  'application/ttf',
  'application/vnd.apple.mpegurl',
  'application/vnd.mapbox-vector-tile',
  'application/vnd.ms-fontobject',
  'application/wasm',
  'application/xhtml+xml',
  'application/xml',
  'application/x-font-opentype',
  'application/x-font-truetype',
  'application/x-font-ttf',
  'application/x-httpd-cgi',
  'application/x-javascript',
  'application/x-mpegurl',
  'application/x-opentype',
  'application/x-otf',
  'application/x-perl',
  'application/x-ttf',
  'font/eot',
  'font/opentype',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/js',
  'text/plain',
  'text/richtext',
  'text/tab-separated-values',
  'text/xml',
  'text/x-component',
  'text/x-java-source',
  'text/x-script',
]);

/** Whether CloudFront compresses an answer of this `content-type` (parameters ignored). */
export function compressibleType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && COMPRESSIBLE_TYPES.has(type);
}

/** The q-values of an Accept-Encoding header by coding (`*` included); a coding without q has 1. */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    codings.set(name, q === undefined ? 1 : Number(q));
  }
  return codings;
}

/** The encoding CloudFront picks for a viewer's Accept-Encoding: Brotli before gzip, none when neither is accepted. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const codings = acceptedCodings(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
  const accepts = (coding: Encoding) => (codings.get(coding) ?? codings.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** The encoding to send an answer in: null when CloudFront would send it as it is. */
export function encodingFor(acceptEncoding: string | string[] | undefined, contentType: string | undefined, bytes: number): Encoding | null {
  if (bytes < COMPRESS_MIN_BYTES || bytes > COMPRESS_MAX_BYTES || !compressibleType(contentType)) return null;
  return chooseEncoding(acceptEncoding);
}

/**
 * `body` encoded, off the event loop (zlib's thread pool). A file is compressed once and kept
 * (`level: 'max'`), so it gets the best ratio; an API answer is compressed on every request
 * (`'fast'`), so it costs little time.
 */
export function compress(body: Buffer, encoding: Encoding, level: 'max' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: level === 'max' ? 9 : 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** The length of the answer sent, and for a compressed one its encoding and that it varies on Accept-Encoding. */
export function encodingHeaders(encoding: Encoding | null, bytes: number): Record<string, string> {
  return encoding ? { 'content-encoding': encoding, 'content-length': String(bytes), vary: 'accept-encoding' } : { 'content-length': String(bytes) };
}
