/** Tokens, links, mail bodies and upload sniffing of the sign-in flows (pure, no AWS). */

import { linkWithToken, newFormOfOldLink, tokenOfFragment } from '@shared/domain/link-pages';
import { MAIL_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(async () => {
  process.env.APP_URL = 'https://skpi.example.ac.id';
  const { tokenKeyEnv } = await import('@infra/local/token-keys');
  Object.assign(process.env, await tokenKeyEnv(undefined));
});

describe('activation link', () => {
  it('carries in its fragment a token that base64url-decodes to the check address on the app origin, with a signed token', async () => {
    const { activationLink, signActivationToken, verifyActivationToken, ACTIVATION_CHECK_PATH } = await import('@functions/domain/auth/tickets');
    const token = await signActivationToken('01USERID');
    const link = activationLink(token);
    expect(link.startsWith('https://skpi.example.ac.id/activation#token=')).toBe(true);
    expect(new URL(link).pathname).toBe('/activation');
    const encoded = tokenOfFragment(new URL(link).hash) ?? '';
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    const address = new URL(Buffer.from(encoded, 'base64url').toString('utf8'));
    expect(address.origin).toBe('https://skpi.example.ac.id');
    expect(address.pathname).toBe(ACTIVATION_CHECK_PATH);
    const claims = await verifyActivationToken(address.searchParams.get('token') ?? '');
    expect(claims?.userId).toBe('01USERID');
    expect(claims?.exp).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);
  });

  it('a tampered or foreign-purpose token does not verify', async () => {
    const { signActivationToken, verifyActivationToken, signPending } = await import('@functions/domain/auth/tickets');
    const token = await signActivationToken('01USERID');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...payload, sub: '01OTHER' })).toString('base64url'), s].join('.');
    expect(await verifyActivationToken(forged)).toBeNull();
    const pending = await signPending('01USERID', 1);
    expect(await verifyActivationToken(pending.token)).toBeNull();
  });
});

describe('link pages: the token in the fragment', () => {
  it('builds the link with the token in the fragment, and reads it back', () => {
    const link = linkWithToken('https://skpi.example.ac.id/', 'reset', 'ab.c-d_e');
    expect(link).toBe('https://skpi.example.ac.id/reset-password#token=ab.c-d_e');
    expect(tokenOfFragment(new URL(link).hash)).toBe('ab.c-d_e');
    expect(tokenOfFragment('token=xyz')).toBe('xyz');
    expect(tokenOfFragment('')).toBeNull();
    expect(tokenOfFragment('#token=')).toBeNull();
    expect(tokenOfFragment('#akun')).toBeNull();
  });

  it('turns an old path link into the new form, and nothing else', () => {
    expect(newFormOfOldLink('/forgot-password/abc_D-1')).toBe('/reset-password#token=abc_D-1');
    expect(newFormOfOldLink('/activation/eyJh')).toBe('/activation#token=eyJh');
    expect(newFormOfOldLink('/akun/email/tok')).toBe('/akun/email#token=tok');
    for (const other of ['/forgot-password', '/forgot-password/', '/activation/a/b', '/akun/email', '/profile/123', '/forgot-password/%E0%A4%A']) {
      expect(newFormOfOldLink(other)).toBeNull();
    }
  });
});

describe('mail bodies', () => {
  // the first import of the mail module (the SES client) may take seconds on a busy machine: not the tests' time
  beforeAll(async () => {
    await import('@functions/lib/mail');
  }, 60_000);

  it('the OTP mail holds the pin in HTML and text, with the validity note', async () => {
    const { otpMail } = await import('@functions/lib/mail');
    const mail = otpMail('a@b.id', 'Budi <b>', '012345');
    expect(mail.subject).toBe(MAIL_MSG.otpSubject);
    expect(mail.text).toContain('012345');
    expect(mail.html).toContain('data-otp="012345"');
    expect(mail.html).toContain('Budi &lt;b&gt;');
    expect(mail.html).not.toContain('<b>,');
    expect(mail.text).toContain(MAIL_MSG.otpValidity);
  });

  it('activation and reset mails carry their link; the activation says why it comes', async () => {
    const { activationMail, resetMail } = await import('@functions/lib/mail');
    const a = activationMail('a@b.id', 'https://x.id/activation#token=abc');
    expect(a.html).toContain('href="https://x.id/activation#token=abc"');
    expect(a.text).toContain('https://x.id/activation#token=abc');
    expect(a.text).toContain(MAIL_MSG.activationIntro);
    const made = activationMail('a@b.id', 'https://x.id/activation#token=abc', MAIL_MSG.activationIntroCreated('2101', true));
    expect(made.text).toContain('2101');
    expect(made.text).not.toContain(MAIL_MSG.activationIntro);
    const r = resetMail('a@b.id', 'Budi', 'https://x.id/reset-password#token=tok');
    expect(r.text).toContain('https://x.id/reset-password#token=tok');
    expect(r.subject).toBe(MAIL_MSG.resetSubject);
  });
});

describe('login statistics day', () => {
  it('counts by the WIB calendar day (UTC+7)', async () => {
    const { loginDay } = await import('@functions/domain/auth/login-service');
    expect(loginDay(Date.parse('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(loginDay(Date.parse('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });
});

describe('upload sniffing (magic bytes, not the declared type)', () => {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
  ]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
  const pdf = new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');

  it('photos: PNG, JPEG and GIF only', async () => {
    const { sniff } = await import('@functions/lib/files');
    expect(await sniff('foto_profil', png)).toBe('image/png');
    expect(await sniff('foto_profil', jpeg)).toBe('image/jpeg');
    expect(await sniff('foto_profil', gif)).toBe('image/gif');
    expect(await sniff('foto_profil', pdf)).toBeUndefined();
    expect(await sniff('foto_profil', html)).toBeUndefined();
  });

  it('documents: %PDF- only', async () => {
    const { sniff } = await import('@functions/lib/files');
    expect(await sniff('dokumen', pdf)).toBe('application/pdf');
    expect(await sniff('dokumen', png)).toBeUndefined();
    expect(await sniff('dokumen', html)).toBeUndefined();
  });

  it('declared type and size are checked before a URL is issued', async () => {
    const { checkDeclaredUpload } = await import('@functions/lib/files');
    expect(() => checkDeclaredUpload('foto_profil', 'image/png', 1000)).not.toThrow();
    expect(() => checkDeclaredUpload('foto_profil', 'application/pdf', 1000)).toThrow(/Tipe file/);
    expect(() => checkDeclaredUpload('dokumen', 'application/pdf', 2_000_001)).toThrow(/2MB/);
    expect(() => checkDeclaredUpload('dokumen', 'application/pdf', 2_000_000)).not.toThrow();
    expect(() => checkDeclaredUpload('dokumen', 'application/pdf', 0)).toThrow();
  });
});

describe('client address for per-client limits', () => {
  it('believes the viewer address only with the origin-verify secret, else uses API Gateway’s source IP', async () => {
    process.env.ORIGIN_VERIFY = 'edge-secret-value';
    const { resetSecretCaches } = await import('@functions/lib/secrets');
    resetSecretCaches();
    const { clientAddress, VIEWER_IP_HEADER, ORIGIN_VERIFY_HEADER } = await import('@functions/lib/http');
    const event = (headers: Record<string, string>, sourceIp = '10.1.2.3') =>
      ({ headers, requestContext: { http: { sourceIp } } }) as unknown as Parameters<typeof clientAddress>[0];
    expect(await clientAddress(event({ [VIEWER_IP_HEADER]: '203.0.113.9', [ORIGIN_VERIFY_HEADER]: 'edge-secret-value' }))).toBe('203.0.113.9');
    // A caller that reaches the API directly cannot choose its address...
    expect(await clientAddress(event({ [VIEWER_IP_HEADER]: '203.0.113.9' }))).toBe('10.1.2.3');
    expect(await clientAddress(event({ [VIEWER_IP_HEADER]: '203.0.113.9', [ORIGIN_VERIFY_HEADER]: 'guess' }))).toBe('10.1.2.3');
    // ...and without the header the source IP counts.
    expect(await clientAddress(event({}))).toBe('10.1.2.3');
    expect(await clientAddress(event({ [VIEWER_IP_HEADER]: '' }))).toBe('10.1.2.3');
    delete process.env.ORIGIN_VERIFY;
    resetSecretCaches();
  });
});

describe('session cookies on a deployed stage', () => {
  it('carry the __Host- prefix, Secure, Path=/ and no Domain; only the prefixed name is read back', async () => {
    const { cookie, readCookie, SESSION_COOKIE } = await import('@functions/lib/session');
    const saved = process.env.INSECURE_COOKIES;
    delete process.env.INSECURE_COOKIES;
    try {
      const set = cookie(SESSION_COOKIE, 'abc', 60, true);
      expect(set.startsWith('__Host-skpi_session=abc;')).toBe(true);
      expect(set).toContain('Secure');
      expect(set).toContain('Path=/');
      expect(set).not.toMatch(/Domain=/i);
      expect(readCookie(undefined, '__Host-skpi_session=abc', SESSION_COOKIE)).toBe('abc');
      // a cookie without the prefix may have been planted by a sibling domain: not read
      expect(readCookie(undefined, 'skpi_session=planted', SESSION_COOKIE)).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env.INSECURE_COOKIES;
      else process.env.INSECURE_COOKIES = saved;
    }
  });
});
