/**
 * Search page /search/{query}: the text comes from the path, the category (Profil or Portofolio)
 * and the page from the query string. Results are a list of ten per page with the app's pager; each
 * result leads to the student's public profile. A search that names no category (the landing
 * page's box, which invites names, NIM and portfolio titles) opens Profil, or Portofolio when only
 * portfolio titles match.
 */
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
// the search area's contract alone: a public page does not load every area's schemas
import { searchApi } from '@shared/api/search';
import { SEARCH_MSG } from '@shared/messages/search';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { SearchBox } from '@web/components/search/search-box';
import { readSearchParams, type SearchCategory, searchPath } from '@web/components/search/search-location';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { searchable, searchQuery } from './answer-urls';
import { CategoryChoice } from './category-choice';
import { SearchResults } from './search-results';
import './search-page.css';

/**
 * With no category chosen and no profile found, the portfolio titles are asked (the first page)
 * and Portofolio opens when they match; the address then names it (a reload stays there).
 */
function useOpenCategoryWithResults(text: string, chosen: boolean, profiles: number | undefined) {
  const navigate = useNavigate();
  const probe = !chosen && profiles === 0 && searchable(text, 'portofolio');
  const portfolios = useApiQuery(searchApi.routes.search, { query: searchQuery(text, 'portofolio', 1) }, { enabled: probe });
  const found = probe ? portfolios.data?.users.total : undefined;
  useEffect(() => {
    if (found !== undefined && found > 0) navigate(searchPath({ text, category: 'portofolio', page: 1 }), { replace: true });
  }, [found, text, navigate]);
}

export default function SearchPage() {
  const navigate = useNavigate();
  const text = (useParams().query ?? '').trim();
  const [params] = useSearchParams();
  const { category, page, chosen } = readSearchParams(params);
  const lookedUp = searchable(text, category);
  const results = useApiQuery(
    searchApi.routes.search,
    { query: searchQuery(text, category, page) },
    { enabled: lookedUp, placeholderData: keepPreviousData },
  );
  useOpenCategoryWithResults(text, chosen, results.data?.users.total);
  // the results drawn in slices once they arrive (a transition), not in one task that blocks a slow phone
  const users = useDeferredValue(lookedUp ? results.data?.users : undefined);

  const go = (next: { text?: string; category?: SearchCategory; page?: number }) =>
    navigate(searchPath({ text: next.text ?? text, category: next.category ?? category, page: next.page ?? 1 }));

  return (
    <div className="public-page search-page">
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description={<span className="search-keyword">{text ? SEARCH_MSG.searchKeyword(text) : SEARCH_MSG.searchNoKeyword}</span>}
        >
          {SEARCH_MSG.searchTitle}
        </Header>
        <SearchBox text={text} onSearch={(t) => go({ text: t, page: 1 })} />
        <CategoryChoice category={category} onChange={(next) => go({ category: next, page: 1 })} />
        {text === '' ? null : results.isError ? (
          <FailureAlert error={results.error} />
        ) : (
          <SearchResults
            category={category}
            page={page}
            users={users}
            loading={lookedUp && (results.isPending || users === undefined)}
            hint={lookedUp ? undefined : SEARCH_MSG.searchTooShort}
            onPage={(p) => go({ page: p })}
          />
        )}
      </SpaceBetween>
    </div>
  );
}
