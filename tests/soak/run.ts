/**
 * `npm run soak [-- --base URL --mail URL] [--minutes 10] [--users 50] [--faults] [--seed N]
 * [--students N [--portfolios-per-student 10]]`: the mixed-role soak (tests/soak/soak.ts). Without
 * `--base` it starts its own local stack in a child process (free ports, a temporary data folder,
 * never `.data/`; the scheduled jobs run, so notification mail is sent); `--faults` needs that own
 * stack, since it stops and starts its stand-ins. `--students` first seeds that stack with a
 * university of that many students (tests/soak/university.ts; DynamoDB in memory, so not with
 * `--faults`).
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
    students: { type: 'string', default: '0' },
    'portfolios-per-student': { type: 'string', default: '10' },
  },
});

const log = (line: string) => process.stdout.write(`${line}\n`);
const minutes = Number(values.minutes);
const users = Number(values.users);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const university = Number(values.students);
const perStudent = Number(values['portfolios-per-student']);
if (!(minutes > 0) || !Number.isInteger(users) || users < 1 || !Number.isInteger(seed)) {
  console.error('soak: --minutes must be a positive number, --users and --seed whole numbers');
  process.exit(2);
}
if (!Number.isInteger(university) || university < 0 || !Number.isInteger(perStudent) || perStudent < 0) {
  console.error('soak: --students and --portfolios-per-student must be whole numbers');
  process.exit(2);
}
if (university > 0 && (values.base || values.faults)) {
  console.error("soak: --students seeds the soak's own stack in memory: leave out --base and --faults");
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
  // a university's table is held in memory, as the bench holds it (the file is for --faults' restarts)
  const stack = await forkStack({ port: 0, ...(university > 0 ? {} : { dataDir }), scheduledJobs: true, logLevel: 'ERROR' }, 600_000);
  Object.assign(process.env, stack.env);
  const t = stack.timings;
  log(
    `soak: own stack at ${stack.baseUrl} (${university > 0 ? 'DynamoDB in memory' : `data in ${dataDir}`}) started in ${((Date.now() - started) / 1000).toFixed(1)} s (DynamoDB Local ${(t.dynamodbMs / 1000).toFixed(1)} s, demo data ${((t.seedMs ?? 0) / 1000).toFixed(1)} s)`,
  );
  try {
    if (university > 0) {
      const { seedUniversity } = await import('./university');
      log(await seedUniversity(university, perStudent, log));
    }
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
