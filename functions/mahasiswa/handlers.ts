import { mahasiswaApi } from '@shared/api/mahasiswa';
import { createAreaHandler } from '../lib/http';
import { mahasiswaService } from './service';

export const handler = createAreaHandler(mahasiswaApi, {
  search: async ({ query }) => {
    const { page, paginate } = query;
    const users =
      query.portofolio !== undefined
        ? await mahasiswaService.searchPortfolios(query.portofolio, page, paginate)
        : await mahasiswaService.searchProfiles([query.nim, query.nama].filter((t) => t !== undefined && t !== '').join(' '), page, paginate);
    return { users };
  },
  show: async ({ query }) => ({ data: await mahasiswaService.profile(query.nim) }),
});
