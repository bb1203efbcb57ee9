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
import { AUDIT_TEXT, auditActionLabel, auditActor, auditTargetLabel } from '@shared/messages';
import { useMediaQuery } from '@web/app/use-media-query';
import { ReadOnlyModal } from '@web/components/read-only-modal';
import type { AuditRow } from './audit-table';

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** Narrow screens: the changes below each other instead of a three-column table. */
const COMPACT_QUERY = '(max-width: 639px)';

function ChangeList({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <Box color="text-body-secondary">{AUDIT_TEXT.diffNone}</Box>;
  return (
    <ul className="audit-change-list" aria-label={AUDIT_TEXT.detailTitle}>
      {changes.map((c) => (
        <li key={c.field} className="audit-change">
          <Box fontWeight="bold">
            <code>{c.field || '-'}</code>
          </Box>
          <Box variant="small" color="text-body-secondary">
            {AUDIT_TEXT.diffBefore}
          </Box>
          <div className="audit-value audit-value--old">{auditValue(c.before)}</div>
          <Box variant="small" color="text-body-secondary">
            {AUDIT_TEXT.diffAfter}
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
    row.before === null && row.after !== null ? AUDIT_TEXT.diffCreated : row.after === null && row.before !== null ? AUDIT_TEXT.diffDeleted : null;
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
          empty={<Box color="text-body-secondary">{AUDIT_TEXT.diffNone}</Box>}
          columnDefinitions={[
            { id: 'field', header: AUDIT_TEXT.diffField, cell: (c) => <code>{c.field || '-'}</code>, isRowHeader: true },
            {
              id: 'before',
              header: AUDIT_TEXT.diffBefore,
              cell: (c) => <span className="audit-value audit-value--old">{auditValue(c.before)}</span>,
            },
            { id: 'after', header: AUDIT_TEXT.diffAfter, cell: (c) => <span className="audit-value audit-value--new">{auditValue(c.after)}</span> },
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
      header={AUDIT_TEXT.detailTitle}
      closeLabel={AUDIT_TEXT.detailClose}
      closeAriaLabel={AUDIT_TEXT.detailClose}
      closeVariant="primary"
      onClose={onClose}
    >
      {row && (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={compact ? 1 : 2}
            items={[
              { label: AUDIT_TEXT.colAksi, value: auditActionLabel(row.action) },
              { label: AUDIT_TEXT.colWaktu, value: readableDateTime(row.at) },
              { label: AUDIT_TEXT.colTarget, value: `${auditTargetLabel(row.target_type)} #${row.target_id}` },
              { label: AUDIT_TEXT.colAktor, value: auditActor(row.actor_nama, row.actor_nim, row.actor_role) },
              { label: AUDIT_TEXT.colCatatan, value: row.catatan ?? AUDIT_TEXT.kosong },
              { label: AUDIT_TEXT.requestId, value: <code className="audit-value">{row.request_id}</code> },
            ]}
          />
          <Changes row={row} compact={compact} />
          <ExpandableSection headerText={AUDIT_TEXT.jsonToggle} variant="footer">
            <div className="audit-json">
              <div>
                <Box variant="h4">{AUDIT_TEXT.jsonBefore}</Box>
                <pre className="audit-json__block">{json(row.before)}</pre>
              </div>
              <div>
                <Box variant="h4">{AUDIT_TEXT.jsonAfter}</Box>
                <pre className="audit-json__block">{json(row.after)}</pre>
              </div>
            </div>
          </ExpandableSection>
        </SpaceBetween>
      )}
    </ReadOnlyModal>
  );
}
