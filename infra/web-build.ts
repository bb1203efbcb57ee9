/**
 * Whether `web/dist` is the build of the web app's current sources, for the two places that need
 * it built: `npm start` (infra/local/start.ts) and a deploy. cdk.json's `build` runs this file
 * before every synthesis by the CDK CLI (`node --import tsx infra/web-build.ts`): it builds the app
 * when the build is missing or older than its sources, so `npx cdk deploy` from a fresh clone
 * deploys the app. The synthesis itself then refuses a missing or stale build with what to run
 * (infra/app.ts), for the ways around the hook (`cdk synth --app`, a build that failed, a source
 * saved meanwhile). decisions/0044.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the web build is made from: its sources, its page, its config and build plugins (web/build/), and shared/ (the browser bundles it). */
export const webSources = (root: string) => [
  join(root, 'web', 'src'),
  join(root, 'web', 'index.html'),
  join(root, 'web', 'vite.config.ts'),
  join(root, 'web', 'build'),
  join(root, 'shared'),
];

/** The newest file or folder under `paths` (recursively; node_modules and dist left out), or undefined. */
export function newestFile(paths: string[]): { path: string; mtimeMs: number } | undefined {
  let newest: { path: string; mtimeMs: number } | undefined;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const s = statSync(path);
    if (!newest || s.mtimeMs > newest.mtimeMs) newest = { path, mtimeMs: s.mtimeMs };
    if (s.isDirectory()) for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
  };
  for (const p of paths) visit(p);
  return newest;
}

export type WebBuildState = { state: 'fresh' } | { state: 'missing' } | { state: 'stale'; newer: string };

/** `dist`'s index.html (written last by Vite) against the newest source under `root`. */
export function webBuildState(root: string, dist = join(root, 'web', 'dist')): WebBuildState {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return { state: 'missing' };
  const newest = newestFile(webSources(root));
  if (newest && newest.mtimeMs > statSync(index).mtimeMs) return { state: 'stale', newer: relative(root, newest.path) };
  return { state: 'fresh' };
}

/** A synthesis refused for want of a fresh web build: its message says what to run. */
export class WebBuildRefused extends Error {}

/** The synthesis's refusal of a missing or stale build, or undefined when it is fresh. */
export function webBuildRefusal(root: string, dist = join(root, 'web', 'dist')): string | undefined {
  const state = webBuildState(root, dist);
  if (state.state === 'fresh') return undefined;
  const what =
    state.state === 'missing'
      ? `${relative(root, dist) || dist} has no built web app`
      : `${relative(root, dist)} is older than its sources (${state.newer})`;
  return `${what}: the stage would serve no app or an old one. Run \`npm run build:web\` and synthesize again (cdk.json's build step does this before every \`npx cdk\` command).`;
}

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const state = webBuildState(root);
  if (state.state === 'fresh') return;
  console.error(
    state.state === 'missing' ? 'Building the web app (npm run build:web)...' : `The web app's sources changed (${state.newer}): rebuilding it...`,
  );
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) {
    console.error(`The web build failed (exit ${build.status ?? build.signal}): fix it and deploy again.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
