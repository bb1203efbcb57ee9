/**
 * A sync's plan: one tab per kind (Mahasiswa baru, Data berubah, Kelulusan, Konflik, Dilewati) with
 * its count, each a server-paged table of its rows: the new students; each changed field's old and
 * new value; the graduation (date, yudisium decree, IPK, national diploma number); for a conflict
 * our value, the last synced one and the Feeder's, with the choice between the Feeder's values and
 * ours (once the plan is ready); and the reason a row was skipped. Below 640 px each row is a card.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { CardsProps } from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { api } from '@shared/api';
import { FEEDER_PLAN_KINDS, type FeederPlanKind } from '@shared/api/feeder';
import { MSG } from '@shared/messages';
import { FEEDER_SCREEN_MSG, feederChangeLine, feederPilihanLabel, feederTabLabel, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { call } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { useMediaQuery } from '@web/app/use-media-query';
import { ServerTable } from '@web/components/server-table';
import { type ReactNode, useState } from 'react';
import { type FeederJob, type FeederPlanRow, shownValue } from './feeder-data';

/** Narrow screens: a row is a card. */
const COMPACT_QUERY = '(max-width: 639px)';

type Counts = FeederJob['plan'];
type Decide = (row: FeederPlanRow, pilihan: 'feeder' | 'lokal') => void;

const who = (r: FeederPlanRow) => `${r.nama ?? TEXT.kosong} (${r.nim ?? TEXT.kosong})`;

/** Each changed field: 'Nama: Budi → Budi Santoso'. */
function Changes({ row }: { row: FeederPlanRow }) {
  return (
    <SpaceBetween size="xxxs">
      {row.perubahan.map((c) => (
        <span key={c.field}>{feederChangeLine(FEEDER_SCREEN_MSG.field[c.field], shownValue(c.lama), shownValue(c.baru))}</span>
      ))}
    </SpaceBetween>
  );
}

/** Each conflicting field: ours, the last synced value, the Feeder's. */
function Conflicts({ row }: { row: FeederPlanRow }) {
  return (
    <SpaceBetween size="xs">
      {row.perubahan.map((c) => (
        <div key={c.field}>
          <Box fontWeight="bold">{FEEDER_SCREEN_MSG.field[c.field]}</Box>
          <Box variant="small">
            {TEXT.nilaiSkpi}: {shownValue(c.lama)} · {TEXT.nilaiSinkron}: {shownValue(c.sinkron)} · {TEXT.nilaiFeeder}: {shownValue(c.baru)}
          </Box>
        </div>
      ))}
    </SpaceBetween>
  );
}

function Graduation({ row }: { row: FeederPlanRow }) {
  const k = row.kelulusan;
  if (!k) return <>{TEXT.kosong}</>;
  const sk = [k.nomor_sk_yudisium, k.tanggal_sk_yudisium ? shownValue(k.tanggal_sk_yudisium) : null].filter(Boolean).join(', ');
  return (
    <SpaceBetween size="xxxs">
      <span>
        {TEXT.tanggalLulus}: {shownValue(k.tanggal_lulus)}
      </span>
      <Box variant="small">
        {TEXT.skYudisium}: {sk || TEXT.kosong}
      </Box>
      <Box variant="small">
        {TEXT.ipk}: {k.ipk === null ? TEXT.kosong : k.ipk.toFixed(2)}
      </Box>
    </SpaceBetween>
  );
}

function Applied({ row }: { row: FeederPlanRow }) {
  return row.diterapkan ? (
    <StatusIndicator type="success" wrapText={false}>
      {TEXT.diterapkan}
    </StatusIndicator>
  ) : (
    <StatusIndicator type="pending" wrapText={false}>
      {TEXT.belumDiterapkan}
    </StatusIndicator>
  );
}

function Decision({ row, canDecide, busy, onDecide }: { row: FeederPlanRow; canDecide: boolean; busy: boolean; onDecide: Decide }) {
  if (row.pilihan) {
    return <StatusIndicator type="success">{row.pilihan === 'feeder' ? TEXT.pilihanFeeder : TEXT.pilihanLokal}</StatusIndicator>;
  }
  if (!canDecide) return <StatusIndicator type="pending">{TEXT.menungguKeputusan}</StatusIndicator>;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={busy} ariaLabel={feederPilihanLabel(TEXT.pakaiFeeder, who(row))} onClick={() => onDecide(row, 'feeder')}>
        {TEXT.pakaiFeeder}
      </Button>
      <Button disabled={busy} ariaLabel={feederPilihanLabel(TEXT.pertahankan, who(row))} onClick={() => onDecide(row, 'lokal')}>
        {TEXT.pertahankan}
      </Button>
    </SpaceBetween>
  );
}

interface Column {
  id: string;
  header: string;
  cell: (r: FeederPlanRow) => ReactNode;
}

/** The columns of a kind's rows (after NIM and Nama). */
function columnsOf(jenis: FeederPlanKind, decision: (r: FeederPlanRow) => ReactNode): Column[] {
  const prodi: Column = { id: 'prodi', header: TEXT.colProdi, cell: (r) => r.prodi ?? TEXT.kosong };
  const status: Column = { id: 'status', header: TEXT.colStatus, cell: (r) => <Applied row={r} /> };
  switch (jenis) {
    case 'baru':
      return [prodi, status];
    case 'berubah':
      return [{ id: 'perubahan', header: TEXT.colPerubahan, cell: (r) => <Changes row={r} /> }, status];
    case 'lulus':
      return [
        prodi,
        { id: 'kelulusan', header: TEXT.colKelulusan, cell: (r) => <Graduation row={r} /> },
        { id: 'ijazah', header: TEXT.nomorIjazah, cell: (r) => shownValue(r.kelulusan?.nomor_ijazah_nasional ?? null) },
        status,
      ];
    case 'konflik':
      return [
        { id: 'perubahan', header: TEXT.colPerubahan, cell: (r) => <Conflicts row={r} /> },
        { id: 'pilihan', header: TEXT.colPilihan, cell: decision },
      ];
    case 'dilewati':
      return [prodi, { id: 'alasan', header: TEXT.colAlasan, cell: (r) => r.alasan ?? TEXT.kosong }];
  }
}

export interface PlanTabsProps {
  job: FeederJob;
  jenis: FeederPlanKind;
  onJenis: (jenis: FeederPlanKind) => void;
  page: number;
  onPage: (page: number) => void;
  rows: { data: readonly FeederPlanRow[]; last_page: number; total?: number } | undefined;
  loading: boolean;
  /** After a conflict was decided. */
  onDecided: () => void;
}

export function PlanTabs({ job, jenis, onJenis, page, onPage, rows, loading, onDecided }: PlanTabsProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  const [busy, setBusy] = useState(false);
  const canDecide = job.status === 'planned' || job.status === 'done';
  const decide: Decide = (row, pilihan) => {
    if (!row.id_registrasi_mahasiswa) return;
    const body = { id_registrasi_mahasiswa: row.id_registrasi_mahasiswa, pilihan };
    setBusy(true);
    void notify
      .track(call(api.feeder.syncKonflik, { params: { id: job.id }, body }), { pending: MSG.mengupdate, success: (a) => a.message })
      .then(onDecided, () => undefined)
      .finally(() => setBusy(false));
  };
  const extra = columnsOf(jenis, (r) => <Decision row={r} canDecide={canDecide} busy={busy} onDecide={decide} />);
  const columns: TableProps.ColumnDefinition<FeederPlanRow>[] = [
    { id: 'nim', header: TEXT.colNim, cell: (r) => r.nim ?? TEXT.kosong },
    { id: 'nama', header: TEXT.colNama, cell: (r) => r.nama ?? TEXT.kosong, isRowHeader: true },
    ...extra,
  ];
  const cards: CardsProps.CardDefinition<FeederPlanRow> = {
    header: (r) => r.nama ?? TEXT.kosong,
    sections: [{ id: 'nim', header: TEXT.colNim, content: (r) => r.nim ?? TEXT.kosong }, ...extra.map((c) => ({ ...c, content: c.cell }))],
  };
  const label = (k: FeederPlanKind) => feederTabLabel(FEEDER_SCREEN_MSG.jenis[k], job.plan[k as keyof Counts]);
  const table = (
    <ServerTable
      title={FEEDER_SCREEN_MSG.jenis[jenis]}
      columns={columns}
      page={page}
      answer={rows}
      loading={loading}
      onPage={onPage}
      texts={{ empty: TEXT.barisKosong }}
      wrapLines
      variant="borderless"
      cards={compact ? cards : undefined}
    />
  );
  return (
    <Tabs
      activeTabId={jenis}
      onChange={(e) => onJenis(e.detail.activeTabId as FeederPlanKind)}
      tabs={FEEDER_PLAN_KINDS.map((k) => ({ id: k, label: label(k), content: k === jenis ? table : null }))}
    />
  );
}
