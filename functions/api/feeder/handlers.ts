/** The Lambda entry of the Neo Feeder sync (shared/api/feeder.ts): thin, one service call per route. */
import { saveConnection, testConnection } from '@functions/domain/feeder/connection';
import { listMapping, saveMapping } from '@functions/domain/feeder/prodi';
import { feederSyncService } from '@functions/domain/feeder/service';
import { createAreaHandler } from '@functions/lib/http';
import { feederApi } from '@shared/api/feeder';

export const handler = createAreaHandler(feederApi, {
  connectionSave: async ({ auth, requestId, body }) => saveConnection({ auth, requestId }, body),
  connectionTest: async ({ body }) => testConnection(body),
  prodiList: async () => listMapping(),
  prodiSave: async ({ auth, requestId, body }) => saveMapping({ auth, requestId }, body),
  syncStart: async ({ auth, requestId }) => feederSyncService.start({ auth, requestId }),
  syncList: async () => feederSyncService.list(),
  syncGet: async ({ params, query }) => feederSyncService.get(params.id, query.jenis, query.page, query.paginate),
  syncApply: async ({ params }) => feederSyncService.apply(params.id),
  syncKonflik: async ({ auth, requestId, params, body }) => feederSyncService.konflik({ auth, requestId }, params.id, body),
  syncCancel: async ({ params }) => feederSyncService.cancel(params.id),
});
