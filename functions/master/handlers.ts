import { masterApi } from '@shared/api/master';
import { createAreaHandler } from '../lib/http';
import { masterService } from './service';

export const handler = createAreaHandler(masterApi, {
  fakultasList: async () => ({ fakultas: await masterService.activeFakultas() }),
  prodiByFakultas: async ({ params }) => ({ prodi: await masterService.activeProdiOf(params.id) }),
  prodiList: async () => ({ prodi: await masterService.allProdi() }),
});
