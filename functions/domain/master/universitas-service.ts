/**
 * Writes of faculties, the university and study programs (the Faculty, university, prodi calls;
 * docs/decisions/0023-master-data-write-rules.md). The rules, enforced here for every call:
 * - the super admin adds, changes and deletes faculties, changes the university, adds and deletes
 *   programs; an admin jurusan changes only their own program's record, and neither its faculty
 *   nor its status (403 with a message saying who may);
 * - a faculty with programs, or a program with students (the program's counters), rubrics, CPL
 *   categories or admin jurusan accounts, is not deleted (409 saying what remains, naming the accounts);
 * - an update or delete is conditional on the version read, and on the `version` the form sent
 *   (409 GENERAL_MSG.conflict when stale); a refused call writes nothing;
 * - every write carries its audit entry (functions/lib/audit.ts) in its own transaction.
 */
import { type Admin, audit, defined, ownProgram, sameVersion, superAdminOnly } from '@functions/lib/admin-write';
import { Conflict, Forbidden, NotFound, refusing } from '@functions/lib/domain-errors';
import { deleteDocument, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { prodiDependents, prodiStaff } from '@functions/lib/prodi-dependents';
import { defaultJenisPendidikan } from '@shared/domain/kkni';
import { ADMIN_MSG, facultyHasProdi, kodeFakultasTaken, prodiHasDependents, prodiHasStaff, UNIVERSITAS_MSG } from '@shared/messages/admin';
import { GENERAL_MSG } from '@shared/messages/common';
import { PENGESAHAN_FORM_MSG } from '@shared/messages/pengesahan-form';
import type { FakultasAddBody, FakultasUpdateBody, ProdiAddBody, ProdiUpdateBody, UniversitasUpdateBody } from '@shared/validation/universitas';
import { type FakultasItem, type FakultasRefusal, masterRepo, type ProdiItem, type UniversitasItem } from './repo';
import { fakultasFullView, prodiFullView, universitasFullView } from './view';

const dropLogo = (key: string, why: string) => deleteDocument(key).catch((error: Error) => logger.warn(`${why} not removed`, { error, key }));

async function fakultasOrNotFound(id: number): Promise<FakultasItem> {
  const f = await masterRepo.getFakultas(id);
  if (!f) throw new NotFound(GENERAL_MSG.facultyNotFound);
  return f;
}

async function prodiOrNotFound(id: number): Promise<ProdiItem> {
  const p = await masterRepo.getProdi(id);
  if (!p) throw new NotFound(GENERAL_MSG.prodiNotFound);
  return p;
}

/**
 * 409 when another faculty has the code (named when the list shows it). The list read gives the
 * message its name; the guard item in the write's transaction is what makes the code unique.
 */
async function kodeFree(kode: string | undefined, self: number | null): Promise<void> {
  if (kode === undefined) return;
  const holder = (await masterRepo.listFakultas()).find((f) => f.kode_fakultas === kode && f.id_fakultas !== self);
  if (holder) throw new Conflict(kodeFakultasTaken(kode, holder.nama_fakultas));
}

/** A faculty write, its refusal answered: the code taken meanwhile (409 naming it), or the default (stale: 409 GENERAL_MSG.conflict). */
const kodeRefusal = <T>(write: Promise<T>, kode: string | null | undefined): Promise<T> =>
  refusing<T, FakultasRefusal>(write, kode ? { kode: () => new Conflict(kodeFakultasTaken(kode)) } : {});

export const universitasService = {
  async addFakultas(actor: Admin, body: FakultasAddBody) {
    superAdminOnly(actor, UNIVERSITAS_MSG.superAdminOnly);
    await kodeFree(body.kode_fakultas, null);
    const f = await kodeRefusal(
      masterRepo.createFakultas(
        {
          nama_fakultas: body.nama_fakultas,
          nama_fakultas_inggris: body.nama_fakultas_inggris ?? '',
          nama_dekan: body.nama_dekan ?? '',
          nomor_pegawai_dekan: body.nomor_pegawai_dekan ?? '',
          kode_fakultas: body.kode_fakultas ?? null,
          tahap_pengesahan: body.tahap_pengesahan ?? [],
          is_active: body.is_active,
        },
        (after) => [audit(actor, 'fakultas.create', 'fakultas', after.id_fakultas, null, after)],
      ),
      body.kode_fakultas,
    );
    return fakultasFullView(f);
  },

  /**
   * The faculty changed; the answer's message says when its chain of approvals changed that the new
   * chain applies to SKPI printed from now on (a draft keeps the chain it was printed with).
   */
  async updateFakultas(actor: Admin, id: number, body: FakultasUpdateBody) {
    superAdminOnly(actor, UNIVERSITAS_MSG.superAdminOnly);
    const before = await fakultasOrNotFound(id);
    sameVersion(body.version, before.version);
    const { version: _sent, ...change } = body;
    if (change.kode_fakultas !== before.kode_fakultas) await kodeFree(change.kode_fakultas, id);
    const after = await kodeRefusal(
      masterRepo.updateFakultas(before, defined(change), (a) => [audit(actor, 'fakultas.update', 'fakultas', id, before, a)]),
      change.kode_fakultas,
    );
    const chainChanged = (before.tahap_pengesahan ?? []).join('\n') !== (after.tahap_pengesahan ?? []).join('\n');
    return { message: chainChanged ? PENGESAHAN_FORM_MSG.tahapChanged : ADMIN_MSG.facultyUpdated, fakultas: fakultasFullView(after) };
  },

  async deleteFakultas(actor: Admin, id: number) {
    superAdminOnly(actor, UNIVERSITAS_MSG.superAdminOnly);
    const before = await fakultasOrNotFound(id);
    const programs = await masterRepo.listProdiOfFakultas(id);
    if (programs.length > 0) throw new Conflict(facultyHasProdi(programs.length));
    await masterRepo.deleteFakultas(before, () => [audit(actor, 'fakultas.delete', 'fakultas', id, before, null)]);
    return fakultasFullView(before);
  },

  /**
   * The super admin's update. A `logo_universitas` key claims their upload (PNG or JPEG, 2MB:
   * finalizeUpload checks the bytes) before the write; null removes the logo. The logo replaced or
   * removed is deleted after the write, and a claimed one the write refused, best effort.
   */
  async updateUniversitas(actor: Admin, body: UniversitasUpdateBody) {
    superAdminOnly(actor, UNIVERSITAS_MSG.superAdminOnly);
    const before = await masterRepo.getUniversitas();
    if (before) sameVersion(body.version, before.version);
    const { version: _sent, logo_universitas: logoSent, ...fields } = body;
    const logo =
      typeof logoSent === 'string'
        ? await finalizeUpload({ key: logoSent, owner: actor.auth.userId, purpose: 'logo_universitas', folder: 'logo', field: 'logo_universitas' })
        : logoSent;
    // the four required fields (accreditation status and decree, address, rector) are always sent; the others keep what is stored ('' for the names of a new record)
    const next: Omit<UniversitasItem, 'version'> = {
      ...before,
      nama_universitas: before?.nama_universitas ?? '',
      nama_universitas_inggris: before?.nama_universitas_inggris ?? '',
      ...defined(fields),
      status_akreditasi: fields.status_akreditasi,
      no_sk_akreditasi_universitas: fields.no_sk_akreditasi_universitas,
      alamat_universitas: fields.alamat_universitas,
      nama_rektor: fields.nama_rektor,
      ...(logo === undefined ? {} : { logo_universitas: logo }),
    };
    const after = await masterRepo
      .writeUniversitas(before, next, (a) => [audit(actor, 'universitas.update', 'universitas', 'UNIVERSITAS', before ?? null, a)])
      .catch(async (err: unknown) => {
        if (logo) await dropLogo(logo, 'unclaimed logo');
        throw err;
      });
    if (logo !== undefined && before?.logo_universitas && before.logo_universitas !== logo) await dropLogo(before.logo_universitas, 'replaced logo');
    return universitasFullView(after);
  },

  async addProdi(actor: Admin, body: ProdiAddBody) {
    superAdminOnly(actor, UNIVERSITAS_MSG.superAdminOnly);
    await fakultasOrNotFound(body.id_fakultas);
    const created = masterRepo.createProdi(
      {
        ...defined(body),
        id_fakultas: body.id_fakultas,
        nama_prodi: body.nama_prodi,
        nama_prodi_inggris: body.nama_prodi_inggris ?? '',
        nama_kaprodi: body.nama_kaprodi ?? '',
        jenjang: body.jenjang,
        gelar: body.gelar ?? '',
        status_akreditasi: body.status_akreditasi ?? '',
        no_sk_akreditasi_prodi: body.no_sk_akreditasi_prodi ?? '',
        is_active: body.is_active,
        jenis_pendidikan: body.jenis_pendidikan ?? defaultJenisPendidikan(body.jenjang),
      },
      (after) => [audit(actor, 'prodi.create', 'prodi', after.id_prodi, null, after)],
    );
    // refused: the faculty was deleted between the read and the write
    return prodiFullView(await refusing(created, { stale: () => new NotFound(GENERAL_MSG.facultyNotFound) }));
  },

  /** The super admin changes any program; an admin jurusan their own, and neither its faculty nor its status. */
  async updateProdi(actor: Admin, id: number, body: ProdiUpdateBody) {
    ownProgram(actor, id);
    const before = await prodiOrNotFound(id);
    if (actor.auth.role !== 'super admin') {
      const moves = body.id_fakultas !== undefined && body.id_fakultas !== before.id_fakultas;
      const toggles = body.is_active !== undefined && body.is_active !== before.is_active;
      if (moves || toggles) throw new Forbidden(UNIVERSITAS_MSG.prodiFieldSuperAdminOnly);
    }
    sameVersion(body.version, before.version);
    if (body.id_fakultas !== undefined && body.id_fakultas !== before.id_fakultas) await fakultasOrNotFound(body.id_fakultas);
    const { version: _sent, ...change } = body;
    const after = await masterRepo.updateProdi(before, defined(change), (a) => [audit(actor, 'prodi.update', 'prodi', id, before, a)]);
    return prodiFullView(after);
  },

  async deleteProdi(actor: Admin, id: number) {
    superAdminOnly(actor, UNIVERSITAS_MSG.superAdminOnly);
    const before = await prodiOrNotFound(id);
    const dependents = await prodiDependents(id);
    if (dependents.mahasiswa > 0 || dependents.rubrik > 0 || dependents.bidang_cpl > 0) throw new Conflict(prodiHasDependents(dependents));
    // its admins jurusan would be left signed in to a program that no longer exists
    const staff = await prodiStaff(id);
    if (staff.length > 0) throw new Conflict(prodiHasStaff(staff));
    await masterRepo.deleteProdi(before, () => [audit(actor, 'prodi.delete', 'prodi', id, before, null)]);
    return prodiFullView(before);
  },
};
