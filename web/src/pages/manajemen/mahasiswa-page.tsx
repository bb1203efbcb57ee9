/**
 * /admin/manajemen-mahasiswa (spec 001 sections 2 'Student management', 4, 5, 6, 7, 8, 9; issue
 * 13): the students of the caller's scope, ten a page, searched and filtered (program and faculty
 * for the super admin; an admin jurusan's list is their program: the server decides), the search
 * and filter kept in the address; the preview card of the chosen row; the student dialog on the
 * tab the row menu chose; Tambah Mahasiswa; delete with its confirmation (a student with verified
 * portfolios or a printed SKPI is refused: the server's warning says to deactivate instead);
 * Impor, the bulk import dialog; and Migrasi, which switches the page to the migration card.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { MSG, studentLabel, MAHASISWA_ADMIN_TEXT as TEXT } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { hasRole } from '@web/app/areas';
import { useSession } from '@web/app/session';
import { ConfirmModal, useConfirmedDelete } from '@web/components/confirm-modal';
import { filterCount, NO_FILTER } from '@web/components/student-filter/student-filter';
import { StudentSearch } from '@web/components/student-filter/student-search';
import { useEffect, useState } from 'react';
import { ImporDialog } from './impor-dialog';
import { type MahasiswaRow, type Tab, useKeyword, useListLocation, useMahasiswaList, useRefreshMahasiswa } from './mahasiswa-data';
import { MahasiswaTable, type RowAction } from './mahasiswa-table';
import { MigrasiPanel } from './migrasi-panel';
import { PreviewCard } from './preview-card';
import { StudentDialog } from './student-dialog';
import { TambahDialog } from './tambah-dialog';
import './mahasiswa-page.css';

export default function MahasiswaPage() {
  const { claims } = useSession();
  const superAdmin = hasRole(claims?.role, ['super admin']);
  const ownProdi = claims?.id_prodi ?? null;
  const [migrasi, setMigrasi] = useState(false);
  const location = useListLocation();
  const keyword = useKeyword(location.text);
  const list = useMahasiswaList(superAdmin, keyword, location.filter, location.page);
  const answer = list.data?.users;
  const [chosenNim, setChosenNim] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ row: MahasiswaRow; tab: Tab } | null>(null);
  const [adding, setAdding] = useState(false);
  const [impor, setImpor] = useState(false);
  const refresh = useRefreshMahasiswa();
  const remove = useConfirmedDelete((row: MahasiswaRow) => call(api.manajemen.akunDelete, { query: { nim: row.nim } }), refresh);

  // the preview shows the chosen row, else the page's first
  const rows = answer?.data ?? [];
  const chosen = rows.find((r) => r.nim === chosenNim) ?? rows[0] ?? null;
  // the dialog keeps its copy of the account, unless the list read a newer one
  const dialogRow = dialog ? (rows.find((r) => r.id === dialog.row.id && r.version > dialog.row.version) ?? dialog.row) : null;

  // a deletion or a narrower search may leave the page past the last one
  const { page, setPage } = location;
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page, setPage]);

  if (migrasi) return <MigrasiPanel onBack={() => setMigrasi(false)} />;

  const onAction = (action: RowAction, row: MahasiswaRow) => {
    setChosenNim(row.nim);
    if (action === 'hapus') remove.ask(row);
    else setDialog({ row, tab: action });
  };

  return (
    <SpaceBetween size="l">
      {list.isError && (
        <Alert type="error" header={MSG.genericError}>
          {list.error instanceof ApiError && list.error.message !== MSG.genericError ? list.error.message : undefined}
        </Alert>
      )}
      <div className="mahasiswa-layout">
        <div className="mahasiswa-layout__list">
          <MahasiswaTable
            page={page}
            answer={answer}
            loading={list.isFetching}
            onPage={setPage}
            filter={
              <StudentSearch
                superAdmin={superAdmin}
                skpRange
                filter={location.filter}
                onFilter={location.setFilter}
                text={location.text}
                onText={location.setText}
              />
            }
            filtered={keyword !== '' || filterCount(location.filter) > 0}
            onClearFilter={() => {
              location.setText('');
              location.setFilter(NO_FILTER);
            }}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="upload" onClick={() => setImpor(true)}>
                  {TEXT.impor}
                </Button>
                <Button iconName="shrink" onClick={() => setMigrasi(true)}>
                  {TEXT.migrasi}
                </Button>
                <Button variant="primary" iconName="add-plus" onClick={() => setAdding(true)}>
                  {TEXT.tambah}
                </Button>
              </SpaceBetween>
            }
            chosen={chosen}
            onChoose={(row) => setChosenNim(row.nim)}
            onAction={onAction}
          />
        </div>
        <div className="mahasiswa-layout__preview">
          <PreviewCard nim={chosen?.nim ?? null} />
        </div>
      </div>
      {dialog && dialogRow && (
        <StudentDialog
          row={dialogRow}
          tab={dialog.tab}
          superAdmin={superAdmin}
          ownProdi={ownProdi}
          onTab={(tab) => setDialog({ row: dialogRow, tab })}
          onSaved={(row) => {
            setDialog({ row, tab: dialog.tab });
            setChosenNim(row.nim);
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
            if (added) setChosenNim(added.nim);
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
    </SpaceBetween>
  );
}
