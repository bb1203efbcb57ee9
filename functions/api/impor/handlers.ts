/** The Lambda entry of the bulk import of students (shared/api/impor.ts). */
import { imporService } from '@functions/domain/impor/service';
import { createAreaHandler } from '@functions/lib/http';
import { imporApi } from '@shared/api/impor';

export const handler = createAreaHandler(imporApi, {
  check: async ({ auth, requestId, body }) => imporService.check({ auth, requestId }, body.file),
  start: async ({ auth, requestId, body }) => imporService.start({ auth, requestId }, body.file, body.nama_file),
  job: async ({ auth, requestId, params }) => imporService.job({ auth, requestId }, params.id),
});
