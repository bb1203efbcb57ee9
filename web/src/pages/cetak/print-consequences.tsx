/**
 * What a print does to the students who have not asked for their SKPI, named before the print
 * (the server's issue, functions/domain/cetak/issue.ts: the student graduates on the period's date
 * and a request marked accepted is written for them), and who is printed although their rubrics are
 * not met (the print does not refuse them). The print dialog names its chosen rows; Advanced Print's
 * program tab names the program's students the list finds.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { readableDate } from '@shared/domain/dates';
import { cetakBelumMengajukan, cetakNames, cetakRubrikBelum, cetakStudent } from '@shared/messages';
import type { CetakRow } from './cetak-data';
import { usePeriodeOptions } from './cetak-data';

/** Names a dialog writes out before 'dan n lainnya'. */
const NAMES_SHOWN = 5;

export type PrintedStudent = Pick<CetakRow, 'nama' | 'nim' | 'is_downloaded' | 'rubrik_terpenuhi' | 'dokumen'>;

/** Some of a group's students and how many it holds. */
export interface Group {
  rows: readonly PrintedStudent[];
  total: number;
}

const namesOf = (g: Group) =>
  cetakNames(
    g.rows.slice(0, NAMES_SHOWN).map((r) => cetakStudent(r.nama, r.nim)),
    g.total,
  );

/**
 * The chosen rows' groups. Without override a printed SKPI is given back and nothing changes for
 * its student, so only the rows that will print count.
 */
export function groupsOf(rows: readonly PrintedStudent[], override: boolean): { belum: Group; rubrik: Group } {
  const printing = rows.filter((r) => override || r.dokumen === null);
  const belum = printing.filter((r) => r.is_downloaded === null);
  const rubrik = printing.filter((r) => !r.rubrik_terpenuhi);
  return { belum: { rows: belum, total: belum.length }, rubrik: { rows: rubrik, total: rubrik.length } };
}

/** The period's date to read ('14 Maret 2026'), once one is chosen. */
function usePeriodeDate(periode: string): string | null {
  const { list } = usePeriodeOptions();
  const chosen = list.data?.periode.find((p) => String(p.id_periode_kelulusan) === periode);
  return chosen ? readableDate(chosen.tanggal) : null;
}

export function PrintConsequences({ belum, rubrik, periode }: { belum: Group; rubrik: Group; periode: string }) {
  const tanggal = usePeriodeDate(periode);
  if (belum.total === 0 && rubrik.total === 0) return null;
  return (
    <SpaceBetween size="s">
      {belum.total > 0 && <Alert type="warning">{cetakBelumMengajukan(belum.total, namesOf(belum), tanggal)}</Alert>}
      {rubrik.total > 0 && <Alert type="warning">{cetakRubrikBelum(rubrik.total, namesOf(rubrik))}</Alert>}
    </SpaceBetween>
  );
}
