/**
 * Approving many at once. Setujui Semua: first what the list's filters hold (the count, per
 * program; GET pengesahanCount), then one job on the server (POST pengesahanBulk) whose progress
 * bar the dialog shows while it runs (it also stays in the jobs panel above the list after the
 * dialog closes). Setujui Pilihan: the chosen rows, each approved by its own call in turn (with the
 * version it was read at), with the same progress bar; a row another holder acted on meanwhile is
 * refused by the server and named with its reason.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import type { jobProgressView } from '@shared/jobs';
import {
  AUTH_SCREEN_MSG,
  jumlahSkpi,
  MSG,
  pengesahanPilihanLabel,
  pengesahanPilihanSelesai,
  pengesahanStudent,
  setujuiJumlah,
  PENGESAHAN_SCREEN_MSG as T,
} from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { FailureAlert } from '@web/app/page-states';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { type JobProgressOf, JobStatusProgress } from '@web/components/job-progress';
import { useState } from 'react';
import type * as z from 'zod';
import { filterQuery, type PengesahanFilter, type PengesahanRow } from './pengesahan-data';
import { useJobEnd } from './pengesahan-jobs';

function Running({ initial }: { initial: z.output<typeof jobProgressView> }) {
  const job = useJobEnd(initial);
  return (
    <SpaceBetween size="s">
      <JobStatusProgress job={job} />
      {job.message && <Box variant="small">{job.message}</Box>}
    </SpaceBetween>
  );
}

function CloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <Box float="right">
      <Button variant="primary" onClick={onClose}>
        {T.tutup}
      </Button>
    </Box>
  );
}

export interface BulkDialogProps {
  filter: PengesahanFilter;
  /** The filters in words ('Manajemen (S1), 2025/2026 - periode 1'), or null for none. */
  filterText: string | null;
  /** `started`: a job was started (the list and the jobs are read again). */
  onClose: (started: boolean) => void;
}

export function BulkDialog({ filter, filterText, onClose }: BulkDialogProps) {
  const query = filterQuery(filter);
  const count = useApiQuery(api.cetak.pengesahanCount, { query }, { staleTime: 0 });
  const [job, setJob] = useState<z.output<typeof jobProgressView> | null>(null);
  const [busy, setBusy] = useState(false);
  const jumlah = count.data?.jumlah ?? 0;

  const start = async () => {
    setBusy(true);
    try {
      const answer = await call(api.cetak.pengesahanBulk, { query });
      notify.success(T.bulkStarted);
      setJob(answer.job);
    } catch (error) {
      notify.fail(error, MSG.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      size="medium"
      header={T.bulkTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose(job !== null)}
      footer={
        job ? (
          <CloseFooter onClose={() => onClose(true)} />
        ) : (
          <DialogFooter
            cancelLabel={AUTH_SCREEN_MSG.cancel}
            submitLabel={setujuiJumlah(jumlah)}
            busy={busy}
            disabled={jumlah === 0}
            onCancel={() => onClose(false)}
            onSubmit={() => void start()}
          />
        )
      }
    >
      {job ? (
        <Running initial={job} />
      ) : count.isError ? (
        <FailureAlert error={count.error} />
      ) : !count.data ? (
        <StatusIndicator type="loading">{T.bulkCounting}</StatusIndicator>
      ) : (
        <SpaceBetween size="m">
          <Box variant="p">{T.bulkAsk}</Box>
          <KeyValuePairs
            columns={2}
            items={[
              { label: T.bulkFilter, value: filterText ?? T.bulkNoFilter },
              { label: T.bulkTotal, value: <span data-testid="pengesahan-jumlah">{jumlahSkpi(count.data.jumlah)}</span> },
            ]}
          />
          {count.data.per_prodi.length > 0 && (
            <div>
              <Box variant="h4">{T.bulkPerProdi}</Box>
              <ul className="pengesahan-counts">
                {count.data.per_prodi.map((p) => (
                  <li key={p.id_prodi}>
                    {p.nama_prodi}: {jumlahSkpi(p.jumlah)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}

interface Refusal {
  row: PengesahanRow;
  reason: string;
}

export function SelectedDialog({ rows, onClose }: { rows: readonly PengesahanRow[]; onClose: (acted: boolean) => void }) {
  const [progress, setProgress] = useState<JobProgressOf | null>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const running = progress?.status === 'running';

  const start = async () => {
    const started: JobProgressOf = {
      status: 'running',
      done: 0,
      total: rows.length,
      label: pengesahanPilihanLabel(rows.length),
      created_at: new Date().toISOString(),
    };
    setProgress(started);
    const failures: Refusal[] = [];
    for (const [i, row] of rows.entries()) {
      try {
        await call(api.cetak.pengesahanApprove, { params: { id: row.id }, body: { version: row.version } });
      } catch (error) {
        failures.push({ row, reason: error instanceof ApiError ? error.message : MSG.genericError });
      }
      setProgress({ ...started, done: i + 1 });
    }
    setRefused(failures);
    setProgress({ ...started, done: rows.length, status: 'done' });
    const text = pengesahanPilihanSelesai(rows.length - failures.length, rows.length);
    if (failures.length === 0) notify.success(text);
    else notify.warning(text);
  };

  return (
    <Modal
      visible
      size="medium"
      header={T.bulkSelectedTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !running && onClose(progress !== null)}
      footer={
        progress ? (
          running ? undefined : (
            <CloseFooter onClose={() => onClose(true)} />
          )
        ) : (
          <DialogFooter
            cancelLabel={AUTH_SCREEN_MSG.cancel}
            submitLabel={setujuiJumlah(rows.length)}
            busy={false}
            onCancel={() => onClose(false)}
            onSubmit={() => void start()}
          />
        )
      }
    >
      <SpaceBetween size="m">
        {progress ? <JobStatusProgress job={progress} /> : <Box variant="p">{T.bulkSelectedAsk}</Box>}
        <ul className="pengesahan-counts">
          {(progress && !running
            ? refused.map((r) => ({ key: r.row.id, text: `${pengesahanStudent(r.row.nama, r.row.nim)}: ${r.reason}` }))
            : rows.map((r) => ({ key: r.id, text: `${pengesahanStudent(r.nama, r.nim)} · ${r.nomor}` }))
          ).map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      </SpaceBetween>
    </Modal>
  );
}
