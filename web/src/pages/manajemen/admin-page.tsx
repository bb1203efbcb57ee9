/**
 * /admin/manajemen-admin (the Prodi admin and verifier management screen, super admin only): the
 * program panel (faculty, then program, in the picker; kept in the URL), the chosen program's Admin
 * Prodi table, the Verifikator table (every program's verifiers, searchable: a verifier's
 * sub-rubrics may span programs) and the Pimpinan table (the officials who approve SKPI before the
 * seal: their position and scope, a program or a faculty), 15 a page each, with Tambah, Ubah and Hapus ('Apakah Anda
 * Yakin?', Tidak / Ya, then 'Berhasil menghapus!'). Every answer of a write reads the lists again.
 * The lists' state is use-staf-lists.ts's, the dialogs staf-dialogs.tsx's.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { AkunRow } from '@shared/api/manajemen';
import { PENGESAHAN_SCREEN_MSG, prodiLabel, STAF_MSG } from '@shared/messages';
import { FailureAlert } from '@web/app/page-states';
import { ProgramPanel, useProgramChoice } from '@web/components/program-picker/program-picker';
import { useStafDialogs } from './staf-dialogs';
import type { StafKind } from './staf-form';
import { type StafAction, StafTable } from './staf-table';
import { useStafLists } from './use-staf-lists';

/** A pimpinan's position, and below it their scope: the program or the faculty. */
function JabatanLingkup({ row }: { row: AkunRow }) {
  const lingkup = row.fakultas ? row.fakultas.nama_fakultas : row.prodi ? prodiLabel(row.prodi.nama_prodi, row.prodi.jenjang) : '-';
  return (
    <SpaceBetween size="xxxs">
      <span>{row.jabatan ?? '-'}</span>
      <Box variant="small" color="text-body-secondary">
        {lingkup}
      </Box>
    </SpaceBetween>
  );
}

export default function AdminPage() {
  const choice = useProgramChoice();
  const idProdi = choice.idProdi;
  const lists = useStafLists(idProdi);
  const { admins, adminPage, setAdminPage, verifiers, verifikatorPage, setVerifikatorPage, keyword, setKeyword, refresh } = lists;
  const dialogs = useStafDialogs(idProdi, refresh);

  const onAction = (kind: StafKind) => (action: StafAction, row: AkunRow) => {
    if (action === 'edit') dialogs.edit(kind, row);
    else dialogs.ask(kind, row);
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
            title={STAF_MSG.adminTitle}
            description={STAF_MSG.adminDesc}
            third={{ header: STAF_MSG.colProdi, cell: (r) => (r.prodi ? prodiLabel(r.prodi.nama_prodi, r.prodi.jenjang) : '-') }}
            idOf={(r) => r.nim}
            empty={STAF_MSG.adminEmpty}
            page={adminPage}
            answer={admins.data?.users}
            loading={admins.isFetching}
            onPage={setAdminPage}
            onAdd={() => dialogs.add('admin')}
            onAction={onAction('admin')}
          />
        ))}
      {verifiers.isError ? (
        <FailureAlert error={verifiers.error} />
      ) : (
        <StafTable
          testId="tabel-verifikator"
          title={STAF_MSG.verifikatorTitle}
          description={STAF_MSG.verifikatorDesc}
          third={{ header: STAF_MSG.colJumlahRubrik, cell: (r) => r.jumlah_rubrik }}
          idOf={(r) => r.nim}
          empty={STAF_MSG.verifikatorEmpty}
          page={verifikatorPage}
          answer={verifiers.data?.verifikator}
          loading={verifiers.isFetching}
          onPage={setVerifikatorPage}
          onAdd={() => dialogs.add('verifikator')}
          onAction={onAction('verifikator')}
          filter={
            <TextFilter
              filteringText={keyword}
              filteringPlaceholder={STAF_MSG.verifikatorSearch}
              filteringAriaLabel={STAF_MSG.verifikatorSearch}
              onChange={(e) => {
                setKeyword(e.detail.filteringText);
                setVerifikatorPage(1);
              }}
            />
          }
          filtered={keyword.trim() !== ''}
          noMatch={STAF_MSG.verifikatorNoMatch}
          onClearFilter={() => setKeyword('')}
        />
      )}
      {lists.pimpinan.isError ? (
        <FailureAlert error={lists.pimpinan.error} />
      ) : (
        <StafTable
          testId="tabel-pimpinan"
          title={PENGESAHAN_SCREEN_MSG.pimpinanTitle}
          description={PENGESAHAN_SCREEN_MSG.pimpinanDesc}
          third={{ header: PENGESAHAN_SCREEN_MSG.colJabatan, cell: (r) => <JabatanLingkup row={r} /> }}
          idOf={(r) => r.nim}
          empty={PENGESAHAN_SCREEN_MSG.pimpinanEmpty}
          page={lists.pimpinanPage}
          answer={lists.pimpinan.data?.users}
          loading={lists.pimpinan.isFetching}
          onPage={lists.setPimpinanPage}
          onAdd={() => dialogs.add('pimpinan')}
          onAction={onAction('pimpinan')}
        />
      )}
      {dialogs.view}
    </SpaceBetween>
  );
}
