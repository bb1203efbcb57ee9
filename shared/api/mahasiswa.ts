/**
 * The student area (one Lambda): the SKPI checklist and request, the own profile, migration and
 * readmission, and (merged from the portfolio branch) the student's portfolios and master-data
 * reads. Each route group lives in its own contract file; this one joins them with the profile.
 */
import { defineArea } from './contract';
import { mutasiRoutes } from './mutasi';
import { profilRoutes } from './profil';
import { skpiRoutes } from './skpi';

export const mahasiswaApi = defineArea(
  'mahasiswa',
  { ...skpiRoutes, ...profilRoutes, ...mutasiRoutes },
  // Student data: uploaded evidence, photos and SKPI documents are claimed from their temporary keys.
  { table: 'readwrite', uploads: 'readwrite', documents: 'readwrite', sendMail: false, memoryMb: 512 },
);
