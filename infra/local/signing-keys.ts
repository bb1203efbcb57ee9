/**
 * The local runtime's software signing keys (functions/lib/signing): made once into the data
 * folder (`npm start`, git-ignored) or the cache folder (the test stacks), RSA 2048 like the KMS
 * keys of a stage. The seal's demo certificate chain is made beside them.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { localKeyFile, SIGNING_KEY_NAMES } from '@functions/lib/signing';

export async function ensureSigningKeys(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of SIGNING_KEY_NAMES) {
    const file = localKeyFile(dir, name);
    if (existsSync(file)) continue;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // two test workers may make the same folder at once: the first complete file wins (a hard
    // link never replaces an existing name), so every worker signs with the same key
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
    await link(temporary, file).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
    await rm(temporary, { force: true });
  }
}
