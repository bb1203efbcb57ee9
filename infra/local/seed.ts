/**
 * Seeds the demo data through the repos (never raw keys): the university, faculties and programs,
 * portfolio categories, every program's rubrics, sub-rubrics, internal activities and CPL, the demo
 * accounts, the two verifiers' assignments and the students' portfolios with their history. Runs
 * only on an empty table.
 * Master data is written in a fixed order, so ids are the same on every fresh start.
 */

import { cetakRepo, type PeriodeItem } from '@functions/domain/cetak/repo';
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { type PortofolioItem, portofolioRepo } from '@functions/domain/portofolio/repo';
import { type BidangPortofolioItem, rubrikRepo } from '@functions/domain/rubrik/repo';
import { type NewUser, type UserItem, usersRepo } from '@functions/domain/users/repo';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { auditEntry } from '@functions/lib/audit';
import { wrote } from '@functions/lib/domain-errors';
import { hashPassword } from '@functions/lib/password';
import { nextId } from '@functions/lib/sequence';
import { academicYear } from '@shared/domain/periode';
import { DEMO_ACCOUNTS, DEMO_STUDENTS, type DemoAccount, type DemoAccountKey, type ProdiCode } from './demo-accounts';
import { BIDANG_PORTOFOLIO, type BidangCode, FAKULTAS, type FakultasCode, PRODI, UNIVERSITAS } from './seed-catalog';
import { demoDocumentKey, putDemoDocument } from './seed-files';
import { type ProdiCatalog, planProgram, runLimited } from './seed-programs';
import { COMPLETE_STUDENTS, completionSeeds, seedStudentRequests } from './seed-student-area';
import type { PortofolioSeed } from './seed-student-portofolio';
import { STUDENTS } from './seed-students';
import { tableIsEmpty } from './stand-ins';

export interface SeedSummary {
  fakultas: number;
  prodi: number;
  bidangPortofolio: number;
  rubrik: number;
  anakRubrik: number;
  kegiatan: number;
  cpl: number;
  users: number;
  portofolio: number;
  ms: number;
}

/** The first verifier verifies these categories of Informatika, the second the others (two scopes to compare). */
const VERIFIER_BIDANG: BidangCode[] = ['PENALARAN', 'KEPEMIMPINAN'];
const VERIFIER2_BIDANG: BidangCode[] = ['MINAT', 'PENGABDIAN'];

/** The notes of the demo's rejected (and rejected-then-changed) portfolios, in turn. */
const REJECTION_NOTES = [
  'Sertifikat yang diunggah tidak memuat nama Anda. Unggah sertifikat atau surat keterangan atas nama Anda.',
  'Peringkat juara tidak terlihat pada bukti. Lampirkan piagam yang menyebutkan peringkat.',
  'Tanggal kegiatan pada bukti berbeda dengan tanggal yang diisi. Periksa kembali tanggal terbit.',
];

const DAY = 24 * 60 * 60 * 1000;
/** A moment `days` after a date, 09:00 in Medan (UTC+7), as ISO. */
const at = (date: string, days: number) => new Date(Date.parse(`${date}T09:00:00+07:00`) + days * DAY).toISOString();

async function seedMaster() {
  const fakultas = new Map<FakultasCode, number>();
  for (const { code, ...f } of FAKULTAS)
    fakultas.set(code, (await masterRepo.seedFakultas({ ...f, kode_fakultas: code, is_active: true })).id_fakultas);
  const prodi = new Map<ProdiCode, ProdiItem>();
  for (const { code, fakultas: fak, ...p } of PRODI) {
    const idFakultas = fakultas.get(fak);
    if (idFakultas === undefined) throw new Error(`unknown faculty ${fak}`);
    prodi.set(code, await masterRepo.seedProdi({ ...p, id_fakultas: idFakultas, is_active: true }));
  }
  const first = await rubrikRepo.reserveIds('bidang', BIDANG_PORTOFOLIO.length);
  const created = await Promise.all(
    BIDANG_PORTOFOLIO.map((b, i) =>
      rubrikRepo.createBidang(
        { urutan_di_skpi: b.urutan_di_skpi, nama_bidang_portofolio: b.nama, nama_bidang_portofolio_inggris: b.nama_inggris },
        first + i,
      ),
    ),
  );
  const bidang = new Map<BidangCode, BidangPortofolioItem>(BIDANG_PORTOFOLIO.map((b, i) => [b.code, created[i] as BidangPortofolioItem]));
  return { fakultas, prodi, bidang };
}

function portfolioPlan(key: (typeof DEMO_STUDENTS)[number], entry: ProdiCatalog, extra: readonly PortofolioSeed[] = []) {
  return [...STUDENTS[key].portofolio, ...extra].map((seed: PortofolioSeed) => {
    const target = entry.anak.get(seed.anak);
    if (!target) throw new Error(`${key}: no sub-rubric ${seed.anak}`);
    const { anak, kegiatan } = target;
    const fields = seed.internal
      ? {
          id_kegiatan_ppk: kegiatan.id_kegiatan_ppk,
          judul: kegiatan.judul,
          judul_inggris: kegiatan.judul_inggris,
          bobot_skp_portofolio: kegiatan.bobot_skp_portofolio,
          tanggal_terbit: kegiatan.tanggal_terbit,
        }
      : { id_kegiatan_ppk: null, judul: seed.judul, judul_inggris: seed.judul_inggris, bobot_skp_portofolio: seed.skp, tanggal_terbit: seed.tanggal };
    if (fields.bobot_skp_portofolio > anak.bobot_maksimal_skp_tiap_portofolio)
      throw new Error(`${key}: "${fields.judul}" exceeds its sub-rubric's maximum`);
    return { seed, anak, fields };
  });
}

type Plan = ReturnType<typeof portfolioPlan>;

function studentInput(key: (typeof DEMO_STUDENTS)[number], account: DemoAccount, idProdi: number, hash: string): NewUser {
  const { biodata } = STUDENTS[key];
  return {
    nim: account.nim,
    email: account.email,
    role: 'mahasiswa',
    id_prodi: idProdi,
    nama: account.nama,
    password_hash: hash,
    is_active: true,
    email_verified_at: at(biodata.tanggal_masuk ?? '2021-09-01', 1),
    is_data_complete: true,
    foto_profil: null,
    ...biodata,
    tanggal_lulus: null,
    is_graduated: false,
    // The totals start at zero: portofolioRepo.create moves them (and the per-category and
    // program counters) with each portfolio, as it does for a student's own add.
    skp: 0,
    jumlah_portofolio: 0,
  };
}

/** A pimpinan's position, scope (program or faculty) and NIP/NIDN. */
function pimpinanInput(account: DemoAccount, idProdi: number | null, idFakultas: number | null, hash: string): NewUser {
  return {
    ...staffInput(account, idFakultas === null ? idProdi : null, hash),
    jabatan: account.jabatan ?? null,
    id_fakultas: idFakultas,
    nomor_pegawai: account.nomor_pegawai ?? null,
  };
}

function staffInput(account: DemoAccount, idProdi: number | null, hash: string): NewUser {
  return {
    nim: account.nim,
    email: account.email,
    role: account.role,
    id_prodi: idProdi,
    nama: account.nama,
    password_hash: hash,
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
  };
}

/** The audit actor of a seeded step: the user as signed in, and a request id naming the seed. */
const seedActor = (user: UserItem) => ({ auth: { userId: user.id, nim: user.nim, role: user.role, user }, requestId: 'demo-seed' });

/**
 * One portfolio with its evidence document (external ones), dated as if entered and decided back
 * then, with its history in the audit log as the app would have written it: submitted by the
 * student, then accepted or rejected (with a note) by the decider, then (status 3) changed again.
 */
async function seedPortofolio(
  id: number,
  user: UserItem,
  account: DemoAccount,
  prodi: ProdiItem,
  { seed, anak, fields }: Plan[number],
  decider: (idAnak: number) => UserItem,
  note: () => string,
): Promise<void> {
  // a changed one was rejected first; a rejected one keeps its note (taken before any await: stable order)
  const rejected = seed.status === 3 || seed.status === 4;
  const catatan = rejected ? note() : null;
  const dokumen = seed.internal ? null : demoDocumentKey.portofolio(user.id, id);
  if (dokumen) await putDemoDocument(dokumen, [fields.judul, fields.judul_inggris ?? '', `${account.nama} (${account.nim})`, fields.tanggal_terbit]);
  // entered 3 days after the event; decided 8 days after; changed again 15 days after
  const enteredAt = at(fields.tanggal_terbit, 3);
  const decidedAt = at(fields.tanggal_terbit, 8);
  const changedAt = at(fields.tanggal_terbit, seed.status === 1 ? 3 : seed.status === 3 ? 15 : 8);
  const by = seed.status === 1 ? null : decider(anak.id_anak_rubrik);
  const history = (after: PortofolioItem | null) => {
    if (!after) return [];
    const steps = [
      auditEntry({
        actor: seedActor(user),
        action: 'portofolio.create',
        target: { type: 'portofolio', id },
        after: { ...after, id_status_portofolio: 1 },
        at: enteredAt,
      }),
    ];
    if (by) {
      const status = rejected ? 4 : 2;
      steps.push(
        auditEntry({
          actor: seedActor(by),
          action: rejected ? 'portofolio.reject' : 'portofolio.verify',
          target: { type: 'portofolio', id },
          after: { ...after, id_status_portofolio: status },
          catatan,
          at: decidedAt,
        }),
      );
    }
    if (seed.status === 3) {
      steps.push(auditEntry({ actor: seedActor(user), action: 'portofolio.update', target: { type: 'portofolio', id }, after, at: changedAt }));
    }
    return steps;
  };
  await portofolioRepo.create(
    {
      user_id: user.id,
      id_prodi: prodi.id_prodi,
      id_bidang_portofolio: anak.id_bidang_portofolio,
      id_rubrik: anak.id_rubrik,
      id_anak_rubrik: anak.id_anak_rubrik,
      ...fields,
      dokumen_portofolio: dokumen,
      id_status_portofolio: seed.status,
      showed: seed.showed,
      verified_by: by?.id ?? null,
      verified_by_nama: by?.nama ?? null,
      verified_at: by ? decidedAt : null,
      catatan,
    },
    { id, now: changedAt, extra: history },
  );
}

/** The demo's graduation periods (two of 2025/2026, one of 2026/2027). */
const DEMO_PERIODE = [
  { tanggal: '2025-09-20', periode: 1 },
  { tanggal: '2026-03-14', periode: 2 },
  { tanggal: '2026-09-19', periode: 1 },
] as const;

async function seedPeriode(by: UserItem): Promise<void> {
  for (const p of DEMO_PERIODE) {
    const item: PeriodeItem = {
      type: 'periode',
      id_periode_kelulusan: await nextId('periode'),
      ...p,
      jumlah_dokumen: 0,
      created_at: `${p.tanggal}T01:00:00.000Z`,
    };
    const audit = auditEntry({
      actor: seedActor(by),
      action: 'periode.add',
      target: { type: 'periode', id: item.id_periode_kelulusan },
      after: item,
    });
    const written = await wrote(cetakRepo.addPeriode(item, academicYear(p.tanggal), audit));
    if (!written) throw new Error(`demo period ${p.tanggal} not written`);
  }
}

/** Writes the whole demo data set. Call only on an empty table (see seedIfEmpty). */
export async function seedDemoData(): Promise<SeedSummary> {
  const started = Date.now();
  const accounts = Object.entries(DEMO_ACCOUNTS) as Array<[DemoAccountKey, DemoAccount]>;
  // scrypt runs on libuv's pool while the master data is written
  const hashing = Promise.all(accounts.map(async ([key, a]) => [key, await hashPassword(a.password)] as const)).then((pairs) => new Map(pairs));

  const { fakultas, prodi, bidang } = await seedMaster();
  const programs: Array<{ code: ProdiCode; catalog: ProdiCatalog; tasks: Array<() => Promise<void>> }> = [];
  for (const [code, p] of prodi) programs.push({ code, ...(await planProgram(code, p, bidang)) });
  await runLimited(programs.flatMap((p) => p.tasks));
  const catalog = new Map(programs.map((p) => [p.code, p.catalog]));

  const hashes = await hashing;
  const hashOf = (key: DemoAccountKey) => hashes.get(key) ?? '';
  const informatika = catalog.get('IF');
  if (!informatika) throw new Error('Informatika is missing from the catalog');

  const [superAdmin, adminJurusan, verifikator, verifikator2] = await Promise.all([
    usersRepo.create(staffInput(DEMO_ACCOUNTS.superAdmin, null, hashOf('superAdmin'))),
    usersRepo.create(staffInput(DEMO_ACCOUNTS.adminJurusan, informatika.prodi.id_prodi, hashOf('adminJurusan'))),
    usersRepo.create(staffInput(DEMO_ACCOUNTS.verifikator, null, hashOf('verifikator'))),
    usersRepo.create(staffInput(DEMO_ACCOUNTS.verifikator2, null, hashOf('verifikator2'))),
    usersRepo.create(staffInput(DEMO_ACCOUNTS.ppk, null, hashOf('ppk'))),
    usersRepo.create(pimpinanInput(DEMO_ACCOUNTS.kaprodimj, prodi.get('MN')?.id_prodi ?? null, null, hashOf('kaprodimj'))),
    usersRepo.create(pimpinanInput(DEMO_ACCOUNTS.kaprodiak, prodi.get('AK')?.id_prodi ?? null, null, hashOf('kaprodiak'))),
    usersRepo.create(pimpinanInput(DEMO_ACCOUNTS.dekanfeb, null, fakultas.get('FEB') ?? null, hashOf('dekanfeb'))),
    usersRepo.create({
      nim: DEMO_ACCOUNTS.belumAktif.nim,
      email: DEMO_ACCOUNTS.belumAktif.email,
      role: 'mahasiswa',
      id_prodi: informatika.prodi.id_prodi,
      nama: DEMO_ACCOUNTS.belumAktif.nama,
      password_hash: hashOf('belumAktif'),
      is_active: true,
      email_verified_at: null,
      is_data_complete: false,
      is_graduated: false,
    }),
  ]);

  const anakOf = (codes: BidangCode[]) => {
    const ids = new Set(codes.map((c) => bidang.get(c)?.id_bidang_portofolio));
    return [...informatika.anak.values()].map((x) => x.anak).filter((a) => ids.has(a.id_bidang_portofolio));
  };
  const assigned = anakOf(VERIFIER_BIDANG);
  const assigned2 = anakOf(VERIFIER2_BIDANG);
  await Promise.all([verifikatorRepo.assign(verifikator.id, assigned), verifikatorRepo.assign(verifikator2.id, assigned2)]);
  const assignedIds = new Set(assigned.map((a) => a.id_anak_rubrik));
  const assignedIds2 = new Set(assigned2.map((a) => a.id_anak_rubrik));
  let notes = 0;
  const note = () => REJECTION_NOTES[notes++ % REJECTION_NOTES.length] ?? '';

  // Portfolio ids are reserved in student order, so they too are stable.
  const plans = await Promise.all(
    DEMO_STUDENTS.map(async (key) => {
      const account = DEMO_ACCOUNTS[key];
      const entry = account.prodi ? catalog.get(account.prodi) : undefined;
      if (!entry) throw new Error(`${key}: unknown program ${account.prodi}`);
      const plan = portfolioPlan(key, entry);
      if (!COMPLETE_STUDENTS.includes(key)) return { key, account, entry, plan };
      // students who meet every rubric (the SKPI request demo) get the verified portfolios they lack
      const rubrics = await rubrikRepo.listRubrikOfProdi(entry.prodi.id_prodi);
      return { key, account, entry, plan: portfolioPlan(key, entry, completionSeeds(entry, rubrics, plan)) };
    }),
  );
  let nextPortofolio = await portofolioRepo.reserveIds(plans.reduce((n, p) => n + p.plan.length, 0));
  const students = await Promise.all(
    plans.map(async ({ key, account, entry, plan }) => {
      const user = await usersRepo.create(studentInput(key, account, entry.prodi.id_prodi, hashOf(key)));
      // who decided a verified or rejected portfolio: an assigned verifier, else the program's admin, else the super admin
      const decider = (idAnak: number): UserItem =>
        assignedIds.has(idAnak) ? verifikator : assignedIds2.has(idAnak) ? verifikator2 : account.prodi === 'IF' ? adminJurusan : superAdmin;
      return { key, user, account, entry, plan, decider };
    }),
  );
  const tasks = students.flatMap(({ user, account, entry, plan, decider }) =>
    plan.map((x) => {
      const id = nextPortofolio++;
      return () => seedPortofolio(id, user, account, entry.prodi, x, decider, note);
    }),
  );
  await runLimited(tasks);
  await seedStudentRequests(new Map(students.map((x) => [x.key, x.user])), catalog);

  await seedPeriode(superAdmin);

  // Written last: its presence marks a complete seed.
  await masterRepo.putUniversitas({ ...UNIVERSITAS, version: 1 });

  const sum = (f: (c: ProdiCatalog) => number) => programs.reduce((n, p) => n + f(p.catalog), 0);
  return {
    fakultas: fakultas.size,
    prodi: prodi.size,
    bidangPortofolio: bidang.size,
    rubrik: sum((c) => c.rubrik),
    anakRubrik: sum((c) => c.anak.size),
    kegiatan: sum((c) => c.anak.size),
    cpl: sum((c) => c.cpl),
    users: accounts.length,
    portofolio: tasks.length,
    ms: Date.now() - started,
  };
}

export type SeedOutcome = { seeded: true; summary: SeedSummary } | { seeded: false; complete: boolean };

/** Seeds when the table holds nothing; otherwise reports whether an earlier seed completed. */
export async function seedIfEmpty(dynamodbEndpoint: string, region: string, tableName: string): Promise<SeedOutcome> {
  if (await tableIsEmpty(dynamodbEndpoint, region, tableName)) return { seeded: true, summary: await seedDemoData() };
  return { seeded: false, complete: (await masterRepo.getUniversitas()) !== undefined };
}
