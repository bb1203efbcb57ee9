/**
 * The role gate of every route of the registry (shared/api/index.ts), whatever its area: a new
 * route or area is covered here without a line added. With no session a non-public route answers
 * 401 'Silakan masuk terlebih dahulu.'; a signed-in role the route does not name answers 403
 * before anything is read or written, and a role it names is never told to sign in; a public route
 * never asks for a session. What each allowed role then gets (ownership, validation, state) is
 * tested per area (auth-authorization.test.ts and the area's own tables).
 */
import { allRoutes } from '@shared/api';
import { buildPath, ROLES, type Role, roleAllowed } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../support/auth-flow';
import { api, useStackEnv } from '../support/stack';

const tokens = new Map<Role, string>();

beforeAll(async () => {
  useStackEnv();
  for (const role of ROLES) {
    const account = await staffAccount(role, role === 'mahasiswa' || role === 'admin jurusan' ? 1 : null);
    tokens.set(role, account.token);
  }
});

/**
 * A concrete path for the route: every parameter filled with a placeholder that names nothing, so
 * an allowed role's call (the gate lets it through) changes no seeded item: `1` deleted the demo
 * program's first CPL item, which later tests read.
 */
function pathOf(template: string): string {
  const params = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], '987654']));
  return buildPath(template, params);
}

const routes = allRoutes();

describe('the role gate of every route in the registry', () => {
  it('covers every area of the registry', () => {
    expect(new Set(routes.map((r) => r.area)).size).toBeGreaterThan(0);
  });

  describe.each(routes.map((r) => [`${r.area}.${r.name}`, r.route] as const))('%s', (_name, route) => {
    const path = pathOf(route.path);

    it.runIf(route.access !== 'public')('answers 401 without a session', async () => {
      const res = await api(route.method, path, { body: route.method === 'GET' ? undefined : {} });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.notSignedIn });
    });

    it.runIf(route.access !== 'public')('answers 403 to every role it does not name, and takes the session of the others', async () => {
      for (const role of ROLES) {
        const res = await api(route.method, path, { bearer: tokens.get(role), body: route.method === 'GET' ? undefined : {} });
        if (roleAllowed(route.access, role)) expect({ role, status: res.status }).not.toEqual({ role, status: 401 });
        else expect({ role, status: res.status, body: res.body }).toEqual({ role, status: 403, body: { message: MSG.forbidden } });
      }
    });

    it.runIf(route.access === 'public')('never asks for a session', async () => {
      const res = await api(route.method, path, { body: route.method === 'GET' ? undefined : {} });
      expect(res.body).not.toEqual({ message: MSG.notSignedIn });
    });
  });
});
