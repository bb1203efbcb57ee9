/**
 * The texts a job keeps on its item (its label, its progress or outcome message) are kept in both
 * languages, so each reader reads their own, whoever started the job and in which language: a job
 * read in English after an Indonesian start says it in English. What a job writes once for one
 * reader (an export's file, a mail) stays in the starter's language (./language.ts).
 */
import { inLanguage } from '@functions/lib/language';
import { type Bahasa, currentLanguage } from '@shared/messages/language';

export type JobText = Readonly<Record<Bahasa, string>>;

/** A text built from the catalogues once in each language. */
export const jobText = (build: () => string): JobText => ({ id: inLanguage('id', build), en: inLanguage('en', build) });

/** A kept text in the language in force; a text kept in one language (an item written before jobs kept both) as kept. */
export function readJobText(kept: JobText | string | null | undefined): string | null {
  if (kept === null || kept === undefined) return null;
  return typeof kept === 'string' ? kept : kept[currentLanguage()];
}

/**
 * A job's label and message as its answer shows them, in the language in force: `message` when
 * given (a job found dead reads as failed), else its own; no message field when it has none.
 */
export function jobTexts(job: { label: JobText | string; message: JobText | string | null }, message?: string): { label: string; message?: string } {
  const shown = message ?? readJobText(job.message);
  return { label: readJobText(job.label) ?? '', ...(shown ? { message: shown } : {}) };
}
