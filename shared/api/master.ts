import * as z from 'zod';
import { idParam } from './common';
import { defineArea } from './contract';

/** Jenjang (level) of a study program. */
export const JENJANG = ['D3', 'D4', 'S1', 'S2', 'S3', 'Profesi'] as const;

/** What anyone may read of a faculty. */
export const fakultasPublic = z.strictObject({
  id_fakultas: z.number().int(),
  nama_fakultas: z.string(),
  nama_fakultas_inggris: z.string(),
  is_active: z.boolean(),
});

/** What anyone may read of a study program. */
export const prodiPublic = z.strictObject({
  id_prodi: z.number().int(),
  id_fakultas: z.number().int(),
  nama_prodi: z.string(),
  nama_prodi_inggris: z.string(),
  jenjang: z.string(),
  gelar: z.string(),
  is_active: z.boolean(),
});

/** Faculties, study programs and the university record. */
export const masterApi = defineArea(
  'master',
  {
    fakultasList: {
      method: 'GET',
      path: '/api/fakultas',
      access: 'public',
      summary: 'Active faculties (registration, filters)',
      response: z.strictObject({ fakultas: z.array(fakultasPublic) }),
    },
    prodiByFakultas: {
      method: 'GET',
      path: '/api/fakultas/{id}/prodi',
      access: 'public',
      summary: "A faculty's active study programs",
      params: idParam,
      response: z.strictObject({ prodi: z.array(prodiPublic) }),
    },
    prodiList: {
      method: 'GET',
      path: '/api/prodi',
      access: 'public',
      summary: 'All study programs',
      response: z.strictObject({ prodi: z.array(prodiPublic) }),
    },
  },
  // Public reads of faculties and study programs.
  { table: 'read', uploads: 'none', documents: 'none', sendMail: false },
);
