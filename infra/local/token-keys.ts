/**
 * The local runtime's token keys (functions/lib/token-keys.ts): each private JWK generated once
 * into the data folder (`npm start`: `.data/token-keys/<name>.jwk`, git-ignored, owner-only), or
 * per run without one (the test stacks). Every handler runs in this one process, so the local
 * environment holds both halves of every key; on a stage only the signing Lambdas can read a private one.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tokenKeyVariable } from '@functions/lib/env';
import { generateTokenKey, parsePrivateJwk, publicJwkOf, TOKEN_KEY_NAMES, type TokenKeyName } from '@functions/lib/token-keys';
import type { JWK } from 'jose';

async function privateJwk(name: TokenKeyName, dataDir: string | undefined): Promise<JWK> {
  if (!dataDir) return generateTokenKey();
  const dir = join(dataDir, 'token-keys');
  const file = join(dir, `${name}.jwk`);
  if (existsSync(file)) {
    const jwk = parsePrivateJwk(await readFile(file, 'utf8'));
    if (!jwk) throw new Error(`${file} holds no private P-256 JWK: remove it to generate a new ${name} key`);
    return jwk;
  }
  const jwk = await generateTokenKey();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(jwk)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return jwk;
}

/** The environment of every token key: its private and public JWK. */
export async function tokenKeyEnv(dataDir: string | undefined): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of TOKEN_KEY_NAMES) {
    const jwk = await privateJwk(name, dataDir);
    out[tokenKeyVariable(name, 'privateJwk')] = JSON.stringify(jwk);
    out[tokenKeyVariable(name, 'publicJwk')] = JSON.stringify(await publicJwkOf(jwk));
  }
  return out;
}
