/**
 * The admin area (one Lambda; docs/decisions.md "Reshape for growth"): master data writes,
 * people, periods, statistics and the audit log of the super admin and the admins jurusan. Each
 * route group lives in its own contract file; this one joins them with the area's Lambda profile.
 * First group: faculties, the university and study programs (shared/api/universitas.ts).
 * The CPL of a program: shared/api/cpl.ts. The audit log: shared/api/audit.ts. People (students,
 * prodi admins, verifiers): shared/api/manajemen.ts. Migration and readmission decisions:
 * shared/api/mutasi-admin.ts.
 */
import { auditRoutes } from './audit';
import { defineArea } from './contract';
import { cplRoutes } from './cpl';
import { manajemenRoutes } from './manajemen';
import { mutasiAdminRoutes } from './mutasi-admin';
import { ppkRoutes } from './ppk';
import { rubrikRoutes } from './rubrik';
import { universitasRoutes } from './universitas';

export const adminApi = defineArea(
  'admin',
  { ...universitasRoutes, ...rubrikRoutes, ...cplRoutes, ...ppkRoutes, ...auditRoutes, ...manajemenRoutes, ...mutasiAdminRoutes },
  // Master data writes; the internal activities' PDFs are claimed from their temporary uploads
  // (read, then moved: deleted) into the documents bucket, and replaced ones deleted. People
  // (shared/api/manajemen.ts) send the activation and set-password mails of new accounts and delete
  // a deleted student's files; a migration or readmission decision e-mails the student.
  { table: 'readwrite', uploads: 'readwrite', documents: 'readwrite', sendMail: true },
);
