/**
 * The print list's "Lulus, belum dicetak" (`is_graduated=1&dicetak=0`): the graduates without a
 * valid printed SKPI (never printed, or their last one revoked), after a yudisium or a campus sync
 * graduated them. The filter is applied before the page is cut (its total exact), holds for an
 * admin jurusan's own program and for a name search (students read by id), `dicetak=1` lists the
 * printed ones, a bad value is refused in the catalogue's words, and the filter's rows printed in
 * one bulk job leave it empty.
 */
import { CETAK_MSG } from '@shared/messages/cetak';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobView, jobEnd, type PeriodeRow, printingSetup, printingStudent } from '../support/cetak';
import { api } from '../support/stack';

type Setup = Awaited<ReturnType<typeof printingSetup>>;
let setup: Setup;
let periode: PeriodeRow;

interface Row {
  nim: string;
  nama: string;
  is_graduated: boolean;
  tanggal_lulus: string | null;
  dokumen: { nomor: string } | null;
}
type ListAnswer = { users: { data: Row[]; total: number; last_page: number }; message?: string };

const KODE = `BD${Math.floor(Math.random() * 9000 + 1000)}`;
/** A name word no other test's student has (letters only: the name index's words). */
const WORD = `Yudisium${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const list = (token: string, query: Record<string, string | number>) =>
  api<ListAnswer>('GET', '/api/manajemen/skpi/search', { bearer: token, query: { paginate: 100, ...query } });
const nimsOf = (answer: ListAnswer) => answer.users.data.map((r) => r.nim).sort();

let lulus: string;
let dicabut: string;
let dicetak: string;
let belumLulus: string;

beforeAll(async () => {
  setup = await printingSetup(KODE, '2026-08-29');
  periode = setup.periode;
  const idProdi = setup.program.prodi.id_prodi;
  const graduated = { tanggal_lulus: '2026-08-20' };
  const [a, b, c, d] = await Promise.all([
    printingStudent(idProdi, 2022, `Dewi ${WORD}`, graduated),
    printingStudent(idProdi, 2022, 'Budi Dicetak', graduated),
    printingStudent(idProdi, 2022, `Citra ${WORD}`, graduated),
    printingStudent(idProdi, 2022, `Dodi ${WORD}`),
  ]);
  [lulus, dicetak, dicabut, belumLulus] = [a.nim, b.nim, c.nim, d.nim];
  const token = setup.ownAdmin.token;
  for (const nim of [dicetak, dicabut]) {
    const printed = await api('POST', `/api/manajemen/skpi/download/${nim}`, { bearer: token, query: { periode: periode.id_periode_kelulusan } });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  }
  const revoked = await api('DELETE', `/api/manajemen/skpi/delete/${dicabut}`, {
    bearer: token,
    body: { alasan: 'Salah nama', kategori: 'kesalahan_data' },
  });
  expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
}, 120_000);

describe('the print list filtered by a printed SKPI', () => {
  it('lists the graduates without a valid printed SKPI, exactly counted and paged', async () => {
    const idProdi = setup.program.prodi.id_prodi;
    const all = await list(setup.superAdmin.token, { id_prodi: idProdi, is_graduated: 1, dicetak: 0 });
    expect(all.status).toBe(200);
    expect(nimsOf(all.body)).toEqual([lulus, dicabut].sort());
    expect(all.body.users.total).toBe(2);
    for (const row of all.body.users.data) expect(row).toMatchObject({ is_graduated: true, dokumen: null });

    // one a page: the count and the pages are the filter's
    const second = await list(setup.superAdmin.token, { id_prodi: idProdi, is_graduated: 1, dicetak: 0, page: 2, paginate: 1 });
    expect(second.body.users).toMatchObject({ total: 2, last_page: 2 });
    expect(second.body.users.data.map((r) => r.nim)).toEqual([[lulus, dicabut].sort()[1]]);

    const printed = await list(setup.superAdmin.token, { id_prodi: idProdi, dicetak: 1 });
    expect(nimsOf(printed.body)).toEqual([dicetak]);
    expect(printed.body.users.data[0]?.dokumen?.nomor).toMatch(/\S/);

    const notPrinted = await list(setup.superAdmin.token, { id_prodi: idProdi, dicetak: 0 });
    expect(nimsOf(notPrinted.body)).toEqual([lulus, dicabut, belumLulus].sort());
    // '' is no filter
    const both = await list(setup.superAdmin.token, { id_prodi: idProdi, dicetak: '' });
    expect(both.body.users.total).toBe(4);
  });

  it("holds for an admin jurusan's own program and for a name search", async () => {
    const own = await list(setup.ownAdmin.token, { is_graduated: 1, dicetak: 0 });
    expect(nimsOf(own.body)).toEqual([lulus, dicabut].sort());
    const other = await list(setup.otherAdmin.token, { is_graduated: 1, dicetak: 0, keyword: WORD });
    expect(other.body.users.total).toBe(0);

    const byName = await list(setup.superAdmin.token, { keyword: WORD.toLowerCase(), is_graduated: 1, dicetak: 0 });
    expect(nimsOf(byName.body)).toEqual([lulus, dicabut].sort());
    const printedByName = await list(setup.superAdmin.token, { keyword: `dewi ${WORD}`, dicetak: 1 });
    expect(printedByName.body.users.total).toBe(0);
    const byNim = await list(setup.superAdmin.token, { keyword: lulus, is_graduated: 1, dicetak: 0 });
    expect(nimsOf(byNim.body)).toEqual([lulus]);
  });

  it('refuses a value other than empty, 0 or 1', async () => {
    for (const value of ['2', 'ya', 'true']) {
      const bad = await list(setup.superAdmin.token, { dicetak: value });
      expect(bad.status).toBe(422);
      expect(JSON.stringify(bad.body)).toContain(CETAK_MSG.dicetakInvalid);
    }
  });

  it("prints the filter's graduates in one bulk job, after which the filter is empty", async () => {
    const token = setup.ownAdmin.token;
    const before = await list(token, { is_graduated: 1, dicetak: 0 });
    const nims = nimsOf(before.body);
    expect(nims).toEqual([lulus, dicabut].sort());
    const started = await api<{ job: JobView }>('POST', '/api/manajemen/skpi/download/bulk', {
      bearer: token,
      query: { nim: nims.join(','), periode: periode.id_periode_kelulusan, override: 0 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const end = await jobEnd(token, started.body.job.id);
    expect(end).toMatchObject({ status: 'done', done: 2, total: 2 });

    const after = await list(token, { is_graduated: 1, dicetak: 0 });
    expect(after.body.users.total).toBe(0);
    const printed = await list(token, { is_graduated: 1, dicetak: 1 });
    expect(nimsOf(printed.body)).toEqual([lulus, dicetak, dicabut].sort());
    for (const row of printed.body.users.data) expect(row).toMatchObject({ is_graduated: true, dokumen: { nomor: expect.any(String) } });
  });
});
