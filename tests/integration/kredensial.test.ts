/**
 * The portable credential on the stack (docs/decisions/0037-portable-credential.md), checked the
 * way a verifier does with nothing but what the app publishes: print an SKPI, fetch its
 * credential, verify the VC-JWT against the JWK Set at /.well-known/jwks.json and its claims,
 * fetch and verify the status list it names and read its bit. Revoking (the printing area's
 * route) and superseding (a print with override) set the bit at once in the stored list; the
 * served list is cached for up to a minute per Lambda, so the test builds the list afresh in its
 * own process (an empty cache) to read the new bit. Unknown codes, documents without a credential
 * and unknown lists are 404; every route answers every caller the same (all public).
 */
import type { UserItem } from '@functions/domain/users/repo';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { bitAt, decodeList } from '@functions/lib/status-list';
import { kredensialApi } from '@shared/api/kredensial';
import { KREDENSIAL_MSG, MSG } from '@shared/messages';
import { createLocalJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens, patchItem, pointAtStack } from '../support/auth-flow';
import { authorizationTable, type Want } from '../support/authorization';
import { type PeriodeRow, printingSetup, printingStudent } from '../support/cetak';
import { api, baseUrl } from '../support/stack';

type Setup = Awaited<ReturnType<typeof printingSetup>>;
let admin: Setup['ownAdmin'];
let program: Setup['program'];
let periode: PeriodeRow;
let jwks: ReturnType<typeof createLocalJWKSet>;
const tokens = new Map<Caller, string | undefined>();

const KODE = `KR${Math.floor(Math.random() * 9000 + 1000)}`;
const UNKNOWN = 'aaaaaaaaaaaaaaaaaaaaaaaaaa';

interface Credential {
  id: string;
  issuer: { id: string; name: string };
  validFrom: string;
  credentialStatus: { statusListCredential: string; statusListIndex: string; statusPurpose: string };
  credentialSubject: { verifiableCredential: unknown[] };
}

const print = (nim: string, override = 0) =>
  api('POST', `/api/manajemen/skpi/download/${nim}`, { bearer: admin.token, query: { periode: periode.id_periode_kelulusan, override } });

async function currentKode(userId: string): Promise<string> {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const u = (await usersRepo.getById(userId)) as UserItem;
  if (!u.skpi_dokumen) throw new Error('no current document');
  return u.skpi_dokumen.kode;
}

const credentialOf = (kode: string) => api<{ jwt: string; credential: Credential; message?: string }>('GET', `/api/verifikasi/${kode}/kredensial`);

/** Verifies a VC-JWT with the published keys and returns its payload (throws when it does not verify). */
async function verified<T>(jwt: string): Promise<T & JWTPayload> {
  return (await jwtVerify(jwt, jwks, { algorithms: ['RS256'], typ: 'JWT' })).payload as T & JWTPayload;
}

/** The bit of a credential in a verified status list JWT. */
async function bitOf(listJwt: string, credential: Credential): Promise<0 | 1> {
  const list = await verified<{ id: string; credentialSubject: { statusPurpose: string; encodedList: string } }>(listJwt);
  expect(list.id).toBe(credential.credentialStatus.statusListCredential);
  expect(list.credentialSubject.statusPurpose).toBe('revocation');
  return bitAt(decodeList(list.credentialSubject.encodedList), Number(credential.credentialStatus.statusListIndex));
}

/** The list as a cold Lambda builds it now (this process's own module, its cache empty). */
async function freshList(credential: Credential): Promise<string> {
  pointAtStack();
  const { buildStatusList } = await import('@functions/domain/kredensial/service');
  return buildStatusList(Number(credential.credentialStatus.statusListCredential.split('/').pop()));
}

beforeAll(async () => {
  ({ program, ownAdmin: admin, periode } = await printingSetup(KODE, '2026-02-21'));
  for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
  const keySet = await api<{ keys: [] }>('GET', '/.well-known/jwks.json');
  expect(keySet.headers.get('content-type')).toBe('application/jwk-set+json');
  jwks = createLocalJWKSet(keySet.body);
}, 90_000);

describe('a printed SKPI has a credential a verifier can check with the published keys', () => {
  let student: UserItem;
  let first: Credential;
  let firstKode: string;

  it('serves the VC-JWT and its credential; the signature, claims and issuer check out', async () => {
    student = await printingStudent(program.prodi.id_prodi, 2022, 'Mahasiswa Kredensial');
    expect((await print(student.nim)).status).toBe(200);
    firstKode = await currentKode(student.id);
    const res = await credentialOf(firstKode.toUpperCase());
    expect(res.status).toBe(200);
    first = res.body.credential;
    const payload = await verified<Credential>(res.body.jwt);
    expect(payload).toMatchObject({ iss: first.issuer.id, jti: first.id, nbf: Date.parse(first.validFrom) / 1000 });
    expect(first.id).toBe(`${baseUrl()}/api/verifikasi/${firstKode}/kredensial`);
    expect(first.credentialSubject.verifiableCredential.length).toBeGreaterThanOrEqual(1);
    // the issuer's id answers its Profile
    const profile = await (await fetch(payload.iss as string)).json();
    expect(profile).toMatchObject({ id: payload.iss, type: ['Profile'], name: first.issuer.name });
  });

  it('names a status list that verifies and holds a 0 for the valid document', async () => {
    const res = await fetch(first.credentialStatus.statusListCredential);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/jwt');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=(60|[1-5]?\d)$/);
    expect(await bitOf(await res.text(), first)).toBe(0);
  });

  it('sets the bit when the document is revoked', async () => {
    const cached = await (await fetch(first.credentialStatus.statusListCredential)).text();
    const revoke = await api('DELETE', `/api/manajemen/skpi/delete/${student.nim}`, { bearer: admin.token, body: { alasan: 'Uji kredensial' } });
    expect(revoke.status).toBe(200);
    expect(await bitOf(await freshList(first), first)).toBe(1);
    // the served list is the cached one for the rest of its minute
    expect(await (await fetch(first.credentialStatus.statusListCredential)).text()).toBe(cached);
    // a revoked document's credential is still served (its status says revoked)
    expect((await credentialOf(firstKode)).status).toBe(200);
  });

  it("sets the superseded document's bit on a print with override, and not the new one's", async () => {
    expect((await print(student.nim)).status).toBe(200);
    const replacedKode = await currentKode(student.id);
    expect((await print(student.nim, 1)).status).toBe(200);
    const newKode = await currentKode(student.id);
    const [replaced, current] = await Promise.all([credentialOf(replacedKode), credentialOf(newKode)]);
    const list = await freshList(replaced.body.credential);
    expect(await bitOf(list, replaced.body.credential)).toBe(1);
    expect(await bitOf(await freshList(current.body.credential), current.body.credential)).toBe(0);
    expect(replaced.body.credential.credentialStatus.statusListIndex).not.toBe(current.body.credential.credentialStatus.statusListIndex);
  });

  it('answers 404 for an unknown code, a document without a credential and an unknown list', async () => {
    expect((await credentialOf(UNKNOWN)).body).toEqual({ message: KREDENSIAL_MSG.kredensialNotFound });
    pointAtStack();
    await patchItem(cetakKeys.skpiDokumen(firstKode), { kredensial_key: null });
    expect(await credentialOf(firstKode)).toMatchObject({ status: 404, body: { message: KREDENSIAL_MSG.kredensialNotFound } });
    expect(await api('GET', '/api/kredensial/status/999')).toMatchObject({ status: 404, body: { message: KREDENSIAL_MSG.statusListNotFound } });
    expect(await api('GET', '/api/kredensial/status/abc')).toMatchObject({ status: 422, body: { message: { list: [MSG.mustBeNumber] } } });
  });
});

describe('authorization of the credential routes: public, the same answer for every caller', () => {
  const ROWS: Record<keyof typeof kredensialApi.routes, { path: string; want: Want }> = {
    kredensial: { path: `/api/verifikasi/${UNKNOWN}/kredensial`, want: { status: 404, message: KREDENSIAL_MSG.kredensialNotFound } },
    penerbit: { path: '/api/kredensial/penerbit', want: { status: 200 } },
    jwks: { path: '/.well-known/jwks.json', want: { status: 200 } },
    statusList: { path: '/api/kredensial/status/0', want: { status: 200 } },
  };

  it('the table covers every route of the area', () => {
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(kredensialApi.routes).sort());
  });

  authorizationTable({
    rows: Object.entries(ROWS),
    request: (row) => ({ method: 'GET', path: row.path }),
    want: (_caller, row) => row.want,
    token: (caller) => tokens.get(caller),
  });
});
