/**
 * The rules every staff write of the master data shares (faculties, the university and programs,
 * CPL, rubrics, internal activities; docs/architecture.md "A staff write"): who the writer is,
 * the super-admin-only and own-program gates (403 with the caller's message), the version check
 * (409 GENERAL_MSG.conflict when the form showed another version than the one read), and the
 * audit entry that rides in the write's transaction. A refused write is the repository's thrown
 * WriteRefused (409 unless the service words its reason: `refusing`, domain-errors.ts). A service
 * keeps only its own cases (its refusal messages) and builds them on these.
 */
import { GENERAL_MSG } from '@shared/messages/common';
import { VERIFIKASI_MSG } from '@shared/messages/verifikasi';
import { type Actor, auditEntry } from './audit';
import type { AuditKind } from './audit-fields';
import type { AuthContext } from './auth';
import { type Body, Conflict, Forbidden } from './domain-errors';

/** The signed-in admin and the request: what a handler passes to a master-data service. */
export type Admin = Actor & { auth: Pick<AuthContext, 'userId' | 'nim' | 'role' | 'id_prodi' | 'user'> };

/** Only the super admin (403 `message`, which says who may, otherwise). */
export function superAdminOnly(actor: Admin, message: string): void {
  if (actor.auth.role !== 'super admin') throw new Forbidden(message);
}

/** The super admin any program; an admin jurusan only their own (403 `message` otherwise). */
export function ownProgram(actor: Admin, idProdi: number, message: Body = () => VERIFIKASI_MSG.prodiOutOfScope): void {
  if (actor.auth.role !== 'super admin' && actor.auth.id_prodi !== idProdi) throw new Forbidden(message);
}

/** The version the form showed, when it sent one, must be the one read (409 GENERAL_MSG.conflict). */
export function sameVersion(sent: number | undefined, read: number): void {
  if (sent !== undefined && sent !== read) throw new Conflict(GENERAL_MSG.conflict);
}

/** Drops the fields a body left out (undefined), so a change keeps what it was not sent. */
export function defined<T extends Record<string, unknown>>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The audit entry of an admin's write of `type` `id` (functions/lib/audit.ts), for the write's transaction. */
export const audit = (actor: Admin, action: string, type: AuditKind, id: number | string, before: unknown, after: unknown, catatan?: string) =>
  auditEntry({ actor, action, target: { type, id }, before, after, catatan });
