/**
 * An upload record (owner, purpose, content type, temporary key, `ttl`): put when a presigned POST
 * is given, read and deleted by the call that names the key (functions/lib/files.ts).
 */
import { item } from './key';

export const uploadKeys = {
  upload: (objectKey: string) => item('UPLOAD', objectKey),
} as const;
