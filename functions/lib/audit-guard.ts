/**
 * The audit log is append-only in code as well as in IAM: every DynamoDB call of the product goes
 * through the one client of clients.ts, and this guard (a middleware on it) refuses, before
 * anything is sent, a write that could change or delete an audit entry. A put of an audit item
 * must carry `attribute_not_exists(PK)` (the way audit.ts writes one: a new entry, never over an
 * old one); an update or delete of one, or a batch write touching one (batch puts take no
 * condition), is refused outright. IAM denies the same updates and deletes (area-functions.ts),
 * and the table's stream copies every entry into the Object Lock archive (functions/domain/audit/archive.ts).
 */
import { auditKeys } from './entities/audit';

/** The metric of an audit entry changed or deleted in the table anyway (the archive job counts it; an alarm fires on the first). */
export const AUDIT_CHANGED_METRIC = 'AuditEntryChanged';

/** The condition every put of an audit entry carries. */
export const AUDIT_PUT_CONDITION = 'attribute_not_exists(PK)';

type Item = Record<string, unknown> | undefined;

/** The string of a key attribute, in the document client's form (`'AUDIT#...'`) or the low-level one (`{ S: 'AUDIT#...' }`). */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string') return (value as { S: string }).S;
  return undefined;
}

/** Whether a partition key is an audit entry's. */
export const isAuditPartition = (pk: string) => pk.startsWith(auditKeys.auditLeadingKey());

const isAudit = (item: Item) => {
  const pk = text(item?.PK);
  return pk !== undefined && isAuditPartition(pk);
};

interface WriteRequest {
  Put?: { Item?: Item; ConditionExpression?: string };
  Update?: { Key?: Item };
  Delete?: { Key?: Item };
}

/** Why one write (a PutItem, UpdateItem or DeleteItem, or a transaction's item) may not run; undefined when it may. */
function writeProblem({ Put, Update, Delete }: WriteRequest): string | undefined {
  if (Put && isAudit(Put.Item) && Put.ConditionExpression?.trim() !== AUDIT_PUT_CONDITION) {
    return `a put of an audit entry must be conditional on ${AUDIT_PUT_CONDITION} (never over an existing entry)`;
  }
  if (Update && isAudit(Update.Key)) return 'an audit entry is never updated';
  if (Delete && isAudit(Delete.Key)) return 'an audit entry is never deleted';
  return undefined;
}

/** Why a DynamoDB command may not run (it could change or delete an audit entry); undefined when it may. */
export function auditWriteProblem(commandName: string | undefined, input: Record<string, unknown>): string | undefined {
  switch (commandName) {
    case 'PutItemCommand':
      return writeProblem({ Put: input as WriteRequest['Put'] });
    case 'UpdateItemCommand':
      return writeProblem({ Update: input as WriteRequest['Update'] });
    case 'DeleteItemCommand':
      return writeProblem({ Delete: input as WriteRequest['Delete'] });
    case 'TransactWriteItemsCommand': {
      for (const item of (input.TransactItems as WriteRequest[] | undefined) ?? []) {
        const problem = writeProblem(item);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'BatchWriteItemCommand': {
      const requests = Object.values(
        (input.RequestItems as Record<string, { PutRequest?: { Item?: Item }; DeleteRequest?: { Key?: Item } }[]>) ?? {},
      );
      const touches = requests.flat().some((r) => isAudit(r.PutRequest?.Item) || isAudit(r.DeleteRequest?.Key));
      return touches ? 'a batch write takes no condition: it never touches an audit entry' : undefined;
    }
    default:
      return undefined;
  }
}

/** Thrown instead of sending a write that could change or delete an audit entry (a programming error: a 500). */
export class AuditWriteRefused extends Error {
  override name = 'AuditWriteRefused';
}
