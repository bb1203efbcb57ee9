/**
 * Uploads are stored and imported exactly as checked (functions/lib/files.ts): a file posted again
 * to a still-valid upload URL after the check is neither the stored document nor the imported list;
 * a file that only starts with `%PDF-` is refused with its message; an .xlsx that unpacks past
 * the import's limit (a zip bomb) is refused with its message. Nothing is written by a refusal.
 */

import { createHash, randomUUID } from 'node:crypto';
import type { ImporJobItem } from '@functions/domain/impor/job';
import { uploadKeys } from '@functions/lib/entities/uploads';
import { XLSX_MIME } from '@shared/api/uploads';
import { IMPOR_MSG } from '@shared/messages';
import { sideIn } from '@shared/messages/language';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { IMPOR_MAX_UNPACKED_BYTES } from '@shared/validation/impor';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, pointAtStack, staffAccount } from '../support/auth-flow';
import { pdfBytes } from '../support/documents';
import { api } from '../support/stack';
import { uploadFile } from '../support/student-data';
import { zipOf } from '../support/xlsx';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A presigned upload kept open: its key, and a POST of any bytes to its still-valid URL. */
async function openUpload(token: string, purpose: string, contentType: string) {
  const p = await api<{ key: string; url: string; fields: Record<string, string> }>('POST', '/api/uploads', {
    bearer: token,
    body: { purpose, content_type: contentType, size: 10_000 },
  });
  if (p.status !== 201) throw new Error(`presign answered ${p.status}`);
  const post = async (bytes: Uint8Array) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(p.body.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file');
    const res = await fetch(p.body.url, { method: 'POST', body: form });
    if (res.status !== 204) throw new Error(`s3 POST answered ${res.status}`);
  };
  return { key: p.body.key, post };
}

async function lib() {
  pointAtStack();
  const [{ s3 }, files, { GetObjectCommand }, { getItem }] = await Promise.all([
    import('@functions/lib/clients'),
    import('@functions/lib/files'),
    import('@aws-sdk/client-s3'),
    import('@functions/lib/table'),
  ]);
  return { s3, files, GetObjectCommand, getItem };
}

let student: Awaited<ReturnType<typeof staffAccount>>;
let admin: Awaited<ReturnType<typeof staffAccount>>;
beforeAll(async () => {
  [student, admin] = await Promise.all([staffAccount('mahasiswa', 1), staffAccount('super admin')]);
});

describe('the stored file is the one checked', () => {
  it('a second POST to the upload URL between the check and the store does not swap the stored document', async () => {
    const { s3, files, GetObjectCommand } = await lib();
    const checked = pdfBytes(1500);
    const swapped = pdfBytes(1800);
    const upload = await openUpload(student.token, 'dokumen', 'application/pdf');
    await upload.post(checked);

    // the attacker's second POST lands once the check is done, just before the document is stored
    let posted = false;
    const client = s3();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if ((context.commandName === 'PutObjectCommand' || context.commandName === 'CopyObjectCommand') && !posted) {
          posted = true;
          await upload.post(swapped);
        }
        return next(args);
      },
      { step: 'initialize', name: 'secondPostAfterCheck' },
    );
    let stored: string;
    try {
      stored = await files.finalizeUpload({ key: upload.key, owner: student.user.id, purpose: 'dokumen', folder: 'uji', field: 'bukti' });
    } finally {
      client.middlewareStack.remove('secondPostAfterCheck');
    }
    expect(posted).toBe(true);
    const body = await (await client.send(new GetObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET, Key: stored }))).Body?.transformToByteArray();
    expect(sha256(body ?? new Uint8Array())).toBe(sha256(checked));
  });

  it('the import job runs only on the confirmed bytes: a file changed after the confirmation fails the job, no account created', async () => {
    const { files } = await lib();
    const [first, second] = [freshIdentity('I'), freshIdentity('I')];
    const csv = (nim: string, email: string) => new TextEncoder().encode(`NIM,Nama,Email,Program,Tahun Masuk\n${nim},Budi Impor,${email},1,2024\n`);
    const confirmed = csv(first.nim, first.email);
    const upload = await openUpload(admin.token, 'impor_mahasiswa', 'text/csv');
    await upload.post(confirmed);
    const { jobsRepo, newJob } = await import('@functions/domain/jobs/repo');
    const actor = { auth: { userId: admin.user.id, nim: admin.nim, role: admin.user.role, id_prodi: null, user: admin.user }, requestId: 'uji' };
    const job: ImporJobItem = {
      ...newJob('akun-impor', randomUUID(), actor, () => 'uji', 1, 1),
      upload_key: upload.key,
      upload_sha256: files.sha256Of(confirmed),
      nama_file: 'uji.csv',
      dibuat: 0,
      jumlah_ditolak: 0,
      ditolak: [],
    };
    await jobsRepo.put(job);
    await upload.post(csv(second.nim, second.email));

    const { runImport } = await import('@functions/domain/impor/run');
    await expect(runImport(job.id)).rejects.toThrow(IMPOR_MSG.imporFileChanged);
    expect(await jobsRepo.get<ImporJobItem>('akun-impor', job.id)).toMatchObject({
      status: 'failed',
      // kept in both languages, each reader reads their own
      message: { id: sideIn(IMPOR_MSG, 'id').imporFileChanged, en: sideIn(IMPOR_MSG, 'en').imporFileChanged },
      dibuat: 0,
    });
    const { usersRepo } = await import('@functions/domain/users/repo');
    expect(await usersRepo.getByNim(first.nim)).toBeUndefined();
    expect(await usersRepo.getByNim(second.nim)).toBeUndefined();
  });
});

describe('content is checked, not only its first bytes', () => {
  it('a file that only starts with %PDF- is refused with its message; the request is not made and the upload stays unclaimed', async () => {
    const { getItem } = await lib();
    const fake = await uploadFile(
      student.token,
      'dokumen',
      Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n', 'latin1'),
      'application/pdf',
    );
    const res = await api('POST', '/api/readmisi/request', { bearer: student.token, body: { nim_baru: freshIdentity('N').nim, bukti: fake } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { bukti: [UPLOAD_MSG.uploadPdfUnreadable] } });
    expect((await api('GET', '/api/readmisi', { bearer: student.token })).body).toEqual({ data: null });
    expect(await getItem(uploadKeys.upload(fake))).toMatchObject({ owner: student.user.id });
  });

  it('an .xlsx unpacking past 20 MB (a zip bomb of a few KB) is refused with its message by the check and the confirmation', async () => {
    const { getItem } = await lib();
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(IMPOR_MAX_UNPACKED_BYTES + 1, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const key = await uploadFile(admin.token, 'impor_mahasiswa', Buffer.from(bomb), XLSX_MIME);
    for (const path of ['/api/manajemen/akun/import', '/api/manajemen/akun/import/confirm']) {
      const res = await api('POST', path, { bearer: admin.token, body: { file: key } });
      expect(res.status, path).toBe(413);
      expect(res.body, path).toEqual({ message: { file: [IMPOR_MSG.imporUnpackedTooLarge] } });
    }
    expect(await getItem(uploadKeys.upload(key))).toMatchObject({ owner: admin.user.id });
  });
});
