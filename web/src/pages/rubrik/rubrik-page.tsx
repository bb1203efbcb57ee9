/**
 * /admin/manajemen-rubrik (the Rubric management screen): the program panel (the super admin picks
 * a faculty, then a program) above the portfolio categories; Pilih opens the category's rubric
 * table for the program, Tutup goes back. Choosing another program goes back to the categories.
 * Categories are university-wide and the super admin's: an admin jurusan sees them without Tambah,
 * Ubah and Hapus (the server refuses them too).
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { RUBRIK_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { bidangNameOf, prodiNameOf } from '@web/components/bilingual/data-language';
import { CategoryGrid } from '@web/components/category-grid';
import { ProgramPanel, useProgramChoice } from '@web/components/program-picker/program-picker';
import { useState } from 'react';
import { BidangDialog, type BidangDialogTarget } from './bidang-dialogs';
import { RubrikTable } from './rubrik-table';

export default function RubrikPage() {
  const choice = useProgramChoice();
  const list = useApiQuery(api.master.bidangPortofolioList, {});
  const bidang = list.data?.bidang_portofolio;
  const [detail, setDetail] = useState<{ idProdi: number; idBidang: number } | null>(null);
  const [dialog, setDialog] = useState<BidangDialogTarget | null>(null);

  // the detail belongs to the program it was opened in: another program shows the categories
  const picked = detail && detail.idProdi === choice.idProdi ? bidang?.find((b) => b.id_bidang_portofolio === detail.idBidang) : undefined;
  const byId = (id: number) => bidang?.find((b) => b.id_bidang_portofolio === id);
  const manage = choice.isSuperAdmin
    ? {
        onAdd: () => setDialog({ mode: 'add' }),
        onEdit: (id: number) => {
          const b = byId(id);
          if (b) setDialog({ mode: 'edit', bidang: b });
        },
        onDelete: (id: number) => {
          const b = byId(id);
          if (b) setDialog({ mode: 'delete', bidang: b });
        },
      }
    : {};

  return (
    <SpaceBetween size="l">
      <ProgramPanel choice={choice} />
      {list.isError && <FailureAlert error={list.error} />}
      {picked && choice.idProdi !== undefined ? (
        <RubrikTable
          key={`${choice.idProdi}:${picked.id_bidang_portofolio}`}
          idProdi={choice.idProdi}
          prodiLabel={choice.prodi ? prodiNameOf(choice.prodi) : ''}
          bidang={{ id: picked.id_bidang_portofolio, nama: bidangNameOf(picked) }}
          onClose={() => setDetail(null)}
        />
      ) : (
        <CategoryGrid
          title={RUBRIK_SCREEN_MSG.gridTitle}
          description={choice.isSuperAdmin ? RUBRIK_SCREEN_MSG.gridDescriptionSuper : RUBRIK_SCREEN_MSG.gridDescriptionJurusan}
          items={bidang?.map((b) => ({
            id: b.id_bidang_portofolio,
            urutan: b.urutan_di_skpi,
            nama: b.nama_bidang_portofolio,
            namaInggris: b.nama_bidang_portofolio_inggris,
          }))}
          loading={list.isLoading}
          onPick={(id) => (choice.idProdi === undefined ? choice.open() : setDetail({ idProdi: choice.idProdi, idBidang: id }))}
          {...manage}
        />
      )}
      {dialog && <BidangDialog target={dialog} onClose={() => setDialog(null)} />}
    </SpaceBetween>
  );
}
