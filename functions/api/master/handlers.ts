import { masterService } from '@functions/domain/master/service';
import { createAreaHandler } from '@functions/lib/http';
import { masterApi } from '@shared/api/master';

export const handler = createAreaHandler(masterApi, {
  fakultasList: async () => ({ fakultas: await masterService.activeFakultas() }),
  prodiByFakultas: async ({ params }) => ({ prodi: await masterService.activeProdiOf(params.id) }),
  prodiList: async () => ({ prodi: await masterService.allProdi() }),
});
