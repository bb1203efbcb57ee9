/**
 * Helpers of the student-area tests: portfolios written through the portfolio repo (verified or
 * not), a student meeting every rubric of their program, presigned uploads sent to s3rver, and
 * reads of the documents bucket. The test process points at the stack's table (useStackEnv).
 */
import type { UploadPurpose } from '@shared/api/uploads';
import { pointAtStack } from './auth-flow';
import { api } from './stack';

export interface Presigned {
  key: string;
  url: string;
  fields: Record<string, string>;
}

/** Asks for a presigned POST (declaring at most the 2,000,000-byte limit) and sends the bytes to s3rver; returns the temporary key. */
export async function uploadFile(token: string, purpose: UploadPurpose, bytes: Buffer, contentType: string): Promise<string> {
  const p = await api<Presigned>('POST', '/api/uploads', {
    bearer: token,
    body: { purpose, content_type: contentType, size: Math.min(bytes.length, 2_000_000) },
  });
  if (p.status !== 201) throw new Error(`presign answered ${p.status}: ${JSON.stringify(p.body)}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(p.body.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file');
  const res = await fetch(p.body.url, { method: 'POST', body: form });
  if (res.status !== 204) throw new Error(`s3 upload answered ${res.status}`);
  return p.body.key;
}

/** The rubrics and sub-rubrics of a program, as the repos hold them. */
export async function programRubrics(idProdi: number) {
  pointAtStack();
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const [rubrik, anak] = await Promise.all([rubrikRepo.listRubrikOfProdi(idProdi), rubrikRepo.listAnakOfProdi(idProdi)]);
  return { rubrik, anak };
}

/** One portfolio of a sub-rubric with the given points and status (2 verified), through the repo. */
export async function addPortfolio(
  user: { id: string; id_prodi: number | null },
  anak: { id_anak_rubrik: number; id_rubrik: number; id_bidang_portofolio: number },
  points: number,
  status: 1 | 2 | 3 | 4 = 2,
) {
  pointAtStack();
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  return portofolioRepo.create({
    user_id: user.id,
    id_prodi: user.id_prodi ?? 0,
    id_bidang_portofolio: anak.id_bidang_portofolio,
    id_rubrik: anak.id_rubrik,
    id_anak_rubrik: anak.id_anak_rubrik,
    id_kegiatan_ppk: null,
    judul: 'Portofolio uji',
    judul_inggris: null,
    bobot_skp_portofolio: points,
    tanggal_terbit: '2024-05-01',
    dokumen_portofolio: null,
    id_status_portofolio: status,
    showed: false,
    verified_by: null,
    verified_at: null,
  });
}

/** Verified portfolios enough for every rubric and sub-rubric of the student's program. */
export async function meetEveryRubric(user: { id: string; id_prodi: number | null }): Promise<void> {
  const { rubrik, anak } = await programRubrics(user.id_prodi ?? 0);
  for (const r of rubrik) {
    const children = anak.filter((a) => a.id_rubrik === r.id_rubrik);
    let total = 0;
    for (const a of children) {
      if (a.syarat_minimal_skp > 0) await addPortfolio(user, a, a.syarat_minimal_skp);
      total += a.syarat_minimal_skp;
    }
    const first = children[0];
    if (total < r.syarat_minimal_skp && first) await addPortfolio(user, first, r.syarat_minimal_skp - total);
  }
}

export { documentExists, pdfBytes } from './documents';
