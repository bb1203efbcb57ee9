/**
 * The student area (one Lambda): the student's portfolios, and (from the SKPI part) the SKPI
 * request, checklist, profile and migration. Each part is a route group in its own file, spread here.
 */
import { defineArea } from './contract';
import { portofolioRoutes } from './portofolio';

export const mahasiswaApi = defineArea(
  'mahasiswa',
  { ...portofolioRoutes },
  // Portfolio and request writes; evidence uploads claimed from the uploads bucket into the documents bucket.
  { table: 'readwrite', uploads: 'readwrite', documents: 'readwrite', sendMail: false, memoryMb: 512 },
);
