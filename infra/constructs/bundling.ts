/**
 * How an area's Lambda code is bundled, in one place: the stack's NodejsFunction and the
 * bundle-size test (tests/infra/bundle-size.test.ts) both read these options, so the size the
 * test measures is the size that ships.
 *
 * Decision (docs/operations.md, "Bundles"): the AWS SDK v3 clients are bundled, not taken from
 * the nodejs24.x runtime. The versions we test are the versions that run, and packages the
 * runtime does not promise (lib-dynamodb, s3-presigned-post, s3-request-presigner) are there.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_PROFILES, JOB_PROFILES } from '../profiles';

/**
 * The credential providers the SDK's default chain reaches only when no credentials are in the
 * environment. In Lambda they always are (the chain stops at its first link, fromEnv), and these
 * modules are loaded with a lazy `import()`, so they are left out of the bundle (about 90 KB, with
 * the STS/SSO clients they bring); the nodejs24.x runtime ships them should a chain ever reach them.
 */
const CREDENTIAL_CHAIN_TAIL = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/nested-clients',
  '@aws-sdk/token-providers',
  '@smithy/credential-provider-imds',
];

/**
 * The esbuild settings of every area bundle. `format: esm` needs `require` for the few CommonJS
 * dependencies that call it at run time (esbuild leaves such calls as they are): the banner
 * provides it. The AWS SDK is bundled (see above) but for the tail of the credential chain.
 */
export const AREA_BUNDLE = {
  target: 'node24',
  format: 'esm',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  banner: "import { createRequire as __skpiCreateRequire } from 'node:module';const require = __skpiCreateRequire(import.meta.url);",
  external: CREDENTIAL_CHAIN_TAIL,
} as const;

/** Budget of one area bundle (docs/performance.md, budgets): under 1 MB of minified JS. */
export const BUNDLE_BUDGET_BYTES = 1_000_000;

/**
 * The Lambdas that print SKPI PDFs, the cetak area, the skpi-bulk job and the pengesahan-massal job
 * (an approval's last stage seals, decision 0056), carry pdf-lib with
 * @pdf-lib/fontkit (the font embedding and subsetting the SKPI's Unicode names need): fontkit is a
 * prebuilt single-file bundle of about 920 KB minified that esbuild cannot shake, so these two
 * cannot fit 1 MB. Both also seal every issued SKPI with @libpdf/core and pkijs (about 850 KB,
 * docs/decisions/0036-pades-seal.md). They have their own budget (docs/decisions/0003-bundle-budgets.md);
 * every other Lambda keeps 1 MB, and the bundle test fails should either printing
 * Lambda fall back under 1 MB (the exception is then no longer needed).
 */
export const PRINTING_BUNDLE_BUDGET_BYTES = 4_000_000;
/**
 * The export area, and the job that writes its long lists (ekspor-berkas), read five areas' lists
 * through their own services (so an export cannot drift from its list's scope) and carry the XLSX
 * writer: 1.04 MB and 0.98 MB measured, importing in about 0.1 s (docs/decisions/0050-exports.md).
 */
export const EXPORT_BUNDLE_BUDGET_BYTES = 1_100_000;
export const BUNDLE_BUDGETS: Readonly<Record<string, number>> = {
  cetak: PRINTING_BUNDLE_BUDGET_BYTES,
  'skpi-bulk': PRINTING_BUNDLE_BUDGET_BYTES,
  // the bulk approval seals each draft at its last stage, as a print does (decision 0056)
  'pengesahan-massal': PRINTING_BUNDLE_BUDGET_BYTES,
  ekspor: EXPORT_BUNDLE_BUDGET_BYTES,
  'ekspor-berkas': EXPORT_BUNDLE_BUDGET_BYTES,
};

/** The budget of an area's or a job's bundle. */
export function bundleBudget(name: string): number {
  return BUNDLE_BUDGETS[name] ?? BUNDLE_BUDGET_BYTES;
}

/** The area's handler module (`functions/api/<area>/handlers.ts`, export `handler`). */
export function areaEntry(projectRoot: string, area: string): string {
  const entry = join(projectRoot, 'functions', 'api', area, 'handlers.ts');
  if (!existsSync(entry)) throw new Error(`area "${area}" has no handler module at functions/api/${area}/handlers.ts`);
  return entry;
}

/** The job's handler module (`functions/jobs/<name>.ts`, export `handler`). */
export function jobEntry(projectRoot: string, name: string): string {
  const entry = join(projectRoot, 'functions', 'jobs', `${name}.ts`);
  if (!existsSync(entry)) throw new Error(`job "${name}" has no handler module at functions/jobs/${name}.ts`);
  return entry;
}

/**
 * Files that an area or a job needs beside its code (its profile's `dataFiles`), copied into the
 * bundle, by area or job name (area-function.ts copies them for the stack, the bundle test for its build).
 */
export const AREA_DATA_FILES: Record<string, { files: readonly string[]; dir: string }> = Object.fromEntries(
  [...Object.entries(AREA_PROFILES), ...Object.entries(JOB_PROFILES)].flatMap(([name, profile]) =>
    profile.dataFiles ? [[name, profile.dataFiles]] : [],
  ),
);

/** Where the Lambda runtime finds an area's data files (`/var/task` is the bundle root). */
export const LAMBDA_TASK_ROOT = '/var/task';
