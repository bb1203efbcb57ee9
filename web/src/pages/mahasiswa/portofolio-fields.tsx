/**
 * The fields of the add/edit dialog and the spec's form flows (section 4): choosing a field
 * clears rubrik and sub-rubrik; choosing a rubrik clears the sub-rubrik; switching to external
 * clears the chosen activity; switching to internal loads the sub-rubrik's activities; choosing
 * an activity fills title, English title and points (read-only then). A cleared sub-rubrik
 * also clears the activity chosen among its activities.
 */
import DatePicker from '@cloudscape-design/components/date-picker';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { displayDate } from '@shared/domain/dates';
import { AUTH_TEXT, chosenDate, MSG, PORTOFOLIO_TEXT, pointsLabel } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FormInput, FormSelect, SchemaField } from '@web/components/form/form-fields';
import { optionOf, selectedOption } from '@web/components/form/options';
import type { SchemaForm } from '@web/components/form/schema-form';
import type { Bidang } from './bidang-cards';
import type { Jenis, PortofolioValues } from './portofolio-form';

export interface ChosenFile {
  files: File[];
  /** The spec's message when the file may not be uploaded (type, size). */
  problem: string | null;
}

export interface PortofolioFieldsProps {
  form: SchemaForm<PortofolioValues, unknown>;
  bidang: readonly Bidang[];
  idProdi: number;
  file: ChosenFile;
  onFile: (files: File[]) => void;
  /** The edited row's own document (kept when no file is chosen), or null. */
  currentDocument: string | null;
}

const JENIS_ITEMS = [
  { value: 'eksternal', label: PORTOFOLIO_TEXT.jenisEksternal, description: PORTOFOLIO_TEXT.jenisEksternalDesc },
  { value: 'internal', label: PORTOFOLIO_TEXT.jenisInternal, description: PORTOFOLIO_TEXT.jenisInternalDesc },
];

export function PortofolioFields({ form, bidang, idProdi, file, onFile, currentDocument }: PortofolioFieldsProps) {
  const { values, set } = form;
  const internal = values.jenis === 'internal';
  const rubrik = useApiQuery(
    api.master.rubrikByProdiBidang,
    { params: { id: idProdi, bidang: Number(values.id_bidang_portofolio) || 0 } },
    { enabled: values.id_bidang_portofolio !== '', staleTime: 60_000 },
  );
  const kegiatan = useApiQuery(
    api.master.ppkByAnak,
    { query: { id_anak_rubrik: Number(values.id_anak_rubrik) || 0 } },
    // asked by sub-rubric, the answer is the list (the paged form answers the admins' `id_prodi`)
    { enabled: internal && values.id_anak_rubrik !== '', staleTime: 60_000, select: (d) => (Array.isArray(d.ppk) ? d.ppk : []) },
  );
  const rubrikRows = rubrik.data?.rubrik.data ?? [];
  const anakRows = rubrikRows.find((r) => String(r.id_rubrik) === values.id_rubrik)?.anak_rubrik ?? [];
  const anak = anakRows.find((a) => String(a.id_anak_rubrik) === values.id_anak_rubrik);
  const kegiatanRows = kegiatan.data ?? [];
  const kegiatanOptions = kegiatanRows.map((k) => optionOf(k.id_kegiatan_ppk, k.judul));

  const chooseJenis = (jenis: Jenis) => {
    set('jenis', jenis);
    if (jenis === 'eksternal') set('id_kegiatan_ppk', '');
  };

  const chooseKegiatan = (id: string) => {
    set('id_kegiatan_ppk', id);
    const k = kegiatanRows.find((row) => String(row.id_kegiatan_ppk) === id);
    if (!k) return;
    set('judul', k.judul);
    set('judul_inggris', k.judul_inggris ?? '');
    set('bobot_skp_portofolio', String(k.bobot_skp_portofolio));
    set('tanggal_terbit', k.tanggal_terbit);
  };

  return (
    <SpaceBetween size="m">
      <FormSelect
        form={form}
        name="id_bidang_portofolio"
        label={PORTOFOLIO_TEXT.fieldBidang}
        options={bidang.map((b) => optionOf(b.id_bidang_portofolio, b.nama_bidang_portofolio))}
        clears={['id_rubrik', 'id_anak_rubrik', 'id_kegiatan_ppk']}
      />
      <FormSelect
        form={form}
        name="id_rubrik"
        label={PORTOFOLIO_TEXT.fieldRubrik}
        options={rubrikRows.map((r) => optionOf(r.id_rubrik, r.nama_rubrik))}
        lookup={values.id_bidang_portofolio === '' ? undefined : rubrik}
        disabled={values.id_bidang_portofolio === ''}
        clears={['id_anak_rubrik', 'id_kegiatan_ppk']}
      />
      <FormSelect
        form={form}
        name="id_anak_rubrik"
        label={PORTOFOLIO_TEXT.fieldAnakRubrik}
        options={anakRows.map((a) => optionOf(a.id_anak_rubrik, a.nama_anak_rubrik))}
        disabled={values.id_rubrik === ''}
        clears={['id_kegiatan_ppk']}
      />
      <SchemaField form={form} name="jenis" label={PORTOFOLIO_TEXT.fieldJenis}>
        <RadioGroup
          value={values.jenis}
          items={JENIS_ITEMS}
          onChange={(e) => chooseJenis(e.detail.value === 'internal' ? 'internal' : 'eksternal')}
        />
      </SchemaField>
      {internal && (
        <SchemaField form={form} name="id_kegiatan_ppk" label={PORTOFOLIO_TEXT.fieldKegiatan}>
          <Select
            selectedOption={selectedOption(kegiatanOptions, values.id_kegiatan_ppk)}
            options={kegiatanOptions}
            disabled={values.id_anak_rubrik === ''}
            placeholder={values.id_anak_rubrik === '' ? PORTOFOLIO_TEXT.chooseAnakFirst : AUTH_TEXT.choosePlaceholder}
            statusType={kegiatan.isLoading ? 'loading' : kegiatan.isError ? 'error' : 'finished'}
            loadingText={AUTH_TEXT.loadingOptions}
            errorText={MSG.genericError}
            empty={PORTOFOLIO_TEXT.kegiatanEmpty}
            onChange={(e) => chooseKegiatan(e.detail.selectedOption.value ?? '')}
          />
        </SchemaField>
      )}
      <FormInput form={form} name="judul" label={PORTOFOLIO_TEXT.fieldJudul} disabled={internal} />
      <FormInput
        form={form}
        name="judul_inggris"
        label={
          <span>
            {PORTOFOLIO_TEXT.fieldJudulInggris} <i>- {PORTOFOLIO_TEXT.optional}</i>
          </span>
        }
        disabled={internal}
      />
      <SchemaField
        form={form}
        name="tanggal_terbit"
        label={PORTOFOLIO_TEXT.fieldTanggal}
        constraintText={values.tanggal_terbit ? chosenDate(displayDate(values.tanggal_terbit)) : undefined}
      >
        <DatePicker
          value={values.tanggal_terbit}
          placeholder={PORTOFOLIO_TEXT.datePlaceholder}
          disabled={internal}
          onChange={(e) => set('tanggal_terbit', e.detail.value)}
        />
      </SchemaField>
      {internal ? (
        <FormField label={PORTOFOLIO_TEXT.fieldBukti} description={PORTOFOLIO_TEXT.buktiInternal} />
      ) : (
        <SchemaField
          form={{ errors: { dokumen_portofolio: file.problem ?? form.errors.dokumen_portofolio } }}
          name="dokumen_portofolio"
          label={PORTOFOLIO_TEXT.fieldBukti}
          description={currentDocument ? PORTOFOLIO_TEXT.buktiKeep : undefined}
          constraintText={PORTOFOLIO_TEXT.buktiHint}
        >
          <SpaceBetween size="xs">
            {currentDocument && (
              <Link href={currentDocument} external>
                {PORTOFOLIO_TEXT.buktiCurrent}
              </Link>
            )}
            <FileUpload
              value={file.files}
              accept="application/pdf,.pdf"
              showFileSize
              i18nStrings={{ uploadButtonText: () => PORTOFOLIO_TEXT.chooseFile }}
              onChange={({ detail }) => onFile(detail.value)}
            />
          </SpaceBetween>
        </SchemaField>
      )}
      <FormInput
        form={form}
        name="bobot_skp_portofolio"
        type="number"
        inputMode="numeric"
        label={pointsLabel(anak ? anak.bobot_maksimal_skp_tiap_portofolio : null)}
        disabled={internal}
      />
    </SpaceBetween>
  );
}
