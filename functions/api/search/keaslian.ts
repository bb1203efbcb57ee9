/** The public check of a printed SKPI by its code, a route group of the search area (shared/api/keaslian.ts). */
import { keaslianSkpi } from '@functions/domain/keaslian/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { keaslianRoutes } from '@shared/api/keaslian';

export const keaslianHandlers: RouteGroupHandlers<typeof keaslianRoutes> = {
  keaslian: async ({ params }) => ({ data: await keaslianSkpi(params.code) }),
};
