/**
 * The activation link's token (spec 000 sections 7 and 8): it base64url-decodes to the address
 * the app calls. The app follows only an address on its own origin and its own check path
 * (docs/decisions/0009-registration-and-activation.md), so a crafted link cannot make the browser call anywhere else.
 */
export const ACTIVATION_CHECK_PATH = '/api/auth/activation/verify';

function base64UrlDecode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The activation token inside the link, when the decoded address is our own check address; else null. */
export function activationTokenOf(encoded: string, origin: string): string | null {
  const decoded = base64UrlDecode(encoded);
  if (!decoded) return null;
  let url: URL;
  try {
    url = new URL(decoded);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== ACTIVATION_CHECK_PATH || url.username || url.password) return null;
  const token = url.searchParams.get('token');
  return token && token.length <= 2000 ? token : null;
}
