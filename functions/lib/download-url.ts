/**
 * Short-lived download URLs of permanent documents (files never pass through Lambda), signed fast. The SDK's
 * `getSignedUrl` builds and runs a command's whole middleware stack for every URL (about 1 ms of
 * CPU each); a page of ten portfolios, each with its evidence, paid that ten times. Here one
 * `S3RequestPresigner` (SigV4 with the S3 client's own credentials, region and hash) signs a GET
 * request built directly: the same URL `getSignedUrl` gives for `GetObjectCommand` (path-style
 * on the local stand-in, virtual-hosted in AWS, with its `x-id` and checksum-mode parameters),
 * which tests/unit/download-url.test.ts checks byte for byte.
 */
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { s3 } from './clients';
import { env } from './env';

let presigner: S3RequestPresigner | undefined;

/** RFC 3986 escaping, as the SDK builds query strings and S3 paths. */
const uriEscape = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Where an object of the documents bucket is fetched from. */
function locate(bucket: string, key: string): { protocol: string; hostname: string; port?: number; path: string } {
  const path = key.split('/').map(uriEscape).join('/');
  const endpoint = env.s3Endpoint;
  if (endpoint) {
    // the local stand-in: path-style, as the client is configured (forcePathStyle)
    const url = new URL(endpoint);
    return { protocol: url.protocol, hostname: url.hostname, port: url.port ? Number(url.port) : undefined, path: `/${bucket}/${path}` };
  }
  return { protocol: 'https:', hostname: `${bucket}.s3.${env.region}.amazonaws.com`, path: `/${path}` };
}

/** A short-lived download URL of a permanent document. */
export async function documentUrl(key: string, seconds = 15 * 60, signingDate?: Date): Promise<string> {
  presigner ??= new S3RequestPresigner({ ...s3().config });
  const where = locate(env.documentsBucket, key);
  const host = where.port ? `${where.hostname}:${where.port}` : where.hostname;
  const signed = await presigner.presign(
    {
      method: 'GET',
      protocol: where.protocol,
      hostname: where.hostname,
      port: where.port,
      path: where.path,
      query: { 'x-id': 'GetObject' },
      headers: { host, 'x-amz-checksum-mode': 'ENABLED' },
    },
    { expiresIn: seconds, signingDate, unhoistableHeaders: new Set(), hoistableHeaders: new Set(['x-amz-checksum-mode']) },
  );
  const query = Object.entries(signed.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${uriEscape(name)}=${uriEscape(String(value))}`)
    .join('&');
  return `${where.protocol}//${host}${where.path}?${query}`;
}
