/** The export job (shared/jobs.ts): invoked asynchronously by the ekspor area with `{ id }`. */
import { eksporService } from '@functions/domain/ekspor/service';

export async function handler(event: unknown): Promise<void> {
  const id = (event as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') throw new Error('ekspor-berkas: the event carries no id');
  await eksporService.run(id);
}
