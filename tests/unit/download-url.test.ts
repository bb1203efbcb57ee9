/**
 * The fast download-URL signer (functions/lib/download-url.ts) gives exactly the URL of the SDK's
 * getSignedUrl for GetObjectCommand, in AWS (virtual-hosted) and on the local stand-in
 * (path-style), so presigned downloads stay valid in S3 although no local test checks a signature.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const at = new Date('2026-01-02T03:04:05Z');
const KEYS = ['portofolio/01JABCDEF/12.pdf', 'foto/01JABCDEF/a b(1)!.png', 'ppk/7.pdf'];

async function both(endpoint: string | undefined) {
  vi.resetModules();
  process.env.AWS_REGION = 'ap-southeast-3';
  process.env.DOCUMENTS_BUCKET = 'skpi-dev-documents-bucket';
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  if (endpoint) process.env.S3_ENDPOINT = endpoint;
  else delete process.env.S3_ENDPOINT;
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3 } = await import('@functions/lib/clients');
  const { documentUrl } = await import('@functions/lib/download-url');
  return Promise.all(
    KEYS.map(async (key) => ({
      sdk: await getSignedUrl(s3(), new GetObjectCommand({ Bucket: 'skpi-dev-documents-bucket', Key: key }), { expiresIn: 900, signingDate: at }),
      ours: await documentUrl(key, 900, at),
    })),
  );
}

afterEach(() => {
  delete process.env.S3_ENDPOINT;
});

describe('download URLs', () => {
  it('equal the SDK presigner in AWS (virtual-hosted, https)', async () => {
    for (const { sdk, ours } of await both(undefined)) {
      expect(ours).toBe(sdk);
      expect(ours.startsWith('https://skpi-dev-documents-bucket.s3.ap-southeast-3.amazonaws.com/')).toBe(true);
    }
  });

  it('equal the SDK presigner on the local stand-in (path-style)', async () => {
    for (const { sdk, ours } of await both('http://127.0.0.1:4569')) expect(ours).toBe(sdk);
  });
});
