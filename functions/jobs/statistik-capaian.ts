/**
 * The achievement recount of one study program (shared/jobs.ts): invoked asynchronously by the
 * admin area with `{ id_prodi }` after a change of the program's rubrics or sub-rubrics
 * (functions/domain/statistik/capaian.ts recountCapaian).
 */
import { recountCapaian } from '@functions/domain/statistik/capaian';
import { logger } from '@functions/lib/logger';

export async function handler(event: unknown): Promise<void> {
  const idProdi = (event as { id_prodi?: unknown } | undefined)?.id_prodi;
  if (typeof idProdi !== 'number' || !Number.isInteger(idProdi) || idProdi < 1) throw new Error('statistik-capaian: the event carries no id_prodi');
  const done = await recountCapaian(idProdi);
  logger.info('achievement counters recounted', { idProdi, aktif: done.aktif, perubahan: done.perubahan, attempts: done.attempts });
}
