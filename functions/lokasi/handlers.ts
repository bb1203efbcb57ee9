import { lokasiApi } from '@shared/api/lokasi';
import { createAreaHandler } from '../lib/http';
import { lokasiService } from './service';

export const handler = createAreaHandler(lokasiApi, {
  negara: async () => ({ negara: lokasiService.negara() }),
  provinsiByNegara: async ({ params }) => ({ provinsi: lokasiService.provinsiOf(params.id) }),
  kotaByProvinsi: async ({ params }) => ({ kota: lokasiService.kotaOf(params.id) }),
});
