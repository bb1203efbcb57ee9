import { kredensialService } from '@functions/domain/kredensial/service';
import { createAreaHandler } from '@functions/lib/http';
import { kredensialApi } from '@shared/api/kredensial';

export const handler = createAreaHandler(kredensialApi, {
  kredensial: async ({ params }) => kredensialService.ofDokumen(params.code),

  penerbit: async () => kredensialService.penerbit(),

  jwks: async ({ reply }) => {
    // the key changes only with a key rotation; verifiers may keep the set a few minutes
    reply.headers['cache-control'] = 'public, max-age=300';
    return kredensialService.jwks();
  },

  statusList: async ({ params, reply }) => {
    const { jwt, maxAgeSeconds } = await kredensialService.statusList(params.list);
    reply.headers['cache-control'] = `public, max-age=${maxAgeSeconds}`;
    return jwt;
  },
});
