/**
 * A student's portfolio timeline (both titles, the reader's language first; the date), filtered by year
 * with a stepper of 'Semua' and the years present; the list scrolls within 60vh. The public profile
 * shows verified, shown portfolios; the student's dashboard shows all of them, each with its status
 * (`status`).
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { readableDate } from '@shared/domain/dates';
import { SEARCH_MSG } from '@shared/messages/search';
import type { ReactNode } from 'react';
import './profil.css';
import { sidesInLanguageOf } from '@shared/messages/language';

export interface TimelineItem {
  judul: string;
  judul_inggris: string | null;
  /** YYYY-MM-DD */
  tanggal_terbit: string;
  tahun: number;
  /** Shown under the titles (the dashboard's verification status). */
  status?: ReactNode;
}

/** The years present, newest first. */
export function yearsOf(items: readonly Pick<TimelineItem, 'tahun'>[]): number[] {
  return [...new Set(items.map((i) => i.tahun))].sort((a, b) => b - a);
}

/** The title in the reader's language, the other language's beneath it where there is one. */
function Titles({ item }: { item: TimelineItem }) {
  const sides = sidesInLanguageOf(item.judul, item.judul_inggris);
  return (
    <>
      <div className="timeline__title" lang={sides.mainLang}>
        {sides.main}
      </div>
      {sides.other !== null && (
        <div className="timeline__title-other" lang={sides.otherLang}>
          {sides.other}
        </div>
      )}
    </>
  );
}

function YearStepper({ years, year, onChange }: { years: number[]; year: number | null; onChange: (year: number | null) => void }) {
  const steps: { value: number | null; label: string }[] = [
    { value: null, label: SEARCH_MSG.allYears },
    ...years.map((y) => ({ value: y, label: String(y) })),
  ];
  return (
    <nav aria-label={SEARCH_MSG.yearFilter} className="year-stepper">
      <ol className="year-stepper__list">
        {steps.map((s) => {
          const active = s.value === year;
          return (
            <li key={s.label} className="year-stepper__step">
              <button type="button" className="year-stepper__button" aria-pressed={active} onClick={() => onChange(s.value)}>
                <span className="year-stepper__dot" aria-hidden="true" />
                <span className="year-stepper__label">{s.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function PortfolioTimeline({
  items,
  year,
  onYear,
  emptyText = SEARCH_MSG.timelineEmpty,
}: {
  items: readonly TimelineItem[];
  year: number | null;
  onYear: (year: number | null) => void;
  emptyText?: string;
}) {
  const years = yearsOf(items);
  const shown = year === null ? items : items.filter((i) => i.tahun === year);
  return (
    <Container
      header={
        <Header variant="h2" description={SEARCH_MSG.timelineCount(shown.length)}>
          {SEARCH_MSG.timelineTitle}
        </Header>
      }
    >
      {items.length === 0 ? (
        <Box color="text-body-secondary" textAlign="center" padding={{ vertical: 'l' }}>
          {emptyText}
        </Box>
      ) : (
        <>
          <YearStepper years={years} year={year} onChange={onYear} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard to scroll it */}
          <section className="timeline-scroll" aria-label={SEARCH_MSG.timelineLabel} tabIndex={0}>
            <ol className="timeline">
              {shown.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a given answer and filter
                <li key={i} className="timeline__item">
                  <span className="timeline__marker" aria-hidden="true" />
                  <div className="timeline__body">
                    <time className="timeline__date" dateTime={item.tanggal_terbit}>
                      {readableDate(item.tanggal_terbit)}
                    </time>
                    <Titles item={item} />
                    {item.status && <div className="timeline__status">{item.status}</div>}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </Container>
  );
}
