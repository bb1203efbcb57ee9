/**
 * The audit log page's reads (shared/api/audit.ts; docs/decisions/0020-audit-log.md).
 * The entries of a list come from one source, chosen by the filters: a target
 * (its partition), else an actor (GSI1), else the days of the range (GSI2, from the newest day
 * backwards). Each source is read newest first only as far as the page needs: the entries up to
 * the page, two pages ahead and one more (the public search's window), so `last_page` and `total`
 * are exact when the entries end within it and `has_more` says when they go on. The filters the
 * source does not serve (action; an actor or target type beside another source) are applied to
 * the entries read.
 */

import type { AuditEntry } from '@functions/lib/audit';
import { Invalid } from '@functions/lib/domain-errors';
import type { Role } from '@shared/api/contract';
import { AUDIT_MAX_DAYS, auditInstants, auditRange, daysBetween, utcDaysNewestFirst } from '@shared/domain/audit';
import { AUDIT_MSG } from '@shared/messages/audit';
import { usersRepo } from '../users/repo';
import { type AuditSource, auditRepo } from './repo';

/** Pages read ahead of the current one (as the public search). */
const LOOKAHEAD_PAGES = 2;
/** Entries a list reaches at most (past them, a narrower filter). */
export const AUDIT_MAX_RESULTS = 1000;
/** Entries one request reads at most (a rare action over a long range stops here with `has_more`). */
export const AUDIT_MAX_READ = 5000;
/** Day partitions read together. */
const DAYS_AT_ONCE = 7;

export interface AuditFilter {
  page: number;
  paginate: number;
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  dari?: string;
  sampai?: string;
}

type Range = { from: string; to: string };

/** The entries of one source in the range, newest first, read in pieces of at most `chunk`. */
async function* entriesOf(source: AuditSource, range: Range, chunk: () => number): AsyncGenerator<AuditEntry> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await auditRepo.page(source, range, chunk(), start);
    yield* page.items;
    start = page.lastKey;
  } while (start);
}

/** The entries of the range's days, newest day first; the first piece of several days read together. */
async function* entriesOfDays(days: readonly string[], range: Range, chunk: () => number): AsyncGenerator<AuditEntry> {
  for (let i = 0; i < days.length; i += DAYS_AT_ONCE) {
    const group = days.slice(i, i + DAYS_AT_ONCE);
    const size = chunk();
    const firsts = await Promise.all(group.map((day) => auditRepo.page({ kind: 'day', day }, range, size)));
    for (const [k, first] of firsts.entries()) {
      yield* first.items;
      let start = first.lastKey;
      const day = group[k] as string;
      while (start) {
        const next = await auditRepo.page({ kind: 'day', day }, range, chunk(), start);
        yield* next.items;
        start = next.lastKey;
      }
    }
  }
}

const view = (e: AuditEntry) => ({
  id: e.id,
  at: e.at,
  action: e.action,
  target_type: e.target_type,
  target_id: e.target_id,
  actor_id: e.actor_id,
  actor_nim: e.actor_nim,
  actor_nama: e.actor_nama,
  actor_role: e.actor_role,
  before: e.before ?? null,
  after: e.after ?? null,
  catatan: e.catatan ?? null,
  request_id: e.request_id,
});

const STAFF: readonly Role[] = ['super admin', 'admin jurusan', 'verifikator', 'ppk'];

export const auditService = {
  /** A page of the log (newest first) and the range it covers. */
  async list(filter: AuditFilter) {
    const { dari, sampai } = auditRange(filter.dari, filter.sampai);
    const byDay = filter.target_id === undefined && filter.actor === undefined;
    if (byDay && daysBetween(dari, sampai) > AUDIT_MAX_DAYS) throw new Invalid({ dari: [AUDIT_MSG.auditRangeTooLong] });
    const range = auditInstants({ dari, sampai });

    const size = filter.paginate;
    const page = filter.page;
    const maxPages = Math.max(1, Math.floor(AUDIT_MAX_RESULTS / size));
    const windowPages = Math.min(page + LOOKAHEAD_PAGES, maxPages);
    const need = windowPages * size + 1;

    const matches: AuditEntry[] = [];
    let read = 0;
    const chunk = () => Math.max(25, Math.min(500, 2 * (need - matches.length) + 10, AUDIT_MAX_READ - read));
    const source =
      filter.target_id !== undefined && filter.target_type !== undefined
        ? entriesOf({ kind: 'target', type: filter.target_type, id: filter.target_id }, range, chunk)
        : filter.actor !== undefined
          ? entriesOf({ kind: 'actor', userId: filter.actor }, range, chunk)
          : entriesOfDays(utcDaysNewestFirst(range), range, chunk);
    const fits = (e: AuditEntry) =>
      (filter.action === undefined || e.action === filter.action) &&
      (filter.actor === undefined || e.actor_id === filter.actor) &&
      (filter.target_type === undefined || e.target_type === filter.target_type) &&
      (filter.target_id === undefined || e.target_id === filter.target_id);

    let exhausted = true;
    for await (const entry of source) {
      read++;
      if (fits(entry)) matches.push(entry);
      if (matches.length >= need || read >= AUDIT_MAX_READ) {
        exhausted = false;
        break;
      }
    }

    const total = Math.min(matches.length, windowPages * size);
    let lastPage: number;
    let hasMore: boolean;
    if (matches.length >= need) {
      lastPage = windowPages;
      hasMore = windowPages < maxPages;
    } else {
      lastPage = Math.max(1, Math.ceil(total / size));
      hasMore = !exhausted;
      if (hasMore) lastPage = Math.max(lastPage, Math.min(page, windowPages));
    }
    return {
      audit: {
        data: matches.slice((page - 1) * size, page * size).map(view),
        current_page: page,
        last_page: lastPage,
        per_page: size,
        total,
        has_more: hasMore,
      },
      dari,
      sampai,
    };
  },

  /** The staff accounts to filter by, by name. */
  async aktor() {
    const lists = await Promise.all(STAFF.map((role) => usersRepo.listOfRole(role)));
    const aktor = lists
      .flat()
      .map((u) => ({ id: u.id, nim: u.nim, nama: u.nama, role: u.role }))
      .sort((a, b) => a.nama.localeCompare(b.nama, 'id') || a.nim.localeCompare(b.nim));
    return { aktor };
  },
};
