/**
 * Advanced Print: two tabs. Nomor Mahasiswa: NIM separated by commas or spaces; one NIM is printed
 * at once (its PDF in a new tab), several become a bulk job. Program Studi: the super admin chooses
 * a faculty, then a program; an admin jurusan prints their own program ('all SKPI matching the
 * options'); tahun masuk (this year by default) and graduation state narrow it; a bulk job, which
 * names beforehand the students of the choice who have not asked for their SKPI and those whose
 * rubrics are not met (the print list's filters). Both need a period; override asks first.
 */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import Textarea from '@cloudscape-design/components/textarea';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, CETAK_SCREEN_MSG, MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { fakultasNameOf, prodiNameOf } from '@web/components/bilingual/data-language';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { optionOf } from '@web/components/form/options';
import { KELULUSAN_OPTIONS, tahunOptions } from '@web/components/student-filter/student-filter';
import { useState } from 'react';
import { type Group, PrintConsequences } from './print-consequences';
import { NO_PRINT_OPTIONS, PrintOptions } from './print-options';
import { openPendingTab, overrideConfirmed, usePrint } from './use-print';

type Tab = 'nim' | 'prodi';

/** The NIM of the text: split on commas and white space, each once. */
export function nimsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

interface ProdiChoice {
  fakultas: string;
  prodi: string;
  tahun: string;
  lulus: '' | '0' | '1';
}

function LookupSelect({
  label,
  value,
  options,
  loading,
  failed,
  placeholder,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectProps.Option[];
  loading?: boolean;
  failed?: boolean;
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={options}
        placeholder={placeholder ?? AUTH_SCREEN_MSG.choosePlaceholder}
        disabled={disabled}
        statusType={loading ? 'loading' : failed ? 'error' : 'finished'}
        loadingText={AUTH_SCREEN_MSG.loadingOptions}
        errorText={MSG.genericError}
        filteringType={options.length > 12 ? 'auto' : 'none'}
        expandToViewport
        onChange={(e) => onChange(e.detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}

/** Rows of the program tab's consequences: the first few of each group and its size. */
const GROUP_PAGE = 5;

/** The students of the program tab's choice who have not asked, and those whose rubrics are not met. */
function useProdiGroups(value: ProdiChoice, shown: boolean): { belum: Group; rubrik: Group } {
  const ready = shown && value.prodi !== '' && value.tahun !== '';
  const base = { page: 1, paginate: GROUP_PAGE, id_prodi: [value.prodi], angkatan: value.tahun, is_graduated: value.lulus || undefined };
  const belum = useApiQuery(api.cetak.skpiSearch, { query: { ...base, pengajuan: 'tidak' } }, { enabled: ready });
  const rubrik = useApiQuery(api.cetak.skpiSearch, { query: { ...base, rubrik: '0' } }, { enabled: ready });
  const group = (answer: typeof belum.data): Group => ({ rows: answer?.users.data ?? [], total: answer?.users.total ?? 0 });
  return { belum: group(ready ? belum.data : undefined), rubrik: group(ready ? rubrik.data : undefined) };
}

function ProdiTab({
  superAdmin,
  ownProdi,
  value,
  onChange,
}: {
  superAdmin: boolean;
  ownProdi: number | null;
  value: ProdiChoice;
  onChange: (v: ProdiChoice) => void;
}) {
  const fakultas = useApiQuery(api.master.fakultasAll, {}, { enabled: superAdmin });
  const prodi = useApiQuery(
    api.master.prodiAllByFakultas,
    { params: { id: Number(value.fakultas) } },
    { enabled: superAdmin && value.fakultas !== '' },
  );
  const own = useApiQuery(api.master.prodiGet, { params: { id: ownProdi ?? 0 } }, { enabled: !superAdmin && ownProdi !== null });
  return (
    <SpaceBetween size="m">
      {superAdmin ? (
        // one child of the outer SpaceBetween: its own gap between the two selects
        <SpaceBetween size="m">
          <LookupSelect
            label={CETAK_SCREEN_MSG.fakultas}
            value={value.fakultas}
            options={(fakultas.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, fakultasNameOf(f)))}
            loading={fakultas.isLoading}
            failed={fakultas.isError}
            placeholder={CETAK_SCREEN_MSG.fakultasPlaceholder}
            onChange={(v) => onChange({ ...value, fakultas: v, prodi: '' })}
          />
          <LookupSelect
            label={CETAK_SCREEN_MSG.prodi}
            value={value.prodi}
            options={(prodi.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, prodiNameOf(p)))}
            loading={prodi.isLoading}
            failed={prodi.isError}
            placeholder={CETAK_SCREEN_MSG.prodiPlaceholder}
            disabled={value.fakultas === ''}
            onChange={(v) => onChange({ ...value, prodi: v })}
          />
        </SpaceBetween>
      ) : (
        <FormField label={CETAK_SCREEN_MSG.prodi} description={CETAK_SCREEN_MSG.prodiAllHint}>
          <Box fontWeight="bold">{own.data ? prodiNameOf(own.data.prodi) : MSG.memuat}</Box>
        </FormField>
      )}
      <div className="cetak-two">
        <LookupSelect
          label={CETAK_SCREEN_MSG.tahunMasuk}
          value={value.tahun}
          options={tahunOptions()}
          onChange={(v) => onChange({ ...value, tahun: v })}
        />
        <LookupSelect
          label={CETAK_SCREEN_MSG.kelulusan}
          value={value.lulus}
          options={[...KELULUSAN_OPTIONS]}
          onChange={(v) => onChange({ ...value, lulus: v as ProdiChoice['lulus'] })}
        />
      </div>
    </SpaceBetween>
  );
}

export function AdvancedPrintDialog({ superAdmin, ownProdi, onClose }: { superAdmin: boolean; ownProdi: number | null; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('nim');
  const [nimText, setNimText] = useState('');
  const [prodi, setProdi] = useState<ProdiChoice>({
    fakultas: '',
    prodi: superAdmin || ownProdi === null ? '' : String(ownProdi),
    tahun: String(new Date().getFullYear()),
    lulus: '',
  });
  const [options, setOptions] = useState(NO_PRINT_OPTIONS);
  const [busy, setBusy] = useState(false);
  const { printOne, printMany, printProdi } = usePrint();
  const nims = nimsOf(nimText);
  const ready = options.periode !== '' && (tab === 'nim' ? nims.length > 0 : prodi.prodi !== '' && prodi.tahun !== '');

  const submit = async () => {
    if (!ready || !overrideConfirmed(options.override)) return;
    const choice = { periode: Number(options.periode), override: options.override };
    const single = tab === 'nim' && nims.length === 1 ? nims[0] : undefined;
    const pendingTab = single ? openPendingTab() : null;
    setBusy(true);
    const done = single
      ? await printOne(single, choice, pendingTab)
      : tab === 'nim'
        ? await printMany(nims, choice)
        : await printProdi(Number(prodi.prodi), Number(prodi.tahun), prodi.lulus, choice);
    setBusy(false);
    if (done) onClose();
  };

  const printOptions = <PrintOptions value={options} onChange={setOptions} />;
  const groups = useProdiGroups(prodi, tab === 'prodi');
  return (
    <Modal
      visible
      size="medium"
      header={CETAK_SCREEN_MSG.advancedPrint}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose()}
      footer={
        <DialogFooter
          cancelLabel={AUTH_SCREEN_MSG.cancel}
          submitLabel={CETAK_SCREEN_MSG.advancedSubmit}
          busy={busy}
          disabled={!ready}
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={(e) => setTab(e.detail.activeTabId as Tab)}
        tabs={[
          {
            id: 'nim',
            label: CETAK_SCREEN_MSG.tabNim,
            content: (
              <SpaceBetween size="m">
                <FormField label={CETAK_SCREEN_MSG.nimLabel} description={CETAK_SCREEN_MSG.nimHint}>
                  <Textarea value={nimText} rows={3} onChange={(e) => setNimText(e.detail.value)} />
                </FormField>
                {printOptions}
              </SpaceBetween>
            ),
          },
          {
            id: 'prodi',
            label: CETAK_SCREEN_MSG.tabProdi,
            content: (
              <SpaceBetween size="m">
                <ProdiTab superAdmin={superAdmin} ownProdi={ownProdi} value={prodi} onChange={setProdi} />
                {printOptions}
                <PrintConsequences belum={groups.belum} rubrik={groups.rubrik} periode={options.periode} />
              </SpaceBetween>
            ),
          },
        ]}
      />
    </Modal>
  );
}
