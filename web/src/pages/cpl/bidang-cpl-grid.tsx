/**
 * The program's CPL categories (the CPL management screen): cards in SKPI order with Pilih (opens
 * the category's table) and Ubah/Hapus; Tambah adds one. Add and edit share the urutan-and-names
 * dialog (the shared FormModal); a delete asks first (Ya/Tidak).
 */
import { api } from '@shared/api';
import type { BidangCplView } from '@shared/api/cpl';
import { AUTH_SCREEN_MSG, CPL_SCREEN_MSG, cplSubject, MSG } from '@shared/messages';
import { bidangCplForm } from '@shared/validation/cpl';
import { call } from '@web/api/client';
import { FailureAlert } from '@web/app/page-states';
import { CategoryGrid } from '@web/components/category-grid';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormModal } from '@web/components/form/form-modal';
import { useState } from 'react';
import { BIDANG_CPL_FIELDS, nextUrutan, requiredOf } from './cpl-fields';
import type { useCplWrites } from './use-cpl-writes';

type Dialog = { mode: 'add' } | { mode: 'edit'; bidang: BidangCplView } | { mode: 'delete'; bidang: BidangCplView } | null;

export interface BidangCplGridProps {
  idProdi: number;
  bidang: readonly BidangCplView[] | undefined;
  loading: boolean;
  error: unknown;
  writes: ReturnType<typeof useCplWrites>;
  onPick: (id: number) => void;
}

export function BidangCplGrid({ idProdi, bidang, loading, error, writes, onPick }: BidangCplGridProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const find = (id: number) => bidang?.find((b) => b.id_bidang_cpl === id);
  const open = (mode: 'edit' | 'delete') => (id: number) => {
    const b = find(id);
    if (b) setDialog({ mode, bidang: b });
  };

  /** A saved dialog: the grid is read again. */
  const closeDialog = (saved: boolean) => {
    setDialog(null);
    if (saved) void writes.refresh();
  };

  const remove = async (b: BidangCplView) => {
    setBusy(true);
    // refused or not, the notice says what happened and the grid shows what is stored
    await writes.remove(() => call(api.admin.bidangCplDelete, { params: { id: b.id_bidang_cpl }, body: { version: b.version } }));
    setBusy(false);
    setDialog(null);
  };

  return (
    <>
      {error && <FailureAlert error={error} />}
      <CategoryGrid
        title={CPL_SCREEN_MSG.gridTitle}
        description={CPL_SCREEN_MSG.gridDescription}
        items={bidang?.map((b) => ({
          id: b.id_bidang_cpl,
          urutan: b.urutan_di_skpi,
          nama: b.nama_bidang_cpl_indonesia,
          namaInggris: b.nama_bidang_cpl_inggris,
        }))}
        loading={loading}
        onPick={onPick}
        onAdd={() => setDialog({ mode: 'add' })}
        onEdit={open('edit')}
        onDelete={open('delete')}
      />
      {dialog?.mode === 'add' && (
        <FormModal
          title={CPL_SCREEN_MSG.bidangAddTitle}
          schema={bidangCplForm}
          initial={{
            urutan_di_skpi: nextUrutan(bidang?.map((b) => b.urutan_di_skpi) ?? []),
            nama_bidang_cpl_indonesia: '',
            nama_bidang_cpl_inggris: '',
          }}
          fields={BIDANG_CPL_FIELDS}
          required={requiredOf(BIDANG_CPL_FIELDS)}
          submitLabel={AUTH_SCREEN_MSG.save}
          cancelLabel={AUTH_SCREEN_MSG.cancel}
          pending={MSG.menambahkan}
          send={(data) => call(api.admin.bidangCplAdd, { body: { ...data, id_prodi: idProdi } })}
          onClose={closeDialog}
        />
      )}
      {dialog?.mode === 'edit' && (
        <FormModal
          title={CPL_SCREEN_MSG.bidangEditTitle}
          schema={bidangCplForm}
          initial={{
            urutan_di_skpi: String(dialog.bidang.urutan_di_skpi),
            nama_bidang_cpl_indonesia: dialog.bidang.nama_bidang_cpl_indonesia,
            nama_bidang_cpl_inggris: dialog.bidang.nama_bidang_cpl_inggris,
          }}
          fields={BIDANG_CPL_FIELDS}
          required={requiredOf(BIDANG_CPL_FIELDS)}
          submitLabel={AUTH_SCREEN_MSG.save}
          cancelLabel={AUTH_SCREEN_MSG.cancel}
          pending={MSG.mengupdate}
          send={(data) =>
            call(api.admin.bidangCplUpdate, {
              params: { id: dialog.bidang.id_bidang_cpl },
              body: { ...data, id_prodi: dialog.bidang.id_prodi, version: dialog.bidang.version },
            })
          }
          onClose={closeDialog}
        />
      )}
      <ConfirmModal
        visible={dialog?.mode === 'delete'}
        title={MSG.confirmSure}
        body={CPL_SCREEN_MSG.deleteBidangBody}
        subject={dialog?.mode === 'delete' ? cplSubject(`${dialog.bidang.urutan_di_skpi}.`, dialog.bidang.nama_bidang_cpl_indonesia) : undefined}
        confirmLabel={AUTH_SCREEN_MSG.yes}
        cancelLabel={AUTH_SCREEN_MSG.no}
        busy={busy}
        onConfirm={() => dialog?.mode === 'delete' && void remove(dialog.bidang)}
        onDismiss={() => setDialog(null)}
      />
    </>
  );
}
