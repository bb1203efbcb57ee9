/**
 * Pages of the web app the server sends a browser or a mail to. They live apart from the API
 * contract (zod schemas) so the route list of the web shell names them without loading zod.
 */

/** The web page a campus sign-in ends on: `?hasil=masuk` (signed in), `?hasil=otp&nim=..&exp=..` (the e-mailed code), or `?galat=<SsoError>`. */
export const SSO_RETURN_PATH = '/masuk-kampus';

/**
 * The sync page of the web app (under the /admin layout) and its query parameter naming the sync
 * shown: the nightly mail links there.
 */
export const FEEDER_SYNC_PAGE = { layout: '/admin', path: 'sinkron-feeder', param: 'sinkron' } as const;

/**
 * The screens a step of a draft points to (in-app notifications and the approvers' mail link them):
 * the approver's list of what waits, and the printing admin's page.
 */
export const PENGESAHAN_PAGES = {
  approver: { layout: '/pimpinan', path: 'pengesahan' },
  admin: { layout: '/admin', path: 'cetak-skpi' },
} as const;
export const pengesahanPageLink = (page: keyof typeof PENGESAHAN_PAGES) => `${PENGESAHAN_PAGES[page].layout}/${PENGESAHAN_PAGES[page].path}`;
