/**
 * The student area (one Lambda): the student's portfolios, the SKPI checklist and request, the own
 * profile (and the admins' read of a student's), migration and readmission. Each route group lives in its own contract file; this one
 * joins them.
 */
import { defineArea } from './contract';
import { mutasiRoutes } from './mutasi';
import { portofolioRoutes } from './portofolio';
import { profilAdminRoutes, profilRoutes } from './profil';
import { skpiRoutes } from './skpi';

export const mahasiswaApi = defineArea('mahasiswa', { ...portofolioRoutes, ...skpiRoutes, ...profilRoutes, ...profilAdminRoutes, ...mutasiRoutes });
