/**
 * One Lambda bundled exactly as the stack bundles it (infra/constructs/bundling.ts AREA_BUNDLE):
 * the bundle test checks its size and layout, the cold-start bench times its import.
 */
import { join } from 'node:path';
import { AREA_BUNDLE, areaEntry, jobEntry } from '@infra/constructs/bundling';
import { PROJECT_ROOT } from '@infra/stacks/skpi-app';
import { build, type Metafile } from 'esbuild';

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

/** Bundles the area's or the job's handler into `<outRoot>/<name>/index.mjs`. */
export async function bundleFunction(name: string, kind: 'area' | 'job', outRoot: string): Promise<BuiltBundle> {
  const dir = join(outRoot, name);
  const outfile = join(dir, 'index.mjs');
  const result = await build({
    entryPoints: [kind === 'job' ? jobEntry(PROJECT_ROOT, name) : areaEntry(PROJECT_ROOT, name)],
    bundle: true,
    outfile,
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
  const output = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('index.mjs'))?.[1] as Metafile['outputs'][string];
  const sizes = new Map<string, number>();
  for (const [file, input] of Object.entries(output.inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.split('/').slice(0, 2).join('/');
    sizes.set(pkg, (sizes.get(pkg) ?? 0) + input.bytesInOutput);
  }
  return { dir, outfile, bytes: output.bytes, byPackage: [...sizes].sort((a, b) => b[1] - a[1]), inputs: Object.keys(output.inputs) };
}
