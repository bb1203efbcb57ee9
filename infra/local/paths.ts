/** Where the local runtime keeps things: everything it writes lives under the git-ignored `.data/`. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = join(ROOT, '.data');
/** Survives `--reset`: the DynamoDB Local download. */
export const CACHE_DIR = join(DATA_DIR, 'cache');
export const WEB_DIR = join(ROOT, 'web');
export const WEB_DIST = join(WEB_DIR, 'dist');
