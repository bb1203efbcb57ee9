/**
 * Section 5 of the SKPI, the legalisation, kept on one page: the place and date of issue with the
 * dean's signature, the verification box (the QR code beside the address and the document's code;
 * on a preview a dashed box saying it has none) and the notes with the university's address.
 */
import { type Kit, orDash, present } from './kit';
import type { Line, Row } from './layout';
import { drawQr } from './qr';
import { DASH, nomorPegawaiLabel, SECTION_NUMBERS, TEXT, tanggal } from './texts';
import { GEOMETRY, GREY, INK, NAVY, RULE, style, TINT, WHITE } from './theme';
import type { SkpiDocumentData, SkpiPenerbitan } from './types';

const RIGHT_W = 236;
const SIGN_SPACE = 64;

/** The place and date of issue, the dean's title, room to sign, and the dean's name (underlined) and staff number. */
function signatureRow({ flow, fonts, s, W, bi, gap }: Kit, data: SkpiDocumentData): Row {
  const { fakultas } = data;
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
  const nameStyle = style(fonts.bold, 9.2, INK, 12);
  const nameLines = flow.lines(orDash(fakultas.nama_dekan), nameStyle, RIGHT_W);
  const pegawai = present(fakultas.nomor_pegawai_dekan)
    ? `${nomorPegawaiLabel(fakultas.nomor_pegawai_dekan)} ${fakultas.nomor_pegawai_dekan}`
    : `NIP/NIDN ${DASH}`;
  return {
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
}

/** The verification box: the QR code beside the address and the document's code; `ver` is null on a preview. */
function verificationRow({ flow, fonts, s, W, bi, gap }: Kit, ver: SkpiPenerbitan | null): Row {
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
    : [...bi(TEXT.verification, s.smallBold, s.smallEn, TEXT_W), gap(3), ...bi(TEXT.previewNoQr, s.small, s.smallEn, TEXT_W)];
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
export function placeLegalisation(kit: Kit, data: SkpiDocumentData, preview: boolean): void {
  const { flow } = kit;
  const signature = signatureRow(kit, data);
  const verification = verificationRow(kit, preview ? null : data.penerbitan);
  const notes = notesRow(kit, data);
  const legal = kit.sectionHeading(SECTION_NUMBERS.legalisation, TEXT.section5);
  flow.space(16);
  flow.place(legal, flow.height(signature) + flow.height(verification) + flow.height(notes));
  flow.place(signature, flow.height(verification) + flow.height(notes));
  flow.place(verification, flow.height(notes));
  flow.place(notes);
}
