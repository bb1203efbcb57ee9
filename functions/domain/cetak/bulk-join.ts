/**
 * The last step of a bulk print (./bulk.ts): the job's PDFs, in the list's order (their
 * keys), streamed one after another (the next few requested ahead) from the bucket into `skpi.zip`, itself streamed to the bucket by
 * a multipart upload (never the whole zip in memory, nor more than a few PDFs); then the job is
 * done, naming the students not printed. Also the end of a run that failed (`jobFailedStep`).
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { jobsRepo } from '@functions/domain/jobs/repo';
import { jobText } from '@functions/domain/jobs/text';
import { s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import { bulkJobKeys, bulkZipKey } from '@functions/lib/skpi-links';
import { CETAK_MSG } from '@shared/messages/cetak';
import { ZipArchive } from 'archiver';
import type { Skipped } from './bulk-chunk';
import { getJson, listed } from './bulk-files';
import type { JobItem } from './job';

/** The multipart upload's part size and parts in flight (memory: about their product). */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** PDFs requested ahead of the one being zipped. */
export const FETCH_AHEAD = 4;
/** The join touches the job this often, so a long join is not taken for a dead job (jobs/repo.ts isDead). */
const ALIVE_EVERY_MS = 30_000;

/** The message naming who was not printed: the first 20, and how many in all. */
export function skippedMessage(skipped: readonly string[], unnamed = 0): string {
  const count = skipped.length + unnamed;
  const shown = skipped.slice(0, 20).join('; ');
  return `Tidak dicetak (${count}): ${shown}${count > 20 ? '; …' : ''}`;
}

/** The zip entry of a PDF key (`…/pdf/000042-<nim>.pdf`): `SKPI-<nim>.pdf`. */
export const entryName = (key: string) => `SKPI-${key.slice(key.lastIndexOf('/') + 1).replace(/^\d+-/, '')}`;

/**
 * Streams the objects `keys` yields into a zip at `zipKey` (stored, not deflated: PDFs are
 * compressed already); gives back how many entries it wrote. `alive` is called now and then.
 */
export async function zipObjects(
  keys: AsyncIterable<{ key: string; lastModified: Date | undefined }>,
  zipKey: string,
  alive: () => Promise<void> = async () => undefined,
): Promise<number> {
  const archive = new ZipArchive({ store: true });
  const body = new PassThrough();
  archive.pipe(body);
  const upload = new Upload({
    client: s3(),
    params: {
      Bucket: env.documentsBucket,
      Key: zipKey,
      Body: body,
      ContentType: 'application/zip',
      ContentDisposition: 'attachment; filename="skpi.zip"',
    },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
  });
  const uploaded = upload.done();
  const archiveError = new Promise<never>((_, reject) => archive.on('error', reject));
  archiveError.catch(() => undefined);
  uploaded.catch(() => undefined);
  let count = 0;
  let lastAlive = Date.now();
  // the next few PDFs are requested while the zip takes this one (a GET's latency, not its bytes,
  // dominates a small PDF): at most FETCH_AHEAD bodies wait, unread, in their sockets
  const source = keys[Symbol.asyncIterator]();
  const fetchNext = async () => {
    const next = await source.next();
    if (next.done) return null;
    const object = await s3().send(new GetObjectCommand({ Bucket: env.documentsBucket, Key: next.value.key }));
    if (!object.Body) throw new Error(`bulk print: ${next.value.key} has no body`);
    return { ...next.value, body: object.Body as Readable };
  };
  const ahead: ReturnType<typeof fetchNext>[] = [];
  try {
    for (;;) {
      while (ahead.length < FETCH_AHEAD) ahead.push(fetchNext());
      for (const p of ahead) p.catch(() => undefined);
      const pdf = await ahead.shift();
      if (!pdf) break;
      const taken = once(archive, 'entry');
      archive.append(pdf.body, { name: entryName(pdf.key), date: pdf.lastModified ?? new Date() });
      await Promise.race([taken, archiveError, uploaded]);
      count++;
      if (Date.now() - lastAlive >= ALIVE_EVERY_MS) {
        lastAlive = Date.now();
        await alive();
      }
    }
    await Promise.race([archive.finalize(), archiveError]);
    await uploaded;
  } catch (error) {
    for (const p of ahead) void p.then((pdf) => pdf?.body.destroy()).catch(() => undefined);
    archive.abort();
    await upload.abort().catch(() => undefined);
    throw error;
  }
  return count;
}

export async function joinStep(jobId: string): Promise<void> {
  const job = await jobsRepo.get<JobItem>('skpi-bulk', jobId);
  if (job?.status !== 'running') return;
  const zipKey = bulkZipKey(jobId);
  const printed = await zipObjects(listed(bulkJobKeys.pdfFolder(jobId)), zipKey, () => jobsRepo.update<JobItem>(jobId, {}));
  const skipped: Skipped = [];
  for await (const { key } of listed(bulkJobKeys.skippedFolder(jobId))) skipped.push(...(await getJson<Skipped>(key)));
  // students neither in the zip nor named (a chunk whose report failed too) are counted, unnamed
  const unnamed = Math.max(0, job.total - printed - skipped.length);
  await jobsRepo.update<JobItem>(jobId, {
    status: 'done',
    done: job.total,
    zip_key: zipKey,
    message: skipped.length || unnamed ? jobText(() => skippedMessage(skipped, unnamed)) : null,
  });
}

/** A run that failed outside any chunk (its reservation or its join, after their retries): the job fails. */
export async function jobFailedStep(jobId: string): Promise<void> {
  const job = await jobsRepo.get<JobItem>('skpi-bulk', jobId);
  if (job?.status !== 'queued' && job?.status !== 'running') return;
  await jobsRepo.update<JobItem>(jobId, { status: 'failed', message: jobText(() => CETAK_MSG.skpiJobFailed) });
}
