/**
 * The web shell's pure rules: route list and area guards, session claims, the notice service,
 * and the API client (with a stubbed fetch).
 */

import { api } from '@shared/api';
import { MSG } from '@shared/messages';
import { ApiError, call, fallbackMessage, onUnauthorized } from '@web/api/client';
import { queryString } from '@web/api/request-parts';
import { AREAS, areaEntries, areaLanding, areaOf, dashboardFor, entryRoles } from '@web/app/areas';
import { isExpired, parseClaims, readStoredClaims, SESSION_STORAGE_KEY, storeClaims } from '@web/app/claims';
import { AUTO_HIDE_MS, addScope, currentNotices, describeFailure, noticesShown, notify } from '@web/app/notice-store';
import { hasRole, homeForRole, isSuperAdmin, signInHome } from '@web/app/roles';
import { AREA_ROUTES, type AreaRoute, PUBLIC_ROUTES } from '@web/app/route-list';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What a mounted Flashbar does on every change: tells the store which notices are on screen. */
const onScreen = () => noticesShown(currentNotices().map((n) => n.id));

const page = () => Promise.resolve({ default: () => null });
const admin = areaOf('/admin');
const user = areaOf('/user');
const verifikator = areaOf('/verifikator');

/** A route list as other issues will fill it. */
const ROUTES: AreaRoute[] = [
  { name: 'Dashboard', layout: '/admin', path: 'dashboard', icon: 'grid-view', page },
  { name: 'Manajemen Universitas', layout: '/admin', path: 'manajemen-universitas', icon: 'settings', page, roles: ['super admin'] },
  { name: 'Manajemen Prodi', layout: '/admin', path: 'manajemen-prodi', icon: 'settings', page, roles: ['admin jurusan'] },
  { name: 'Profil', layout: '/verifikator', path: 'profile', icon: 'user-profile', page },
  { name: 'Portofolio', layout: '/verifikator', path: 'portofolio', icon: 'folder', page },
  { name: 'Dashboard', layout: '/user', path: 'dashboard', icon: 'grid-view', page },
];

describe('areas and the route list', () => {
  it('guards each area by its roles, case-insensitively', () => {
    expect(hasRole('Mahasiswa', user.roles)).toBe(true);
    for (const role of ['mahasiswa', 'verifikator', 'ppk', 'admin jurusan', 'super admin'])
      expect(hasRole(role.toUpperCase(), user.roles)).toBe(true);
    expect(hasRole('tamu', user.roles)).toBe(false);
    expect(hasRole('VERIFIKATOR', verifikator.roles)).toBe(true);
    expect(hasRole('admin jurusan', verifikator.roles)).toBe(false);
    expect(hasRole('Super Admin', admin.roles)).toBe(true);
    expect(hasRole('Admin Jurusan', admin.roles)).toBe(true);
    expect(hasRole('verifikator', admin.roles)).toBe(false);
    expect(hasRole(undefined, admin.roles)).toBe(false);
  });

  it('lists only the pages a role may open, in list order', () => {
    expect(areaEntries(admin, 'Super Admin', ROUTES).map((e) => e.path)).toEqual(['dashboard', 'manajemen-universitas']);
    expect(areaEntries(admin, 'admin jurusan', ROUTES).map((e) => e.path)).toEqual(['dashboard', 'manajemen-prodi']);
    expect(areaEntries(admin, 'mahasiswa', ROUTES)).toEqual([]);
    // The student area admits every signed-in role, but its pages are the students'.
    expect(areaEntries(user, 'mahasiswa', ROUTES).map((e) => e.path)).toEqual(['dashboard']);
    expect(areaEntries(user, 'verifikator', ROUTES)).toEqual([]);
    expect(areaEntries(user, 'ppk', ROUTES)).toEqual([]);
  });

  it('leads the bare prefix to the home page, else the first page, else nowhere', () => {
    expect(areaLanding(admin, 'super admin', ROUTES)).toBe('/admin/dashboard');
    expect(areaLanding(verifikator, 'verifikator', ROUTES)).toBe('/verifikator/portofolio');
    const withoutHome = ROUTES.filter((r) => r.path !== 'portofolio');
    expect(areaLanding(verifikator, 'verifikator', withoutHome)).toBe('/verifikator/profile');
    expect(areaLanding(admin, 'super admin', [])).toBeNull();
    expect(areaLanding(admin, 'verifikator', ROUTES)).toBeNull();
  });

  it('sends each role to its dashboard; ppk has none', () => {
    expect(homeForRole('mahasiswa')).toBe('/user');
    expect(homeForRole('Verifikator')).toBe('/verifikator');
    expect(homeForRole('admin jurusan')).toBe('/admin');
    expect(homeForRole('SUPER ADMIN')).toBe('/admin');
    expect(homeForRole('Pimpinan')).toBe('/pimpinan');
    expect(homeForRole('ppk')).toBeNull();
    expect(homeForRole(undefined)).toBeNull();
  });

  it('lands each role after signing in where the real route list gives it a page (ppk: its account page in /user)', () => {
    for (const role of ['mahasiswa', 'verifikator', 'admin jurusan', 'super admin', 'ppk', 'pimpinan'])
      expect(signInHome(role)).toBe(dashboardFor(role, AREA_ROUTES) ?? '/');
    // a pimpinan lands on what waits for their approval, the only area that admits them besides /user
    const pimpinan = areaOf('/pimpinan');
    expect(areaLanding(pimpinan, 'pimpinan', AREA_ROUTES)).toBe('/pimpinan/pengesahan');
    expect(areaEntries(pimpinan, 'pimpinan', AREA_ROUTES).map((e) => e.path)).toEqual(['pengesahan', 'profile']);
    expect(areaEntries(admin, 'pimpinan', AREA_ROUTES)).toEqual([]);
    expect(areaEntries(pimpinan, 'super admin', AREA_ROUTES)).toEqual([]);
    expect(areaEntries(user, 'pimpinan', AREA_ROUTES)).toEqual([]);
    expect(signInHome('PPK')).toBe('/user');
    expect(isSuperAdmin('Super Admin')).toBe(true);
    expect(isSuperAdmin('admin jurusan')).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
  });

  it('keeps the real route list consistent', () => {
    const publicPaths = PUBLIC_ROUTES.map((r) => r.path);
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
    expect(publicPaths).toEqual(expect.arrayContaining(['/', '/guide', '/faq', '/about-us', '/terms-of-service']));
    for (const r of PUBLIC_ROUTES) {
      expect(r.path.startsWith('/')).toBe(true);
      expect(AREAS.some((a) => r.path === a.prefix || r.path.startsWith(`${a.prefix}/`))).toBe(false);
    }
    const areaHrefs = AREA_ROUTES.map((r) => `${r.layout}/${r.path}`);
    expect(new Set(areaHrefs).size).toBe(areaHrefs.length);
    for (const r of AREA_ROUTES) {
      expect(r.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-:]+)*$/);
      const area = areaOf(r.layout);
      for (const role of entryRoles(r)) expect(area.roles).toContain(role);
    }
    // a menu's check mark reads as 'done': the pages to examine portfolios show an opened document
    const verification = AREA_ROUTES.filter((r) => r.path === 'portofolio' && r.layout !== '/user');
    expect(verification.map((r) => r.icon)).toEqual(['file-open', 'file-open']);
  });
});

describe('session claims', () => {
  const now = Date.UTC(2025, 0, 1);
  const claims = { role: 'mahasiswa', nim: '2101234', id_prodi: 3, exp: now / 1000 + 60 };

  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      data,
    };
  }

  it('accepts only the claims shape', () => {
    expect(parseClaims(claims)).toEqual(claims);
    expect(parseClaims({ ...claims, id_prodi: undefined })).toEqual({ ...claims, id_prodi: null });
    expect(parseClaims({ ...claims, role: '' })).toBeNull();
    expect(parseClaims({ ...claims, exp: '1' })).toBeNull();
    expect(parseClaims({ ...claims, id_prodi: '3' })).toBeNull();
    expect(parseClaims('token')).toBeNull();
  });

  it('reads valid claims and removes expired or malformed ones', () => {
    const storage = memoryStorage();
    storeClaims(storage, claims);
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? '')).toEqual(claims);
    expect(readStoredClaims(storage, now)).toEqual({ claims, expired: false });
    expect(isExpired(claims, now + 60_000)).toBe(true);
    expect(readStoredClaims(storage, now + 60_000)).toEqual({ claims: null, expired: true });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);

    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredClaims(storage, now)).toEqual({ claims: null, expired: false });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });
});

describe('notice service', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const n of currentNotices()) notify.dismiss(n.id);
    vi.useRealTimers();
  });

  it('shows info while pending, then the outcome, hidden after the scope default', () => {
    const removeScope = addScope(1, AUTO_HIDE_MS.landing);
    const pending = notify.info(MSG.loggingIn);
    expect(currentNotices()).toEqual([{ id: pending.id, type: 'info', text: MSG.loggingIn, pending: true }]);
    vi.advanceTimersByTime(60_000);
    expect(currentNotices()).toHaveLength(1);
    pending.success(MSG.otpResent);
    expect(currentNotices()).toEqual([{ id: pending.id, type: 'success', text: MSG.otpResent, pending: false }]);
    onScreen();
    vi.advanceTimersByTime(AUTO_HIDE_MS.landing - 1);
    expect(currentNotices()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentNotices()).toHaveLength(0);
    removeScope();
  });

  it('the innermost scope wins, whatever the mount order', () => {
    const screen = addScope(2, AUTO_HIDE_MS.otp);
    const layout = addScope(1, AUTO_HIDE_MS.landing);
    notify.warning(MSG.wrongOtp);
    onScreen();
    vi.advanceTimersByTime(AUTO_HIDE_MS.landing);
    expect(currentNotices()).toHaveLength(1);
    vi.advanceTimersByTime(AUTO_HIDE_MS.otp - AUTO_HIDE_MS.landing);
    expect(currentNotices()).toHaveLength(0);
    screen();
    notify.success(MSG.accountUpdated);
    onScreen();
    vi.advanceTimersByTime(AUTO_HIDE_MS.landing);
    expect(currentNotices()).toHaveLength(0);
    layout();
    notify.success(MSG.accountUpdated);
    onScreen();
    vi.advanceTimersByTime(AUTO_HIDE_MS.toast);
    expect(currentNotices()).toHaveLength(0);
  });

  it('counts the auto-hide time from when a Flashbar shows the notice, with the scope shown then', () => {
    // raised before a redirect, with no layout mounted: waits for the page that shows it
    notify.warning(MSG.forbidden, { id: 'guard' });
    vi.advanceTimersByTime(60_000);
    expect(currentNotices()).toHaveLength(1);
    const removeScope = addScope(1, AUTO_HIDE_MS.landing);
    onScreen();
    vi.advanceTimersByTime(AUTO_HIDE_MS.landing - 1);
    expect(currentNotices()).toHaveLength(1);
    // shown again by the next render: the time already running is kept
    onScreen();
    vi.advanceTimersByTime(1);
    expect(currentNotices()).toHaveLength(0);
    removeScope();
  });

  it('tells a 4xx as a warning with the joined server message, the rest as errors', () => {
    const invalid = new ApiError(
      422,
      { nim: ['This field is required'], email: ['Please enter a valid email address'] },
      'This field is required, Please enter a valid email address',
    );
    expect(describeFailure(invalid)).toEqual({ type: 'warning', text: 'This field is required, Please enter a valid email address' });
    expect(describeFailure(new ApiError(500, undefined, MSG.serverError))).toEqual({ type: 'error', text: MSG.serverError });
    expect(describeFailure(new TypeError('Failed to fetch'), MSG.genericError)).toEqual({ type: 'error', text: MSG.genericError });

    const pending = notify.info(MSG.updating);
    pending.fail(invalid);
    expect(currentNotices()[0]).toMatchObject({ type: 'warning', pending: false });
  });

  it('replaces a notice of the same id instead of stacking it', () => {
    notify.warning(MSG.notSignedIn, { id: 'guard' });
    notify.warning(MSG.notSignedIn, { id: 'guard' });
    expect(currentNotices()).toHaveLength(1);
  });
});

describe('API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('builds the path and query from the contract and sends the cookie of the same origin', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { kota: [] }));
    const answer = await call(api.lokasi.kotaByProvinsi, { params: { id: 31 } });
    expect(answer).toEqual({ kota: [] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/lokasi/provinsi/31');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.body).toBeUndefined();
  });

  it('writes query strings without empty values', () => {
    expect(queryString({ page: 2, paginate: 10, nim: 'a b', nama: undefined, x: '' })).toBe('?page=2&paginate=10&nim=a+b');
    expect(queryString(undefined)).toBe('');
  });

  it('throws an ApiError with the joined server message, and tells 401 listeners', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { message: { id: ['This field must be number'] } }));
    const error = await call(api.lokasi.kotaByProvinsi, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'This field must be number', serverMessage: { id: ['This field must be number'] } });

    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(call(api.lokasi.negara)).rejects.toMatchObject({ status: 401, message: fallbackMessage(401) });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
