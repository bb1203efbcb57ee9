/**
 * The key formats of endorsement before the seal (docs/decisions/0056-pengesahan.md; the rows of
 * docs/data-model.md "SKPI approvals"). The draft itself is a printed document item
 * (`cetakKeys.skpiDokumen`) with status `draf`; these are what hangs off it.
 */
import { type Key, pad } from './key';

/** A position as a key part: lower case, spaces as '_' ('Ketua Program Studi' → 'ketua_program_studi'). */
const jabatanPart = (jabatan: string) => jabatan.trim().replace(/\s+/g, '_').toLowerCase();

export const pengesahanKeys = {
  /**
   * A student's one open draft (attribute `kode`): put with the draft, deleted when it is sealed or
   * cancelled, so a student never has two drafts, and the print list finds a student's draft by one BatchGet.
   */
  drafOfUser: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SKPI#DRAF' }),
  /**
   * GSI2: the drafts waiting at a stage (a position) in a faculty, by program, period and NIM: set on
   * the document item while it waits there, removed when it moves on, is returned or cancelled.
   */
  waitingAt: (idFakultas: number, jabatan: string) => `PENGESAHAN#FAKULTAS#${idFakultas}#TAHAP#${jabatanPart(jabatan)}`,
  waitingSort: (idProdi: number, idPeriode: number, nim: string) => `PRODI#${pad(idProdi)}#PERIODE#${pad(idPeriode)}#NIM#${nim.toUpperCase()}`,
  /** The sort-key prefix of one program's waiting drafts (a program head's scope, or the `prodi` filter). */
  waitingOfProdi: (idProdi: number) => `PRODI#${pad(idProdi)}#`,
  /** An approver's last daily mail of waiting drafts (attribute `tanggal`, WIB): at most one a day. */
  digestOfUser: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PENGESAHAN#DIGEST' }),
};
