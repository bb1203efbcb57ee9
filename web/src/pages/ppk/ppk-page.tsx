/**
 * /admin/kegiatan-internal (the Internal activities screen): the program panel (the super admin
 * starts with the program picker open; an admin jurusan works on their own program), the program's
 * activities ten a page, Tambah, and per row the PDF in the app's viewer, Ubah and Hapus ('Apakah
 * Anda Yakin?', Tidak / Ya). Every answer of a write reads the list again.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG, PPK_SCREEN_MSG } from '@shared/messages';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ConfirmModal, useConfirmedDelete } from '@web/components/confirm-modal';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { ProgramPanel, useProgramChoice } from '@web/components/program-picker/program-picker';
import { useCallback, useState } from 'react';
import { PpkDialog, type PpkTarget } from './ppk-dialog';
import { PPK_PAGE_SIZE, type PpkAction, type PpkRow, PpkTable } from './ppk-table';
import './ppk-page.css';
import { judulOf } from '@web/components/bilingual/data-language';

export default function PpkPage() {
  const choice = useProgramChoice();
  const idProdi = choice.idProdi;
  // the page number belongs to the program it was chosen in
  const [paging, setPaging] = useState<{ idProdi: number | undefined; page: number }>({ idProdi, page: 1 });
  const page = paging.idProdi === idProdi ? paging.page : 1;
  const [target, setTarget] = useState<PpkTarget | null>(null);
  const [viewed, setViewed] = useState<PpkRow | null>(null);
  const queryClient = useQueryClient();

  const list = useApiQuery(
    api.master.ppkByAnak,
    { query: { id_prodi: idProdi ?? 0, paginate: PPK_PAGE_SIZE, page } },
    // asked by program, the answer is the page (the list form answers a sub-rubric)
    { enabled: idProdi !== undefined, placeholderData: keepPreviousData, select: (d) => (Array.isArray(d.ppk) ? undefined : d.ppk) },
  );
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: [api.master.ppkByAnak.path] }), [queryClient]);
  const removal = useConfirmedDelete((row: PpkRow) => call(api.admin.ppkDelete, { params: { id: row.id_kegiatan_ppk } }), refresh);
  const deleting = removal.target;

  const onAction = (action: PpkAction, row: PpkRow) => {
    if (action === 'view') setViewed(row);
    else if (action === 'edit') setTarget({ mode: 'edit', row });
    else removal.ask(row);
  };

  return (
    <SpaceBetween size="l">
      <ProgramPanel choice={choice} />
      {idProdi !== undefined &&
        (list.isError ? (
          <FailureAlert error={list.error} />
        ) : (
          <PpkTable
            page={page}
            answer={list.data}
            loading={list.isFetching}
            onPage={(next) => setPaging({ idProdi, page: next })}
            onAdd={() => setTarget({ mode: 'add' })}
            onAction={onAction}
          />
        ))}
      {target && idProdi !== undefined && (
        <PpkDialog
          key={target.mode === 'edit' ? target.row.id_kegiatan_ppk : 'add'}
          target={target}
          idProdi={idProdi}
          onWritten={refresh}
          onClose={() => setTarget(null)}
        />
      )}
      <PdfViewerModal
        url={viewed?.dokumen_ppk ?? null}
        title={viewed ? judulOf(viewed) : ''}
        header={PPK_SCREEN_MSG.pdfTitle}
        onDismiss={() => setViewed(null)}
      />
      <ConfirmModal
        visible={deleting !== null}
        title={MSG.confirmSure}
        body={
          deleting && deleting.jumlah_portofolio > 0
            ? `${PPK_SCREEN_MSG.deleteBody} ${PPK_SCREEN_MSG.chosenBy(deleting.jumlah_portofolio)}`
            : PPK_SCREEN_MSG.deleteBody
        }
        subject={deleting ? judulOf(deleting) : undefined}
        confirmLabel={AUTH_SCREEN_MSG.yes}
        cancelLabel={AUTH_SCREEN_MSG.no}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onDismiss={removal.dismiss}
      />
    </SpaceBetween>
  );
}
