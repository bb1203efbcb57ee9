/**
 * A print where the student's faculty has a chain of approvals (docs/decisions/0056-pengesahan.md):
 * the number taken as any print takes it, the PDF built with 'DRAF' across its pages and no code or
 * QR code, stored beside the data it was built from (the last approval seals exactly that data), no
 * seal and no credential; the draft waits at the chain's first stage, whose holders are told in the
 * app. A returned draft is reprinted from the student's current data with its number kept. Called by
 * functions/domain/cetak/issue.ts for the single print, the override and each student of a bulk job.
 */
import {
  dokumenFields,
  graduationDate,
  newKode,
  nextNumberOf,
  type PrintContext,
  type Printed,
  removeUnused,
  sha256Hex,
} from '@functions/domain/cetak/issue-parts';
import { cetakRepo, type DokumenItem } from '@functions/domain/cetak/repo';
import { buildSkpiPdf, finishDocument, type SkpiDocumentData } from '@functions/domain/skpi/document';
import { type SkpiProgramData, skpiDocumentData } from '@functions/domain/skpi/document-data';
import type { UserItem } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { auditEntry } from '@functions/lib/audit';
import { Conflict, NotFound, refusing, wrote } from '@functions/lib/domain-errors';
import { putDocument } from '@functions/lib/files';
import { drafDataKey, drafKey, keaslianUrl } from '@functions/lib/skpi-links';
import { CETAK_MSG } from '@shared/messages/cetak';
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { holdersOf, LINKS, notify, pimpinanAccounts } from './holders';
import { currentStage, type PengesahanRecord, reprint, startChain } from './machine';
import { type Draf, isDraf, pengesahanRepo, waitingAttributes } from './repo';

/** The student's open draft (waiting or returned), if any. */
export async function openDraftOf(userId: string): Promise<Draf | undefined> {
  const kode = await pengesahanRepo.openKode(userId);
  const d = kode ? await cetakRepo.getDokumen(kode) : undefined;
  return isDraf(d) && d.status === 'draf' ? d : undefined;
}

/** The document's data without the logo (bytes; the seal reads the logo again): what is stored beside a draft. */
const storable = (data: SkpiDocumentData): SkpiDocumentData => {
  const { logo: _logo, ...universitas } = data.universitas;
  return { ...data, universitas };
};

/** Builds a draft's PDF from the student's current data and stores it with that data; gives its digest and size. */
async function buildDraftFiles(
  user: UserItem,
  program: SkpiProgramData,
  periodeTanggal: string,
  d: { kode: string; nomor: string; tanggal: string },
) {
  const data = await skpiDocumentData(
    { ...user, is_graduated: true, tanggal_lulus: periodeTanggal },
    { nomor: d.nomor, kode: d.kode, url_verifikasi: keaslianUrl(d.kode), tanggal_terbit: d.tanggal },
    program,
  );
  const { bytes } = await finishDocument(await buildSkpiPdf(data, { preview: false, draft: true }), { seal: false });
  const key = drafKey(user.id, d.kode);
  const dataKey = drafDataKey(user.id, d.kode);
  await Promise.all([
    putDocument(key, bytes, 'application/pdf', `DRAF-SKPI-${user.nim}.pdf`),
    putDocument(dataKey, new TextEncoder().encode(JSON.stringify(storable(data))), 'application/json', `DRAF-SKPI-${user.nim}.json`),
  ]);
  return { bytes, key, dataKey, sha256: sha256Hex(bytes), size: bytes.byteLength };
}

/** Refuses a chain whose stages have no holder for the program (the draft would wait for nobody). */
async function assertHolders(tahap: readonly string[], place: { id_prodi: number; id_fakultas: number }): Promise<void> {
  const accounts = await pimpinanAccounts();
  for (const stage of tahap) {
    if ((await holdersOf(stage, place, accounts)).length === 0) throw new Conflict(`${PENGESAHAN_MSG.pengesahanNoHolder} (${stage})`);
  }
}

/** The notifications of a draft now waiting at its stage (to the stage's holders). */
export async function waitingNotices(d: Draf, at: string) {
  const stage = currentStage(d.pengesahan);
  if (stage === null) return [];
  const holders = await holdersOf(stage, d);
  return notify(
    holders.map((h) => h.user_id),
    {
      jenis: 'pengesahan-menunggu',
      nilai: { nama: d.nama, nim: d.nim, nomor: d.nomor, tahap: stage },
      link: LINKS.approver,
    },
    at,
  );
}

/**
 * The print of a draft: the open one given back (a waiting draft as it is, a returned one
 * reprinted), or a new one numbered and waiting at the chain's first stage. Null when the
 * transaction lost to another print (its files removed): the caller reads again.
 */
export async function printDraft(
  actor: Admin,
  user: UserItem & { id_prodi: number },
  ctx: PrintContext,
  program: SkpiProgramData,
  open: Draf | undefined,
): Promise<Printed | null> {
  if (open) {
    if (open.pengesahan.status === 'dikembalikan') return { dokumen: await reprintDraft(actor, open, user, program), bytes: null, created: true };
    return { dokumen: open, bytes: null, created: false };
  }
  await assertHolders(program.tahap_pengesahan, { id_prodi: user.id_prodi, id_fakultas: program.id_fakultas });
  const { urut, nomor, tanggal } = await nextNumberOf(program, ctx);
  const kode = newKode();
  const files = await buildDraftFiles(user, program, graduationDate(user, ctx.periode.tanggal), { kode, nomor, tanggal });
  const last = program.tahap_pengesahan.at(-1) ?? '';
  const dokumen: Draf = {
    ...dokumenFields(actor, user, program, ctx, { kode, nomor, tanggal }),
    // the signatory is the last stage's approver, named when it approves
    penandatangan: '',
    jabatan_penandatangan: last,
    jabatan_penandatangan_inggris: null,
    sha256: files.sha256,
    key: files.key,
    draf_data_key: files.dataKey,
    size: files.size,
    status: 'draf',
    segel: null,
    pengesahan: startChain(program.tahap_pengesahan, { id: actor.auth.userId, nama: actor.auth.user.nama }),
  };
  // another print took the number, or the student has an open draft, meanwhile: the caller reads again and retries
  const issued = await wrote(
    cetakRepo.issueDraft({
      dokumen,
      urut,
      reservedBy: ctx.reserved?.jobId,
      waiting: waitingAttributes(dokumen),
      drafPointer: pengesahanRepo.pointerPut(user.id, kode),
      extra: [
        auditEntry({
          actor,
          action: 'skpi.draf',
          target: { type: 'skpi-dokumen', id: kode },
          after: { kode, nomor, nim: user.nim, periode: dokumen.periode_label, tahap: dokumen.pengesahan.tahap.join(' > ') },
          at: dokumen.printed_at,
        }),
        ...(await waitingNotices(dokumen, dokumen.printed_at)),
      ],
    }),
  );
  if (issued) return { dokumen, bytes: files.bytes, created: true };
  await removeUnused([files.key, files.dataKey]);
  return null;
}

/** The answer to a step refused because the draft moved meanwhile (another approver, a return, a cancellation). */
export const alreadyActed = { stale: () => new Conflict(() => PENGESAHAN_MSG.pengesahanAlreadyActed) };

/**
 * A returned draft printed again from the student's current data: the same code and number, a new
 * PDF and data, the chain from its first stage (the one it was printed with). 409 when it moved meanwhile.
 */
export async function reprintDraft(actor: Admin, d: Draf, user: UserItem & { id_prodi: number }, program: SkpiProgramData): Promise<DokumenItem> {
  const next: PengesahanRecord = reprint(d.pengesahan);
  const periode = await cetakRepo.getPeriode(d.id_periode_kelulusan);
  if (!periode) throw new NotFound(() => CETAK_MSG.periodeNotFound);
  const files = await buildDraftFiles(user, program, periode.tanggal, { kode: d.kode, nomor: d.nomor, tanggal: d.tanggal_terbit });
  const at = new Date().toISOString();
  const after: Draf = {
    ...d,
    nama: user.nama,
    sha256: files.sha256,
    size: files.size,
    key: files.key,
    draf_data_key: files.dataKey,
    version: d.version + 1,
    pengesahan: { ...next, dicetak_oleh_id: actor.auth.userId, dicetak_oleh_nama: actor.auth.user.nama },
  };
  await refusing(
    pengesahanRepo.transition(d, after, [
      auditEntry({
        actor,
        action: 'skpi.cetak-ulang',
        target: { type: 'skpi-dokumen', id: d.kode },
        before: { status: 'dikembalikan', catatan: d.pengesahan.catatan },
        after: { status: 'menunggu', tahap: after.pengesahan.tahap[0] ?? null, sha256: files.sha256, putaran: after.pengesahan.putaran },
        at,
      }),
      ...(await waitingNotices(after, at)),
    ]),
    alreadyActed,
  );
  return after;
}
