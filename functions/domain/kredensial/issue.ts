/**
 * The credential of one print (functions/domain/cetak/issue.ts calls this after the PDF): the
 * next status index, the ClrCredential built from the document's data, signed as a VC-JWT with
 * the credential key (never the seal's) and stored beside the PDF. The document item records the
 * object key and the index; a print whose transaction then fails deletes the object again, and its
 * index stays unused (its bit is never set).
 */
import { randomBytes } from 'node:crypto';
import type { SkpiDocumentData } from '@functions/domain/skpi/document/types';
import { putDocument } from '@functions/lib/files';
import { signerFor } from '@functions/lib/signing';
import { keaslianUrl, kredensialKey, kredensialLinks } from '@functions/lib/skpi-links';
import { statusPosition } from '@functions/lib/status-list';
import { buildClrCredential, type KredensialApproval } from './credential';
import { statusIndexRepo } from './status-index-repo';
import { signVcJwt } from './vc-jwt';

/** What the document item keeps of its credential. */
export interface IssuedKredensial {
  kredensial_key: string;
  status_index: number;
}

export async function issueKredensial(
  data: SkpiDocumentData,
  doc: { userId: string; nim: string; kode: string },
  pengesahan: readonly KredensialApproval[] = [],
): Promise<IssuedKredensial> {
  const statusIndex = await statusIndexRepo.next();
  const { list, bit } = statusPosition(statusIndex);
  const credential = buildClrCredential({
    data,
    issuedAt: new Date(),
    statusIndex,
    statusBit: bit,
    salt: randomBytes(16).toString('hex'),
    pengesahan,
    links: {
      credential: kredensialLinks.credential(doc.kode),
      issuer: kredensialLinks.issuer(),
      app: kredensialLinks.app(),
      verification: keaslianUrl(doc.kode),
      statusList: kredensialLinks.statusList(list),
    },
  });
  const jwt = await signVcJwt(signerFor('kredensial'), kredensialLinks.jwks(), credential);
  const key = kredensialKey(doc.userId, doc.kode);
  await putDocument(key, new TextEncoder().encode(jwt), 'application/jwt', `SKPI-${doc.nim}.jwt`);
  return { kredensial_key: key, status_index: statusIndex };
}
