/**
 * The dashboard's timeline: every portfolio of the student (any status, shown or hidden), newest
 * first, each with its verification status, filterable by year like the public profile.
 * One read of the whole list (GET /api/portofolio/user/{nim} with the largest page): a student
 * has tens of portfolios, and a year filter needs them all.
 */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { PORTOFOLIO_PAGE_MAX } from '@shared/api/portofolio';
import { DASHBOARD_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { PortofolioStatus } from '@web/components/portofolio-status';
import { PortfolioTimeline, type TimelineItem } from '@web/components/profil/portofolio-timeline';
import { useState } from 'react';

export function portfolioStatus(id: number) {
  return <PortofolioStatus id={id} />;
}

export function StudentTimeline({ nim }: { nim: string }) {
  const [year, setYear] = useState<number | null>(null);
  const list = useApiQuery(
    api.mahasiswa.portofolioList,
    { params: { nim }, query: { page: 1, paginate: PORTOFOLIO_PAGE_MAX } },
    { enabled: nim !== '' },
  );
  if (list.isError) return <FailureAlert error={list.error} />;
  if (!list.data) return <StatusIndicator type="loading">{DASHBOARD_MSG.timelineLoading}</StatusIndicator>;
  const items: TimelineItem[] = list.data.portofolio.data.map((p) => ({
    judul: p.judul,
    judul_inggris: p.judul_inggris,
    tanggal_terbit: p.tanggal_terbit,
    tahun: Number(p.tanggal_terbit.slice(0, 4)),
    status: portfolioStatus(p.id_status_portofolio),
  }));
  const known = year !== null && items.some((i) => i.tahun === year) ? year : null;
  return <PortfolioTimeline items={items} year={known} onYear={setYear} emptyText={DASHBOARD_MSG.timelineEmpty} />;
}
