/**
 * Graduation: graduates per month over the last twelve months (this month last, one a row so that
 * every month's label shows), this year's graduates and every registered student; the super admin
 * picks the program.
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { STATISTIK_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { CardBody, CardEmpty } from './card-body';
import { formatNumber, monthLabel } from './dashboard-numbers';
import { useProdiFilter } from './prodi-filter';

export function KelulusanCard() {
  const prodi = useProdiFilter(STATISTIK_MSG.kelulusanTitle);
  const lulus = useApiQuery(api.statistik.statistikKelulusan, { query: { id_prodi: prodi.idProdi } });
  return (
    <Container
      fitHeight
      header={
        <Header variant="h2" actions={prodi.select}>
          {STATISTIK_MSG.kelulusanTitle}
        </Header>
      }
    >
      <CardBody query={lulus}>
        {(k) => {
          const months = k.bulan.map(monthLabel);
          const values = k.mahasiswa_lulus_12_bulan_terakhir;
          const top = Math.max(0, ...values);
          return (
            <SpaceBetween size="m">
              <KeyValuePairs
                columns={2}
                items={[
                  {
                    label: STATISTIK_MSG.lulusTahunIni,
                    value: <span data-testid="lulus-tahun-ini">{formatNumber(k.mahasiswa_lulus_tahun_ini)}</span>,
                  },
                  { label: STATISTIK_MSG.totalMahasiswa, value: <span data-testid="total-mahasiswa">{formatNumber(k.total_mahasiswa)}</span> },
                ]}
              />
              {top === 0 ? (
                // the numbers above stand: what is empty is the chart's twelve months
                <CardEmpty text={STATISTIK_MSG.kelulusanEmpty} />
              ) : (
                <BarChart
                  series={[{ type: 'bar', title: STATISTIK_MSG.kelulusanSeries, data: months.map((x, i) => ({ x, y: values[i] ?? 0 })) }]}
                  xScaleType="categorical"
                  xDomain={months}
                  yDomain={[0, Math.max(4, top)]}
                  // twelve 'Jan 26' labels side by side do not fit half a desktop nor a phone: one month a row
                  horizontalBars
                  height={12 * 30}
                  hideFilter
                  hideLegend
                  ariaLabel={STATISTIK_MSG.kelulusanChart}
                  xTitle={STATISTIK_MSG.kelulusanX}
                  yTitle={STATISTIK_MSG.kelulusanY}
                  // graduates are whole people: no '0,5' ticks
                  i18nStrings={{ yTickFormatter: (y) => (Number.isInteger(y) ? formatNumber(y) : '') }}
                  empty={<CardEmpty text={STATISTIK_MSG.kelulusanEmpty} />}
                />
              )}
            </SpaceBetween>
          );
        }}
      </CardBody>
    </Container>
  );
}
