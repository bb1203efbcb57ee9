/** The bulk approval job (shared/jobs.ts): invoked asynchronously by the cetak area with `{ id }`; runs in its starter's language. */
import { pengesahanBulk } from '@functions/domain/cetak/pengesahan/bulk';
import { inJobLanguage } from '@functions/domain/jobs/language';

export async function handler(event: unknown): Promise<void> {
  const id = (event as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') throw new Error('pengesahan-massal: the event carries no id');
  await inJobLanguage(id, () => pengesahanBulk.run(id));
}
