/** What the verify dialog shows of a portfolio: the student, the rubric, the portfolio and its evidence. */
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { readableDate } from '@shared/domain/dates';
import { pointsAgainstMax, prodiLabel, VERIFIKASI_TEXT } from '@shared/messages';
import { PortofolioStatus } from '@web/components/portofolio-status';
import type { QueueRow } from './queue-columns';

/** The evidence: the internal activity's document for an internal portfolio, else the student's upload. */
export const evidenceOf = (row: QueueRow): string | null => (row.id_kegiatan_ppk !== null ? row.dokumen_verifikasi : row.dokumen_portofolio);

export function VerifyDetails({ row, onViewPdf }: { row: QueueRow; onViewPdf: () => void }) {
  const evidence = evidenceOf(row);
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: VERIFIKASI_TEXT.mahasiswa, value: row.nama_mahasiswa },
        { label: VERIFIKASI_TEXT.colNim, value: row.nim },
        { label: VERIFIKASI_TEXT.prodi, value: prodiLabel(row.nama_prodi, row.jenjang) },
        { label: VERIFIKASI_TEXT.bidang, value: row.nama_bidang_portofolio },
        { label: VERIFIKASI_TEXT.rubrik, value: row.nama_rubrik },
        { label: VERIFIKASI_TEXT.anakRubrik, value: row.nama_anak_rubrik },
        { label: VERIFIKASI_TEXT.judul, value: row.judul },
        { label: VERIFIKASI_TEXT.judulInggris, value: row.judul_inggris ?? '-' },
        { label: VERIFIKASI_TEXT.tanggalTerbit, value: readableDate(row.tanggal_terbit) },
        { label: VERIFIKASI_TEXT.poin, value: pointsAgainstMax(row.bobot_skp_portofolio, row.bobot_maksimal_skp_tiap_portofolio) },
        { label: VERIFIKASI_TEXT.jenis, value: row.id_kegiatan_ppk !== null ? VERIFIKASI_TEXT.jenisInternal : VERIFIKASI_TEXT.jenisEksternal },
        { label: VERIFIKASI_TEXT.colStatus, value: <PortofolioStatus id={row.status_portofolio} /> },
        {
          label: VERIFIKASI_TEXT.bukti,
          value: evidence ? (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Button iconName="file-open" onClick={onViewPdf}>
                {VERIFIKASI_TEXT.lihatBukti}
              </Button>
              <Link href={evidence} external externalIconAriaLabel={VERIFIKASI_TEXT.unduhBukti}>
                {VERIFIKASI_TEXT.unduhBukti}
              </Link>
            </SpaceBetween>
          ) : (
            VERIFIKASI_TEXT.tanpaBukti
          ),
        },
        ...(row.catatan ? [{ label: VERIFIKASI_TEXT.catatanVerifikator, value: row.catatan }] : []),
      ]}
    />
  );
}
