/**
 * The rules of an import row (no I/O: the programs, the caller's scope and the NIM and e-mails
 * already taken are handed in). A row is refused with every reason it has: a NIM that is not
 * numeric, a bad e-mail or name, a program unknown (matched by id, by exact name, or by
 * 'nama (jenjang)'), ambiguous, inactive or out of the admin's scope, a year of entry outside
 * 1958 to next year, a NIM or e-mail already taken, or the same NIM or e-mail as an earlier row of
 * the file (the first one wins).
 */
import type { FakultasItem, ProdiItem } from '@functions/domain/master/repo';
import { prodiLabel } from '@shared/messages/common';
import { IMPOR_MSG, imporDuplicateEmail, imporDuplicateNim, imporTahunInvalid } from '@shared/messages/impor';
import { FIRST_TAHUN_MASUK, imporRowRules } from '@shared/validation/impor';
import type { CsvRow } from './csv';

export interface GoodRow {
  baris: number;
  nim: string;
  nama: string;
  email: string;
  id_prodi: number;
  nama_prodi: string;
  tahun_masuk: number;
}

export interface RefusedRow {
  baris: number;
  nim: string;
  alasan: string[];
}

export interface RowContext {
  programs: readonly ProdiItem[];
  faculties: readonly FakultasItem[];
  /** The admin jurusan's program; null for the super admin (any program). */
  scope: number | null;
  takenNims: ReadonlySet<string>;
  /** Lower-case addresses. */
  takenEmails: ReadonlySet<string>;
  /** The last accepted year of entry (next year). */
  lastYear: number;
}

const folded = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export type ProgramMatch = { ok: true; prodi: ProdiItem } | { ok: false; reason: string };

/** Finds a program by id, by 'nama (jenjang)' or by its name when only one program has it. */
export function programMatcher(programs: readonly ProdiItem[]): (text: string) => ProgramMatch {
  const byId = new Map(programs.map((p) => [String(p.id_prodi), p]));
  const byLabel = new Map(programs.map((p) => [folded(prodiLabel(p.nama_prodi, p.jenjang)), p]));
  const byName = new Map<string, ProdiItem[]>();
  for (const p of programs) byName.set(folded(p.nama_prodi), [...(byName.get(folded(p.nama_prodi)) ?? []), p]);
  return (text) => {
    const key = folded(text);
    const found = (/^\d+$/.test(key) ? byId.get(String(Number(key))) : undefined) ?? byLabel.get(key);
    if (found) return { ok: true, prodi: found };
    const named = byName.get(key) ?? [];
    if (named.length === 1 && named[0]) return { ok: true, prodi: named[0] };
    return { ok: false, reason: named.length > 1 ? IMPOR_MSG.imporProdiAmbiguous : IMPOR_MSG.imporProdiUnknown };
  };
}

/** The identity keys of a row as they are stored: the NIM as written, the e-mail in lower case. */
export const rowKeys = (row: Pick<CsvRow, 'nim' | 'email'>) => ({ nim: row.nim, email: row.email.toLowerCase() });

/** Sorts the rows into those to create and those refused (with every reason), in file order. */
export function checkRows(rows: readonly CsvRow[], ctx: RowContext): { good: GoodRow[]; refused: RefusedRow[] } {
  const match = programMatcher(ctx.programs);
  const activeFaculty = new Set(ctx.faculties.filter((f) => f.is_active).map((f) => f.id_fakultas));
  const firstNim = new Map<string, number>();
  const firstEmail = new Map<string, number>();
  const good: GoodRow[] = [];
  const refused: RefusedRow[] = [];

  for (const row of rows) {
    const { nim, email } = rowKeys(row);
    const alasan: string[] = [];
    const nimProblem = imporRowRules.nim(nim);
    if (nimProblem) alasan.push(nimProblem);
    const namaProblem = imporRowRules.nama(row.nama);
    if (namaProblem) alasan.push(namaProblem);
    const emailProblem = imporRowRules.email(email);
    if (emailProblem) alasan.push(emailProblem);

    const program = match(row.program);
    if (!program.ok) alasan.push(program.reason);
    else if (ctx.scope !== null && program.prodi.id_prodi !== ctx.scope) alasan.push(IMPOR_MSG.imporProdiOutOfScope);
    else if (!program.prodi.is_active || !activeFaculty.has(program.prodi.id_fakultas)) alasan.push(IMPOR_MSG.imporProdiInactive);

    const year = /^\d{4}$/.test(row.tahun_masuk) ? Number(row.tahun_masuk) : Number.NaN;
    if (!(year >= FIRST_TAHUN_MASUK && year <= ctx.lastYear)) alasan.push(imporTahunInvalid(FIRST_TAHUN_MASUK, ctx.lastYear));

    if (!nimProblem) {
      const earlier = firstNim.get(nim);
      if (earlier !== undefined) alasan.push(imporDuplicateNim(earlier));
      else {
        firstNim.set(nim, row.line);
        if (ctx.takenNims.has(nim)) alasan.push(IMPOR_MSG.imporNimTaken);
      }
    }
    if (!emailProblem) {
      const earlier = firstEmail.get(email);
      if (earlier !== undefined) alasan.push(imporDuplicateEmail(earlier));
      else {
        firstEmail.set(email, row.line);
        if (ctx.takenEmails.has(email)) alasan.push(IMPOR_MSG.imporEmailTaken);
      }
    }

    if (alasan.length || !program.ok) refused.push({ baris: row.line, nim: row.nim, alasan });
    else
      good.push({
        baris: row.line,
        nim,
        nama: row.nama,
        email,
        id_prodi: program.prodi.id_prodi,
        nama_prodi: prodiLabel(program.prodi.nama_prodi, program.prodi.jenjang),
        tahun_masuk: year,
      });
  }
  return { good, refused };
}
