/**
 * Cross-site requests: a change carried by the session cookie must come from the app's own
 * origin (Sec-Fetch-Site, or Origin where a browser sends no Sec-Fetch-Site). Another site's form
 * or script is refused with 403 before anything runs; a program with a bearer token is not checked.
 */
import { allRoutes } from '@shared/api';
import { changesState } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { api, baseUrl, useStackEnv } from '../support/stack';
import { meetEveryRubric } from '../support/student-data';

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const cookieOf = (token: string) => `skpi_session=${token}`;

async function requestState(userId: string) {
  const { skpiRepo } = await import('@functions/domain/skpi/repo');
  return (await skpiRepo.get(userId)) ?? null;
}

beforeAll(() => {
  useStackEnv();
});

describe('a cookie-authenticated change from another site', () => {
  it('is refused on every state-changing route of the contract, before the route runs', async () => {
    const admin = await staffAccount('super admin', null);
    const routes = allRoutes().filter(({ route }) => changesState(route));
    expect(routes.some(({ route }) => route.method === 'GET')).toBe(true);
    for (const { area, name, route } of routes) {
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      const res = await api(route.method, path, { cookie: cookieOf(admin.token), headers: EVIL, body: route.method === 'GET' ? undefined : {} });
      expect([area, name, res.status, res.body]).toEqual([area, name, 403, { message: MSG.crossSiteRefused }]);
    }
  });

  it("cannot cancel a student's SKPI request (POST or its GET form); the app's own page can", async () => {
    const s = await staffAccount('mahasiswa', 1);
    await meetEveryRubric(s.user);
    expect((await api('POST', '/api/skpi/request', { bearer: s.token })).status).toBe(200);
    const before = await requestState(s.user.id);
    expect(before).not.toBeNull();
    const attempts = [
      { method: 'POST', headers: EVIL },
      { method: 'GET', headers: EVIL },
      // a sibling site of the same registrable domain is another site too
      { method: 'POST', headers: { 'sec-fetch-site': 'same-site', origin: 'https://lain.demo.ac.id' } },
      // a browser that sends Origin only
      { method: 'POST', headers: { origin: 'https://evil.example' } },
    ];
    for (const { method, headers } of attempts) {
      const res = await api(method, '/api/skpi/cancel', { cookie: cookieOf(s.token), headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG.crossSiteRefused });
    }
    expect(await requestState(s.user.id)).toEqual(before);

    const own = await api('POST', '/api/skpi/cancel', {
      cookie: cookieOf(s.token),
      headers: { 'sec-fetch-site': 'same-origin', origin: new URL(baseUrl()).origin },
    });
    expect(own.status).toBe(200);
    expect(await requestState(s.user.id)).toBeNull();
  });

  it('leaves reads and bearer-token programs alone', async () => {
    const s = await staffAccount('mahasiswa', 1);
    expect((await api('GET', '/api/akun', { cookie: cookieOf(s.token), headers: EVIL })).status).toBe(200);
    await meetEveryRubric(s.user);
    expect((await api('POST', '/api/skpi/request', { bearer: s.token, headers: EVIL })).status).toBe(200);
  });
});
