/**
 * The dialogs of the staff page with their state: add or edit a prodi admin, a verifier or a pimpinan, and
 * delete one ('Apakah Anda Yakin?', Tidak / Ya, then 'Berhasil menghapus!'). Every answer of a
 * write reads both lists again.
 */
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { AUTH_SCREEN_MSG, MSG, PENGESAHAN_SCREEN_MSG, STAF_MSG, stafSubject } from '@shared/messages';
import { call } from '@web/api/client';
import { ConfirmModal, useConfirmedDelete } from '@web/components/confirm-modal';
import { useState } from 'react';
import { StafDialog } from './staf-dialog';
import type { StafKind, StafTarget } from './staf-form';

interface Deleting {
  kind: StafKind;
  row: AkunRow;
}

const DELETE_BODY: Record<StafKind, string> = {
  admin: STAF_MSG.deleteAdminBody,
  verifikator: STAF_MSG.deleteVerifikatorBody,
  pimpinan: PENGESAHAN_SCREEN_MSG.deletePimpinanBody,
};

/** The dialogs' openers, and `view`: the dialogs to render under the page. */
export function useStafDialogs(idProdi: number | undefined, refresh: () => void) {
  const [target, setTarget] = useState<StafTarget | null>(null);
  const removal = useConfirmedDelete((d: Deleting) => call(api.manajemen.akunDelete, { query: { nim: d.row.nim } }), refresh);
  const deleting = removal.target;

  const view = (
    <>
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
        body={DELETE_BODY[deleting?.kind ?? 'admin']}
        subject={deleting ? stafSubject(deleting.row.nama, deleting.row.nim) : undefined}
        confirmLabel={AUTH_SCREEN_MSG.yes}
        cancelLabel={AUTH_SCREEN_MSG.no}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onDismiss={removal.dismiss}
      />
    </>
  );

  return {
    add: (kind: StafKind) => setTarget({ kind, mode: 'add' }),
    edit: (kind: StafKind, row: AkunRow) => setTarget({ kind, mode: 'edit', row }),
    ask: (kind: StafKind, row: AkunRow) => removal.ask({ kind, row }),
    view,
  };
}
