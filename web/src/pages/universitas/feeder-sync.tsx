/**
 * One sync on the sync page: 'Mulai sinkronisasi' (refused by the server while another plans, waits
 * or applies: the button waits too); while the plan is made or applied, the job's progress bar; a
 * waiting plan with its tabs, 'Terapkan' (a confirmation that says what will be written) and
 * 'Batalkan rencana'; the result when done, or the clear failure. A sync seen to the end of a phase
 * says so in a notice.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import type { FeederPlanKind } from '@shared/api/feeder';
import { readableDateTime } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import { FEEDER_STATUS_MSG, feederApplyBody, feederCountsLine, feederDoneSummary, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { call } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { FailureAlert } from '@web/app/page-states';
import { ConfirmModal } from '@web/components/confirm-modal';
import { JobProgress } from '@web/components/job-progress';
import { useEffect, useRef, useState } from 'react';
import { type FeederJob, isCancelled, isWorking, statusName, useRefreshSync, useSync } from './feeder-data';
import { PlanTabs } from './feeder-plan';

type Asked = 'apply' | 'cancel' | null;

/** The job's bar while it plans or applies. */
function Working({ job }: { job: FeederJob }) {
  const label = job.status === 'running' ? TEXT.menyusun : TEXT.menerapkan;
  return (
    <JobProgress
      done={job.done}
      total={job.total}
      ended={false}
      label={label}
      description={job.message ?? job.label}
      additionalInfo={job.status === 'running' ? feederCountsLine(job.plan) : undefined}
    />
  );
}

/** A notice when the sync seen working ends its phase. */
function usePhaseNotice(job: FeederJob | undefined) {
  const was = useRef<FeederJob['status'] | null>(null);
  const refresh = useRefreshSync();
  useEffect(() => {
    if (!job) return;
    const before = was.current;
    was.current = job.status;
    if (before === null || before === job.status || !isWorking(before)) return;
    refresh();
    if (job.status === 'planned') notify.success(TEXT.rencanaSiap);
    else if (job.status === 'done') notify.success(`${TEXT.selesai}. ${feederDoneSummary(job.diterapkan)}`);
    else if (job.status === 'failed') notify.warning(job.message ?? FEEDER_STATUS_MSG.failed);
  }, [job, refresh]);
}

function Outcome({ job }: { job: FeederJob }) {
  if (job.status === 'done') {
    return (
      <Alert type="success" header={TEXT.selesai}>
        {feederDoneSummary(job.diterapkan)} {job.applied_at && readableDateTime(job.applied_at)}
      </Alert>
    );
  }
  if (isCancelled(job)) return <Alert type="info">{TEXT.dibatalkan}</Alert>;
  if (job.status === 'failed') {
    return (
      <Alert type="error" header={TEXT.gagal}>
        {job.message ?? MSG.genericError}
      </Alert>
    );
  }
  if (job.status === 'planned') return <Alert type="info">{TEXT.rencanaSiap}</Alert>;
  return null;
}

export interface FeederSyncProps {
  /** The sync shown (the latest, or the one chosen in the history); null when there is none. */
  id: string | null;
  /** Whether a sync plans, waits or applies (Mulai waits for it). */
  busy: boolean;
  onStarted: (id: string) => void;
}

export function FeederSync({ id, busy, onStarted }: FeederSyncProps) {
  const [jenis, setJenis] = useState<FeederPlanKind>('baru');
  const [pages, setPages] = useState<{ id: string | null; jenis: FeederPlanKind; page: number }>({ id, jenis, page: 1 });
  const page = pages.id === id && pages.jenis === jenis ? pages.page : 1;
  const sync = useSync(id, jenis, page);
  const refresh = useRefreshSync();
  const [asked, setAsked] = useState<Asked>(null);
  const [calling, setCalling] = useState(false);
  const job = sync.data?.job.id === id ? sync.data?.job : undefined;
  usePhaseNotice(job);

  const run = async (send: () => Promise<{ message: string; job: FeederJob }>, pending: string) => {
    setCalling(true);
    try {
      const answer = await notify.track(send(), { pending, success: (a) => a.message });
      refresh();
      return answer;
    } catch {
      return null;
    } finally {
      setCalling(false);
      setAsked(null);
    }
  };

  const start = async () => {
    const answer = await run(() => call(api.feeder.syncStart), TEXT.menyusun);
    if (answer) {
      setJenis('baru');
      onStarted(answer.job.id);
    }
  };
  const confirm = () => {
    if (!id) return;
    const params = { id };
    void (asked === 'apply'
      ? run(() => call(api.feeder.syncApply, { params }), TEXT.menerapkan)
      : run(() => call(api.feeder.syncCancel, { params }), MSG.mengupdate));
  };

  const plan = sync.data?.plan;
  const showPlan = job && plan && (job.status === 'planned' || job.status === 'applying' || job.status === 'done');
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={TEXT.sinkronDesc}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {job?.status === 'planned' && (
                <>
                  <Button disabled={calling} onClick={() => setAsked('cancel')}>
                    {TEXT.batalkan}
                  </Button>
                  <Button variant="primary" disabled={calling} onClick={() => setAsked('apply')}>
                    {TEXT.terapkan}
                  </Button>
                </>
              )}
              <Button variant={job?.status === 'planned' ? 'normal' : 'primary'} disabled={busy || calling} onClick={() => void start()}>
                {TEXT.mulai}
              </Button>
            </SpaceBetween>
          }
        >
          {TEXT.sinkronTitle}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {id === null && <Box color="text-body-secondary">{TEXT.belumAda}</Box>}
        {sync.isError && <FailureAlert error={sync.error} />}
        {job && (
          <Box variant="small" color="text-body-secondary">
            <StatusIndicator
              type={
                isCancelled(job)
                  ? 'stopped'
                  : job.status === 'failed'
                    ? 'error'
                    : job.status === 'done'
                      ? 'success'
                      : isWorking(job.status)
                        ? 'in-progress'
                        : 'pending'
              }
            >
              {statusName(job)}
            </StatusIndicator>{' '}
            · {readableDateTime(job.created_at)}
          </Box>
        )}
        {job && isWorking(job.status) && <Working job={job} />}
        {job && <Outcome job={job} />}
        {showPlan && (
          <PlanTabs
            job={job}
            jenis={jenis}
            onJenis={setJenis}
            page={page}
            onPage={(next) => setPages({ id, jenis, page: next })}
            rows={plan.baris}
            loading={sync.isFetching && !isWorking(job.status)}
            onDecided={refresh}
          />
        )}
      </SpaceBetween>
      <ConfirmModal
        visible={asked !== null}
        title={asked === 'apply' ? TEXT.terapkanTitle : TEXT.batalkanTitle}
        body={asked === 'apply' && job ? feederApplyBody(job.plan) : TEXT.batalkanBody}
        confirmLabel={TEXT.ya}
        cancelLabel={TEXT.tidak}
        busy={calling}
        onConfirm={confirm}
        onDismiss={() => setAsked(null)}
      />
    </Container>
  );
}
