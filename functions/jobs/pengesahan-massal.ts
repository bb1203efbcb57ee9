/** The bulk approval job (shared/jobs.ts): invoked asynchronously by the cetak area with `{ id }`. */
import { pengesahanBulk } from '@functions/domain/cetak/pengesahan/bulk';

export async function handler(event: unknown): Promise<void> {
  const id = (event as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') throw new Error('pengesahan-massal: the event carries no id');
  await pengesahanBulk.run(id);
}
