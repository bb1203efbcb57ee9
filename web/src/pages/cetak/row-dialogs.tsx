/**
 * The dialogs of one student's row: Hapus (revocation with a required public category and a
 * reason for the staff: the document is kept and its verification page says DICABUT with the
 * category), Ubah Nomor Ijazah (the national diploma number
 * printed in section 1), and Dokumen SKPI (every document issued, with its status, a revocation's category and reason, a draft's chain of
 * approvals, and history).
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { ijazahBody, revokeBody } from '@shared/api/cetak';
import { displayDate, displayDateTime } from '@shared/domain/dates';
import { KATEGORI_PENCABUTAN, KATEGORI_PENCABUTAN_LABEL } from '@shared/domain/segel';
import { AUTH_SCREEN_MSG, CETAK_SCREEN_MSG, cetakStudent, dokumenRiwayatLine, MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { FormModal } from '@web/components/form/form-modal';
import { optionOf } from '@web/components/form/options';
import { SkpiNumber } from '@web/components/skpi-number';
import type { CetakRow, DokumenStaff } from './cetak-data';
import { TahapanList } from './draf-parts';

/** The public categories of a revocation, by their Indonesian labels. */
const KATEGORI_OPTIONS = KATEGORI_PENCABUTAN.map((k) => optionOf(k, KATEGORI_PENCABUTAN_LABEL[k].id));

export function RevokeDialog({ row, onClose }: { row: CetakRow; onClose: (saved: boolean) => void }) {
  return (
    <FormModal
      title={CETAK_SCREEN_MSG.revokeTitle}
      context={
        <SpaceBetween size="xs">
          <Box variant="p" fontWeight="bold" color="text-body-secondary">
            {cetakStudent(row.nama, row.nim)}
            {row.dokumen && (
              <>
                {' · '}
                <SkpiNumber value={row.dokumen.nomor} />
              </>
            )}
          </Box>
          <Box variant="p" color="text-body-secondary">
            {CETAK_SCREEN_MSG.revokeAsk}
          </Box>
        </SpaceBetween>
      }
      schema={revokeBody}
      initial={{ kategori: '', alasan: '' }}
      fields={[
        { name: 'kategori', label: CETAK_SCREEN_MSG.kategori, description: CETAK_SCREEN_MSG.kategoriHint, options: KATEGORI_OPTIONS },
        { name: 'alasan', label: CETAK_SCREEN_MSG.alasan, description: CETAK_SCREEN_MSG.alasanHint, rows: 3 },
      ]}
      required={['kategori', 'alasan']}
      submitLabel={CETAK_SCREEN_MSG.revokeSubmit}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={CETAK_SCREEN_MSG.mencabut}
      send={(body) => call(api.cetak.skpiRevoke, { params: { nim: row.nim }, body })}
      onClose={onClose}
    />
  );
}

export function IjazahDialog({ row, onClose }: { row: CetakRow; onClose: (saved: boolean) => void }) {
  return (
    <FormModal
      title={CETAK_SCREEN_MSG.ubahIjazah}
      context={cetakStudent(row.nama, row.nim)}
      schema={ijazahBody}
      initial={{ nomor_ijazah_nasional: row.nomor_ijazah_nasional ?? '' }}
      fields={[{ name: 'nomor_ijazah_nasional', label: CETAK_SCREEN_MSG.ijazah }]}
      required={[]}
      submitLabel={AUTH_SCREEN_MSG.save}
      cancelLabel={AUTH_SCREEN_MSG.cancel}
      pending={MSG.mengupdate}
      send={(body) => call(api.cetak.skpiIjazah, { params: { nim: row.nim }, body })}
      onClose={onClose}
    />
  );
}

const STATUS: Record<DokumenStaff['status'], { label: string; type: StatusIndicatorProps.Type }> = {
  sah: { label: CETAK_SCREEN_MSG.statusSah, type: 'success' },
  dicabut: { label: CETAK_SCREEN_MSG.statusDicabut, type: 'error' },
  digantikan: { label: CETAK_SCREEN_MSG.statusDigantikan, type: 'stopped' },
  draf: { label: CETAK_SCREEN_MSG.statusDraf, type: 'pending' },
  dibatalkan: { label: CETAK_SCREEN_MSG.statusDibatalkan, type: 'stopped' },
};

const AKSI: Record<DokumenStaff['riwayat'][number]['aksi'], string> = {
  terbit: CETAK_SCREEN_MSG.aksiTerbit,
  digantikan: CETAK_SCREEN_MSG.aksiDigantikan,
  dicabut: CETAK_SCREEN_MSG.aksiDicabut,
  draf: CETAK_SCREEN_MSG.aksiDraf,
  disetujui: CETAK_SCREEN_MSG.aksiDisetujui,
  dikembalikan: CETAK_SCREEN_MSG.aksiDikembalikan,
  'dicetak-ulang': CETAK_SCREEN_MSG.aksiDicetakUlang,
  dibatalkan: CETAK_SCREEN_MSG.aksiDibatalkan,
};

function DokumenCard({ dokumen }: { dokumen: DokumenStaff }) {
  const status = STATUS[dokumen.status];
  return (
    <Container
      header={
        <Header variant="h3" actions={<StatusIndicator type={status.type}>{status.label}</StatusIndicator>}>
          <SkpiNumber value={dokumen.nomor} />
        </Header>
      }
    >
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={2}
          items={[
            { label: CETAK_SCREEN_MSG.colTanggalTerbit, value: displayDate(dokumen.tanggal_terbit) },
            { label: CETAK_SCREEN_MSG.colPeriode, value: dokumen.periode },
            ...(dokumen.kategori_dicabut
              ? [{ label: CETAK_SCREEN_MSG.kategori, value: KATEGORI_PENCABUTAN_LABEL[dokumen.kategori_dicabut].id }]
              : []),
            ...(dokumen.alasan_dicabut ? [{ label: CETAK_SCREEN_MSG.alasanDicabut, value: dokumen.alasan_dicabut }] : []),
            ...(dokumen.digantikan_oleh ? [{ label: CETAK_SCREEN_MSG.digantikanOleh, value: <SkpiNumber value={dokumen.digantikan_oleh} /> }] : []),
            {
              label: CETAK_SCREEN_MSG.dokumen,
              value: (
                <SpaceBetween direction="horizontal" size="m">
                  <Link href={dokumen.url} external>
                    {CETAK_SCREEN_MSG.bukaPdf}
                  </Link>
                  <Link href={dokumen.verifikasi_url} external>
                    {CETAK_SCREEN_MSG.halamanVerifikasi}
                  </Link>
                </SpaceBetween>
              ),
            },
          ]}
        />
        {dokumen.pengesahan && <TahapanList pengesahan={dokumen.pengesahan} />}
        <div>
          <Box variant="h4">{CETAK_SCREEN_MSG.riwayat}</Box>
          <ul className="cetak-riwayat">
            {dokumen.riwayat.map((r) => (
              <li key={`${r.aksi}-${r.waktu}`}>
                {dokumenRiwayatLine(AKSI[r.aksi], r.oleh, displayDateTime(r.waktu))}
                {r.catatan && (
                  <Box variant="small" display="block" color="text-body-secondary">
                    {r.catatan}
                  </Box>
                )}
              </li>
            ))}
          </ul>
        </div>
      </SpaceBetween>
    </Container>
  );
}

export function DokumenDialog({ row, onClose }: { row: CetakRow; onClose: () => void }) {
  const query = useApiQuery(api.cetak.skpiDokumen, { params: { nim: row.nim } });
  return (
    <Modal visible size="large" header={CETAK_SCREEN_MSG.dokumen} closeAriaLabel={MSG.dismiss} onDismiss={onClose}>
      <SpaceBetween size="m">
        <Box variant="p" fontWeight="bold">
          {cetakStudent(row.nama, row.nim)}
        </Box>
        {query.isError ? (
          <FailureAlert error={query.error} />
        ) : !query.data ? (
          <StatusIndicator type="loading">{MSG.memuat}</StatusIndicator>
        ) : query.data.data.length === 0 ? (
          <Box color="text-body-secondary">{CETAK_SCREEN_MSG.dokumenEmpty}</Box>
        ) : (
          query.data.data.map((d) => <DokumenCard key={d.kode} dokumen={d} />)
        )}
      </SpaceBetween>
    </Modal>
  );
}
