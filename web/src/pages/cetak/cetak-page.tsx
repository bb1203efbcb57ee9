/**
 * /admin/cetak-skpi (docs/decisions/0029-skpi-printing.md): the students to
 * print, ten a page, searched and filtered (an admin jurusan's list is their program; the server
 * decides); per row Preview, Cetak, Hapus (revocation with a reason) and the row menu; the chosen
 * rows printed together; Periode (graduation periods) and Advanced Print in the header; the
 * caller's bulk prints with their progress above the list.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { CETAK_TEXT, cetakStudent, MSG } from '@shared/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { hasRole } from '@web/app/areas';
import { notify } from '@web/app/notifications';
import { FailureAlert } from '@web/app/page-states';
import { useSession } from '@web/app/session';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { filterCount, NO_FILTER, type StudentFilter, useKeyword } from '@web/components/student-filter/student-filter';
import { StudentSearch } from '@web/components/student-filter/student-search';
import { useEffect, useState } from 'react';
import { AdvancedPrintDialog } from './advanced-print-dialog';
import { CETAK_PAGE_SIZE, type CetakRow, useRefreshAfterPrint } from './cetak-data';
import { type CetakAction, CetakTable } from './cetak-table';
import { JobsPanel } from './jobs-panel';
import { PeriodeDialog } from './periode-dialog';
import { PrintDialog } from './print-dialog';
import { DokumenDialog, IjazahDialog, RevokeDialog } from './row-dialogs';
import './cetak-page.css';

type Dialog =
  | { kind: 'print'; rows: readonly CetakRow[] }
  | { kind: 'hapus' | 'ijazah' | 'dokumen'; row: CetakRow }
  | { kind: 'periode' }
  | { kind: 'advanced' };

export default function CetakPage() {
  const { claims } = useSession();
  const superAdmin = hasRole(claims?.role, ['super admin']);
  const [text, setText] = useState('');
  const keyword = useKeyword(text);
  // the page number belongs to the search it was chosen in: a new search starts on its first page
  const [paging, setPaging] = useState({ keyword, page: 1 });
  const page = paging.keyword === keyword ? paging.page : 1;
  const setPage = (next: number) => setPaging({ keyword, page: next });
  const [filter, setFilter] = useState<StudentFilter>(NO_FILTER);
  const [selected, setSelected] = useState<ReadonlyMap<string, CetakRow>>(new Map());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [preview, setPreview] = useState<{ row: CetakRow; url: string } | null>(null);
  const refresh = useRefreshAfterPrint();

  const list = useApiQuery(
    api.cetak.skpiSearch,
    {
      query: {
        page,
        paginate: CETAK_PAGE_SIZE,
        keyword: keyword || undefined,
        angkatan: filter.tahun || undefined,
        is_graduated: filter.kelulusan || undefined,
        id_fakultas: superAdmin && filter.fakultas.length > 0 ? [...filter.fakultas] : undefined,
        id_prodi: superAdmin && filter.prodi.length > 0 ? [...filter.prodi] : undefined,
      },
    },
    { placeholderData: keepPreviousData },
  );
  const answer = list.data?.users;
  // a revocation or a narrower search may leave the page past the last one
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) setPaging({ keyword, page: answer.last_page });
  }, [answer, page, keyword]);

  const applyFilter = (next: StudentFilter) => {
    setFilter(next);
    setPage(1);
  };

  const showPreview = async (row: CetakRow) => {
    const progress = notify.info(MSG.memuat);
    try {
      const { message } = await call(api.cetak.skpiPreviewAdmin, { params: { nim: row.nim } });
      progress.dismiss();
      setPreview({ row, url: message });
    } catch (error) {
      progress.fail(error, MSG.genericError);
    }
  };

  const onAction = (action: CetakAction, row: CetakRow) => {
    if (action === 'preview') void showPreview(row);
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
        filter={<StudentSearch superAdmin={superAdmin} filter={filter} onFilter={applyFilter} text={text} onText={setText} />}
        filtered={keyword !== '' || filterCount(filter) > 0}
        onClearFilter={() => {
          setText('');
          applyFilter(NO_FILTER);
        }}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="calendar" onClick={() => setDialog({ kind: 'periode' })}>
              {CETAK_TEXT.periode}
            </Button>
            <Button variant="primary" iconName="settings" onClick={() => setDialog({ kind: 'advanced' })}>
              {CETAK_TEXT.advancedPrint}
            </Button>
          </SpaceBetween>
        }
        selected={selected}
        onSelect={setSelected}
        onPrintSelected={() => setDialog({ kind: 'print', rows: [...selected.values()] })}
        onAction={onAction}
      />
      {dialog?.kind === 'print' && (
        <PrintDialog
          rows={dialog.rows}
          onClose={(printed) => {
            // the chosen ones printed together are done with
            if (printed && dialog.rows.length > 1) setSelected(new Map());
            close(printed);
          }}
        />
      )}
      {dialog?.kind === 'hapus' && <RevokeDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'ijazah' && <IjazahDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'dokumen' && <DokumenDialog row={dialog.row} onClose={() => close(false)} />}
      {dialog?.kind === 'periode' && <PeriodeDialog superAdmin={superAdmin} onClose={() => close(false)} />}
      {dialog?.kind === 'advanced' && (
        <AdvancedPrintDialog superAdmin={superAdmin} ownProdi={claims?.id_prodi ?? null} onClose={() => close(false)} />
      )}
      <PdfViewerModal
        url={preview?.url ?? null}
        title={preview ? cetakStudent(preview.row.nama, preview.row.nim) : ''}
        header={CETAK_TEXT.previewTitle}
        onDismiss={() => setPreview(null)}
      />
    </SpaceBetween>
  );
}
