/**
 * The student's SKPI request, checklist and uploaded SKPI. The fixed catalogue texts (skpiRequested,
 * skpiCancelled) live in mahasiswa.ts; these are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { bilingual, twin } from './language';

/** Server answers of the SKPI request routes. */
export const SKPI_MSG = /* @__PURE__ */ bilingual(
  {
    skpiAlreadyRequested: 'SKPI sudah diajukan.',
    skpiNoRequest: 'Belum ada pengajuan SKPI.',
    skpiAcceptedNoCancel: 'Pengajuan SKPI sudah diterima dan tidak dapat dibatalkan.',
    skpiUploaded: 'SKPI berhasil diunggah!',
    skpiUploadNotAccepted: 'SKPI dapat diunggah setelah pengajuan SKPI diterima.',
    skpiNoProdi: 'Mahasiswa ini belum terdaftar pada program studi, sehingga SKPI-nya belum dapat disusun.',
    skpiNoUniversitas: 'Data universitas belum diisi. Lengkapi data universitas sebelum menyusun SKPI.',
  } as const,
  {
    skpiAlreadyRequested: 'The SKPI has already been requested.',
    skpiNoRequest: 'There is no SKPI request yet.',
    skpiAcceptedNoCancel: 'The SKPI request has already been accepted and cannot be cancelled.',
    skpiUploaded: 'The SKPI was uploaded!',
    skpiUploadNotAccepted: 'The SKPI can be uploaded once the SKPI request has been accepted.',
    skpiNoProdi: 'This student is not yet enrolled in a study program, so their SKPI cannot be compiled yet.',
    skpiNoUniversitas: 'The university data has not been filled in. Complete the university data before compiling an SKPI.',
  },
);

/** Refusals of an SKPI number format (shared/domain/skpi-number.ts; the super admin's setting). */
export const SKPI_NUMBER_MSG = /* @__PURE__ */ bilingual(
  {
    skpiNumberFormatLength: 'Format nomor SKPI paling panjang 100 karakter.',
    skpiNumberFormatBraces: 'Kurung kurawal pada format nomor SKPI tidak berpasangan.',
    skpiNumberFormatNoUrut: 'Format nomor SKPI harus memuat {urut}.',
    skpiNumberFormatNotUnique:
      'Format nomor SKPI harus memuat {kode_fakultas} dan {tahun}: nomor urut dimulai kembali di setiap fakultas setiap tahun, sehingga tanpa keduanya satu nomor dapat terbit dua kali.',
  } as const,
  {
    skpiNumberFormatLength: 'The SKPI number format may be at most 100 characters long.',
    skpiNumberFormatBraces: 'The curly braces in the SKPI number format are not paired.',
    skpiNumberFormatNoUrut: 'The SKPI number format must contain {urut}.',
    skpiNumberFormatNotUnique:
      'The SKPI number format must contain {kode_fakultas} and {tahun}: the sequence number starts again in every faculty every year, so without both one number could be issued twice.',
  },
);

/** 'Penanda yang tidak dikenal: {x}': a format naming a placeholder we do not fill. */
export const skpiNumberUnknownPlaceholder = /* @__PURE__ */ twin(
  (names: readonly string[], known: readonly string[]) =>
    `Format nomor SKPI memuat penanda yang tidak dikenal: ${names.map((n) => `{${n}}`).join(', ')}. Penanda yang dapat dipakai: ${known
      .map((n) => `{${n}}`)
      .join(', ')}.`,
  (names, known) =>
    `The SKPI number format contains ${names.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'}: ${names
      .map((n) => `{${n}}`)
      .join(', ')}. The placeholders that can be used: ${known.map((n) => `{${n}}`).join(', ')}.`,
);

/** 'Rubrik yang belum terpenuhi: A, B': why a request is refused. */
export const skpiUnmetRubrics = /* @__PURE__ */ twin(
  (names: readonly string[]) => `Pengajuan SKPI belum dapat dilakukan. Rubrik yang belum terpenuhi: ${names.join(', ')}`,
  (names) => `The SKPI cannot be requested yet. ${names.length === 1 ? 'Rubric' : 'Rubrics'} not yet met: ${names.join(', ')}`,
);
