/**
 * The credentials' status index sequence: each printed SKPI takes the next index (the print's
 * Lambda, through ./issue.ts); the kredensial area only reads how many were given (./repo.ts).
 */
import { kredensialKeys } from '@functions/lib/entities/kredensial';
import { nextId } from '@functions/lib/sequence';

export const statusIndexRepo = {
  /** The next status index (from 0). */
  next: async () => (await nextId(kredensialKeys.statusIndexSequence())) - 1,
};
