/**
 * The SKPI (Surat Keterangan Pendamping Ijazah / Diploma Supplement) as an A4 PDF, from its data
 * alone (docs/decisions/0028-skpi-document.md): a header
 * with the university's logo and name, the title, number and preamble, then the five sections the
 * regulations require, Indonesian with the English beneath each label in italics. Every page
 * carries the number and 'Halaman x dari y / Page x of y'. A preview carries 'PRATINJAU' across
 * every page and no number, code or QR code. The finished bytes pass through finishDocument (the
 * place a digital seal will be added).
 */

import { JENIS_PENDIDIKAN_LABEL } from '@shared/domain/kkni';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { finishDocument } from './finish';
import { cachingFontkit, skpiFontBytes } from './fonts';
import { Flow, type Line, type PageGeometry, type Row, type Style } from './layout';
import { drawQr } from './qr';
import { akreditasiEnglish, DASH, jenjangLabel, KKNI_LEVELS, KKNI_ROLES, nomorPegawaiLabel, SECTION_NUMBERS, TEXT, tanggal } from './texts';
import { type Bilingual, type BuildOptions, logoFormat, type SkpiDocumentData } from './types';

// --- page and palette ---
const A4 = { width: 595.28, height: 841.89 };
const GEOMETRY: PageGeometry = {
  ...A4,
  left: 56,
  right: 56,
  firstTop: A4.height - 44,
  laterTop: A4.height - 70,
  bottom: 66,
};
const NAVY = rgb(0.059, 0.298, 0.506);
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.33, 0.35, 0.38);
const RULE = rgb(0.78, 0.8, 0.83);
const TINT = rgb(0.93, 0.953, 0.973);
const BAR = rgb(0.82, 0.87, 0.92);
const WHITE = rgb(1, 1, 1);
const WATERMARK = rgb(0.78, 0.1, 0.1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  oblique: PDFFont;
}

const style = (font: PDFFont, size: number, color: RGB, leading = size * 1.32): Style => ({ font, size, color, leading });

function styles(f: Fonts) {
  return {
    body: style(f.regular, 9, INK),
    bodyEn: style(f.oblique, 8.2, GREY),
    small: style(f.regular, 7.6, GREY),
    smallEn: style(f.oblique, 7.2, GREY),
    smallBold: style(f.bold, 7.6, INK),
    label: style(f.bold, 8.3, INK, 10.8),
    labelEn: style(f.oblique, 7.5, GREY, 9.8),
    value: style(f.regular, 9, INK, 11.8),
    valueEn: style(f.oblique, 8.2, GREY, 10.8),
    strong: style(f.bold, 9, INK, 11.8),
    heading: style(f.bold, 10.2, NAVY, 13),
    headingEn: style(f.oblique, 8.6, NAVY, 11.4),
    sub: style(f.bold, 9.4, INK, 12.4),
    subEn: style(f.oblique, 8.4, GREY, 11),
    cat: style(f.bold, 8.8, NAVY, 11.6),
    catEn: style(f.oblique, 7.9, NAVY, 10.4),
    th: style(f.bold, 7.4, GREY, 9.6),
    thEn: style(f.oblique, 7, GREY, 9.2),
  };
}
type Styles = ReturnType<typeof styles>;

/** Every string of the data in NFC: the font has no shaping, so a decomposed accent would print beside its letter. */
function nfc<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (value instanceof Uint8Array || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(nfc) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nfc(v)])) as T;
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
const orDash = (s: string | null | undefined) => (present(s) ? s : DASH);

/** The university's initials for the drawn emblem: 'Universitas Harapan Nusantara' → 'UHN'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  return (words.length ? words : name.split(/\s+/))
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 4)
    .toUpperCase();
}

/** Builds the SKPI PDF (see the file comment). */
export async function buildSkpiPdf(input: SkpiDocumentData, opts: BuildOptions): Promise<Uint8Array> {
  const data = nfc(input);
  const preview = opts.preview;
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  const bytes = skpiFontBytes();
  // subset fonts are named with a six-letter tag (ISO 32000-1 9.6.4), not pdf-lib's random suffix
  const [regular, bold, oblique] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true, customName: 'SKPIAA+DejaVuSans' }),
    doc.embedFont(bytes.bold, { subset: true, customName: 'SKPIAB+DejaVuSans-Bold' }),
    doc.embedFont(bytes.oblique, { subset: true, customName: 'SKPIAC+DejaVuSans-Oblique' }),
  ]);
  const fonts: Fonts = { regular, bold, oblique };
  const s = styles(fonts);
  const nomor = preview ? null : data.penerbitan.nomor;
  const { mahasiswa: mhs, universitas: univ } = data;

  doc.setTitle(`SKPI ${mhs.nama} (${mhs.nim})`, { showInWindowTitleBar: true });
  doc.setAuthor(univ.nama_universitas);
  doc.setSubject(`${TEXT.title.id} / ${TEXT.title.en}`);
  doc.setKeywords(['SKPI', 'Diploma Supplement', mhs.nim, ...(nomor ? [nomor] : [])]);
  doc.setLanguage('id-ID');
  doc.setCreator('SKPI portofolio');
  doc.setProducer('SKPI portofolio (pdf-lib)');

  const flow = new Flow(() => doc.addPage([A4.width, A4.height]), GEOMETRY);
  const W = flow.contentWidth;
  const logo = await embedLogo(doc, univ.logo);

  const bi = (b: Bilingual, id: Style, en: Style, width: number, extra: Omit<Line, 'text' | 'style'> = {}): Line[] => [
    ...flow.lines(b.id, id, width, extra),
    ...(present(b.en) ? flow.lines(b.en, en, width, extra) : []),
  ];
  const gap = (h: number): Line => ({ text: '', style: s.body, gap: h });

  // --- 0. header ---
  const logoSide = 58;
  const headW = W - 2 * (logoSide + 10);
  flow.place({
    cells: [
      {
        x: logoSide + 10,
        width: headW,
        lines: [
          ...flow.lines(univ.nama_universitas.toUpperCase(), style(bold, 14.5, NAVY, 18), headW, { align: 'center' }),
          ...flow.lines(univ.nama_universitas_inggris, style(oblique, 10, NAVY, 13), headW, { align: 'center' }),
          gap(2),
          ...flow.lines(univ.alamat_universitas, style(regular, 7.4, GREY, 9.4), headW, { align: 'center' }),
        ],
      },
    ],
    padTop: 4,
    padBottom: 8,
    decorate: ({ page, top, bottom }) => {
      const ly = (top + bottom) / 2 - logoSide / 2;
      if (logo) {
        const scale = Math.min(logoSide / logo.width, logoSide / logo.height);
        const w = logo.width * scale;
        const h = logo.height * scale;
        page.drawImage(logo, { x: GEOMETRY.left + (logoSide - w) / 2, y: ly + (logoSide - h) / 2, width: w, height: h });
      } else drawEmblem(page, fonts, GEOMETRY.left, ly, logoSide, initials(univ.nama_universitas));
      page.drawLine({ start: { x: GEOMETRY.left, y: bottom + 3 }, end: { x: GEOMETRY.left + W, y: bottom + 3 }, thickness: 1.8, color: NAVY });
      page.drawLine({ start: { x: GEOMETRY.left, y: bottom }, end: { x: GEOMETRY.left + W, y: bottom }, thickness: 0.5, color: NAVY });
    },
  });
  flow.space(14);
  const titleLines: Line[] = [
    ...flow.lines(TEXT.title.id, style(bold, 15, INK, 19), W, { align: 'center' }),
    ...flow.lines(TEXT.title.en ?? '', style(oblique, 11, GREY, 14), W, { align: 'center' }),
  ];
  if (nomor)
    titleLines.push(gap(5), {
      text: '',
      style: style(bold, 10, INK, 13),
      align: 'center',
      runs: [
        { text: `${TEXT.number.id} / `, style: style(regular, 9.5, INK) },
        { text: TEXT.number.en ?? '', style: style(oblique, 9.5, GREY) },
        { text: `: ${nomor}`, style: style(bold, 10, INK) },
      ],
    });
  flow.place({ cells: [{ x: 0, width: W, lines: titleLines }] });
  flow.space(10);
  const preambleW = W - 24;
  flow.place({
    cells: [
      {
        x: 12,
        width: preambleW,
        lines: [...flow.lines(TEXT.preamble.id, s.body, preambleW), gap(3), ...flow.lines(TEXT.preamble.en ?? '', s.bodyEn, preambleW)],
      },
    ],
    padTop: 8,
    padBottom: 8,
    decorate: ({ page, top, bottom }) => {
      page.drawRectangle({ x: GEOMETRY.left, y: bottom, width: W, height: top - bottom, color: TINT });
      page.drawRectangle({ x: GEOMETRY.left, y: bottom, width: 2.5, height: top - bottom, color: NAVY });
    },
  });

  // --- helpers of the sections ---
  const sectionHeading = (num: string, title: Bilingual): Row => ({
    cells: [
      {
        x: 28,
        width: W - 28,
        lines: [...flow.lines(title.id, s.heading, W - 28), ...(present(title.en) ? flow.lines(title.en, s.headingEn, W - 28) : [])],
      },
    ],
    padTop: 2,
    padBottom: 6,
    decorate: ({ page, top, bottom }) => {
      const box = 19;
      const y = top - 2 - box + 1;
      page.drawRectangle({ x: GEOMETRY.left, y, width: box, height: box, color: NAVY });
      const w = bold.widthOfTextAtSize(num, 10.5);
      page.drawText(num, { x: GEOMETRY.left + (box - w) / 2, y: y + 5.8, font: bold, size: 10.5, color: WHITE });
      page.drawLine({ start: { x: GEOMETRY.left, y: bottom + 2 }, end: { x: GEOMETRY.left + W, y: bottom + 2 }, thickness: 0.9, color: NAVY });
    },
  });

  /** A heading placed with room for what follows it on the same page. */
  const heading = (row: Row, next: Row | undefined) => {
    flow.place(row, next ? flow.height(next) : 0);
  };

  // field table: number, label (Indonesian, English beneath), value
  const NUM_W = 26;
  const LABEL_W = 168;
  const VALUE_X = NUM_W + LABEL_W + 10;
  const VALUE_W = W - VALUE_X;
  const fieldRow = (num: string, label: Bilingual, value: Line[]): Row => ({
    cells: [
      { x: 0, width: NUM_W, lines: [{ text: num, style: { ...s.small, leading: s.label.leading } }] },
      { x: NUM_W, width: LABEL_W, lines: bi(label, s.label, s.labelEn, LABEL_W) },
      { x: VALUE_X, width: VALUE_W, lines: value.length ? value : [{ text: DASH, style: s.value }] },
    ],
    padTop: 4,
    padBottom: 4,
    decorate: ({ page, bottom }) => hairline(page, bottom, W),
  });
  const value = (b: Bilingual | string | null | undefined): Line[] => {
    if (b === null || b === undefined) return [{ text: DASH, style: s.value }];
    if (typeof b === 'string') return flow.lines(orDash(b), s.value, VALUE_W);
    if (!present(b.id)) return [{ text: DASH, style: s.value }];
    return bi(b, s.value, s.valueEn, VALUE_W);
  };
  const strongValue = (b: Bilingual): Line[] => bi(b, s.strong, s.valueEn, VALUE_W);
  const fieldTable = (num: string, rows: Array<[Bilingual, Line[]]>) => rows.map(([label, v], i) => fieldRow(`${num}.${i + 1}`, label, v));
  const placeSection = (num: string, title: Bilingual, rows: Row[]) => {
    flow.space(16);
    heading(sectionHeading(num, title), rows[0]);
    for (const r of rows) flow.place(r);
  };

  // --- 1. holder ---
  const lahir: Bilingual | null = (() => {
    const tempat = present(mhs.tempat_lahir) ? mhs.tempat_lahir : null;
    const tgl = present(mhs.tanggal_lahir) ? tanggal(mhs.tanggal_lahir) : null;
    if (!tempat && !tgl) return null;
    const join = (a: string | null, b: string | null) => [a, b].filter(present).join(', ');
    return { id: join(tempat, tgl?.id ?? null), en: tgl?.en ? join(tempat, tgl.en) : null };
  })();
  const date = (iso: string | null | undefined): Bilingual | null => (present(iso) ? tanggal(iso) : null);
  placeSection(
    SECTION_NUMBERS.holder,
    TEXT.section1,
    fieldTable(SECTION_NUMBERS.holder, [
      [TEXT.nama, strongValue({ id: mhs.nama, en: null })],
      [TEXT.lahir, value(lahir)],
      [TEXT.nim, value(mhs.nim)],
      [TEXT.masuk, value(date(mhs.tanggal_masuk))],
      [TEXT.lulus, value(date(mhs.tanggal_lulus))],
      [TEXT.ijazah, value(mhs.nomor_ijazah_nasional)],
      [TEXT.gelar, value({ id: data.prodi.gelar, en: data.prodi.gelar_inggris })],
    ]),
  );

  // --- 2. institution and programme ---
  const { prodi, fakultas } = data;
  const sk: Bilingual | null = present(univ.no_sk_pendirian)
    ? (() => {
        const tgl = date(univ.tanggal_sk_pendirian);
        return tgl
          ? { id: `${univ.no_sk_pendirian}, ${TEXT.dated.id} ${tgl.id}`, en: `${univ.no_sk_pendirian}, ${TEXT.dated.en} ${tgl.en ?? tgl.id}` }
          : { id: univ.no_sk_pendirian, en: null };
      })()
    : null;
  const akreditasi = (status: string, no: string): Bilingual | null => {
    if (!present(status) && !present(no)) return null;
    const tail = present(no) ? `, ${no}` : '';
    const en = akreditasiEnglish(status);
    return { id: `${orDash(status)}${tail}`, en: en ? `${en}${tail}` : null };
  };
  const kkni: Bilingual | null = prodi.jenjang_kkni === null ? null : { id: `Jenjang ${prodi.jenjang_kkni}`, en: `Level ${prodi.jenjang_kkni}` };
  const jenis = JENIS_PENDIDIKAN_LABEL[prodi.jenis_pendidikan];
  placeSection(
    SECTION_NUMBERS.institution,
    TEXT.section2,
    fieldTable(SECTION_NUMBERS.institution, [
      [TEXT.skPendirian, value(sk)],
      [TEXT.universitas, value({ id: univ.nama_universitas, en: univ.nama_universitas_inggris })],
      [TEXT.fakultas, value({ id: fakultas.nama_fakultas, en: fakultas.nama_fakultas_inggris })],
      [TEXT.prodi, value({ id: prodi.nama_prodi, en: prodi.nama_prodi_inggris })],
      [TEXT.akreditasiPt, value(akreditasi(univ.status_akreditasi, univ.no_sk_akreditasi_universitas))],
      [TEXT.akreditasiProdi, value(akreditasi(prodi.status_akreditasi, prodi.no_sk_akreditasi_prodi))],
      [TEXT.jenis, value(jenis ? { id: jenis.id, en: jenis.en } : null)],
      [TEXT.jenjang, value(jenjangLabel(prodi.jenjang))],
      [TEXT.kkni, value(kkni)],
      [TEXT.persyaratan, value(prodi.persyaratan_penerimaan)],
      [TEXT.bahasa, value(prodi.bahasa_pengantar)],
      [TEXT.penilaian, value(prodi.sistem_penilaian)],
      [TEXT.lamaStudi, value(prodi.lama_studi)],
      [TEXT.lanjutan, value(prodi.jenjang_lanjutan)],
      [TEXT.profesi, value(prodi.status_profesi)],
    ]),
  );

  // --- 3. qualification and outcomes ---
  const subHeading = (letter: string, title: Bilingual): Row => ({
    cells: [
      { x: 0, width: 18, lines: [{ text: `${letter}.`, style: s.sub }] },
      { x: 18, width: W - 18, lines: bi(title, s.sub, s.subEn, W - 18) },
    ],
    padTop: 4,
    padBottom: 4,
  });
  const categoryRow = (num: string, title: Bilingual, continued: boolean): Row => {
    const t: Bilingual = continued ? { id: `${title.id} (lanjutan)`, en: present(title.en) ? `${title.en} (continued)` : null } : title;
    return {
      cells: [
        { x: 6, width: 30, lines: [{ text: num, style: s.cat }] },
        { x: 36, width: W - 42, lines: bi(t, s.cat, s.catEn, W - 42) },
      ],
      padTop: 4,
      padBottom: 4,
      decorate: ({ page, top, bottom }) => page.drawRectangle({ x: GEOMETRY.left, y: bottom, width: W, height: top - bottom, color: TINT }),
    };
  };
  const ITEM_X = 36;
  const ITEM_W = W - ITEM_X;
  const POINT_X = ITEM_X + 16;
  const POINT_W = W - POINT_X;
  const itemRow = (n: number, judul: Bilingual): Row => ({
    cells: [
      { x: 14, width: 22, lines: [{ text: `${n}.`, style: s.body }] },
      { x: ITEM_X, width: ITEM_W, lines: bi(judul, s.body, s.bodyEn, ITEM_W) },
    ],
    padTop: 4,
    padBottom: 2,
  });
  const pointRow = (letter: string, point: Bilingual): Row => ({
    cells: [
      { x: ITEM_X, width: 16, lines: [{ text: `${letter}.`, style: s.body }] },
      { x: POINT_X, width: POINT_W, lines: bi(point, s.body, s.bodyEn, POINT_W) },
    ],
    padTop: 1,
    padBottom: 1,
  });
  const letterOf = (i: number) => String.fromCharCode(97 + (i % 26)).repeat(Math.floor(i / 26) + 1);

  /** A row and how much of what follows must stay on its page with it. */
  interface Flowing {
    row: Row;
    keep: number;
  }
  const h = (r: Row | undefined) => (r ? flow.height(r) : 0);
  /** Space above a category's heading (counted in what its parent heading keeps with it). */
  const CATEGORY_GAP = 4;

  // A: the program's CPL by category; an item stays with its first point
  const cplBlocks = data.cpl
    .filter((b) => b.items.length > 0)
    .map((b, n) => {
      const num = `A.${n + 1}`;
      const rows: Flowing[] = b.items.flatMap((item, i) => {
        const points = item.points.map((p, j) => pointRow(letterOf(j), p));
        const head = itemRow(i + 1, item.judul);
        return [{ row: head, keep: h(points[0]) }, ...points.map((row) => ({ row, keep: 0 }))];
      });
      const first = rows[0];
      const heading = categoryRow(num, b.nama, false);
      return { num, nama: b.nama, heading, rows, start: CATEGORY_GAP + h(heading) + (first ? h(first.row) + first.keep : 0) };
    });
  const cplHead = subHeading('A', TEXT.cpl);
  const cplNone: Row = { cells: [{ x: 18, width: W - 18, lines: bi(TEXT.cplNone, s.body, s.bodyEn, W - 18) }], padBottom: 4 };
  const cplStart = cplBlocks[0]?.start ?? h(cplNone);
  flow.space(16);
  flow.place(sectionHeading(SECTION_NUMBERS.outcomes, TEXT.section3), h(cplHead) + cplStart);
  flow.place(cplHead, cplStart);
  if (!cplBlocks.length) flow.place(cplNone);
  for (const block of cplBlocks) {
    flow.space(CATEGORY_GAP);
    flow.place(block.heading, block.start - CATEGORY_GAP - h(block.heading));
    flow.continued(
      () => [categoryRow(block.num, block.nama, true)],
      () => {
        for (const r of block.rows) flow.place(r.row, r.keep);
      },
    );
  }

  // B: verified portfolios by category
  const DATE_W = 92;
  const TITLE_X = ITEM_X;
  const TITLE_W = W - TITLE_X - DATE_W - 8;
  const tableHead = (): Row => ({
    cells: [
      { x: 6, width: 30, lines: [{ text: 'No.', style: s.th }] },
      { x: TITLE_X, width: TITLE_W, lines: bi(TEXT.kegiatan, s.th, s.thEn, TITLE_W) },
      { x: W - DATE_W, width: DATE_W, lines: bi(TEXT.tanggal, s.th, s.thEn, DATE_W, { align: 'right' }) },
    ],
    padTop: 3,
    padBottom: 3,
    decorate: ({ page, bottom }) => hairline(page, bottom, W, 0.6, GREY),
  });
  const portfolioRow = (n: number, p: SkpiDocumentData['portofolio'][number]['portofolio'][number]): Row => {
    const d = tanggal(p.tanggal_terbit);
    return {
      cells: [
        { x: 6, width: 30, lines: [{ text: `${n}.`, style: s.body }] },
        { x: TITLE_X, width: TITLE_W, lines: bi({ id: p.judul, en: p.judul_inggris }, s.body, s.bodyEn, TITLE_W) },
        { x: W - DATE_W, width: DATE_W, lines: bi(d, s.body, s.bodyEn, DATE_W, { align: 'right' }) },
      ],
      padTop: 3,
      padBottom: 3,
      decorate: ({ page, bottom }) => hairline(page, bottom, W),
    };
  };
  const kategori = data.portofolio
    .filter((k) => k.portofolio.length > 0)
    .map((k, n) => {
      const num = `B.${n + 1}`;
      const rows = k.portofolio.map((p, i) => portfolioRow(i + 1, p));
      const heading = categoryRow(num, k.nama, false);
      return { num, nama: k.nama, heading, rows, start: CATEGORY_GAP + h(heading) + h(tableHead()) + h(rows[0]) };
    });
  const bHead = subHeading('B', TEXT.aktivitas);
  const bNote: Row = {
    cells: [{ x: 18, width: W - 18, lines: bi(kategori.length ? TEXT.aktivitasNote : TEXT.aktivitasNone, s.small, s.smallEn, W - 18) }],
    padBottom: 4,
  };
  const bStart = kategori[0]?.start ?? 0;
  flow.space(10);
  flow.place(bHead, h(bNote) + bStart);
  flow.place(bNote, bStart);
  for (const block of kategori) {
    flow.space(CATEGORY_GAP);
    flow.place(block.heading, block.start - CATEGORY_GAP - h(block.heading));
    flow.place(tableHead(), h(block.rows[0]));
    flow.continued(
      () => [categoryRow(block.num, block.nama, true), tableHead()],
      () => {
        for (const r of block.rows) flow.place(r);
      },
    );
  }

  // --- 4. the Indonesian higher education system and the KKNI ---
  const para = (b: Bilingual): Row[] => [
    { cells: [{ x: 0, width: W, lines: flow.lines(b.id, s.body, W) }], mode: 'flow', padBottom: 3 },
    { cells: [{ x: 0, width: W, lines: flow.lines(b.en ?? '', s.bodyEn, W) }], mode: 'flow', padBottom: 8 },
  ];
  const sistemRows = [...para(TEXT.sistem), ...para(TEXT.kkniText)];
  placeSection(SECTION_NUMBERS.system, TEXT.section4, sistemRows);
  flow.space(4);
  flow.place(kkniDiagram(flow, fonts, s, W, prodi.jenjang_kkni, jenjangLabel(prodi.jenjang)));

  // --- 5. legalisation ---
  const ver = preview ? null : data.penerbitan;
  const RIGHT_W = 236;
  const RIGHT_X = W - RIGHT_W;
  const issued = tanggal(data.penerbitan.tanggal_terbit);
  const tempat = present(data.penerbitan.tempat) ? `${data.penerbitan.tempat}, ` : '';
  const title = TEXT.dean({ id: fakultas.nama_fakultas, en: fakultas.nama_fakultas_inggris });
  const signTop: Line[] = [
    ...flow.lines(`${tempat}${issued.id}`, s.body, RIGHT_W),
    ...(issued.en ? flow.lines(`${tempat}${issued.en}`, s.bodyEn, RIGHT_W) : []),
    gap(6),
    ...bi(title, s.body, s.bodyEn, RIGHT_W),
  ];
  const SIGN_SPACE = 64;
  const nameStyle = style(bold, 9.2, INK, 12);
  const nameLines = flow.lines(orDash(fakultas.nama_dekan), nameStyle, RIGHT_W);
  const pegawai = present(fakultas.nomor_pegawai_dekan)
    ? `${nomorPegawaiLabel(fakultas.nomor_pegawai_dekan)} ${fakultas.nomor_pegawai_dekan}`
    : `NIP/NIDN ${DASH}`;
  const signatureRow: Row = {
    cells: [{ x: RIGHT_X, width: RIGHT_W, lines: [...signTop, gap(SIGN_SPACE), ...nameLines, ...flow.lines(pegawai, s.body, RIGHT_W)] }],
    padTop: 4,
    padBottom: 12,
    decorate: ({ page, top }) => {
      // the dean's name underlined
      const above = [...signTop, gap(SIGN_SPACE)].reduce((sum, l) => sum + (l.gap ?? l.style.leading), 0);
      const nameW = Math.min(RIGHT_W, Math.max(...nameLines.map((l) => flow.textWidth(l.text, nameStyle))));
      const y = top - 4 - above - nameLines.length * nameStyle.leading + 1.6;
      page.drawLine({ start: { x: GEOMETRY.left + RIGHT_X, y }, end: { x: GEOMETRY.left + RIGHT_X + nameW, y }, thickness: 0.6, color: INK });
    },
  };
  // the verification box: the QR code beside the address and the document's code
  const QR_SIDE = 92;
  const BOX_PAD = 8;
  const TEXT_X = BOX_PAD + QR_SIDE + 10;
  const TEXT_W = W - TEXT_X - BOX_PAD;
  const verLines: Line[] = ver?.url_verifikasi
    ? [
        ...bi(TEXT.verification, s.smallBold, s.smallEn, TEXT_W),
        gap(3),
        ...bi(TEXT.scan, s.small, s.smallEn, TEXT_W),
        gap(4),
        ...flow.lines(ver.url_verifikasi, style(regular, 8, NAVY, 10.4), TEXT_W),
        gap(4),
        {
          text: '',
          style: s.small,
          runs: [
            { text: `${TEXT.code.id} / `, style: s.small },
            { text: TEXT.code.en ?? '', style: s.smallEn },
            { text: ': ', style: s.small },
            { text: orDash(ver.kode), style: s.smallBold },
          ],
        },
      ]
    : [...bi(TEXT.verification, s.smallBold, s.smallEn, TEXT_W), gap(3), ...bi(TEXT.previewNoQr, s.small, s.smallEn, TEXT_W)];
  const verH = verLines.reduce((sum, l) => sum + (l.gap ?? l.style.leading), 0);
  const boxInner = ver?.url_verifikasi ? Math.max(QR_SIDE, verH) : verH;
  const verificationRow: Row = {
    cells: [{ x: ver?.url_verifikasi ? TEXT_X : BOX_PAD, width: TEXT_W, lines: [...verLines, gap(boxInner - verH)] }],
    padTop: BOX_PAD + (ver?.url_verifikasi ? Math.max(0, (QR_SIDE - verH) / 2) : 0),
    padBottom: BOX_PAD,
    decorate: ({ page, top, bottom }) => {
      page.drawRectangle({
        x: GEOMETRY.left,
        y: bottom,
        width: W,
        height: top - bottom,
        color: TINT,
        borderColor: ver?.url_verifikasi ? RULE : GREY,
        borderWidth: 0.6,
        ...(ver?.url_verifikasi ? {} : { borderDashArray: [3, 2] }),
      });
      if (ver?.url_verifikasi) {
        const y = (top + bottom) / 2 - QR_SIDE / 2;
        page.drawRectangle({ x: GEOMETRY.left + BOX_PAD, y, width: QR_SIDE, height: QR_SIDE, color: WHITE });
        drawQr(page, ver.url_verifikasi, GEOMETRY.left + BOX_PAD, y, QR_SIDE);
      }
    },
  };
  const notesW = W - 10;
  const notes: Row = {
    cells: [
      {
        x: 0,
        width: W,
        lines: [
          ...bi(TEXT.notes, s.smallBold, s.smallEn, W),
          gap(2),
          ...[TEXT.note1, TEXT.note2].flatMap((n, i) => [
            ...flow.lines(`${i + 1}. ${n.id}`, s.small, notesW),
            ...flow.lines(n.en ?? '', s.smallEn, notesW, { dx: 10 }),
          ]),
          gap(3),
          {
            text: '',
            style: s.small,
            runs: [
              { text: `${TEXT.alamat.id} / `, style: s.smallBold },
              { text: TEXT.alamat.en ?? '', style: style(oblique, 7.6, INK) },
              { text: ': ', style: s.smallBold },
            ],
          },
          ...flow.lines(`${univ.nama_universitas}, ${univ.alamat_universitas}`, s.small, W),
        ],
      },
    ],
    padTop: 10,
  };
  const legal = sectionHeading(SECTION_NUMBERS.legalisation, TEXT.section5);
  flow.space(16);
  // the legalisation is one block: heading, signature, verification and notes on one page
  flow.place(legal, flow.height(signatureRow) + flow.height(verificationRow) + flow.height(notes));
  flow.place(signatureRow, flow.height(verificationRow) + flow.height(notes));
  flow.place(verificationRow, flow.height(notes));
  flow.place(notes);

  // --- every page: running header, footer, watermark ---
  const count = flow.pages.length;
  flow.pages.forEach((page, i) => {
    if (i > 0) runningHeader(flow, page, s, fonts, data, W);
    footer(flow, page, s, nomor, i + 1, count, W);
    if (preview) watermark(page, bold);
  });

  return finishDocument(await doc.save({ useObjectStreams: true }));
}

function hairline(page: PDFPage, y: number, width: number, thickness = 0.4, color: RGB = RULE): void {
  page.drawLine({ start: { x: GEOMETRY.left, y }, end: { x: GEOMETRY.left + width, y }, thickness, color });
}

/** The logo embedded (PNG or JPEG), or null for none or bytes pdf-lib cannot read: the header then draws the emblem, never failing the print. */
async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null | undefined): Promise<PDFImage | null> {
  const format = logoFormat(bytes);
  if (!bytes || !format) return null;
  try {
    return format === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** The emblem drawn when the data carries no logo: a navy seal with the university's initials. */
function drawEmblem(page: PDFPage, fonts: Fonts, x: number, y: number, side: number, text: string): void {
  const r = side / 2;
  const cx = x + r;
  const cy = y + r;
  page.drawCircle({ x: cx, y: cy, size: r, color: NAVY });
  page.drawCircle({ x: cx, y: cy, size: r - 3.2, borderColor: WHITE, borderWidth: 0.8 });
  page.drawCircle({ x: cx, y: cy, size: r - 5.6, borderColor: rgb(0.96, 0.72, 0.25), borderWidth: 0.5 });
  let size = 17;
  while (size > 7 && fonts.bold.widthOfTextAtSize(text, size) > side - 18) size -= 0.5;
  const w = fonts.bold.widthOfTextAtSize(text, size);
  page.drawText(text, { x: cx - w / 2, y: cy - size * 0.36, font: fonts.bold, size, color: WHITE });
}

/** Section 4's diagram: nine bars rising with the level, this qualification's level filled. */
function kkniDiagram(flow: Flow, fonts: Fonts, s: Styles, W: number, level: number | null, jenjang: Bilingual): Row {
  const legend: Bilingual =
    level === null
      ? { id: `${TEXT.thisQualification.id}: ${DASH}`, en: `${TEXT.thisQualification.en}: ${DASH}` }
      : {
          id: `${TEXT.thisQualification.id}: ${jenjang.id}, jenjang ${level}`,
          en: `${TEXT.thisQualification.en}: ${jenjang.en ?? jenjang.id}, level ${level}`,
        };
  const CHART_H = 150;
  const captionLines: Line[] = [
    ...flow.lines(TEXT.diagram.id, s.sub, W),
    ...flow.lines(TEXT.diagram.en ?? '', s.subEn, W),
    { text: '', style: s.body, gap: 4 },
    ...flow.lines(legend.id, s.small, W - 14, { dx: 14 }),
    ...flow.lines(legend.en ?? '', s.smallEn, W - 14, { dx: 14 }),
  ];
  const captionH = captionLines.reduce((h, l) => h + (l.gap ?? l.style.leading), 0);
  return {
    cells: [{ x: 0, width: W, lines: [...captionLines, { text: '', style: s.body, gap: CHART_H }] }],
    padTop: 2,
    padBottom: 6,
    decorate: ({ page, top, bottom }) => {
      const left = GEOMETRY.left;
      // legend swatch, beside the legend's first line
      const legendTop = top - 2 - captionH + (legend.en ? s.small.leading + s.smallEn.leading : s.small.leading);
      page.drawRectangle({ x: left, y: legendTop - s.small.leading + 2.5, width: 9, height: 7, color: level === null ? BAR : NAVY });
      const col = W / 9;
      const base = bottom + 6 + 44;
      for (const { level: n, programs } of KKNI_LEVELS) {
        const x = left + (n - 1) * col + 4;
        const w = col - 8;
        const h = 22 + n * 9.5;
        const mine = n === level;
        page.drawRectangle({ x, y: base, width: w, height: h, color: mine ? NAVY : BAR });
        const label = String(n);
        const lw = fonts.bold.widthOfTextAtSize(label, 12);
        page.drawText(label, { x: x + (w - lw) / 2, y: base + h - 16, font: fonts.bold, size: 12, color: mine ? WHITE : NAVY });
        if (mine) {
          // a marker above the bar
          const cx = x + w / 2;
          const ty = base + h + 4;
          page.drawSvgPath(`M ${cx - 5} 0 L ${cx + 5} 0 L ${cx} 6 Z`, { x: 0, y: ty + 6, color: NAVY, scale: 1 });
        }
        if (programs) {
          const pw = fonts.regular.widthOfTextAtSize(programs, 7.4);
          page.drawText(programs, { x: x + (w - pw) / 2, y: base - 10, font: fonts.regular, size: 7.4, color: mine ? NAVY : GREY });
        }
      }
      page.drawLine({ start: { x: left, y: base }, end: { x: left + W, y: base }, thickness: 0.8, color: GREY });
      for (const role of KKNI_ROLES) {
        const x0 = left + (role.from - 1) * col + 6;
        const x1 = left + role.to * col - 6;
        const y = base - 17;
        page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness: 0.5, color: GREY });
        page.drawLine({ start: { x: x0, y }, end: { x: x0, y: y + 3 }, thickness: 0.5, color: GREY });
        page.drawLine({ start: { x: x1, y }, end: { x: x1, y: y + 3 }, thickness: 0.5, color: GREY });
        const idW = fonts.bold.widthOfTextAtSize(role.label.id, 7.6);
        page.drawText(role.label.id, { x: (x0 + x1 - idW) / 2, y: y - 10, font: fonts.bold, size: 7.6, color: INK });
        const en = role.label.en ?? '';
        const enW = fonts.oblique.widthOfTextAtSize(en, 7.2);
        page.drawText(en, { x: (x0 + x1 - enW) / 2, y: y - 19.5, font: fonts.oblique, size: 7.2, color: GREY });
      }
    },
  };
}

function runningHeader(flow: Flow, page: PDFPage, s: Styles, fonts: Fonts, data: SkpiDocumentData, W: number): void {
  const top = A4.height - 36;
  const left = GEOMETRY.left;
  const runs = [
    { text: `${data.universitas.nama_universitas} · SKPI / `, style: { ...s.small, font: fonts.bold, color: NAVY } },
    { text: TEXT.title.en ?? '', style: { ...s.smallEn, color: NAVY } },
  ];
  flow.drawLine({ text: '', style: s.small, runs }, left, W, top, page);
  // the holder on the right, shortened with an ellipsis rather than run into the left part
  const room = W - runs.reduce((w, r) => w + flow.textWidth(r.text, r.style), 0) - 16;
  flow.drawLine(
    { text: ellipsis(flow, `${data.mahasiswa.nama} · NIM ${data.mahasiswa.nim}`, s.small, room), style: s.small, align: 'right' },
    left,
    W,
    top,
    page,
  );
  hairline(page, top - s.small.leading - 3, W, 0.6, NAVY);
}

/** `text` cut at a word to fit `width`, with an ellipsis (the running header's holder; section 1 has the whole name). */
function ellipsis(flow: Flow, text: string, style: Style, width: number): string {
  if (flow.textWidth(text, style) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && flow.textWidth(`${chars.join('').trimEnd()}…`, style) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

function footer(flow: Flow, page: PDFPage, s: Styles, nomor: string | null, n: number, count: number, W: number): void {
  const y = 34;
  const left = GEOMETRY.left;
  hairline(page, y + 14, W, 0.6, NAVY);
  const pageText = TEXT.page(n, count);
  flow.drawLine(
    {
      text: '',
      style: s.small,
      runs: nomor
        ? [
            { text: `${TEXT.number.id} SKPI / `, style: s.small },
            { text: `${TEXT.number.en} `, style: s.smallEn },
            { text: nomor, style: s.smallBold },
          ]
        : [
            { text: `${TEXT.previewFooter.id} / `, style: s.small },
            { text: TEXT.previewFooter.en ?? '', style: s.smallEn },
          ],
    },
    left,
    W * 0.6,
    y + 10,
    page,
  );
  flow.drawLine(
    {
      text: '',
      style: s.small,
      align: 'right',
      runs: [
        { text: `${pageText.id} / `, style: s.small },
        { text: pageText.en ?? '', style: s.smallEn },
      ],
    },
    left + W * 0.5,
    W * 0.5,
    y + 10,
    page,
  );
}

/** 'PRATINJAU' across the page, from corner to corner, translucent over the content. */
function watermark(page: PDFPage, bold: PDFFont): void {
  const text = TEXT.watermark;
  const size = 118;
  const angle = Math.atan2(A4.height, A4.width);
  const w = bold.widthOfTextAtSize(text, size);
  const h = size * 0.73;
  const cx = A4.width / 2;
  const cy = A4.height / 2;
  const x = cx - (w / 2) * Math.cos(angle) + (h / 2) * Math.sin(angle);
  const y = cy - (w / 2) * Math.sin(angle) - (h / 2) * Math.cos(angle);
  page.drawText(text, { x, y, font: bold, size, color: WATERMARK, opacity: 0.13, rotate: degrees((angle * 180) / Math.PI) });
}
