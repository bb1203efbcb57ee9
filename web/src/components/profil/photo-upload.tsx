/**
 * The profile photo field: png, jpg, jpeg or gif up to 2MB (spec 000 section 5, with its exact
 * messages), uploaded at once through a presigned POST; the form keeps the temporary key.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { UploadError, uploadFile, uploadProblem } from '@web/api/upload';
import { useEffect, useState } from 'react';
import './photo-upload.css';

export function PhotoUpload({ onUploaded, error }: { onUploaded: (key: string) => void; error?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<{ status: 'idle' | 'uploading' | 'done' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (next: File[]) => {
    setFiles(next);
    onUploaded('');
    setPreview(null);
    const file = next[0];
    if (!file) return setState({ status: 'idle' });
    const problem = uploadProblem('foto_profil', file);
    if (problem) return setState({ status: 'failed', message: problem });
    setState({ status: 'uploading' });
    try {
      const key = await uploadFile('foto_profil', file);
      onUploaded(key);
      setPreview(URL.createObjectURL(file));
      setState({ status: 'done' });
    } catch (err) {
      const message = err instanceof UploadError || err instanceof ApiError ? err.message : MSG.genericErrorPlain;
      setState({ status: 'failed', message });
    }
  };

  return (
    <FormField
      label={AUTH_TEXT.fieldFoto}
      constraintText={AUTH_TEXT.fieldFotoHint}
      errorText={state.status === 'failed' ? state.message : error}
      stretch
    >
      <div className="photo-upload">
        {preview && <img src={preview} alt={AUTH_TEXT.fotoPreviewAlt} />}
        <div>
          <FileUpload
            value={files}
            accept="image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif"
            showFileSize
            i18nStrings={{ uploadButtonText: () => AUTH_TEXT.chooseFile }}
            onChange={({ detail }) => void choose(detail.value)}
          />
          {state.status === 'uploading' && <StatusIndicator type="loading">{AUTH_TEXT.uploading}</StatusIndicator>}
          {state.status === 'done' && <StatusIndicator type="success">{AUTH_TEXT.uploaded}</StatusIndicator>}
        </div>
      </div>
    </FormField>
  );
}
