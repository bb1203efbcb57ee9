/**
 * The web app's Content-Security-Policy, one builder for CloudFront's response headers policy
 * (infra/constructs/web.ts) and the local server (infra/local/static-files.ts), so the browser
 * tests run the app under the policy production sends.
 *
 * Cloudscape sets inline styles (style-src 'unsafe-inline'); uploads are POSTed to the uploads
 * bucket (connect-src); photos and documents are shown from presigned URLs (img-src, frame-src)
 * or from local previews (blob:, data:).
 */
export interface CspSources {
  /** Origins of the uploads bucket (space-separated). */
  uploads: string;
  /** Origins of the documents bucket (space-separated). */
  documents: string;
  /** HTTPS sites only: the local server runs on http://localhost. */
  upgradeInsecureRequests: boolean;
}

export function contentSecurityPolicy({ uploads, documents, upgradeInsecureRequests }: CspSources): string {
  const join = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    join("img-src 'self' data: blob:", uploads, documents),
    "font-src 'self' data:",
    join("connect-src 'self'", uploads),
    join("frame-src 'self' blob:", documents),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
