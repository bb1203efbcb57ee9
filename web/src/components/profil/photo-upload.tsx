/**
 * The profile photo field: png, jpg, jpeg or gif up to 2MB (with its exact messages), uploaded at
 * once through a presigned POST; the form keeps the temporary key.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import { useImmediateUpload } from '@web/components/form/use-immediate-upload';
import { useEffect, useState } from 'react';
import './photo-upload.css';
import { formatSize } from '@shared/domain/storage-size';

export function PhotoUpload({ onUploaded, error }: { onUploaded: (key: string) => void; error?: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const { files, state, choose, failure } = useImmediateUpload('foto_profil', onUploaded, (file) =>
    setPreview(file ? URL.createObjectURL(file) : null),
  );

  return (
    <FormField label={AUTH_SCREEN_MSG.fieldFoto} constraintText={AUTH_SCREEN_MSG.fieldFotoHint} errorText={failure ?? error} stretch>
      <div className="photo-upload">
        {preview && <img src={preview} alt={AUTH_SCREEN_MSG.fotoPreviewAlt} />}
        <div>
          <FileUpload
            value={files}
            accept="image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif"
            showFileSize
            i18nStrings={{ uploadButtonText: () => AUTH_SCREEN_MSG.chooseFile, formatFileSize: formatSize }}
            onChange={({ detail }) => void choose(detail.value)}
          />
          {state.status === 'uploading' && <StatusIndicator type="loading">{AUTH_SCREEN_MSG.uploading}</StatusIndicator>}
          {state.status === 'done' && <StatusIndicator type="success">{AUTH_SCREEN_MSG.uploaded}</StatusIndicator>}
        </div>
      </div>
    </FormField>
  );
}
