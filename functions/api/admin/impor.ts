/** The bulk import of students of the admin area (shared/api/impor.ts). */
import { imporService } from '@functions/domain/impor/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { imporRoutes } from '@shared/api/impor';

export const imporHandlers: RouteGroupHandlers<typeof imporRoutes> = {
  imporCheck: async ({ auth, requestId, body }) => imporService.check({ auth, requestId }, body.file),
  imporStart: async ({ auth, requestId, body }) => imporService.start({ auth, requestId }, body.file, body.nama_file),
  imporJob: async ({ auth, requestId, params }) => imporService.job({ auth, requestId }, params.id),
};
