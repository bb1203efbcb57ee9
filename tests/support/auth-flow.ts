/**
 * Helpers of the account and sign-in tests: the real OTP sign-in through the local server and
 * the mail store, fresh accounts (registered through the API, or written through the repos for
 * staff roles), session tokens signed with the stack's key, and direct calls of an area handler
 * with a chosen client address (for per-client limits without slowing the shared 127.0.0.1).
 */

import { userKeys } from '@functions/lib/entities/users';
import type { AreaName } from '@shared/api';
import { ORIGIN_VERIFY_HEADER, type Role } from '@shared/api/contract';
import { LINK_PAGES, type LinkPage, tokenOfFragment } from '@shared/domain/link-pages';
import { MAIL_MSG } from '@shared/messages';
import { ulid } from 'ulid';
import { api, cookieHeader, lastMail, type StoredMail, useStackEnv } from './stack';

/** `useStackEnv` is no React hook: an alias, so it may be called inside helpers. */
export const pointAtStack = useStackEnv;

export const OTP_PATTERN = /\b(\d{6})\b/;

/** The pin of the newest OTP mail to an address (waiting for one newer than `after`, epoch s). */
export async function otpOf(email: string, after = 0): Promise<string> {
  const mail = await lastMail(email, (m) => m.subject.includes('OTP') && m.at >= after);
  const pin = OTP_PATTERN.exec(mail.body.text ?? '')?.[1];
  if (!pin) throw new Error(`no pin in the OTP mail to ${email}`);
  return pin;
}

/** The link of the newest password-reset mail to an address (`/reset-password#token=...`) and its token. */
export async function resetLinkOf(email: string): Promise<{ link: string; token: string }> {
  const mail = await lastMail(email, (m) => m.subject === MAIL_MSG.resetSubject);
  return linkOf(mail.body.text ?? '', 'reset');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The Set-Cookie of a cookie name, or undefined. */
export function setCookieOf(cookies: readonly string[], name: string): string | undefined {
  return cookies.find((c) => c.startsWith(`${name}=`));
}

export interface SignedIn {
  /** `skpi_session=...` for the Cookie header. */
  cookie: string;
  claims: { role: string; nim: string; id_prodi: number | null; exp: number };
}

/** Password step, then the pin read from the mail store, like the browser does. */
export async function signIn(nim: string, password: string, email: string): Promise<SignedIn> {
  const started = nowSeconds();
  const login = await api<{ message: string }>('POST', '/api/auth/login', { body: { nim, password } });
  if (login.status !== 200) throw new Error(`login of ${nim} answered ${login.status}: ${JSON.stringify(login.body)}`);
  const pending = cookieHeader(login.cookies);
  const pin = await otpOf(email, started);
  const otp = await api<SignedIn>('POST', '/api/auth/login/otp', { body: { pin_otp: pin }, cookie: pending });
  if (otp.status !== 200) throw new Error(`otp of ${nim} answered ${otp.status}: ${JSON.stringify(otp.body)}`);
  return { cookie: cookieHeader(otp.cookies), claims: otp.body.claims };
}

/** Whether the password step of the sign-in accepts these credentials (it then mails a code). */
export async function canSignIn(nim: string, password: string): Promise<boolean> {
  return (await api('POST', '/api/auth/login', { body: { nim, password } })).status === 200;
}

let sequence = 0;
/** A NIM and e-mail nobody has used (letters and digits only). */
export function freshIdentity(prefix = 'T'): { nim: string; email: string } {
  sequence += 1;
  const nim = `${prefix}${Date.now().toString(36).toUpperCase()}${sequence}${Math.floor(Math.random() * 1000)}`;
  return { nim, email: `${nim.toLowerCase()}@uji.test` };
}

export const FRESH_PASSWORD = 'Rahasia#123';

/** The password pair the activation of an account made without a password sends. */
export const ACTIVATION_PASSWORDS = { password: 'Aktivasi#2024', password_confirmation: 'Aktivasi#2024' };

/** Registers a student through the API; returns its identity. */
export async function registerStudent(idProdi = 1, password = FRESH_PASSWORD): Promise<{ nim: string; email: string; password: string }> {
  const who = freshIdentity('M');
  const res = await api('POST', '/api/auth/register', {
    body: { ...who, id_prodi: idProdi, password, password_confirmation: password },
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...who, password };
}

/**
 * The link of a mail's text to a link page (shared/domain/link-pages.ts) and the token in its
 * fragment; throws when the text holds none.
 */
export function linkOf(text: string, page: LinkPage): { link: string; token: string } {
  const path = LINK_PAGES[page].path.replace(/\//g, '\\/');
  const link = new RegExp(`(https?:\\/\\/\\S+${path}#token=[A-Za-z0-9_.%-]+)`).exec(text)?.[1];
  const token = link ? tokenOfFragment(new URL(link).hash) : null;
  if (!link || !token) throw new Error(`no ${page} link in the mail text`);
  return { link, token };
}

/** The activation link of the newest activation mail, the token of its fragment, and the check address and token inside that. */
export async function activationOf(email: string): Promise<{ link: string; encoded: string; address: URL; token: string; mail: StoredMail }> {
  const mail = await lastMail(email, (m) => m.subject.includes('Aktivasi'));
  const { link, token: encoded } = linkOf(mail.body.text ?? '', 'activation');
  const address = new URL(Buffer.from(encoded, 'base64url').toString('utf8'));
  return { link, encoded, address, token: address.searchParams.get('token') ?? '', mail };
}

/** Follows the activation link; returns the activation ticket cookie. */
export async function activationTicket(email: string): Promise<string> {
  const { address } = await activationOf(email);
  const res = await api('GET', `${address.pathname}${address.search}`);
  if (res.status !== 200 && res.status !== 409) throw new Error(`activation check answered ${res.status}`);
  return cookieHeader(res.cookies);
}

export const VALID_BIODATA = {
  nama: "Sri Rahayu Nur'aini",
  kewarganegaraan: 102,
  nik: '1271000000000001',
  agama: 'Islam',
  jenis_kelamin: 1,
  tempat_lahir: 'Medan',
  tanggal_lahir: '2003-08-17',
  alamat: 'Jl. Dr. Mansur No. 9, Medan',
  id_provinsi: 12,
  id_kota: 1271,
  kode_pos: '20155',
  no_telepon_asal: '(061) 821-1234',
  no_hp: '+62 812-3456-7890',
  bio: 'Mahasiswa aktif.',
  sosmed: [{ title: 'Instagram', name: 'sri.rahayu', link: 'https://instagram.com/sri.rahayu' }],
};

/** Registers and activates a student (no photo); returns its identity. */
export async function activeStudent(idProdi = 1): Promise<{ nim: string; email: string; password: string }> {
  const who = await registerStudent(idProdi);
  const ticket = await activationTicket(who.email);
  const res = await api('POST', '/api/auth/activate', { body: VALID_BIODATA, cookie: ticket });
  if (res.status !== 200) throw new Error(`activate answered ${res.status}: ${JSON.stringify(res.body)}`);
  return who;
}

let nimSerial = 0;
/** A numeric NIM nobody has used (the admins' add takes digits only). */
export const freshNumericNim = () => `${Date.now()}${String(++nimSerial).padStart(3, '0')}${Math.floor(Math.random() * 10)}`.slice(-14);

/**
 * A student added by a super admin through Tambah Mahasiswa (`POST /api/manajemen/akun/add`),
 * without a password unless one is given; the activation mail is on its way.
 */
export async function addedStudent(idProdi = 1, password?: string): Promise<{ nim: string; email: string; nama: string }> {
  const admin = await staffAccount('super admin');
  const nim = freshNumericNim();
  const who = { nim, email: `tambah.${nim}@uji.test`, nama: 'Dewi Lestari' };
  const res = await api('POST', '/api/manajemen/akun/add', {
    bearer: admin.token,
    body: { id_role: 4, ...who, id_prodi: idProdi, ...(password ? { password, password_confirmation: password } : {}) },
  });
  if (res.status !== 201) throw new Error(`akun/add answered ${res.status}: ${JSON.stringify(res.body)}`);
  return who;
}

// --- through the repos (the test process points at the stack's table) -------------------------

/** A fresh account of any role written through the users repo, with a session token signed by the stack's key. */
export async function staffAccount(role: Role, idProdi: number | null = null, password = FRESH_PASSWORD) {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { hashPassword } = await import('@functions/lib/password');
  const who = freshIdentity('S');
  const user = await usersRepo.create({
    nim: who.nim,
    email: who.email,
    role,
    id_prodi: idProdi,
    nama: 'Akun Uji',
    password_hash: await hashPassword(password),
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
  });
  return { ...who, password, user, token: await tokenOf(user.id) };
}

/** A session token for the user as stored now (role and token version from the table). */
export async function tokenOf(userId: string): Promise<string> {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { signSession } = await import('@functions/lib/session');
  const user = await usersRepo.getById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return signSession(user);
}

/** Sets attributes of any item directly (an expiry in the past, a flag...), by its key. */
export async function patchItem(key: { PK: string; SK: string }, attributes: Record<string, unknown>): Promise<void> {
  pointAtStack();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(attributes).map(([k, v], i) => {
    names[`#a${i}`] = k;
    values[`:a${i}`] = v;
    return `#a${i} = :a${i}`;
  });
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Adds `delta` to a number attribute of an item directly, outside every writer (a counter corrupted on purpose). */
export async function addToCounter(key: { PK: string; SK: string }, attribute: string, delta: number): Promise<void> {
  pointAtStack();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #a :d',
      ExpressionAttributeNames: { '#a': attribute },
      ExpressionAttributeValues: { ':d': delta },
    }),
  );
}

/** Sets attributes of a user item directly (deactivate, token version...). */
export async function patchUser(userId: string, attributes: Record<string, unknown>): Promise<void> {
  pointAtStack();
  await patchItem(userKeys.user(userId), attributes);
}

export async function userByNim(nim: string) {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  return usersRepo.getByNim(nim);
}

// --- direct handler calls ----------------------------------------------------------------------

export interface DirectCall {
  method: string;
  path: string;
  body?: unknown;
  cookies?: string[];
  /** A session token sent as `Authorization: Bearer`. */
  bearer?: string;
  sourceIp: string;
  /** false: the request did not come through the edge (no origin-verify secret). */
  edge?: boolean;
  /** Handler settings other than the stack's for this call (e.g. `SSO_MFA_ENFORCED`), restored after it. */
  env?: Record<string, string>;
  /** More request headers (e.g. `accept-language`). */
  headers?: Record<string, string>;
}

/**
 * Calls an area's Lambda handler in this process with an API Gateway v2 event from `sourceIp`, as
 * CloudFront sends it: with the stack's origin-verify secret (`edge: false` leaves it out).
 */
export async function invokeArea(
  area: AreaName,
  call: DirectCall,
): Promise<{ status: number; body: unknown; cookies: string[]; headers: Record<string, string> }> {
  pointAtStack();
  const { loadAreaHandler } = await import('@functions/api');
  const handler = await loadAreaHandler(area);
  const url = new URL(call.path, 'http://local');
  const event = {
    version: '2.0',
    routeKey: `${call.method} ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: call.cookies,
    headers: {
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': call.sourceIp,
      ...(call.bearer ? { authorization: `Bearer ${call.bearer}` } : {}),
      ...(call.edge !== false && process.env.ORIGIN_VERIFY ? { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY } : {}),
      ...call.headers,
    },
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'local',
      domainPrefix: 'local',
      http: { method: call.method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: call.sourceIp, userAgent: 'vitest' },
      requestId: ulid(),
      routeKey: `${call.method} ${url.pathname}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    isBase64Encoded: false,
  };
  const before = Object.fromEntries(Object.keys(call.env ?? {}).map((k) => [k, process.env[k]]));
  Object.assign(process.env, call.env);
  const result = await handler(event as never, {}).finally(() => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
  const text = result.body ?? '';
  const json = (headers['content-type'] ?? '').includes('json') && text !== '';
  return { status: result.statusCode ?? 200, body: json ? JSON.parse(text) : text || undefined, cookies: result.cookies ?? [], headers };
}

let ipSequence = 0;
/** A client address nobody else uses in this run (documentation ranges, never a real client). */
export function freshClientIp(): string {
  ipSequence += 1;
  return `198.51.${(Date.now() + ipSequence) % 250}.${(ipSequence * 37 + Math.floor(Math.random() * 200)) % 250}`;
}

/** The callers of the authorization tests: no session, each role, a deactivated account, an outdated token. */
export type Caller = 'none' | Role | 'deactivated' | 'old-token';
export const SIGNED_IN_ROLES: readonly Role[] = ['mahasiswa', 'verifikator', 'ppk', 'admin jurusan', 'super admin'];
export const CALLERS: readonly Caller[] = ['none', ...SIGNED_IN_ROLES, 'deactivated', 'old-token'];

/**
 * A session token for every caller (none: no token), from fresh accounts: students and prodi
 * admins of program 1; the deactivated account a student; the outdated token one of `oldTokenRole`
 * whose token version moved on after it was signed. The accounts by role come along.
 */
export async function callerTokens(oldTokenRole: Role = 'mahasiswa') {
  const tokens = new Map<Caller, string | undefined>([['none', undefined]]);
  const accounts = new Map<Role, Awaited<ReturnType<typeof staffAccount>>>();
  for (const role of SIGNED_IN_ROLES) {
    const account = await staffAccount(role, role === 'mahasiswa' || role === 'admin jurusan' ? 1 : null);
    accounts.set(role, account);
    tokens.set(role, account.token);
  }
  const deactivated = await staffAccount('mahasiswa', 1);
  await patchUser(deactivated.user.id, { is_active: false });
  tokens.set('deactivated', deactivated.token);
  const old = await staffAccount(oldTokenRole, oldTokenRole === 'mahasiswa' ? 1 : null);
  const oldToken = await tokenOf(old.user.id);
  await patchUser(old.user.id, { token_version: old.user.token_version + 1 });
  tokens.set('old-token', oldToken);
  return { tokens, accounts };
}
