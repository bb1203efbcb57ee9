/**
 * The edit of a prodi admin, a verifier or a pimpinan as calls: `PUT /api/manajemen/akun/update` with
 * the name, the new username, the new e-mail and the admin's program or the pimpinan's position, scope
 * and NIP/NIDN, then for a verifier whose sub-rubrics changed `PUT /api/manajemen/verifikator/update`;
 * and what a refusal does.
 */
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { serverFieldErrors } from '@web/components/form/schema-form';
import type * as z from 'zod';
import { type PimpinanEdit, sameIds, type stafEditValues } from './staf-form';

export type EditData = z.output<ReturnType<typeof stafEditValues>>;

/** What a refused write does to the form it came from. */
export type Refused = (error: unknown, on: { setErrors: (e: Record<string, string | undefined>) => void }) => void;

/** A refusal: its field messages under the fields, and the list read again. */
export const refusedThen =
  (onWritten: () => void): Refused =>
  (error, on) => {
    if (error instanceof ApiError) {
      on.setErrors(serverFieldErrors(error.serverMessage));
      onWritten();
    }
  };

/** Saves an edit; `onSaved` gets the account after each call (its version moves with each). */
export async function saveStafEdit(current: AkunRow, data: EditData, onSaved: (row: AkunRow) => void): Promise<{ message: string }> {
  const pimpinan = 'jabatan' in data ? (data as PimpinanEdit) : undefined;
  const identityChanged =
    data.nim !== current.nim ||
    data.email !== current.email ||
    (data.nama !== undefined && data.nama !== current.nama) ||
    ('id_prodi' in data && data.id_prodi !== undefined && data.id_prodi !== current.id_prodi) ||
    (pimpinan !== undefined &&
      (pimpinan.jabatan !== current.jabatan ||
        (pimpinan.id_fakultas ?? null) !== current.id_fakultas ||
        (pimpinan.nomor_pegawai ?? null) !== current.nomor_pegawai));
  const rubrikChanged =
    'id_anak_rubrik' in data &&
    !sameIds(
      data.id_anak_rubrik,
      current.rubrik.map((r) => r.id_anak_rubrik),
    );
  let answer: { message: string } | undefined;
  let latest = current;
  // nothing changed: the account call still answers (and says so)
  if (identityChanged || !rubrikChanged) {
    const saved = await call(api.manajemen.akunUpdate, {
      body: {
        id: current.id,
        version: current.version,
        nim: current.nim,
        nama: data.nama,
        nim_baru: data.nim === current.nim ? undefined : data.nim,
        email: data.email === current.email ? undefined : data.email,
        id_prodi: 'id_prodi' in data ? data.id_prodi : undefined,
        // a pimpinan's scope is the one sent (the other is cleared); a blank NIP/NIDN removes it
        ...(pimpinan ? { jabatan: pimpinan.jabatan, id_fakultas: pimpinan.id_fakultas, nomor_pegawai: pimpinan.nomor_pegawai ?? '' } : {}),
      },
    });
    latest = saved.user;
    onSaved(latest);
    answer = saved;
  }
  if ('id_anak_rubrik' in data && rubrikChanged) {
    const saved = await call(api.manajemen.verifikatorUpdate, {
      body: { nim_verifikator: latest.nim, id_anak_rubrik: data.id_anak_rubrik, version: latest.version },
    });
    onSaved(saved.verifikator);
    answer = saved;
  }
  return answer ?? { message: MSG.userUpdated };
}
