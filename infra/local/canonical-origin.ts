/**
 * The local server's one origin. It listens on 127.0.0.1, so a browser reaches it as
 * `localhost:<port>` and as `127.0.0.1:<port>`, and these are two origins with two cookie jars: a
 * sign-in begun under one name (its pending cookie set there) and sent back by the identity provider
 * to the other (the app's own address, APP_URL) finds no cookie. A request under the other loopback
 * name of the same port is therefore sent to the canonical origin (the stack's `baseUrl`) before
 * anything answers it or sets a cookie. Any other host (a forwarded port, a tunnel) is left alone.
 */

/** The host names that reach the local server on this machine. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1']);

/**
 * Where a request that came in with `host` (its Host header) and `path` (path and query) belongs:
 * the same path on `canonical` when it came under the other loopback name of the canonical port,
 * else null (answer it here).
 */
export function canonicalLocation(host: string | undefined, path: string, canonical: string): string | null {
  if (!host) return null;
  const origin = new URL(canonical);
  let asked: URL;
  try {
    asked = new URL(`http://${host}`);
  } catch {
    return null;
  }
  const askedName = asked.hostname.toLowerCase();
  if (!LOOPBACK_NAMES.has(askedName) || askedName === origin.hostname) return null;
  if ((asked.port || '80') !== (origin.port || '80')) return null;
  // only a path: an absolute URL or `//host` in the request line never chooses the redirect's host
  const rest = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return `${origin.origin}${rest}`;
}
