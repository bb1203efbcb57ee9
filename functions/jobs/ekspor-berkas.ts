/** The export job (shared/jobs.ts): invoked asynchronously by the ekspor area with `{ id }`; runs in its starter's language. */
import { eksporService } from '@functions/domain/ekspor/service';
import { inJobLanguage } from '@functions/domain/jobs/language';

export async function handler(event: unknown): Promise<void> {
  const id = (event as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') throw new Error('ekspor-berkas: the event carries no id');
  await inJobLanguage(id, () => eksporService.run(id));
}
