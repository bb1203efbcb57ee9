/**
 * The contract fuzz's property, one per route of the contract: a request shaped from the route's
 * zod schemas, broken one way (breakers.ts), sent by no one or by one of the roles (the roles the
 * route names more often). Whatever is sent, the answer is never a 5xx, a refusal is a 4xx with a
 * message of ours, and a refusal wrote nothing. A broken write that the route's own schemas would
 * still accept is not sent by a caller who may write: it would change the shared stack the next
 * test files read (the areas' own tests cover a valid write's rules).
 */

import { parseQuery } from '@functions/lib/query-string';
import { findRoute } from '@infra/local/api-gateway';
import type { ContractEntry } from '@shared/api';
import { changesState, ROLES, type Role, type RouteSpec, roleAllowed } from '@shared/api/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { brokenRequest, type RawRequest, type Shaped } from './breakers';
import { ALLOWED_ON_REFUSAL, answerProblem, lastLogged, pathOf, prototypePolluted, type RecordedWrite, send } from './harness';
import { ABSENT_ID_MIN, arbitraryOf } from './zod-arbitrary';

/** No session, each role, or a forged token (unsigned, claiming super admin): signed in only as a role. */
export type FuzzCaller = 'none' | 'forged' | Role;
export const FUZZ_CALLERS: readonly FuzzCaller[] = ['none', 'forged', ...ROLES];

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with `alg: none` and no signature that claims the super admin's role. */
export const FORGED_TOKEN = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'USER#1', role: 'super admin', nim: 'admin', tv: 0, exp: 4_102_444_800 })}.`;

export interface FuzzStats {
  sent: number;
  /** Broken writes the schemas would still accept, kept from callers who may write. */
  held: number;
  byStatus: Map<number, number>;
}

export const newStats = (): FuzzStats => ({ sent: 0, held: 0, byStatus: new Map() });

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function shapedArbitrary(route: RouteSpec): fc.Arbitrary<Shaped> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const absent = Object.fromEntries(names.map((n) => [n, String(ABSENT_ID_MIN + 87_654)]));
  return fc
    .record({
      params: route.params ? arbitraryOf(route.params) : fc.constant({}),
      query: route.query ? arbitraryOf(route.query) : fc.constant({}),
      body: route.body ? arbitraryOf(route.body) : fc.constant(undefined),
    })
    .map(({ params, query, body }) => ({
      params: { ...absent, ...asObject(params) },
      query: asObject(query),
      body,
      hasBody: route.body !== undefined || route.method !== 'GET',
    }));
}

function callerArbitrary(route: RouteSpec): fc.Arbitrary<FuzzCaller> {
  const allowed = route.access === 'public' ? [] : FUZZ_CALLERS.filter((c) => c !== 'none' && c !== 'forged' && roleAllowed(route.access, c));
  const anyone = fc.constantFrom(...FUZZ_CALLERS);
  return allowed.length ? fc.oneof({ weight: 1, arbitrary: anyone }, { weight: 3, arbitrary: fc.constantFrom(...allowed) }) : anyone;
}

const ok = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
const JSON_TYPE = /^application\/(.+\+)?json($|;.+)/;

/** The raw path parameters as the router gives them (not decoded). */
function rawParams(template: string, path: string): Record<string, string> {
  const t = template.split('/');
  const p = path.split('/');
  return Object.fromEntries(t.flatMap((seg, i) => (/^\{\w+\}$/.test(seg) ? [[seg.slice(1, -1), p[i] ?? '']] : [])));
}

/** Whether the route's own schemas accept the request as the server parses it (then it is no broken request). */
export function acceptedBySchemas(route: RouteSpec, path: string, raw: RawRequest): boolean {
  if (!ok(route.params, rawParams(route.path, path))) return false;
  if (!ok(route.query, parseQuery(new URLSearchParams(raw.query).toString()))) return false;
  if (!route.body) return true;
  if (raw.body === undefined || raw.body === '') return ok(route.body, {});
  if (!JSON_TYPE.test(raw.contentType ?? '')) return false;
  try {
    return ok(route.body, JSON.parse(raw.body) ?? {});
  } catch {
    return false;
  }
}

export interface FuzzContext {
  tokens: ReadonlyMap<FuzzCaller, string | undefined>;
  writes: RecordedWrite[];
  stats: FuzzStats;
}

/** One case: sends it and says what is wrong with the answer, or undefined. */
export async function fuzzCase(entry: ContractEntry, caller: FuzzCaller, raw: RawRequest, ctx: FuzzContext): Promise<string | undefined> {
  const method = entry.route.method;
  const path = pathOf(entry.route.path, raw.pathValues);
  const target = findRoute(method, path);
  if (!target) return undefined; // the gateway's own 404, no Lambda runs
  const allowed = caller !== 'none' && caller !== 'forged' && roleAllowed(target.route.access, caller);
  const mayChange = changesState(target.route);
  if (mayChange && (allowed || target.route.access === 'public') && acceptedBySchemas(target.route, path, raw)) {
    ctx.stats.held += 1;
    return undefined;
  }
  ctx.writes.length = 0;
  lastLogged.error = undefined;
  const answer = await send(method, path, raw, ctx.tokens.get(caller));
  if (!answer) return undefined;
  ctx.stats.sent += 1;
  ctx.stats.byStatus.set(answer.status, (ctx.stats.byStatus.get(answer.status) ?? 0) + 1);
  const problem =
    answerProblem(answer) ??
    prototypePolluted() ??
    (mayChange && answer.status < 400 ? `a broken write answered ${answer.status}: ${answer.text.slice(0, 200)}` : undefined) ??
    (!allowed && target.route.access !== 'public' && answer.status < 400 ? `a caller the route does not name got ${answer.status}` : undefined);
  if (problem) return problem;
  if (answer.status >= 400) {
    const changed = ctx.writes.filter((w) => w.targets.some((t) => !ALLOWED_ON_REFUSAL(t)));
    if (changed.length) return `refused with ${answer.status} but wrote ${JSON.stringify(changed).slice(0, 400)}`;
  }
  return undefined;
}

/** The route's property: every generated caller and broken request gets a clear answer. */
export function routeProperty(entry: ContractEntry, ctx: FuzzContext) {
  const cases = fc.tuple(callerArbitrary(entry.route), shapedArbitrary(entry.route).chain(brokenRequest));
  return fc.asyncProperty(cases, async ([caller, raw]) => {
    const problem = await fuzzCase(entry, caller, raw, ctx);
    if (problem) {
      const path = pathOf(entry.route.path, raw.pathValues);
      throw new Error(`${entry.route.method} ${path.length > 120 ? `${path.slice(0, 120)}…` : path} as ${caller}, ${raw.broken}: ${problem}`);
    }
  });
}
