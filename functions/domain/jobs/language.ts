/**
 * The language a job speaks: its starter's. The request that starts a job records its language on
 * the job item (`newJob`), and every run of the job (its Lambda invoked by the area, a state
 * machine's step, a fresh invocation that goes on from a cursor, the scheduled resume of a stopped
 * run) reads it back from there, so a job writes its files and mails in one language from start to
 * end, whatever invoked it. Its label and messages are kept in both languages (./text.ts). A scheduled job without a starter
 * (a digest) speaks per recipient instead (functions/lib/mail.ts `sendMail`).
 */
import { inLanguage } from '@functions/lib/language';
import { jobsRepo } from './repo';

/** Runs `work` in the language of job `id` (Indonesian for a job without one). */
export async function inJobLanguage<T>(id: string, work: () => Promise<T>): Promise<T> {
  const bahasa = await jobsRepo.languageOf(id);
  return inLanguage(bahasa, work);
}
