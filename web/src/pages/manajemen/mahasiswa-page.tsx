/**
 * /admin/manajemen-mahasiswa (the Student management screen): the students of the
 * caller's scope, ten a page, searched and filtered (program and faculty for the super admin; an
 * admin jurusan's list is their program: the server decides), the search and filter kept in the
 * address; the preview card of the chosen row; the student dialog on the tab the row menu chose;
 * Tambah Mahasiswa; delete with its confirmation (a student with verified portfolios or a printed
 * SKPI is refused: the server's warning says to deactivate instead); Impor, the bulk import dialog;
 * and Migrasi, which switches the page to the migration card. The dialogs and their state are
 * mahasiswa-dialogs.tsx's.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { MSG, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { useIsSuperAdmin } from '@web/app/roles';
import { useSession } from '@web/app/session';
import { filterCount, NO_FILTER } from '@web/components/student-filter/student-filter';
import { StudentSearch } from '@web/components/student-filter/student-search';
import { useEffect, useState } from 'react';
import { type MahasiswaRow, mahasiswaQuery, useKeyword, useListLocation, useMahasiswaList } from './mahasiswa-data';
import { useMahasiswaDialogs } from './mahasiswa-dialogs';
import { MahasiswaTable, type RowAction } from './mahasiswa-table';
import { MigrasiPanel } from './migrasi-panel';
import { PreviewCard } from './preview-card';
import './mahasiswa-page.css';

export default function MahasiswaPage() {
  const { claims } = useSession();
  const superAdmin = useIsSuperAdmin();
  const ownProdi = claims?.id_prodi ?? null;
  const [migrasi, setMigrasi] = useState(false);
  const location = useListLocation();
  const keyword = useKeyword(location.text);
  const query = mahasiswaQuery(superAdmin, keyword, location.filter, location.page);
  const list = useMahasiswaList(query);
  const answer = list.data?.users;
  const [chosenNim, setChosenNim] = useState<string | null>(null);

  // the preview shows the chosen row, else the page's first
  const rows = answer?.data ?? [];
  const chosen = rows.find((r) => r.nim === chosenNim) ?? rows[0] ?? null;
  const dialogs = useMahasiswaDialogs({ rows, superAdmin, ownProdi, onChosen: setChosenNim });

  // a deletion or a narrower search may leave the page past the last one
  const { page, setPage } = location;
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page, setPage]);

  if (migrasi) return <MigrasiPanel onBack={() => setMigrasi(false)} />;

  const onAction = (action: RowAction, row: MahasiswaRow) => {
    setChosenNim(row.nim);
    if (action === 'hapus') dialogs.ask(row);
    else dialogs.open(row, action);
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
                <Button iconName="upload" onClick={dialogs.impor}>
                  {TEXT.impor}
                </Button>
                <Button iconName="shrink" onClick={() => setMigrasi(true)}>
                  {TEXT.migrasi}
                </Button>
                <Button variant="primary" iconName="add-plus" onClick={dialogs.add}>
                  {TEXT.tambah}
                </Button>
              </SpaceBetween>
            }
            exportTo={{ route: api.ekspor.akunExport, query }}
            chosen={chosen}
            onChoose={(row) => setChosenNim(row.nim)}
            onAction={onAction}
          />
        </div>
        <div className="mahasiswa-layout__preview">
          <PreviewCard nim={chosen?.nim ?? null} />
        </div>
      </div>
      {dialogs.view}
    </SpaceBetween>
  );
}
