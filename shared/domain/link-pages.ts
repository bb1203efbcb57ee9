/**
 * The pages an e-mailed one-time link opens (activation, password reset, a staff member's new
 * e-mail address), and where the link's token rides: in the URL fragment (`/reset-password#token=...`).
 * A browser never sends a fragment to the server, so the token is in no request line, access log or
 * Referer; the page reads it, takes it off the address bar and sends it to the API in the body of
 * its call. Links mailed before (the token as the last path segment) still open their page: the
 * old path turns into the new form in the browser (docs/decisions/0009, 0010).
 */

export const LINK_PAGES = {
  activation: { path: '/activation', oldPrefix: '/activation/' },
  reset: { path: '/reset-password', oldPrefix: '/forgot-password/' },
  emailConfirm: { path: '/akun/email', oldPrefix: '/akun/email/' },
} as const;

export type LinkPage = keyof typeof LINK_PAGES;

/** The fragment's parameter that holds the token. */
export const LINK_TOKEN_PARAM = 'token';

/** The address a mail carries: the app's origin, the page, and the token in the fragment. */
export function linkWithToken(appUrl: string, page: LinkPage, token: string): string {
  const fragment = new URLSearchParams({ [LINK_TOKEN_PARAM]: token }).toString();
  return `${appUrl.replace(/\/+$/, '')}${LINK_PAGES[page].path}#${fragment}`;
}

/** The token of a fragment (`#token=...`, with or without the '#'), or null. */
export function tokenOfFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(LINK_TOKEN_PARAM);
  return token ? token : null;
}

/**
 * A link of the old form (the token as the path's last segment) in the new form, or null when
 * the path is no such link: '/forgot-password/abc' becomes '/reset-password#token=abc'.
 */
export function newFormOfOldLink(pathname: string): string | null {
  for (const page of Object.values(LINK_PAGES)) {
    if (!pathname.startsWith(page.oldPrefix)) continue;
    const token = pathname.slice(page.oldPrefix.length);
    if (!token || token.includes('/')) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(token);
    } catch {
      return null;
    }
    return `${page.path}#${new URLSearchParams({ [LINK_TOKEN_PARAM]: decoded }).toString()}`;
  }
  return null;
}
