/**
 * /admin/audit-log (our own addition, docs/decisions/0020; the super admin's): every action the audit
 * mechanism recorded, newest first, filtered by actor, action, target and WIB date range (the
 * last 30 days when none is chosen, said above the table with the range shown), 20 a page with an
 * open end while more follow; each entry's changes and full JSON in a dialog.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { readableDate } from '@shared/domain/dates';
import { AUDIT_SCREEN_MSG, auditRangeShown } from '@shared/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useState } from 'react';
import { AuditDetail } from './audit-detail';
import { type AuditFilter, AuditFilters, isFiltered, NO_FILTER, rangeDays } from './audit-filter';
import { type AuditRow, AuditTable } from './audit-table';
import './audit-page.css';

const PAGE_SIZE = 20;

export default function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  // the page number belongs to the filter it was chosen under: a new filter starts on its first page
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const [opened, setOpened] = useState<AuditRow | null>(null);

  const query = {
    page,
    paginate: PAGE_SIZE,
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    target_type: filter.targetType || undefined,
    target_id: (filter.targetType && filter.targetId) || undefined,
    ...rangeDays(filter.range),
  };
  const list = useApiQuery(api.manajemen.auditList, { query }, { placeholderData: keepPreviousData });
  const shown = list.data;

  return (
    <SpaceBetween size="l">
      {list.isError && <FailureAlert error={list.error} />}
      <AuditTable
        page={page}
        answer={shown?.audit}
        loading={list.isFetching}
        onPage={(next) => setPaging({ filter, page: next })}
        description={
          <SpaceBetween size="xxxs">
            <span>{AUDIT_SCREEN_MSG.description}</span>
            {shown && <span>{auditRangeShown(readableDate(shown.dari), readableDate(shown.sampai))}</span>}
          </SpaceBetween>
        }
        filter={<AuditFilters filter={filter} onFilter={setFilter} />}
        filtered={isFiltered(filter)}
        onClearFilter={() => setFilter(NO_FILTER)}
        onOpen={setOpened}
        exportTo={{ route: api.ekspor.auditExport, query }}
      />
      <AuditDetail row={opened} onClose={() => setOpened(null)} />
    </SpaceBetween>
  );
}
