/** The result list of the search page: Cloudscape cards, ten per page, with the app's pager. */
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import type { ResponseOf } from '@shared/api/contract';
import type { searchApi } from '@shared/api/search';
import { currentLanguage } from '@shared/messages/language';
import { SEARCH_MSG, SEARCH_SPEC_MSG } from '@shared/messages/search';
import { useFollow } from '@web/app/use-follow';
import { judulOf } from '@web/components/bilingual/data-language';
import { Pager, type PagerLabels } from '@web/components/pager/pager';
import { profilePath, type SearchCategory } from '@web/components/search/search-location';

type SearchAnswer = ResponseOf<typeof searchApi.routes.search>['users'];
type ResultUser = SearchAnswer['data'][number];

/** The pager's labels on this page (results in pages of ten). */
const PAGER_LABELS: PagerLabels = {
  pagination: SEARCH_MSG.paginationLabel,
  next: SEARCH_MSG.nextPage,
  previous: SEARCH_MSG.previousPage,
  page: SEARCH_MSG.pageNumber,
};

/** How many portfolio titles a student result lists before "and n more". */
const TITLES_SHOWN = 5;

function PortfolioTitles({ user }: { user: ResultUser }) {
  if (user.portofolio.length === 0) return <Box color="text-body-secondary">{SEARCH_MSG.noPublicPortfolio}</Box>;
  const shown = user.portofolio.slice(0, TITLES_SHOWN);
  const rest = user.portofolio.length - shown.length;
  return (
    <>
      <ul className="search-titles">
        {shown.map((p, i) => (
          // titles may repeat; their position in the student's list is stable
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i}>{judulOf(p)}</li>
        ))}
      </ul>
      {rest > 0 && <Box color="text-body-secondary">{SEARCH_MSG.morePortfolios(rest)}</Box>}
    </>
  );
}

function useCardDefinition(category: SearchCategory) {
  const follow = useFollow();
  const profileLink = (user: ResultUser, text: string) => (
    <Link href={profilePath(user.nim)} onFollow={follow} fontSize="heading-m">
      {text}
    </Link>
  );
  if (category === 'portofolio') {
    const english = currentLanguage() === 'en';
    return {
      header: (u: ResultUser) => profileLink(u, u.portofolio[0] ? judulOf(u.portofolio[0]) : u.nama),
      sections: [
        // the title in the reader's language heads the card; the other language's title is beneath it
        english
          ? {
              id: 'indonesia',
              header: SEARCH_MSG.indonesianTitleLabel,
              content: (u: ResultUser) => <i lang="id">{u.portofolio[0]?.judul ?? '-'}</i>,
            }
          : {
              id: 'inggris',
              header: SEARCH_MSG.englishTitleLabel,
              content: (u: ResultUser) => <i lang="en">{u.portofolio[0]?.judul_inggris || '-'}</i>,
            },
        { id: 'mahasiswa', header: SEARCH_MSG.studentLabel, content: (u: ResultUser) => `${u.nama} (${u.nim})` },
      ],
    };
  }
  return {
    header: (u: ResultUser) => profileLink(u, u.nama),
    sections: [
      { id: 'nim', header: SEARCH_MSG.nimLabel, content: (u: ResultUser) => u.nim },
      { id: 'portofolio', header: SEARCH_MSG.portfolioLabel, content: (u: ResultUser) => <PortfolioTitles user={u} /> },
    ],
  };
}

export interface SearchResultsProps {
  category: SearchCategory;
  page: number;
  users: SearchAnswer | undefined;
  loading: boolean;
  /** Shown under the empty text (e.g. the query is too short). */
  hint?: string;
  onPage: (page: number) => void;
}

export function SearchResults({ category, page, users, loading, hint, onPage }: SearchResultsProps) {
  const definition = useCardDefinition(category);
  const total = users?.total ?? 0;
  return (
    <Cards
      ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: SEARCH_MSG.resultsLabel, cardsLabel: SEARCH_MSG.resultsLabel }}
      items={users?.data ?? []}
      cardDefinition={definition}
      cardsPerRow={[{ cards: 1 }, { minWidth: 800, cards: 2 }]}
      loading={loading}
      loadingText={SEARCH_MSG.loadingResults}
      header={
        <Header variant="h2" description={loading ? '\u00a0' : users && total > 0 ? SEARCH_MSG.resultsCount(total, users.has_more) : undefined}>
          {SEARCH_MSG.resultsHeader}
        </Header>
      }
      empty={
        <Box textAlign="center" padding={{ vertical: 'l' }}>
          <Box variant="p" fontWeight="bold">
            {SEARCH_SPEC_MSG.searchEmpty}
          </Box>
          {hint && (
            <Box variant="p" color="text-body-secondary">
              {hint}
            </Box>
          )}
        </Box>
      }
      pagination={
        // while the first answer loads, the header already holds its count line and a disabled pager:
        // the results then fill the space kept for them instead of pushing the page down
        loading ? (
          <Pager current={page} count={page} disabled labels={PAGER_LABELS} onChange={onPage} />
        ) : users && (users.data.length > 0 || page > 1) ? (
          <Pager current={page} count={Math.max(users.last_page, page)} openEnd={users.has_more} labels={PAGER_LABELS} onChange={onPage} />
        ) : undefined
      }
    />
  );
}
