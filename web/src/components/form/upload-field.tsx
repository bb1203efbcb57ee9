/**
 * A one-file field that uploads at once through the presigned flow (useImmediateUpload; files never pass
 * through Lambda): a "choose file" button and the chosen file as a chip whose name is cut to ten
 * characters, spinning while the file goes up; the form keeps only the temporary key. With a stored
 * document, a link to it and a hint that it stays when no file is chosen. `UploadField` takes any upload
 * purpose (the bulk import's CSV); `PdfUploadField` is the PDF one of the internal activities' dialog.
 */
import FileInput from '@cloudscape-design/components/file-input';
import FileTokenGroup from '@cloudscape-design/components/file-token-group';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UploadPurpose } from '@shared/api/uploads';
import { fileChipName } from '@shared/domain/file-name';
import { formatSize } from '@shared/domain/storage-size';
import { AUTH_SCREEN_MSG, removeFileLabel } from '@shared/messages';
import type { ReactNode } from 'react';
import { useImmediateUpload } from './use-immediate-upload';

export interface PdfUploadFieldProps {
  label: ReactNode;
  constraintText?: ReactNode;
  /** The form's message for the field (the upload's own failure is shown before it). */
  errorText?: string | undefined;
  /** Gets the temporary key once uploaded ('' while none is). */
  onUploaded: (key: string) => void;
  /** A link to the stored document, kept when no file is chosen. */
  stored?: { url: string; label: string; keepHint: string } | null;
  /** Reports whether a file is being uploaded (the submit waits for it). */
  onBusy?: (busy: boolean) => void;
}

export interface UploadFieldProps extends PdfUploadFieldProps {
  purpose: UploadPurpose;
  /** The file chooser's filter (`accept` of the input): types and extensions. */
  accept: string;
  /** Gets the file once it is uploaded (null while none is). */
  onChosen?: (file: File | null) => void;
}

/** The chosen file under its shortened name (the same bytes: a File wraps the Blob, nothing is copied). */
const chip = (file: File) => (fileChipName(file.name) === file.name ? file : new File([file], fileChipName(file.name), { type: file.type }));

export function PdfUploadField(props: PdfUploadFieldProps) {
  return <UploadField purpose="dokumen" accept="application/pdf,.pdf" {...props} />;
}

export function UploadField({ purpose, accept, label, constraintText, errorText, onUploaded, onChosen, stored, onBusy }: UploadFieldProps) {
  const { files, state, choose, failure } = useImmediateUpload(purpose, onUploaded, onChosen);
  const pick = async (next: File[]) => {
    onBusy?.(next.length > 0);
    await choose(next.slice(-1));
    onBusy?.(false);
  };
  return (
    <FormField
      label={label}
      description={stored ? stored.keepHint : undefined}
      constraintText={constraintText}
      errorText={failure ?? errorText}
      stretch
    >
      <SpaceBetween size="xs">
        {stored && (
          <Link href={stored.url} external>
            {stored.label}
          </Link>
        )}
        <FileInput value={files} accept={accept} onChange={({ detail }) => void pick(detail.value)}>
          {AUTH_SCREEN_MSG.chooseFile}
        </FileInput>
        {files.length > 0 && (
          <FileTokenGroup
            items={files.map((file) => ({ file: chip(file), loading: state.status === 'uploading' }))}
            showFileSize
            onDismiss={() => void pick([])}
            i18nStrings={{ removeFileAriaLabel: (_i, name) => removeFileLabel(name), formatFileSize: formatSize }}
          />
        )}
      </SpaceBetween>
    </FormField>
  );
}
