/**
 * Exports of the staff's lists (shared/api/ekspor.ts; docs/decisions/0050-exports.md): every row
 * of the list with its filters and nothing outside the caller's scope, XLSX with real numbers and
 * dates, CSV with a byte order mark, no cell a spreadsheet would run as a formula, a long list by a
 * job whose link gives the same file, and refusals that change nothing. The long-list path runs
 * the area in this process with a low threshold (EKSPOR_DIRECT_ROWS), so a few rows make a job.
 */
import type { ProdiItem } from '@functions/domain/master/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { EKSPOR_HEADER_MSG, EKSPOR_MSG } from '@shared/messages/ekspor';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, invokeArea, staffAccount } from '../support/auth-flow';
import { eventually } from '../support/browser-session';
import { repoStudent } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { api, baseUrl, useStackEnv } from '../support/stack';

let superToken = '';
let adminToken = '';
let verifierToken = '';
let prodi: ProdiItem;
let otherProdi: ProdiItem;
const roster: UserItem[] = [];

/** The export's bytes and headers, as a browser downloads them. */
async function download(path: string, token: string, query: Record<string, string | number>) {
  const url = new URL(path, baseUrl());
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type') ?? '', disposition: res.headers.get('content-disposition') ?? '', bytes };
}

/** A CSV file's text, without its byte order mark. */
const csvText = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '');
/** A CSV file's records, as a reader honouring its quotes reads them. */
const csvRows = (bytes: Buffer) => Papa.parse<string[]>(csvText(bytes).trimEnd(), { delimiter: ',' }).data;

let superId = '';
/** The super admin's export jobs. */
const jobItems = async () => {
  const { jobsRepo } = await import('@functions/domain/jobs/repo');
  return (await jobsRepo.listOf('ekspor-berkas', superId)).length;
};

beforeAll(async () => {
  useStackEnv();
  const fakultas = await testFakultas('Fakultas Uji Ekspor');
  prodi = await testProdi(fakultas.id_fakultas, 'Teknik Uji Ekspor');
  otherProdi = await testProdi(fakultas.id_fakultas, 'Teknik Uji Ekspor Lain');
  const superAdmin = await staffAccount('super admin');
  superToken = superAdmin.token;
  superId = superAdmin.user.id;
  adminToken = (await staffAccount('admin jurusan', prodi.id_prodi)).token;
  verifierToken = (await staffAccount('verifikator')).token;
  const base = `8${Date.now().toString().slice(-8)}`;
  const people: Array<[ProdiItem, Partial<UserItem>]> = [
    [prodi, { nama: 'Ahmad Fauzi', skp: 40, tanggal_masuk: '2021-09-01', is_graduated: true, tanggal_lulus: '2025-08-01' }],
    [prodi, { nama: '=HYPERLINK("http://jahat.test","klik")', skp: 12 }],
    [prodi, { nama: '+62 Citra', skp: 0 }],
    [prodi, { nama: '@Dewi', skp: 7.5 }],
    // a separator of Excel in the Indonesian locale, then a formula
    [otherProdi, { nama: 'Lomba;=1+1', skp: 3 }],
  ];
  for (const [i, [p, fields]] of people.entries()) roster.push(await repoStudent(p.id_prodi, { nim: `${base}${i}`, ...fields }));
});

describe('GET /api/manajemen/akun/export', () => {
  it('CSV: every row of the filtered list, a header row in Indonesian, the same order as the list', async () => {
    const list = await api<{ users: { total: number; data: Array<{ nim: string }> } }>('GET', '/api/manajemen/akun', {
      bearer: superToken,
      query: { id_role: 4, id_prodi: prodi.id_prodi, paginate: 100 },
    });
    const file = await download('/api/manajemen/akun/export', superToken, { id_role: 4, id_prodi: prodi.id_prodi, format: 'csv', page: 3 });
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="mahasiswa-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(file.bytes);
    expect(rows[0]?.slice(0, 3)).toEqual([EKSPOR_HEADER_MSG.nim, EKSPOR_HEADER_MSG.nama, EKSPOR_HEADER_MSG.email]);
    expect(rows.length - 1).toBe(list.body.users.total);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.users.data.map((r) => r.nim));
    // who took which list out is in the audit log
    const { auditLog } = await import('@functions/lib/audit');
    const [entry] = await auditLog.ofActor(superId, 1);
    expect(entry).toMatchObject({ action: 'ekspor.unduh', after: { daftar: 'akunExport', format: 'csv', baris: list.body.users.total } });
  });

  it('escapes every text cell that a spreadsheet would run as a formula, in CSV and XLSX', async () => {
    const csv = csvText((await download('/api/manajemen/akun/export', superToken, { id_prodi: prodi.id_prodi, format: 'csv' })).bytes);
    expect(csv).toContain(`"'=HYPERLINK(""http://jahat.test"",""klik"")"`);
    expect(csv).toContain("'+62 Citra");
    expect(csv).toContain("'@Dewi");
    const xlsx = await download('/api/manajemen/akun/export', superToken, { id_prodi: prodi.id_prodi, format: 'xlsx' });
    const rows = (await readSheet(xlsx.bytes)) as unknown[][];
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toContain('\'=HYPERLINK("http://jahat.test","klik")');
    expect(names.every((n) => typeof n === 'string' && !/^[=+\-@]/.test(n))).toBe(true);
  });

  it('quotes every text field: a `;` inside one splits nothing, and the formula after it is inert; SKP stays a number', async () => {
    const query = { id_prodi: otherProdi.id_prodi };
    const csv = csvText((await download('/api/manajemen/akun/export', superToken, { ...query, format: 'csv' })).bytes);
    const [, line] = csv.split('\r\n');
    expect(line).toContain(`"${roster[4]?.nim}","Lomba;'=1+1",`);
    // the SKP column bare: a number to every spreadsheet
    expect(line).toMatch(/,3,/);
    // Excel in the Indonesian locale keeps the quoted field whole; a reader splitting at `;` regardless meets the apostrophe
    expect(line?.split(';')[1]?.startsWith("'=1+1")).toBe(true);
    expect(csvRows(Buffer.from(csv))[1]?.[1]).toBe("Lomba;'=1+1");
    const xlsx = await download('/api/manajemen/akun/export', superToken, { ...query, format: 'xlsx' });
    const [header, row] = (await readSheet(xlsx.bytes)) as unknown[][];
    expect(row?.[1]).toBe("Lomba;'=1+1");
    expect(row?.[(header ?? []).indexOf(EKSPOR_HEADER_MSG.totalSkp)]).toBe(3);
  });

  it('XLSX: one sheet, numbers as numbers, dates as dates, NIM as text', async () => {
    const xlsx = await download('/api/manajemen/akun/export', superToken, { id_prodi: prodi.id_prodi, format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = (await readSheet(xlsx.bytes)) as unknown[][];
    expect(rows[0]).toContain(EKSPOR_HEADER_MSG.totalSkp);
    const ahmad = rows.find((r) => r[1] === 'Ahmad Fauzi') ?? [];
    expect(ahmad[0]).toBe(roster[0]?.nim);
    const at = (header: string) => (rows[0] ?? []).indexOf(header);
    expect(ahmad[at(EKSPOR_HEADER_MSG.totalSkp)]).toBe(40);
    expect(ahmad[at(EKSPOR_HEADER_MSG.tanggalMasuk)]).toEqual(new Date('2021-09-01T00:00:00Z'));
    expect(ahmad[at(EKSPOR_HEADER_MSG.tanggalLulus)]).toEqual(new Date('2025-08-01T00:00:00Z'));
    expect(rows.slice(1).find((r) => r[1] === "'@Dewi")?.[at(EKSPOR_HEADER_MSG.totalSkp)]).toBe(7.5);
  });

  it("an admin jurusan gets their own program's rows only, and another program is refused as the list refuses it", async () => {
    const own = csvRows((await download('/api/manajemen/akun/export', adminToken, { format: 'csv' })).bytes);
    expect(own.length - 1).toBe(4);
    expect(own.join('\n')).not.toContain(roster[4]?.nim);
    const other = await api('GET', '/api/manajemen/akun/export', { bearer: adminToken, query: { format: 'csv', id_prodi: otherProdi.id_prodi } });
    const list = await api('GET', '/api/manajemen/akun', { bearer: adminToken, query: { id_prodi: otherProdi.id_prodi } });
    expect(other.status).toBe(list.status);
    expect(other.status).toBe(403);
  });

  it('a bad format or a filter the list refuses: 422 with the message, no file, no job', async () => {
    const before = await jobItems();
    const bad = await api('GET', '/api/manajemen/akun/export', { bearer: superToken, query: { format: 'pdf' } });
    expect(bad).toMatchObject({ status: 422, body: { message: { format: [EKSPOR_MSG.eksporFormatInvalid] } } });
    const missing = await api('GET', '/api/manajemen/akun/export', { bearer: superToken });
    expect(missing).toMatchObject({ status: 422, body: { message: { format: [EKSPOR_MSG.eksporFormatInvalid] } } });
    const filter = await api<Record<string, unknown>>('GET', '/api/manajemen/akun/export', {
      bearer: superToken,
      query: { format: 'csv', skp_min: 'banyak' },
    });
    const listFilter = await api<Record<string, unknown>>('GET', '/api/manajemen/akun', { bearer: superToken, query: { skp_min: 'banyak' } });
    expect(filter.status).toBe(422);
    expect(filter.body.skp_min).toEqual(listFilter.body.skp_min);
    expect(await jobItems()).toBe(before);
  });
});

describe('the other lists', () => {
  it('the verification queue, the print list, the audit log and the dashboard tables export their rows', async () => {
    const queue = await download('/api/portofolio/export', verifierToken, { format: 'csv' });
    expect(queue.status).toBe(200);
    expect(csvRows(queue.bytes)[0]).toContain(EKSPOR_HEADER_MSG.judul);
    const print = await download('/api/manajemen/skpi/search/export', adminToken, { format: 'xlsx' });
    const printRows = (await readSheet(print.bytes)) as unknown[][];
    expect(printRows[0]).toContain(EKSPOR_HEADER_MSG.nomorSkpi);
    expect(
      printRows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(
      roster
        .slice(0, 4)
        .map((u) => u.nim)
        .sort(),
    );
    const audit = await download('/api/manajemen/audit/export', superToken, { format: 'csv' });
    expect(audit.status).toBe(200);
    expect(csvRows(audit.bytes)[0]?.[0]).toBe(EKSPOR_HEADER_MSG.waktu);
    for (const path of ['/api/statistik/anak-rubrik/export', '/api/statistik/bidang-portofolio/export', '/api/statistik/portofoliosummary/export']) {
      const table = await download(path, adminToken, { format: 'csv' });
      expect({ path, status: table.status }).toEqual({ path, status: 200 });
    }
    const summary = csvRows((await download('/api/statistik/portofoliosummary/export', adminToken, { format: 'csv' })).bytes);
    expect(summary.length - 1).toBe(1);
  });
});

describe('a long list: a job, its progress and its file', () => {
  it('answers 202 with a job, whose link gives every row; only its starter sees it', async () => {
    const ip = freshClientIp();
    process.env.EKSPOR_DIRECT_ROWS = '2';
    try {
      const started = await invokeArea('ekspor', {
        method: 'GET',
        path: `/api/manajemen/akun/export?format=csv&id_prodi=${prodi.id_prodi}`,
        bearer: superToken,
        sourceIp: ip,
      });
      expect(started.status).toBe(202);
      const job = (started.body as { job: { id: string; total: number; status: string } }).job;
      expect(job).toMatchObject({ total: 4, status: 'queued' });
      await eventually(async () => {
        const res = await invokeArea('ekspor', { method: 'GET', path: `/api/ekspor/jobs/${job.id}`, bearer: superToken, sourceIp: ip });
        return (res.body as { job: { status: string; done: number } }).job;
      }).toMatchObject({ status: 'done', done: 4 });
      const res = await invokeArea('ekspor', { method: 'GET', path: `/api/ekspor/jobs/${job.id}`, bearer: superToken, sourceIp: ip });
      const url = (res.body as { job: { url: string } }).job.url;
      const file = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(csvRows(file).length - 1).toBe(4);
      const stranger = await invokeArea('ekspor', { method: 'GET', path: `/api/ekspor/jobs/${job.id}`, bearer: adminToken, sourceIp: ip });
      expect(stranger).toMatchObject({ status: 404, body: { message: EKSPOR_MSG.eksporJobNotFound } });
    } finally {
      delete process.env.EKSPOR_DIRECT_ROWS;
    }
  });
});
