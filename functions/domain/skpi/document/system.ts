/**
 * Section 4 of the SKPI: the Indonesian higher education system and the KKNI, two paragraphs each
 * in both languages, and the diagram of the nine levels with this qualification's level marked.
 */
import type { Kit } from './kit';
import type { Line, Row } from './layout';
import { DASH, jenjangLabel, KKNI_LEVELS, KKNI_ROLES, SECTION_NUMBERS, TEXT } from './texts';
import { BAR, GEOMETRY, GREY, INK, NAVY, WHITE } from './theme';
import type { Bilingual, SkpiProdi } from './types';

/** Section 4. */
export function placeSystem(kit: Kit, prodi: SkpiProdi): void {
  const { flow, s, W } = kit;
  const para = (b: Bilingual): Row[] => [
    { cells: [{ x: 0, width: W, lines: flow.lines(b.id, s.body, W) }], mode: 'flow', padBottom: 3 },
    { cells: [{ x: 0, width: W, lines: flow.lines(b.en ?? '', s.bodyEn, W) }], mode: 'flow', padBottom: 8 },
  ];
  const sistemRows = [...para(TEXT.sistem), ...para(TEXT.kkniText)];
  kit.placeSection(SECTION_NUMBERS.system, TEXT.section4, sistemRows);
  flow.space(4);
  flow.place(kkniDiagram(kit, prodi.jenjang_kkni, jenjangLabel(prodi.jenjang)));
}

/** Section 4's diagram: nine bars rising with the level, this qualification's level filled. */
function kkniDiagram({ flow, fonts, s, W }: Kit, level: number | null, jenjang: Bilingual): Row {
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
