/**
 * The area runtime (functions/lib/http.ts + auth.ts): routing from the contract, validation with the
 * field messages callers read, the one error shape, security headers, and the authorization middleware
 * with tokens minted here. The user item is served by a mocked DynamoDB client.
 */
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { defineArea, ORIGIN_VERIFY_HEADER, PUBLIC_LIMITS } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

const { tokenKeyEnv } = await import('@infra/local/token-keys');
Object.assign(process.env, await tokenKeyEnv(undefined));
process.env.TABLE_NAME = 'unit-table';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL = 'SILENT';

const { createAreaHandler } = await import('@functions/lib/http');
const { signSession, SESSION_COOKIE, wireName } = await import('@functions/lib/session');
const { resetSecretCaches } = await import('@functions/lib/secrets');

const ddbMock = mockClient(DynamoDBDocumentClient);

const testArea = defineArea('unit', {
  open: { method: 'GET', path: '/api/unit/open', access: 'public', summary: 'public', response: z.strictObject({ who: z.string() }) },
  staff: {
    method: 'POST',
    path: '/api/unit/items/{id}',
    access: ['admin jurusan', 'super admin'],
    summary: 'admins only',
    params: z.strictObject({ id: z.coerce.number({ error: MSG.mustBeNumber }).int({ error: MSG.mustBeNumber }) }),
    body: z.strictObject({ nama: z.string({ error: MSG.required }).min(1, { error: MSG.required }) }),
    response: z.strictObject({ id: z.number(), nama: z.string(), by: z.string() }),
    status: 201,
  },
  boom: { method: 'GET', path: '/api/unit/boom', access: 'public', summary: 'fails', response: z.strictObject({}) },
  limited: {
    method: 'GET',
    path: '/api/unit/limited',
    access: 'public',
    summary: 'counted per client',
    publicLimit: 'verification',
    response: z.strictObject({}),
  },
});

const handler = createAreaHandler(testArea, {
  open: async ({ auth }) => ({ who: auth?.nim ?? 'anonymous' }),
  staff: async ({ params, body, auth }) => ({ id: params.id, nama: body.nama, by: auth.nim }),
  boom: async () => {
    throw new Error('secret internal detail');
  },
  limited: async () => ({}),
});

function event(
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; bearer?: string; rawBody?: string; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers,
    cookies: opts.cookie ? [opts.cookie] : undefined,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    isBase64Encoded: false,
    requestContext: { http: { method, path, sourceIp: '127.0.0.1' }, requestId: 'unit' },
  } as unknown as APIGatewayProxyEventV2;
}

async function call(ev: APIGatewayProxyEventV2) {
  const res = (await handler(ev, {} as never)) as { statusCode: number; body: string; headers: Record<string, string> };
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown>, headers: res.headers };
}

const admin = {
  id: '01ADMIN',
  nim: 'adminif',
  role: 'admin jurusan' as const,
  id_prodi: 1,
  token_version: 3,
  is_active: true,
};

function serveUser(user: Record<string, unknown> | undefined) {
  ddbMock.on(GetCommand).resolves({ Item: user });
}

beforeAll(() => resetSecretCaches());
afterAll(() => ddbMock.restore());
beforeEach(() => ddbMock.reset());

describe('routing and errors', () => {
  it('answers a public route without a session', async () => {
    const res = await call(event('GET', '/api/unit/open'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ who: 'anonymous' });
  });

  it('adds the security headers to every answer, errors included', async () => {
    for (const ev of [event('GET', '/api/unit/open'), event('GET', '/api/unit/nowhere')]) {
      const res = await call(ev);
      expect(res.headers['Strict-Transport-Security']).toMatch(/max-age=/);
      expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(res.headers['Content-Security-Policy']).toContain("default-src 'none'");
    }
  });

  it('answers an unknown path with 404 and the message shape', async () => {
    const res = await call(event('GET', '/api/unit/nowhere'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.routeNotFound });
  });

  it('hides internals of an unexpected failure behind a 500', async () => {
    const res = await call(event('GET', '/api/unit/boom'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: MSG.serverError });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('authorization middleware', () => {
  it('refuses a protected route without a session (401)', async () => {
    const res = await call(event('POST', '/api/unit/items/5', { body: { nama: 'x' } }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.notSignedIn });
  });

  it('accepts the session cookie (its __Host- name on a deployed stage) and the bearer header', async () => {
    serveUser(admin);
    const token = await signSession(admin);
    const byCookie = await call(
      event('POST', '/api/unit/items/5', { body: { nama: 'Rubrik' }, cookie: `${wireName(SESSION_COOKIE, true)}=${token}` }),
    );
    expect(byCookie.status).toBe(201);
    expect(byCookie.body).toEqual({ id: 5, nama: 'Rubrik', by: 'adminif' });
    const byBearer = await call(event('POST', '/api/unit/items/6', { body: { nama: 'Rubrik' }, bearer: token }));
    expect(byBearer.status).toBe(201);
  });

  it('compares roles case-insensitively', async () => {
    serveUser({ ...admin, role: 'Admin Jurusan' });
    const token = await signSession(admin);
    const res = await call(event('POST', '/api/unit/items/5', { body: { nama: 'x' }, bearer: token }));
    expect(res.status).toBe(201);
  });

  it('refuses a role the route does not allow (403)', async () => {
    const student = { ...admin, id: '01STUDENT', nim: '2101010001', role: 'mahasiswa' as const };
    serveUser(student);
    const res = await call(event('POST', '/api/unit/items/5', { body: { nama: 'x' }, bearer: await signSession(student) }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MSG.forbidden });
  });

  it('refuses an old token version, a deactivated account and a deleted account (401)', async () => {
    const token = await signSession(admin);
    for (const user of [{ ...admin, token_version: 4 }, { ...admin, is_active: false }, undefined]) {
      serveUser(user);
      const res = await call(event('POST', '/api/unit/items/5', { body: { nama: 'x' }, bearer: token }));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.sessionExpired });
    }
  });

  it('refuses a forged, an expired and a wrong-purpose token', async () => {
    serveUser(admin);
    const forged = await new SignJWT({ nim: 'adminif', role: 'super admin', tv: 3, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('skpi')
      .setSubject(admin.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key-0000'));
    const key = await importJWK(JSON.parse(process.env.SESSION_TOKEN_PRIVATE_JWK ?? ''), 'ES256');
    const expired = await new SignJWT({ nim: 'adminif', role: 'admin jurusan', id_prodi: 1, tv: 3, typ: 'session' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('skpi')
      .setSubject(admin.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const otherPurpose = await new SignJWT({ nim: 'adminif', role: 'admin jurusan', id_prodi: 1, tv: 3, typ: 'activation' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('skpi')
      .setSubject(admin.id)
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [forged, expired, otherPurpose, 'not-a-jwt']) {
      const res = await call(event('POST', '/api/unit/items/5', { body: { nama: 'x' }, bearer: token }));
      expect(res.status).toBe(401);
    }
  });

  it('treats a public route with a stale session as anonymous', async () => {
    serveUser({ ...admin, is_active: false });
    const res = await call(event('GET', '/api/unit/open', { bearer: await signSession(admin) }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ who: 'anonymous' });
  });
});

describe('validation', () => {
  it("answers 422 with the field map of the rules' messages", async () => {
    serveUser(admin);
    const token = await signSession(admin);
    const res = await call(event('POST', '/api/unit/items/abc', { body: {}, bearer: token }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { id: [MSG.mustBeNumber] } });
    const noName = await call(event('POST', '/api/unit/items/5', { body: { nama: '' }, bearer: token }));
    expect(noName.status).toBe(422);
    expect(noName.body).toEqual({ message: { nama: [MSG.required] } });
  });

  it('refuses malformed JSON with a clear message', async () => {
    serveUser(admin);
    const res = await call(event('POST', '/api/unit/items/5', { rawBody: '{"nama":', bearer: await signSession(admin) }));
    expect([400, 422]).toContain(res.status);
    expect(res.body).toEqual({ message: MSG.invalidJson });
  });

  it('refuses fields the route does not declare', async () => {
    serveUser(admin);
    const res = await call(event('POST', '/api/unit/items/5', { body: { nama: 'x', role: 'super admin' }, bearer: await signSession(admin) }));
    expect(res.status).toBe(422);
  });
});

describe('the edge', () => {
  const secret = 'edge-secret-edge-secret';
  const withSecret = (value?: string) => (value === undefined ? {} : { headers: { [ORIGIN_VERIFY_HEADER]: value } });

  function configure(stage: string, originVerify: string | undefined) {
    process.env.STAGE = stage;
    if (originVerify === undefined) delete process.env.ORIGIN_VERIFY;
    else process.env.ORIGIN_VERIFY = originVerify;
    resetSecretCaches();
  }

  afterAll(() => configure('local', undefined));

  it('refuses every request without the origin-verify secret or with a wrong one (403), before routing', async () => {
    configure('dev', secret);
    for (const value of [undefined, '', 'guess', `${secret}x`]) {
      for (const path of ['/api/unit/open', '/api/unit/nowhere']) {
        const res = await call(event('GET', path, withSecret(value)));
        expect(res.status, `${path} with ${String(value)}`).toBe(403);
        expect(res.body).toEqual({ message: MSG.originRefused });
        expect(res.headers['Strict-Transport-Security']).toMatch(/max-age=/);
      }
    }
    const res = await call(event('GET', '/api/unit/open', withSecret(secret)));
    expect(res.status).toBe(200);
  });

  it('refuses everything on a deployed stage whose secret is not configured; the local stage without one lets unit calls pass', async () => {
    configure('dev', undefined);
    expect((await call(event('GET', '/api/unit/open', withSecret('anything')))).status).toBe(403);
    configure('local', undefined);
    expect((await call(event('GET', '/api/unit/open'))).status).toBe(200);
  });

  it("counts a public route's calls per client and answers past its limit 429 with Retry-After (seconds to the window's end)", async () => {
    configure('local', undefined);
    const { max, windowSeconds } = PUBLIC_LIMITS.verification;
    ddbMock.on(UpdateCommand).resolves({ Attributes: { count: max } });
    expect((await call(event('GET', '/api/unit/limited'))).status).toBe(200);
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(JSON.stringify(update?.Key)).toContain('public-verification');
    expect(JSON.stringify(update?.Key)).toContain('127.0.0.1');
    ddbMock.on(UpdateCommand).resolves({ Attributes: { count: max + 1 } });
    const res = await call(event('GET', '/api/unit/limited'));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: MSG.tooManyRequests });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    // a route without a limit is not counted
    ddbMock.resetHistory();
    await call(event('GET', '/api/unit/open'));
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
