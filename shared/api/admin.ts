/**
 * The admin area (one Lambda; docs/decisions/0002-areas-are-lambdas-grouped-by-profile.md): the master data writes of
 * the super admin and the admins jurusan. Each route group lives in its own contract file; this
 * one joins them: faculties, the university and study programs
 * (shared/api/universitas.ts), portfolio categories and rubrics (rubrik.ts), the CPL of a program
 * (cpl.ts), internal activities (ppk.ts). People, migration decisions and the audit log are the
 * `manajemen` area (shared/api/manajemen.ts); the bulk import is the `impor` area.
 */ import { defineArea } from './contract';
import { cplRoutes } from './cpl';
import { ppkRoutes } from './ppk';
import { rubrikRoutes } from './rubrik';
import { universitasRoutes } from './universitas';

export const adminApi = defineArea('admin', { ...universitasRoutes, ...rubrikRoutes, ...cplRoutes, ...ppkRoutes });
