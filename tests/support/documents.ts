/** Files the tests upload or look for: a small valid PDF, and whether the documents bucket holds a key. */
import { pointAtStack } from './auth-flow';

/** A one-page PDF as a reader finds it (header, objects, cross-reference table, trailer), with a comment of `pad` spaces. */
function minimalPdf(pad: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let out = `%PDF-1.4\n${pad > 0 ? `%${' '.repeat(pad)}\n` : ''}`;
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A small valid PDF, of exactly `size` bytes when asked (a comment pads it). */
export function pdfBytes(size = 0): Buffer {
  let pdf = minimalPdf(0);
  if (size <= pdf.length + 2) return pdf;
  let pad = size - pdf.length - 2;
  // the cross-reference offset may gain a digit: measure and adjust
  for (let i = 0; i < 3 && pdf.length !== size; i++) {
    pdf = minimalPdf(pad);
    pad += size - pdf.length;
  }
  return pdf;
}

/** True when the documents bucket holds the object. */
export async function documentExists(key: string): Promise<boolean> {
  pointAtStack();
  const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3 } = await import('@functions/lib/clients');
  try {
    await s3().send(new HeadObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}
