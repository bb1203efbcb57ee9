/**
 * The audit log (our own addition; docs/decisions/0020-audit-log.md): a route
 * group of the people area (shared/api/manajemen.ts), the super admin's only.
 * Every entry functions/lib/audit.ts wrote, newest first, filtered by actor, action, target and a
 * date range (WIB days; the last 30 days when none is sent), and the staff accounts to filter by.
 *
 * The page answer has an open end, as the public search's: `last_page` and `total` are exact when
 * `has_more` is false; otherwise more entries follow `last_page` (docs/data-model.md "Paging and
 * last_page").
 */
import * as z from 'zod';
import { AUDIT_MSG } from '../messages/audit';
import { auditDay, auditRangeProblem } from '../validation/audit';
import { optionalText } from '../validation/common';
import { pageQuery } from './common';
import type { RouteSpec } from './contract';

/** Entries a page shows unless `paginate` says otherwise. */
export const AUDIT_PAGE_SIZE = 20;

export const auditQuery = z
  .strictObject({
    ...pageQuery(AUDIT_PAGE_SIZE, 100),
    /** The actor's user id (GSI1). */
    actor: optionalText(40),
    /** An action code (`prodi.update`); applied to the entries read. */
    action: optionalText(60),
    target_type: optionalText(40),
    target_id: optionalText(100),
    /** First and last day (YYYY-MM-DD, WIB), both counted. */
    dari: auditDay,
    sampai: auditDay,
  })
  .superRefine((q, ctx) => {
    if (q.target_id !== undefined && q.target_type === undefined) {
      ctx.addIssue({ code: 'custom', path: ['target_type'], message: AUDIT_MSG.auditTargetTypeRequired });
    }
    const range = auditRangeProblem(q.dari, q.sampai);
    if (range) ctx.addIssue({ code: 'custom', path: ['sampai'], message: range });
  });

/** One entry as the page shows it: who, what, on what, when, and the target before and after. */
export const auditEntryView = z.strictObject({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  actor_id: z.string(),
  actor_nim: z.string(),
  actor_nama: z.string(),
  actor_role: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  catatan: z.string().nullable(),
  request_id: z.string(),
});

export const auditPage = z.strictObject({
  data: z.array(auditEntryView),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});

export const auditAktor = z.strictObject({ id: z.string(), nim: z.string(), nama: z.string(), role: z.string() });

const SUPER_ADMIN = ['super admin'] as const;

export const auditRoutes = {
  auditList: {
    method: 'GET',
    path: '/api/manajemen/audit',
    access: SUPER_ADMIN,
    summary: 'The audit log, newest first: by actor, action, target and WIB date range (default the last 30 days); open-ended pages',
    query: auditQuery,
    response: z.strictObject({ audit: auditPage, dari: z.string(), sampai: z.string() }),
  },
  auditAktor: {
    method: 'GET',
    path: '/api/manajemen/audit/aktor',
    access: SUPER_ADMIN,
    summary: 'The staff accounts (super admins, admins jurusan, verifiers, PPK) to filter the audit log by, by name',
    response: z.strictObject({ aktor: z.array(auditAktor) }),
  },
} as const satisfies Record<string, RouteSpec>;
