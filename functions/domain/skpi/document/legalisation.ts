/**
 * Section 5 of the SKPI, the legalisation, kept on one page: the place and date of issue with the
 * dean's signature (or, when the faculty's chain legalised it, its last approver's name with
 * 'Disahkan secara elektronik' and the date and time in place of the room to sign), the
 * verification box (the QR code beside the address and the document's code; on a preview or a
 * draft a dashed box saying it has none) and the notes with the university's address.
 */
import { type Kit, orDash, present } from './kit';
import type { Line, Row } from './layout';
import { drawQr } from './qr';
import { DASH, nomorPegawaiLabel, SECTION_NUMBERS, TEXT, tanggal } from './texts';
import { GEOMETRY, GREY, INK, NAVY, RULE, style, TINT, WHITE } from './theme';
import type { Bilingual, SkpiDocumentData, SkpiPenerbitan, SkpiPengesahan } from './types';

/** What section 5 is printed for: a preview, a draft waiting for its approvals, or an issued SKPI. */
export type LegalisationMode = 'preview' | 'draft' | 'issued';

/** HH:MM of an ISO time in WIB (UTC+7), the time zone the university prints. */
const wibTime = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 16);
const wibDate = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);

const RIGHT_W = 236;
const SIGN_SPACE = 64;

/** The approver's position as printed: the dean's with the faculty's name; another as recorded. */
function approverTitle(data: SkpiDocumentData, p: SkpiPengesahan): Bilingual {
  if (p.jabatan.id.toLowerCase() === 'dekan') return TEXT.dean({ id: data.fakultas.nama_fakultas, en: data.fakultas.nama_fakultas_inggris });
  return p.jabatan;
}

/** In place of the room to sign: 'Disahkan secara elektronik' and the date and time, in both languages. */
function legalisedLines({ s, bi, gap }: Kit, p: SkpiPengesahan): Line[] {
  const at = TEXT.legalisedAt(tanggal(wibDate(p.waktu)), wibTime(p.waktu));
  return [gap(8), ...bi(TEXT.legalisedElectronically, s.smallBold, s.smallEn, RIGHT_W), ...bi(at, s.small, s.smallEn, RIGHT_W), gap(10)];
}

/**
 * The place and date of issue, the signatory's title, room to sign (or the electronic legalisation),
 * and the signatory's name (underlined) and staff number: the dean, or the chain's last approver.
 */
function signatureRow(kit: Kit, data: SkpiDocumentData): Row {
  const { flow, fonts, s, W, bi, gap } = kit;
  const { fakultas } = data;
  const legalised = data.penerbitan.pengesahan ?? null;
  const RIGHT_X = W - RIGHT_W;
  const issued = tanggal(data.penerbitan.tanggal_terbit);
  const tempat = present(data.penerbitan.tempat) ? `${data.penerbitan.tempat}, ` : '';
  const title = legalised ? approverTitle(data, legalised) : TEXT.dean({ id: fakultas.nama_fakultas, en: fakultas.nama_fakultas_inggris });
  const signTop: Line[] = [
    ...flow.lines(`${tempat}${issued.id}`, s.body, RIGHT_W),
    ...(issued.en ? flow.lines(`${tempat}${issued.en}`, s.bodyEn, RIGHT_W) : []),
    gap(6),
    ...bi(title, s.body, s.bodyEn, RIGHT_W),
  ];
  const space = legalised ? legalisedLines(kit, legalised) : [gap(SIGN_SPACE)];
  const nameStyle = style(fonts.bold, 9.2, INK, 12);
  const nameLines = flow.lines(orDash(legalised ? legalised.nama : fakultas.nama_dekan), nameStyle, RIGHT_W);
  const nomor = legalised ? (legalised.nomor_pegawai ?? '') : fakultas.nomor_pegawai_dekan;
  const pegawai = present(nomor) ? `${nomorPegawaiLabel(nomor)} ${nomor}` : `NIP/NIDN ${DASH}`;
  return {
    cells: [{ x: RIGHT_X, width: RIGHT_W, lines: [...signTop, ...space, ...nameLines, ...flow.lines(pegawai, s.body, RIGHT_W)] }],
    padTop: 4,
    padBottom: 12,
    decorate: ({ page, top }) => {
      // the signatory's name underlined
      const above = [...signTop, ...space].reduce((sum, l) => sum + (l.gap ?? l.style.leading), 0);
      const nameW = Math.min(RIGHT_W, Math.max(...nameLines.map((l) => flow.textWidth(l.text, nameStyle))));
      const y = top - 4 - above - nameLines.length * nameStyle.leading + 1.6;
      page.drawLine({ start: { x: GEOMETRY.left + RIGHT_X, y }, end: { x: GEOMETRY.left + RIGHT_X + nameW, y }, thickness: 0.6, color: INK });
    },
  };
}

/** The verification box: the QR code beside the address and the document's code; `ver` is null on a preview or a draft. */
function verificationRow({ flow, fonts, s, W, bi, gap }: Kit, ver: SkpiPenerbitan | null, mode: LegalisationMode): Row {
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
        ...flow.lines(ver.url_verifikasi, style(fonts.regular, 8, NAVY, 10.4), TEXT_W),
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
    : [
        ...bi(TEXT.verification, s.smallBold, s.smallEn, TEXT_W),
        gap(3),
        ...bi(mode === 'draft' ? TEXT.draftNoQr : TEXT.previewNoQr, s.small, s.smallEn, TEXT_W),
      ];
  const verH = verLines.reduce((sum, l) => sum + (l.gap ?? l.style.leading), 0);
  const boxInner = ver?.url_verifikasi ? Math.max(QR_SIDE, verH) : verH;
  return {
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
}

/** The notes, numbered, and the university's address. */
function notesRow({ flow, fonts, s, W, bi, gap }: Kit, data: SkpiDocumentData): Row {
  const univ = data.universitas;
  const notesW = W - 10;
  return {
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
              { text: TEXT.alamat.en ?? '', style: style(fonts.oblique, 7.6, INK) },
              { text: ': ', style: s.smallBold },
            ],
          },
          ...flow.lines(`${univ.nama_universitas}, ${univ.alamat_universitas}`, s.small, W),
        ],
      },
    ],
    padTop: 10,
  };
}

/** Section 5, one block: heading, signature, verification and notes on one page. */
export function placeLegalisation(kit: Kit, data: SkpiDocumentData, mode: LegalisationMode): void {
  const { flow } = kit;
  const signature = signatureRow(kit, data);
  const verification = verificationRow(kit, mode === 'issued' ? data.penerbitan : null, mode);
  const notes = notesRow(kit, data);
  const legal = kit.sectionHeading(SECTION_NUMBERS.legalisation, TEXT.section5);
  flow.space(16);
  flow.place(legal, flow.height(signature) + flow.height(verification) + flow.height(notes));
  flow.place(signature, flow.height(verification) + flow.height(notes));
  flow.place(verification, flow.height(notes));
  flow.place(notes);
}
