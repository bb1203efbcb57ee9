/**
 * Serves the built web app the way CloudFront and S3 do: files with their content types, hashed
 * assets cached for a year, index.html for app routes (the app's router takes over), compressed
 * as CloudFront compresses them (./compression.ts).
 */
import { createReadStream, existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { spaTarget } from '../constructs/spa-routing';
import { EDGE_HEADERS } from './api-gateway';
import { compress, type Encoding, encodingFor, encodingHeaders } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web app not built</title>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">
<h1>The web app is not built yet</h1>
<p>The API under <code>/api</code> works. To build the web app run <code>npm run build:web</code> (or restart with <code>npm start</code>, which builds it), then reload.</p>
</body></html>`;

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found : null;
  } catch {
    return null;
  }
}

/**
 * Compressed files, by path, encoding, size and time of change: each is compressed once, as
 * CloudFront keeps the compressed copy at the edge (a rebuilt file has another size or time).
 */
const compressed = new Map<string, Promise<Buffer>>();

function compressedFile(path: string, file: Stats, encoding: Encoding): Promise<Buffer> {
  const key = `${path}\0${encoding}\0${file.size}\0${file.mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    body = readFile(path).then((raw) => compress(raw, encoding, 'max'));
    body.catch(() => compressed.delete(key));
    compressed.set(key, body);
  }
  return body;
}

async function send(res: ServerResponse, req: IncomingMessage, path: string, cacheControl: string, csp: string): Promise<void> {
  const file = await fileAt(path);
  if (!file) {
    notFound(res);
    return;
  }
  const contentType = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const encoding = encodingFor(req.headers['accept-encoding'], contentType, file.size);
  const body = encoding ? await compressedFile(path, file, encoding) : null;
  res.writeHead(200, {
    ...EDGE_HEADERS,
    'content-security-policy': csp,
    'content-type': contentType,
    'cache-control': cacheControl,
    ...encodingHeaders(encoding, body?.length ?? file.size),
  });
  if (req.method === 'HEAD') res.end();
  else if (body) res.end(body);
  else
    createReadStream(path)
      .on('error', () => res.destroy())
      .pipe(res);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { ...EDGE_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/** Serves `dist` with the app's Content-Security-Policy `csp`, as CloudFront's headers policy adds it. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, dist: string, csp: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...EDGE_HEADERS, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { ...EDGE_HEADERS, 'content-security-policy': csp, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(NOT_BUILT);
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
  } catch {
    pathname = '/';
  }
  // The same rule as CloudFront's viewer-request function: app routes get the shell.
  if (spaTarget(pathname) === '/index.html') {
    await send(res, req, index, 'no-cache', csp);
    return;
  }
  const candidate = normalize(join(dist, pathname));
  const inside = candidate.startsWith(dist.endsWith(sep) ? dist : dist + sep);
  if (inside && (await fileAt(candidate))) {
    const hashed = pathname.startsWith('/assets/');
    await send(res, req, candidate, hashed ? 'public, max-age=31536000, immutable' : 'no-cache', csp);
    return;
  }
  notFound(res);
}
