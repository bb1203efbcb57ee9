/**
 * The whole local stack in one call, shared by `npm start` and the test harness: the stand-ins,
 * the table, the demo data, and one Node HTTP server on 127.0.0.1 that plays API Gateway for
 * `/api/*` and `/.well-known/*` (`isApiPath`: the real area handlers run in this process) and
 * CloudFront + S3 for the web app. It answers under one origin, `baseUrl` (`publicHost`): a request
 * under the other loopback name is redirected there first (./canonical-origin.ts).
 */
import './local-stage';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isApiPath, ROLES } from '@shared/api/contract';
import { ssoApi } from '@shared/api/sso';
import { MSG } from '@shared/messages';
import { contentSecurityPolicy } from '../constructs/content-security-policy';
import { handleApi, preloadArea } from './api-gateway';
import { canonicalLocation } from './canonical-origin';
import { checkJava } from './dynamodb';
import { type FeederStandIn, startFeederStandIn } from './feeder-stand-in';
import { LOCAL_STAGE } from './local-stage';
import { type OidcStandIn, startOidcStandIn } from './oidc-stand-in';
import { CACHE_DIR, WEB_DIST } from './paths';
import { resolvePort } from './ports';
import { startScheduledJobs } from './scheduled-jobs';
import { type SeedOutcome, seedIfEmpty } from './seed';
import { ensureDemoFeeder } from './seed-feeder';
import { ensureDemoSealChain, ensureSigningKeys, installDemoSealChain } from './signing-keys';
import { ensureTable, type StandIns, startStandIns } from './stand-ins';
import { serveStatic } from './static-files';
import { tokenKeyEnv } from './token-keys';

export interface StackOptions {
  /** Port of the web app and API; 0 picks a free one. */
  port: number;
  /** Ports of the stand-ins; 0 (the default) picks free ones. */
  dynamodbPort?: number;
  s3Port?: number;
  sesPort?: number;
  /** Port of the Neo Feeder stand-in; 0 (the default) picks a free one. */
  feederPort?: number;
  /** The Feeder client's pause between pages (ms); its default (1 s) unless set (the test stacks: a few ms). */
  feederPauseMs?: number;
  /** Keep data here across runs; without it DynamoDB runs in memory and S3 in a temporary folder. */
  dataDir?: string;
  cacheDir?: string;
  /** Seed the demo data when the table is empty (default true). */
  seed?: boolean;
  webDist?: string;
  /**
   * Host name in the URLs handed out and the one the server answers under (it binds 127.0.0.1 either
   * way; a request to the other of localhost and 127.0.0.1 is redirected to this one).
   */
  publicHost?: string;
  /**
   * Start DynamoDB Local's JVM for a short life (the test run): the quick compiler only and the
   * serial collector spend less CPU warming up than the defaults, which pay off only over a long
   * run (`npm start`, the benches).
   */
  quickJvm?: boolean;
  /** How long a listing of the buckets stands for the storage card, in seconds (default 60; the test stacks: 0, a listing at every call). */
  storageMeasureSeconds?: number;
  /** Handler log level (Powertools): WARN locally, SILENT in tests. */
  logLevel?: string;
  /**
   * Run the scheduled jobs (shared/jobs.ts) every few seconds, with the notification mail's quiet
   * period shortened to 10 s so a demo sees its mail soon (default false: tests run jobs themselves).
   */
  scheduledJobs?: boolean;
  warn?: (line: string) => void;
}

export interface Stack {
  baseUrl: string;
  /** aws-ses-v2-local: the mail viewer at `/`, the mail store at `/store`. */
  mailUrl: string;
  /** The environment the handlers run with (also set on this process). */
  env: Record<string, string>;
  seed: SeedOutcome | null;
  /** The local campus identity provider (oidc-stand-in.ts). */
  ssoIssuer: string;
  /** The local Neo Feeder (feeder-stand-in.ts): its base URL and operator account. */
  feeder: { baseUrl: string; username: string; password: string };
  timings: { dynamodbMs: number; standInsMs: number; seedMs: number | null; totalMs: number };
  /** Stops one stand-in and starts it again, keeping its data (the soak's fault mode; DynamoDB needs `dataDir`). */
  standIns: Pick<StandIns, 'stopOne' | 'startOne'>;
  stop(): Promise<void>;
}

export const LOCAL_NAMES = {
  table: 'skpi-local',
  uploadsBucket: 'skpi-local-uploads',
  documentsBucket: 'skpi-local-documents',
  mailFrom: 'no-reply@demo.ac.id',
  region: 'ap-southeast-3',
  /** The dashboard's storage quota (GB) locally; a stage sets its own in infra/config.ts. */
  storageQuotaGb: 50,
  /** Campus sign-in against the local provider (oidc-stand-in.ts); a stage sets its own `sso` in infra/config.ts. */
  sso: { domains: ['demo.ac.id', 'mhs.demo.ac.id'], roles: ROLES, mfaEnforced: false, staffPassword: true },
};

/** The software signing keys (the seal's and the credentials') and the seal's demo chain, kept under `<dir>/signing`. */
async function signingKeysDir(dir: string): Promise<string> {
  const keys = join(dir, 'signing');
  await ensureSigningKeys(keys);
  await ensureDemoSealChain(keys);
  return keys;
}

/** The campus sign-in settings of the local stage, against the local provider. */
function ssoEnv(oidc: OidcStandIn): Record<string, string> {
  const { sso } = LOCAL_NAMES;
  return {
    SSO_ISSUER: oidc.issuer,
    SSO_CLIENT_ID: oidc.clientId,
    SSO_CLIENT_SECRET: oidc.clientSecret,
    SSO_DOMAINS: sso.domains.join(','),
    SSO_ROLES: sso.roles.join(','),
    SSO_MFA_ENFORCED: sso.mfaEnforced ? '1' : '0',
    SSO_STAFF_PASSWORD: sso.staffPassword ? '1' : '0',
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} on 127.0.0.1 is in use: stop what uses it, or set PORT to another port`) : err),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * One process serves every route here (in AWS each Lambda loads its own code): the printing area
 * and the code of an issued SKPI (pdf-lib, fontkit and its fonts, the seal) are loaded once after
 * the start, so no print pays for loading them while others wait on the one event loop.
 */
async function loadPrintingAhead(warn: (line: string) => void): Promise<void> {
  try {
    const { loadPrinting } = await import('@functions/domain/skpi/document');
    await Promise.all([preloadArea('cetak'), loadPrinting()]);
  } catch (err) {
    warn(`The printing code could not be loaded ahead (the first print loads it): ${(err as Error).message}`);
  }
}

/** What the server answers with, filled in as the stack starts. */
interface Serving {
  /** The API answers once the table and the environment are there (503 before). */
  ready: boolean;
  /** The origin every URL handed out names: known once the port is. */
  canonical: string | undefined;
  /** CloudFront's policy; the file hosts (s3rver) are known once the stand-ins run. */
  csp: string;
}

/** The HTTP server: the other loopback name redirected to the canonical origin, then the API or the web app. */
function localServer(webDist: string): { server: Server; serving: Serving } {
  const serving: Serving = {
    ready: false,
    canonical: undefined,
    csp: contentSecurityPolicy({ uploads: '', documents: '', upgradeInsecureRequests: false }),
  };
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const elsewhere = serving.canonical ? canonicalLocation(req.headers.host, path, serving.canonical) : null;
    if (elsewhere) {
      req.resume();
      res.writeHead(308, { location: elsewhere, 'cache-control': 'no-store' }).end();
      return;
    }
    if (!isApiPath(path)) return serveStatic(req, res, webDist, serving.csp);
    if (!serving.ready) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: MSG.serverError }));
      return;
    }
    return handleApi(req, res, { error: (message, err) => console.error(message, err) });
  };
  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      console.error(`${req.method} ${req.url} failed`, err);
      if (res.headersSent) res.end();
      else res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: MSG.serverError }));
    });
  });
  return { server, serving };
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  const started = Date.now();
  const warn = opts.warn ?? ((line: string) => console.warn(line));
  checkJava();

  const webDist = opts.webDist ?? WEB_DIST;
  const { server, serving } = localServer(webDist);
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, opts.port);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  const host = opts.publicHost ?? '127.0.0.1';
  const baseUrl = `http://${host}:${port}`;
  serving.canonical = baseUrl;
  let standIns: Awaited<ReturnType<typeof startStandIns>> | undefined;
  let oidcStart: Promise<OidcStandIn> | undefined;
  let feederStart: Promise<FeederStandIn> | undefined;
  try {
    standIns = await startStandIns({
      ports: {
        dynamodb: await resolvePort(opts.dynamodbPort ?? 0),
        s3: await resolvePort(opts.s3Port ?? 0),
        ses: await resolvePort(opts.sesPort ?? 0),
      },
      dataDir: opts.dataDir ?? null,
      cacheDir: opts.cacheDir ?? CACHE_DIR,
      dynamodbJvmArgs: opts.quickJvm ? ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] : [],
      corsOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      buckets: [LOCAL_NAMES.uploadsBucket, LOCAL_NAMES.documentsBucket],
      warn,
    });
    // once the stand-ins hold their ports (beside them it could take one they chose but had not bound)
    oidcStart = startOidcStandIn({ port: 0, redirectUris: [baseUrl, `http://127.0.0.1:${port}`].map((o) => `${o}${ssoApi.routes.callback.path}`) });
    const oidc = await oidcStart;
    feederStart = startFeederStandIn({ port: opts.feederPort ?? 0 });
    const feeder = await feederStart;
    const standInsMs = Date.now() - started;

    serving.csp = contentSecurityPolicy({ uploads: standIns.s3Endpoint, documents: standIns.s3Endpoint, upgradeInsecureRequests: false });
    const env: Record<string, string> = {
      STAGE: LOCAL_STAGE,
      AWS_REGION: LOCAL_NAMES.region,
      TABLE_NAME: LOCAL_NAMES.table,
      UPLOADS_BUCKET: LOCAL_NAMES.uploadsBucket,
      DOCUMENTS_BUCKET: LOCAL_NAMES.documentsBucket,
      MAIL_FROM: LOCAL_NAMES.mailFrom,
      APP_URL: baseUrl,
      ...(await tokenKeyEnv(opts.dataDir)),
      SIGNING_KEYS_DIR: await signingKeysDir(opts.dataDir ?? opts.cacheDir ?? CACHE_DIR),
      ORIGIN_VERIFY: randomBytes(24).toString('base64url'),
      DYNAMODB_ENDPOINT: standIns.dynamodbEndpoint,
      S3_ENDPOINT: standIns.s3Endpoint,
      SES_ENDPOINT: standIns.sesEndpoint,
      STORAGE_QUOTA_GB: String(LOCAL_NAMES.storageQuotaGb),
      INSECURE_COOKIES: '1',
      ...ssoEnv(oidc),
      // the Neo Feeder password's local secret: beside the stack's data (git-ignored), or its temporary folder
      FEEDER_SECRET_FILE: join(opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'skpi-feeder-'))), 'feeder-secret.json'),
      ...(opts.feederPauseMs !== undefined ? { FEEDER_PAUSE_MS: String(opts.feederPauseMs) } : {}),
      ...(opts.storageMeasureSeconds !== undefined ? { STORAGE_MEASURE_SECONDS: String(opts.storageMeasureSeconds) } : {}),
      VALIDATE_RESPONSES: '1',
      // Powertools metrics are CloudWatch embedded-metric logs: nothing to send them to locally.
      POWERTOOLS_METRICS_DISABLED: 'true',
      LOG_LEVEL: opts.logLevel ?? 'WARN',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...(opts.scheduledJobs ? { MAIL_DIGEST_QUIET_SECONDS: '10', MAIL_DIGEST_MAX_WAIT_SECONDS: '60' } : {}),
    };
    // The handlers run in this process and read their configuration from process.env.
    Object.assign(process.env, env);

    await ensureTable(standIns.dynamodbEndpoint, LOCAL_NAMES.region, LOCAL_NAMES.table);
    const seedStarted = Date.now();
    const seed = opts.seed === false ? null : await seedIfEmpty(standIns.dynamodbEndpoint, LOCAL_NAMES.region, LOCAL_NAMES.table);
    const seedMs = seed ? Date.now() - seedStarted : null;
    await ensureDemoFeeder(feeder, seed?.seeded === true);
    // after the seed, which writes only into an empty table
    await installDemoSealChain(env.SIGNING_KEYS_DIR as string);
    const stopJobs = opts.scheduledJobs ? await startScheduledJobs(warn) : () => undefined;
    serving.ready = true;
    void loadPrintingAhead(warn);

    const running = standIns;
    let stopping: Promise<void> | undefined;
    return {
      baseUrl,
      mailUrl: standIns.sesEndpoint,
      env,
      seed,
      timings: { dynamodbMs: standIns.dynamodbMs, standInsMs, seedMs, totalMs: Date.now() - started },
      ssoIssuer: oidc.issuer,
      feeder: { baseUrl: feeder.baseUrl, username: feeder.username, password: feeder.password },
      standIns: { stopOne: running.stopOne, startOne: running.startOne },
      stop: () => {
        stopJobs();
        stopping ??= Promise.all([closeServer(), running.stop(), oidc.stop(), feeder.stop()]).then(() => undefined);
        return stopping;
      },
    };
  } catch (err) {
    await Promise.allSettled([closeServer(), standIns?.stop(), oidcStart?.then((o) => o.stop()), feederStart?.then((f) => f.stop())]);
    throw err;
  }
}
