/**
 * Lambdas bundled exactly as the stack bundles them (infra/constructs/bundling.ts AREA_BUNDLE):
 * the bundle test checks their size and layout, the cold-start bench times their import.
 */
import { join, resolve } from 'node:path';
import { AREA_BUNDLE, areaEntry, jobEntry } from '@infra/constructs/bundling';
import { PROJECT_ROOT } from '@infra/stacks/skpi-app';
import { build } from 'esbuild';

export interface BuiltBundle {
  /** The folder of `index.mjs`. */
  dir: string;
  outfile: string;
  bytes: number;
  /** Bytes in the output per package (or per source folder), largest first. */
  byPackage: [string, number][];
  /** The source files bundled. */
  inputs: string[];
}

export interface FunctionToBundle {
  name: string;
  kind: 'area' | 'job';
}

/**
 * Bundles each area's or job's handler into `<outRoot>/<name>/index.mjs`, all in one esbuild run:
 * each output is the whole bundle of its entry (no shared chunks), exactly as the stack builds it
 * alone, but the sources every function shares (the AWS SDK, zod, the runtime) are parsed once.
 */
export async function bundleFunctions(functions: readonly FunctionToBundle[], outRoot: string): Promise<Map<string, BuiltBundle>> {
  const entryPoints = Object.fromEntries(
    functions.map((f) => [`${f.name}/index`, f.kind === 'job' ? jobEntry(PROJECT_ROOT, f.name) : areaEntry(PROJECT_ROOT, f.name)]),
  );
  const result = await build({
    entryPoints,
    bundle: true,
    outdir: outRoot,
    outExtension: { '.js': '.mjs' },
    target: AREA_BUNDLE.target,
    format: AREA_BUNDLE.format,
    platform: AREA_BUNDLE.platform,
    mainFields: [...AREA_BUNDLE.mainFields],
    minify: AREA_BUNDLE.minify,
    sourcemap: AREA_BUNDLE.sourcemap,
    sourcesContent: AREA_BUNDLE.sourcesContent,
    banner: { js: AREA_BUNDLE.banner },
    external: [...AREA_BUNDLE.external],
    metafile: true,
    logLevel: 'error',
  });
  const bundles = new Map<string, BuiltBundle>();
  for (const f of functions) {
    const dir = join(outRoot, f.name);
    const outfile = join(dir, 'index.mjs');
    const output = Object.entries(result.metafile.outputs).find(([file]) => resolve(file) === outfile)?.[1];
    if (!output) throw new Error(`esbuild wrote no ${outfile}`);
    const sizes = new Map<string, number>();
    for (const [file, input] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.split('/').slice(0, 2).join('/');
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + input.bytesInOutput);
    }
    bundles.set(f.name, { dir, outfile, bytes: output.bytes, byPackage: [...sizes].sort((a, b) => b[1] - a[1]), inputs: Object.keys(output.inputs) });
  }
  return bundles;
}

/** Bundles one area's or job's handler into `<outRoot>/<name>/index.mjs`. */
export async function bundleFunction(name: string, kind: 'area' | 'job', outRoot: string): Promise<BuiltBundle> {
  const built = (await bundleFunctions([{ name, kind }], outRoot)).get(name);
  if (!built) throw new Error(`no bundle of ${name}`);
  return built;
}
