/**
 * The admin area (one Lambda; docs/decisions/0002-areas-are-lambdas-grouped-by-profile.md): the master data writes of
 * the super admin and the admins jurusan. Each route group lives in its own contract file; this
 * one joins them with the area's Lambda profile: faculties, the university and study programs
 * (shared/api/universitas.ts), portfolio categories and rubrics (rubrik.ts), the CPL of a program
 * (cpl.ts), internal activities (ppk.ts). People, migration decisions and the audit log are the
 * `manajemen` area (shared/api/manajemen.ts); the bulk import is the `impor` area.
 */ import { defineArea } from './contract';
import { cplRoutes } from './cpl';
import { ppkRoutes } from './ppk';
import { rubrikRoutes } from './rubrik';
import { universitasRoutes } from './universitas';

export const adminApi = defineArea(
  'admin',
  { ...universitasRoutes, ...rubrikRoutes, ...cplRoutes, ...ppkRoutes },
  // Master data writes; the internal activities' PDFs are claimed from their temporary uploads
  // (read, then moved: deleted) into the documents bucket, and replaced ones deleted. No mail.
  // A change of a program's rubrics starts the recount of its achievement counters.
  { table: 'readwrite', uploads: 'readwrite', documents: 'readwrite', sendMail: false, invokes: ['statistik-capaian'] },
);
