/**
 * Campus sign-in driven over HTTP, as a browser does it: the app's start route, the local
 * provider's authorization and login page (infra/local/oidc-stand-in.ts), and back to the app's
 * callback, following each redirect by hand with one cookie jar per origin. The hooks let a test
 * tamper with the request to the provider or the answer it brings back.
 */
import { DEMO_SSO_PASSWORD } from '@infra/local/oidc-stand-in';
import { SSO_RETURN_PATH, ssoApi } from '@shared/api/sso';
import { baseUrl } from './stack';

export { DEMO_SSO_PASSWORD };

export interface SsoRun {
  /** The web app's page the callback sent the browser to, with its query. */
  landing: URL;
  /** Set-Cookie of the callback's answer. */
  cookies: string[];
  /** The `Cookie` header the app's origin now holds (session or pending login). */
  appCookie: string;
}

export interface SsoOptions {
  password?: string;
  /** Tolak on the provider's page (refused consent). */
  deny?: boolean;
  /** Changes the authorization request before the browser takes it to the provider. */
  toProvider?: (url: URL) => URL;
  /** Changes the provider's answer before the browser takes it to the app's callback. */
  toCallback?: (url: URL) => URL;
  /** The app's callback is reached by this instead of over HTTP (a direct handler call with other settings). */
  callback?: (url: URL, appCookies: string[]) => Promise<{ location: string; cookies: string[] }>;
}

class Jar {
  private readonly byOrigin = new Map<string, Map<string, string>>();
  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  pairs(url: URL): string[] {
    return [...(this.byOrigin.get(url.origin) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`);
  }
  take(url: URL, setCookies: readonly string[]): void {
    const jar = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    for (const c of setCookies) {
      const [pair = '', ...attrs] = c.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(url.origin, jar);
  }
}

async function get(jar: Jar, url: URL, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) } });
  jar.take(url, res.headers.getSetCookie());
  return res;
}

const locationOf = (res: Response, from: URL) => {
  const location = res.headers.get('location');
  if (!location) throw new Error(`${from.href} answered ${res.status} without a redirect`);
  return new URL(location, from);
};

/** Campus sign-in as `email` from the app's start route to the page the app sends the browser to. */
export async function ssoSignIn(email: string, opts: SsoOptions = {}): Promise<SsoRun> {
  const jar = new Jar();
  const app = new URL(baseUrl());
  const start = new URL(ssoApi.routes.start.path, app);
  const started = await get(jar, start);
  if (started.status !== 302) throw new Error(`the start answered ${started.status}: ${await started.text()}`);
  let url = locationOf(started, start);
  url = opts.toProvider ? opts.toProvider(url) : url;
  // the provider: its authorization endpoint sends the browser to its login page
  for (let hop = 0; hop < 8 && url.origin !== app.origin; hop++) {
    if (url.pathname.startsWith('/interaction/')) {
      const form = new URLSearchParams({ email, password: opts.password ?? DEMO_SSO_PASSWORD, action: opts.deny ? 'deny' : 'login' });
      const posted = await get(jar, url, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      if (posted.status === 200) throw new Error(`the provider's login page refused ${email}`);
      url = locationOf(posted, url);
      continue;
    }
    const res = await get(jar, url);
    url = locationOf(res, url);
  }
  url = opts.toCallback ? opts.toCallback(url) : url;
  let location: string;
  let cookies: string[];
  if (opts.callback) {
    ({ location, cookies } = await opts.callback(url, jar.pairs(app)));
    jar.take(app, cookies);
  } else {
    const back = await get(jar, url);
    if (back.status !== 302) throw new Error(`the callback answered ${back.status}: ${await back.text()}`);
    location = back.headers.get('location') ?? '';
    cookies = back.headers.getSetCookie();
  }
  const landing = new URL(location, app);
  if (landing.pathname !== SSO_RETURN_PATH) throw new Error(`the callback sent the browser to ${landing.href}`);
  return { landing, cookies, appCookie: jar.header(app) };
}
