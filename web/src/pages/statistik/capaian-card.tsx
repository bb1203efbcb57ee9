/**
 * Average achievement per portfolio category: for each category the whole percentage of active
 * students meeting every rubric of their program in it, on a fixed 0 to 100 % scale; the header
 * shows the bars' average as a whole number; Detail lists the sub-rubrics. Below 960 px the bars
 * are progress bars, one a row, their names above them (names under a chart's bars do not fit a
 * phone).
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { capaianAverage, STATISTIK_MSG } from '@shared/messages';
import { inLanguageOf } from '@shared/messages/language';
import { useApiQuery } from '@web/api/query';
import { DESKTOP_QUERY, useMediaQuery } from '@web/app/use-media-query';
import { EksporButton } from '@web/components/ekspor/ekspor-button';
import { useState } from 'react';
import { CapaianDetailModal } from './capaian-detail-modal';
import { CardBody, CardEmpty } from './card-body';
import { averageOf, formatPercent, percentOf } from './dashboard-numbers';
import { useProdiFilter } from './prodi-filter';

export function CapaianCard() {
  const prodi = useProdiFilter(STATISTIK_MSG.capaianTitle);
  const [detail, setDetail] = useState(false);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const bidang = useApiQuery(api.statistik.statistikBidangPortofolio, { query: { prodi: prodi.idProdi } });
  const bars = (bidang.data?.data ?? []).map((b) => ({
    x: inLanguageOf(b.nama_bidang, b.nama_bidang_inggris),
    y: percentOf(b.mahasiswa_aktif_memenuhi_skp, b.mahasiswa_aktif_total),
  }));
  const average = bidang.data && bars.length > 0 ? capaianAverage(formatPercent(averageOf(bars.map((b) => b.y)))) : undefined;
  return (
    <Container
      fitHeight
      header={
        <Header
          variant="h2"
          description={average}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {prodi.select}
              <EksporButton route={api.ekspor.statistikBidangPortofolioExport} query={{ prodi: prodi.idProdi }} />
              <Button onClick={() => setDetail(true)}>{STATISTIK_MSG.capaianDetail}</Button>
            </SpaceBetween>
          }
        >
          {STATISTIK_MSG.capaianTitle}
        </Header>
      }
    >
      <CardBody query={bidang} isEmpty={(b) => b.data.length === 0}>
        {(b) => (
          <SpaceBetween size="s">
            {b.sedang_dihitung_ulang && <StatusIndicator type="info">{STATISTIK_MSG.sedangDihitungUlang}</StatusIndicator>}
            {desktop ? (
              <BarChart
                series={[{ type: 'bar', title: STATISTIK_MSG.capaianSeries, data: bars, valueFormatter: (y) => formatPercent(y) }]}
                xScaleType="categorical"
                xDomain={bars.map((d) => d.x)}
                yDomain={[0, 100]}
                height={220}
                hideFilter
                hideLegend
                ariaLabel={STATISTIK_MSG.capaianChart}
                xTitle={STATISTIK_MSG.capaianX}
                yTitle={STATISTIK_MSG.capaianY}
                i18nStrings={{ yTickFormatter: (y) => formatPercent(y) }}
                empty={<CardEmpty />}
              />
            ) : (
              // a phone has no room for the categories' names under the bars: one bar a row, its name above it
              <ul className="dashboard-bars" aria-label={STATISTIK_MSG.capaianChart}>
                {bars.map((b) => (
                  <li key={b.x}>
                    <ProgressBar label={b.x} value={b.y} />
                  </li>
                ))}
              </ul>
            )}
          </SpaceBetween>
        )}
      </CardBody>
      {detail && <CapaianDetailModal idProdi={prodi.idProdi} onClose={() => setDetail(false)} />}
    </Container>
  );
}
