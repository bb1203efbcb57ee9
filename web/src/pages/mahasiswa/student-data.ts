/**
 * The reads the student's dashboard and SKPI screen share: the checklist (GET /api/skpi) with its
 * summary from the shared rule (never recomputed here), the statistics summed over the categories
 * (GET /api/statistik/user-portofolio: every portfolio counted, verified points only) and the
 * latest upload (GET /api/portofolio/latest).
 */
import { api } from '@shared/api';
import { checklistSummary } from '@shared/domain/checklist';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiQuery } from '@web/api/query';

export function useChecklist() {
  return useApiQuery(api.mahasiswa.skpiChecklist, {}, { select: (d) => ({ rows: d.data, summary: checklistSummary(d.data) }) });
}

export function useStatistik() {
  return useApiQuery(
    api.mahasiswa.statistikUserPortofolio,
    {},
    {
      select: (d) =>
        d.bidang_portofolio.reduce(
          (sum, b) => ({
            portofolio: sum.portofolio + (b.statistik?.portofolio_count ?? 0),
            skp: sum.skp + (b.statistik?.bobot_skp ?? 0),
          }),
          { portofolio: 0, skp: 0 },
        ),
    },
  );
}

export function useLatestPortfolio() {
  return useApiQuery(api.mahasiswa.portofolioLatest, {});
}

export function useSkpiRequest() {
  return useApiQuery(api.mahasiswa.skpiPengajuan, {}, { select: (d) => d.data });
}

/** Reads the request state again (after a request, cancel or upload). */
export function useRefreshRequest(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: apiQueryKey(api.mahasiswa.skpiPengajuan).slice(0, 1) });
}
