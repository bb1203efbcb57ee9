/**
 * The add and edit dialog of an internal activity: category, rubric and sub-rubric chosen from the
 * program's catalog (choosing a category clears the rubric and sub-rubric; choosing a rubric clears
 * the sub-rubric), Indonesian and (optional) English names, SKP points (the sub-rubric's maximum in
 * the label; the server refuses more), the date (today by default) and the PDF, uploaded at once
 * through the presigned flow: required on add, optional on edit while the activity has one. The
 * form is checked with the API's schemas ('This field is required', 'This field must be number'); a
 * failing form warns 'Mohon mengisi data dengan benar'. The call runs under 'Menambahkan..' /
 * 'Memperbarui..'; the server's message follows (a 4xx as a warning), and a 422's field messages
 * show under their fields.
 */
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { localToday } from '@shared/domain/dates';
import { AUTH_SCREEN_MSG, MSG, PPK_SCREEN_MSG } from '@shared/messages';
import { type PpkFormValues, ppkAddBody, ppkForm, ppkUpdateBody } from '@shared/validation/ppk';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { bidangNameOf } from '@web/components/bilingual/data-language';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { useFormSubmit } from '@web/components/form/form-submit';
import { PointsField, rubrikChoiceFields, TanggalField, titleFields, useRubrikChoice } from '@web/components/form/kegiatan-fields';
import { EMPTY_KEGIATAN, kegiatanValuesOf } from '@web/components/form/kegiatan-values';
import { optionOf } from '@web/components/form/options';
import { serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { PdfUploadField } from '@web/components/form/upload-field';
import { useState } from 'react';
import type { PpkRow } from './ppk-table';

/** What the dialog edits: a new activity of the program, or a row. */
export type PpkTarget = { mode: 'add' } | { mode: 'edit'; row: PpkRow };

/** One warning for an invalid form: a new attempt replaces it. */
const INVALID_NOTICE = 'ppk-invalid';

function initialValues(target: PpkTarget): PpkFormValues {
  if (target.mode === 'add') return { ...EMPTY_KEGIATAN, tanggal_terbit: localToday(), dokumen_ppk: '' };
  return { ...kegiatanValuesOf(target.row), dokumen_ppk: '' };
}

export interface PpkDialogProps {
  target: PpkTarget;
  idProdi: number;
  /** After every answer of the write (success or refusal): the list is read again. */
  onWritten: () => void;
  onClose: () => void;
}

/** Mounted while open (a new target starts a fresh form). */
export function PpkDialog({ target, idProdi, onWritten, onClose }: PpkDialogProps) {
  const stored = target.mode === 'edit' ? target.row.dokumen_ppk : null;
  const form = useSchemaForm(ppkForm(stored !== null), initialValues(target));
  const [uploading, setUploading] = useState(false);
  const { set } = form;

  const bidang = useApiQuery(api.master.bidangPortofolioList, {}, { staleTime: 60_000 });
  const choice = useRubrikChoice(form.values, idProdi);

  const send = async (data: PpkFormValues) => {
    const { id_bidang_portofolio: _b, id_rubrik: _r, ...fields } = data;
    try {
      if (target.mode === 'add') return await call(api.admin.ppkAdd, { body: ppkAddBody.parse(fields) });
      const body = ppkUpdateBody.parse({ ...fields, version: target.row.version });
      return await call(api.admin.ppkUpdate, { params: { id: target.row.id_kegiatan_ppk }, body });
    } catch (error) {
      if (error instanceof ApiError) {
        form.setErrors(serverFieldErrors(error.serverMessage));
        onWritten();
      }
      throw error;
    }
  };
  const adding = target.mode === 'add';
  const { busy, submit } = useFormSubmit(
    form,
    { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending: adding ? MSG.menambahkan : MSG.memperbarui },
    send,
    () => {
      onWritten();
      onClose();
    },
  );

  return (
    <Modal
      visible
      size="medium"
      header={adding ? PPK_SCREEN_MSG.addTitle : PPK_SCREEN_MSG.editTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose()}
      footer={
        <DialogFooter
          cancelLabel={AUTH_SCREEN_MSG.cancel}
          submitLabel={AUTH_SCREEN_MSG.save}
          busy={busy}
          loading={busy || uploading}
          formAction="none"
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <SpaceBetween size="m">
          {rubrikChoiceFields({
            form,
            choice,
            bidangOptions: (bidang.data?.bidang_portofolio ?? []).map((b) => optionOf(b.id_bidang_portofolio, bidangNameOf(b))),
            bidangLookup: bidang,
            labels: { bidang: PPK_SCREEN_MSG.fieldBidang, rubrik: PPK_SCREEN_MSG.fieldRubrik, anak: PPK_SCREEN_MSG.fieldAnakRubrik },
          })}
          {titleFields({ form, judulLabel: PPK_SCREEN_MSG.fieldJudul, judulInggrisLabel: PPK_SCREEN_MSG.fieldJudulInggris })}
          <PointsField form={form} anak={choice.anak} />
          <TanggalField form={form} label={PPK_SCREEN_MSG.fieldTanggal} />
          <PdfUploadField
            label={PPK_SCREEN_MSG.fieldDokumen}
            constraintText={PPK_SCREEN_MSG.dokumenHint}
            errorText={form.errors.dokumen_ppk}
            onUploaded={(key) => set('dokumen_ppk', key)}
            onBusy={setUploading}
            stored={stored ? { url: stored, label: PPK_SCREEN_MSG.dokumenCurrent, keepHint: PPK_SCREEN_MSG.dokumenKeep } : null}
          />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
