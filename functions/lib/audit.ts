/**
 * THE audit log (docs/decisions/0020-audit-log.md). Every staff write of the product,
 * and the student's writes whose history someone reads (a portfolio's), adds one entry to its own
 * TransactWriteItems: actor (id, NIM, name, role), action, target, the target before and after,
 * an optional note, the time and the request id; the snapshots keep only what ./audit-fields.ts
 * lists for the target's kind (no one's personal data). The entry is written with the change or not at
 * all, so a refused call leaves none. Entries are only ever put (`attribute_not_exists`), and
 * nothing changes or deletes one: the DynamoDB client refuses such a write before sending it
 * (audit-guard.ts), the Lambdas' roles deny it under the `AUDIT#` leading key
 * (infra/constructs/area-functions.ts), and the table's stream copies every entry into a bucket
 * with S3 Object Lock (functions/domain/audit/archive.ts).
 *
 * An entry lives in its target's partition (`AUDIT#<type>#<id>`, by time): a target's history is
 * one Query. GSI1 lists an actor's entries, GSI2 a day's, for the later audit screens.
 */
import { ulid } from 'ulid';
import { type AuditKind, auditSnapshots } from './audit-fields';
import { AUDIT_PUT_CONDITION } from './audit-guard';
import type { AuthContext } from './auth';
import { auditKeys } from './entities/audit';
import { queryAll, type TransactItem, tableName } from './table';

/** Who acts: the signed-in caller and the request it came with. */
export interface Actor {
  auth: Pick<AuthContext, 'userId' | 'nim' | 'role' | 'user'>;
  requestId: string;
}

/** What is acted on: `portofolio` 123, `user` <ulid>, `prodi` 7 ... */
export interface AuditTarget {
  type: string;
  id: string | number;
}

export interface AuditEntry {
  type: 'audit';
  id: string;
  action: string;
  target_type: string;
  target_id: string;
  actor_id: string;
  actor_nim: string;
  actor_nama: string;
  actor_role: string;
  before: unknown;
  after: unknown;
  catatan: string | null;
  request_id: string;
  at: string;
}

export interface AuditInput {
  actor: Actor;
  /** `<domain>.<verb>`: `portofolio.verify`, `portofolio.delete`, ... */
  action: string;
  /** Its kind says what the snapshots keep (./audit-fields.ts). */
  target: AuditTarget & { type: AuditKind };
  before?: unknown;
  after?: unknown;
  catatan?: string | null;
  at?: string;
}

/** The transaction item that writes one audit entry (never overwrites one). */
export function auditEntry(input: AuditInput): TransactItem {
  const at = input.at ?? new Date().toISOString();
  const id = ulid();
  const { auth, requestId } = input.actor;
  // the one place a snapshot is cut to what an audit entry may keep
  const { before, after } = auditSnapshots(input.target.type, input.before ?? null, input.after ?? null);
  const entry: AuditEntry = {
    type: 'audit',
    id,
    action: input.action,
    target_type: input.target.type,
    target_id: String(input.target.id),
    actor_id: auth.userId,
    actor_nim: auth.nim,
    actor_nama: auth.user.nama,
    actor_role: auth.role,
    before,
    after,
    catatan: input.catatan ?? null,
    request_id: requestId,
    at,
  };
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...auditKeys.audit(input.target.type, input.target.id, at, id),
        GSI1PK: auditKeys.auditByActor(auth.userId),
        GSI1SK: `${at}#${id}`,
        GSI2PK: auditKeys.auditByDay(at.slice(0, 10)),
        GSI2SK: `${at}#${id}`,
        ...entry,
      },
      ConditionExpression: AUDIT_PUT_CONDITION,
    },
  };
}

export const auditLog = {
  /** A target's entries, oldest first. */
  ofTarget: (target: AuditTarget) => queryAll<AuditEntry>({ pk: auditKeys.auditPartition(target.type, target.id) }),
  /** An actor's entries, newest first. */
  ofActor: (userId: string, limit = 50) => queryAll<AuditEntry>({ index: 'GSI1', pk: auditKeys.auditByActor(userId), forward: false, limit }),
};
