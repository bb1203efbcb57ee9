/**
 * `npm run soak [-- --base URL --mail URL] [--minutes 10] [--users 50] [--faults] [--seed N]`: the
 * mixed-role soak (tests/soak/soak.ts). Without `--base` it starts its own local stack in a child
 * process (free ports, a temporary data folder, never `.data/`; the scheduled jobs run, so
 * notification mail is sent); `--faults` needs that own stack, since it stops and starts its stand-ins.
 * With `--base` the environment names the stack's table and buckets (TABLE_NAME, UPLOADS_BUCKET,
 * DOCUMENTS_BUCKET, AWS_REGION, and locally DYNAMODB_ENDPOINT, S3_ENDPOINT) and `--mail` its mail
 * store. Exits 1 unless the last line's four numbers are zero and nothing else was lost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    mail: { type: 'string' },
    minutes: { type: 'string', default: '10' },
    users: { type: 'string', default: '50' },
    faults: { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});

const log = (line: string) => process.stdout.write(`${line}\n`);
const minutes = Number(values.minutes);
const users = Number(values.users);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!(minutes > 0) || !Number.isInteger(users) || users < 1 || !Number.isInteger(seed)) {
  console.error('soak: --minutes must be a positive number, --users and --seed whole numbers');
  process.exit(2);
}
if (values.base && values.faults) {
  console.error('soak: --faults stops the stand-ins of its own stack: leave out --base');
  process.exit(2);
}
if (values.base && !values.mail) {
  console.error('soak: with --base, --mail names the mail store the sign-in codes are read from');
  process.exit(2);
}

async function main(): Promise<number> {
  const { runSoak } = await import('./soak');
  if (values.base) {
    const result = await runSoak({
      base: values.base,
      mailUrl: values.mail ?? '',
      minutes,
      users,
      seed,
      faults: null,
      ownOnly: true,
      mailWaitMs: null,
      log,
    });
    for (const line of result.lines) log(line);
    return result.ok ? 0 : 1;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'skpi-soak-'));
  const started = Date.now();
  const { forkStack } = await import('@infra/local/fork-stack');
  // the stack in a process of its own, as the test harness starts it: the load and the server do not share one event loop
  const stack = await forkStack({ port: 0, dataDir, scheduledJobs: true, logLevel: 'ERROR' }, 600_000);
  Object.assign(process.env, stack.env);
  const t = stack.timings;
  log(
    `soak: own stack at ${stack.baseUrl} (data in ${dataDir}) started in ${((Date.now() - started) / 1000).toFixed(1)} s (DynamoDB Local ${(t.dynamodbMs / 1000).toFixed(1)} s, demo data ${((t.seedMs ?? 0) / 1000).toFixed(1)} s)`,
  );
  try {
    const result = await runSoak({
      base: stack.baseUrl,
      mailUrl: stack.mailUrl,
      minutes,
      users,
      seed,
      faults: values.faults ? stack.standIns : null,
      ownOnly: false,
      mailWaitMs: 120_000,
      log,
    });
    for (const line of result.lines) log(line);
    return result.ok ? 0 : 1;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
