/**
 * A file field that uploads as soon as a file is chosen (files never pass through Lambda: presigned POST, the form
 * keeps only the temporary key): the type and size are checked in the browser first (with the
 * same messages the server gives), then the file goes up; choosing again or clearing forgets the previous key. The
 * profile photo and the proof of a migration request use it.
 */
import type { UploadPurpose } from '@shared/api/uploads';
import { MSG } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { UploadError, uploadFile, uploadProblem } from '@web/api/upload';
import { useState } from 'react';

export type UploadState = { status: 'idle' | 'uploading' | 'done' } | { status: 'failed'; message: string };

export function useImmediateUpload(purpose: UploadPurpose, onUploaded: (key: string) => void, onChosen?: (file: File | null) => void) {
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const choose = async (next: File[]) => {
    setFiles(next);
    onUploaded('');
    const file = next[0];
    onChosen?.(null);
    if (!file) return setState({ status: 'idle' });
    const problem = uploadProblem(purpose, file);
    if (problem) return setState({ status: 'failed', message: problem });
    setState({ status: 'uploading' });
    try {
      onUploaded(await uploadFile(purpose, file));
      onChosen?.(file);
      setState({ status: 'done' });
    } catch (err) {
      setState({ status: 'failed', message: err instanceof UploadError || err instanceof ApiError ? err.message : MSG.genericErrorPlain });
    }
  };

  return { files, state, choose, failure: state.status === 'failed' ? state.message : undefined };
}
