/**
 * The Lambda entry of the search area (shared/api/search.ts): the public search, the public
 * profile, and the public check of a printed SKPI (its route group, ./keaslian.ts).
 */
import { mahasiswaService } from '@functions/domain/search/service';
import { createAreaHandler } from '@functions/lib/http';
import { searchApi } from '@shared/api/search';
import { keaslianHandlers } from './keaslian';

export const handler = createAreaHandler(searchApi, {
  search: async ({ query }) => {
    const { page, paginate } = query;
    const users =
      query.portofolio !== undefined
        ? await mahasiswaService.searchPortfolios(query.portofolio, page, paginate)
        : await mahasiswaService.searchProfiles([query.nim, query.nama].filter((t) => t !== undefined && t !== '').join(' '), page, paginate);
    return { users };
  },
  show: async ({ query }) => ({ data: await mahasiswaService.profile(query.nim) }),
  ...keaslianHandlers,
});
