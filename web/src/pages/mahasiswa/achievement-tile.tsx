/**
 * The achievement tile of the student's dashboard and SKPI screen: portfolio count and SKP points
 * (the statistics summed), the day of the latest upload (when it was added, whatever its activity's
 * date; it wraps between its words rather than run out of its column), rubrics and sub-rubrics met
 * over those that ask for points (the checklist summary; a note says so), and the 'Checklist'
 * button that opens the checklist dialog.
 * Red while any rubric or sub-rubric is not met, green otherwise; the colour is repeated in words
 * (a status line) for who cannot see it. Each value shows its own loading state; a failed read
 * shows its message.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { readableDate } from '@shared/domain/dates';
import { CHECKLIST_MSG, DASHBOARD_MSG, metOverTotal } from '@shared/messages';
import { FailureAlert } from '@web/app/page-states';
import { type ReactNode, useState } from 'react';
import { ChecklistModal } from './checklist-modal';
import { useChecklist, useLatestPortfolio, useStatistik } from './student-data';
import './student-screens.css';

function Value({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div className="achievement-value" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

/** A value in words (a date, 'Belum ada', 'Tanpa minimum'): a size smaller than a count, wrapping between its words. */
const words = (text: string) => <span className="achievement-words">{text}</span>;

/** Met over counted ('0 / 5'), or 'Tanpa minimum' when the program asks for nothing of that kind. */
const countShown = (met: number, total: number) => (total === 0 ? words(CHECKLIST_MSG.tanpaMinimum) : metOverTotal(met, total));

/** The value, a spinner while it loads, or a dash when its read failed. */
function shown<T>(query: { data: T | undefined; isError: boolean }, render: (data: T) => ReactNode): ReactNode {
  if (query.data !== undefined) return render(query.data);
  if (query.isError) return '-';
  return <StatusIndicator type="loading">{DASHBOARD_MSG.achievementLoading}</StatusIndicator>;
}

export function AchievementTile() {
  const checklist = useChecklist();
  const statistik = useStatistik();
  const latest = useLatestPortfolio();
  const [dialog, setDialog] = useState(false);
  const summary = checklist.data?.summary;
  // the SKPI request's own test (every rubric met, which needs each of its sub-rubrics)
  const state = summary === undefined ? 'unknown' : summary.semua_terpenuhi ? 'met' : 'unmet';
  const errors = [checklist.error, statistik.error, latest.error].filter((e) => e !== null);

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button iconName="status-info" onClick={() => setDialog(true)}>
              {DASHBOARD_MSG.checklistButton}
            </Button>
          }
        >
          {DASHBOARD_MSG.achievementTitle}
        </Header>
      }
    >
      <div className={`achievement-tile achievement-tile--${state}`} data-state={state}>
        <SpaceBetween size="m">
          {errors.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most three fixed reads
            <FailureAlert key={i} error={e} />
          ))}
          {state !== 'unknown' && (
            <span className="status-words">
              <StatusIndicator type={state === 'met' ? 'success' : 'error'}>
                {state === 'met' ? DASHBOARD_MSG.allMet : DASHBOARD_MSG.notAllMet}
              </StatusIndicator>
            </span>
          )}
          <ColumnLayout columns={3} variant="text-grid" minColumnWidth={120}>
            <Value label={DASHBOARD_MSG.portfolioCount} testId="portfolio-count">
              {shown(statistik, (s) => s.portofolio)}
            </Value>
            <Value label={DASHBOARD_MSG.skpPoints} testId="skp-points">
              {shown(statistik, (s) => s.skp)}
            </Value>
            <Value label={DASHBOARD_MSG.latestUpload} testId="latest-upload">
              {shown(latest, (l) => words(l.portofolio ? readableDate(l.portofolio.created_at) : DASHBOARD_MSG.noUpload))}
            </Value>
            <Value label={DASHBOARD_MSG.rubricsMet} testId="rubrics-met">
              {shown(checklist, (c) => countShown(c.summary.rubrik_terpenuhi, c.summary.total_rubrik))}
            </Value>
            <Value label={DASHBOARD_MSG.subRubricsMet} testId="sub-rubrics-met">
              {shown(checklist, (c) => countShown(c.summary.sub_rubrik_terpenuhi, c.summary.total_sub_rubrik))}
            </Value>
          </ColumnLayout>
          <Box variant="small" color="text-body-secondary">
            {DASHBOARD_MSG.countNote}
          </Box>
        </SpaceBetween>
      </div>
      <ChecklistModal visible={dialog} onDismiss={() => setDialog(false)} rows={checklist.data?.rows} error={checklist.error} />
    </Container>
  );
}
