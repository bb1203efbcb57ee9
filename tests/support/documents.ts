/** Files the tests upload or look for: a small valid PDF, and whether the documents bucket holds a key. */
import { pointAtStack } from './auth-flow';

/** A small valid PDF, padded with spaces to `size` bytes when asked. */
export function pdfBytes(size = 0): Buffer {
  const body = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return size > body.length ? Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]) : body;
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
