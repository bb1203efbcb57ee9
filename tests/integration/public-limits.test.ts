/**
 * The public reads are limited per client address in the app (PUBLIC_LIMITS), and every area
 * refuses a request that did not come through the edge. Calls go to the area handler in this
 * process (invokeArea) so that each flood has an address of its own.
 */
import { allRoutes } from '@shared/api';
import { PUBLIC_LIMITS } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { freshClientIp, invokeArea } from '../support/auth-flow';

/** A well-formed document code no document has: a plain 404 while the limit holds. */
const UNKNOWN_CODE = 'A'.repeat(26);
const verify = (sourceIp: string) => invokeArea('search', { method: 'GET', path: `/api/verifikasi/${UNKNOWN_CODE}`, sourceIp });

describe('per-client limits of the public routes', () => {
  it('a flood of verifications from one address meets 429 with Retry-After and the generic message; another address is unaffected', async () => {
    const { max, windowSeconds } = PUBLIC_LIMITS.verification;
    const flooder = freshClientIp();
    // 2·max + 1 calls hold more than max in one window even if the flood straddles two windows
    let refused: Awaited<ReturnType<typeof verify>> | undefined;
    let answered = 0;
    for (let sent = 0; sent < 2 * max + 1 && !refused; sent += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => verify(flooder)));
      refused = batch.find((r) => r.status === 429);
      answered += batch.filter((r) => r.status === 404).length;
    }
    expect(refused, 'no 429 in the flood').toBeDefined();
    expect(refused?.body).toEqual({ message: MSG.tooManyRequests });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(answered).toBeGreaterThanOrEqual(max);

    const other = await verify(freshClientIp());
    expect(other.status).toBe(404);
  });

  it('names a limit on every route of the public search and credential areas', () => {
    const publicAreas = allRoutes().filter((r) => r.area === 'search' || r.area === 'kredensial');
    expect(publicAreas.length).toBeGreaterThanOrEqual(7);
    for (const { area, route } of publicAreas) expect(route.publicLimit, `${area} ${route.path}`).toBeDefined();
  });
});

describe('the edge', () => {
  it('refuses a request without the origin-verify secret with 403 and its message, on every area', async () => {
    for (const [area, path] of [
      ['search', '/api/mahasiswa?nama=zzzz'],
      ['kredensial', '/.well-known/jwks.json'],
      ['auth', '/api/auth/login'],
    ] as const) {
      const method = area === 'auth' ? 'POST' : 'GET';
      const res = await invokeArea(area, { method, path, sourceIp: freshClientIp(), edge: false });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: MSG.originRefused });
    }
  });
});
