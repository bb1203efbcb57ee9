/**
 * No source or test file is over 450 lines: a longer one is split by what its parts do (a test file
 * by what it tests, its shared fixture in tests/support/<name>.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/import-graph';

const MAX_LINES = 450;
const FOLDERS = ['functions', 'shared', 'web/src', 'infra', 'tests'];

/** The lines of a text, a last line without its line break counted too. */
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe(`no file over ${MAX_LINES} lines`, () => {
  it('counts lines as an editor shows them', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2]);
  });

  it.each(FOLDERS)('%s/: every .ts and .tsx file', (dir) => {
    const long = sourceFiles(dir)
      .map((path) => ({ path, lines: lineCount(readFileSync(join(ROOT, path), 'utf8')) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.path}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});
