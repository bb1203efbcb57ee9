/** The approvers' daily mail of waiting SKPI drafts (shared/jobs.ts), scheduled. */
import { sendPengesahanDigest } from '@functions/domain/cetak/pengesahan/digest';

export async function handler(): Promise<{ mailed: number }> {
  return sendPengesahanDigest();
}
