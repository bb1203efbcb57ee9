/**
 * The university's logo printed on the SKPI header: png, jpg or jpeg up to 2MB, uploaded at once
 * through a presigned POST (the card sends the temporary key with Simpan, which claims it), or
 * 'Hapus logo' (the card sends null). The preview is the chosen file, else the stored logo's
 * short-lived URL; without one the SKPI prints an emblem with the university's initials.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { AUTH_SCREEN_MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { useImmediateUpload } from '@web/components/form/use-immediate-upload';
import { useEffect, useState } from 'react';
import './logo-field.css';
import { formatSize } from '@shared/domain/storage-size';

/** What Simpan sends: undefined keeps the logo, null removes it, a string is a new upload's key. */
export type LogoChange = string | null | undefined;

export function LogoField({
  currentUrl,
  change,
  onChange,
  error,
  disabled,
}: {
  currentUrl: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const { files, state, choose, failure } = useImmediateUpload(
    'logo_universitas',
    (key) => onChange(key || undefined),
    (file) => setPreview(file ? URL.createObjectURL(file) : null),
  );
  const shown = change === null ? null : typeof change === 'string' ? preview : currentUrl;
  const remove = () => {
    void choose([]);
    onChange(null);
  };

  return (
    <FormField label={UNIVERSITAS_SCREEN_MSG.logoUniversitas} constraintText={UNIVERSITAS_SCREEN_MSG.logoHint} errorText={failure ?? error} stretch>
      <div className="logo-field" data-testid="logo-universitas">
        {shown ? (
          <img src={shown} alt={UNIVERSITAS_SCREEN_MSG.logoAlt} />
        ) : (
          <Box color="text-body-secondary">{change === null ? UNIVERSITAS_SCREEN_MSG.logoWillRemove : UNIVERSITAS_SCREEN_MSG.logoNone}</Box>
        )}
        <SpaceBetween size="xs">
          <SpaceBetween size="xs" direction="horizontal">
            <FileUpload
              value={files}
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              showFileSize
              i18nStrings={{ uploadButtonText: () => AUTH_SCREEN_MSG.chooseFile, formatFileSize: formatSize }}
              onChange={({ detail }) => void choose(detail.value)}
            />
            <Button disabled={disabled || change === null || (!currentUrl && change === undefined)} onClick={remove}>
              {UNIVERSITAS_SCREEN_MSG.logoHapus}
            </Button>
          </SpaceBetween>
          {state.status === 'uploading' && <StatusIndicator type="loading">{UNIVERSITAS_SCREEN_MSG.logoUploading}</StatusIndicator>}
          {state.status === 'done' && <StatusIndicator type="success">{UNIVERSITAS_SCREEN_MSG.logoUploaded}</StatusIndicator>}
        </SpaceBetween>
      </div>
    </FormField>
  );
}
