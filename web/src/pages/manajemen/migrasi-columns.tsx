/**
 * The columns of the migration table: NIM Lama, NIM Baru, Nama, Prodi Lama, Prodi Baru, Angkatan,
 * Opsi with Verifikasi. Below 640 px a row is one column (name, the NIM change, the program change,
 * the type) beside the button, so a phone reads it without scrolling the table sideways.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { mutasiRow } from '@shared/api/mutasi-admin';
import { MUTASI_ADMIN_SCREEN_MSG, prodiLabel, rowActionLabel } from '@shared/messages';
import type * as z from 'zod';

export type MutasiRow = z.output<typeof mutasiRow>;

/** 'Nama Prodi (S1)', or a dash when the program is unknown. */
export const prodiText = (p: MutasiRow['prodi_lama']) => (p ? prodiLabel(p.nama_prodi, p.jenjang) : MUTASI_ADMIN_SCREEN_MSG.dash);

function verifyButton(r: MutasiRow, onOpen: (row: MutasiRow) => void) {
  return (
    <Button
      variant="primary"
      wrapText={false}
      ariaLabel={rowActionLabel(MUTASI_ADMIN_SCREEN_MSG.verifikasi, r.user.nama || r.nim)}
      onClick={() => onOpen(r)}
    >
      {MUTASI_ADMIN_SCREEN_MSG.verifikasi}
    </Button>
  );
}

export function migrasiColumns(onOpen: (row: MutasiRow) => void, compact: boolean): TableProps.ColumnDefinition<MutasiRow>[] {
  const opsi: TableProps.ColumnDefinition<MutasiRow> = { id: 'opsi', header: MUTASI_ADMIN_SCREEN_MSG.colOpsi, cell: (r) => verifyButton(r, onOpen) };
  if (compact) {
    return [
      {
        id: 'pengajuan',
        header: MUTASI_ADMIN_SCREEN_MSG.colNama,
        isRowHeader: true,
        cell: (r) => (
          <SpaceBetween size="xxxs">
            <Box fontWeight="bold">{r.user.nama}</Box>
            <Box variant="small">
              {r.nim} → {r.nim_baru}
            </Box>
            <Box variant="small" color="text-body-secondary">
              {prodiText(r.prodi_lama)} → {prodiText(r.prodi_baru)}
            </Box>
            <Box variant="small" color="text-body-secondary">
              {MUTASI_ADMIN_SCREEN_MSG.jenisLabel(r.type)} · {r.user.angkatan ?? MUTASI_ADMIN_SCREEN_MSG.dash}
            </Box>
          </SpaceBetween>
        ),
      },
      opsi,
    ];
  }
  return [
    { id: 'nim', header: MUTASI_ADMIN_SCREEN_MSG.colNimLama, cell: (r) => r.nim },
    { id: 'nim_baru', header: MUTASI_ADMIN_SCREEN_MSG.colNimBaru, cell: (r) => r.nim_baru },
    {
      id: 'nama',
      header: MUTASI_ADMIN_SCREEN_MSG.colNama,
      isRowHeader: true,
      cell: (r) => (
        <SpaceBetween size="xxxs">
          <span>{r.user.nama}</span>
          <Box variant="small" color="text-body-secondary">
            {MUTASI_ADMIN_SCREEN_MSG.jenisLabel(r.type)}
          </Box>
        </SpaceBetween>
      ),
    },
    { id: 'prodi_lama', header: MUTASI_ADMIN_SCREEN_MSG.colProdiLama, cell: (r) => prodiText(r.prodi_lama) },
    { id: 'prodi_baru', header: MUTASI_ADMIN_SCREEN_MSG.colProdiBaru, cell: (r) => prodiText(r.prodi_baru) },
    { id: 'angkatan', header: MUTASI_ADMIN_SCREEN_MSG.colAngkatan, cell: (r) => r.user.angkatan ?? MUTASI_ADMIN_SCREEN_MSG.dash },
    opsi,
  ];
}
