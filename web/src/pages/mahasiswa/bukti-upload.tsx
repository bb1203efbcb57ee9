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
import { AUTH_SCREEN_MSG, MUTASI_SCREEN_MSG } from '@shared/messages';
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
      label={MUTASI_SCREEN_MSG.fieldBukti}
      constraintText={stored ? `${MUTASI_SCREEN_MSG.buktiHint} ${MUTASI_SCREEN_MSG.buktiKeepHint}` : MUTASI_SCREEN_MSG.buktiHint}
      errorText={failure ?? error}
      stretch
    >
      <SpaceBetween size="xs">
        {stored && (
          <Link href={stored} external>
            {MUTASI_SCREEN_MSG.buktiStored}
          </Link>
        )}
        <FileUpload
          value={files}
          accept="application/pdf,.pdf"
          showFileSize
          i18nStrings={{ uploadButtonText: () => AUTH_SCREEN_MSG.chooseFile, formatFileSize: formatSize }}
          onChange={({ detail }) => void choose(detail.value)}
        />
        {state.status === 'uploading' && <StatusIndicator type="loading">{MUTASI_SCREEN_MSG.buktiUploading}</StatusIndicator>}
        {state.status === 'done' && <StatusIndicator type="success">{MUTASI_SCREEN_MSG.buktiUploaded}</StatusIndicator>}
      </SpaceBetween>
    </FormField>
  );
}
