/**
 * The seal's certificate chain: read from its table item and kept in memory a few minutes (an
 * installed chain takes effect without a redeploy), checked against the seal key before use.
 *
 * With no chain installed, the first seal makes a self-issued certificate for the seal key
 * (subject: the university) and stores it only if none exists, so concurrent Lambdas agree on
 * one. A self-issued certificate that no longer fits (expired, or the key was replaced) is made
 * again; an installed CA chain that does not fit is refused: the print fails with the generic
 * server error and the log says why, rather than issuing a document whose seal does not verify.
 */
import { createHash } from 'node:crypto';
import { wrote } from '@functions/lib/domain-errors';
import { keptFor } from '@functions/lib/kept';
import { logger } from '@functions/lib/logger';
import { type RsaSigner, signerFor } from '@functions/lib/signing';
import { ChainProblem, checkChain } from './chain-check';
import { issueCertificate } from './issue-certificate';
import { type SegelSertifikat, type SegelSertifikatItem, segelRepo } from './repo';
import { type CertificateFacts, certificateFacts, parseCertificate, pemCertificates, toPem, universityName } from './x509';

/** How long a Lambda keeps the chain it read before reading it again. */
const CACHE_MS = 5 * 60_000;
/** A self-issued certificate's life; it is made again when it ends. */
const SELF_ISSUED_YEARS = 5;

export interface SealChain {
  /** DER: the seal certificate, then its CA certificates. */
  ders: Uint8Array[];
  sendiri: boolean;
  facts: CertificateFacts;
}

/** The chain read, by the university's name a self-issued certificate would carry. */
const kept = keptFor((namaUniversitas: string) => loadChain(namaUniversitas), { periodMs: CACHE_MS });

/** The chain to seal with (made self-issued for `namaUniversitas` when none is installed). */
export async function sealChain(namaUniversitas: string): Promise<SealChain> {
  return (await kept.get(namaUniversitas)).value;
}

/** Forgets the chain read (after an install in this process; tests). */
export function forgetSealChain(): void {
  kept.forget();
}

const sha256Hex = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

/** Whether a certificate names itself as its issuer. */
const selfIssued = (der: Uint8Array) => {
  const cert = parseCertificate(der);
  return cert.subject.isEqual(cert.issuer);
};

async function loadChain(namaUniversitas: string): Promise<SealChain> {
  const signer = signerFor('segel');
  const spki = await signer.publicKeySpki();
  let item = (await segelRepo.get()) ?? (await selfIssue(namaUniversitas, signer, spki, undefined));
  let ders = pemCertificates(item.pem);
  try {
    checkChain(ders, spki);
  } catch (error) {
    if (!(error instanceof ChainProblem)) throw error;
    if (!item.sendiri) {
      logger.error(
        'the installed seal certificate chain cannot seal: no SKPI is printed until a fitting chain is installed (npm run segel:install)',
        {
          problem: error.message,
        },
      );
      throw error;
    }
    logger.warn('the self-issued seal certificate no longer fits the seal key: making a new one', { problem: error.message });
    item = await selfIssue(namaUniversitas, signer, spki, item);
    ders = pemCertificates(item.pem);
    checkChain(ders, spki);
  }
  const [seal] = ders as [Uint8Array];
  return { ders, sendiri: item.sendiri, facts: certificateFacts(seal) };
}

/**
 * A certificate the seal key issues to itself, stored where none is (or in place of `stale`, a
 * self-issued one that no longer fits). When another Lambda stored one first, that one is used.
 */
export async function selfIssue(namaUniversitas: string, signer: RsaSigner, spki: Uint8Array, stale: SegelSertifikatItem | undefined) {
  const now = new Date();
  const name = universityName(namaUniversitas);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SELF_ISSUED_YEARS);
  const der = await issueCertificate({
    subject: name,
    spki,
    issuer: { name, spki, signer },
    // an hour back: a reader whose clock is slightly behind still sees a valid certificate
    notBefore: new Date(now.getTime() - 3_600_000),
    notAfter,
  });
  const chain: SegelSertifikat = { pem: toPem([der]), sendiri: true, sidik_jari_sha256: sha256Hex(der), dipasang_at: now.toISOString() };
  // another Lambda first: its certificate is the one
  const stored = await wrote(stale ? segelRepo.replace(chain, stale) : segelRepo.putIfAbsent(chain));
  if (stored) {
    logger.info('made a self-issued seal certificate (no CA chain installed)', { sidik_jari_sha256: chain.sidik_jari_sha256 });
    return { ...chain, type: 'segel-sertifikat' as const, version: (stale?.version ?? 0) + 1 };
  }
  const first = await segelRepo.get();
  if (!first) throw new Error('the seal certificate item vanished while being made');
  return first;
}

/**
 * Installs a chain (PEM: the seal certificate first, then each issuer): refused with a
 * `ChainProblem` unless it certifies this stage's seal key, each certificate is issued by the
 * next, and all are valid now. `segel:install` and the local stack call this.
 */
export async function installChain(pem: string, now = new Date()): Promise<{ facts: CertificateFacts; sendiri: boolean; count: number }> {
  const ders = pemCertificates(pem);
  checkChain(ders, await signerFor('segel').publicKeySpki(), now);
  const [seal] = ders as [Uint8Array];
  const sendiri = ders.length === 1 && selfIssued(seal);
  const previous = await segelRepo.get();
  const chain: SegelSertifikat = { pem: toPem(ders), sendiri, sidik_jari_sha256: sha256Hex(seal), dipasang_at: now.toISOString() };
  const installed = await wrote(segelRepo.replace(chain, previous));
  if (!installed) throw new Error('the seal certificate changed while installing: run the command again');
  forgetSealChain();
  return { facts: certificateFacts(seal), sendiri, count: ders.length };
}
