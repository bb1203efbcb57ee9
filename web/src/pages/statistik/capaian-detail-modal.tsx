/**
 * The achievement card's Detail dialog: every sub-rubric of the scope with the active students
 * meeting its minimum, lowest percentage first, ten a page.
 */

import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import type { anakRubrikStatistikRow } from '@shared/api/statistik';
import { MSG, memenuhiOf, STATISTIK_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { useIsSuperAdmin } from '@web/app/roles';
import { useProdiNames } from '@web/components/bilingual/prodi-names';
import { EksporButton } from '@web/components/ekspor/ekspor-button';
import { Pager } from '@web/components/pager/pager';
import { ReadOnlyModal } from '@web/components/read-only-modal';
import { useMemo } from 'react';
import type * as z from 'zod';
import { CardError } from './card-body';
import { ascendingBy, formatNumber, formatPercent, percentOf } from './dashboard-numbers';

type Row = z.infer<typeof anakRubrikStatistikRow> & { persen: number };

export const DETAIL_PAGE_SIZE = 10;

export function CapaianDetailModal({ idProdi, onClose }: { idProdi: number | undefined; onClose: () => void }) {
  const superAdmin = useIsSuperAdmin();
  const prodiName = useProdiNames();
  const anak = useApiQuery(api.statistik.statistikAnakRubrik, { query: { prodi: idProdi } });
  const rows = useMemo<Row[]>(
    () =>
      ascendingBy(
        (anak.data?.data ?? []).map((r) => ({ ...r, persen: percentOf(r.mahasiswa_aktif_memenuhi_skp, r.mahasiswa_aktif_total) })),
        (r) => r.persen,
        (r) => `${r.nama_prodi} ${r.nama_rubrik} ${r.nama_anak_rubrik}`,
      ),
    [anak.data],
  );
  const { items, paginationProps, actions } = useCollection(rows, { pagination: { pageSize: DETAIL_PAGE_SIZE } });
  const columns: TableProps.ColumnDefinition<Row>[] = [
    { id: 'anak', header: STATISTIK_MSG.colAnakRubrik, cell: (r) => r.nama_anak_rubrik, isRowHeader: true },
    { id: 'rubrik', header: STATISTIK_MSG.colRubrik, cell: (r) => r.nama_rubrik },
    ...(superAdmin ? [{ id: 'prodi', header: STATISTIK_MSG.colProdi, cell: (r: Row) => prodiName(r) }] : []),
    {
      id: 'memenuhi',
      header: STATISTIK_MSG.colMemenuhi,
      cell: (r) => memenuhiOf(formatNumber(r.mahasiswa_aktif_memenuhi_skp), formatNumber(r.mahasiswa_aktif_total)),
    },
    { id: 'persen', header: STATISTIK_MSG.colPersen, cell: (r) => formatPercent(r.persen) },
  ];
  return (
    <ReadOnlyModal
      visible
      size="large"
      header={STATISTIK_MSG.capaianDetailTitle}
      closeLabel={STATISTIK_MSG.capaianDetailClose}
      closeAriaLabel={MSG.dismiss}
      closeVariant="primary"
      onClose={onClose}
    >
      {anak.isError ? (
        <CardError onRetry={() => void anak.refetch()} />
      ) : (
        <Table
          header={
            <Box float="right">
              <EksporButton route={api.ekspor.statistikAnakRubrikExport} query={{ prodi: idProdi }} />
            </Box>
          }
          variant="embedded"
          ariaLabels={{ tableLabel: STATISTIK_MSG.capaianDetailTitle }}
          columnDefinitions={columns}
          items={items}
          loading={anak.isPending}
          loadingText={MSG.memuat}
          wrapLines
          empty={<Box color="text-status-inactive">{MSG.tableEmpty}</Box>}
          pagination={
            (paginationProps.pagesCount ?? 1) > 1 ? (
              <Pager
                current={paginationProps.currentPageIndex}
                count={paginationProps.pagesCount}
                onChange={(page) => actions.setCurrentPage(page)}
              />
            ) : undefined
          }
        />
      )}
    </ReadOnlyModal>
  );
}
