/**
 * The sign-in limits (docs/security.md "Sign-in limits") through the real auth handlers on the
 * local stack, each case from addresses of its own (direct handler calls with a chosen client
 * address). No case depends on the clock's minute: the failure rate and the back-offs have no
 * windows, and a back-off's wait is passed by moving its last failure back by the wait.
 */
import { authKeys } from '@functions/lib/entities/auth';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FRESH_PASSWORD,
  freshClientIp,
  freshIdentity,
  invokeArea,
  nowSeconds,
  otpOf,
  patchItem,
  pointAtStack,
  registerStudent,
  resetLinkOf,
  userByNim,
} from '../support/auth-flow';
import { cookieHeader, useStackEnv } from '../support/stack';

type Answer = Awaited<ReturnType<typeof invokeArea>>;

/** The cases of 150 sign-ins: each is a scrypt and a dozen table calls, on a machine others share. */
const HEAVY_MS = 240_000;

const login = (nim: string, password: string, sourceIp: string, env?: Record<string, string>) =>
  invokeArea('auth', { method: 'POST', path: '/api/auth/login', body: { nim, password }, sourceIp, env });
const pinStep = (pending: Answer, pin: string, sourceIp: string) =>
  invokeArea('auth', {
    method: 'POST',
    path: '/api/auth/login/otp',
    body: { pin_otp: pin },
    cookies: cookieHeader(pending.cookies).split('; '),
    sourceIp,
  });
const retryAfter = (res: Answer) => Number(res.headers['retry-after']);

async function limits() {
  pointAtStack();
  return {
    ...(await import('@functions/domain/auth/limits')),
    ...(await import('@functions/lib/failure-limits')),
    ...(await import('@functions/lib/in-flight')),
    ...(await import('@functions/lib/client-address')),
  };
}

/** `n` calls, `size` at a time (under the 20 checks in flight per address). */
async function inBatches<T>(n: number, size: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - start) }, (_, k) => call(start + k)))));
  }
  return out;
}

/** Students written through the repo, sharing one password hash (one scrypt for all). */
async function students(n: number) {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { hashPassword } = await import('@functions/lib/password');
  const hash = await hashPassword(FRESH_PASSWORD);
  return inBatches(n, 10, async () => {
    const who = freshIdentity('L');
    await usersRepo.create({
      ...who,
      role: 'mahasiswa',
      id_prodi: 1,
      nama: 'Akun Uji',
      password_hash: hash,
      is_active: true,
      email_verified_at: new Date().toISOString(),
      is_data_complete: true,
    });
    return who;
  });
}

/**
 * The failures of one address past 100: the first 100 answer 401 (a few more while the bucket
 * drains one every 9 s), every later one 429 with a Retry-After that grows.
 */
function expectSlowedAfter100(answers: Answer[], startedAt: number) {
  const drained = Math.ceil((nowSeconds() - startedAt) / 9) + 1;
  const statuses = answers.map((a) => a.status);
  expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  const firstRefused = statuses.indexOf(429);
  expect(firstRefused).toBeGreaterThanOrEqual(100);
  expect(firstRefused).toBeLessThanOrEqual(100 + drained);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused.length).toBeGreaterThanOrEqual(answers.length - 100 - drained);
  for (const r of refused) expect(r.body).toEqual({ message: MSG.tooManyRequests });
  expect(retryAfter(refused.at(-1) as Answer)).toBeGreaterThan(retryAfter(refused[0] as Answer));
}

beforeAll(() => {
  useStackEnv();
});

describe('one address, many accounts (a campus NAT on a registration morning)', () => {
  it(
    '150 wrong passwords for unknown accounts: past 100 they answer 429 with Retry-After; a right password and its pin from the same address still sign in',
    async () => {
      const ip = freshClientIp();
      const who = await registerStudent();
      const tag = freshIdentity('X').nim;
      const started = nowSeconds();
      const answers = await inBatches(150, 10, (i) => login(`${tag}${i}`, 'Salah#12345', ip));
      expectSlowedAfter100(answers, started);

      const sent = nowSeconds();
      const right = await login(who.nim, who.password, ip);
      expect(right.status).toBe(200);
      const pin = await otpOf(who.email, sent);
      const signedIn = await pinStep(right, pin, ip);
      expect(signedIn.status).toBe(200);
      expect((signedIn.body as { claims: { nim: string } }).claims.nim).toBe(who.nim);
    },
    HEAVY_MS,
  );

  it(
    'one address trying 50 known accounts is slowed the same way, while a right sign-in from it succeeds',
    async () => {
      const accounts = await students(50);
      const ip = freshClientIp();
      const started = nowSeconds();
      // three wrong passwords each: 150 failures, under each account's own back-off (5 per address)
      const answers: Answer[] = [];
      for (const round of [1, 2, 3]) answers.push(...(await inBatches(50, 10, (i) => login(accounts[i]?.nim ?? '', `Salah#${round}xxx`, ip))));
      expectSlowedAfter100(answers, started);
      expect((await login(accounts[7]?.nim ?? '', FRESH_PASSWORD, ip)).status).toBe(200);
    },
    HEAVY_MS,
  );

  it('a wrong pin past the address failure rate answers 429; the right pin from that address still signs in', async () => {
    const L = await limits();
    const ip = freshClientIp();
    const [rule, subject] = L.perAddress(L.PIN_RULES.failures, ip);
    // full, and ten more: a slow machine may drain a few while the case runs
    await inBatches(rule.max + 10, 20, () => L.recordRateFailure(rule, subject));
    const who = await registerStudent();
    const sent = nowSeconds();
    const pending = await login(who.nim, who.password, ip);
    expect(pending.status).toBe(200);
    const pin = await otpOf(who.email, sent);
    const wrong = await pinStep(pending, String((Number(pin) + 1) % 1_000_000).padStart(6, '0'), ip);
    expect(wrong.status).toBe(429);
    expect(retryAfter(wrong)).toBeGreaterThanOrEqual(1);
    expect((await pinStep(pending, pin, ip)).status).toBe(200);
  });

  it('caps the checks in flight per address at 20: with every lease held a check answers 429 (Retry-After 1) and runs once one is given back', async () => {
    const L = await limits();
    const ip = freshClientIp();
    const who = await registerStudent();
    const [cap, subject] = L.perAddress(L.LOGIN_RULES.inFlight, ip);
    const held = await Promise.all(Array.from({ length: cap.max }, () => L.holdLease(cap, subject)));
    expect(held.every(Boolean)).toBe(true);
    const busy = await login(who.nim, who.password, ip);
    expect(busy.status).toBe(429);
    expect(retryAfter(busy)).toBe(1);
    await held[0]?.release();
    expect((await login(who.nim, who.password, ip)).status).toBe(200);
    await Promise.all(held.slice(1).map((lease) => lease?.release()));
  });
});

describe('one account, many guesses', () => {
  it('evaluates at most 7 of 40 parallel wrong passwords for one account; the rest answer 429 without a hash', async () => {
    const who = await registerStudent();
    const ip = freshClientIp();
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(who.nim, `Salah#${i}xxxx`, ip)));
    const statuses = guesses.map((g) => g.status);
    // 5 free failures per address, plus at most the 3 checks in flight per account that read the count before the 5th was written
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5 + 3 - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - 7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // the owner, from their own address, is not locked out by the guesser
    expect((await login(who.nim, who.password, freshClientIp())).status).toBe(200);
  });

  it('a right password does not count: six sign-ins in a row from one address all pass the password step', async () => {
    const who = await registerStudent();
    const ip = freshClientIp();
    for (let i = 0; i < 6; i++) expect((await login(who.nim, who.password, ip)).status).toBe(200);
  });

  it('after 5 wrong passwords from one address that address waits 30 s, even with the right one, by NIM or e-mail', async () => {
    const who = await registerStudent();
    const ip = freshClientIp();
    for (let i = 0; i < 5; i++) expect((await login(who.nim, `Salah#${i}xxxx`, ip)).status).toBe(401);
    for (const name of [who.nim, who.email]) {
      const waiting = await login(name, who.password, ip);
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual({ message: MSG.tooManyRequests });
      expect(retryAfter(waiting)).toBeGreaterThan(25);
      expect(retryAfter(waiting)).toBeLessThanOrEqual(30);
    }
  });

  it('an account attacked from 6 addresses waits out a capped back-off, then signs in for its owner; an address it signed in from before signs in at once', async () => {
    const L = await limits();
    const rule = L.LOGIN_RULES.account;
    const who = await registerStudent();
    const home = freshClientIp();
    const sent = nowSeconds();
    const first = await login(who.nim, who.password, home);
    expect((await pinStep(first, await otpOf(who.email, sent), home)).status).toBe(200);

    const attackers = Array.from({ length: 6 }, () => freshClientIp());
    const statuses: number[] = [];
    for (const ip of attackers) for (let i = 0; i < 5; i++) statuses.push((await login(who.nim, `Salah#${i}xxxx`, ip)).status);
    // the account's 10 free failures (two addresses' 5 each), then every address waits, unchecked
    expect(statuses.filter((s) => s === 401)).toHaveLength(rule.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - rule.free);
    const owner = freshClientIp();
    const waiting = await login(who.nim, who.password, owner);
    expect(waiting.status).toBe(429);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(rule.baseSeconds);
    // the owner's own address is known: it skips the account's back-off
    expect((await login(who.nim, who.password, home)).status).toBe(200);

    // a long attack (40 failures) makes the wait 15 minutes at most: a wait, never a lock
    const user = await userByNim(who.nim);
    const state = authKeys.failureState(rule.scope, user?.id ?? '');
    await patchItem(state, { count: 40, last_at: nowSeconds() });
    const longest = await login(who.nim, who.password, owner);
    expect(longest.status).toBe(429);
    expect(retryAfter(longest)).toBeGreaterThan(rule.capSeconds - 60);
    expect(retryAfter(longest)).toBeLessThanOrEqual(rule.capSeconds);
    // the wait passes (the last failure moves back by the longest wait): the owner signs in
    await patchItem(state, { last_at: nowSeconds() - rule.capSeconds });
    expect((await login(who.nim, who.password, owner)).status).toBe(200);
  });
});

describe('addresses', () => {
  it('counts an IPv6 /64 as one address: five wrong passwords from five of its addresses make a sixth wait; another /64 signs in', async () => {
    const who = await registerStudent();
    const mine = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let i = 1; i <= 5; i++) expect((await login(who.nim, `Salah#${i}xxxx`, `${mine}::${i}`)).status).toBe(401);
    const sameBlock = await login(who.nim, who.password, `${mine}:ab:cd:ef:1`);
    expect(sameBlock.status).toBe(429);
    expect(retryAfter(sameBlock)).toBeGreaterThan(0);
    expect((await login(who.nim, who.password, `2001:db9:${mine.split(':')[2]}::5`)).status).toBe(200);
  });

  it('a campus egress address holds 20 times the failures of another address before its failed checks answer 429', async () => {
    const L = await limits();
    const net = `100.${64 + Math.floor(Math.random() * 60)}.${Math.floor(Math.random() * 250)}`;
    const campusEnv = { CAMPUS_EGRESS_CIDRS: `${net}.0/24` };
    const campus = `${net}.17`;
    const other = freshClientIp();
    process.env.CAMPUS_EGRESS_CIDRS = campusEnv.CAMPUS_EGRESS_CIDRS;
    try {
      // 150 failures already counted for each: past the 100 of an ordinary address, far below the campus's 2000
      for (const ip of [campus, other]) {
        const [rule, subject] = L.perAddress(L.LOGIN_RULES.failures, ip);
        await inBatches(150, 25, () => L.recordRateFailure(rule, subject));
      }
    } finally {
      delete process.env.CAMPUS_EGRESS_CIDRS;
    }
    const tag = freshIdentity('C').nim;
    expect((await login(`${tag}a`, 'Salah#12345', campus, campusEnv)).status).toBe(401);
    const refused = await login(`${tag}b`, 'Salah#12345', other, campusEnv);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  const requestReset = (email: string, sourceIp: string) =>
    invokeArea('auth', { method: 'POST', path: '/api/auth/password/request-reset', body: { email }, sourceIp });
  const reset = (token: string, sourceIp: string) =>
    invokeArea('auth', {
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { token, password: 'Baru#Sekali9', password_confirmation: 'Baru#Sekali9' },
      sourceIp,
    });

  it('requests for 40 unknown e-mails from one address take nothing from its 30 reset mails: a student there still gets the link', async () => {
    const ip = freshClientIp();
    const tag = freshIdentity('R').nim.toLowerCase();
    const unknown = await inBatches(40, 10, (i) => requestReset(`${tag}${i}@uji.test`, ip));
    expect(unknown.every((r) => r.status === 200)).toBe(true);
    const who = await registerStudent();
    expect((await requestReset(who.email, ip)).status).toBe(200);
    expect((await resetLinkOf(who.email)).link).toContain('/reset-password#token=');
  });

  it('an address that sent its 30 reset mails is refused alike for a known and an unknown e-mail', async () => {
    const L = await limits();
    const { windowStart } = await import('@functions/lib/rate-limit');
    const ip = freshClientIp();
    const [budget, subject] = L.perAddress(L.LIMITS.resetMailClient, ip);
    // spent in this window and the next, so the case holds whichever one the requests fall in
    for (const at of [nowSeconds(), nowSeconds() + budget.windowSeconds]) {
      const key = authKeys.rateLimit(budget.scope, subject, String(windowStart(budget, at)));
      await patchItem(key, { count: budget.max, ttl: at + 2 * budget.windowSeconds });
    }
    const who = await registerStudent();
    for (const email of [who.email, freshIdentity('R').email]) {
      const res = await requestReset(email, ip);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: MSG.tooManyRequests });
    }
  });

  it('bad tokens past 30 from one address answer 429; a valid link from that address still sets the password', async () => {
    const L = await limits();
    const ip = freshClientIp();
    const [rule, subject] = L.perAddress(L.RESET_RULES.failures, ip);
    await inBatches(rule.max + 10, 20, () => L.recordRateFailure(rule, subject));
    const bad = await reset('tidak-ada-token-seperti-ini', ip);
    expect(bad.status).toBe(429);
    expect(retryAfter(bad)).toBeGreaterThanOrEqual(1);
    const who = await registerStudent();
    expect((await requestReset(who.email, freshClientIp())).status).toBe(200);
    const { token } = await resetLinkOf(who.email);
    expect((await reset(token, ip)).status).toBe(200);
  });
});
