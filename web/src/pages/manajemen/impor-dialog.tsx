/**
 * The bulk import of students (shared/api/impor.ts), opened by the student page's
 * Impor button. Three steps in one dialog: choose a CSV or .xlsx (uploaded at once, presigned; the template
 * is a download built here from the column names) and Periksa (the dry run); the counts and the
 * refused rows with their line and reasons, then Konfirmasi (the job starts); the job's progress,
 * read again every 1.5 s until it ends, then its result (created, refused rows). Closing while the
 * job runs leaves it running. The start and the end are confirmed by a notice too (the end says
 * how many accounts were made); the student lists are read again when it ends.
 */

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { IMPOR_COLUMNS_MSG, IMPOR_SCREEN_MSG, IMPOR_TEMPLATE_MSG, imporProgress, imporResult, MSG } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/api/client';
import { useApiMutation, useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { UploadField } from '@web/components/form/upload-field';
import { Pager } from '@web/components/pager/pager';
import { useCallback, useEffect, useRef, useState } from 'react';

type DryRun = ResponseOf<typeof api.impor.check>;
type Job = ResponseOf<typeof api.impor.job>['job'];
type Refused = DryRun['ditolak'][number];

/** How often a running import is read again (ms). */
const POLL_MS = 1500;
const PAGE_SIZE = 10;

const active = (status: Job['status']) => status === 'queued' || status === 'running';

/** The template: the column names and two example rows, `;`-separated (Excel's Indonesian locale) with a BOM (UTF-8). */
export function templateCsv(): string {
  const cell = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\uFEFF${[IMPOR_COLUMNS_MSG, ...IMPOR_TEMPLATE_MSG].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;

function RefusedTable({ rows }: { rows: readonly Refused[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (rows.length === 0) return <StatusIndicator type="success">{IMPOR_SCREEN_MSG.refusedNone}</StatusIndicator>;
  return (
    <Table
      variant="embedded"
      header={<Box variant="h3">{IMPOR_SCREEN_MSG.refusedTitle}</Box>}
      items={shown}
      trackBy="baris"
      wrapLines
      columnDefinitions={[
        { id: 'baris', header: IMPOR_SCREEN_MSG.colLine, cell: (r) => r.baris, width: 72 },
        { id: 'nim', header: IMPOR_SCREEN_MSG.colNim, cell: (r) => r.nim || '-', width: 128 },
        { id: 'alasan', header: IMPOR_SCREEN_MSG.colReason, cell: (r) => r.alasan.join(' ') },
      ]}
      pagination={pages > 1 ? <Pager current={page} count={pages} onChange={setPage} /> : undefined}
    />
  );
}

function Counts({ items }: { items: ReadonlyArray<{ label: string; value: number }> }) {
  return <KeyValuePairs columns={items.length} items={items.map((i) => ({ label: i.label, value: <Box variant="h2">{i.value}</Box> }))} />;
}

function JobProgress({ initial, onEnd }: { initial: Job; onEnd: (job: Job) => void }) {
  const query = useApiQuery(
    api.impor.job,
    { params: { id: initial.id } },
    { refetchInterval: (q) => (active(q.state.data?.job.status ?? initial.status) ? POLL_MS : false) },
  );
  const job = query.data?.job ?? initial;
  const ended = !active(job.status);
  // told once, when it ends
  const told = useRef(false);
  useEffect(() => {
    if (ended && !told.current) {
      told.current = true;
      onEnd(job);
    }
  }, [ended, onEnd, job]);
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : ended ? 100 : 0;
  return (
    <SpaceBetween size="l">
      <ProgressBar
        value={percent}
        label={job.label}
        description={IMPOR_SCREEN_MSG.progress}
        additionalInfo={imporProgress(job.done, job.total)}
        status={job.status === 'done' ? 'success' : job.status === 'failed' ? 'error' : 'in-progress'}
        resultText={
          job.status === 'done' ? `${IMPOR_SCREEN_MSG.done} ${imporResult(job.dibuat, job.jumlah_ditolak)}` : (job.message ?? IMPOR_SCREEN_MSG.failed)
        }
      />
      {job.status === 'done' && (
        <SpaceBetween size="m">
          <Counts
            items={[
              { label: IMPOR_SCREEN_MSG.created, value: job.dibuat },
              { label: IMPOR_SCREEN_MSG.refused, value: job.jumlah_ditolak },
            ]}
          />
          <RefusedTable rows={job.ditolak} />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}

export function ImporDialog({ visible, onDismiss }: { visible: boolean; onDismiss: () => void }) {
  const [key, setKey] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const check = useApiMutation(api.impor.check);
  const start = useApiMutation(api.impor.start);
  const queryClient = useQueryClient();
  const busy = check.isPending || start.isPending;

  const reset = () => {
    setKey('');
    setFile(null);
    setDryRun(null);
    setJob(null);
    setFailure(undefined);
  };
  const close = () => {
    if (busy) return;
    reset();
    onDismiss();
  };
  const failed = (error: unknown) => setFailure(error instanceof ApiError ? error.message : MSG.genericErrorPlain);

  const runCheck = async () => {
    setFailure(undefined);
    try {
      setDryRun(await check.mutateAsync({ body: { file: key } }));
    } catch (error) {
      failed(error);
    }
  };
  const runStart = async () => {
    setFailure(undefined);
    try {
      const started = await start.mutateAsync({ body: { file: key, ...(file ? { nama_file: file.name } : {}) } });
      notify.success(started.message);
      setJob(started.job);
    } catch (error) {
      failed(error);
    }
  };
  // the student lists (and their counts) changed; the end is told even when the dialog was closed
  const ended = useCallback(
    (done: Job) => {
      if (done.status === 'done') notify.success(`${IMPOR_SCREEN_MSG.done} ${imporResult(done.dibuat, done.jumlah_ditolak)}`);
      else notify.warning(done.message ?? IMPOR_SCREEN_MSG.failed);
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/manajemen/akun') });
    },
    [queryClient],
  );

  const footer = job ? (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button onClick={reset}>{IMPOR_SCREEN_MSG.again}</Button>
        <Button variant="primary" onClick={close}>
          {IMPOR_SCREEN_MSG.close}
        </Button>
      </SpaceBetween>
    </Box>
  ) : dryRun ? (
    <DialogFooter
      cancelLabel={IMPOR_SCREEN_MSG.again}
      submitLabel={IMPOR_SCREEN_MSG.confirm}
      busy={busy}
      disabled={dryRun.akan_dibuat.length === 0}
      onCancel={reset}
      onSubmit={() => void runStart()}
    />
  ) : (
    <DialogFooter
      cancelLabel={IMPOR_SCREEN_MSG.cancel}
      submitLabel={IMPOR_SCREEN_MSG.check}
      busy={busy}
      loading={busy || uploading}
      disabled={key === '' || uploading}
      onCancel={close}
      onSubmit={() => void runCheck()}
    />
  );

  return (
    <Modal visible={visible} size="large" header={IMPOR_SCREEN_MSG.title} closeAriaLabel={MSG.dismiss} onDismiss={close} footer={footer}>
      <SpaceBetween size="l">
        {failure && (
          <Alert type="error" statusIconAriaLabel={MSG.genericErrorPlain}>
            {failure}
          </Alert>
        )}
        {job ? (
          <JobProgress initial={job} onEnd={ended} />
        ) : dryRun ? (
          <SpaceBetween size="l">
            <Counts
              items={[
                { label: IMPOR_SCREEN_MSG.rows, value: dryRun.total },
                { label: IMPOR_SCREEN_MSG.willCreate, value: dryRun.akan_dibuat.length },
                { label: IMPOR_SCREEN_MSG.refused, value: dryRun.ditolak.length },
              ]}
            />
            <RefusedTable rows={dryRun.ditolak} />
          </SpaceBetween>
        ) : (
          <SpaceBetween size="m">
            <Box>{IMPOR_SCREEN_MSG.description}</Box>
            <Button variant="inline-link" iconName="download" href={TEMPLATE_HREF} download={IMPOR_SCREEN_MSG.templateFile}>
              {IMPOR_SCREEN_MSG.template}
            </Button>
            <UploadField
              purpose="impor_mahasiswa"
              accept="text/csv,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx"
              label={IMPOR_SCREEN_MSG.file}
              constraintText={IMPOR_SCREEN_MSG.fileConstraint}
              onUploaded={(k) => {
                setKey(k);
                setFailure(undefined);
              }}
              onChosen={setFile}
              onBusy={setUploading}
            />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}
