/**
 * Weekly logins (super admin only): one line per account type over the last seven days, labelled by
 * Indonesian weekday so that the last is today (the answer's dates). Every day is labelled at every
 * width: the axis draws a label only when it fits beside its neighbours and within the plot, and a
 * line chart puts its first and last days at the plot's edges, where a full name ('Minggu', 'Jumat')
 * of the last day did not fit a dashboard card; the short names ('Min', 'Jum') fit at any width.
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import { api } from '@shared/api';
import { LOGIN_SERIES } from '@shared/api/statistik';
import { STATISTIK_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { CardBody, CardEmpty } from './card-body';
import { formatNumber, shortWeekday, weekdayOf } from './dashboard-numbers';

const SERIES_TITLE: Record<(typeof LOGIN_SERIES)[number], string> = {
  mahasiswa: STATISTIK_MSG.seriesMahasiswa,
  verifikator: STATISTIK_MSG.seriesVerifikator,
  admin_jurusan: STATISTIK_MSG.seriesAdminJurusan,
  super_admin: STATISTIK_MSG.seriesSuperAdmin,
  ppk: STATISTIK_MSG.seriesPpk,
};

export function LoginCard() {
  const week = useApiQuery(api.statistik.statistikLoginWeek, {});
  return (
    <Container fitHeight header={<Header variant="h2">{STATISTIK_MSG.loginTitle}</Header>}>
      <CardBody query={week} isEmpty={(w) => w.tanggal.length === 0}>
        {(w) => {
          const days = w.tanggal.map(weekdayOf);
          const series = LOGIN_SERIES.map((s) => ({
            type: 'line' as const,
            title: SERIES_TITLE[s],
            data: days.map((x, i) => ({ x, y: w.data[s][i] ?? 0 })),
          }));
          const top = Math.max(0, ...series.flatMap((s) => s.data.map((d) => d.y)));
          return (
            <LineChart
              series={series}
              xScaleType="categorical"
              xDomain={days}
              yDomain={[0, Math.max(4, top)]}
              height={300}
              hideFilter
              ariaLabel={STATISTIK_MSG.loginChart}
              xTitle={STATISTIK_MSG.loginX}
              yTitle={STATISTIK_MSG.loginY}
              i18nStrings={{
                yTickFormatter: (y) => (Number.isInteger(y) ? formatNumber(y) : ''),
                xTickFormatter: (x) => shortWeekday(String(x)),
              }}
              empty={<CardEmpty />}
            />
          );
        }}
      </CardBody>
    </Container>
  );
}
