/**
 * `npm start`: the whole product on this machine. Starts the stand-ins with data kept in .data/,
 * creates the table and buckets, seeds the demo data into an empty table, builds the web app when
 * its sources are newer than the build, and serves web + /api on http://localhost:3000 (PORT
 * overrides; http://127.0.0.1:3000 is redirected there, so a sign-in keeps one cookie jar). `--reset` (npm run start:reset) wipes .data/ first, except the DynamoDB Local
 * download. Ctrl-C or SIGTERM stops everything, java included.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { webBuildState } from '../web-build';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { checkJava } from './dynamodb';
import { localStackPlace } from './local-ports';
import { DEMO_SSO_PASSWORD } from './oidc-stand-in';
import { CACHE_DIR, DATA_DIR, ROOT, WEB_DIR, WEB_DIST } from './paths';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.LOG_LEVEL ??= 'WARN';

const log = (line = '') => process.stdout.write(`${line}\n`);

/** Wipes this stack's data: never the DynamoDB Local download, nor another port's stack. */
async function resetData(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  for (const entry of await readdir(dataDir)) {
    const path = join(dataDir, entry);
    if (path !== CACHE_DIR && !(dataDir === DATA_DIR && entry.startsWith('port-'))) await rm(path, { recursive: true, force: true });
  }
  log(`Reset: ${relative(ROOT, dataDir)}/ wiped (the DynamoDB Local download in .data/cache/ is kept).`);
}

/** Builds the web app when it is missing or older than its sources; resolves when done. */
function buildWebIfNeeded(track: (child: ChildProcess) => void): Promise<void> {
  if (!existsSync(join(WEB_DIR, 'vite.config.ts')) || !existsSync(join(WEB_DIR, 'index.html'))) {
    log('The web app (web/) is not there yet: serving the API only.');
    return Promise.resolve();
  }
  const build = webBuildState(ROOT, WEB_DIST);
  if (build.state === 'fresh') return Promise.resolve();
  log(build.state === 'stale' ? 'The web app sources changed: rebuilding it (npm run build:web)...' : 'Building the web app (npm run build:web)...');
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    track(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-6000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (err) => {
      log(`The web build could not start: ${err.message}`);
      resolve();
    });
    child.on('exit', (code, signal) => {
      if (code === 0) log('Web app built.');
      else if (!signal) log(`The web build failed (exit ${code}); the API still runs. Its output:\n${output}`);
      resolve();
    });
  });
}

function printAccounts(): void {
  const rows = Object.values(DEMO_ACCOUNTS).map((a) => [a.role, a.nim, a.password, a.email, a.note]);
  const head = ['role', 'username (NIM)', 'password', 'campus e-mail', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd();
  log(line(head));
  log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) log(line(r));
}

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const { port, dataDir, ...ports } = localStackPlace();
  try {
    log(`Java: ${checkJava()}`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  if (reset) await resetData(dataDir);

  let build: ChildProcess | undefined;
  let shuttingDown = false;
  const { startStack } = await import('./server');
  const starting = startStack({ port, ...ports, dataDir, publicHost: 'localhost', logLevel: process.env.LOG_LEVEL, scheduledJobs: true });
  let firstSignalAt = 0;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      // Ctrl-C reaches this process twice at once (from the terminal, and forwarded by npm): only a
      // later, deliberate second Ctrl-C means "leave now" (java is killed on exit).
      if (Date.now() - firstSignalAt > 1500) process.exit(130);
      return;
    }
    shuttingDown = true;
    firstSignalAt = Date.now();
    log(`\n${signal}: stopping...`);
    if (build && build.exitCode === null) build.kill('SIGTERM');
    try {
      await (await starting).stop();
    } catch {
      // the start failed; its own clean-up already ran
    }
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const building = buildWebIfNeeded((child) => {
    build = child;
  });
  let stack: Awaited<typeof starting>;
  try {
    stack = await starting;
  } catch (err) {
    if (shuttingDown) return;
    console.error(`The local stack could not start: ${(err as Error).message}`);
    if (build && build.exitCode === null) build.kill('SIGTERM');
    process.exit(1);
  }
  await building;
  if (shuttingDown) return;

  const t = stack.timings;
  const seedNote = stack.seed?.seeded
    ? `, demo data seeded in ${(stack.seed.summary.ms / 1000).toFixed(1)} s`
    : stack.seed && !stack.seed.complete
      ? ', WARNING: the demo data is incomplete (an earlier seed was interrupted): run npm run start:reset'
      : ', existing data kept';
  log();
  log(`SKPI is running (ready in ${(t.totalMs / 1000).toFixed(1)} s: DynamoDB Local ${(t.dynamodbMs / 1000).toFixed(1)} s${seedNote}).`);
  log();
  log(`  App and API:  ${stack.baseUrl}`);
  log(`  Mail viewer:  ${stack.mailUrl}   (every e-mail: login codes, activation and reset links)`);
  log(`  Data:         ${relative(ROOT, dataDir)}/   (npm run start:reset wipes it)`);
  log(
    `  Stand-ins:    DynamoDB Local :${ports.dynamodbPort}, S3 :${ports.s3Port}, mail :${ports.sesPort} (from PORT; another PORT runs a second stack beside this one)`,
  );
  log();
  log('Demo accounts (each sign-in asks for the 6-digit code e-mailed to the account):');
  printAccounts();
  log();
  log(`Campus sign-in ('Masuk dengan akun kampus'): the local identity provider at ${stack.ssoIssuer}`);
  log(`  signs in any demo account's e-mail above with the password ${DEMO_SSO_PASSWORD}`);
  log('  (the local provider does not enforce multi-factor sign-in: the 6-digit code is still e-mailed; README, demo accounts).');
  log();
  log(`Neo Feeder: ${stack.feeder.baseUrl} (operator ${stack.feeder.username} / ${stack.feeder.password})`);
  log('  (the demo university syncs from it, its programs mapped: Manajemen Universitas > Neo Feeder; README, demo accounts).');
  log();
  log('Ctrl-C stops everything.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
