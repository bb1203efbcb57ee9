/**
 * /user/portofolio (the Student portfolio screen): first the field cards, then the chosen field's (or
 * every field's) portfolios, with the add/edit dialog, the PDF viewer, the delete confirmation and the
 * history. The choice and the page live in the address (?bidang=3&page=2), so the browser's back button
 * returns to the cards.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { PORTOFOLIO_PAGE_SIZE } from '@shared/api/portofolio';
import { MSG, PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useSession } from '@web/app/session';
import { bidangNameOf, judulOf } from '@web/components/bilingual/data-language';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BidangCards } from './bidang-cards';
import { PortofolioDeleteModal } from './portofolio-delete-modal';
import { PortofolioDialog } from './portofolio-dialog';
import type { DialogTarget, PortofolioRow } from './portofolio-form';
import { PortofolioTable, type RowAction } from './portofolio-table';
import { RiwayatModal } from './riwayat-modal';
import { usePortofolioWrites } from './use-portofolio-writes';

const ALL = 'semua';

/** The field chosen in the address: null (the cards), every field, or one field's id. */
function choiceOf(value: string | null): number | typeof ALL | null {
  if (value === ALL) return ALL;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function PortofolioPage() {
  const { claims } = useSession();
  const nim = claims?.nim ?? '';
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params.get('bidang'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [locked, setLocked] = useState(false);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [viewing, setViewing] = useState<PortofolioRow | null>(null);
  const [deleting, setDeleting] = useState<PortofolioRow | null>(null);
  const [history, setHistory] = useState<PortofolioRow | null>(null);
  const writes = usePortofolioWrites(useCallback(() => setLocked(true), []));

  const statistik = useApiQuery(api.mahasiswa.statistikUserPortofolio, {});
  // a waiting SKPI request locks every portfolio write: say so from the start
  const pengajuan = useApiQuery(api.mahasiswa.skpiPengajuan, {});
  const requestWaiting = pengajuan.data?.data.is_downloaded === 0;
  const list = useApiQuery(
    api.mahasiswa.portofolioList,
    { params: { nim }, query: { paginate: PORTOFOLIO_PAGE_SIZE, page, bidang: choice === ALL || choice === null ? undefined : choice } },
    { enabled: choice !== null && nim !== '', placeholderData: keepPreviousData },
  );
  const bidang = statistik.data?.bidang_portofolio ?? [];
  const answer = list.data?.portofolio;

  const go = useCallback(
    (next: { bidang?: number | typeof ALL | null; page?: number }) => {
      const b = next.bidang === undefined ? choice : next.bidang;
      setParams(b === null ? {} : { bidang: String(b), page: String(next.page ?? 1) });
    },
    [choice, setParams],
  );

  // a delete may empty the last page: show the new last one
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) go({ page: answer.last_page });
  }, [answer, page, go]);

  const act = (action: RowAction, row: PortofolioRow) => {
    const target = { params: { nim, id: row.id_portofolio } };
    if (action === 'view') setViewing(row);
    else if (action === 'edit') setDialog({ mode: 'edit', row });
    else if (action === 'delete') setDeleting(row);
    else if (action === 'riwayat') setHistory(row);
    else if (action === 'hide') void writes.run(MSG.memperbarui, () => call(api.mahasiswa.portofolioHide, target));
    else void writes.run(MSG.memperbarui, () => call(api.mahasiswa.portofolioUnhide, target));
  };

  const remove = async (row: PortofolioRow) => {
    const result = await writes.run(
      MSG.menghapus,
      () => call(api.mahasiswa.portofolioDelete, { params: { nim, id: row.id_portofolio } }),
      MSG.portfolioDeleted,
    );
    if (result.ok) setDeleting(null);
  };

  const chosen = typeof choice === 'number' ? bidang.find((b) => b.id_bidang_portofolio === choice) : undefined;
  const writesLocked = locked || requestWaiting;
  return (
    <SpaceBetween size="l">
      {writesLocked && <Alert type="info">{MSG.portfolioLocked}</Alert>}
      {statistik.error && <FailureAlert error={statistik.error} />}
      {choice === null ? (
        <BidangCards bidang={bidang} loading={statistik.isLoading} onChoose={(b) => go({ bidang: b })} />
      ) : (
        <>
          {list.error && <FailureAlert error={list.error} />}
          <PortofolioTable
            title={chosen ? bidangNameOf(chosen) : PORTOFOLIO_SCREEN_MSG.semuaBidang}
            page={page}
            answer={answer}
            loading={list.isFetching}
            canAdd={typeof choice === 'number'}
            locked={writesLocked}
            onPage={(p) => go({ page: p })}
            onAdd={() => setDialog({ mode: 'add', bidang: typeof choice === 'number' ? choice : null })}
            onClose={() => go({ bidang: null })}
            onAction={act}
          />
        </>
      )}
      {dialog && claims?.id_prodi && (
        <PortofolioDialog target={dialog} nim={nim} idProdi={claims.id_prodi} bidang={bidang} writes={writes} onClose={() => setDialog(null)} />
      )}
      <PdfViewerModal url={viewing?.dokumen_portofolio ?? null} title={viewing ? judulOf(viewing) : ''} onDismiss={() => setViewing(null)} />
      <PortofolioDeleteModal row={deleting} onConfirm={remove} onDismiss={() => setDeleting(null)} />
      <RiwayatModal nim={nim} row={history} onDismiss={() => setHistory(null)} />
    </SpaceBetween>
  );
}
