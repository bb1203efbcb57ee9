/**
 * The migration and readmission card of the student management page (the Migration and readmission
 * management screen): the Migrasi button of /admin/manajemen-mahasiswa switches to it, Kembali
 * returns. The waiting requests of the caller's scope (NIM Lama, NIM Baru, Nama, Prodi Lama, Prodi
 * Baru, Angkatan, Opsi), searched by NIM or name, ten a page (the server pages); beside them 'Belum
 * lama diverifikasi', the five most recent decisions. Verifikasi opens the dialog that accepts or
 * rejects.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { api } from '@shared/api';
import { MUTASI_PAGE_SIZE, MUTASI_RECENT } from '@shared/api/mutasi-admin';
import { readableDate } from '@shared/domain/dates';
import { MSG, MUTASI_ADMIN_SCREEN_MSG } from '@shared/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useMediaQuery } from '@web/app/use-media-query';
import { ServerTable } from '@web/components/server-table';
import { useEffect, useState } from 'react';
import { type MutasiRow, migrasiColumns } from './migrasi-columns';
import { MigrasiDialog } from './migrasi-dialog';
import './migrasi-panel.css';

const COMPACT_QUERY = '(max-width: 639px)';

function RecentCard() {
  const list = useApiQuery(api.manajemen.mutasiVerified, { query: { page: 1, paginate: MUTASI_RECENT } });
  const rows = list.data?.migrasi.data ?? [];
  return (
    <Container header={<Header variant="h2">{MUTASI_ADMIN_SCREEN_MSG.recentTitle}</Header>} data-testid="kartu-migrasi-terbaru">
      {list.error && <FailureAlert error={list.error} />}
      {list.isLoading ? (
        <StatusIndicator type="loading">{MSG.loadingData}</StatusIndicator>
      ) : rows.length === 0 ? (
        <Box color="text-body-secondary">{MUTASI_ADMIN_SCREEN_MSG.recentEmpty}</Box>
      ) : (
        <ul className="migrasi-recent">
          {rows.map((r) => (
            <li key={`${r.type}-${r.nim}-${r.verified_at}`}>
              <SpaceBetween size="xxxs">
                <Box fontWeight="bold">{r.user.nama}</Box>
                <Box variant="small">
                  {MUTASI_ADMIN_SCREEN_MSG.jenisLabel(r.type)}: {r.nim} → {r.nim_baru}
                </Box>
                <StatusIndicator type={r.id_status === 2 ? 'success' : 'stopped'}>
                  {r.id_status === 2 ? MUTASI_ADMIN_SCREEN_MSG.statusDiterima : MUTASI_ADMIN_SCREEN_MSG.statusDitolak}
                </StatusIndicator>
                <Box variant="small" color="text-body-secondary">
                  {r.verified_at ? readableDate(r.verified_at) : ''} {r.verified ? MUTASI_ADMIN_SCREEN_MSG.verifiedBy(r.verified.nama) : ''}
                </Box>
              </SpaceBetween>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

export function MigrasiPanel({ onBack }: { onBack: () => void }) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<MutasiRow | null>(null);
  const compact = useMediaQuery(COMPACT_QUERY);
  const list = useApiQuery(
    api.manajemen.mutasiList,
    { query: { page, paginate: MUTASI_PAGE_SIZE, keyword: keyword || undefined } },
    { placeholderData: keepPreviousData },
  );
  const answer = list.data?.migrasi;

  // a decision may empty the last page: show the new last one
  useEffect(() => {
    if (answer && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page]);

  const apply = (text: string) => {
    setDraft(text);
    setKeyword(text.trim());
    setPage(1);
  };

  return (
    <SpaceBetween size="l">
      <div>
        <Button iconName="arrow-left" onClick={onBack}>
          {MUTASI_ADMIN_SCREEN_MSG.back}
        </Button>
      </div>
      <div className="migrasi-layout">
        <div className="migrasi-layout__main" data-testid="kartu-migrasi">
          {list.error && <FailureAlert error={list.error} />}
          <ServerTable
            title={MUTASI_ADMIN_SCREEN_MSG.panelTitle}
            description={MUTASI_ADMIN_SCREEN_MSG.panelDesc}
            columns={migrasiColumns(setOpened, compact)}
            trackBy={(r) => `${r.type}-${r.nim}`}
            page={page}
            answer={answer}
            loading={list.isFetching}
            onPage={setPage}
            wrapLines
            stickyColumns={compact ? undefined : { last: 1 }}
            filtered={keyword !== ''}
            onClearFilter={() => apply('')}
            texts={{ empty: MUTASI_ADMIN_SCREEN_MSG.empty }}
            filter={
              <TextFilter
                filteringText={draft}
                filteringPlaceholder={MUTASI_ADMIN_SCREEN_MSG.searchPlaceholder}
                filteringAriaLabel={MUTASI_ADMIN_SCREEN_MSG.searchLabel}
                onChange={(e) => setDraft(e.detail.filteringText)}
                onDelayedChange={(e) => apply(e.detail.filteringText)}
              />
            }
          />
        </div>
        <div className="migrasi-layout__side">
          <RecentCard />
        </div>
      </div>
      {opened && <MigrasiDialog key={`${opened.type}-${opened.nim}`} row={opened} onClose={() => setOpened(null)} />}
    </SpaceBetween>
  );
}
