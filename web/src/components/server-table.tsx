/**
 * The one server-paged table of the app (the admin lists): a Cloudscape Table with a header (title,
 * counter of the total when the server gives one, actions), an optional filter, the app's pager
 * (one sibling and one boundary page), and the loading, empty and no-match
 * states. The server pages: the table shows the answer's rows as they come and asks for another
 * page through `onPage`.
 *
 *   const list = useApiQuery(api.x.list, { query: { page, paginate: 15, keyword } }, { placeholderData: keepPreviousData });
 *   <ServerTable title={MSG.x} columns={COLUMNS} page={page} answer={list.data?.users} loading={list.isFetching}
 *     onPage={setPage} filter={<TextFilter ... />} filtered={keyword !== ''} onClearFilter={() => setKeyword('')} />
 *
 * With `cards` (a page passes it on narrow screens) the same rows, header, pager and empty state show
 * as Cloudscape Cards, one row a card, instead of a table that scrolls sideways.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { MSG, tableCounter } from '@shared/messages';
import type { ReactNode } from 'react';
import { EksporButton, type EksporTarget } from './ekspor/ekspor-button';
import { Pager, type PagerLabels } from './pager/pager';

/** A page of a list as the API answers it: `data` and `last_page`; `total` and `has_more` when known. */
export interface ServerPage<T> {
  data: readonly T[];
  last_page: number;
  total?: number;
  /** More pages follow `last_page` (their count is not known yet). */
  has_more?: boolean;
}

export interface ServerTableTexts {
  loading: string;
  /** The list has no rows at all. */
  empty: string;
  /** The filter matches no rows. */
  noMatch: string;
}

const DEFAULT_TEXTS: ServerTableTexts = { loading: MSG.loadingData, empty: MSG.tableEmpty, noMatch: MSG.tableNoMatch };

export interface ServerTableProps<T> {
  title: string;
  description?: ReactNode;
  /** Buttons of the header (Tambah, ...). */
  actions?: ReactNode;
  /** The list's export (its route and current query): an Ekspor button first among the header's buttons. */
  exportTo?: EksporTarget;
  columns: readonly TableProps.ColumnDefinition<T>[];
  trackBy?: TableProps.TrackBy<T>;
  /** The current page, 1-based. */
  page: number;
  /** The current page's answer; undefined until the first one arrives. */
  answer: ServerPage<T> | undefined;
  /** A page is being fetched. */
  loading: boolean;
  onPage: (page: number) => void;
  /** Filter controls (TextFilter, selects) above the rows. */
  filter?: ReactNode;
  /** A filter narrows the list: no rows then means "no match", with a button that clears it. */
  filtered?: boolean;
  onClearFilter?: () => void;
  texts?: Partial<ServerTableTexts>;
  pagerLabels?: PagerLabels;
  variant?: TableProps.Variant;
  /** Long texts wrap inside their cells (the table then fits narrower screens before it scrolls). */
  wrapLines?: boolean;
  /** Columns kept in view while the table scrolls sideways (row actions at the end). */
  stickyColumns?: TableProps.StickyColumns;
  /** False for a list that shows its first page only (the most recent few): no pager. */
  paged?: boolean;
  /** Rows with sub-rows (CPL items and their points, rubrics and their sub-rubrics): Cloudscape's expandable rows. */
  expandableRows?: TableProps.ExpandableRows<T>;
  /** Accessible names of the table's controls (e.g. each row's expand toggle, naming the row). */
  ariaLabels?: TableProps.AriaLabels<T>;
  /** Controls below the rows (the printing list's Pilih Semua and Cetak Pilihan). */
  footer?: ReactNode;
  /**
   * One row chosen (the student management's preview card): Cloudscape's single selection, by
   * `trackBy`; name the radios with `ariaLabels.itemSelectionLabel` and `selectionGroupLabel`.
   */
  selection?: { selected: T | null; onChange: (row: T) => void };
  /** The rows as cards instead (narrow screens): each card's title and sections; `columns` are then unused. */
  cards?: CardsProps.CardDefinition<T>;
}

function EmptyState({ filtered, texts, onClearFilter }: { filtered: boolean; texts: ServerTableTexts; onClearFilter?: () => void }) {
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
      <SpaceBetween size="xs" alignItems="center">
        <Box variant="p" color="inherit" fontWeight="bold">
          {filtered ? texts.noMatch : texts.empty}
        </Box>
        {filtered && onClearFilter && <Button onClick={onClearFilter}>{MSG.tableClearFilter}</Button>}
      </SpaceBetween>
    </Box>
  );
}

export function ServerTable<T>({
  title,
  description,
  actions,
  exportTo,
  columns,
  trackBy,
  page,
  answer,
  loading,
  onPage,
  filter,
  filtered = false,
  onClearFilter,
  texts,
  pagerLabels,
  variant,
  wrapLines,
  stickyColumns,
  paged = true,
  expandableRows,
  ariaLabels,
  footer,
  selection,
  cards,
}: ServerTableProps<T>) {
  const shown = { ...DEFAULT_TEXTS, ...texts };
  const pages = answer ? Math.max(answer.last_page, page) : 0;
  const header = (
    <Header
      counter={answer?.total === undefined ? undefined : tableCounter(answer.total, answer.has_more)}
      description={description}
      actions={
        exportTo ? (
          <SpaceBetween direction="horizontal" size="xs">
            <EksporButton {...exportTo} />
            {actions}
          </SpaceBetween>
        ) : (
          actions
        )
      }
    >
      {title}
    </Header>
  );
  const pagination =
    paged && pages > 0 && (answer?.data.length || page > 1) ? (
      <Pager current={page} count={pages} openEnd={answer?.has_more} disabled={loading} labels={pagerLabels} onChange={onPage} />
    ) : undefined;
  const empty = <EmptyState filtered={filtered} texts={shown} onClearFilter={onClearFilter} />;
  if (cards) {
    return (
      <Cards
        variant={variant === 'full-page' ? 'full-page' : 'container'}
        cardDefinition={cards}
        trackBy={trackBy}
        items={answer?.data ?? []}
        loading={loading && !answer}
        loadingText={shown.loading}
        empty={empty}
        filter={filter}
        header={header}
        pagination={pagination}
        cardsPerRow={[{ cards: 1 }]}
      />
    );
  }
  return (
    <Table
      variant={variant}
      wrapLines={wrapLines}
      stickyColumns={stickyColumns}
      columnDefinitions={columns}
      trackBy={trackBy}
      expandableRows={expandableRows}
      ariaLabels={ariaLabels}
      selectionType={selection ? 'single' : undefined}
      selectedItems={selection?.selected ? [selection.selected] : undefined}
      onSelectionChange={
        selection
          ? (e) => {
              const row = e.detail.selectedItems[0];
              if (row) selection.onChange(row);
            }
          : undefined
      }
      items={answer?.data ?? []}
      loading={loading && !answer}
      loadingText={shown.loading}
      empty={empty}
      filter={filter}
      footer={footer}
      header={header}
      pagination={pagination}
    />
  );
}
