/**
 * The add/edit dialog: a Cloudscape Modal around the portfolio fields. On submit the form is
 * checked with the API's body schemas; the chosen PDF (checked for type and size when chosen) is
 * uploaded, then the add or update call runs under 'Mengirim..' / 'Memperbarui..'. The server's
 * field messages (422) show under their fields; the update button stays disabled until a proof or
 * link, rubrik, anak rubrik, title and points exist.
 */
import Modal from '@cloudscape-design/components/modal';
import { api } from '@shared/api';
import { MSG, PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import { portofolioAddBody, portofolioUpdateBody } from '@shared/validation/portofolio';
import { ApiError, call } from '@web/api/client';
import { UploadError, uploadFile, uploadProblem } from '@web/api/upload';
import { notify } from '@web/app/notifications';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { type FormEvent, useState } from 'react';
import type { Bidang } from './bidang-cards';
import { type ChosenFile, PortofolioFields } from './portofolio-fields';
import { canUpdate, type DialogTarget, initialValues, keepsDocument, portofolioForm, rawBody } from './portofolio-form';
import type { usePortofolioWrites } from './use-portofolio-writes';

/** One warning for an invalid form: a new attempt replaces it. */
const INVALID_NOTICE = 'portofolio-invalid';

export interface PortofolioDialogProps {
  target: DialogTarget;
  nim: string;
  idProdi: number;
  bidang: readonly Bidang[];
  writes: ReturnType<typeof usePortofolioWrites>;
  onClose: () => void;
}

/** Mounted while open (a new target starts a fresh form). */
export function PortofolioDialog({ target, nim, idProdi, bidang, writes, onClose }: PortofolioDialogProps) {
  const keeps = keepsDocument(target);
  const form = useSchemaForm(portofolioForm(target.mode, keeps), initialValues(target));
  const [file, setFile] = useState<ChosenFile>({ files: [], problem: null });
  const [busy, setBusy] = useState(false);
  const { values } = form;

  const chooseFile = (files: File[]) => {
    const chosen = files.slice(-1);
    const first = chosen[0];
    const problem = first ? uploadProblem('dokumen', first) : null;
    setFile({ files: chosen, problem });
    form.set('dokumen_portofolio', first && !problem ? first.name : '');
  };

  const send = async () => {
    const chosen = values.jenis === 'eksternal' ? file.files[0] : undefined;
    const key = chosen ? await uploadFile('dokumen', chosen) : undefined;
    const raw = rawBody(values, key, nim);
    if (target.mode === 'add') {
      return call(api.mahasiswa.portofolioAdd, { params: { nim }, body: portofolioAddBody.parse(raw) });
    }
    const body = portofolioUpdateBody.parse({ ...raw, version: target.row.version });
    return call(api.mahasiswa.portofolioUpdate, { params: { nim, id: target.row.id_portofolio }, body });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    // every field's message shows, the file's too
    const valid = form.validate() !== null;
    if (file.problem || !valid) {
      notify.warning(MSG.fillCorrectly, { id: INVALID_NOTICE });
      return;
    }
    notify.dismiss(INVALID_NOTICE);
    setBusy(true);
    const adding = target.mode === 'add';
    const result = await writes.run(adding ? MSG.sending : MSG.memperbarui, send, adding ? MSG.portfolioAdded : MSG.portfolioUpdated);
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    const { error } = result;
    if (error instanceof UploadError) form.setErrors({ dokumen_portofolio: error.message });
    else if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.serverMessage));
  };

  const blocked = target.mode === 'edit' && !canUpdate(values, keeps);
  return (
    <Modal
      visible
      size="medium"
      header={target.mode === 'add' ? PORTOFOLIO_SCREEN_MSG.addTitle : PORTOFOLIO_SCREEN_MSG.editTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose()}
      footer={
        <DialogFooter
          cancelLabel={PORTOFOLIO_SCREEN_MSG.batal}
          submitLabel={target.mode === 'add' ? PORTOFOLIO_SCREEN_MSG.kirim : PORTOFOLIO_SCREEN_MSG.update}
          busy={busy}
          disabled={blocked}
          formAction="none"
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <PortofolioFields
          form={form}
          bidang={bidang}
          idProdi={idProdi}
          file={file}
          onFile={chooseFile}
          currentDocument={keeps && target.mode === 'edit' ? target.row.dokumen_portofolio : null}
        />
      </form>
    </Modal>
  );
}
