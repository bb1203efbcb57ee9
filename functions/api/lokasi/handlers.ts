import { lokasiService } from '@functions/domain/lokasi/service';
import { createAreaHandler } from '@functions/lib/http';
import { lokasiApi } from '@shared/api/lokasi';

export const handler = createAreaHandler(lokasiApi, {
  negara: async () => ({ negara: lokasiService.negara() }),
  provinsiByNegara: async ({ params }) => ({ provinsi: lokasiService.provinsiOf(params.id) }),
  kotaByProvinsi: async ({ params }) => ({ kota: lokasiService.kotaOf(params.id) }),
});
