import { verifikasiSkpi } from '@functions/domain/cetak/verifikasi';
import { mahasiswaService } from '@functions/domain/search/service';
import { createAreaHandler } from '@functions/lib/http';
import { searchApi } from '@shared/api/search';

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
  verifikasiSkpi: async ({ params }) => ({ data: await verifikasiSkpi(params.code) }),
});
