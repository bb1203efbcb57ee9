/**
 * Evidence documents of the demo data: a small, valid one-page PDF per portfolio and per internal
 * activity, stored in the documents bucket so "view PDF" works in the demo.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';

/** Object keys of the demo documents (items hold the key only). */
export const demoDocumentKey = {
  portofolio: (userId: string, idPortofolio: number) => `portofolio/${userId}/${idPortofolio}.pdf`,
  kegiatan: (idKegiatan: number) => `ppk/${idKegiatan}.pdf`,
};

/** PDF text strings hold printable ASCII here: accents are dropped, `\ ( )` escaped. */
const pdfText = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');

/** A one-page A4 PDF with a title line and smaller lines below it. */
export function demoPdf(lines: string[]): Buffer {
  const content = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${770 - i * 24} Td (${pdfText(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function putDemoDocument(key: string, lines: string[]): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: key, Body: demoPdf(lines), ContentType: 'application/pdf' }));
}
