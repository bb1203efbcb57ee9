/**
 * Every area's and job's Lambda bundle, built with the stack's own esbuild settings (AREA_BUNDLE): under the
 * 1 MB budget (docs/performance.md; the two printing Lambdas: their own, bundling.ts BUNDLE_BUDGETS), loadable as
 * the ES module the runtime imports, with the data files of its profile beside it, and (lokasi) answering
 * from them, as `/var/task/data` in AWS.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { AREA_DATA_FILES, BUNDLE_BUDGET_BYTES, BUNDLE_BUDGETS, bundleBudget } from '@infra/constructs/bundling';
import { PROJECT_ROOT } from '@infra/stacks/skpi-app';
import { ORIGIN_VERIFY_HEADER } from '@shared/api/contract';
import { AREAS } from '@shared/api/index';
import { JOBS } from '@shared/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions } from '../support/bundle';

interface Bundle {
  area: string;
  dir: string;
  bytes: number;
  byPackage: [string, number][];
  inputs: string[];
}

const bundles = new Map<string, Bundle>();
/** The jobs' Lambdas (shared/jobs.ts) are bundled and checked like the areas'. */
const JOB_NAMES: readonly string[] = JOBS.map((j) => j.name);
const FUNCTIONS = [...AREAS.map((a) => a.area), ...JOB_NAMES];
const outRoot = mkdtempSync(join(tmpdir(), 'skpi-bundles-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

/** Every function bundled in one esbuild run, each with its profile's data files beside it. */
async function bundleAll(): Promise<void> {
  const built = await bundleFunctions(
    FUNCTIONS.map((name) => ({ name, kind: JOB_NAMES.includes(name) ? 'job' : 'area' })),
    outRoot,
  );
  for (const [area, { dir, bytes, byPackage, inputs }] of built) {
    for (const data of AREA_DATA_FILES[area]?.files ?? []) {
      mkdirSync(join(dir, AREA_DATA_FILES[area]?.dir ?? 'data'), { recursive: true });
      copyFileSync(join(PROJECT_ROOT, data), join(dir, AREA_DATA_FILES[area]?.dir ?? 'data', basename(data)));
    }
    bundles.set(area, { area, dir, bytes, byPackage, inputs });
  }
}

/** Known ways a bundle grows past its budget, and their fix. */
function diagnose(b: Bundle): string {
  const hints: string[] = [];
  if (b.inputs.some((f) => f.includes('zod/v4/locales/') && !f.endsWith('/en.js'))) {
    hints.push("zod's 40 locales are in (~260 KB): esbuild keeps them for `import { z } from 'zod'`; write `import * as z from 'zod'`");
  }
  if (b.inputs.filter((f) => f.includes('i18n-iso-countries/langs/')).length > 2) {
    hints.push("i18n-iso-countries' main entry registers all 80 locales (~700 KB): import 'i18n-iso-countries/index.js'");
  }
  const top = b.byPackage
    .slice(0, 6)
    .map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(0)} KB`)
    .join(', ');
  return `${b.area}: ${(b.bytes / 1024).toFixed(0)} KB (largest: ${top})${hints.length ? `\n  fix: ${hints.join('\n  fix: ')}` : ''}`;
}

/** Imports the bundle in a plain Node process, as the runtime does, and runs `script` with it. */
function runInNodeWith(script: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, ...args], {
    // STAGE as the CDK app sets it on every function (functions/lib/env.ts: none, no start)
    env: { PATH: process.env.PATH, AWS_REGION: 'ap-southeast-3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', STAGE: 'dev', ...env },
    encoding: 'utf8',
    // a bound against a hung import, not a measure: the suite's other workers share the CPU
    timeout: 180_000,
  });
}

const runInNode = (b: Bundle, script: string, env: Record<string, string> = {}) => runInNodeWith(script, [join(b.dir, 'index.mjs')], env);

/** What `typeof handler` each bundle exports, imported as the runtime does, all in one Node process. */
let loaded: Map<string, string>;
function loadEach(): Map<string, string> {
  const script = `for (const path of process.argv.slice(1)) {
    const out = await import(path).then((m) => typeof m.handler, (error) => 'error: ' + error.message);
    console.log(out);
  }
  process.exit(0);`;
  const paths = FUNCTIONS.map((area) => join((bundles.get(area) ?? expect.unreachable()).dir, 'index.mjs'));
  const out = runInNodeWith(script, paths).trim().split('\n');
  return new Map(FUNCTIONS.map((area, i) => [area, out[i] ?? 'no answer']));
}

beforeAll(async () => {
  await bundleAll();
  loaded = loadEach();
  const rows = [...bundles.values()].map(
    (b) =>
      `  ${b.area.padEnd(18)} ${(b.bytes / 1024).toFixed(0).padStart(5)} KB${b.area in BUNDLE_BUDGETS ? ` (budget ${bundleBudget(b.area) / 1000} KB)` : ''}`,
  );
  console.log(`Lambda bundles (minified ESM, AWS SDK included), budget ${BUNDLE_BUDGET_BYTES / 1000} KB:\n${rows.join('\n')}`);
  // one esbuild run of every function and their imports in one Node process; on a loaded machine minutes
}, 400_000);

describe.each(FUNCTIONS)('the %s bundle', (area) => {
  it(`stays under its budget minified (${bundleBudget(area) / 1000} KB)`, () => {
    const b = bundles.get(area) ?? expect.unreachable();
    expect(b.bytes, diagnose(b)).toBeLessThan(bundleBudget(area));
  });

  it('carries no job code but its own (the local in-process job runner stays out of every Lambda)', () => {
    const b = bundles.get(area) ?? expect.unreachable();
    const jobFiles = b.inputs.filter((f) => /(^|\/)functions\/jobs\//.test(f));
    expect(jobFiles).toEqual(JOB_NAMES.includes(area) ? [`functions/jobs/${area}.ts`] : []);
  });

  it("carries its profile's data files", () => {
    const b = bundles.get(area) ?? expect.unreachable();
    const data = AREA_DATA_FILES[area];
    if (!data) return;
    expect(readdirSync(join(b.dir, data.dir)).sort()).toEqual(data.files.map((f) => basename(f)).sort());
  });

  it('loads as an ES module and exports the handler', () => {
    const b = bundles.get(area) ?? expect.unreachable();
    expect(loaded.get(b.area)).toBe('function');
  });
});

describe('a Lambda without STAGE', () => {
  it('refuses to start, every one of them, naming the variable', () => {
    const script = `for (const path of process.argv.slice(1)) {
      const out = await import(path).then(() => 'started', (error) => error.message);
      console.log(out.includes('STAGE is not set') ? 'refused' : out);
    }`;
    const paths = FUNCTIONS.map((area) => join((bundles.get(area) ?? expect.unreachable()).dir, 'index.mjs'));
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, ...paths], {
      env: { PATH: process.env.PATH, AWS_REGION: 'ap-southeast-3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(out.trim().split('\n')).toEqual(FUNCTIONS.map(() => 'refused'));
  });
});

describe('the budget exceptions (bundling.ts BUNDLE_BUDGETS)', () => {
  it('are the printing Lambdas (cetak, skpi-bulk and the bulk approval that seals) and the export area, and each still needs its exception', () => {
    expect(Object.keys(BUNDLE_BUDGETS).sort()).toEqual(['cetak', 'ekspor', 'ekspor-berkas', 'pengesahan-massal', 'skpi-bulk']);
    for (const name of Object.keys(BUNDLE_BUDGETS)) {
      const b = bundles.get(name) ?? expect.unreachable();
      // Back under 1 MB: remove the exception (and its decision) rather than keep a looser budget.
      expect(b.bytes, `${name} fits ${BUNDLE_BUDGET_BYTES} bytes again`).toBeGreaterThanOrEqual(BUNDLE_BUDGET_BYTES);
    }
  });

  it('of 4 MB apply to Lambdas that print: each carries the SKPI fonts', () => {
    for (const [name, budget] of Object.entries(BUNDLE_BUDGETS))
      if (budget > 2 * BUNDLE_BUDGET_BYTES) expect(AREA_DATA_FILES[name]?.dir, name).toBe('fonts');
  });
});

describe('the lokasi bundle in its deployed layout', () => {
  it('answers the provinces of Indonesia from the CSV files beside it', () => {
    const b = bundles.get('lokasi') ?? expect.unreachable();
    const event = {
      version: '2.0',
      routeKey: 'GET /api/lokasi/negara/{id}',
      rawPath: '/api/lokasi/negara/102',
      rawQueryString: '',
      // as CloudFront sends it: a deployed stage refuses a request without the origin-verify secret
      headers: { [ORIGIN_VERIFY_HEADER]: 'bundle-test-origin' },
      pathParameters: { id: '102' },
      isBase64Encoded: false,
      requestContext: { requestId: 'bundle-test', http: { method: 'GET', path: '/api/lokasi/negara/102', sourceIp: '127.0.0.1' } },
    };
    const script = `const { handler } = await import(process.argv[1]);
      const res = await handler(${JSON.stringify(event)}, { getRemainingTimeInMillis: () => 10000 });
      console.log(JSON.stringify(res));`;
    const out = runInNode(b, script, { AREA_DATA_DIR: join(b.dir, 'data'), LOG_LEVEL: 'SILENT', ORIGIN_VERIFY: 'bundle-test-origin' });
    const res = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { statusCode: number; body: string };
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as { provinsi: { id_provinsi: number; nama_provinsi: string }[] };
    expect(body.provinsi).toHaveLength(38);
    expect(body.provinsi).toContainEqual({ id_provinsi: 31, nama_provinsi: 'Daerah Khusus Ibukota Jakarta' });
  });
});
