/**
 * The add/edit dialog's values and checks: the body schemas of the API
 * (shared/validation/portofolio.ts) check what is sent; the dialog adds what only it holds: the
 * field (bidang) and rubric choices, the type, and the chosen PDF (uploaded on submit, its key then
 * sent in `dokumen_portofolio`).
 */
import type { portofolioRow } from '@shared/api/portofolio';
import { MSG } from '@shared/messages';
import { ALWAYS } from '@shared/validation';
import { type KegiatanFormValues, portofolioAddBody, portofolioUpdateBody, requiredIdField } from '@shared/validation/portofolio';
import { EMPTY_KEGIATAN, kegiatanValuesOf } from '@web/components/form/kegiatan-values';
import * as z from 'zod';

export type PortofolioRow = z.output<typeof portofolioRow>;
export type Jenis = 'eksternal' | 'internal';

/** Every field as the controls hold it (text). */
export type PortofolioValues = KegiatanFormValues & {
  jenis: Jenis;
  id_kegiatan_ppk: string;
  /** The chosen PDF's name ('' when none); the file itself waits in the dialog until the submit. */
  dokumen_portofolio: string;
};

/** What the dialog edits: a new portfolio (of a field, when one is chosen) or a row. */
export type DialogTarget = { mode: 'add'; bidang: number | null } | { mode: 'edit'; row: PortofolioRow };

export function initialValues(target: DialogTarget): PortofolioValues {
  if (target.mode === 'add') {
    const bidang = target.bidang === null ? '' : String(target.bidang);
    return { ...EMPTY_KEGIATAN, id_bidang_portofolio: bidang, jenis: 'eksternal', id_kegiatan_ppk: '', dokumen_portofolio: '' };
  }
  const { row } = target;
  return {
    ...kegiatanValuesOf(row),
    jenis: row.id_kegiatan_ppk === null ? 'eksternal' : 'internal',
    id_kegiatan_ppk: row.id_kegiatan_ppk === null ? '' : String(row.id_kegiatan_ppk),
    dokumen_portofolio: '',
  };
}

/** The edited row keeps its own document when it is external and has one (an internal one's link is the activity's). */
export function keepsDocument(target: DialogTarget): boolean {
  return target.mode === 'edit' && target.row.id_kegiatan_ppk === null && target.row.dokumen_portofolio !== null;
}

/** The request body before parsing, with the upload key when a file was uploaded. */
export function rawBody(values: PortofolioValues, uploadKey: string | undefined, nim: string): Record<string, unknown> {
  if (values.jenis === 'internal') {
    return { nim, id_anak_rubrik: values.id_anak_rubrik, id_kegiatan_ppk: values.id_kegiatan_ppk };
  }
  return {
    nim,
    id_anak_rubrik: values.id_anak_rubrik,
    judul: values.judul,
    judul_inggris: values.judul_inggris,
    tanggal_terbit: values.tanggal_terbit,
    bobot_skp_portofolio: values.bobot_skp_portofolio,
    dokumen_portofolio: uploadKey,
  };
}

/** Stands for the chosen file's upload key while checking (the key exists only after the upload). */
const CHOSEN_FILE = 'dipilih';

const text = z.string();

/**
 * The dialog's schema: field and rubric chosen, an activity for the internal type, and the API's
 * body rules (title, date, points, evidence) for the external one. `keeps`: the edited row's
 * document stays when no file is chosen.
 */
export function portofolioForm(mode: DialogTarget['mode'], keeps: boolean) {
  const body = mode === 'add' ? portofolioAddBody : portofolioUpdateBody;
  return z
    .object({
      id_bidang_portofolio: text,
      id_rubrik: text,
      id_anak_rubrik: text,
      jenis: z.enum(['eksternal', 'internal']),
      id_kegiatan_ppk: text,
      judul: text,
      judul_inggris: text,
      tanggal_terbit: text,
      bobot_skp_portofolio: text,
      dokumen_portofolio: text,
    })
    .superRefine((v, ctx) => {
      const issue = (field: keyof PortofolioValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      for (const field of ['id_bidang_portofolio', 'id_rubrik'] as const) {
        const id = requiredIdField.safeParse(v[field]);
        if (!id.success) issue(field, id.error.issues[0]?.message ?? MSG.required);
      }
      if (v.jenis === 'internal' && v.id_kegiatan_ppk.trim() === '') {
        issue('id_kegiatan_ppk', MSG.required);
        const anak = requiredIdField.safeParse(v.id_anak_rubrik);
        if (!anak.success) issue('id_anak_rubrik', anak.error.issues[0]?.message ?? MSG.required);
        return;
      }
      const file = v.dokumen_portofolio === '' ? undefined : CHOSEN_FILE;
      if (v.jenis === 'eksternal' && mode === 'edit' && !keeps && file === undefined) issue('dokumen_portofolio', MSG.required);
      const parsed = body.safeParse({ ...rawBody(v, file, ''), nim: undefined });
      if (!parsed.success) for (const i of parsed.error.issues) issue(String(i.path[0]) as keyof PortofolioValues, i.message);
    }, ALWAYS);
}

/** The update button stays disabled unless a proof or link, rubrik, anak rubrik, title and points exist. */
export function canUpdate(values: PortofolioValues, keeps: boolean): boolean {
  const proof = values.jenis === 'internal' ? values.id_kegiatan_ppk !== '' : values.dokumen_portofolio !== '' || keeps;
  return proof && values.id_rubrik !== '' && values.id_anak_rubrik !== '' && values.judul.trim() !== '' && values.bobot_skp_portofolio.trim() !== '';
}
