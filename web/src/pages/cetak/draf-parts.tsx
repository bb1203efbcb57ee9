/**
 * A draft SKPI where the printing admin sees it, when the student's faculty legalises through a
 * chain: its state in the list (waiting at a stage, or returned with the approver's note), its
 * chain in the documents dialog (each stage approved by whom and when, waiting, or not yet), and
 * the admin's two answers to a return: Cetak Ulang Draf (the same number, the student's current
 * data, the chain from its first stage; the new PDF's link in the notice) and Batalkan Draf (an
 * optional reason; the draft stays on record, its number unused).
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import type { drafRingkas, pengesahanState } from '@shared/api/pengesahan';
import { displayDateTime } from '@shared/domain/dates';
import {
  AUTH_SCREEN_MSG,
  CETAK_SCREEN_MSG,
  cetakStudent,
  dikembalikanOleh,
  drafMenunggu,
  PENGESAHAN_MSG,
  PENGESAHAN_SCREEN_MSG as T,
} from '@shared/messages';
import { catatanField } from '@shared/validation/pengesahan';
import { call } from '@web/api/client';
import { ConfirmedCallModal } from '@web/components/confirm-modal';
import { FormModal } from '@web/components/form/form-modal';
import { SkpiNumber } from '@web/components/skpi-number';
import * as z from 'zod';

type Draf = z.output<typeof drafRingkas>;
type Pengesahan = z.output<typeof pengesahanState>;

/** What the admin's answers need of a draft: its code, number and student. */
export interface DrafTarget {
  kode: string;
  nomor: string;
  nama: string;
  nim: string;
}

/** The list's line of an open draft: waiting at a stage, or returned with its note. */
export function DrafState({ draf }: { draf: Draf }) {
  if (draf.status === 'menunggu') {
    return (
      <span className="cetak-state" data-testid="draf-state">
        <StatusIndicator type="pending">{drafMenunggu(draf.tahap)}</StatusIndicator>
      </span>
    );
  }
  return (
    <SpaceBetween size="xxxs">
      <span className="cetak-state" data-testid="draf-state">
        <StatusIndicator type="warning">{T.drafDikembalikan}</StatusIndicator>
      </span>
      {draf.catatan && (
        <Box variant="small" color="text-body-secondary">
          {draf.catatan}
        </Box>
      )}
    </SpaceBetween>
  );
}

const TAHAP_STATUS: Record<Pengesahan['tahapan'][number]['status'], [StatusIndicatorProps.Type, string]> = {
  disetujui: ['success', T.tahapDisetujui],
  menunggu: ['pending', T.tahapMenunggu],
  belum: ['stopped', T.tahapBelum],
};

/** A document's chain: each stage with its state, approver and time; a return's note and who gave it. */
export function TahapanList({ pengesahan }: { pengesahan: Pengesahan }) {
  return (
    <div>
      <Box variant="h4">{T.tahapan}</Box>
      <ol className="cetak-riwayat">
        {pengesahan.tahapan.map((t) => {
          const [type, label] = TAHAP_STATUS[t.status];
          return (
            <li key={t.tahap}>
              <SpaceBetween direction="horizontal" size="xs">
                <span>{t.tahap}</span>
                <StatusIndicator type={type}>{label}</StatusIndicator>
              </SpaceBetween>
              {t.nama && (
                <Box variant="small" display="block" color="text-body-secondary">
                  {[t.nama, t.jabatan, t.waktu ? displayDateTime(t.waktu) : null].filter(Boolean).join(' · ')}
                </Box>
              )}
            </li>
          );
        })}
      </ol>
      {pengesahan.catatan && (
        <Box margin={{ top: 's' }}>
          <Box variant="awsui-key-label">{T.catatanPengembalian}</Box>
          <Box variant="p">{pengesahan.catatan}</Box>
          {pengesahan.dikembalikan_oleh && pengesahan.dikembalikan_at && (
            <Box variant="small" color="text-body-secondary">
              {dikembalikanOleh(pengesahan.dikembalikan_oleh, displayDateTime(pengesahan.dikembalikan_at))}
            </Box>
          )}
        </Box>
      )}
    </div>
  );
}

const subjectOf = (d: DrafTarget) => `${cetakStudent(d.nama, d.nim)} · ${d.nomor}`;

export function ReprintDialog({ draf, onClose }: { draf: DrafTarget; onClose: (saved: boolean) => void }) {
  return (
    <ConfirmedCallModal
      title={T.reprintTitle}
      body={T.reprintBody}
      subject={subjectOf(draf)}
      confirmLabel={T.cetakUlang}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={T.mencetakUlang}
      send={() => call(api.cetak.pengesahanReprint, { params: { id: draf.kode }, body: {} })}
      // the answer is the new draft's PDF, linked from the notice
      success={({ message }) => ({ text: PENGESAHAN_MSG.pengesahanReprinted, link: { href: message, text: CETAK_SCREEN_MSG.bukaPdf } })}
      onClose={onClose}
    />
  );
}

const cancelForm = z.strictObject({
  catatan: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), catatanField.optional()),
});

export function CancelDialog({ draf, onClose }: { draf: DrafTarget; onClose: (saved: boolean) => void }) {
  return (
    <FormModal
      title={T.cancelTitle}
      context={
        <SpaceBetween size="xs">
          <Box variant="p" fontWeight="bold" color="text-body-secondary">
            {cetakStudent(draf.nama, draf.nim)} · <SkpiNumber value={draf.nomor} />
          </Box>
          <Box variant="p" color="text-body-secondary">
            {T.cancelAsk}
          </Box>
        </SpaceBetween>
      }
      schema={cancelForm}
      initial={{ catatan: '' }}
      fields={[{ name: 'catatan', label: T.fieldAlasanBatal, rows: 3 }]}
      required={[]}
      submitLabel={T.batalkanDraf}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={T.membatalkan}
      send={(body) => call(api.cetak.pengesahanCancel, { params: { id: draf.kode }, body })}
      onClose={onClose}
    />
  );
}
