/**
 * The web build and the deploy (infra/web-build.ts): a build is fresh only when its index.html is
 * newer than every source (web/src, web/index.html, the Vite config, shared/), and the CLI's
 * synthesis refuses a missing or stale one with what to run, before building any stack. cdk.json
 * runs the build before every synthesis of the CLI. No Vite here: the folders are stand-ins.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSkpiApp, PROJECT_ROOT } from '@infra/stacks/skpi-app';
import { WebBuildRefused, webBuildRefusal, webBuildState } from '@infra/web-build';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'skpi-web-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);
function file(path: string, seconds: number) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
  at(path, seconds);
}

describe('the web build state', () => {
  it('is missing without web/dist/index.html, fresh after the newest source, stale before it', () => {
    file(join(root, 'web/src/app/main.tsx'), 1_000);
    file(join(root, 'shared/api/index.ts'), 1_000);
    for (const dir of ['web/src/app', 'web/src', 'shared/api', 'shared']) at(join(root, dir), 1_000);
    expect(webBuildState(root)).toEqual({ state: 'missing' });
    expect(webBuildRefusal(root)).toMatch(/^web\/dist has no built web app: .*npm run build:web/);

    file(join(root, 'web/dist/index.html'), 2_000);
    expect(webBuildState(root)).toEqual({ state: 'fresh' });
    expect(webBuildRefusal(root)).toBeUndefined();

    // a change in shared/ is a change of the app too (the browser bundles it)
    file(join(root, 'shared/api/index.ts'), 3_000);
    expect(webBuildState(root)).toEqual({ state: 'stale', newer: 'shared/api/index.ts' });
    expect(webBuildRefusal(root)).toMatch(/^web\/dist is older than its sources \(shared\/api\/index\.ts\)/);
  });
});

describe('the deploy', () => {
  it('runs the web build before every synthesis of the CLI', () => {
    const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { build?: string };
    expect(cdkJson.build).toBe('node --import tsx infra/web-build.ts');
  });

  it('refuses to synthesize for the CLI without a built web app, naming the command', () => {
    const synth = () => createSkpiApp({ context: { stage: 'dev', webDist: join(root, 'nowhere') } }, { requireWebBuild: true });
    expect(synth).toThrow(WebBuildRefused);
    expect(synth).toThrow(/has no built web app: .*`npm run build:web`/);
  });
});
