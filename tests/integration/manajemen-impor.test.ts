/**
 * The bulk import of students (shared/api/impor.ts): the dry run of a file with
 * good and bad rows (each reason, nothing written), the confirmation that creates the good rows
 * as a job (activation mails, counters, audit entries, the job's result), a row taken between the
 * dry run and the job, the admin jurusan's scope, an upload of another user, a wrong file type,
 * the file-level refusals; and the authorization of each route for every caller.
 */

import { imporRoutes } from '@shared/api/impor';
import { XLSX_MIME } from '@shared/api/uploads';
import { AUTH_MSG, IMPOR_MSG, imporDuplicateNim, imporMissingColumns, imporTahunInvalid, MAIL_MSG, MSG } from '@shared/messages';
import { UPLOAD_MSG } from '@shared/messages/uploads';
import { lastTahunMasuk } from '@shared/validation/impor';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_PASSWORDS,
  activationOf,
  activationTicket,
  CALLERS,
  type Caller,
  callerTokens,
  pointAtStack,
  staffAccount,
  VALID_BIODATA,
} from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { pollUntil } from '../support/poll';
import { api, readMail } from '../support/stack';
import { uploadFile } from '../support/student-data';
import { xlsxOf } from '../support/xlsx';

interface Refused {
  baris: number;
  nim: string;
  alasan: string[];
}
interface Good {
  baris: number;
  nim: string;
  nama: string;
  email: string;
  id_prodi: number;
  nama_prodi: string;
  tahun_masuk: number;
}
interface DryRun {
  message: string;
  total: number;
  akan_dibuat: Good[];
  ditolak: Refused[];
}
interface ImporJob {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  message?: string;
  label: string;
  dibuat: number;
  jumlah_ditolak: number;
  ditolak: Refused[];
}

type Admin = Awaited<ReturnType<typeof staffAccount>>;
let superAdmin: Admin;
let adminProdi1: Admin;
let prodi1Label: string;
let inactiveProdi: string;

/** A fresh numeric NIM and its e-mail (unique per run). */
let serial = 0;
const fresh = () => {
  serial += 1;
  const nim = `${Date.now() % 1_000_000_000}${serial}${Math.floor(Math.random() * 100)}`;
  return { nim, email: `imp${nim}@impor.test` };
};

const HEADER = 'NIM;nama;e-mail;program;tahun masuk';
const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  Buffer.from(`\uFEFF${[HEADER, ...rows.map((r) => r.join(';'))].join('\r\n')}\r\n`);
const upload = (who: Admin, bytes: Buffer, type = 'text/csv') => uploadFile(who.token, 'impor_mahasiswa', bytes, type);
const check = (who: Admin, file: string) => api<DryRun>('POST', '/api/manajemen/akun/import', { bearer: who.token, body: { file } });
const confirm = (who: Admin, file: string, nama_file?: string) =>
  api<{ message: string; job: ImporJob }>('POST', '/api/manajemen/akun/import/confirm', { bearer: who.token, body: { file, nama_file } });

async function jobEnd(who: Admin, id: string, timeoutMs = 60_000): Promise<ImporJob> {
  const read = async () => {
    const res = await api<{ job: ImporJob }>('GET', `/api/manajemen/akun/import/jobs/${id}`, { bearer: who.token });
    if (res.status !== 200) throw new Error(`job answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.job;
  };
  return pollUntil(read, (job) => job.status === 'done' || job.status === 'failed', { timeoutMs, failure: (job) => `job ${id} still ${job.status}` });
}

const repos = async () => {
  pointAtStack();
  return {
    users: (await import('@functions/domain/users/repo')).usersRepo,
    stats: (await import('@functions/lib/projections/reads')).statistikRepo,
    audit: (await import('@functions/lib/audit')).auditLog,
    master: (await import('@functions/domain/master/repo')).masterRepo,
  };
};

/** A student with a numeric NIM, written directly (no mail). */
async function existingStudent() {
  const { users } = await repos();
  const who = fresh();
  return users.create({
    nim: who.nim,
    email: who.email,
    role: 'mahasiswa',
    id_prodi: 1,
    nama: 'Sudah Ada',
    password_hash: 'x',
    is_active: true,
    email_verified_at: null,
    is_data_complete: false,
  });
}

beforeAll(async () => {
  const { master } = await repos();
  superAdmin = await staffAccount('super admin');
  adminProdi1 = await staffAccount('admin jurusan', 1);
  const p1 = await master.getProdi(1);
  if (!p1) throw new Error('seeded program 1 missing');
  prodi1Label = `${p1.nama_prodi.toUpperCase()} (${p1.jenjang})`;
  const fakultas = await testFakultas(`Fakultas Impor ${Date.now()}`);
  inactiveProdi = (await testProdi(fakultas.id_fakultas, `Prodi Impor Nonaktif ${Date.now()}`)).nama_prodi;
}, 60_000);

describe('dry run and import of a file with good and bad rows', () => {
  it('lists what will be created and each refused row with its reasons, writing nothing; the confirmation creates the good rows', async () => {
    const { users, stats, audit } = await repos();
    const taken = await existingStudent();
    const [a, b, c, d, e, f, g, h, i] = Array.from({ length: 9 }, fresh);
    const last = lastTahunMasuk();
    const rows = [
      [a?.nim, 'Budi Santoso', a?.email, '1', 2022], // 2 good, by id
      [b?.nim, "Siti Nur'aini", b?.email?.toUpperCase(), prodi1Label, 2023], // 3 good, by 'nama (jenjang)', any case
      ['22A01', 'Nim Huruf', c?.email, '1', 2022], // 4 NIM not numeric
      [d?.nim, 'Email Salah', 'bukan-email@', '1', 2022], // 5 bad e-mail
      [taken.nim, 'Nim Dipakai', e?.email, '1', 2022], // 6 NIM taken
      [f?.nim, 'Email Dipakai', taken.email, '1', 2022], // 7 e-mail taken
      [g?.nim, 'Prodi Asing', g?.email, 'Prodi Yang Tidak Ada', 2022], // 8 unknown program
      [h?.nim, 'Tahun Salah', h?.email, '1', 1957], // 9 year
      [a?.nim, 'Ganda', i?.email, '1', 2022], // 10 duplicate of row 2
      [i?.nim, 'Prodi Nonaktif', `x${i?.email}`, inactiveProdi, 2022], // 11 inactive program
    ].map((r) => r.map(String));
    const key = await upload(superAdmin, csv(rows));
    const before = (await stats.prodiCounters(1)).total_mahasiswa ?? 0;

    const dry = await check(superAdmin, key);
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe(IMPOR_MSG.imporChecked);
    expect(dry.body.total).toBe(10);
    expect(dry.body.akan_dibuat.map((r) => [r.baris, r.nim, r.email, r.id_prodi, r.tahun_masuk])).toEqual([
      [2, a?.nim, a?.email, 1, 2022],
      [3, b?.nim, b?.email, 1, 2023],
    ]);
    expect(dry.body.ditolak).toEqual([
      { baris: 4, nim: '22A01', alasan: [IMPOR_MSG.imporNimNumeric] },
      { baris: 5, nim: d?.nim, alasan: [IMPOR_MSG.imporEmailInvalid] },
      { baris: 6, nim: taken.nim, alasan: [IMPOR_MSG.imporNimTaken] },
      { baris: 7, nim: f?.nim, alasan: [IMPOR_MSG.imporEmailTaken] },
      { baris: 8, nim: g?.nim, alasan: [IMPOR_MSG.imporProdiUnknown] },
      { baris: 9, nim: h?.nim, alasan: [imporTahunInvalid(1958, last)] },
      { baris: 10, nim: a?.nim, alasan: [imporDuplicateNim(2)] },
      { baris: 11, nim: i?.nim, alasan: [IMPOR_MSG.imporProdiInactive] },
    ]);
    // nothing written: no account, no mail, no counter
    expect(await users.getByNim(a?.nim ?? '')).toBeUndefined();
    expect(await readMail(a?.email ?? '')).toEqual([]);
    expect((await stats.prodiCounters(1)).total_mahasiswa ?? 0).toBe(before);

    const started = await confirm(superAdmin, key, 'angkatan-2022.csv');
    expect(started.status).toBe(202);
    expect(started.body.message).toBe(IMPOR_MSG.imporStarted);
    expect(started.body.job).toMatchObject({ status: 'queued', total: 2, done: 0 });
    expect(started.body.job.label).toContain('angkatan-2022.csv');
    const end = await jobEnd(superAdmin, started.body.job.id);
    expect(end).toMatchObject({ status: 'done', done: 2, total: 2, dibuat: 2, jumlah_ditolak: 8 });
    expect(end.ditolak.map((r) => r.baris)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);

    for (const [who, nama, year] of [
      [a, 'Budi Santoso', 2022],
      [b, "Siti Nur'aini", 2023],
    ] as const) {
      const user = await users.getByNim(who?.nim ?? '');
      expect(user).toMatchObject({
        email: who?.email,
        nama,
        role: 'mahasiswa',
        id_prodi: 1,
        tanggal_masuk: `${year}-09-01`,
        is_active: true,
        email_verified_at: null,
        is_data_complete: false,
        is_graduated: false,
      });
      // the activation mail, saying the account was made for them (to set a password too), with its link
      const { mail, address } = await activationOf(who?.email ?? '');
      expect(mail.subject).toBe(MAIL_MSG.activationSubject);
      expect(mail.body.text).toContain(MAIL_MSG.activationIntroCreated(who?.nim ?? '', true));
      expect(address.pathname).toBe('/api/auth/activation/verify');
      // one audit entry per student, in the name of the admin
      const entries = await audit.ofTarget({ type: 'user', id: user?.id ?? '' });
      expect(entries.map((x) => [x.action, x.actor_id])).toEqual([['akun.import', superAdmin.user.id]]);
    }
    expect((await stats.prodiCounters(1)).total_mahasiswa ?? 0).toBe(before + 2);
    // an imported student is found by a word of their name at once (the name index is written with them)
    const found = await api<{ users: { data: { nim: string }[] } }>('GET', '/api/manajemen/akun', {
      bearer: superAdmin.token,
      query: { id_role: 4, page: 1, 'id_prodi[0]': 1, keyword: `nur'ain ${b?.nim}` },
    });
    expect(found.body.users.data.map((r) => r.nim)).toEqual([b?.nim]);
    // the link works as a registration's, with the password the imported account lacks: the student completes the activation and is signed in
    const ticket = await activationTicket(a?.email ?? '');
    const withoutPassword = await api('POST', '/api/auth/activate', { body: VALID_BIODATA, cookie: ticket });
    expect(withoutPassword.body).toEqual({ message: { password: [AUTH_MSG.activationPasswordRequired] } });
    const activated = await api('POST', '/api/auth/activate', { body: { ...VALID_BIODATA, ...ACTIVATION_PASSWORDS }, cookie: ticket });
    expect(activated.status).toBe(200);
    expect((await users.getByNim(a?.nim ?? ''))?.is_data_complete).toBe(true);
    expect(await users.getByNim(d?.nim ?? '')).toBeUndefined();
    // the import's own entry: file and counts
    const summary = await audit.ofTarget({ type: 'impor', id: end.id });
    expect(summary).toHaveLength(1);
    expect(summary[0]?.after).toMatchObject({ file: key, nama_file: 'angkatan-2022.csv', baris: 10, dibuat: 2, ditolak: 8 });

    // the file was claimed: a second confirmation (or check) is refused
    const again = await confirm(superAdmin, key);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: { file: [UPLOAD_MSG.uploadMissing] } });
    // another admin does not see the job
    expect((await api('GET', `/api/manajemen/akun/import/jobs/${end.id}`, { bearer: adminProdi1.token })).body).toEqual({
      message: IMPOR_MSG.imporJobNotFound,
    });
  });

  it('reads an Excel workbook (.xlsx, first sheet) as it reads a CSV: numbers as typed, the same rules', async () => {
    const { users } = await repos();
    const [a, b] = [fresh(), fresh()];
    const workbook = await xlsxOf([
      ['NIM', 'Nama', 'E-mail', 'Program', 'Tahun Masuk'],
      [Number(a.nim), 'Dewi Lestari', a.email, 1, 2024],
      [b.nim, 'Prodi Asing', b.email, 'Prodi Yang Tidak Ada', 2024],
    ]);
    const key = await upload(superAdmin, Buffer.from(workbook), XLSX_MIME);
    const dry = await check(superAdmin, key);
    expect(dry.status).toBe(200);
    expect(dry.body.akan_dibuat).toEqual([expect.objectContaining({ baris: 2, nim: a.nim, nama: 'Dewi Lestari', id_prodi: 1, tahun_masuk: 2024 })]);
    expect(dry.body.ditolak).toEqual([expect.objectContaining({ baris: 3, nim: b.nim })]);
    const started = await confirm(superAdmin, key, 'kelas.xlsx');
    expect(started.status).toBe(202);
    expect(await jobEnd(superAdmin, started.body.job.id)).toMatchObject({ status: 'done' });
    expect((await users.getByNim(a.nim))?.nama).toBe('Dewi Lestari');
    expect(await users.getByNim(b.nim)).toBeUndefined();
  });

  it('refuses a zip that is no workbook, with its message, creating nothing', async () => {
    // A zip's signature followed by no archive: what a damaged .xlsx looks like.
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]);
    const key = await upload(superAdmin, broken, XLSX_MIME);
    const res = await check(superAdmin, key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { file: [IMPOR_MSG.imporNotWorkbook] } });
  });

  it('reports in the job result a row whose NIM was taken between the dry run and the job', async () => {
    const { users } = await repos();
    const [a, b] = [fresh(), fresh()];
    const key = await upload(
      superAdmin,
      csv([[a.nim, 'Satu Dua', a.email, '1', 2024].map(String), [b.nim, 'Tiga Empat', b.email, '1', 2024].map(String)]),
    );
    expect((await check(superAdmin, key)).body.akan_dibuat).toHaveLength(2);
    await users.create({
      nim: b.nim,
      email: `lain${b.email}`,
      role: 'mahasiswa',
      id_prodi: 1,
      nama: 'Lebih Dulu',
      password_hash: 'x',
      is_active: true,
      email_verified_at: null,
      is_data_complete: false,
    });
    const started = await confirm(superAdmin, key);
    expect(started.status).toBe(202);
    const end = await jobEnd(superAdmin, started.body.job.id);
    expect(end).toMatchObject({
      status: 'done',
      dibuat: 1,
      jumlah_ditolak: 1,
      ditolak: [{ baris: 3, nim: b.nim, alasan: [IMPOR_MSG.imporNimTaken] }],
    });
    expect((await users.getByNim(b.nim))?.nama).toBe('Lebih Dulu');
    expect(await readMail(b.email)).toEqual([]);
  });
});

describe('scope and refusals', () => {
  it("keeps an admin jurusan to their own program: other programs' rows are refused", async () => {
    const [a, b] = [fresh(), fresh()];
    const key = await upload(
      adminProdi1,
      csv([[a.nim, 'Milik Sendiri', a.email, '1', 2022].map(String), [b.nim, 'Prodi Lain', b.email, '2', 2022].map(String)]),
    );
    const dry = await check(adminProdi1, key);
    expect(dry.status).toBe(200);
    expect(dry.body.akan_dibuat.map((r) => r.nim)).toEqual([a.nim]);
    expect(dry.body.ditolak).toEqual([{ baris: 3, nim: b.nim, alasan: [IMPOR_MSG.imporProdiOutOfScope] }]);
    const end = await jobEnd(adminProdi1, (await confirm(adminProdi1, key)).body.job.id);
    expect(end).toMatchObject({ status: 'done', dibuat: 1, jumlah_ditolak: 1 });
    const { users } = await repos();
    expect((await users.getByNim(a.nim))?.id_prodi).toBe(1);
    expect(await users.getByNim(b.nim)).toBeUndefined();
  });

  it("refuses another user's upload, and changes nothing", async () => {
    const a = fresh();
    const key = await upload(adminProdi1, csv([[a.nim, 'Punya Orang', a.email, '1', 2022].map(String)]));
    for (const res of [await check(superAdmin, key), await confirm(superAdmin, key)]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: { file: [UPLOAD_MSG.uploadMissing] } });
    }
    const { users } = await repos();
    expect(await users.getByNim(a.nim)).toBeUndefined();
    // the owner still can
    expect((await check(adminProdi1, key)).status).toBe(200);
  });

  it('refuses a file of another type: declared (no upload URL) or by its bytes', async () => {
    const declared = await api('POST', '/api/uploads', {
      bearer: superAdmin.token,
      body: { purpose: 'impor_mahasiswa', content_type: 'application/pdf', size: 100 },
    });
    expect(declared.status).toBe(422);
    expect(declared.body).toEqual({ message: { content_type: [UPLOAD_MSG.uploadWrongCsvType] } });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const key = await upload(superAdmin, png);
    const res = await check(superAdmin, key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: { file: [UPLOAD_MSG.uploadWrongCsvType] } });
    const latin1 = await upload(
      superAdmin,
      Buffer.concat([Buffer.from(`${HEADER}\r\n1;Jos`), Buffer.from([0xe9]), Buffer.from(';a@b.id;1;2022\r\n')]),
    );
    expect((await check(superAdmin, latin1)).body).toEqual({ message: { file: [UPLOAD_MSG.uploadWrongCsvType] } });
  });

  it('refuses a missing file key, a header without the columns, an empty file, and a confirmation with nothing to create', async () => {
    const none = await api('POST', '/api/manajemen/akun/import', { bearer: superAdmin.token, body: {} });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ message: { file: [IMPOR_MSG.imporFileRequired] } });
    const columns = await check(superAdmin, await upload(superAdmin, Buffer.from('NIM,nama\n1,A\n')));
    expect(columns.body).toEqual({ message: { file: [imporMissingColumns(['e-mail', 'program', 'tahun masuk'])] } });
    const empty = await check(superAdmin, await upload(superAdmin, csv([])));
    expect(empty.body).toEqual({ message: { file: [IMPOR_MSG.imporEmpty] } });
    const bad = await upload(superAdmin, csv([['x', 'Salah', 'salah', '1', '1900']]));
    const nothing = await confirm(superAdmin, bad);
    expect(nothing.status).toBe(422);
    expect(nothing.body).toEqual({ message: { file: [IMPOR_MSG.imporNothingToCreate] } });
    // not claimed: the file can be checked again
    expect((await check(superAdmin, bad)).status).toBe(200);
  });
});

describe('authorization of the import routes', () => {
  const tokens = new Map<Caller, string | undefined>();
  beforeAll(async () => {
    for (const [caller, token] of (await callerTokens()).tokens) tokens.set(caller, token);
  }, 60_000);

  // past the gate, an admin's call names no upload of theirs (422) or no job of theirs (404)
  const CASES: Record<keyof typeof imporRoutes, { path: string; body?: unknown; admin: number }> = {
    check: { path: '/api/manajemen/akun/import', body: { file: 'tmp/tidak-ada' }, admin: 422 },
    start: { path: '/api/manajemen/akun/import/confirm', body: { file: 'tmp/tidak-ada' }, admin: 422 },
    job: { path: '/api/manajemen/akun/import/jobs/tidak-ada', admin: 404 },
  };

  it('the table covers every route of the group', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(imporRoutes).sort());
  });

  describe.each(Object.entries(CASES))('%s', (name, c) => {
    const route = imporRoutes[name as keyof typeof imporRoutes];
    it.each(CALLERS)('caller: %s', async (caller) => {
      const res = await api(route.method, c.path, { bearer: tokens.get(caller), body: c.body });
      const want =
        caller === 'none'
          ? { status: 401, message: MSG.notSignedIn }
          : caller === 'deactivated' || caller === 'old-token'
            ? { status: 401, message: MSG.sessionExpired }
            : caller === 'admin jurusan' || caller === 'super admin'
              ? { status: c.admin }
              : { status: 403, message: MSG.forbidden };
      expect({ name, caller, status: res.status }).toEqual({ name, caller, status: want.status });
      if (want.message) expect(res.body).toEqual({ message: want.message });
    });
  });
});
