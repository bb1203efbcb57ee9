/** What the verify dialog shows of a portfolio: the student, the rubric, the portfolio and its evidence. */
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { readableDate } from '@shared/domain/dates';
import { pointsAgainstMax, VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import { useProdiNames } from '@web/components/bilingual/prodi-names';
import { PortofolioStatus } from '@web/components/portofolio-status';
import type { QueueRow } from './queue-columns';

/** The evidence: the internal activity's document for an internal portfolio, else the student's upload. */
export const evidenceOf = (row: QueueRow): string | null => (row.id_kegiatan_ppk !== null ? row.dokumen_verifikasi : row.dokumen_portofolio);

export function VerifyDetails({ row, onViewPdf }: { row: QueueRow; onViewPdf: () => void }) {
  const evidence = evidenceOf(row);
  const prodiName = useProdiNames();
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: VERIFIKASI_SCREEN_MSG.mahasiswa, value: row.nama_mahasiswa },
        { label: VERIFIKASI_SCREEN_MSG.colNim, value: row.nim },
        { label: VERIFIKASI_SCREEN_MSG.prodi, value: prodiName(row) },
        { label: VERIFIKASI_SCREEN_MSG.bidang, value: row.nama_bidang_portofolio },
        { label: VERIFIKASI_SCREEN_MSG.rubrik, value: row.nama_rubrik },
        { label: VERIFIKASI_SCREEN_MSG.anakRubrik, value: row.nama_anak_rubrik },
        { label: VERIFIKASI_SCREEN_MSG.judul, value: row.judul },
        { label: VERIFIKASI_SCREEN_MSG.judulInggris, value: row.judul_inggris ?? '-' },
        { label: VERIFIKASI_SCREEN_MSG.tanggalTerbit, value: readableDate(row.tanggal_terbit) },
        { label: VERIFIKASI_SCREEN_MSG.poin, value: pointsAgainstMax(row.bobot_skp_portofolio, row.bobot_maksimal_skp_tiap_portofolio) },
        {
          label: VERIFIKASI_SCREEN_MSG.jenis,
          value: row.id_kegiatan_ppk !== null ? VERIFIKASI_SCREEN_MSG.jenisInternal : VERIFIKASI_SCREEN_MSG.jenisEksternal,
        },
        { label: VERIFIKASI_SCREEN_MSG.colStatus, value: <PortofolioStatus id={row.status_portofolio} /> },
        {
          label: VERIFIKASI_SCREEN_MSG.bukti,
          value: evidence ? (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Button iconName="file-open" onClick={onViewPdf}>
                {VERIFIKASI_SCREEN_MSG.lihatBukti}
              </Button>
              <Link href={evidence} external externalIconAriaLabel={VERIFIKASI_SCREEN_MSG.unduhBukti}>
                {VERIFIKASI_SCREEN_MSG.unduhBukti}
              </Link>
            </SpaceBetween>
          ) : (
            VERIFIKASI_SCREEN_MSG.tanpaBukti
          ),
        },
        ...(row.catatan ? [{ label: VERIFIKASI_SCREEN_MSG.catatanVerifikator, value: row.catatan }] : []),
      ]}
    />
  );
}
