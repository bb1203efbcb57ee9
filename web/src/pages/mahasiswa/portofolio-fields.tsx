/**
 * The fields of the add/edit dialog and their flows: choosing a field
 * clears rubrik and sub-rubrik; choosing a rubrik clears the sub-rubrik; switching to external
 * clears the chosen activity; switching to internal loads the sub-rubrik's activities; choosing
 * an activity fills title, English title and points (read-only then). A cleared sub-rubrik
 * also clears the activity chosen among its activities.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { formatSize } from '@shared/domain/storage-size';
import { AUTH_SCREEN_MSG, MSG, PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { bidangNameOf, judulOf } from '@web/components/bilingual/data-language';
import { SchemaField } from '@web/components/form/form-fields';
import { PointsField, rubrikChoiceFields, TanggalField, titleFields, useRubrikChoice } from '@web/components/form/kegiatan-fields';
import { optionOf, selectedOption } from '@web/components/form/options';
import type { SchemaForm } from '@web/components/form/schema-form';
import type { Bidang } from './bidang-cards';
import type { Jenis, PortofolioValues } from './portofolio-form';

export interface ChosenFile {
  files: File[];
  /** The message (the server's own) when the file may not be uploaded (type, size). */
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
  { value: 'eksternal', label: PORTOFOLIO_SCREEN_MSG.jenisEksternal, description: PORTOFOLIO_SCREEN_MSG.jenisEksternalDesc },
  { value: 'internal', label: PORTOFOLIO_SCREEN_MSG.jenisInternal, description: PORTOFOLIO_SCREEN_MSG.jenisInternalDesc },
];

export function PortofolioFields({ form, bidang, idProdi, file, onFile, currentDocument }: PortofolioFieldsProps) {
  const { values, set } = form;
  const internal = values.jenis === 'internal';
  const choice = useRubrikChoice(values, idProdi);
  const kegiatan = useApiQuery(
    api.master.ppkByAnak,
    { query: { id_anak_rubrik: Number(values.id_anak_rubrik) || 0 } },
    // asked by sub-rubric, the answer is the list (the paged form answers the admins' `id_prodi`)
    { enabled: internal && values.id_anak_rubrik !== '', staleTime: 60_000, select: (d) => (Array.isArray(d.ppk) ? d.ppk : []) },
  );
  const kegiatanRows = kegiatan.data ?? [];
  const kegiatanOptions = kegiatanRows.map((k) => optionOf(k.id_kegiatan_ppk, judulOf(k)));

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
      {rubrikChoiceFields({
        form,
        choice,
        bidangOptions: bidang.map((b) => optionOf(b.id_bidang_portofolio, bidangNameOf(b))),
        labels: { bidang: PORTOFOLIO_SCREEN_MSG.fieldBidang, rubrik: PORTOFOLIO_SCREEN_MSG.fieldRubrik, anak: PORTOFOLIO_SCREEN_MSG.fieldAnakRubrik },
        dependents: ['id_kegiatan_ppk'],
      })}
      <SchemaField form={form} name="jenis" label={PORTOFOLIO_SCREEN_MSG.fieldJenis}>
        <RadioGroup
          value={values.jenis}
          items={JENIS_ITEMS}
          onChange={(e) => chooseJenis(e.detail.value === 'internal' ? 'internal' : 'eksternal')}
        />
      </SchemaField>
      {internal && (
        <SchemaField form={form} name="id_kegiatan_ppk" label={PORTOFOLIO_SCREEN_MSG.fieldKegiatan}>
          <Select
            selectedOption={selectedOption(kegiatanOptions, values.id_kegiatan_ppk)}
            options={kegiatanOptions}
            disabled={values.id_anak_rubrik === ''}
            placeholder={values.id_anak_rubrik === '' ? PORTOFOLIO_SCREEN_MSG.chooseAnakFirst : AUTH_SCREEN_MSG.choosePlaceholder}
            statusType={kegiatan.isLoading ? 'loading' : kegiatan.isError ? 'error' : 'finished'}
            loadingText={AUTH_SCREEN_MSG.loadingOptions}
            errorText={MSG.genericError}
            empty={PORTOFOLIO_SCREEN_MSG.kegiatanEmpty}
            onChange={(e) => chooseKegiatan(e.detail.selectedOption.value ?? '')}
          />
        </SchemaField>
      )}
      {titleFields({
        form,
        judulLabel: PORTOFOLIO_SCREEN_MSG.fieldJudul,
        judulInggrisLabel: PORTOFOLIO_SCREEN_MSG.fieldJudulInggris,
        disabled: internal,
      })}
      <TanggalField form={form} label={PORTOFOLIO_SCREEN_MSG.fieldTanggal} disabled={internal} />
      {internal ? (
        <FormField label={PORTOFOLIO_SCREEN_MSG.fieldBukti} description={PORTOFOLIO_SCREEN_MSG.buktiInternal} />
      ) : (
        <SchemaField
          form={{ errors: { dokumen_portofolio: file.problem ?? form.errors.dokumen_portofolio } }}
          name="dokumen_portofolio"
          label={PORTOFOLIO_SCREEN_MSG.fieldBukti}
          description={currentDocument ? PORTOFOLIO_SCREEN_MSG.buktiKeep : undefined}
          constraintText={PORTOFOLIO_SCREEN_MSG.buktiHint}
        >
          <SpaceBetween size="xs">
            {currentDocument && (
              <Link href={currentDocument} external>
                {PORTOFOLIO_SCREEN_MSG.buktiCurrent}
              </Link>
            )}
            <FileUpload
              value={file.files}
              accept="application/pdf,.pdf"
              showFileSize
              i18nStrings={{ uploadButtonText: () => PORTOFOLIO_SCREEN_MSG.chooseFile, formatFileSize: formatSize }}
              onChange={({ detail }) => onFile(detail.value)}
            />
          </SpaceBetween>
        </SchemaField>
      )}
      <PointsField form={form} anak={choice.anak} disabled={internal} />
    </SpaceBetween>
  );
}
