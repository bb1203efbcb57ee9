/**
 * The campus's Neo Feeder, locally: a small HTTP server on 127.0.0.1 that speaks the Feeder's
 * envelope at `<base>/ws/live2.php` (`npm start`, the test stacks, and tests that start their own
 * with their own data). It answers GetToken (the operator's username and password), GetProdi,
 * GetListMahasiswa, GetBiodataMahasiswa, GetDetailMahasiswaLulusDO and GetDictionary, with
 * `limit`/`offset` paging, the SQL-like `filter` (`field='value'` joined by AND, quotes doubled)
 * and `order` (`field ASC|DESC`) on any field, and `error_code` answers as a Feeder gives them
 * (100 for a token it does not know). Any other action (an insert, update or delete) is refused
 * and recorded, so a test can check that none was ever sent.
 *
 * Test knobs (in process through `knobs`, or `POST <base>/_stand-in/knobs` with JSON; the calls
 * received: `calls`, or `GET <base>/_stand-in/calls`): a token that expires after N calls, a slow
 * answer, an answer that is not JSON, and an error answer at the K-th page of an action.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { demoFeederData, type FeederData, type FeederRow } from './feeder-demo-data';

export const FEEDER_OPERATOR = { username: 'operator.demo', password: 'Demo#Feeder2026' };
const ENDPOINT = '/ws/live2.php';

export interface FeederKnobs {
  /** A token stops working after this many calls made with it (the Feeder then answers error_code 100). */
  expireTokenAfter?: number;
  /** Answers of this action (any, without `act`) wait this long first; only the page `page` (1-based) when set. */
  slow?: { act?: string; page?: number; ms: number };
  /** The `call`-th call (1-based, default every) of this action is answered with an HTML page. */
  notJson?: { act: string; call?: number };
  /** The `page`-th page (1-based) of this action is answered with this error. */
  errorAt?: { act: string; page: number; code: number; desc: string };
}

export interface FeederCall {
  act: string;
  filter?: string;
  order?: string;
  limit?: number;
  offset?: number;
  /** Whether the call carried a valid token (GetToken: whether the sign-in succeeded). */
  ok: boolean;
}

export interface FeederStandIn {
  /** The base URL: the endpoint is `baseUrl` + `/ws/live2.php`. */
  baseUrl: string;
  username: string;
  password: string;
  data: FeederData;
  knobs: FeederKnobs;
  calls: FeederCall[];
  stop(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') => {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const ok = (data: unknown) => ({ error_code: 0, error_desc: '', data });
const fail = (code: number, desc: string) => ({ error_code: code, error_desc: desc, data: [] });

/** `a='x' AND b='y'` as pairs; null when the filter is something else. */
export function parseFilter(filter: string): Array<[string, string]> | null {
  const text = filter.trim();
  if (text === '') return [];
  const pairs: Array<[string, string]> = [];
  const re = /^\s*([a-z_][a-z0-9_]*)\s*=\s*'((?:[^']|'')*)'\s*(?:AND\s+|$)/i;
  let rest = text;
  while (rest.length > 0) {
    const m = re.exec(rest);
    if (!m) return null;
    pairs.push([(m[1] as string).toLowerCase(), (m[2] as string).replace(/''/g, "'")]);
    rest = rest.slice(m[0].length);
  }
  return pairs;
}

const cell = (row: FeederRow, field: string) => {
  const v = row[field];
  return v === null || v === undefined ? '' : String(v);
};

/** The rows of a table matching the filter, in the order asked; null when the filter or order is not understood. */
export function select(rows: readonly FeederRow[], filter: string, order: string): FeederRow[] | null {
  const pairs = parseFilter(filter);
  if (!pairs) return null;
  const picked = rows.filter((r) => pairs.every(([f, v]) => cell(r, f).toLowerCase() === v.toLowerCase()));
  const o = order.trim();
  if (o === '') return picked;
  const m = /^([a-z_][a-z0-9_]*)(?:\s+(ASC|DESC))?$/i.exec(o);
  if (!m) return null;
  const field = (m[1] as string).toLowerCase();
  const dir = (m[2] ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
  return [...picked].sort((a, b) => (cell(a, field) < cell(b, field) ? -dir : cell(a, field) > cell(b, field) ? dir : 0));
}

const TABLES: Record<string, keyof FeederData> = {
  GetProdi: 'prodi',
  GetListMahasiswa: 'mahasiswa',
  GetBiodataMahasiswa: 'biodata',
  GetDetailMahasiswaLulusDO: 'lulus',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 1_000_000) req.destroy();
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

export async function startFeederStandIn(
  opts: { port?: number; data?: FeederData; username?: string; password?: string; knobs?: FeederKnobs } = {},
): Promise<FeederStandIn> {
  const username = opts.username ?? FEEDER_OPERATOR.username;
  const password = opts.password ?? FEEDER_OPERATOR.password;
  const data = opts.data ?? demoFeederData();
  const knobs: FeederKnobs = { ...opts.knobs };
  const calls: FeederCall[] = [];
  const tokens = new Map<string, number>();

  const answer = async (body: Record<string, unknown>): Promise<{ status: number; body: unknown; html?: boolean }> => {
    const act = String(body.act ?? '');
    // counted from the calls kept, so clearing them starts the knobs' counts again
    const nCall = calls.filter((c) => c.act === act).length + 1;
    const call: FeederCall = { act, ok: false };
    calls.push(call);
    if (knobs.slow && (!knobs.slow.act || knobs.slow.act === act) && knobs.slow.page === undefined) {
      await new Promise((r) => setTimeout(r, knobs.slow?.ms ?? 0));
    }
    if (knobs.notJson?.act === act && (knobs.notJson.call === undefined || knobs.notJson.call === nCall)) {
      return { status: 200, body: '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>', html: true };
    }
    if (act === 'GetToken') {
      if (body.username !== username || body.password !== password) return { status: 200, body: fail(103, 'Username atau password salah') };
      const token = randomBytes(16).toString('hex');
      tokens.set(token, 0);
      call.ok = true;
      return { status: 200, body: ok({ token }) };
    }
    const used = typeof body.token === 'string' ? tokens.get(body.token) : undefined;
    if (used === undefined || (knobs.expireTokenAfter !== undefined && used >= knobs.expireTokenAfter)) {
      return { status: 200, body: fail(100, 'Invalid token! Token sudah kedaluwarsa, silakan GetToken lagi') };
    }
    tokens.set(body.token as string, used + 1);
    call.ok = true;
    if (act === 'GetDictionary') {
      const table = TABLES[String(body.fungsi ?? '')];
      if (!table) return { status: 200, body: fail(104, `Fungsi ${String(body.fungsi)} tidak ditemukan`) };
      const fields = [...new Set(data[table].flatMap((r) => Object.keys(r)))];
      return { status: 200, body: ok(Object.fromEntries(fields.map((f) => [f, { type: 'character varying', nullable: 'YES' }]))) };
    }
    const table = TABLES[act];
    if (!table) return { status: 200, body: fail(104, `Fungsi ${act} tidak ditemukan atau tidak diizinkan`) };
    const filter = String(body.filter ?? '');
    const order = String(body.order ?? '');
    const limit = body.limit === undefined || body.limit === '' ? undefined : Number(body.limit);
    const offset = Number(body.offset ?? 0) || 0;
    Object.assign(call, { filter, order, limit, offset });
    // a page is a call with a valid token: counted per action for the page knobs
    const page = calls.filter((c) => c.act === act && c.ok).length;
    if (knobs.slow?.page === page && (!knobs.slow.act || knobs.slow.act === act)) await new Promise((r) => setTimeout(r, knobs.slow?.ms ?? 0));
    if (knobs.errorAt && knobs.errorAt.act === act && knobs.errorAt.page === page) {
      return { status: 200, body: fail(knobs.errorAt.code, knobs.errorAt.desc) };
    }
    const rows = select(data[table], filter, order);
    if (!rows) return { status: 200, body: fail(400, 'Filter atau order tidak valid') };
    return { status: 200, body: ok(limit === undefined ? rows.slice(offset) : rows.slice(offset, offset + limit)) };
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    (async () => {
      if (req.method === 'GET' && path === '/_stand-in/calls') return send(res, 200, calls);
      if (req.method === 'POST' && path === '/_stand-in/knobs') {
        const next = JSON.parse((await readBody(req)) || '{}') as FeederKnobs;
        for (const key of Object.keys(knobs)) delete knobs[key as keyof FeederKnobs];
        Object.assign(knobs, next);
        return send(res, 200, knobs);
      }
      if (req.method !== 'POST' || path !== ENDPOINT) return send(res, 404, '<html><body>Not Found</body></html>', 'text/html');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 200, fail(400, 'Permintaan bukan JSON'));
      }
      const out = await answer(body);
      return send(res, out.status, out.body, out.html ? 'text/html' : undefined);
    })().catch(() => {
      if (!res.headersSent) send(res, 500, '<html><body>Internal Server Error</body></html>', 'text/html');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    username,
    password,
    data,
    knobs,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
