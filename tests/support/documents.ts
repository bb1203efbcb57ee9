/** Files the tests upload or look for: a small valid PDF, hostile ones, and whether the documents bucket holds a key. */
import { deflateSync } from 'node:zlib';
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

/**
 * A PDF whose `startxref` leads to a cross-reference stream with the dictionary entries `dict`
 * (/W, /Index, /Size, /Filter as the case needs) and the data `data`: the makings of hostile files.
 */
export function xrefStreamPdf(dict: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = '%PDF-1.7\n';
  return Buffer.concat([
    Buffer.from(`${head}1 0 obj<</Type/XRef/Root 1 0 R/Length ${data.length}${dict}>>stream\n`, 'latin1'),
    data,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${head.length}\n%%EOF\n`, 'latin1'),
  ]);
}

/**
 * PDFs of a few bytes (or a few KB) declaring far more than they hold, each of which once made the
 * evidence check build or inflate what it declares: the first is the 20-million-entry one of
 * about 130 bytes.
 */
export function hostilePdfs(): Array<[string, Buffer]> {
  return [
    ['rows of no bytes, 20 million of them', xrefStreamPdf('/W[0 0 0]/Index[0 20000000]/Size 20000000')],
    ['a /Size of 20 million objects in 130 bytes', xrefStreamPdf('/W[1 2 1]/Size 20000000')],
    ['an /Index past its /Size', xrefStreamPdf('/W[1 2 1]/Index[0 4 20000000 1]/Size 20', Buffer.alloc(20))],
    ['one range 10,000 times over', xrefStreamPdf(`/W[0 1 0]/Index[${'0 100 '.repeat(10_000)}]/Size 100`, Buffer.alloc(100))],
    ['a stream inflating to 32 MB', xrefStreamPdf('/W[1 2 1]/Size 4/Filter/FlateDecode', deflateSync(Buffer.alloc(32 * 1024 * 1024)))],
  ];
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
