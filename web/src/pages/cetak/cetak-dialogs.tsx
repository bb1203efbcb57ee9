/**
 * The dialogs of the printing page: print (one row or the chosen ones), revoke with a reason,
 * the diploma number, the documents of a student, a draft's reprint or cancellation, the graduation
 * periods, Advanced Print; and
 * the preview of a student's SKPI in the PDF viewer.
 */
import { api } from '@shared/api';
import { CETAK_SCREEN_MSG, cetakStudent, MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { useState } from 'react';
import { AdvancedPrintDialog } from './advanced-print-dialog';
import type { CetakRow } from './cetak-data';
import { CancelDialog, ReprintDialog } from './draf-parts';
import { PeriodeDialog } from './periode-dialog';
import { PrintDialog } from './print-dialog';
import { DokumenDialog, IjazahDialog, RevokeDialog } from './row-dialogs';

/** The dialog open over the page, if any. */
export type CetakDialog =
  | { kind: 'print'; rows: readonly CetakRow[] }
  | { kind: 'hapus' | 'ijazah' | 'dokumen' | 'cetak-ulang' | 'batalkan'; row: CetakRow }
  | { kind: 'periode' }
  | { kind: 'advanced' };

export interface CetakDialogsProps {
  dialog: CetakDialog | null;
  superAdmin: boolean;
  ownProdi: number | null;
  /** The chosen rows were printed together: they are done with. */
  onPrintedSelected: () => void;
  /** `saved`: something was written, the list is read again. */
  onClose: (saved: boolean) => void;
}

export function CetakDialogs({ dialog, superAdmin, ownProdi, onPrintedSelected, onClose }: CetakDialogsProps) {
  switch (dialog?.kind) {
    case 'print':
      return (
        <PrintDialog
          rows={dialog.rows}
          onClose={(printed) => {
            if (printed && dialog.rows.length > 1) onPrintedSelected();
            onClose(printed);
          }}
        />
      );
    case 'hapus':
      return <RevokeDialog row={dialog.row} onClose={onClose} />;
    case 'ijazah':
      return <IjazahDialog row={dialog.row} onClose={onClose} />;
    case 'dokumen':
      return <DokumenDialog row={dialog.row} onClose={() => onClose(false)} />;
    case 'cetak-ulang':
    case 'batalkan': {
      const { draf, nama, nim } = dialog.row;
      if (!draf) return null;
      const target = { kode: draf.kode, nomor: draf.nomor, nama, nim };
      return dialog.kind === 'cetak-ulang' ? <ReprintDialog draf={target} onClose={onClose} /> : <CancelDialog draf={target} onClose={onClose} />;
    }
    case 'periode':
      return <PeriodeDialog superAdmin={superAdmin} onClose={() => onClose(false)} />;
    case 'advanced':
      return <AdvancedPrintDialog superAdmin={superAdmin} ownProdi={ownProdi} onClose={() => onClose(false)} />;
    default:
      return null;
  }
}

/** A student's SKPI preview: asked for under a notice, then shown in the PDF viewer. */
export function useCetakPreview() {
  const [preview, setPreview] = useState<{ row: CetakRow; url: string } | null>(null);
  const show = async (row: CetakRow) => {
    const progress = notify.info(MSG.memuat);
    try {
      const { message } = await call(api.cetak.skpiPreviewAdmin, { params: { nim: row.nim } });
      progress.dismiss();
      setPreview({ row, url: message });
    } catch (error) {
      progress.fail(error, MSG.genericError);
    }
  };
  const viewer = (
    <PdfViewerModal
      url={preview?.url ?? null}
      title={preview ? cetakStudent(preview.row.nama, preview.row.nim) : ''}
      header={CETAK_SCREEN_MSG.previewTitle}
      onDismiss={() => setPreview(null)}
    />
  );
  return { show, viewer };
}
