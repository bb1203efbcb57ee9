/**
 * One page of the Feeder's rows turned into plan rows, with the reads it needs (the student of a
 * registration, the Feeder's biodata of a new or moved student). Writes nothing.
 *
 * A registration's student: the one linked to it (`id_registrasi_mahasiswa`), else the student
 * with its NIM when that one is linked to no other registration (linked to another: skipped, a
 * conflicting NIM; a staff account with that NIM: skipped). A registration whose program is not
 * mapped is skipped; one whose program maps to another of ours than the student's is skipped too
 * (a move between programs is a migration decision, never a sync).
 */
import type { ProdiItem } from '@functions/domain/master/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { IMPOR_MSG } from '@shared/messages/impor';
import { imporRowRules } from '@shared/validation/impor';
import { type FeederClient, filterEq } from './client';
import { compareFields, feederValues, fieldChanges, graduationChanges, kelulusanOf, needsBiodata, ourValues } from './plan';
import type { PlanRowItem } from './repo';
import { feederRepo } from './repo';
import { type FeederBiodata, type FeederMahasiswa, isSkipped, parseBiodata, parseLulus, parseMahasiswa, type SkippedRow } from './rows';

/** The mapped programs, by the Feeder's id_prodi. */
export type ProdiMap = Map<string, ProdiItem>;

/** A plan row before it is numbered. */
export type NewRow = Omit<PlanRowItem, 'seq'>;

/** Statuses of a registration that ended without graduating: such a student is not created. */
const EXITED = /drop|keluar|mengundurkan|wafat|meninggal|hilang/i;

const prodiName = (p: ProdiItem) => `${p.jenjang} ${p.nama_prodi}`;

const base = (jenis: PlanRowItem['jenis']): Pick<NewRow, 'jenis' | 'perubahan' | 'kelulusan' | 'alasan' | 'diterapkan' | 'pilihan'> => ({
  jenis,
  perubahan: [],
  kelulusan: null,
  alasan: null,
  diterapkan: false,
  pilihan: null,
});

const skipped = (s: SkippedRow | (Omit<SkippedRow, 'skip'> & { skip: string }), prodi: ProdiItem | null = null): NewRow => ({
  ...base('dilewati'),
  id_registrasi_mahasiswa: s.id_registrasi_mahasiswa,
  nim: s.nim,
  nama: s.nama,
  prodi: prodi ? prodiName(prodi) : s.nama_program_studi,
  id_prodi: prodi?.id_prodi ?? null,
  user_id: null,
  alasan: s.skip,
});

/** The reads the planning needs (the table's by default; a test gives its own). */
export interface PlanLookups {
  /** The student of a registration, or why the row is skipped; neither when the registration is new to us. */
  studentOf(idRegistrasi: string, nim: string | null): Promise<{ user?: UserItem; skip?: string }>;
  emailTaken(email: string): Promise<boolean>;
  /** Whether this plan creates the registration. */
  plannedNew(idRegistrasi: string): Promise<boolean>;
}

/** The student of a registration, or why the row is skipped; neither when the registration is new to us. */
async function studentOf(idRegistrasi: string, nim: string | null): Promise<{ user?: UserItem; skip?: string }> {
  const linked = await feederRepo.linkedUser(idRegistrasi);
  if (linked) {
    const user = await usersRepo.getById(linked);
    if (user) return { user };
  }
  if (!nim) return {};
  const byNim = await usersRepo.getByNim(nim);
  if (!byNim) return {};
  if (byNim.role !== 'mahasiswa') return { skip: FEEDER_MSG.skipNimTaken };
  if (byNim.id_registrasi_mahasiswa && byNim.id_registrasi_mahasiswa.toLowerCase() !== idRegistrasi.toLowerCase()) {
    return { skip: FEEDER_MSG.skipNimConflict };
  }
  return { user: byNim };
}

/** The table's reads for the plan of job `jobId`. */
export const tableLookups = (jobId: string): PlanLookups => ({
  studentOf,
  emailTaken: async (email) => (await usersRepo.getByEmail(email)) !== undefined,
  plannedNew: async (id) => (await feederRepo.plannedNew(jobId, id)) !== undefined,
});

async function biodataOf(client: Pick<FeederClient, 'page'>, idMahasiswa: string | null): Promise<FeederBiodata | null> {
  if (!idMahasiswa) return null;
  const rows = await client.page('GetBiodataMahasiswa', {
    filter: filterEq('id_mahasiswa', idMahasiswa),
    order: 'id_mahasiswa ASC',
    limit: 1,
    offset: 0,
  });
  return rows.length > 0 ? parseBiodata(rows[0]) : null;
}

/** Why a new student cannot be created from the Feeder's row, or null. */
async function newStudentRefusal(m: FeederMahasiswa, b: FeederBiodata | null, lookups: PlanLookups): Promise<string | null> {
  if (imporRowRules.nim(m.nim)) return IMPOR_MSG.imporNimNumeric;
  if (!m.nama || imporRowRules.nama(m.nama)) return FEEDER_MSG.skipNamaInvalid;
  if (!m.tanggal_masuk) return FEEDER_MSG.skipNoPeriode;
  if (!b?.email) return FEEDER_MSG.skipNoEmail;
  if (imporRowRules.email(b.email)) return IMPOR_MSG.imporEmailInvalid;
  if (await lookups.emailTaken(b.email)) return FEEDER_MSG.skipEmailTaken;
  return null;
}

/** The plan rows of one GetListMahasiswa row: none, a skip, a new student, a change and/or a conflict. */
export async function planRegistration(raw: unknown, prodi: ProdiMap, client: Pick<FeederClient, 'page'>, lookups: PlanLookups): Promise<NewRow[]> {
  const m = parseMahasiswa(raw);
  if (isSkipped(m)) return [skipped(m)];
  const ours = m.id_prodi ? prodi.get(m.id_prodi.toLowerCase()) : undefined;
  const who = { id_registrasi_mahasiswa: m.id_registrasi_mahasiswa, nim: m.nim, nama: m.nama, nama_program_studi: m.nama_program_studi };
  if (!ours) return [skipped({ ...who, skip: FEEDER_MSG.skipProdiUnknown(m.nama_program_studi ?? m.id_prodi ?? '-') })];
  const found = await lookups.studentOf(m.id_registrasi_mahasiswa, m.nim);
  if (found.skip) return [skipped({ ...who, skip: found.skip }, ours)];
  const user = found.user;
  if (user && user.id_prodi !== ours.id_prodi) return [skipped({ ...who, skip: FEEDER_MSG.skipProdiBerbeda }, ours)];
  const biodata = needsBiodata(m, user) ? await biodataOf(client, m.id_mahasiswa) : null;
  const feeder = feederValues(m, biodata);
  const common = {
    id_registrasi_mahasiswa: m.id_registrasi_mahasiswa,
    nim: m.nim,
    nama: m.nama,
    prodi: prodiName(ours),
    id_prodi: ours.id_prodi,
    id_mahasiswa: m.id_mahasiswa,
    last_update: m.last_update,
    feeder,
  };
  if (!user) {
    if (m.status_mahasiswa && EXITED.test(m.status_mahasiswa)) return [skipped({ ...who, skip: FEEDER_MSG.skipKeluar(m.status_mahasiswa) }, ours)];
    const refusal = await newStudentRefusal(m, biodata, lookups);
    if (refusal) return [skipped({ ...who, skip: refusal }, ours)];
    return [{ ...base('baru'), ...common, user_id: null, email: biodata?.email ?? null }];
  }
  const lokal = ourValues(user);
  const { changes, conflicts } = compareFields(feeder, lokal, user.feeder_sinkron);
  const linked = (user.id_registrasi_mahasiswa ?? '').toLowerCase() === m.id_registrasi_mahasiswa.toLowerCase();
  const student = { ...common, nama: user.nama, user_id: user.id, lokal, version: user.version };
  const rows: NewRow[] = [];
  if (changes.length > 0 || !linked) {
    rows.push({ ...base('berubah'), ...student, fields: changes, terbuka: conflicts, perubahan: fieldChanges(changes, feeder, lokal) });
  }
  if (conflicts.length > 0) {
    rows.push({ ...base('konflik'), ...student, fields: conflicts, perubahan: fieldChanges(conflicts, feeder, lokal, user.feeder_sinkron) });
  }
  return rows;
}

/** The plan row of one GetDetailMahasiswaLulusDO row: a graduation, a skip, or none (no change, another exit, an unmapped program). */
export async function planGraduate(raw: unknown, prodi: ProdiMap, lookups: PlanLookups): Promise<NewRow | null> {
  const l = parseLulus(raw);
  if (!l?.lulus) return null;
  const ours = l.id_prodi ? prodi.get(l.id_prodi.toLowerCase()) : undefined;
  // an unmapped program's registrations are reported once, by the list step
  if (!ours) return null;
  const kelulusan = kelulusanOf(l);
  const common = { id_registrasi_mahasiswa: l.id_registrasi_mahasiswa, nim: l.nim, prodi: prodiName(ours), id_prodi: ours.id_prodi, kelulusan };
  const found = await lookups.studentOf(l.id_registrasi_mahasiswa, l.nim);
  if (found.skip) return { ...base('dilewati'), ...common, nama: l.nama, user_id: null, kelulusan: null, alasan: found.skip };
  if (!found.user) {
    // a graduate this same plan creates: written after the new students
    if (!(await lookups.plannedNew(l.id_registrasi_mahasiswa))) {
      return { ...base('dilewati'), ...common, nama: l.nama, user_id: null, kelulusan: null, alasan: FEEDER_MSG.skipLulusUnknown };
    }
    return graduationChanges(kelulusan, undefined) ? { ...base('lulus'), ...common, nama: l.nama, user_id: null } : null;
  }
  const user = found.user;
  if (user.id_prodi !== ours.id_prodi) return null;
  if (!graduationChanges(kelulusan, user)) return null;
  return { ...base('lulus'), ...common, nama: user.nama, user_id: user.id, version: user.version };
}
