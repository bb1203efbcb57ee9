/**
 * The SKPI's sections of facts, as tables of numbered fields (label in both languages, value):
 * section 1, the holder's identity, and section 2, the institution and the programme.
 */
import { JENIS_PENDIDIKAN_LABEL } from '@shared/domain/kkni';
import { type Kit, orDash, present } from './kit';
import type { Line, Row } from './layout';
import { akreditasiEnglish, DASH, jenjangLabel, SECTION_NUMBERS, TEXT, tanggal } from './texts';
import { hairline } from './theme';
import type { Bilingual, SkpiDocumentData } from './types';

const NUM_W = 26;
const LABEL_W = 168;
const VALUE_X = NUM_W + LABEL_W + 10;

/** The field table of a section: number, label (Indonesian, English beneath), value. */
function fieldTable({ flow, s, W, bi }: Kit) {
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
  const rows = (num: string, fields: Array<[Bilingual, Line[]]>) => fields.map(([label, v], i) => fieldRow(`${num}.${i + 1}`, label, v));
  return { value, strongValue, rows };
}

const date = (iso: string | null | undefined): Bilingual | null => (present(iso) ? tanggal(iso) : null);

/** Section 1: the holder. */
export function placeHolder(kit: Kit, data: SkpiDocumentData): void {
  const { mahasiswa: mhs } = data;
  const { value, strongValue, rows } = fieldTable(kit);
  const lahir: Bilingual | null = (() => {
    const tempat = present(mhs.tempat_lahir) ? mhs.tempat_lahir : null;
    const tgl = present(mhs.tanggal_lahir) ? tanggal(mhs.tanggal_lahir) : null;
    if (!tempat && !tgl) return null;
    const join = (a: string | null, b: string | null) => [a, b].filter(present).join(', ');
    return { id: join(tempat, tgl?.id ?? null), en: tgl?.en ? join(tempat, tgl.en) : null };
  })();
  kit.placeSection(
    SECTION_NUMBERS.holder,
    TEXT.section1,
    rows(SECTION_NUMBERS.holder, [
      [TEXT.nama, strongValue({ id: mhs.nama, en: null })],
      [TEXT.lahir, value(lahir)],
      [TEXT.nim, value(mhs.nim)],
      [TEXT.masuk, value(date(mhs.tanggal_masuk))],
      [TEXT.lulus, value(date(mhs.tanggal_lulus))],
      [TEXT.ijazah, value(mhs.nomor_ijazah_nasional)],
      [TEXT.gelar, value({ id: data.prodi.gelar, en: data.prodi.gelar_inggris })],
    ]),
  );
}

const akreditasi = (status: string, no: string): Bilingual | null => {
  if (!present(status) && !present(no)) return null;
  const tail = present(no) ? `, ${no}` : '';
  const en = akreditasiEnglish(status);
  return { id: `${orDash(status)}${tail}`, en: en ? `${en}${tail}` : null };
};

/** Section 2: the institution and the programme. */
export function placeInstitution(kit: Kit, data: SkpiDocumentData): void {
  const { universitas: univ, prodi, fakultas } = data;
  const { value, rows } = fieldTable(kit);
  const sk: Bilingual | null = present(univ.no_sk_pendirian)
    ? (() => {
        const tgl = date(univ.tanggal_sk_pendirian);
        return tgl
          ? { id: `${univ.no_sk_pendirian}, ${TEXT.dated.id} ${tgl.id}`, en: `${univ.no_sk_pendirian}, ${TEXT.dated.en} ${tgl.en ?? tgl.id}` }
          : { id: univ.no_sk_pendirian, en: null };
      })()
    : null;
  const kkni: Bilingual | null = prodi.jenjang_kkni === null ? null : { id: `Jenjang ${prodi.jenjang_kkni}`, en: `Level ${prodi.jenjang_kkni}` };
  const jenis = JENIS_PENDIDIKAN_LABEL[prodi.jenis_pendidikan];
  kit.placeSection(
    SECTION_NUMBERS.institution,
    TEXT.section2,
    rows(SECTION_NUMBERS.institution, [
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
}
