/**
 * /admin/cetak-skpi (docs/decisions/0029-skpi-printing.md): the students to
 * print, ten a page, searched and filtered (an admin jurusan's list is their program; the server
 * decides); per row Preview, Cetak, Hapus (revocation with a reason) and the row menu; the chosen
 * rows printed together; Periode (graduation periods) and Advanced Print in the header; the
 * caller's bulk prints with their progress above the list. The list's state is use-cetak-list.ts's,
 * the dialogs cetak-dialogs.tsx's.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { CETAK_SCREEN_MSG } from '@shared/messages';
import { FailureAlert } from '@web/app/page-states';
import { useIsSuperAdmin } from '@web/app/roles';
import { useSession } from '@web/app/session';
import { filterCount, NO_FILTER } from '@web/components/student-filter/student-filter';
import { StudentSearch } from '@web/components/student-filter/student-search';
import { useState } from 'react';
import { type CetakRow, useRefreshAfterPrint } from './cetak-data';
import { type CetakDialog, CetakDialogs, useCetakPreview } from './cetak-dialogs';
import { type CetakAction, CetakTable } from './cetak-table';
import { JobsPanel } from './jobs-panel';
import { useCetakList } from './use-cetak-list';
import './cetak-page.css';

export default function CetakPage() {
  const { claims } = useSession();
  const superAdmin = useIsSuperAdmin();
  const { text, setText, keyword, page, setPage, filter, applyFilter, query, list, answer } = useCetakList(superAdmin);
  const [selected, setSelected] = useState<ReadonlyMap<string, CetakRow>>(new Map());
  const [dialog, setDialog] = useState<CetakDialog | null>(null);
  const preview = useCetakPreview();
  const refresh = useRefreshAfterPrint();

  const onAction = (action: CetakAction, row: CetakRow) => {
    if (action === 'preview') void preview.show(row);
    else if (action === 'cetak') setDialog({ kind: 'print', rows: [row] });
    else setDialog({ kind: action, row });
  };

  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) refresh();
  };

  return (
    <SpaceBetween size="l">
      <JobsPanel />
      {list.isError && <FailureAlert error={list.error} />}
      <CetakTable
        page={page}
        answer={answer}
        loading={list.isFetching}
        onPage={setPage}
        filter={<StudentSearch superAdmin={superAdmin} printing filter={filter} onFilter={applyFilter} text={text} onText={setText} />}
        filtered={keyword !== '' || filterCount(filter) > 0}
        onClearFilter={() => {
          setText('');
          applyFilter(NO_FILTER);
        }}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="calendar" onClick={() => setDialog({ kind: 'periode' })}>
              {CETAK_SCREEN_MSG.periode}
            </Button>
            <Button variant="primary" iconName="settings" onClick={() => setDialog({ kind: 'advanced' })}>
              {CETAK_SCREEN_MSG.advancedPrint}
            </Button>
          </SpaceBetween>
        }
        exportTo={{ route: api.ekspor.skpiSearchExport, query }}
        selected={selected}
        onSelect={setSelected}
        onPrintSelected={() => setDialog({ kind: 'print', rows: [...selected.values()] })}
        onAction={onAction}
      />
      <CetakDialogs
        dialog={dialog}
        superAdmin={superAdmin}
        ownProdi={claims?.id_prodi ?? null}
        onPrintedSelected={() => setSelected(new Map())}
        onClose={close}
      />
      {preview.viewer}
    </SpaceBetween>
  );
}
