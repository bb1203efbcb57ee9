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

/** esbuild target of the functions (the Lambda runtime is nodejs24.x). */
export const BUNDLE_TARGET = 'node24';

/**
 * ESM output needs `require` for the few CommonJS dependencies that call it at run time;
 * esbuild leaves such calls as they are, so the banner provides it.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __skpiCreateRequire } from 'node:module';const require = __skpiCreateRequire(import.meta.url);";

/** The area's handler module (`functions/<area>/handlers.ts`, export `handler`). */
export function areaEntry(projectRoot: string, area: string): string {
  const entry = join(projectRoot, 'functions', area, 'handlers.ts');
  if (!existsSync(entry)) throw new Error(`area "${area}" has no handler module at functions/${area}/handlers.ts`);
  return entry;
}

/** Files that an area needs beside its code, copied into the bundle (relative to the project root). */
export const AREA_DATA_FILES: Record<string, { files: string[]; dir: string }> = {
  lokasi: { files: ['node_modules/idn-area-data/data/provinces.csv', 'node_modules/idn-area-data/data/regencies.csv'], dir: 'data' },
};

/** Where the Lambda runtime finds an area's data files (`/var/task` is the bundle root). */
export const LAMBDA_TASK_ROOT = '/var/task';
