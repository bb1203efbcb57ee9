/**
 * The 'Admin Prodi' summary: per program every portfolio and those waiting, fewest waiting first,
 * scrolling inside a 226 px box. An admin jurusan sees their own.
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import { STATISTIK_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { useProdiNames } from '@web/components/bilingual/prodi-names';
import { EksporButton } from '@web/components/ekspor/ekspor-button';
import { CardBody } from './card-body';
import { ascendingBy, formatNumber } from './dashboard-numbers';

export function AdminProdiCard() {
  const summary = useApiQuery(api.statistik.statistikPortofolioSummary, {});
  const prodiName = useProdiNames();
  return (
    <Container
      fitHeight
      header={
        <Header variant="h2" actions={<EksporButton route={api.ekspor.statistikPortofolioSummaryExport} query={{}} />}>
          {STATISTIK_MSG.adminProdiTitle}
        </Header>
      }
    >
      <CardBody query={summary} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (axe scrollable-region-focusable)
          <section className="dashboard-scroll-box" tabIndex={0} aria-label={STATISTIK_MSG.adminProdiTitle}>
            <Table
              variant="borderless"
              wrapLines
              ariaLabels={{ tableLabel: STATISTIK_MSG.adminProdiTitle }}
              items={ascendingBy(
                rows,
                (r) => r.belum_diverifikasi,
                (r) => prodiName(r),
              )}
              columnDefinitions={[
                { id: 'prodi', header: STATISTIK_MSG.colProdi, cell: (r) => prodiName(r), isRowHeader: true, minWidth: 120 },
                { id: 'total', header: STATISTIK_MSG.colTotal, cell: (r) => formatNumber(r.total), minWidth: 64 },
                { id: 'belum', header: STATISTIK_MSG.colBelumDiverifikasi, cell: (r) => formatNumber(r.belum_diverifikasi), minWidth: 96 },
              ]}
            />
          </section>
        )}
      </CardBody>
    </Container>
  );
}
