import { storedConnection } from '@functions/domain/feeder/view';
import { masterService } from '@functions/domain/master/service';
import { kegiatanOfAnak } from '@functions/domain/ppk/katalog';
import { ppkService } from '@functions/domain/ppk/service';
import { katalogService } from '@functions/domain/rubrik/service';
import { createAreaHandler } from '@functions/lib/http';
import { masterApi } from '@shared/api/master';

export const handler = createAreaHandler(masterApi, {
  fakultasList: async () => ({ fakultas: await masterService.activeFakultas() }),
  prodiByFakultas: async ({ params }) => ({ prodi: await masterService.activeProdiOf(params.id) }),
  prodiList: async () => ({ prodi: await masterService.allProdi() }),
  fakultasAll: async () => ({ fakultas: await masterService.allFakultas() }),
  fakultasGet: async ({ params }) => ({ fakultas: await masterService.fakultas(params.id) }),
  prodiAllByFakultas: async ({ params }) => ({ prodi: await masterService.allProdiOf(params.id) }),
  prodiGet: async ({ params }) => ({ prodi: await masterService.prodi(params.id) }),
  // the super admin's answer adds the Neo Feeder connection (without its password)
  universitasGet: async ({ auth }) => ({
    universitas: await masterService.universitas(),
    ...(auth.role === 'super admin' ? { feeder: await storedConnection() } : {}),
  }),
  bidangPortofolioList: async ({ auth }) => ({ bidang_portofolio: await katalogService.bidangList(auth) }),
  rubrikByProdiBidang: async ({ auth, params, query }) => ({
    rubrik: await katalogService.rubrikOfProdiBidang(auth, params.id, params.bidang, query.page, query.paginate),
  }),
  rubrikByProdi: async ({ auth, params }) => ({ rubrik: await katalogService.rubrikOfProdi(auth, params.id) }),
  rubrikGet: async ({ auth, params }) => ({ rubrik: await katalogService.rubrik(auth, params.id) }),
  // the schema lets exactly one of the two through
  ppkByAnak: async ({ auth, query }) =>
    query.id_anak_rubrik !== undefined
      ? { ppk: await kegiatanOfAnak(auth, query.id_anak_rubrik) }
      : { ppk: await ppkService.pageOfProdi(auth, query.id_prodi ?? 0, query.page, query.paginate) },
});
