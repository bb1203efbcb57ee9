/**
 * The browser gets the route contract, never the Lambdas' profiles: builds the web app (as
 * `npm run build:web` does, into a temporary folder) and looks through every script for what only
 * infra/profiles.ts knows (grant levels, mail, memory and timeout fields, the jobs an area starts,
 * the bundled data files).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { AREA_PROFILES, JOB_PROFILES } from '@infra/profiles';
import { PROJECT_ROOT } from '@infra/stacks/skpi-app';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'skpi-web-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

let scripts: { name: string; code: string }[] = [];

beforeAll(async () => {
  await build({ configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  scripts = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(assets, name), 'utf8') }));
}, 300_000);

const profiles = [...Object.values(AREA_PROFILES), ...Object.values(JOB_PROFILES)];

/** What a profile says that nothing in the browser has reason to say. */
const PROFILE_FACTS = [
  // the profile's own field names (kept as written by the minifier: they are object keys)
  'sendMail',
  'memoryMb',
  'timeoutSeconds',
  'dataFiles',
  'invokes',
  // the grant level no screen shows
  'readwrite',
  // the bundled data files, by name
  ...new Set(profiles.flatMap((p) => p.dataFiles?.files.map((f) => basename(f)) ?? [])),
];

describe('the web bundle', () => {
  it('is built', () => {
    expect(scripts.length).toBeGreaterThan(1);
  });

  it('carries no fact of the Lambda profiles', () => {
    expect(PROFILE_FACTS).toContain('provinces.csv');
    const found = scripts.flatMap(({ name, code }) => PROFILE_FACTS.filter((fact) => code.includes(fact)).map((fact) => `${name}: ${fact}`));
    expect(found).toEqual([]);
  });
});
