/**
 * The print dialog: one student (Cetak of a row, or one chosen) or the chosen ones (Cetak Pilihan).
 * One student is printed at once and the PDF opens in a new tab; several become a bulk job. With
 * 'Override New Print' the browser asks first; no cancels. Before the print it names the chosen
 * students who have not asked for their SKPI and what printing does to them, and those whose
 * rubrics are not met (print-consequences.tsx).
 */
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG, CETAK_SCREEN_MSG, cetakSelected, cetakStudent, MSG } from '@shared/messages';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { useState } from 'react';
import type { CetakRow } from './cetak-data';
import { groupsOf, PrintConsequences } from './print-consequences';
import { NO_PRINT_OPTIONS, PrintOptions } from './print-options';
import { openPendingTab, overrideConfirmed, usePrint } from './use-print';

export function PrintDialog({ rows, onClose }: { rows: readonly CetakRow[]; onClose: (printed: boolean) => void }) {
  const [value, setValue] = useState(NO_PRINT_OPTIONS);
  const [busy, setBusy] = useState(false);
  const { printOne, printMany } = usePrint();
  const one = rows.length === 1 ? rows[0] : undefined;

  const submit = async () => {
    if (value.periode === '' || !overrideConfirmed(value.override)) return;
    const choice = { periode: Number(value.periode), override: value.override };
    // the tab is opened by the click itself, before any wait
    const tab = one ? openPendingTab() : null;
    setBusy(true);
    const done = one
      ? await printOne(one.nim, choice, tab)
      : await printMany(
          rows.map((r) => r.nim),
          choice,
        );
    setBusy(false);
    if (done) onClose(true);
  };

  return (
    <Modal
      visible
      header={one ? CETAK_SCREEN_MSG.printTitle : CETAK_SCREEN_MSG.printSelectedTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose(false)}
      footer={
        <DialogFooter
          cancelLabel={AUTH_SCREEN_MSG.cancel}
          submitLabel={CETAK_SCREEN_MSG.cetak}
          busy={busy}
          disabled={value.periode === ''}
          onCancel={() => onClose(false)}
          onSubmit={() => void submit()}
        />
      }
    >
      <SpaceBetween size="m">
        <Box variant="p" fontWeight="bold">
          {one ? cetakStudent(one.nama, one.nim) : cetakSelected(rows.length)}
        </Box>
        <PrintOptions value={value} onChange={setValue} />
        <PrintConsequences {...groupsOf(rows, value.override)} periode={value.periode} />
      </SpaceBetween>
    </Modal>
  );
}
