/**
 * One audit entry in a dialog: who did what to which record when (and the note and request id),
 * the fields it changed with their old and new values (bookkeeping such as `version` left out), and
 * the full JSON before and after.
 */
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { type AuditChange, auditDiff, auditValue } from '@shared/domain/audit';
import { readableDateTime } from '@shared/domain/dates';
import { AUDIT_SCREEN_MSG, auditActionLabel, auditActor, auditTargetLabel } from '@shared/messages';
import { useMediaQuery } from '@web/app/use-media-query';
import { ReadOnlyModal } from '@web/components/read-only-modal';
import type { AuditRow } from './audit-table';

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** Narrow screens: the changes below each other instead of a three-column table. */
const COMPACT_QUERY = '(max-width: 639px)';

function ChangeList({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <Box color="text-body-secondary">{AUDIT_SCREEN_MSG.diffNone}</Box>;
  return (
    <ul className="audit-change-list" aria-label={AUDIT_SCREEN_MSG.detailTitle}>
      {changes.map((c) => (
        <li key={c.field} className="audit-change">
          <Box fontWeight="bold">
            <code>{c.field || '-'}</code>
          </Box>
          <Box variant="small" color="text-body-secondary">
            {AUDIT_SCREEN_MSG.diffBefore}
          </Box>
          <div className="audit-value audit-value--old">{auditValue(c.before)}</div>
          <Box variant="small" color="text-body-secondary">
            {AUDIT_SCREEN_MSG.diffAfter}
          </Box>
          <div className="audit-value audit-value--new">{auditValue(c.after)}</div>
        </li>
      ))}
    </ul>
  );
}

function Changes({ row, compact }: { row: AuditRow; compact: boolean }) {
  const changes = auditDiff(row.before, row.after);
  const summary =
    row.before === null && row.after !== null
      ? AUDIT_SCREEN_MSG.diffCreated
      : row.after === null && row.before !== null
        ? AUDIT_SCREEN_MSG.diffDeleted
        : null;
  return (
    <SpaceBetween size="s">
      {summary && <Box>{summary}</Box>}
      {compact ? (
        <ChangeList changes={changes} />
      ) : (
        <Table<AuditChange>
          variant="embedded"
          wrapLines
          items={changes}
          trackBy="field"
          empty={<Box color="text-body-secondary">{AUDIT_SCREEN_MSG.diffNone}</Box>}
          columnDefinitions={[
            { id: 'field', header: AUDIT_SCREEN_MSG.diffField, cell: (c) => <code>{c.field || '-'}</code>, isRowHeader: true },
            {
              id: 'before',
              header: AUDIT_SCREEN_MSG.diffBefore,
              cell: (c) => <span className="audit-value audit-value--old">{auditValue(c.before)}</span>,
            },
            {
              id: 'after',
              header: AUDIT_SCREEN_MSG.diffAfter,
              cell: (c) => <span className="audit-value audit-value--new">{auditValue(c.after)}</span>,
            },
          ]}
        />
      )}
    </SpaceBetween>
  );
}

export function AuditDetail({ row, onClose }: { row: AuditRow | null; onClose: () => void }) {
  const compact = useMediaQuery(COMPACT_QUERY);
  return (
    <ReadOnlyModal
      visible={row !== null}
      size="large"
      header={AUDIT_SCREEN_MSG.detailTitle}
      closeLabel={AUDIT_SCREEN_MSG.detailClose}
      closeAriaLabel={AUDIT_SCREEN_MSG.detailClose}
      closeVariant="primary"
      onClose={onClose}
    >
      {row && (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={compact ? 1 : 2}
            items={[
              { label: AUDIT_SCREEN_MSG.colAksi, value: auditActionLabel(row.action) },
              { label: AUDIT_SCREEN_MSG.colWaktu, value: readableDateTime(row.at) },
              { label: AUDIT_SCREEN_MSG.colTarget, value: `${auditTargetLabel(row.target_type)} #${row.target_id}` },
              { label: AUDIT_SCREEN_MSG.colAktor, value: auditActor(row.actor_nama, row.actor_nim, row.actor_role) },
              { label: AUDIT_SCREEN_MSG.colCatatan, value: row.catatan ?? AUDIT_SCREEN_MSG.kosong },
              { label: AUDIT_SCREEN_MSG.requestId, value: <code className="audit-value">{row.request_id}</code> },
            ]}
          />
          <Changes row={row} compact={compact} />
          <ExpandableSection headerText={AUDIT_SCREEN_MSG.jsonToggle} variant="footer">
            <div className="audit-json">
              <div>
                <Box variant="h4">{AUDIT_SCREEN_MSG.jsonBefore}</Box>
                <pre className="audit-json__block">{json(row.before)}</pre>
              </div>
              <div>
                <Box variant="h4">{AUDIT_SCREEN_MSG.jsonAfter}</Box>
                <pre className="audit-json__block">{json(row.after)}</pre>
              </div>
            </div>
          </ExpandableSection>
        </SpaceBetween>
      )}
    </ReadOnlyModal>
  );
}
