/**
 * The Menunggu Verifikasi card: the waiting and changed portfolios of the caller's scope, oldest
 * first, seven a page (the server pages). Searched by title and by NIM (applied with Cari or
 * Enter), and for the super admin by program.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { api } from '@shared/api';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { QUEUE_PAGE_SIZE } from '@shared/api/verifikasi';
import { MASTER_MSG, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ProdiSelect } from '@web/components/program-picker/prodi-select';
import { ServerTable } from '@web/components/server-table';
import { type FormEvent, useEffect, useState } from 'react';
import { type QueueRow, useQueueColumns } from './queue-columns';

interface Filter {
  judul: string;
  nim: string;
  /** '' for every program. */
  prodi: string;
}

const NO_FILTER: Filter = { judul: '', nim: '', prodi: '' };

export function MenungguCard({ superAdmin, onOpen }: { superAdmin: boolean; onOpen: (row: QueueRow) => void }) {
  const [page, setPage] = useState(1);
  const { columns, compact } = useQueueColumns(onOpen);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const query = {
    page,
    paginate: QUEUE_PAGE_SIZE,
    status: String(STATUS_PORTOFOLIO.menunggu),
    judul: filter.judul || undefined,
    nim: filter.nim || undefined,
    id_prodi: filter.prodi || undefined,
  };
  const list = useApiQuery(api.verifikasi.portofolioQueue, { query }, { placeholderData: keepPreviousData });
  const answer = list.data?.portofolio;

  // a decision may empty the last page: show the new last one
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page]);

  const apply = (next: Filter) => {
    setDraft(next);
    setFilter({ judul: next.judul.trim(), nim: next.nim.trim(), prodi: next.prodi });
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const filtered = filter.judul !== '' || filter.nim !== '' || filter.prodi !== '';

  return (
    <div data-testid="kartu-menunggu">
      {list.error && <FailureAlert error={list.error} />}
      <ServerTable
        title={VERIFIKASI_SCREEN_MSG.menungguTitle}
        description={VERIFIKASI_SCREEN_MSG.menungguDesc}
        columns={columns}
        trackBy="id_portofolio"
        page={page}
        answer={answer}
        loading={list.isFetching}
        onPage={setPage}
        exportTo={{ route: api.ekspor.portofolioQueueExport, query }}
        wrapLines
        stickyColumns={compact ? undefined : { last: 1 }}
        filtered={filtered}
        onClearFilter={() => apply(NO_FILTER)}
        texts={{ empty: VERIFIKASI_SCREEN_MSG.emptyMenunggu, noMatch: VERIFIKASI_SCREEN_MSG.emptyMenungguFiltered }}
        filter={
          <form className="verifikasi-filter" onSubmit={search}>
            <FormField label={VERIFIKASI_SCREEN_MSG.searchJudul}>
              <Input type="search" value={draft.judul} onChange={(e) => setDraft({ ...draft, judul: e.detail.value })} />
            </FormField>
            <FormField label={VERIFIKASI_SCREEN_MSG.searchNim}>
              <Input type="search" inputMode="numeric" value={draft.nim} onChange={(e) => setDraft({ ...draft, nim: e.detail.value })} />
            </FormField>
            {superAdmin && (
              <FormField label={MASTER_MSG.prodiSelectLabel}>
                <ProdiSelect value={draft.prodi} onChange={(prodi) => apply({ ...draft, prodi })} />
              </FormField>
            )}
            <div className="verifikasi-filter__buttons">
              <Button variant="primary" formAction="submit" iconName="search">
                {VERIFIKASI_SCREEN_MSG.searchButton}
              </Button>
              <Button formAction="none" disabled={!filtered && draft.judul === '' && draft.nim === ''} onClick={() => apply(NO_FILTER)}>
                {VERIFIKASI_SCREEN_MSG.resetFilter}
              </Button>
            </div>
          </form>
        }
      />
    </div>
  );
}
