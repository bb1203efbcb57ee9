/**
 * The one pager of the app (search results, server-paged tables): previous, the page list of
 * `pageItems` (one sibling and one boundary page) and next. It looks and
 * reads like Cloudscape's Pagination (a labelled list of buttons; the current page has
 * aria-current), which cannot be told sibling and boundary counts.
 */
import Icon from '@cloudscape-design/components/icon';
import { pagerPageLabel, SHELL_MSG } from '@shared/messages/shell';
import type { ReactNode } from 'react';
import { pageItems } from './page-items';
import './pager.css';

export interface PagerLabels {
  /** The list's label ('Halaman tabel'). */
  pagination: string;
  next: string;
  previous: string;
  page: (page: number) => string;
}

/** The shell's generic labels; a screen may give its own (the search results do). */
export const PAGER_LABELS: PagerLabels = {
  pagination: SHELL_MSG.pagerLabel,
  next: SHELL_MSG.pagerNext,
  previous: SHELL_MSG.pagerPrevious,
  page: pagerPageLabel,
};

export interface PagerProps {
  /** The current page, 1-based. */
  current: number;
  /** Pages known to exist (the last page, or the last known one when `openEnd`). */
  count: number;
  /** More pages follow `count` (next stays enabled on the last known page). */
  openEnd?: boolean;
  disabled?: boolean;
  labels?: PagerLabels;
  onChange: (page: number) => void;
}

function PageButton({
  page,
  label,
  disabled,
  current = false,
  className,
  onChange,
  children,
}: {
  page: number;
  label: string;
  disabled: boolean;
  current?: boolean;
  className: string;
  onChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <li className="pager__item">
      <button
        type="button"
        className={`pager__button ${className}${current ? ' pager__button--current' : ''}${disabled ? ' pager__button--disabled' : ''}`}
        aria-label={label}
        aria-current={current}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        onClick={() => {
          if (!disabled) onChange(page);
        }}
      >
        {children}
      </button>
    </li>
  );
}

export function Pager({ current, count, openEnd = false, disabled = false, labels = PAGER_LABELS, onChange }: PagerProps) {
  const atEnd = !openEnd && (count === 0 || current >= count);
  return (
    <ul className="pager" aria-label={labels.pagination}>
      <PageButton page={current - 1} label={labels.previous} disabled={disabled || current <= 1} className="pager__arrow" onChange={onChange}>
        <Icon name="angle-left" variant={disabled ? 'disabled' : 'normal'} />
      </PageButton>
      {pageItems({ current, count, openEnd }).map((item) =>
        item.type === 'gap' ? (
          <li key={item.key} className="pager__gap">
            {SHELL_MSG.pagerGap}
          </li>
        ) : (
          <PageButton
            key={item.page}
            page={item.page}
            label={labels.page(item.page)}
            disabled={disabled}
            current={item.page === current}
            className="pager__number"
            onChange={onChange}
          >
            {item.page}
          </PageButton>
        ),
      )}
      <PageButton page={current + 1} label={labels.next} disabled={disabled || atEnd} className="pager__arrow" onChange={onChange}>
        <Icon name="angle-right" variant={disabled ? 'disabled' : 'normal'} />
      </PageButton>
    </ul>
  );
}
