/**
 * The Lambda entry of the SKPI printing area (shared/api/cetak.ts): thin, one call per route.
 * The GET forms of the prints are for scripted callers; the web app uses their POST twins (decisions/0005).
 * The approvals before the seal are the route group ./pengesahan.ts.
 */
import { cetakService } from '@functions/domain/cetak/service';
import { createAreaHandler } from '@functions/lib/http';
import { cetakApi } from '@shared/api/cetak';
import { pengesahanHandlers } from './pengesahan';

export const handler = createAreaHandler(cetakApi, {
  skpiSearch: async ({ auth, requestId, query }) => ({ users: await cetakService.search({ auth, requestId }, query) }),
  skpiPrint: async ({ auth, requestId, params, query }) => cetakService.print({ auth, requestId }, params.nim, query),
  skpiPrintGet: async ({ auth, requestId, params, query }) => cetakService.print({ auth, requestId }, params.nim, query),
  skpiBulk: async ({ auth, requestId, query }) => cetakService.bulkNim({ auth, requestId }, query),
  skpiBulkGet: async ({ auth, requestId, query }) => cetakService.bulkNim({ auth, requestId }, query),
  skpiBulkProdi: async ({ auth, requestId, query }) => cetakService.bulkProdi({ auth, requestId }, query),
  skpiBulkProdiGet: async ({ auth, requestId, query }) => cetakService.bulkProdi({ auth, requestId }, query),
  skpiJobs: async ({ auth, requestId }) => cetakService.jobs({ auth, requestId }),
  skpiJob: async ({ auth, requestId, params }) => cetakService.job({ auth, requestId }, params.id),
  skpiRevoke: async ({ auth, requestId, params, body }) => cetakService.revoke({ auth, requestId }, params.nim, body),
  skpiPreviewAdmin: async ({ auth, requestId, params }) => cetakService.previewAdmin({ auth, requestId }, params.nim),
  skpiDokumen: async ({ auth, requestId, params }) => cetakService.dokumen({ auth, requestId }, params.nim),
  skpiIjazah: async ({ auth, requestId, params, body }) => cetakService.ijazah({ auth, requestId }, params.nim, body.nomor_ijazah_nasional),
  skpiPreviewStudent: async ({ auth }) => cetakService.previewStudent(auth.user),
  periodeList: async () => cetakService.periodeList(),
  periodeAdd: async ({ auth, requestId, query }) => cetakService.periodeAdd({ auth, requestId }, query),
  periodeDelete: async ({ auth, requestId, query }) => cetakService.periodeDelete({ auth, requestId }, query.id_periode_kelulusan),
  ...pengesahanHandlers,
});
