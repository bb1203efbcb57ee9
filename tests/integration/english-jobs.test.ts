/**
 * A job speaks its starter's language: the request that starts it records its language on the job
 * item, and the job (run here in this process as Lambda would run it: a fresh invocation without
 * the request's language) writes its file in it. A long export started in English has English
 * column headers, one started in Indonesian Indonesian ones, whoever reads the file. What the job
 * keeps on its item to be shown (its label, its outcome) is kept in both languages: each reader
 * reads their own.
 */
import type { ProdiItem } from '@functions/domain/master/repo';
import { CETAK_MSG, jobLabelNims } from '@shared/messages/cetak';
import { EKSPOR_HEADER_MSG } from '@shared/messages/ekspor';
import { type Bahasa, sideIn } from '@shared/messages/language';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, invokeArea, staffAccount } from '../support/auth-flow';
import { eventually } from '../support/browser-session';
import { queuedBulkJob } from '../support/cetak';
import { repoStudent } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { useStackEnv } from '../support/stack';

let superToken = '';
let superAdmin: Awaited<ReturnType<typeof staffAccount>>;
let prodi: ProdiItem;

beforeAll(async () => {
  useStackEnv();
  const fakultas = await testFakultas('Fakultas Uji Bahasa Tugas');
  prodi = await testProdi(fakultas.id_fakultas, 'Teknik Uji Bahasa Tugas');
  superAdmin = await staffAccount('super admin');
  superToken = superAdmin.token;
  const base = `7${Date.now().toString().slice(-8)}`;
  for (const [i, nama] of ['Ayu Lestari', 'Bima Sakti', 'Cahya Putri'].entries()) await repoStudent(prodi.id_prodi, { nim: `${base}${i}`, nama });
});

interface JobAnswer {
  job: { id: string; status: string; done: number; url?: string | null; label?: string };
}

/** Starts the student list's export as a job in `lang` (the request's Accept-Language) and gives its file's rows once done. */
async function exportAsJob(lang: Bahasa): Promise<{ id: string; rows: string[][] }> {
  const ip = freshClientIp();
  const headers = { 'accept-language': lang };
  const started = await invokeArea('ekspor', {
    method: 'GET',
    path: `/api/manajemen/akun/export?format=csv&id_prodi=${prodi.id_prodi}`,
    bearer: superToken,
    sourceIp: ip,
    headers,
    env: { EKSPOR_DIRECT_ROWS: '1' },
  });
  expect({ lang, status: started.status }).toEqual({ lang, status: 202 });
  const id = (started.body as JobAnswer).job.id;
  const read = async () =>
    ((await invokeArea('ekspor', { method: 'GET', path: `/api/ekspor/jobs/${id}`, bearer: superToken, sourceIp: ip, headers })).body as JobAnswer)
      .job;
  await eventually(read).toMatchObject({ status: 'done', done: 3 });
  const url = (await read()).url;
  if (!url) throw new Error('a done export job gave no link');
  const text = Buffer.from(await (await fetch(url)).arrayBuffer())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return { id, rows: Papa.parse<string[]>(text.trimEnd(), { delimiter: ',' }).data };
}

describe('a job writes in its starter language', () => {
  it('an export started in English has English headers; one started in Indonesian, Indonesian ones', async () => {
    const english = await exportAsJob('en');
    const en = sideIn(EKSPOR_HEADER_MSG, 'en');
    expect(english.rows[0]?.slice(0, 3)).toEqual([en.nim, en.nama, en.email]);
    expect(english.rows.length - 1).toBe(3);

    const indonesian = await exportAsJob('id');
    const id = sideIn(EKSPOR_HEADER_MSG, 'id');
    expect(indonesian.rows[0]?.slice(0, 3)).toEqual([id.nim, id.nama, id.email]);
    expect(en.nama).not.toBe(id.nama);

    // the language is the job item's: what every later run of the job reads
    const { jobsRepo } = await import('@functions/domain/jobs/repo');
    expect(await jobsRepo.languageOf(english.id)).toBe('en');
    expect(await jobsRepo.languageOf(indonesian.id)).toBe('id');
  });

  it('a job runs in its recorded language whatever language its invocation starts in', async () => {
    const { inJobLanguage } = await import('@functions/domain/jobs/language');
    const { inLanguage } = await import('@functions/lib/language');
    const { currentLanguage } = await import('@shared/messages/language');
    const english = await exportAsJob('en');
    // a fresh invocation (Indonesian) of an English job
    expect(await inLanguage('id', () => inJobLanguage(english.id, async () => currentLanguage()))).toBe('en');
    // a job with no such item (a scheduled run): Indonesian
    expect(await inLanguage('en', () => inJobLanguage('TIDAK-ADA', async () => currentLanguage()))).toBe('id');
  });

  it("keeps a job's label and outcome in both languages: a job started in Indonesian reads in English to an English reader", async () => {
    const { jobText } = await import('@functions/domain/jobs/text');
    const { jobFailedStep } = await import('@functions/domain/cetak/bulk-join');
    const { inLanguage } = await import('@functions/lib/language');
    const id = `bahasa-${Date.now()}`;
    // started in Indonesian; it fails outside any chunk, in an Indonesian run
    await queuedBulkJob(superAdmin, {
      id,
      total: 2,
      label: inLanguage('id', () => jobText(() => jobLabelNims(2))),
      request: { kind: 'nim', user_ids: [] },
      id_periode_kelulusan: 1,
    });
    await inLanguage('id', () => jobFailedStep(id));
    const read = async (lang: Bahasa) =>
      (
        (
          await invokeArea('cetak', {
            method: 'GET',
            path: `/api/manajemen/skpi/jobs/${id}`,
            bearer: superToken,
            sourceIp: freshClientIp(),
            headers: { 'accept-language': lang },
          })
        ).body as { job: { status: string; label: string; message?: string } }
      ).job;
    expect(await read('en')).toMatchObject({
      status: 'failed',
      label: sideIn(jobLabelNims, 'en')(2),
      message: sideIn(CETAK_MSG, 'en').skpiJobFailed,
    });
    expect(await read('id')).toMatchObject({
      status: 'failed',
      label: sideIn(jobLabelNims, 'id')(2),
      message: sideIn(CETAK_MSG, 'id').skpiJobFailed,
    });
    expect(sideIn(CETAK_MSG, 'en').skpiJobFailed).not.toBe(sideIn(CETAK_MSG, 'id').skpiJobFailed);
  });

  it('reads a job kept in one language, as jobs were before, as kept', async () => {
    const { readJobText } = await import('@functions/domain/jobs/text');
    const { inLanguage } = await import('@functions/lib/language');
    expect(inLanguage('en', () => readJobText('Gagal'))).toBe('Gagal');
    expect(inLanguage('en', () => readJobText({ id: 'Gagal', en: 'Failed' }))).toBe('Failed');
    expect(readJobText(null)).toBeNull();
  });
});
