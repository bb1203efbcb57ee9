/**
 * A repository refuses one way: it throws (WriteRefused with its reason, or another domain error).
 * The store's own answer to a failed condition is read in one place, functions/lib/table.ts
 * (`transact` with its `refuse`, `conditionally`); no repository reads it, so none can turn it into
 * a `false`, a null or an `{ ok, reason }`. Checked over the code of every
 * functions/domain/**\/repo.ts and *-repo.ts, comments left out. Also the two helpers themselves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Conflict, orWhenRefused, refusing, WriteRefused, wrote } from '@functions/lib/domain-errors';
import { conditionally } from '@functions/lib/table';
import { GENERAL_MSG } from '@shared/messages/common';
import { describe, expect, it } from 'vitest';
import { codeLinesMatching, ROOT, sourceFiles } from '../support/import-graph';

/** What reads a store's failed condition: the helpers that detect it, the exceptions' names, the old boolean write. */
const READS_CONDITION = /\b(isConditionFailure|cancellation|conditionalWrite|ConditionalCheckFailed\w*|TransactionCanceled\w*|CancellationReasons)\b/;

/** The code lines of a source that read a store's failed condition (comments left out: they may name it). */
const conditionReaders = (source: string) => codeLinesMatching(source, READS_CONDITION);

/** The repositories: every `repo.ts` and `*-repo.ts` of functions/domain, nested ones too. */
const repos = sourceFiles('functions/domain').filter((f) => /(\/|-)repo\.ts$/.test(f));

describe('a repository refuses by throwing', () => {
  it('finds the repositories (the domain folders, their nested ones and the *-repo.ts beside them)', () => {
    expect(repos).toContain('functions/domain/auth/repo.ts');
    expect(repos).toContain('functions/domain/skpi/segel/repo.ts');
    expect(repos).toContain('functions/domain/cetak/pengesahan/waiting-repo.ts');
    expect(repos).toContain('functions/domain/cetak/bulk-repo.ts');
    expect(repos).not.toContain('functions/domain/cetak/reservation.ts');
    expect(repos.length).toBeGreaterThan(20);
  });

  it('knows a reader of a failed condition when it sees one, and not in a comment', () => {
    const source = [
      '/** Uses isConditionFailure in a comment only. */',
      '// conditionalWrite was the old way',
      'const ok = await write().then(() => true, (err) => { if (isConditionFailure(err)) return false; throw err; });',
      "if (err.name === 'ConditionalCheckFailedException') return null;",
      'await transact(items, { refuse: () => new WriteRefused("stale") });',
    ].join('\n');
    expect(conditionReaders(source)).toHaveLength(2);
  });

  it('lets no repository read a failed condition itself (only functions/lib/table.ts does)', () => {
    const found = repos.flatMap((f) => conditionReaders(readFileSync(join(ROOT, f), 'utf8')).map((line) => `${f}: ${line}`));
    expect(found).toEqual([]);
  });
});

/** A store's answer to a failed condition of one command. */
const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('conditionally: one conditional command', () => {
  it("answers the command's result when it writes", async () => {
    await expect(conditionally(async () => 7)).resolves.toBe(7);
  });

  it("throws WriteRefused('stale'), the general 409, on a failed condition", async () => {
    const err = await conditionally(() => Promise.reject(conditionFailed())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WriteRefused);
    expect(err).toBeInstanceOf(Conflict);
    expect((err as WriteRefused).reason).toBe('stale');
    expect((err as WriteRefused).body).toBe(GENERAL_MSG.conflict);
  });

  it('throws the refusal given, and any other error as it is', async () => {
    const taken = await conditionally(
      () => Promise.reject(conditionFailed()),
      () => new WriteRefused('taken'),
    ).catch((e: unknown) => e);
    expect((taken as WriteRefused).reason).toBe('taken');
    const throttled = Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
    await expect(conditionally(() => Promise.reject(throttled))).rejects.toBe(throttled);
  });
});

describe('the service side of a refusal', () => {
  it('refusing words a named reason and passes any other as the 409', async () => {
    const words = { taken: () => new Conflict('Sudah ada.') };
    await expect(refusing(Promise.reject(new WriteRefused('taken')), words)).rejects.toMatchObject({ body: 'Sudah ada.' });
    await expect(refusing(Promise.reject(new WriteRefused('stale')), words)).rejects.toMatchObject({ body: GENERAL_MSG.conflict });
  });

  it('orWhenRefused answers its value for a refusal only', async () => {
    await expect(orWhenRefused(Promise.resolve(1), 0)).resolves.toBe(1);
    await expect(orWhenRefused(Promise.reject(new WriteRefused('stale')), 0)).resolves.toBe(0);
    const other = new Conflict();
    await expect(orWhenRefused(Promise.reject(other), 0)).rejects.toBe(other);
  });

  it('wrote answers whether the write happened: false for a refusal only', async () => {
    await expect(wrote(Promise.resolve(undefined))).resolves.toBe(true);
    await expect(wrote(Promise.reject(new WriteRefused('taken')))).resolves.toBe(false);
    const other = new Conflict();
    await expect(wrote(Promise.reject(other))).rejects.toBe(other);
  });
});
