/**
 * Search page /search/{query}: the text comes from the path, the category (Profil or Portofolio)
 * and the page from the query string. Results are a list of ten per page with the app's pager; each
 * result leads to the student's public profile.
 */
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { SEARCH_PAGE_SIZE } from '@shared/api/search';
import { parseQuery } from '@shared/domain/search-terms';
import { SEARCH_MSG } from '@shared/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { SearchBox } from '@web/components/search/search-box';
import { readSearchParams, type SearchCategory, searchPath } from '@web/components/search/search-location';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SearchResults } from './search-results';
import './search-page.css';

export default function SearchPage() {
  const navigate = useNavigate();
  const text = (useParams().query ?? '').trim();
  const [params] = useSearchParams();
  const { category, page } = readSearchParams(params);
  const searchable = parseQuery(text, category === 'profile' ? 'profile' : 'portfolio').driver !== null;

  const query =
    category === 'portofolio' ? { page, paginate: SEARCH_PAGE_SIZE, portofolio: text } : { page, paginate: SEARCH_PAGE_SIZE, nim: text, nama: text };
  const results = useApiQuery(api.search.search, { query }, { enabled: searchable, placeholderData: keepPreviousData });

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
        <SegmentedControl
          label={SEARCH_MSG.categoryLabel}
          selectedId={category}
          onChange={(e) => go({ category: e.detail.selectedId === 'portofolio' ? 'portofolio' : 'profile', page: 1 })}
          options={[
            { id: 'profile', text: SEARCH_MSG.categoryProfile, iconName: 'user-profile' },
            { id: 'portofolio', text: SEARCH_MSG.categoryPortfolio, iconName: 'file' },
          ]}
        />
        {text === '' ? null : results.isError ? (
          <FailureAlert error={results.error} />
        ) : (
          <SearchResults
            category={category}
            page={page}
            users={searchable ? results.data?.users : undefined}
            loading={searchable && results.isPending}
            hint={searchable ? undefined : SEARCH_MSG.searchTooShort}
            onPage={(p) => go({ page: p })}
          />
        )}
      </SpaceBetween>
    </div>
  );
}
