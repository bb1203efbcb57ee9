/**
 * The program mapping of the sync page: each program the campus's Neo Feeder sends (GetProdi, read
 * live) with our program beside it, the confirmed link or the server's suggestion by code or name,
 * as a select (or 'Tidak dipetakan'). 'Simpan pemetaan' (below the list) confirms the whole mapping: each of our
 * programs gets the Feeder program chosen for it, or none. One of our programs may stand for one
 * Feeder program only: the select says so before anything is sent. Collapsed once every program
 * with a match is confirmed.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import type { feederProdiRow } from '@shared/api/feeder';
import { MSG, prodiLabel } from '@shared/messages';
import { FEEDER_MSG, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { feederProdiBody } from '@shared/validation/feeder';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { FailureAlert } from '@web/app/page-states';
import { useMediaQuery } from '@web/app/use-media-query';
import { optionOf, selectedOption } from '@web/components/form/options';
import { checkForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import type * as z from 'zod';

type Row = z.output<typeof feederProdiRow>;

const COMPACT_QUERY = '(max-width: 639px)';

/** Our program chosen for each Feeder program ('' none): the admin's change, else the row's link or suggestion. */
type Choices = ReadonlyMap<string, string>;

const choiceOf = (row: Row, choices: Choices) => choices.get(row.id_prodi_feeder) ?? (row.id_prodi === null ? '' : String(row.id_prodi));

function MappingState({ row, changed }: { row: Row; changed: boolean }) {
  if (row.dikonfirmasi && !changed) return <StatusIndicator type="success">{TEXT.dikonfirmasi}</StatusIndicator>;
  if (row.id_prodi === null && !changed) return <StatusIndicator type="stopped">{TEXT.tanpaSaran}</StatusIndicator>;
  return <StatusIndicator type="pending">{TEXT.saran}</StatusIndicator>;
}

const feederName = (r: Row) => (r.jenjang ? prodiLabel(r.nama_program_studi, r.jenjang) : r.nama_program_studi);

export function FeederProdi() {
  const list = useApiQuery(api.feeder.prodiList, {}, { retry: false });
  const compact = useMediaQuery(COMPACT_QUERY);
  const [choices, setChoices] = useState<Choices>(new Map());
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  // folded once every program with a match is confirmed, until the admin opens or folds it
  const [opened, setOpened] = useState<boolean | null>(null);
  const rows = list.data?.prodi ?? [];
  const lokal = list.data?.lokal ?? [];
  const options = [optionOf('', TEXT.tidakDipetakan), ...lokal.map((p) => optionOf(p.id_prodi, prodiLabel(p.nama_prodi, p.jenjang)))];

  // one of our programs chosen for two Feeder programs
  const counts = new Map<string, number>();
  for (const r of rows) {
    const c = choiceOf(r, choices);
    if (c !== '') counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const twice = (r: Row) => (counts.get(choiceOf(r, choices)) ?? 0) > 1;

  const save = async () => {
    setChecked(true);
    if (rows.some(twice)) return;
    const chosen = new Map(rows.map((r) => [choiceOf(r, choices), r.id_prodi_feeder]));
    const check = checkForm(feederProdiBody, {
      pemetaan: lokal.map((p) => ({ id_prodi: p.id_prodi, id_prodi_feeder: chosen.get(String(p.id_prodi)) ?? null })),
    });
    if (!check.ok) {
      notify.warning(check.errors.pemetaan ?? MSG.fillCorrectly);
      return;
    }
    setBusy(true);
    try {
      await notify.track(call(api.feeder.prodiSave, { body: check.data }), { pending: MSG.mengupdate, success: (a) => a.message });
      setChoices(new Map());
      setChecked(false);
      await list.refetch();
    } catch {
      // the notice shows the refusal; the choices stay as made
    } finally {
      setBusy(false);
    }
  };

  const select = (r: Row) => (
    <FormField errorText={checked && twice(r) ? FEEDER_MSG.feederProdiTwice : undefined} stretch>
      <Select
        selectedOption={selectedOption(options, choiceOf(r, choices)) ?? options[0] ?? null}
        options={options}
        filteringType={options.length > 12 ? 'auto' : 'none'}
        expandToViewport
        disabled={busy}
        ariaLabel={`${TEXT.colProdiSkpi}: ${feederName(r)}`}
        onChange={(e) => setChoices(new Map(choices).set(r.id_prodi_feeder, e.detail.selectedOption.value ?? ''))}
      />
    </FormField>
  );
  const state = (r: Row) => <MappingState row={r} changed={choices.has(r.id_prodi_feeder)} />;
  const feeder = (r: Row) => (
    <SpaceBetween size="xxxs">
      <span>{feederName(r)}</span>
      {compact && r.kode_program_studi && <Box variant="small">{r.kode_program_studi}</Box>}
      {r.status !== null && r.status !== 'A' && (
        <Box variant="small" color="text-body-secondary">
          {TEXT.prodiNonAktif}
        </Box>
      )}
    </SpaceBetween>
  );
  const columns: TableProps.ColumnDefinition<Row>[] = compact
    ? [
        { id: 'feeder', header: TEXT.colProdiFeeder, cell: feeder, isRowHeader: true },
        {
          id: 'skpi',
          header: TEXT.colProdiSkpi,
          cell: (r) => (
            <SpaceBetween size="xxs">
              {select(r)}
              {state(r)}
            </SpaceBetween>
          ),
        },
      ]
    : [
        { id: 'kode', header: TEXT.colKode, cell: (r) => r.kode_program_studi ?? TEXT.kosong, width: 110 },
        { id: 'feeder', header: TEXT.colProdiFeeder, cell: feeder, isRowHeader: true },
        { id: 'skpi', header: TEXT.colProdiSkpi, cell: select, minWidth: 260 },
        { id: 'status', header: TEXT.colStatusPemetaan, cell: state, width: 220 },
      ];
  // folded while loading, so it never opens and closes again under the reader's click; then open
  // only while a mapping still waits for confirmation
  const waiting = list.isSuccess && !(rows.length > 0 && rows.every((r) => r.dikonfirmasi || r.id_prodi === null));
  return (
    <ExpandableSection
      variant="container"
      expanded={opened ?? waiting}
      onChange={(e) => setOpened(e.detail.expanded)}
      headerText={TEXT.pemetaanTitle}
      headerDescription={TEXT.pemetaanDesc}
    >
      {list.isError ? (
        <FailureAlert error={list.error} />
      ) : (
        <SpaceBetween size="m">
          <Table
            variant="embedded"
            wrapLines
            columnDefinitions={columns}
            items={rows}
            trackBy="id_prodi_feeder"
            loading={list.isLoading}
            loadingText={MSG.loadingData}
            empty={<Box textAlign="center">{TEXT.pemetaanKosong}</Box>}
          />
          <Box float="right">
            <Button variant="primary" loading={busy} disabled={rows.length === 0} onClick={() => void save()}>
              {TEXT.simpanPemetaan}
            </Button>
          </Box>
        </SpaceBetween>
      )}
    </ExpandableSection>
  );
}
