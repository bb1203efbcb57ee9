/**
 * API values never change with the language: every GET route of the registry, called by every role
 * it names (the demo accounts, whose data the seed wrote) with `Accept-Language: en`, answers what
 * the contract allows (the stack checks every answer against its schema, so an enum or a compared
 * status word that turned English answers 500) and the same status as in Indonesian. A route that
 * acts when read (a print, a bulk start, a cancel, a resend) is called with a value that names
 * nothing, so the walk changes no seeded data.
 */
import { allRoutes } from '@shared/api';
import { buildPath, ROLES, type Role, roleAllowed } from '@shared/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, userByNim } from '../support/auth-flow';
import { api, DEMO_ACCOUNTS, type DemoAccountKey, useStackEnv } from '../support/stack';

/** Whose session each role's calls carry: a demo account with seeded data of its program. */
const ACCOUNT_OF: Record<Role, DemoAccountKey> = {
  mahasiswa: 'budi',
  verifikator: 'verifikator',
  ppk: 'ppk',
  'admin jurusan': 'adminJurusan',
  'super admin': 'superAdmin',
  pimpinan: 'kaprodimj',
};

/** GET routes that act (print, start a job, cancel, mail): called with a value that names nothing. */
const ACTING = new Set(['cetak.skpiPrintGet', 'cetak.skpiBulkGet', 'cetak.skpiBulkProdiGet', 'mahasiswa.skpiCancelGet', 'auth.resendActivationGet']);

/** A query that makes a list answer rows rather than a refusal (the rest are sent without one). */
const QUERY: Record<string, Record<string, string>> = {
  'master.ppkByAnak': { id_prodi: '1', page: '1', paginate: '10' },
  'master.rubrikByProdiBidang': { page: '1', paginate: '10' },
  'search.search': { nama: 'Budi' },
  'search.show': { nim: DEMO_ACCOUNTS.budi.nim },
  'manajemen.akunList': { page: '1', paginate: '10' },
  'verifikasi.portofolioQueue': { page: '1', paginate: '10' },
  'cetak.skpiSearch': { page: '1', paginate: '10' },
};

const tokens = new Map<Role, string>();

beforeAll(async () => {
  useStackEnv();
  for (const role of ROLES) {
    const user = await userByNim(DEMO_ACCOUNTS[ACCOUNT_OF[role]].nim);
    if (!user) throw new Error(`demo account of ${role} missing`);
    tokens.set(role, await tokenOf(user.id));
  }
});

/** The route's path with its parameters: the demo student's NIM, the first program, rubric, ...; nothing for an acting route. */
function pathOf(name: string, template: string): string {
  const acting = ACTING.has(name);
  const params = Object.fromEntries(
    [...template.matchAll(/\{(\w+)\}/g)].map((m) => {
      const key = m[1] ?? '';
      if (acting) return [key, '987654'];
      return [key, key === 'nim' ? DEMO_ACCOUNTS.budi.nim : key === 'code' ? 'TIDAK-ADA' : '1'];
    }),
  );
  return buildPath(template, params);
}

const gets = allRoutes().filter((r) => r.route.method === 'GET');

describe('every GET route answers the same values in English', () => {
  it('walks the registry', () => {
    expect(gets.length).toBeGreaterThan(50);
  });

  describe.each(gets.map((r) => [`${r.area}.${r.name}`, r.route] as const))('%s', (name, route) => {
    const callers: Array<Role | 'public'> = route.access === 'public' ? ['public'] : ROLES.filter((role) => roleAllowed(route.access, role));
    it.each(callers)('as %s', async (caller) => {
      const path = pathOf(name, route.path);
      const bearer = caller === 'public' ? undefined : tokens.get(caller);
      const query = QUERY[name];
      const english = await api('GET', path, { bearer, query, headers: { 'accept-language': 'en' } });
      const indonesian = await api('GET', path, { bearer, query });
      // the body beside the status: a failure shows what the server said
      expect({ caller, status: english.status, body: english.status >= 500 ? english.body : null }).toEqual({
        caller,
        status: indonesian.status,
        body: null,
      });
      expect(english.status).toBeLessThan(500);
    });
  });
});
