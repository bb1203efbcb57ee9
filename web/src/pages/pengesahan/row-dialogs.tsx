/**
 * The dialogs of one waiting SKPI: Lihat (its draft PDF, watermarked, in the PDF viewer), Setujui
 * (a confirmation; the last stage seals it) and Kembalikan (a required note for the printing
 * admin). Each call sends the version the row was read at, so an approval made meanwhile by
 * another holder answers with the server's refusal instead of a second transition; after every
 * answer the list is read again (an approved or returned row leaves it).
 */
import Box from '@cloudscape-design/components/box';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG, pengesahanStudent, PENGESAHAN_SCREEN_MSG as T } from '@shared/messages';
import { catatanField } from '@shared/validation/pengesahan';
import { call } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { ConfirmedCallModal } from '@web/components/confirm-modal';
import { FormModal } from '@web/components/form/form-modal';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { SkpiNumber } from '@web/components/skpi-number';
import { useState } from 'react';
import * as z from 'zod';
import type { PengesahanRow } from './pengesahan-data';

const returnForm = z.strictObject({ catatan: catatanField });

const subjectOf = (row: PengesahanRow) => `${pengesahanStudent(row.nama, row.nim)} · ${row.nomor}`;

export function ApproveDialog({ row, onClose }: { row: PengesahanRow; onClose: (acted: boolean) => void }) {
  // the list is read again whatever the answer: another holder may have acted meanwhile
  return (
    <ConfirmedCallModal
      title={T.approveTitle}
      body={T.approveBody}
      subject={subjectOf(row)}
      confirmLabel={T.setujui}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={T.menyetujui}
      send={() => call(api.cetak.pengesahanApprove, { params: { id: row.id }, body: { version: row.version } })}
      success={(answer) => ({ text: answer.message })}
      onClose={onClose}
    />
  );
}

export function ReturnDialog({ row, onClose }: { row: PengesahanRow; onClose: (acted: boolean) => void }) {
  return (
    <FormModal
      title={T.returnTitle}
      context={
        <Box variant="p" color="text-body-secondary">
          <Box variant="span" fontWeight="bold">
            {pengesahanStudent(row.nama, row.nim)} · <SkpiNumber value={row.nomor} />
          </Box>
          <br />
          {T.returnAsk}
        </Box>
      }
      schema={returnForm}
      initial={{ catatan: '' }}
      fields={[{ name: 'catatan', label: T.fieldCatatan, description: T.catatanHint, rows: 4 }]}
      required={['catatan']}
      submitLabel={T.kembalikan}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={T.mengembalikan}
      send={(body) => call(api.cetak.pengesahanReturn, { params: { id: row.id }, body: { ...body, version: row.version } })}
      onClose={onClose}
    />
  );
}

/** A draft's PDF: its short-lived link asked for under a notice, then shown in the PDF viewer. */
export function useDrafViewer() {
  const [shown, setShown] = useState<{ row: PengesahanRow; url: string } | null>(null);
  const show = async (row: PengesahanRow) => {
    const progress = notify.info(MSG.memuat);
    try {
      const { data } = await call(api.cetak.pengesahanDetail, { params: { id: row.id } });
      progress.dismiss();
      setShown({ row, url: data.url });
    } catch (error) {
      progress.fail(error, MSG.genericError);
    }
  };
  const viewer = (
    <PdfViewerModal url={shown?.url ?? null} title={shown ? subjectOf(shown.row) : ''} header={T.drafTitle} onDismiss={() => setShown(null)} />
  );
  return { show, viewer };
}
