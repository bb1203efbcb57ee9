/**
 * The local server compresses as CloudFront does: a built file and an API answer go out as Brotli
 * when the viewer accepts it, gzip when only that, as they are when neither (or when too small, or
 * of a type CloudFront sends as it is), and the bytes decode to what the file or handler holds.
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveStatic } from '@infra/local/static-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/stack';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a viewer sends it, with the bytes as they came over the wire (no decoding). */
function get(url: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(raw: Raw): Buffer {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw.body);
  if (encoding === 'gzip') return gunzipSync(raw.body);
  return raw.body;
}

const CHROME = 'gzip, deflate, br, zstd';

describe('built files', () => {
  let dist = '';
  let server: ReturnType<typeof createHttpServer> | undefined;
  let origin = '';
  // a script like a built chunk: repetitive text, as code is
  const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'x'.repeat(i % 17)}";\n`).join(''));
  const tiny = Buffer.from('export const a = 1;\n');
  const image = Buffer.alloc(4000, 7);

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'skpi-compression-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), `<!doctype html><html><body>${'<p>shell</p>'.repeat(200)}</body></html>`);
    await writeFile(join(dist, 'assets', 'chunk-abc123.js'), script);
    await writeFile(join(dist, 'assets', 'tiny-abc123.js'), tiny);
    await writeFile(join(dist, 'assets', 'photo-abc123.png'), image);
    server = createHttpServer((req, res) => void serveStatic(req, res, dist, "default-src 'self'"));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a script as Brotli when the viewer accepts it, and the bytes decode to the file', async () => {
    const raw = await get(`${origin}/assets/chunk-abc123.js`, CHROME);
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers.vary).toBe('accept-encoding');
    expect(raw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(raw.body.length).toBeLessThan(script.length / 4);
    expect(decoded(raw).equals(script)).toBe(true);
    // the second answer comes from the kept copy, byte for byte the same
    const again = await get(`${origin}/assets/chunk-abc123.js`, CHROME);
    expect(again.body.equals(raw.body)).toBe(true);
  });

  it('sends gzip to a viewer that accepts only gzip, or refuses Brotli by q=0', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const raw = await get(`${origin}/assets/chunk-abc123.js`, accept);
      expect(raw.headers['content-encoding'], accept).toBe('gzip');
      expect(decoded(raw).equals(script), accept).toBe(true);
    }
  });

  it('sends the file as it is to a viewer that accepts neither, with its length', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const raw = await get(`${origin}/assets/chunk-abc123.js`, accept);
      expect(raw.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(Number(raw.headers['content-length'])).toBe(script.length);
      expect(raw.body.equals(script)).toBe(true);
    }
  });

  it('sends a file under 1,000 bytes and an image as they are, whatever the viewer accepts', async () => {
    const small = await get(`${origin}/assets/tiny-abc123.js`, CHROME);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.equals(tiny)).toBe(true);
    const png = await get(`${origin}/assets/photo-abc123.png`, CHROME);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.equals(image)).toBe(true);
  });

  it('sends the app shell for an app route compressed and revalidated, and a HEAD with the headers alone', async () => {
    const shell = await get(`${origin}/profile/2101010001`, CHROME);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(decoded(shell).toString()).toContain('<p>shell</p>');
    const head = await get(`${origin}/assets/chunk-abc123.js`, CHROME, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('API answers', () => {
  // the country list: public, unchanging, and well over 1,000 bytes
  const countries = () => `${baseUrl()}/api/lokasi/negara`;

  it('sends a public list as Brotli, gzip or as it is by what the viewer accepts, the same JSON each way', async () => {
    const plain = await get(countries());
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1000);
    const json = JSON.parse(plain.body.toString());

    const br = await get(countries(), CHROME);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(br).toString())).toEqual(json);

    const gzip = await get(countries(), 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString())).toEqual(json);
  });

  it('sends a short answer as it is', async () => {
    const missing = await get(`${baseUrl()}/api/no-such-route`, CHROME);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString()).message).toBeTruthy();
  });
});
