/**
 * The local runtime's schedule (infra/local/scheduled-jobs.ts): started as `npm start` starts it,
 * it runs the notification job by itself, so a decision's e-mail reaches the mail viewer without
 * anyone calling the job. Here with a 100 ms interval and no quiet period.
 */
import { NOTIFIKASI_MSG } from '@shared/messages';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { type CatalogEntry, catalogOf, freshStudent } from '../support/portofolio';
import { readMail, useStackEnv } from '../support/stack';
import { addExternal, decide, namedAccount } from '../support/verifikasi';

let catalog: CatalogEntry[];
const quiet = process.env.MAIL_DIGEST_QUIET_SECONDS;
let stop: (() => void) | undefined;

beforeAll(async () => {
  useStackEnv();
  catalog = await catalogOf(1);
});

afterEach(() => {
  stop?.();
  if (quiet === undefined) delete process.env.MAIL_DIGEST_QUIET_SECONDS;
  else process.env.MAIL_DIGEST_QUIET_SECONDS = quiet;
});

it('mails a decision by itself, once, while running', async () => {
  const admin = await namedAccount('super admin', null, 'Super Admin Jadwal');
  const s = await freshStudent(1);
  const p = await addExternal(s, (catalog[0] as CatalogEntry).anak, { judul: 'Pemenang Lomba Jadwal' });
  expect((await decide(admin.token, s.nim, p.id_portofolio, 'reject', { catatan: 'Lengkapi bukti.' })).status).toBe(200);
  process.env.MAIL_DIGEST_QUIET_SECONDS = '0';
  const warnings: string[] = [];
  const { startScheduledJobs } = await import('@infra/local/scheduled-jobs');
  let rounds = 0;
  stop = await startScheduledJobs(
    (line) => warnings.push(line),
    100,
    () => rounds++,
  );
  await expect.poll(async () => (await readMail(s.email)).length, { timeout: 10_000, interval: 100 }).toBe(1);
  // 'once': five more finished rounds of the jobs send no second mail (a round ends after its mail is stored)
  const seen = rounds;
  await expect.poll(() => rounds, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(seen + 5);
  expect((await readMail(s.email)).map((m) => m.subject)).toEqual([NOTIFIKASI_MSG.mailSubjectOne(NOTIFIKASI_MSG.rejectedTitle)]);
  expect(warnings).toEqual([]);
});
