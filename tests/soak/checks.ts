/**
 * The end checks of the soak, read from the table and the buckets (the process points at the
 * stack's): every dashboard counter recounted from the data by the operator's counter rebuild
 * (functions/domain/statistik/rebuild.ts, the one copy of the counting rules) and compared with
 * the stored ones; every portfolio the API created (and kept) still there, with its evidence
 * readable; every issued SKPI's PDF equal to its stored hash; every decision with its in-app
 * notification; and, when the stack's scheduled jobs run, every notification mailed.
 */
import { createHash } from 'node:crypto';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import type { Ledger } from './journeys';
import type { Mailbox } from './mailbox';
import type { World } from './setup';

export interface CheckResult {
  counterDifferences: number;
  lostFiles: number;
  /** Portfolios the API created and did not delete that are gone. */
  lostRecords: number;
  missingNotifications: number;
  /** Notifications still owed a mail after the wait (null: not checked, the stack sends no mail on its own). */
  unmailed: number | null;
  lines: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Counter differences. `ownOnly`: only the items of the soak's program, students and sub-rubrics
 * (a shared stack's other users may be writing, or may have broken counters on purpose).
 */
async function counters(world: World, userIds: Set<string>, ownOnly: boolean, lines: string[]): Promise<number> {
  const { rebuildStats } = await import('@functions/domain/statistik/rebuild');
  const anakKeys = new Set(world.anak.map((a) => statistikKeys.anakPortfolioStats(a.id).PK));
  const userPartitions = new Set([...userIds].map((id) => userKeys.user(id).PK));
  const own = (d: { idProdi: number | null; key: { PK: string } }) =>
    d.idProdi === world.idProdi || anakKeys.has(d.key.PK) || userPartitions.has(d.key.PK);
  let differences: Awaited<ReturnType<typeof rebuildStats>>['differences'] = [];
  // a job still finishing (the achievement recount after the rubrics were made) settles within seconds
  for (let attempt = 0; attempt < 5; attempt++) {
    const report = await rebuildStats({ fix: false });
    differences = report.differences.filter((d) => !ownOnly || own(d));
    if (differences.length === 0) {
      lines.push(
        `counters: ${report.checked.attributes} counters of ${report.checked.items} items recounted${ownOnly ? " (the soak program's differences counted)" : ''}: no difference`,
      );
      return 0;
    }
    await sleep(3000);
  }
  for (const d of differences.slice(0, 20)) lines.push(`counter difference: ${d.item} ${d.attribute} stored ${d.stored}, expected ${d.expected}`);
  return differences.length;
}

async function readable(key: string): Promise<Uint8Array | null> {
  const { readDocument } = await import('@functions/lib/files');
  try {
    return await readDocument(key);
  } catch {
    return null;
  }
}

async function files(ledger: Ledger, users: Map<string, string>, lines: string[]) {
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const { cetakRepo } = await import('@functions/domain/cetak/repo');
  let lostFiles = 0;
  let lostRecords = 0;
  let accepted = 0;
  let documents = 0;
  for (const [id, nim] of ledger.portfolios) {
    const p = await portofolioRepo.get(id);
    if (!p) {
      lostRecords++;
      lines.push(`lost: portfolio ${id} of ${nim} (created, never deleted) is gone`);
    }
  }
  for (const [nim, userId] of users) {
    for (const p of await portofolioRepo.listOfUser(userId)) {
      if (!p.dokumen_portofolio) continue;
      if (p.id_status_portofolio === 2) accepted++;
      const bytes = await readable(p.dokumen_portofolio);
      if (!bytes || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
        lostFiles++;
        lines.push(`lost: the evidence of portfolio ${p.id_portofolio} of ${nim} (${p.dokumen_portofolio}) cannot be read`);
      }
    }
    for (const d of await cetakRepo.listDokumenOfUser(userId)) {
      documents++;
      const bytes = await readable(d.key);
      if (!bytes || createHash('sha256').update(bytes).digest('hex') !== d.sha256) {
        lostFiles++;
        lines.push(`lost: SKPI ${d.nomor} of ${nim} (${d.key}) ${bytes ? 'differs from its hash' : 'cannot be read'}`);
      }
    }
  }
  lines.push(
    `files: ${ledger.portfolios.size} portfolios kept (${accepted} accepted) with their evidence, ${documents} SKPI documents checked against their hash`,
  );
  return { lostFiles, lostRecords };
}

async function notifications(ledger: Ledger, users: Map<string, string>, lines: string[]): Promise<number> {
  const { notifikasiRepo } = await import('@functions/domain/notifikasi/repo');
  const have = new Map<string, number>();
  for (const userId of new Set(ledger.decisions.map((d) => users.get(d.nim)))) {
    if (!userId) continue;
    for (const n of await notifikasiRepo.newest(userId, 1000)) {
      const key = `${n.id_portofolio} ${n.jenis}`;
      have.set(key, (have.get(key) ?? 0) + 1);
    }
  }
  const want = new Map<string, number>();
  for (const d of ledger.decisions) {
    const key = `${d.id} ${d.kind === 'verify' ? 'portofolio-diterima' : 'portofolio-ditolak'}`;
    want.set(key, (want.get(key) ?? 0) + 1);
  }
  let missing = 0;
  for (const [key, n] of want) missing += Math.max(0, n - (have.get(key) ?? 0));
  lines.push(`notifications: ${ledger.decisions.length} decisions, ${missing} without their notification`);
  return missing;
}

/** Waits (up to `waitMs`) until the stack's notification job has mailed every notification of the soak's students; what is still owed. */
async function mails(
  world: World,
  users: Map<string, string>,
  decided: Set<string>,
  mailbox: Mailbox,
  waitMs: number,
  lines: string[],
): Promise<number> {
  const { notifikasiRepo } = await import('@functions/domain/notifikasi/repo');
  const ids = new Set(users.values());
  const deadline = Date.now() + waitMs;
  let owed = 0;
  for (;;) {
    owed = (await notifikasiRepo.outbox(5000)).filter((n) => ids.has(n.user_id)).length;
    if (owed === 0 || Date.now() > deadline) break;
    await sleep(2000);
  }
  await mailbox.refresh();
  // every student who was notified got at least one notification mail (a digest holds several)
  const notified = world.students.filter((s) => decided.has(s.nim));
  const unmailed = notified.filter((s) => !mailbox.to(s.email).some((m) => !m.subject.includes('OTP') && !m.subject.includes('Aktivasi')));
  for (const s of unmailed.slice(0, 10)) lines.push(`mail: ${s.nim} was notified but received no notification mail`);
  lines.push(`mail: ${owed} notifications still owed a mail; ${notified.length - unmailed.length} of ${notified.length} notified students mailed`);
  return owed + unmailed.length;
}

export async function endChecks(
  world: World,
  ledger: Ledger,
  opts: { ownOnly: boolean; mailbox: Mailbox; mailWaitMs: number | null },
): Promise<CheckResult> {
  const { usersRepo } = await import('@functions/domain/users/repo');
  const lines: string[] = [];
  const users = new Map<string, string>();
  for (const s of world.students) {
    const u = await usersRepo.getByNim(s.nim);
    if (u) users.set(s.nim, u.id);
  }
  const counterDifferences = await counters(world, new Set(users.values()), opts.ownOnly, lines);
  const { lostFiles, lostRecords } = await files(ledger, users, lines);
  const missingNotifications = await notifications(ledger, users, lines);
  const unmailed =
    opts.mailWaitMs === null ? null : await mails(world, users, new Set(ledger.decisions.map((d) => d.nim)), opts.mailbox, opts.mailWaitMs, lines);
  return { counterDifferences, lostFiles, lostRecords, missingNotifications, unmailed, lines };
}
