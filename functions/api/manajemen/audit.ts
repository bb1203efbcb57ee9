/** The audit log of the admin area (shared/api/audit.ts): the super admin's reads. */
import { auditService } from '@functions/domain/audit/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { auditRoutes } from '@shared/api/audit';

export const auditHandlers: RouteGroupHandlers<typeof auditRoutes> = {
  auditList: async ({ query }) => auditService.list(query),
  auditAktor: async () => auditService.aktor(),
};
