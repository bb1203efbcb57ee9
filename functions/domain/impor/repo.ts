/**
 * The table reads of the bulk import: which NIM and e-mails of a file are taken already (the
 * `NIM#` and `EMAIL#` constraint items, BatchGetItem). The students themselves are created by
 * `usersRepo.create` (counters and search index in the same transaction), the job item by
 * functions/domain/jobs/repo.ts.
 */

import { userKeys } from '@functions/lib/entities/users';
import { batchGet } from '@functions/lib/table';

/** The stored keys of the values (several values may fold to one key: `abc` and `ABC`), and which values each stands for. */
function byKey(values: readonly string[], key: (v: string) => { PK: string; SK: string }) {
  const map = new Map<string, { key: { PK: string; SK: string }; values: string[] }>();
  for (const v of values) {
    if (v === '') continue;
    const k = key(v);
    const entry = map.get(k.PK);
    if (entry) entry.values.push(v);
    else map.set(k.PK, { key: k, values: [v] });
  }
  return map;
}

async function takenOf(values: readonly string[], key: (v: string) => { PK: string; SK: string }): Promise<Set<string>> {
  const wanted = byKey(values, key);
  const found = await batchGet<{ PK: string }>(
    [...wanted.values()].map((w) => w.key),
    'PK',
  );
  return new Set(found.flatMap((i) => wanted.get(i.PK)?.values ?? []));
}

export const imporRepo = {
  /** The NIM (as given) and the e-mails (lower case) among these that belong to an account. */
  async taken(nims: readonly string[], emails: readonly string[]): Promise<{ nims: Set<string>; emails: Set<string> }> {
    const [takenNims, takenEmails] = await Promise.all([
      takenOf(nims, userKeys.nim),
      takenOf(
        emails.map((e) => e.toLowerCase()),
        userKeys.email,
      ),
    ]);
    return { nims: takenNims, emails: takenEmails };
  },
};
