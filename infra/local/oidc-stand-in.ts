/**
 * The campus identity provider, locally: a real OpenID Connect provider (oidc-provider) on
 * 127.0.0.1, so campus sign-in runs end to end on one machine (`npm start`, the test stacks).
 * It plays a campus directory: every address signs in with DEMO_SSO_PASSWORD (the demo accounts'
 * addresses among them, and addresses SKPI does not know, to show the refusals); an address whose
 * local part ends in `+unverified` comes back with `email_verified: false`. One page asks for the
 * address and password every time (no session is kept, so a second demo user is not signed in as
 * the first) and offers Tolak, the refused consent. PKCE is required; the ID token is signed with a key made at
 * start (ES256: a P-256 key costs nothing to make, an RSA one a noticeable moment per stack).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const DEMO_SSO_PASSWORD = 'Demo#Sso2026';
export const SSO_CLIENT_ID = 'skpi-local';

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

interface Interaction {
  uid: string;
  params: { client_id: string; scope: string };
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: unknown, options: { mergeWithLastSubmission: boolean }): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

type Stored = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number };

/** The provider's state (sessions, codes, grants) in this process's memory: a stand-in forgets everything at its stop. */
function memoryAdapter() {
  const all = new Map<string, { payload: Stored; expiresAt: number }>();
  const live = (key: string) => {
    const entry = all.get(key);
    if (entry && entry.expiresAt < Date.now()) all.delete(key);
    return entry && entry.expiresAt >= Date.now() ? entry.payload : undefined;
  };
  return class {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Stored, expiresIn: number) {
      all.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn || 3600) * 1000 });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, entry] of all) if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of all) if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key);
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      all.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of all) if (entry.payload.grantId === grantId) all.delete(key);
    }
  };
}

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, error = '', email = ''): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masuk - Akun Kampus (lokal)</title>
<style>body{font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}
input{width:100%;padding:.5rem;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}.galat{color:#b00}</style></head>
<body><h1>Akun Kampus</h1><p>Penyedia akun kampus lokal (pengganti untuk uji coba). Aplikasi SKPI meminta alamat email Anda.</p>
${error ? `<p class="galat" role="alert">${html(error)}</p>` : ''}
<form method="post" action="/interaction/${html(uid)}">
<label for="email">Email kampus</label><input id="email" name="email" type="email" autocomplete="username" value="${html(email)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit" name="action" value="login">Masuk dan izinkan</button><button type="submit" name="action" value="deny">Tolak</button>
</form></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid));
    return;
  }
  const form = await formOf(req);
  if (form.get('action') === 'deny') {
    const result = { error: 'access_denied', error_description: 'the user refused' };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    return;
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || form.get('password') !== DEMO_SSO_PASSWORD) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid, 'Email atau password salah.', email));
    return;
  }
  const grant = new provider.Grant({ accountId: email, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: email }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

/** Starts the provider for the app whose callback is `redirectUri`; `port` 0 picks a free one. */
export async function startOidcStandIn(opts: { port: number; redirectUris: string[] }): Promise<OidcStandIn> {
  const { default: ProviderClass } = await import('oidc-provider');
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : opts.port);
    });
  });
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const provider: Provider = new ProviderClass(issuer, {
    clients: [
      {
        client_id: SSO_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', alg: 'ES256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    adapter: memoryAdapter(),
    // ten minutes for everything: a sign-in at the stand-in is short
    ttl: Object.fromEntries(['AccessToken', 'AuthorizationCode', 'Grant', 'IdToken', 'Interaction', 'Session'].map((k) => [k, 600])),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // the e-mail in the ID token itself, as the campus providers send it
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // its own error page: the default one loads a web font from the network
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="id"><meta charset="utf-8"><title>Galat</title><h1>Akun Kampus</h1><p>${html(out.error ?? '')}: ${html(out.error_description ?? '')}</p></html>`;
    },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.split('@')[0]?.endsWith('+unverified') }),
    }),
  });
  const callback = provider.callback();
  handle = (req, res) => {
    // the stand-in keeps no sign-in session: a demo switches people in one browser, and each
    // sign-in asks for the address and password again
    if (req.headers.cookie) req.headers.cookie = req.headers.cookie.replace(/(^|;\s*)_session[^=]*=[^;]*/g, '');
    if (req.url?.startsWith('/interaction/')) {
      interaction(provider, req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Interaksi tidak valid atau sudah kedaluwarsa (${(err as Error).message}).`);
      });
      return;
    }
    callback(req, res);
  };
  return {
    issuer,
    clientId: SSO_CLIENT_ID,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
