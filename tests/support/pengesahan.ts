/**
 * Endorsement before the seal in tests: a faculty of the test's own with the chain `Ketua Program
 * Studi` → `Dekan` set through the faculty's route, one program, its program head and the dean as
 * pimpinan accounts, the printing admin, a period; drafts printed and acted on through the routes.
 */
import { patchUser, staffAccount, tokenOf } from './auth-flow';
import { newPeriode, printingProgram, printingStudent } from './cetak';
import { api } from './stack';

export const CHAIN = ['Ketua Program Studi', 'Dekan'] as const;
export const DEKAN_NAMA = 'Prof. Dr. Rahmat Sitompul, S.E., M.Si.';
export const DEKAN_NIP = '197005052000031001';

/** A pimpinan of `jabatan` with a program or a faculty scope. */
export async function pimpinanAccount(jabatan: string, scope: { id_prodi?: number; id_fakultas?: number }, nama: string, nip: string | null = null) {
  const account = await staffAccount('pimpinan', scope.id_prodi ?? null);
  await patchUser(account.user.id, { jabatan, id_fakultas: scope.id_fakultas ?? null, nama, nomor_pegawai: nip });
  return { ...account, token: await tokenOf(account.user.id) };
}

/** A faculty with the chain, its program, the program head, the dean, the program's admin, the super admin and a period on `tanggal`. */
export async function chainSetup(kode: string, tanggal: string) {
  const program = await printingProgram(kode);
  const superAdmin = await staffAccount('super admin');
  const chain = await api<{ message: string }>('PUT', `/api/fakultas/${program.fakultas.id_fakultas}/update`, {
    bearer: superAdmin.token,
    body: { tahap_pengesahan: [...CHAIN] },
  });
  if (chain.status !== 200) throw new Error(`chain answered ${chain.status}: ${JSON.stringify(chain.body)}`);
  const [admin, kaprodi, dekan, periode] = await Promise.all([
    staffAccount('admin jurusan', program.prodi.id_prodi),
    pimpinanAccount('Ketua Program Studi', { id_prodi: program.prodi.id_prodi }, `Kaprodi ${kode}`),
    pimpinanAccount('Dekan', { id_fakultas: program.fakultas.id_fakultas }, DEKAN_NAMA, DEKAN_NIP),
    newPeriode(superAdmin.token, tanggal),
  ]);
  return { program, superAdmin, admin, kaprodi, dekan, periode, chainMessage: chain.body.message };
}

/** Prints a student's SKPI (a draft where the chain applies); gives the student and the PDF's link. */
export async function printDraft(token: string, idProdi: number, periode: number, nama = 'Mahasiswa Pengesahan') {
  const student = await printingStudent(idProdi, 2021, nama);
  const res = await api<{ message: string; menunggu_tahap?: string }>('POST', `/api/manajemen/skpi/download/${student.nim}`, {
    bearer: token,
    query: { periode, override: 0 },
  });
  if (res.status !== 200) throw new Error(`print answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { student, url: res.body.message, waitingAt: res.body.menunggu_tahap, kode: await openKode(student.id) };
}

/** The student's open draft code (read from the print list's pointer). */
export async function openKode(userId: string): Promise<string> {
  const { pengesahanRepo } = await import('@functions/domain/cetak/pengesahan/repo');
  const kode = await pengesahanRepo.openKode(userId);
  if (!kode) throw new Error(`no open draft for ${userId}`);
  return kode;
}

export const approve = (token: string, kode: string, body: Record<string, unknown> = {}) =>
  api<{ message: string }>('POST', `/api/pengesahan/${kode}/setujui`, { bearer: token, body });

export const giveBack = (token: string, kode: string, catatan: string) =>
  api<{ message: string }>('POST', `/api/pengesahan/${kode}/kembalikan`, { bearer: token, body: { catatan } });

/** The stored document item. */
export async function dokumenOf(kode: string) {
  const { cetakRepo } = await import('@functions/domain/cetak/repo');
  return cetakRepo.getDokumen(kode);
}
