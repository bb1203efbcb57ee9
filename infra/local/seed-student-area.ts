/**
 * Demo data of the student area (SKPI request, migration), written through the domain repos:
 * - students who meet every rubric of their program get the verified portfolios they lack, planned
 *   with the others (so their totals and counters include them), hidden from the public pages;
 * - one of them has a waiting SKPI request (their portfolios are locked), the other may request;
 * - one student has a waiting migration request with its PDF proof.
 */
import { mutasiRepo } from '@functions/domain/mutasi/repo';
import type { RubrikItem } from '@functions/domain/rubrik/repo';
import { skpiRepo } from '@functions/domain/skpi/repo';
import type { UserItem } from '@functions/domain/users/repo';
import type { DEMO_STUDENTS, ProdiCode } from './demo-accounts';
import { putDemoDocument } from './seed-files';
import type { ProdiCatalog } from './seed-programs';
import type { AnakKey } from './seed-rubrik';
import type { PortofolioSeed } from './seed-student-portofolio';

type StudentKey = (typeof DEMO_STUDENTS)[number];

/** Which demo student shows which state of the student area's SKPI and migration screens. */
export const STUDENT_AREA_DEMO = {
  /** Meets every rubric; no request yet: the SKPI request can be shown. */
  readyToRequest: 'dewi',
  /** Meets every rubric and waits for the SKPI print. */
  skpiPending: 'andi',
  /** Waits for a migration to another program. */
  migration: { student: 'rina', to: 'MN', nim_baru: '2402010015', nomor_ijazah: 'AK/D3/2025/0117', tanggal_masuk: '2024-09-02' },
} as const satisfies {
  readyToRequest: StudentKey;
  skpiPending: StudentKey;
  migration: { student: StudentKey; to: ProdiCode; nim_baru: string; nomor_ijazah: string; tanggal_masuk: string };
};

export const COMPLETE_STUDENTS: readonly StudentKey[] = [STUDENT_AREA_DEMO.readyToRequest, STUDENT_AREA_DEMO.skpiPending];

interface Planned {
  seed: PortofolioSeed;
  anak: { id_anak_rubrik: number; id_rubrik: number };
  fields: { bobot_skp_portofolio: number };
}

/**
 * The external, verified, hidden portfolios that bring every sub-rubric to its minimum and every
 * rubric to its own, each within the sub-rubric's maximum per portfolio.
 */
export function completionSeeds(entry: ProdiCatalog, rubrics: readonly RubrikItem[], plan: readonly Planned[]): PortofolioSeed[] {
  const points = new Map<number, number>();
  for (const x of plan)
    if (x.seed.status === 2) points.set(x.anak.id_anak_rubrik, (points.get(x.anak.id_anak_rubrik) ?? 0) + x.fields.bobot_skp_portofolio);
  const byRubrik = new Map<number, Array<{ key: AnakKey; id: number; nama: string; nama_inggris: string; max: number; min: number }>>();
  for (const [key, { anak }] of entry.anak) {
    const list = byRubrik.get(anak.id_rubrik) ?? [];
    list.push({
      key,
      id: anak.id_anak_rubrik,
      nama: anak.nama_anak_rubrik,
      // the English lines name the sub-rubric in English (its Indonesian name when it has none)
      nama_inggris: anak.nama_anak_rubrik_inggris || anak.nama_anak_rubrik,
      max: anak.bobot_maksimal_skp_tiap_portofolio,
      min: anak.syarat_minimal_skp,
    });
    byRubrik.set(anak.id_rubrik, list);
  }
  const seeds: PortofolioSeed[] = [];
  let day = 0;
  const add = (a: { key: AnakKey; nama: string; nama_inggris: string; max: number }, needed: number) => {
    let left = needed;
    while (left > 0 && a.max > 0) {
      const skp = Math.min(a.max, left);
      day += 1;
      const tanggal = new Date(Date.UTC(2024, 0, 10 + day * 9)).toISOString().slice(0, 10);
      seeds.push({
        anak: a.key,
        status: 2,
        showed: false,
        judul: `Sertifikat ${a.nama}`,
        judul_inggris: `Certificate: ${a.nama_inggris}`,
        tanggal,
        skp,
      });
      left -= skp;
    }
    return needed - Math.max(left, 0);
  };
  for (const r of [...rubrics].sort((a, b) => a.id_rubrik - b.id_rubrik)) {
    const children = byRubrik.get(r.id_rubrik) ?? [];
    let total = 0;
    for (const a of children) {
      const have = points.get(a.id) ?? 0;
      total += have + (have < a.min ? add(a, a.min - have) : 0);
    }
    const first = children.find((a) => a.max > 0);
    if (total < r.syarat_minimal_skp && first) add(first, r.syarat_minimal_skp - total);
  }
  return seeds;
}

/** The requests of the student area, after the students and their portfolios exist. */
export async function seedStudentRequests(users: ReadonlyMap<StudentKey, UserItem>, catalog: ReadonlyMap<ProdiCode, ProdiCatalog>): Promise<void> {
  const pending = users.get(STUDENT_AREA_DEMO.skpiPending);
  if (pending) await skpiRepo.create(pending.id, '2025-06-02T02:00:00.000Z');

  const m = STUDENT_AREA_DEMO.migration;
  const student = users.get(m.student);
  const to = catalog.get(m.to)?.prodi;
  if (!student || !to) throw new Error('migration demo: student or program missing');
  const bukti = `mutasi/${student.id}/demo-migrasi.pdf`;
  await putDemoDocument(bukti, [
    'Surat Keterangan Pindah Program Studi',
    `${student.nama} (${student.nim})`,
    `${m.nomor_ijazah}, ${m.tanggal_masuk}`,
  ]);
  await mutasiRepo.create({
    jenis: 'migrasi',
    user_id: student.id,
    nim_lama: student.nim,
    id_prodi_asal: student.id_prodi,
    id_prodi: to.id_prodi,
    nim_baru: m.nim_baru,
    prodi: to.id_prodi,
    nomor_ijazah: m.nomor_ijazah,
    tanggal_masuk: m.tanggal_masuk,
    bukti,
  });
}
