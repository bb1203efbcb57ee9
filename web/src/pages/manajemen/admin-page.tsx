/**
 * /admin/manajemen-admin (spec 001 section 2 'Prodi admin and verifier management', super admin
 * only): the program panel (faculty, then program, in the picker; kept in the URL), the chosen
 * program's Admin Prodi table and the Verifikator table (every program's verifiers, searchable:
 * a verifier's sub-rubrics may span programs), 15 a page each, with Tambah, Ubah and Hapus
 * ('Apakah Anda Yakin?', Tidak / Ya, then 'Berhasil menghapus!'). Every answer of a write reads
 * both lists again.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { AUTH_TEXT, MSG, prodiLabel, STAF_TEXT, stafSubject } from '@shared/messages';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ConfirmModal, useConfirmedDelete } from '@web/components/confirm-modal';
import { ProgramPanel, useProgramChoice } from '@web/components/program-picker/program-picker';
import { useCallback, useState } from 'react';
import { StafDialog } from './staf-dialog';
import type { StafKind, StafTarget } from './staf-form';
import { STAF_PAGE_SIZE, type StafAction, StafTable } from './staf-table';

interface Deleting {
  kind: StafKind;
  row: AkunRow;
}

export default function AdminPage() {
  const choice = useProgramChoice();
  const idProdi = choice.idProdi;
  // the page number belongs to the program it was chosen in
  const [adminPaging, setAdminPaging] = useState<{ idProdi: number | undefined; page: number }>({ idProdi, page: 1 });
  const adminPage = adminPaging.idProdi === idProdi ? adminPaging.page : 1;
  const [verifikatorPage, setVerifikatorPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<StafTarget | null>(null);
  const queryClient = useQueryClient();

  const admins = useApiQuery(
    api.manajemen.akunList,
    { query: { id_role: 2, id_prodi: String(idProdi ?? 0), paginate: STAF_PAGE_SIZE, page: adminPage } },
    { enabled: idProdi !== undefined, placeholderData: keepPreviousData },
  );
  const verifiers = useApiQuery(
    api.manajemen.verifikatorList,
    { query: { paginate: STAF_PAGE_SIZE, page: verifikatorPage, keyword: keyword.trim() || undefined } },
    { placeholderData: keepPreviousData },
  );
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [api.manajemen.akunList.path] });
    void queryClient.invalidateQueries({ queryKey: [api.manajemen.verifikatorList.path] });
  }, [queryClient]);
  const removal = useConfirmedDelete((d: Deleting) => call(api.manajemen.akunDelete, { query: { nim: d.row.nim } }), refresh);
  const deleting = removal.target;

  const onAction = (kind: StafKind) => (action: StafAction, row: AkunRow) => {
    if (action === 'edit') setTarget({ kind, mode: 'edit', row });
    else removal.ask({ kind, row });
  };

  return (
    <SpaceBetween size="l">
      <ProgramPanel choice={choice} />
      {idProdi !== undefined &&
        (admins.isError ? (
          <FailureAlert error={admins.error} />
        ) : (
          <StafTable
            testId="tabel-admin-prodi"
            title={STAF_TEXT.adminTitle}
            description={STAF_TEXT.adminDesc}
            third={{ header: STAF_TEXT.colProdi, cell: (r) => (r.prodi ? prodiLabel(r.prodi.nama_prodi, r.prodi.jenjang) : '-') }}
            idOf={(r) => r.nim}
            empty={STAF_TEXT.adminEmpty}
            page={adminPage}
            answer={admins.data?.users}
            loading={admins.isFetching}
            onPage={(page) => setAdminPaging({ idProdi, page })}
            onAdd={() => setTarget({ kind: 'admin', mode: 'add' })}
            onAction={onAction('admin')}
          />
        ))}
      {verifiers.isError ? (
        <FailureAlert error={verifiers.error} />
      ) : (
        <StafTable
          testId="tabel-verifikator"
          title={STAF_TEXT.verifikatorTitle}
          description={STAF_TEXT.verifikatorDesc}
          third={{ header: STAF_TEXT.colJumlahRubrik, cell: (r) => r.jumlah_rubrik }}
          idOf={(r) => r.nim}
          empty={STAF_TEXT.verifikatorEmpty}
          page={verifikatorPage}
          answer={verifiers.data?.verifikator}
          loading={verifiers.isFetching}
          onPage={setVerifikatorPage}
          onAdd={() => setTarget({ kind: 'verifikator', mode: 'add' })}
          onAction={onAction('verifikator')}
          filter={
            <TextFilter
              filteringText={keyword}
              filteringPlaceholder={STAF_TEXT.verifikatorSearch}
              filteringAriaLabel={STAF_TEXT.verifikatorSearch}
              onChange={(e) => {
                setKeyword(e.detail.filteringText);
                setVerifikatorPage(1);
              }}
            />
          }
          filtered={keyword.trim() !== ''}
          noMatch={STAF_TEXT.verifikatorNoMatch}
          onClearFilter={() => setKeyword('')}
        />
      )}
      {target && (
        <StafDialog
          key={target.mode === 'edit' ? `${target.kind}-${target.row.id}` : `${target.kind}-add`}
          target={target}
          idProdi={idProdi}
          onWritten={refresh}
          onClose={() => setTarget(null)}
        />
      )}
      <ConfirmModal
        visible={deleting !== null}
        title={MSG.confirmSure}
        body={deleting?.kind === 'verifikator' ? STAF_TEXT.deleteVerifikatorBody : STAF_TEXT.deleteAdminBody}
        subject={deleting ? stafSubject(deleting.row.nama, deleting.row.nim) : undefined}
        confirmLabel={AUTH_TEXT.yes}
        cancelLabel={AUTH_TEXT.no}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onDismiss={removal.dismiss}
      />
    </SpaceBetween>
  );
}
