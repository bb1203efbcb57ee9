/**
 * Runs a bench script in a Node process of its own (tsx), handing it its config as a JSON file,
 * and answers the last line it prints as JSON: the load generator (load.ts) and the bulk print
 * job (skpi-bulk-job.ts) run apart from the stack they measure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function runBenchChild<T>(script: string, config: unknown, nodeArgs: readonly string[] = []): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'skpi-bench-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'tests/bench', script), file], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`${script} failed (exit ${code})`));
      resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as T);
    });
  });
}
