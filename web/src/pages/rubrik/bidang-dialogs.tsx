/**
 * The super admin's category dialogs: add needs the order and both names; edit needs only the
 * Indonesian name (the order and English name left blank stay as they are).
 */
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MASTER_MSG, MSG, RUBRIK_SCREEN_MSG } from '@shared/messages';
import { bidangPortofolioAddBody, bidangPortofolioUpdateBody } from '@shared/validation/rubrik';
import { call } from '@web/api/client';
import { FormModal, type FormModalField } from '@web/components/form/form-modal';
import { type Bidang, useCatalogRefresh } from './catalog';
import { DeleteConfirm } from './delete-confirm';

export type BidangDialogTarget = { mode: 'add' } | { mode: 'edit'; bidang: Bidang } | { mode: 'delete'; bidang: Bidang };

type BidangValues = { urutan_di_skpi: string; nama_bidang_portofolio: string; nama_bidang_portofolio_inggris: string };

const FIELDS: readonly FormModalField<BidangValues>[] = [
  { name: 'urutan_di_skpi', label: RUBRIK_SCREEN_MSG.fieldUrutan, description: RUBRIK_SCREEN_MSG.fieldUrutanHint, numeric: true },
  { name: 'nama_bidang_portofolio', label: RUBRIK_SCREEN_MSG.fieldNamaBidang },
  { name: 'nama_bidang_portofolio_inggris', label: RUBRIK_SCREEN_MSG.fieldNamaBidangInggris },
];

export function BidangDialog({ target, onClose }: { target: BidangDialogTarget; onClose: () => void }) {
  const refresh = useCatalogRefresh();
  const done = (saved: boolean) => {
    if (saved) void refresh();
    onClose();
  };
  if (target.mode === 'delete') {
    const { bidang } = target;
    return (
      <DeleteConfirm
        body={RUBRIK_SCREEN_MSG.deleteBidangBody}
        subject={bidang.nama_bidang_portofolio}
        send={() => call(api.admin.bidangPortofolioDelete, { params: { id: bidang.id_bidang_portofolio } })}
        onClose={onClose}
      />
    );
  }
  if (target.mode === 'add') {
    return (
      <FormModal
        title={RUBRIK_SCREEN_MSG.bidangAddTitle}
        schema={bidangPortofolioAddBody}
        initial={{ urutan_di_skpi: '', nama_bidang_portofolio: '', nama_bidang_portofolio_inggris: '' }}
        fields={FIELDS}
        required={['urutan_di_skpi', 'nama_bidang_portofolio', 'nama_bidang_portofolio_inggris']}
        submitLabel={MASTER_MSG.categoryAdd}
        cancelLabel={AUTH_SCREEN_MSG.cancel}
        pending={MSG.menambahkan}
        send={(body) => call(api.admin.bidangPortofolioAdd, { body })}
        onClose={done}
      />
    );
  }
  const { bidang } = target;
  return (
    <FormModal
      title={RUBRIK_SCREEN_MSG.bidangEditTitle}
      schema={bidangPortofolioUpdateBody}
      initial={{
        urutan_di_skpi: String(bidang.urutan_di_skpi),
        nama_bidang_portofolio: bidang.nama_bidang_portofolio,
        nama_bidang_portofolio_inggris: bidang.nama_bidang_portofolio_inggris,
      }}
      fields={FIELDS}
      required={['nama_bidang_portofolio']}
      submitLabel={AUTH_SCREEN_MSG.save}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={MSG.mengupdate}
      send={(body) =>
        call(api.admin.bidangPortofolioUpdate, { params: { id: bidang.id_bidang_portofolio }, body: { ...body, version: bidang.version } })
      }
      onClose={done}
    />
  );
}
