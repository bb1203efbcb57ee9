/**
 * The Lambda entry of the people area (shared/api/manajemen.ts): accounts of students, prodi
 * admins and verifiers, migration and readmission decisions, the audit log; each route group's
 * handlers in its file beside this one.
 */
import { createAreaHandler } from '@functions/lib/http';
import { manajemenApi } from '@shared/api/manajemen';
import { akunHandlers } from './akun';
import { auditHandlers } from './audit';
import { mutasiAdminHandlers } from './mutasi-admin';

export const handler = createAreaHandler(manajemenApi, { ...akunHandlers, ...auditHandlers, ...mutasiAdminHandlers });
