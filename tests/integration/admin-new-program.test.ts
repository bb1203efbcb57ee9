/**
 * The master data end to end, through the API as the screens call it: a super admin configures a new
 * program from nothing (a faculty, the program with its SKPI facts, its CPL with an item and a
 * point, a rubric with a sub-rubric in a university-wide category, an internal activity with its
 * PDF), a student registers into it (the public lists offer it once active), activates, records
 * a portfolio against its sub-rubric and another from the activity, an admin jurusan of the new
 * program accepts the first, and the student's checklist shows the rubric met. Every id is the
 * test's own; nothing of the demo data is changed.
 */
import { SKPI_STATUS_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, signIn, staffAccount, tokenOf, userByNim } from '../support/auth-flow';
import { pdfBytes, uploadEvidence } from '../support/portofolio';
import { api, useStackEnv } from '../support/stack';

let superToken = '';
beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
});

async function post<T>(path: string, body: unknown, token = superToken, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const res = await api<T>(method, path, { bearer: token, body });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

describe('a new program, configured from nothing to a verified portfolio', () => {
  it('takes a faculty, a program, its CPL, a rubric, an activity, a registered student and a decision', async () => {
    const tag = String(Date.now() % 1_000_000);
    const { fakultas } = await post<{ fakultas: { id_fakultas: number } }>('/api/fakultas/add', {
      nama_fakultas: `Fakultas Sains dan Teknologi ${tag}`,
      nama_fakultas_inggris: `Faculty of Science and Technology ${tag}`,
      nama_dekan: 'Prof. Dr. Ratna Sari, M.Si.',
      nomor_pegawai_dekan: '197001011995032001',
      is_active: true,
    });
    // the program starts closed while it is configured
    const { prodi } = await post<{ prodi: { id_prodi: number; jenjang_kkni: number; version: number } }>('/api/prodi/add', {
      id_fakultas: fakultas.id_fakultas,
      nama_prodi: `Sains Data ${tag}`,
      nama_prodi_inggris: `Data Science ${tag}`,
      jenjang: 'S1',
      gelar: 'Sarjana Sains Data (S.Si.D.)',
      gelar_inggris: 'Bachelor of Data Science',
      is_active: false,
      bahasa_pengantar: 'Bahasa Indonesia',
      bahasa_pengantar_inggris: 'Indonesian',
      lama_studi: '8 semester',
      lama_studi_inggris: '8 semesters',
    });
    expect(prodi.jenjang_kkni).toBe(6);
    const idProdi = prodi.id_prodi;
    const publicList = async () =>
      (await api<{ prodi: { id_prodi: number }[] }>('GET', `/api/fakultas/${fakultas.id_fakultas}/prodi`)).body.prodi.map((p) => p.id_prodi);
    expect(await publicList()).not.toContain(idProdi);

    // CPL: a category, an item, a point
    const { bidang_cpl } = await post<{ bidang_cpl: { id_bidang_cpl: number } }>('/api/bidangcpl/add', {
      id_prodi: idProdi,
      urutan_di_skpi: 1,
      nama_bidang_cpl_indonesia: 'Sikap',
      nama_bidang_cpl_inggris: 'Attitude',
    });
    const { cpl } = await post<{ cpl: { id_cpl: number } }>('/api/cpl/add', {
      id_prodi: idProdi,
      id_bidang_cpl: bidang_cpl.id_bidang_cpl,
      urutan_di_skpi: 1,
      judul_cpl_indonesia: 'Bertakwa kepada Tuhan Yang Maha Esa dan mampu menunjukkan sikap religius',
      judul_cpl_inggris: 'Devoted to God Almighty and able to show a religious attitude',
    });
    await post(`/api/cpl/${cpl.id_cpl}/add-point`, {
      urutan_di_skpi: 1,
      point_cpl_indonesia: 'Menghargai keanekaragaman budaya, pandangan, agama, dan kepercayaan',
      point_cpl_inggris: 'Respects the diversity of cultures, views, religions, and beliefs',
    });
    const cplRead = await api<{ bidang_cpl: { cpl: { data: { point_cpl: unknown[] }[] } } }>('GET', `/api/bidangcpl/${bidang_cpl.id_bidang_cpl}`, {
      bearer: superToken,
      query: { paginate: 10, page: 1 },
    });
    expect(cplRead.body.bidang_cpl.cpl.data[0]?.point_cpl).toHaveLength(1);

    // a rubric with a sub-rubric in the first university-wide category
    const kategori = await api<{ bidang_portofolio: { id_bidang_portofolio: number }[] }>('GET', '/api/bidangportofolio', { bearer: superToken });
    const idBidang = kategori.body.bidang_portofolio[0]?.id_bidang_portofolio;
    if (idBidang === undefined) throw new Error('no portfolio category');
    const { rubrik } = await post<{ rubrik: { id_rubrik: number } }>('/api/rubrik/add', {
      id_prodi: idProdi,
      id_bidang_portofolio: idBidang,
      nama_rubrik: 'Penalaran dan Keilmuan',
      syarat_minimal_skp: 2,
    });
    const { anak_rubrik } = await post<{ anak_rubrik: { id_anak_rubrik: number } }>(`/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, {
      nama_anak_rubrik: 'Pemakalah Seminar',
      bobot_maksimal_skp_tiap_portofolio: 4,
      syarat_minimal_skp: 2,
    });
    // an internal activity with its PDF
    const { ppk } = await post<{ ppk: { id_kegiatan_ppk: number } }>('/api/ppk/add', {
      id_anak_rubrik: anak_rubrik.id_anak_rubrik,
      judul: 'Seminar Nasional Sains Data',
      judul_inggris: 'National Data Science Seminar',
      bobot_skp_portofolio: 1,
      tanggal_terbit: '2024-05-02',
      dokumen_ppk: await uploadEvidence(superToken, pdfBytes()),
    });

    // the program opens: the public list offers it and a student registers into it
    const current = await api<{ prodi: { version: number } }>('GET', `/api/prodi/${idProdi}`, { bearer: superToken });
    await post(`/api/prodi/${idProdi}/update`, { is_active: true, version: current.body.prodi.version }, superToken, 'PUT');
    expect(await publicList()).toContain(idProdi);
    const who = await activeStudent(idProdi);
    // signs in as a user would (password, then the e-mailed OTP)
    await signIn(who.nim, who.password, who.email);
    const user = await userByNim(who.nim);
    if (!user) throw new Error('registered student not found');
    const studentToken = await tokenOf(user.id);
    const asStudent = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      api<Record<string, unknown>>(method, path, { bearer: studentToken, body });

    // the student's catalog is the new program's, and both kinds of portfolio are accepted
    const rubrics = await api<{ rubrik: { data: { id_rubrik: number }[] } }>('GET', `/api/prodi/${idProdi}/rubrik/bidang/${idBidang}`, {
      bearer: studentToken,
    });
    expect(rubrics.body.rubrik.data.map((r) => r.id_rubrik)).toEqual([rubrik.id_rubrik]);
    const external = await asStudent('POST', `/api/portofolio/user/${who.nim}/add`, {
      id_anak_rubrik: anak_rubrik.id_anak_rubrik,
      judul: 'Pemakalah Seminar Nasional Statistika',
      judul_inggris: 'Speaker, National Statistics Seminar',
      bobot_skp_portofolio: 2,
      tanggal_terbit: '2024-03-01',
      dokumen_portofolio: await uploadEvidence(studentToken, pdfBytes()),
    });
    expect(external.status, JSON.stringify(external.body)).toBe(201);
    const internal = await asStudent('POST', `/api/portofolio/user/${who.nim}/add`, {
      id_anak_rubrik: anak_rubrik.id_anak_rubrik,
      id_kegiatan_ppk: ppk.id_kegiatan_ppk,
    });
    expect(internal.status, JSON.stringify(internal.body)).toBe(201);

    // an admin jurusan of the new program accepts the external one; the checklist shows the rubric met
    const admin = await staffAccount('admin jurusan', idProdi);
    const porto = external.body.portofolio as { id_portofolio: number; version: number };
    await post(`/api/portofolio/user/${who.nim}/${porto.id_portofolio}/verify`, { version: porto.version }, admin.token, 'PUT');
    const checklist = await asStudent('GET', '/api/skpi');
    const rows = checklist.body.data as { id_rubrik: number; point_rubrik_yang_terkumpul: number; status: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id_rubrik: rubrik.id_rubrik, point_rubrik_yang_terkumpul: 2, status: SKPI_STATUS_MSG.statusMet });
    // the activity is now chosen: it cannot be deleted
    const refused = await api('DELETE', `/api/ppk/delete/${ppk.id_kegiatan_ppk}`, { bearer: superToken });
    expect(refused.status).toBe(409);
  });
});
