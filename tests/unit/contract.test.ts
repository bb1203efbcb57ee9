/**
 * Invariants of the route contract that API Gateway, the local server and the Lambda router rely
 * on: paths under /api/, one route per method and path, one parameter name per position among
 * siblings, a handler for every area, roles from ROLES, and path helpers that round-trip.
 */

import { readdirSync } from 'node:fs';
import { loadAreaHandler } from '@functions/api';
import { findRoute } from '@infra/local/api-gateway';
import { AREAS, allRoutes } from '@shared/api';
import { API_ROOT_PREFIXES, buildPath, matchPath, ROLES } from '@shared/api/contract';
import { describe, expect, it } from 'vitest';

const routes = allRoutes();
const paramOf = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1];

describe('route contract', () => {
  it('has routes', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('puts every path under /api/ (or another root prefix of API_ROOT_PREFIXES) without a trailing slash or empty segment', () => {
    for (const { route } of routes) {
      expect(
        API_ROOT_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
        route.path,
      ).toBe(true);
      expect(route.path.endsWith('/'), route.path).toBe(false);
      expect(route.path.slice(1).split('/').includes(''), route.path).toBe(false);
    }
  });

  it('declares each method and path once', () => {
    const seen = new Map<string, string>();
    for (const { area, name, route } of routes) {
      // parameter names do not make two paths different for API Gateway
      const key = `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`;
      expect(seen.get(key), `${area}.${name} repeats ${key}`).toBeUndefined();
      seen.set(key, `${area}.${name}`);
    }
  });

  it('uses one parameter name per position among sibling paths', () => {
    // a trie of path segments where every parameter is one child: two names at one node clash
    const paramAt = new Map<string, { name: string; by: string }>();
    for (const { area, name, route } of routes) {
      const segments = route.path.split('/');
      for (let i = 0; i < segments.length; i++) {
        const param = paramOf(segments[i] ?? '');
        if (!param) continue;
        const parent = segments
          .slice(0, i)
          .map((s) => (paramOf(s) ? '{}' : s))
          .join('/');
        const earlier = paramAt.get(parent);
        expect(
          earlier === undefined || earlier.name === param,
          `${area}.${name} names {${param}} where ${earlier?.by} names {${earlier?.name}}`,
        ).toBe(true);
        if (!earlier) paramAt.set(parent, { name: param, by: `${area}.${name}` });
      }
    }
  });

  it('declares path parameters that the route schema reads', () => {
    for (const { area, name, route } of routes) {
      const params = route.path.split('/').flatMap((s) => paramOf(s) ?? []);
      if (params.length > 0) expect(route.params, `${area}.${name} has path parameters but no params schema`).toBeDefined();
    }
  });

  // importing every area's handler module loads the whole back end: allow it time on a busy machine
  it('has a Lambda handler for every area, and an area for every handler', { timeout: 60_000 }, async () => {
    const areas = new Set(AREAS.map((a) => a.area));
    expect(areas.size).toBe(AREAS.length);
    for (const area of areas) expect(typeof (await loadAreaHandler(area)), `no handler for area ${area}`).toBe('function');
    const folders = readdirSync(new URL('../../functions/api', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([...areas].sort());
  });

  it('limits every non-public route to roles from ROLES', () => {
    for (const { area, name, route } of routes) {
      if (route.access === 'public') continue;
      expect(route.access.length, `${area}.${name} allows nobody`).toBeGreaterThan(0);
      for (const role of route.access) expect(ROLES, `${area}.${name}`).toContain(role);
    }
  });

  it('resolves each filled route path to that route, static segments first (as API Gateway does)', () => {
    for (const { area, name, route } of routes) {
      const params = Object.fromEntries(route.path.split('/').flatMap((s) => (paramOf(s) ? [[paramOf(s), '7']] : [])));
      const path = buildPath(route.path, params);
      expect(matchPath(route.path, path), `${area}.${name}`).toEqual(params);
      const found = findRoute(route.method, path);
      expect(found && `${found.area}.${found.name}`, `${area}.${name} (${route.method} ${path})`).toBe(`${area}.${name}`);
      expect(findRoute(route.method, `${path}/`)?.route, `${area}.${name} with a trailing slash`).toBe(route);
    }
  });
});

describe('path helpers', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/api/portofolio/user/{nim}/{id}/hide', { nim: '2101010001', id: 12 })).toBe('/api/portofolio/user/2101010001/12/hide');
    expect(buildPath('/api/x/{id}', { id: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
    expect(() => buildPath('/api/x/{id}', {})).toThrow(/missing path parameter id/);
  });

  it('matches with decoding, ignores one trailing slash, and rejects other shapes', () => {
    expect(matchPath('/api/x/{id}', '/api/x/a%2Fb')).toEqual({ id: 'a/b' });
    expect(matchPath('/api/prodi', '/api/prodi/')).toEqual({});
    expect(matchPath('/api/x/{id}', '/api/x/')).toBeNull();
    expect(matchPath('/api/x/{id}', '/api/x/1/2')).toBeNull();
    expect(matchPath('/api/x', '/api/y')).toBeNull();
    // a malformed escape is kept as sent (the local gateway answered 500 when the decoder threw)
    expect(matchPath('/api/x/{id}', '/api/x/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
    expect(matchPath('/api/x/{id}', '/api/x/%ZZ')).toEqual({ id: '%ZZ' });
  });
});
