/**
 * Hostile files through the real handlers (run in this process, so that their cost is this
 * process's to measure): a PDF of about 130 bytes declaring 20 million cross-reference entries (and
 * its kin: tests/support/documents.ts `hostilePdfs`) sent as a portfolio's evidence, and workbooks
 * of about 65 KB whose end records disagree (two counts that differ; a ZIP64 record the reader
 * would follow) sent to the bulk import, are each refused with their message in under a second of
 * work and 50 MB, and change nothing: no item written, no document stored, the upload unclaimed.
 * The parsers alone: tests/unit/bounded-parsers.test.ts.
 */

import { uploadKeys } from '@functions/lib/entities/uploads';
import { XLSX_MIME } from '@shared/api/uploads';
import { DOCUMENT_FOLDERS } from '@shared/domain/skpi-storage';
import { IMPOR_MSG } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, invokeArea, pointAtStack, staffAccount } from '../support/auth-flow';
import { HOSTILE_BOUNDS, measured } from '../support/bounded';
import { hostilePdfs } from '../support/documents';
import { type CatalogEntry, catalogOf, freshStudent, type StudentAccount, snapshot, uploadEvidence } from '../support/portofolio';
import { uploadFile } from '../support/student-data';
import { hostileWorkbooks } from '../support/xlsx';

async function lib() {
  pointAtStack();
  const [{ s3 }, { ListObjectsV2Command }, { getItem }, { jobsRepo }] = await Promise.all([
    import('@functions/lib/clients'),
    import('@aws-sdk/client-s3'),
    import('@functions/lib/table'),
    import('@functions/domain/jobs/repo'),
  ]);
  /** The keys the documents bucket holds under `prefix`. */
  const stored = async (prefix: string) =>
    ((await s3().send(new ListObjectsV2Command({ Bucket: process.env.DOCUMENTS_BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
  return { stored, getItem, jobsRepo };
}

/** The cost bounds every refusal below keeps. */
function expectBounded(cost: { cpuMs: number; heapBytes: number; peakRssBytes: number }, name: string) {
  expect(cost.cpuMs, `${name}: processor time`).toBeLessThan(HOSTILE_BOUNDS.cpuMs);
  expect(cost.heapBytes, `${name}: heap`).toBeLessThan(HOSTILE_BOUNDS.bytes);
  expect(cost.peakRssBytes, `${name}: peak resident memory`).toBeLessThan(HOSTILE_BOUNDS.bytes);
}

describe('a hostile PDF as a portfolio evidence', () => {
  let student: StudentAccount;
  let entry: CatalogEntry;
  beforeAll(async () => {
    student = await freshStudent(1);
    const [first] = await catalogOf(1);
    if (!first) throw new Error('the demo program has no sub-rubric');
    entry = first;
    // the area is loaded (and its first request answered) before anything is measured
    await invokeArea('mahasiswa', { method: 'GET', path: '/api/portofolio/latest', bearer: student.token, sourceIp: freshClientIp() });
  });

  it('is refused with the unreadable-PDF message within a second and 50 MB, and nothing is written or stored', async () => {
    const { stored, getItem } = await lib();
    for (const [name, bytes] of hostilePdfs()) {
      const key = await uploadEvidence(student.token, bytes);
      const before = await snapshot(student.user.id, 1);
      const cost = await measured(() =>
        invokeArea('mahasiswa', {
          method: 'POST',
          path: `/api/portofolio/user/${student.nim}/add`,
          bearer: student.token,
          sourceIp: freshClientIp(),
          body: {
            id_anak_rubrik: entry.anak.id_anak_rubrik,
            judul: 'Juara Lomba Uji',
            judul_inggris: 'Winner, Test Contest',
            bobot_skp_portofolio: 2,
            tanggal_terbit: '2024-03-01',
            dokumen_portofolio: key,
          },
        }),
      );
      expect(cost.result.status, name).toBe(422);
      expect(cost.result.body, name).toEqual({ message: { dokumen_portofolio: [UPLOAD_MSG.uploadPdfUnreadable] } });
      expectBounded(cost, name);
      expect(await snapshot(student.user.id, 1), name).toEqual(before);
      expect(await getItem(uploadKeys.upload(key)), name).toMatchObject({ owner: student.user.id });
    }
    expect(await stored(`${DOCUMENT_FOLDERS.portofolio}/${student.user.id}/`)).toEqual([]);
  });
});

describe('a hostile workbook as the bulk import', () => {
  let admin: Awaited<ReturnType<typeof staffAccount>>;
  let workbooks: ReturnType<typeof hostileWorkbooks>;
  beforeAll(async () => {
    workbooks = hostileWorkbooks();
    admin = await staffAccount('super admin');
    await invokeArea('impor', { method: 'POST', path: '/api/manajemen/akun/import', bearer: admin.token, sourceIp: freshClientIp(), body: {} });
  });

  it('two counts that differ, or a ZIP64 record: refused as no workbook by the check and the confirmation, within a second and 50 MB, no job, the upload unclaimed', async () => {
    const { getItem, jobsRepo } = await lib();
    for (const [name, bytes] of Object.entries(workbooks)) {
      expect(bytes.length, name).toBeLessThan(80 * 1024);
      const key = await uploadFile(admin.token, 'impor_mahasiswa', Buffer.from(bytes), XLSX_MIME);
      for (const path of ['/api/manajemen/akun/import', '/api/manajemen/akun/import/confirm']) {
        const cost = await measured(() =>
          invokeArea('impor', { method: 'POST', path, bearer: admin.token, sourceIp: freshClientIp(), body: { file: key } }),
        );
        expect(cost.result.status, `${name} ${path}`).toBe(422);
        expect(cost.result.body, `${name} ${path}`).toEqual({ message: { file: [IMPOR_MSG.imporNotWorkbook] } });
        expectBounded(cost, `${name} ${path}`);
      }
      expect(await getItem(uploadKeys.upload(key)), name).toMatchObject({ owner: admin.user.id });
    }
    expect(await jobsRepo.listOf('akun-impor', admin.user.id)).toEqual([]);
  });
});
