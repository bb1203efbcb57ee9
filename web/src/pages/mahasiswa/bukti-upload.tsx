/**
 * The proof of a migration or readmission request: one PDF up to 2MB, uploaded at once through
 * the presigned upload (purpose `dokumen`); the form keeps the temporary key. In update mode the
 * stored proof is kept unless a new one is chosen.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatSize } from '@shared/domain/storage-size';
import { AUTH_TEXT, MUTASI_TEXT } from '@shared/messages';
import { useImmediateUpload } from '@web/components/form/use-immediate-upload';

export interface BuktiUploadProps {
  onUploaded: (key: string) => void;
  error?: string;
  /** A link to the stored proof (update mode). */
  stored?: string | null;
}

export function BuktiUpload({ onUploaded, error, stored }: BuktiUploadProps) {
  const { files, state, choose, failure } = useImmediateUpload('dokumen', onUploaded);

  return (
    <FormField
      label={MUTASI_TEXT.fieldBukti}
      constraintText={stored ? `${MUTASI_TEXT.buktiHint} ${MUTASI_TEXT.buktiKeepHint}` : MUTASI_TEXT.buktiHint}
      errorText={failure ?? error}
      stretch
    >
      <SpaceBetween size="xs">
        {stored && (
          <Link href={stored} external>
            {MUTASI_TEXT.buktiStored}
          </Link>
        )}
        <FileUpload
          value={files}
          accept="application/pdf,.pdf"
          showFileSize
          i18nStrings={{ uploadButtonText: () => AUTH_TEXT.chooseFile, formatFileSize: formatSize }}
          onChange={({ detail }) => void choose(detail.value)}
        />
        {state.status === 'uploading' && <StatusIndicator type="loading">{MUTASI_TEXT.buktiUploading}</StatusIndicator>}
        {state.status === 'done' && <StatusIndicator type="success">{MUTASI_TEXT.buktiUploaded}</StatusIndicator>}
      </SpaceBetween>
    </FormField>
  );
}
