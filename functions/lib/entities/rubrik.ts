/**
 * Portfolio categories (`BIDANG#<id>`, university-wide, GSI1 `BIDANG` / `URUTAN#<u>#<id>`), rubrics
 * (`RUBRIK#<id>`, per program and category: GSI1 `PRODI#<p>#BIDANG#<b>#RUBRIK`, GSI2
 * `PRODI#<p>#RUBRIK`, GSI3 `KATALOG#RUBRIK`, each by `ID#<id>`), sub-rubrics (`ANAK#<id>`: GSI1
 * `RUBRIK#<r>#ANAK`, GSI2 `PRODI#<p>#ANAK`, GSI3 `KATALOG#ANAK`) and the children counts their
 * deletes check (`STAT#BIDANG#<b>` / `RUBRIK`, `STAT#RUBRIK#<r>` / `ANAK`). Writer: functions/domain/rubrik/repo.ts.
 */
import { item, type Key } from './key';

export const rubrikKeys = {
  bidangPortofolio: (id: number) => item('BIDANG', id),
  /** GSI1: all portfolio categories by urutan_di_skpi. */
  bidangPortofolioList: () => 'BIDANG',
  rubrik: (id: number) => item('RUBRIK', id),
  /** GSI1: a prodi's rubrics of one category; GSI2: all rubrics of a prodi. */
  rubrikByProdiBidang: (idProdi: number, idBidang: number) => `PRODI#${idProdi}#BIDANG#${idBidang}#RUBRIK`,
  rubrikByProdi: (idProdi: number) => `PRODI#${idProdi}#RUBRIK`,
  anakRubrik: (id: number) => item('ANAK', id),
  /** GSI1: the sub-rubrics of a rubric; GSI2: all sub-rubrics of a prodi. */
  anakByRubrik: (idRubrik: number) => `RUBRIK#${idRubrik}#ANAK`,
  anakByProdi: (idProdi: number) => `PRODI#${idProdi}#ANAK`,
  /** GSI3: every rubric of the university (a university-wide table reads one partition, not two per program). */
  rubrikCatalog: () => 'KATALOG#RUBRIK',
  /** GSI3: every sub-rubric of the university. */
  anakCatalog: () => 'KATALOG#ANAK',
  /** A category's rubric count (`rubrik_count`, every program), moved with each rubric add and delete. */
  bidangRubrikCount: (idBidang: number): Key => ({ PK: `STAT#BIDANG#${idBidang}`, SK: 'RUBRIK' }),
  /** A rubric's sub-rubric count (`anak_rubrik_count`), moved with each sub-rubric add and delete. */
  rubrikAnakCount: (idRubrik: number): Key => ({ PK: `STAT#RUBRIK#${idRubrik}`, SK: 'ANAK' }),
} as const;
