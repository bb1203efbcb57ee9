/**
 * The dialogs of the student management page with their state: the student dialog on the tab
 * the row menu chose, Tambah Mahasiswa, Impor (the bulk import), and delete with its confirmation
 * (a student with verified portfolios or a printed SKPI is refused: the server's warning says to
 * deactivate instead).
 */
import { api } from '@shared/api';
import { studentLabel, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { call } from '@web/api/client';
import { ConfirmModal, useConfirmedDelete } from '@web/components/confirm-modal';
import { useState } from 'react';
import { ImporDialog } from './impor-dialog';
import { type MahasiswaRow, type Tab, useRefreshMahasiswa } from './mahasiswa-data';
import { StudentDialog } from './student-dialog';
import { TambahDialog } from './tambah-dialog';

export interface MahasiswaDialogsOptions {
  /** The rows of the page as last read. */
  rows: readonly MahasiswaRow[];
  superAdmin: boolean;
  ownProdi: number | null;
  /** A student saved or added: the preview shows them. */
  onChosen: (nim: string) => void;
}

/** The dialogs' openers, and `view`: the dialogs to render under the page. */
export function useMahasiswaDialogs({ rows, superAdmin, ownProdi, onChosen }: MahasiswaDialogsOptions) {
  const [dialog, setDialog] = useState<{ row: MahasiswaRow; tab: Tab } | null>(null);
  const [adding, setAdding] = useState(false);
  const [impor, setImpor] = useState(false);
  const refresh = useRefreshMahasiswa();
  const remove = useConfirmedDelete((row: MahasiswaRow) => call(api.manajemen.akunDelete, { query: { nim: row.nim } }), refresh);
  // the dialog keeps its copy of the account, unless the list read a newer one
  const dialogRow = dialog ? (rows.find((r) => r.id === dialog.row.id && r.version > dialog.row.version) ?? dialog.row) : null;

  const view = (
    <>
      {dialog && dialogRow && (
        <StudentDialog
          row={dialogRow}
          tab={dialog.tab}
          superAdmin={superAdmin}
          ownProdi={ownProdi}
          onTab={(tab) => setDialog({ row: dialogRow, tab })}
          onSaved={(row) => {
            setDialog({ row, tab: dialog.tab });
            onChosen(row.nim);
          }}
          onDelete={(row) => {
            setDialog(null);
            remove.ask(row);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {adding && (
        <TambahDialog
          superAdmin={superAdmin}
          ownProdi={ownProdi}
          onClose={(added) => {
            setAdding(false);
            if (added) onChosen(added.nim);
          }}
        />
      )}
      <ImporDialog
        visible={impor}
        onDismiss={() => {
          setImpor(false);
          refresh();
        }}
      />
      <ConfirmModal
        visible={remove.target !== null}
        title={TEXT.hapusTitle}
        body={TEXT.hapusBody}
        subject={remove.target ? studentLabel(remove.target.nama, remove.target.nim) : undefined}
        confirmLabel={TEXT.ya}
        cancelLabel={TEXT.tidak}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onDismiss={remove.dismiss}
      />
    </>
  );

  return {
    open: (row: MahasiswaRow, tab: Tab) => setDialog({ row, tab }),
    add: () => setAdding(true),
    impor: () => setImpor(true),
    ask: remove.ask,
    view,
  };
}
