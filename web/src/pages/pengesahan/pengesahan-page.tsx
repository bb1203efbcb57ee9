/**
 * /pimpinan/pengesahan, the pimpinan's home: what waits for their stage within their scope, ten a
 * page, filtered by program and graduation period; per row Lihat (the draft PDF), Setujui and
 * Kembalikan; the chosen rows approved together, or Setujui Semua by the list's filters as one job;
 * the bulk approvals' progress above the list. An approved or returned row leaves the list. The
 * list's state is use-pengesahan-list.ts's, the dialogs row-dialogs.tsx's and bulk-dialogs.tsx's.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PENGESAHAN_SCREEN_MSG as T } from '@shared/messages';
import { FailureAlert } from '@web/app/page-states';
import { useState } from 'react';
import { periodeLabelOf, usePeriodeOptions } from '../cetak/cetak-data';
import { BulkDialog, SelectedDialog } from './bulk-dialogs';
import { NO_PENGESAHAN_FILTER, type PengesahanRow, useRefreshAfterPengesahan } from './pengesahan-data';
import { PengesahanFilter } from './pengesahan-filter';
import { PengesahanJobs } from './pengesahan-jobs';
import { type PengesahanAction, PengesahanTable } from './pengesahan-table';
import { ApproveDialog, ReturnDialog, useDrafViewer } from './row-dialogs';
import { usePengesahanList } from './use-pengesahan-list';
import './pengesahan-page.css';

type Dialog = { kind: 'setujui' | 'kembalikan'; row: PengesahanRow } | { kind: 'pilihan' } | { kind: 'semua' };

export default function PengesahanPage() {
  const { filter, setFilter, page, setPage, list, answer, programs } = usePengesahanList();
  const [selected, setSelected] = useState<ReadonlyMap<string, PengesahanRow>>(new Map());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const viewer = useDrafViewer();
  const refresh = useRefreshAfterPengesahan();

  const onAction = (action: PengesahanAction, row: PengesahanRow) => {
    if (action === 'lihat') void viewer.show(row);
    else setDialog({ kind: action, row });
  };

  /** After a dialog: what was acted on leaves the list and the choice. */
  const close = (acted: boolean) => {
    if (acted && dialog?.kind === 'pilihan') setSelected(new Map());
    else if (acted && dialog && 'row' in dialog) {
      const next = new Map(selected);
      next.delete(dialog.row.id);
      setSelected(next);
    }
    setDialog(null);
    if (acted) refresh();
  };

  // the filters in words for the bulk approval's summary
  const periodes = usePeriodeOptions().list.data?.periode;
  const prodiName = programs.data?.per_prodi.find((p) => String(p.id_prodi) === filter.prodi)?.nama_prodi;
  const periode = periodes?.find((p) => String(p.id_periode_kelulusan) === filter.periode);
  const filterText =
    [filter.prodi && (prodiName ?? filter.prodi), filter.periode && (periode ? periodeLabelOf(periode) : filter.periode)]
      .filter(Boolean)
      .join(', ') || null;

  return (
    <SpaceBetween size="l">
      <PengesahanJobs />
      {list.isError && <FailureAlert error={list.error} />}
      <PengesahanTable
        page={page}
        answer={answer}
        loading={list.isFetching}
        onPage={setPage}
        filter={<PengesahanFilter value={filter} onChange={setFilter} programs={programs} />}
        filtered={filter.prodi !== '' || filter.periode !== ''}
        onClearFilter={() => setFilter(NO_PENGESAHAN_FILTER)}
        actions={
          <Button variant="primary" iconName="check" disabled={!answer || answer.data.length === 0} onClick={() => setDialog({ kind: 'semua' })}>
            {T.setujuiSemua}
          </Button>
        }
        selected={selected}
        onSelect={setSelected}
        onApproveSelected={() => setDialog({ kind: 'pilihan' })}
        onAction={onAction}
      />
      {dialog?.kind === 'setujui' && <ApproveDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'kembalikan' && <ReturnDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'pilihan' && <SelectedDialog rows={[...selected.values()]} onClose={close} />}
      {dialog?.kind === 'semua' && <BulkDialog filter={filter} filterText={filterText} onClose={close} />}
      {viewer.viewer}
    </SpaceBetween>
  );
}
