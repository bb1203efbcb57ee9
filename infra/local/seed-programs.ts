/**
 * Writes a study program's rubrics, sub-rubrics, internal activities (with their documents) and
 * CPL. Ids are reserved per program first, in program order, so every fresh start numbers them the
 * same way; the writes then run concurrently.
 */
import { cplRepo } from '@functions/domain/cpl/repo';
import type { ProdiItem } from '@functions/domain/master/repo';
import { type KegiatanItem, ppkRepo } from '@functions/domain/ppk/repo';
import { type AnakRubrikItem, type BidangPortofolioItem, rubrikRepo } from '@functions/domain/rubrik/repo';
import type { ProdiCode } from './demo-accounts';
import type { BidangCode } from './seed-catalog';
import { cplOf } from './seed-cpl';
import { demoDocumentKey, putDemoDocument } from './seed-files';
import { type AnakKey, rubrikOf } from './seed-rubrik';

export interface ProdiCatalog {
  prodi: ProdiItem;
  /** Sub-rubric and its internal activity, by the template's key. */
  anak: Map<AnakKey, { anak: AnakRubrikItem; kegiatan: KegiatanItem }>;
  rubrik: number;
  cpl: number;
}

type Task = () => Promise<void>;

/** Runs tasks with at most `limit` in flight (DynamoDB Local and s3rver do better than with hundreds). */
export async function runLimited(tasks: Task[], limit = 16): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Plans a program's writes with reserved ids; returns the tasks and the catalog they fill. */
export async function planProgram(code: ProdiCode, prodi: ProdiItem, bidang: Map<BidangCode, BidangPortofolioItem>) {
  const rubrik = rubrikOf(code);
  const anakCount = rubrik.reduce((n, r) => n + r.anak.length, 0);
  let idRubrik = await rubrikRepo.reserveIds('rubrik', rubrik.length);
  let idAnak = await rubrikRepo.reserveIds('anak', anakCount);
  let idKegiatan = await ppkRepo.reserveIds(anakCount);

  const cpl = cplOf(code);
  const items = cpl.flatMap((b) => b.items);
  const points = items.flatMap((i) => i.points ?? []);
  let idBidangCpl = await cplRepo.reserveIds('bidang', cpl.length);
  let idCpl = await cplRepo.reserveIds('cpl', items.length);
  let idPoint = points.length ? await cplRepo.reserveIds('point', points.length) : 0;

  const catalog: ProdiCatalog = { prodi, anak: new Map(), rubrik: rubrik.length, cpl: items.length };
  const tasks: Task[] = [];

  for (const r of rubrik) {
    const b = bidang.get(r.bidang);
    if (!b) throw new Error(`unknown category ${r.bidang}`);
    const parent = { id_rubrik: idRubrik++, id_prodi: prodi.id_prodi, id_bidang_portofolio: b.id_bidang_portofolio };
    tasks.push(async () => {
      await rubrikRepo.createRubrik({ ...parent, nama_rubrik: r.nama, syarat_minimal_skp: r.syarat }, parent.id_rubrik);
    });
    for (const a of r.anak) {
      if (a.kegiatan.bobot > a.max) throw new Error(`the activity of ${a.nama} exceeds its maximum`);
      const ids = { anak: idAnak++, kegiatan: idKegiatan++ };
      tasks.push(async () => {
        const anak = await rubrikRepo.createAnak(
          parent,
          {
            nama_anak_rubrik: a.nama,
            nama_anak_rubrik_inggris: a.nama_inggris,
            bobot_maksimal_skp_tiap_portofolio: a.max,
            syarat_minimal_skp: a.min,
          },
          ids.anak,
        );
        const dokumen = demoDocumentKey.kegiatan(ids.kegiatan);
        await putDemoDocument(dokumen, [a.kegiatan.judul, a.kegiatan.judul_inggris, `${prodi.jenjang} ${prodi.nama_prodi}`, a.kegiatan.tanggal]);
        const kegiatan = await ppkRepo.create(
          {
            id_prodi: prodi.id_prodi,
            id_bidang_portofolio: parent.id_bidang_portofolio,
            id_rubrik: parent.id_rubrik,
            id_anak_rubrik: ids.anak,
            judul: a.kegiatan.judul,
            judul_inggris: a.kegiatan.judul_inggris,
            bobot_skp_portofolio: a.kegiatan.bobot,
            tanggal_terbit: a.kegiatan.tanggal,
            dokumen_ppk: dokumen,
          },
          ids.kegiatan,
        );
        catalog.anak.set(a.key, { anak, kegiatan });
      });
    }
  }

  for (const b of cpl) {
    const bidangCpl = { id_bidang_cpl: idBidangCpl++, id_prodi: prodi.id_prodi };
    tasks.push(async () => {
      await cplRepo.createBidangCpl(
        { id_prodi: prodi.id_prodi, urutan_di_skpi: b.urutan, nama_bidang_cpl_indonesia: b.nama.id, nama_bidang_cpl_inggris: b.nama.en },
        bidangCpl.id_bidang_cpl,
        b.items.length,
      );
    });
    for (const [i, item] of b.items.entries()) {
      const id = idCpl++;
      tasks.push(async () => {
        const jumlahPoint = item.points?.length ?? 0;
        await cplRepo.createCpl(bidangCpl, { urutan_di_skpi: i + 1, judul_cpl_indonesia: item.id, judul_cpl_inggris: item.en }, id, jumlahPoint);
      });
      for (const [j, point] of (item.points ?? []).entries()) {
        const idP = idPoint++;
        tasks.push(async () => {
          await cplRepo.createCplPoint(id, { urutan_di_skpi: j + 1, point_cpl_indonesia: point.id, point_cpl_inggris: point.en }, idP);
        });
      }
    }
  }
  return { catalog, tasks };
}
