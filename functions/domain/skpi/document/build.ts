/**
 * The SKPI (Surat Keterangan Pendamping Ijazah / Diploma Supplement) as an A4 PDF, from its data
 * alone (docs/decisions/0028-skpi-document.md): a header
 * with the university's logo and name, the title, number and preamble, then the five sections the
 * regulations require, Indonesian with the English beneath each label in italics. Every page
 * carries the number and 'Halaman x dari y / Page x of y'. A preview carries 'PRATINJAU' across
 * every page and no number, code or QR code; a draft (a chain's approvals pending) carries 'DRAF'
 * and its number, no code or QR code; a legalised one names its last approver in section 5. The caller passes the bytes through finishDocument
 * (finish.ts: the seal of an issued document).
 *
 * Each part is drawn by its own file: header.ts (letterhead, title, preamble), facts.ts
 * (sections 1 and 2), outcomes.ts (3), system.ts (4), legalisation.ts (5), furniture.ts (what
 * every page carries); kit.ts and theme.ts are what they share.
 */

import { PDFDocument } from 'pdf-lib';
import { placeHolder, placeInstitution } from './facts';
import { cachingFontkit, skpiFontBytes } from './fonts';
import { drawPageFurniture } from './furniture';
import { embedLogo, placeHeader } from './header';
import { makeKit } from './kit';
import { Flow } from './layout';
import { placeLegalisation } from './legalisation';
import { placeOutcomes } from './outcomes';
import { placeSystem } from './system';
import { TEXT } from './texts';
import { A4, type Fonts, GEOMETRY } from './theme';
import type { BuildOptions, SkpiDocumentData } from './types';

export { initials } from './header';

/** Every string of the data in NFC: the font has no shaping, so a decomposed accent would print beside its letter. */
function nfc<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (value instanceof Uint8Array || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(nfc) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nfc(v)])) as T;
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(cachingFontkit);
  const bytes = skpiFontBytes();
  // subset fonts are named with a six-letter tag (ISO 32000-1 9.6.4), not pdf-lib's random suffix
  const [regular, bold, oblique] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true, customName: 'SKPIAA+DejaVuSans' }),
    doc.embedFont(bytes.bold, { subset: true, customName: 'SKPIAB+DejaVuSans-Bold' }),
    doc.embedFont(bytes.oblique, { subset: true, customName: 'SKPIAC+DejaVuSans-Oblique' }),
  ]);
  return { regular, bold, oblique };
}

function setMetadata(doc: PDFDocument, data: SkpiDocumentData, nomor: string | null): void {
  const { mahasiswa: mhs, universitas: univ } = data;
  doc.setTitle(`SKPI ${mhs.nama} (${mhs.nim})`, { showInWindowTitleBar: true });
  doc.setAuthor(univ.nama_universitas);
  doc.setSubject(`${TEXT.title.id} / ${TEXT.title.en}`);
  doc.setKeywords(['SKPI', 'Diploma Supplement', mhs.nim, ...(nomor ? [nomor] : [])]);
  doc.setLanguage('id-ID');
  doc.setCreator('SKPI portofolio');
  doc.setProducer('SKPI portofolio (pdf-lib)');
}

/** Builds the SKPI PDF (see the file comment). */
export async function buildSkpiPdf(input: SkpiDocumentData, opts: BuildOptions): Promise<Uint8Array> {
  const data = nfc(input);
  const preview = opts.preview;
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const nomor = preview ? null : data.penerbitan.nomor;
  setMetadata(doc, data, nomor);

  const flow = new Flow(() => doc.addPage([A4.width, A4.height]), GEOMETRY);
  const kit = makeKit(flow, fonts);
  const logo = await embedLogo(doc, data.universitas.logo);

  placeHeader(kit, data.universitas, logo, nomor);
  placeHolder(kit, data);
  placeInstitution(kit, data);
  placeOutcomes(kit, data);
  placeSystem(kit, data.prodi);
  placeLegalisation(kit, data, preview ? 'preview' : opts.draft ? 'draft' : 'issued');
  drawPageFurniture(kit, data, nomor, preview ? TEXT.watermark : opts.draft ? TEXT.draftWatermark : null);

  return doc.save({ useObjectStreams: true });
}
