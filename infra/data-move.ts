/**
 * The operator's data commands (docs/operations.md "Export and import"):
 *
 *   npm run data:export -- --out <folder | file.tar.gz> [--stage <name>] [...]
 *   npm run data:import -- --in <folder | file.tar.gz> [--stage <name>] [--into-non-empty] [--new-keys] [...]
 *
 * `--stage local` (the default) is the running `npm start` stack of this PORT (local/local-ports.ts:
 * its stand-ins' ports and data folder with the signing keys). Another stage is found from its stack's
 * outputs with the AWS CLI and the operator's credentials (AWS_PROFILE). `--table`,
 * `--uploads-bucket`, `--documents-bucket`, `--region`, `--dynamodb-endpoint`, `--s3-endpoint` and
 * `--signing-keys` name any part directly.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { type DataMoveArgs, parseDataMoveArgs } from './data/args';
import { describeEnvironment, resolveEnvironment } from './data/environment';
import { exportEnvironment, writeArchive } from './data/export';
import { ImportRefused, importEnvironment } from './data/import';

const run = promisify(execFile);
const isArchive = (path: string) => /\.(tar\.gz|tgz)$/.test(path);

async function exportCommand(args: DataMoveArgs, log: (line: string) => void): Promise<void> {
  const environment = await resolveEnvironment(args.environment);
  log(`exporting ${describeEnvironment(environment)}`);
  const archive = isArchive(args.path);
  // the archive's folder is made beside it, on its disk: a stage's files may not fit in /tmp
  if (archive) await mkdir(dirname(args.path), { recursive: true });
  const folder = archive ? await mkdtemp(join(dirname(args.path), '.skpi-export-')) : args.path;
  if (!archive && existsSync(folder) && (await readdir(folder)).length > 0) throw new Error(`${folder} is not empty: export into a new folder`);
  try {
    await exportEnvironment(environment, folder, { log });
    if (archive) await writeArchive(folder, args.path);
  } finally {
    if (archive) await rm(folder, { recursive: true, force: true });
  }
  log(`written to ${args.path}`);
}

async function importCommand(args: DataMoveArgs, log: (line: string) => void): Promise<void> {
  const environment = await resolveEnvironment(args.environment);
  log(`importing ${args.path} into ${describeEnvironment(environment)}`);
  const archive = isArchive(args.path);
  const folder = archive ? await mkdtemp(join(dirname(args.path), '.skpi-import-')) : args.path;
  try {
    if (archive) await run('tar', ['-xzf', args.path, '-C', folder]);
    const summary = await importEnvironment(environment, folder, { intoNonEmpty: args.intoNonEmpty, newKeys: args.newKeys, log });
    for (const key of summary.left) log(`left out: ${key}`);
  } finally {
    if (archive) await rm(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = parseDataMoveArgs(process.argv.slice(2));
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = (line: string) => console.log(line);
  const started = Date.now();
  if (args.command === 'export') await exportCommand(args, log);
  else await importCommand(args, log);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof ImportRefused ? `Refused: ${err.message}` : err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
