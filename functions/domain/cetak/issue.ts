/**
 * One SKPI issued: numbered, coded, built, finished (functions/domain/skpi/document/finish.ts),
 * stored with its portable credential (functions/domain/kredensial/issue.ts), and recorded in one
 * transaction with the student's graduation, the request and the document it supersedes. The single print, the override and every student of a bulk job come
 * through here. Where the student's faculty has a chain of approvals, the print makes a draft
 * instead (functions/domain/cetak/pengesahan/draft.ts): sealed, credentialed and recorded as valid only
 * at its last approval (docs/decisions/0053-pengesahan.md).
 */

import { openDraftOf, printDraft } from '@functions/domain/cetak/pengesahan/draft';
import { issueKredensial } from '@functions/domain/kredensial/issue';
import { buildSkpiPdf, finishDocument, type SkpiDocumentData } from '@functions/domain/skpi/document';
import { skpiDocumentData, skpiProgramData } from '@functions/domain/skpi/document-data';
import { skpiRepo } from '@functions/domain/skpi/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Conflict, NotFound, wrote } from '@functions/lib/domain-errors';
import { putDocument } from '@functions/lib/files';
import { dokumenKey, keaslianUrl } from '@functions/lib/skpi-links';
import { CETAK_MSG } from '@shared/messages/cetak';
import { SEARCH_MSG } from '@shared/messages/search';
import { SKPI_MSG } from '@shared/messages/skpi';
import {
  dokumenFields,
  graduationDate,
  newKode,
  nextNumberOf,
  type PrintContext,
  type Printed,
  removeUnused,
  sha256Hex,
  signer,
  today,
} from './issue-parts';
import { cetakRepo, type DokumenItem } from './repo';

/** How often a print retries when another print took its number (or changed the student) meanwhile. */
const ISSUE_ATTEMPTS = 6;

export { graduationDate, numberingReady, type PrintContext, type Printed, today } from './issue-parts';

/**
 * The files of one attempt, made at once (each step waits on its own storage, none on the others):
 * the PDF built, sealed and stored; the portable credential of the same data (CLR 2.0 VC-JWT, its
 * status index, stored beside the PDF); and the student's SKPI request as it is now (its version is
 * a condition of the issue). When one fails, what the others stored is removed and the failure thrown.
 */
export async function buildAndStore(
  data: SkpiDocumentData,
  doc: { userId: string; nim: string; kode: string; key: string },
  approvals: Parameters<typeof issueKredensial>[2] = [],
) {
  const sealed = async () => {
    const finished = await finishDocument(await buildSkpiPdf(data, { preview: false }), { seal: true, document: data });
    await putDocument(doc.key, finished.bytes, 'application/pdf', `SKPI-${doc.nim}.pdf`);
    return finished;
  };
  const [pdf, kredensial, request] = await Promise.allSettled([sealed(), issueKredensial(data, doc, approvals), skpiRepo.get(doc.userId)]);
  if (pdf.status === 'fulfilled' && kredensial.status === 'fulfilled' && request.status === 'fulfilled')
    return { pdf: pdf.value, kredensial: kredensial.value, request: request.value };
  await removeUnused([
    ...(pdf.status === 'fulfilled' ? [doc.key] : []),
    ...(kredensial.status === 'fulfilled' ? [kredensial.value.kredensial_key] : []),
  ]);
  throw [pdf, kredensial, request].find((r) => r.status === 'rejected')?.reason;
}

/**
 * Prints one student's SKPI, or gives back the valid one when `override` is false. A new
 * document supersedes the previous valid one. The number is taken by a conditional write: two
 * printers never get one number (the loser reads again and takes the next). A student with an
 * open draft gets it back (a returned one reprinted); a faculty with a chain gets a draft.
 */
export async function issueSkpi(actor: Admin, student: UserItem, ctx: PrintContext): Promise<Printed> {
  let user = student;
  for (let attempt = 1; attempt <= ISSUE_ATTEMPTS; attempt++) {
    const [current, open] = await Promise.all([user.skpi_dokumen ? cetakRepo.getDokumen(user.skpi_dokumen.kode) : undefined, openDraftOf(user.id)]);
    const valid = current?.status === 'sah' ? current : null;
    if (valid && !ctx.override && !open) return { dokumen: valid, bytes: null, created: false };
    if (user.id_prodi === null) throw new Conflict(() => SKPI_MSG.skpiNoProdi);
    const program = ctx.program?.id_prodi === user.id_prodi ? ctx.program : await skpiProgramData(user.id_prodi);
    if (open || program.tahap_pengesahan.length > 0) {
      const drafted = await printDraft(actor, { ...user, id_prodi: user.id_prodi }, ctx, program, open);
      if (drafted) return drafted;
    } else {
      const printed = await printSealed(actor, { ...user, id_prodi: user.id_prodi }, ctx, program, valid);
      if (printed) return printed;
    }
    // lost: the period and the student are read again
    const [periode, again] = await Promise.all([cetakRepo.getPeriode(ctx.periode.id_periode_kelulusan), usersRepo.getById(user.id)]);
    if (!periode) throw new NotFound(() => CETAK_MSG.periodeNotFound);
    if (again?.role !== 'mahasiswa') throw new NotFound(() => SEARCH_MSG.studentNotFound);
    user = again;
  }
  throw new Conflict(() => CETAK_MSG.skpiNumberBusy);
}

/** A print sealed at once (no chain): null when its transaction lost to another write (its files removed). */
async function printSealed(
  actor: Admin,
  user: UserItem & { id_prodi: number },
  ctx: PrintContext,
  program: Awaited<ReturnType<typeof skpiProgramData>>,
  valid: DokumenItem | null,
): Promise<Printed | null> {
  const { urut, nomor, tanggal } = await nextNumberOf(program, ctx);
  // a chunk of the job run again: this student has the job's number already
  if (ctx.reserved && valid?.nomor === nomor) return { dokumen: valid, bytes: null, created: false };
  const kode = newKode();
  const data = await skpiDocumentData(
    { ...user, is_graduated: true, tanggal_lulus: graduationDate(user, ctx.periode.tanggal) },
    { nomor, kode, url_verifikasi: keaslianUrl(kode), tanggal_terbit: tanggal ?? today() },
    program,
  );
  const key = dokumenKey(user.id, kode);
  const { pdf, kredensial, request } = await buildAndStore(data, { userId: user.id, nim: user.nim, kode, key });
  const { bytes, segel } = pdf;
  const sign = signer(program);
  const dokumen: DokumenItem = {
    ...dokumenFields(actor, user, program, ctx, { kode, nomor, tanggal }),
    penandatangan: sign.nama,
    jabatan_penandatangan: sign.jabatan,
    jabatan_penandatangan_inggris: sign.jabatan_inggris,
    sha256: sha256Hex(bytes),
    key,
    size: bytes.byteLength,
    status: 'sah',
    ...kredensial,
    segel,
  };
  // another print first, or the student or the period changed meanwhile: the caller reads again and retries
  const issued = await wrote(
    cetakRepo.issue({
      dokumen,
      urut,
      reservedBy: ctx.reserved?.jobId,
      student: user,
      superseded: valid,
      requestVersion: request ? request.version : null,
      tanggalLulus: graduationDate(user, ctx.periode.tanggal),
      actor,
    }),
  );
  if (issued) return { dokumen, bytes, created: true };
  await removeUnused([key, kredensial.kredensial_key]);
  return null;
}
