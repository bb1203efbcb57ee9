/**
 * The dialogs of the CPL table: add or edit an item, add or edit a point (each a form), and
 * delete an item or a point (asked first, Ya/Tidak). A saved form or a delete reads the lists again.
 */
import { api } from '@shared/api';
import type { BidangCplView } from '@shared/api/cpl';
import { AUTH_SCREEN_MSG, CPL_SCREEN_MSG, cplPointOf, cplSubject, MSG } from '@shared/messages';
import { cplForm, cplPointForm } from '@shared/validation/cpl';
import { call } from '@web/api/client';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormModal } from '@web/components/form/form-modal';
import { useState } from 'react';
import { CPL_FIELDS, CPL_POINT_FIELDS, nextUrutan, requiredOf } from './cpl-fields';
import { type Dialog, type Row, textOf } from './cpl-rows';
import type { useCplWrites } from './use-cpl-writes';

/** What the item and point dialogs share. */
const BUTTONS = { submitLabel: AUTH_SCREEN_MSG.save, cancelLabel: AUTH_SCREEN_MSG.cancel };
const CPL_DIALOG = { fields: CPL_FIELDS, required: requiredOf(CPL_FIELDS), ...BUTTONS };
const POINT_DIALOG = { fields: CPL_POINT_FIELDS, required: requiredOf(CPL_POINT_FIELDS), ...BUTTONS };

export interface CplDialogsProps {
  dialog: Dialog;
  bidang: BidangCplView;
  /** The urutan numbers of the items on the page and their count: an add suggests the one after. */
  itemUrutan: readonly number[];
  writes: ReturnType<typeof useCplWrites>;
  onClose: () => void;
}

export function CplDialogs(props: CplDialogsProps) {
  const { dialog, writes, onClose } = props;
  /** A saved dialog: the lists are read again. */
  const closeDialog = (saved: boolean) => {
    onClose();
    if (saved) void writes.refresh();
  };
  return (
    <>
      <CplFormDialog {...props} onClose={closeDialog} />
      <CplDeleteDialog row={dialog?.mode === 'delete' ? dialog.row : null} writes={writes} onClose={onClose} />
    </>
  );
}

function CplFormDialog({ dialog, bidang, itemUrutan, onClose }: Omit<CplDialogsProps, 'onClose' | 'writes'> & { onClose: (saved: boolean) => void }) {
  if (dialog?.mode === 'addCpl')
    return (
      <FormModal
        title={CPL_SCREEN_MSG.cplAddTitle}
        schema={cplForm}
        initial={{ urutan_di_skpi: nextUrutan(itemUrutan), judul_cpl_indonesia: '', judul_cpl_inggris: '' }}
        {...CPL_DIALOG}
        pending={MSG.menambahkan}
        send={(data) => call(api.admin.cplAdd, { body: { ...data, id_bidang_cpl: bidang.id_bidang_cpl, id_prodi: bidang.id_prodi } })}
        onClose={onClose}
      />
    );
  if (dialog?.mode === 'editCpl')
    return (
      <FormModal
        title={CPL_SCREEN_MSG.cplEditTitle}
        schema={cplForm}
        initial={{
          urutan_di_skpi: String(dialog.item.urutan_di_skpi),
          judul_cpl_indonesia: dialog.item.judul_cpl_indonesia,
          judul_cpl_inggris: dialog.item.judul_cpl_inggris,
        }}
        {...CPL_DIALOG}
        pending={MSG.mengupdate}
        send={(data) =>
          call(api.admin.cplUpdate, {
            params: { id_cpl: dialog.item.id_cpl },
            body: { ...data, id_bidang_cpl: dialog.item.id_bidang_cpl, id_prodi: dialog.item.id_prodi, version: dialog.item.version },
          })
        }
        onClose={onClose}
      />
    );
  if (dialog?.mode === 'addPoint')
    return (
      <FormModal
        title={CPL_SCREEN_MSG.pointAddTitle}
        context={cplPointOf(dialog.item.urutan_di_skpi, dialog.item.judul_cpl_indonesia)}
        schema={cplPointForm}
        initial={{ urutan_di_skpi: nextUrutan(dialog.item.point_cpl.map((p) => p.urutan_di_skpi)), point_cpl_indonesia: '', point_cpl_inggris: '' }}
        {...POINT_DIALOG}
        pending={MSG.menambahkan}
        send={(data) => call(api.admin.cplPointAdd, { params: { id_cpl: dialog.item.id_cpl }, body: data })}
        onClose={onClose}
      />
    );
  if (dialog?.mode === 'editPoint')
    return (
      <FormModal
        title={CPL_SCREEN_MSG.pointEditTitle}
        context={cplPointOf(dialog.item.urutan_di_skpi, dialog.item.judul_cpl_indonesia)}
        schema={cplPointForm}
        initial={{
          urutan_di_skpi: String(dialog.point.urutan_di_skpi),
          point_cpl_indonesia: dialog.point.point_cpl_indonesia,
          point_cpl_inggris: dialog.point.point_cpl_inggris,
        }}
        {...POINT_DIALOG}
        pending={MSG.mengupdate}
        send={(data) =>
          call(api.admin.cplPointUpdate, {
            params: { id_cpl: dialog.item.id_cpl, id_point_cpl: dialog.point.id_point_cpl },
            body: { ...data, version: dialog.point.version },
          })
        }
        onClose={onClose}
      />
    );
  return null;
}

/** The delete question: always mounted, shown while `row` is set (so it closes with its animation). */
function CplDeleteDialog({ row, writes, onClose }: { row: Row | null; writes: ReturnType<typeof useCplWrites>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async (row: Row) => {
    setBusy(true);
    await writes.remove(() =>
      row.kind === 'cpl'
        ? call(api.admin.cplDelete, { params: { id_cpl: row.item.id_cpl }, body: { version: row.item.version } })
        : call(api.admin.cplPointDelete, {
            params: { id_cpl: row.item.id_cpl, id_point_cpl: row.point.id_point_cpl },
            body: { version: row.point.version },
          }),
    );
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmModal
      visible={row !== null}
      title={MSG.confirmSure}
      body={row?.kind === 'point' ? CPL_SCREEN_MSG.deletePointBody : CPL_SCREEN_MSG.deleteCplBody}
      subject={row ? cplSubject(row.nomor, textOf(row)) : undefined}
      confirmLabel={AUTH_SCREEN_MSG.yes}
      cancelLabel={AUTH_SCREEN_MSG.no}
      busy={busy}
      onConfirm={() => row && void remove(row)}
      onDismiss={onClose}
    />
  );
}
