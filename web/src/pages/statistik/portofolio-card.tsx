/**
 * Unverified portfolios: those waiting (Menunggu or Diubah) of every portfolio, with the way to the
 * verification page; the super admin picks the program.
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { portofolioOf, STATISTIK_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { useFollow } from '@web/app/use-follow';
import { BigNumber, CardBody } from './card-body';
import { formatNumber } from './dashboard-numbers';
import { useProdiFilter } from './prodi-filter';

export const VERIFIKASI_HREF = '/admin/portofolio';

export function PortofolioCard() {
  const follow = useFollow();
  const prodi = useProdiFilter(STATISTIK_MSG.portofolioTitle);
  const counts = useApiQuery(api.statistik.statistikPortofolio, { query: { id_prodi: prodi.idProdi } });
  return (
    <Container
      fitHeight
      header={
        <Header variant="h2" actions={prodi.select}>
          {STATISTIK_MSG.portofolioTitle}
        </Header>
      }
    >
      <CardBody query={counts}>
        {(c) => (
          <SpaceBetween size="s">
            <BigNumber
              testId="portofolio-value"
              label={STATISTIK_MSG.colBelumDiverifikasi}
              value={formatNumber(c.belum_diverifikasi)}
              detail={portofolioOf(formatNumber(c.total))}
            />
            <Link href={VERIFIKASI_HREF} onFollow={follow}>
              {STATISTIK_MSG.portofolioLink}
            </Link>
          </SpaceBetween>
        )}
      </CardBody>
    </Container>
  );
}
