/**
 * The rules every staff write of the master data shares (faculties, the university and programs,
 * CPL, rubrics, internal activities; docs/architecture.md "A staff write"): who the writer is,
 * the super-admin-only and own-program gates (403 with the caller's message), the version check
 * (409 GENERAL_MSG.conflict when the form showed another version than the one read), a conditional
 * write's outcome (the item, or 409), and the audit entry that rides in the write's transaction.
 * A service keeps only its own cases (its refusal messages) and builds them on these.
 */
import { GENERAL_MSG } from '@shared/messages/common';
import { VERIFIKASI_MSG } from '@shared/messages/verifikasi';
import { type Actor, auditEntry } from './audit';
import type { AuditKind } from './audit-fields';
import type { AuthContext } from './auth';
import { Conflict, type DomainError, Forbidden } from './domain-errors';
import type { Written } from './table';

/** The signed-in admin and the request: what a handler passes to a master-data service. */
export type Admin = Actor & { auth: Pick<AuthContext, 'userId' | 'nim' | 'role' | 'id_prodi' | 'user'> };

/** Only the super admin (403 `message`, which says who may, otherwise). */
export function superAdminOnly(actor: Admin, message: string): void {
  if (actor.auth.role !== 'super admin') throw new Forbidden(message);
}

/** The super admin any program; an admin jurusan only their own (403 `message` otherwise). */
export function ownProgram(actor: Admin, idProdi: number, message: string = VERIFIKASI_MSG.prodiOutOfScope): void {
  if (actor.auth.role !== 'super admin' && actor.auth.id_prodi !== idProdi) throw new Forbidden(message);
}

/** The version the form showed, when it sent one, must be the one read (409 GENERAL_MSG.conflict). */
export function sameVersion(sent: number | undefined, read: number): void {
  if (sent !== undefined && sent !== read) throw new Conflict(GENERAL_MSG.conflict);
}

/**
 * What a conditional write wrote; when refused, the error `refuse` gives for the repo's reason,
 * or 409 GENERAL_MSG.conflict (the record changed or went away since it was read).
 */
export function written<T, R extends string>(out: Written<T, R>, refuse: (reason: R) => DomainError | undefined = () => undefined): T {
  if (out.ok) return out.item;
  throw refuse(out.reason) ?? new Conflict(GENERAL_MSG.conflict);
}

/** Drops the fields a body left out (undefined), so a change keeps what it was not sent. */
export function defined<T extends Record<string, unknown>>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The audit entry of an admin's write of `type` `id` (functions/lib/audit.ts), for the write's transaction. */
export const audit = (actor: Admin, action: string, type: AuditKind, id: number | string, before: unknown, after: unknown, catatan?: string) =>
  auditEntry({ actor, action, target: { type, id }, before, after, catatan });
