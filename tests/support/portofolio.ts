/**
 * Helpers of the portfolio tests: a fresh student with a session token, the demo catalog of a
 * program (sub-rubrics with their internal activity), evidence uploads through the real presigned
 * POST, the SKPI-request item the SKPI part writes, and a snapshot of every item a portfolio
 * write may touch (to show that a refusal changed nothing).
 */

import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { KegiatanItem } from '@functions/domain/ppk/repo';
import type { AnakRubrikItem } from '@functions/domain/rubrik/repo';
import { portofolioKeys } from '@functions/lib/entities/portofolio';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { userKeys } from '@functions/lib/entities/users';
import { pointAtStack, staffAccount } from './auth-flow';
import { api } from './stack';

export type StudentAccount = Awaited<ReturnType<typeof staffAccount>>;

/** A fresh, active student of a program, with a session token. */
export const freshStudent = (idProdi = 1) => staffAccount('mahasiswa', idProdi);

export interface CatalogEntry {
  anak: AnakRubrikItem;
  kegiatan: KegiatanItem[];
}

/** The sub-rubrics of a program (demo data: each with one internal activity). */
export async function catalogOf(idProdi: number): Promise<CatalogEntry[]> {
  pointAtStack();
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const { ppkRepo } = await import('@functions/domain/ppk/repo');
  const anak = await rubrikRepo.listAnakOfProdi(idProdi);
  return Promise.all(anak.map(async (a) => ({ anak: a, kegiatan: await ppkRepo.listOfAnak(a.id_anak_rubrik) })));
}

interface Presigned {
  key: string;
  url: string;
  fields: Record<string, string>;
}

/**
 * Uploads bytes as an evidence document (purpose `dokumen`) through the presigned POST; the
 * declared size is capped at the limit so that a larger file reaches the bucket (s3rver checks no
 * policy), as a client ignoring the policy would try. Returns the upload key.
 */
export async function uploadEvidence(token: string, bytes: Buffer, contentType = 'application/pdf'): Promise<string> {
  const p = await api<Presigned>('POST', '/api/uploads', {
    bearer: token,
    body: { purpose: 'dokumen', content_type: contentType, size: Math.min(bytes.length, 2_000_000) },
  });
  if (p.status !== 201) throw new Error(`presign answered ${p.status}: ${JSON.stringify(p.body)}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(p.body.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'bukti.pdf');
  const res = await fetch(p.body.url, { method: 'POST', body: form });
  if (res.status !== 204) throw new Error(`S3 POST answered ${res.status}`);
  return p.body.key;
}

/** Writes the student's SKPI request as the SKPI part does (`is_downloaded` 0 waiting, 1 accepted), or removes it. */
export async function setSkpiRequest(userId: string, isDownloaded: 0 | 1 | null): Promise<void> {
  pointAtStack();
  const { DeleteCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  const key = skpiKeys.skpiRequest(userId);
  if (isDownloaded === null) {
    await ddb().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    return;
  }
  const item = {
    ...key,
    type: 'skpi-request',
    user_id: userId,
    is_downloaded: isDownloaded,
    path: null,
    requested_at: new Date().toISOString(),
    version: 1,
  };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** Every item a write of this student's portfolios may touch, read consistently. */
export async function snapshot(userId: string, idProdi: number) {
  pointAtStack();
  const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  const get = async (key: { PK: string; SK: string }) =>
    (await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  const partition = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': userKeys.user(userId).PK },
      ConsistentRead: true,
    }),
  );
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const portfolios = await portofolioRepo.listOfUser(userId);
  const full = await Promise.all(portfolios.map((p) => get(portofolioKeys.portofolio(p.id_portofolio))));
  return {
    // user item, per-category statistics, public portfolios, SKPI request
    partition: partition.Items ?? [],
    portfolios: full,
    prodi: await statistikRepo.prodiCounters(idProdi),
    all: await statistikRepo.prodiCounters(0),
  };
}

/** The counters of a student and of the program and university, as numbers (absent is 0). */
export async function countersOf(userId: string, idProdi: number) {
  const s = await snapshot(userId, idProdi);
  const user = s.partition.find((i) => i.SK === 'USER') ?? {};
  const stats = Object.fromEntries(
    s.partition
      .filter((i) => typeof i.SK === 'string' && i.SK.startsWith('STAT#BIDANG#'))
      .map((i) => [Number(i.id_bidang_portofolio), { portofolio_count: Number(i.portofolio_count ?? 0), bobot_skp: Number(i.bobot_skp ?? 0) }]),
  );
  const n = (v: unknown) => Number(v ?? 0);
  return {
    skp: n(user.skp),
    jumlah_portofolio: n(user.jumlah_portofolio),
    stats,
    prodi: { total: n(s.prodi?.portofolio_total), belum_diverifikasi: n(s.prodi?.portofolio_belum_diverifikasi) },
    all: { total: n(s.all?.portofolio_total), belum_diverifikasi: n(s.all?.portofolio_belum_diverifikasi) },
  };
}

/** The counters as they should be, recounted from the student's portfolios (verified points only count). */
export async function recount(userId: string) {
  pointAtStack();
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const items = await portofolioRepo.listOfUser(userId);
  const verified = (p: { id_status_portofolio: number; bobot_skp_portofolio: number }) => (p.id_status_portofolio === 2 ? p.bobot_skp_portofolio : 0);
  const stats: Record<number, { portofolio_count: number; bobot_skp: number }> = {};
  for (const p of items) {
    const s = stats[p.id_bidang_portofolio] ?? { portofolio_count: 0, bobot_skp: 0 };
    s.portofolio_count += 1;
    s.bobot_skp += verified(p);
    stats[p.id_bidang_portofolio] = s;
  }
  return {
    skp: items.reduce((n, p) => n + verified(p), 0),
    jumlah_portofolio: items.length,
    stats,
    total: items.length,
    belum_diverifikasi: items.filter((p) => p.id_status_portofolio === 1 || p.id_status_portofolio === 3).length,
  };
}

/** Per-category statistics without the categories whose counts fell back to zero. */
export const nonZeroStats = (stats: Record<number, { portofolio_count: number; bobot_skp: number }>) =>
  Object.fromEntries(Object.entries(stats).filter(([, s]) => s.portofolio_count !== 0 || s.bobot_skp !== 0));

/** Sets a portfolio's status through the repo writer, as verification will (counters and index move with it). */
export async function setStatus(id: number, status: 1 | 2 | 3 | 4): Promise<void> {
  pointAtStack();
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const before = await portofolioRepo.get(id);
  if (!before) throw new Error(`no portfolio ${id}`);
  await portofolioRepo.update(before, { id_status_portofolio: status, verified_by: 'uji', verified_at: new Date().toISOString() });
}

export { documentExists, pdfBytes } from './documents';

/**
 * A waiting portfolio (status 1) titled `judul`, written through portofolioRepo.create, of a
 * student in program `idProdi` under sub-rubric `anak` (category 1 and no English title unless `fields` says).
 */
export async function waitingPortfolio(
  userId: string,
  idProdi: number,
  anak: Pick<AnakRubrikItem, 'id_rubrik' | 'id_anak_rubrik'>,
  judul: string,
  fields: Partial<Pick<PortofolioItem, 'id_bidang_portofolio' | 'judul_inggris'>> = {},
): Promise<PortofolioItem> {
  pointAtStack();
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  return portofolioRepo.create({
    user_id: userId,
    id_prodi: idProdi,
    id_bidang_portofolio: 1,
    id_rubrik: anak.id_rubrik,
    id_anak_rubrik: anak.id_anak_rubrik,
    id_kegiatan_ppk: null,
    judul,
    judul_inggris: null,
    bobot_skp_portofolio: 1,
    tanggal_terbit: '2024-04-01',
    dokumen_portofolio: null,
    id_status_portofolio: 1,
    showed: true,
    verified_by: null,
    verified_at: null,
    ...fields,
  });
}
