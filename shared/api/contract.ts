/**
 * The route contract: every HTTP route of the product is declared once, in an area file
 * beside this one. The CDK app creates the API Gateway routes from it, the local server and
 * the Lambda router dispatch with it, the web client is typed by it, and the tests enumerate it.
 */
import type * as z from 'zod';

/** Roles exactly as tokens and callers name them (compared in lower case). */
export const ROLES = ['mahasiswa', 'verifikator', 'ppk', 'admin jurusan', 'super admin', 'pimpinan'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Role ids as callers send them: prodi admin 2, verifikator 3, student 4 (and our own for the rest:
 * ppk 5, pimpinan 6, the officials who approve an SKPI before its seal, decision 0056).
 */
export const ROLE_IDS: Record<Role, number> = {
  'super admin': 1,
  'admin jurusan': 2,
  verifikator: 3,
  mahasiswa: 4,
  ppk: 5,
  pimpinan: 6,
};

export const ADMIN_ROLES = ['admin jurusan', 'super admin'] as const satisfies readonly Role[];
export const STAFF_ROLES = ['verifikator', 'ppk', 'admin jurusan', 'super admin', 'pimpinan'] as const satisfies readonly Role[];

/**
 * Behind CloudFront, API Gateway sees the edge's address as the caller. CloudFront (a viewer-request
 * function) and the local gateway put the viewer's address in this header, replacing what a client
 * sent, for the per-client rate limits.
 */
export const VIEWER_IP_HEADER = 'x-skpi-viewer-ip';
/**
 * CloudFront adds this header with a generated secret to every request it sends to the API (the
 * local server plays CloudFront and adds it too). On a deployed stage every area answers 403
 * without it, so the API Gateway endpoint cannot be reached around the edge's web ACL; and
 * VIEWER_IP_HEADER is believed only with it, so no caller chooses the address it is counted under.
 */
export const ORIGIN_VERIFY_HEADER = 'x-skpi-origin-verify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Per-client limits of the public reads, in one place: events per window per client address,
 * counted by `consume` (functions/lib/rate-limit.ts) before the route runs; past the limit 429 with
 * `Retry-After`. Generous: a campus puts its students behind one address. A route names its limit
 * with `publicLimit`.
 */
export const PUBLIC_LIMITS = {
  /** Student search and public profiles. */
  search: { max: 300, windowSeconds: 60 },
  profile: { max: 300, windowSeconds: 60 },
  /** The check of a printed SKPI by its code. */
  verification: { max: 120, windowSeconds: 60 },
  /** The credential routes (a credential, the issuer, the keys, the status lists). */
  credential: { max: 300, windowSeconds: 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;
export type PublicLimitName = keyof typeof PUBLIC_LIMITS;
/** The counters' scope: `public-<limit>` (the CDK app lets the public areas update only these). */
export const PUBLIC_LIMIT_SCOPE_PREFIX = 'public-';

/**
 * Paths outside `/api/` that the API still answers, because a standard fixes them: the issuer's
 * public keys at `/.well-known/jwks.json` (where a credential verifier looks for them). The edge
 * (CloudFront, and the local server) sends these prefixes to the API as it sends `/api/*`.
 */
export const API_ROOT_PREFIXES = ['/api/', '/.well-known/'] as const;

/** True when a request path belongs to the API (not to the web app). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api?') || API_ROOT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Who may call a route: anyone, or a signed-in user holding one of the roles. */
export type Access = 'public' | readonly Role[];

export interface RouteSpec {
  method: HttpMethod;
  /**
   * The path callers use, with `{name}` parameters, e.g. `/api/lokasi/provinsi/{id}`;
   * under `/api/`, or under another prefix of API_ROOT_PREFIXES where a standard fixes the path.
   */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** HTTP status of a successful answer (200 unless said). */
  status?: number;
  /**
   * A GET that changes state (the GET forms of print, cancel and resend kept for scripted callers):
   * refused cross-site like every other method. Every non-GET changes state without saying so.
   */
  changesState?: true;
  /**
   * The media type of a successful answer when it is not plain JSON (e.g. `application/jwt` for a
   * compact JWT, `application/jwk-set+json`): a string answer is sent as it is, anything else as
   * JSON. Errors stay `{ message }` JSON.
   */
  contentType?: string;
  /** A public route counted per client address under this limit of PUBLIC_LIMITS. */
  publicLimit?: PublicLimitName;
  /**
   * The answer may be a file (`fileAnswer`: sent as its bytes with its media type and an
   * attachment file name); any other answer of the route is JSON as usual.
   */
  download?: true;
}

// The file answer of a `download` route is in ./common.ts: this module holds no schema, so the web
// shell (route list, API client) loads it without zod.
export type { FileAnswer } from './common';

/** Whether a route changes state (a cookie-authenticated call must then come from the app's own origin). */
export const changesState = (route: Pick<RouteSpec, 'method' | 'changesState'>): boolean => route.method !== 'GET' || route.changesState === true;

export interface AreaSpec<N extends string = string, R extends Record<string, RouteSpec> = Record<string, RouteSpec>> {
  /** The area's name: one Lambda (`functions/api/<area>/handlers.ts`), `api.<area>` in the web client. */
  area: N;
  routes: R;
}

/**
 * Declares one area: its routes (literal types kept, so handlers and the client are checked). Its
 * Lambda's profile (grants, memory, data files) is infra's, in infra/profiles.ts.
 */
export function defineArea<const N extends string, const R extends Record<string, RouteSpec>>(area: N, routes: R): AreaSpec<N, R> {
  return { area, routes };
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<R extends RouteSpec> = Infer<R['params']>;
export type QueryOf<R extends RouteSpec> = Infer<R['query']>;
export type BodyOf<R extends RouteSpec> = Infer<R['body']>;
export type ResponseOf<R extends RouteSpec> = z.output<R['response']>;
/** What a caller sends (zod input types: before defaults and coercion). */
export type ParamsIn<R extends RouteSpec> = InferIn<R['params']>;
export type QueryIn<R extends RouteSpec> = InferIn<R['query']>;
export type BodyIn<R extends RouteSpec> = InferIn<R['body']>;

/** Fills a path template: `/api/x/{id}` with `{ id: 5 }` gives `/api/x/5`. */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A path segment decoded; a malformed escape (`%E0%A4%A`, `%ZZ`) stays as it was sent, so the
 * route's parameter schema refuses it with its message instead of the decoder throwing.
 */
function decodedSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Matches a concrete path against a template; returns the parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/');
  const p = path.replace(/\/+$/, '').split('/');
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i] ?? '';
    const val = p[i] ?? '';
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m?.[1]) {
      if (val === '') return null;
      params[m[1]] = decodedSegment(val);
    } else if (seg !== val) return null;
  }
  return params;
}

/** True when the caller's role may use the route. Roles compare case-insensitively. */
export function roleAllowed(access: Access, role: string | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  const r = role.toLowerCase();
  return access.some((a) => a === r);
}
