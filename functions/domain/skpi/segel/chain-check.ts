/**
 * What makes a certificate chain usable for the seal: the first certificate certifies the seal
 * key, each certificate is issued (and signed) by the next, every one is valid now, and the
 * issuers are certification authorities. The install command and the sealing Lambda both check
 * with this, so a chain that would give a broken seal is never installed nor used.
 */
import { createPublicKey, X509Certificate } from 'node:crypto';

/** A chain that cannot seal; the message says which certificate and why (for the operator and the log). */
export class ChainProblem extends Error {
  override readonly name = 'ChainProblem';
}

const label = (cert: X509Certificate, i: number) => `certificate ${i + 1} (${cert.subject.replace(/\n/g, ', ')})`;

/** Throws a `ChainProblem` unless `ders` (seal certificate first, then its CA certificates) can seal with `spki` at `now`. */
export function checkChain(ders: readonly Uint8Array[], spki: Uint8Array, now = new Date()): void {
  if (ders.length === 0) throw new ChainProblem('the chain holds no certificate');
  const certs = ders.map((der, i) => {
    try {
      return new X509Certificate(der);
    } catch {
      throw new ChainProblem(`certificate ${i + 1} is not a readable X.509 certificate`);
    }
  });
  const [seal] = certs as [X509Certificate, ...X509Certificate[]];
  if (!seal.publicKey.equals(createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }))) {
    throw new ChainProblem(`${label(seal, 0)} certifies another key than this stage's seal key`);
  }
  certs.forEach((cert, i) => {
    if (now < new Date(cert.validFrom)) throw new ChainProblem(`${label(cert, i)} is not valid before ${cert.validFrom}`);
    if (now > new Date(cert.validTo)) throw new ChainProblem(`${label(cert, i)} expired on ${cert.validTo}`);
    const issuer = certs[i + 1];
    if (issuer) {
      const signedByNext = cert.verify(issuer.publicKey);
      if (signedByNext && !issuer.ca)
        throw new ChainProblem(`${label(issuer, i + 1)} issues certificate ${i + 1} but is not a certification authority`);
      if (!signedByNext || !cert.checkIssued(issuer)) {
        throw new ChainProblem(
          `${label(cert, i)} is not issued by the next one, ${label(issuer, i + 1)}: put the seal certificate first, then each issuer`,
        );
      }
    }
  });
  const last = certs[certs.length - 1] as X509Certificate;
  // a self-signed last certificate (a root, or the self-issued seal) must carry its own valid signature
  if (last.checkIssued(last) && !last.verify(last.publicKey)) throw new ChainProblem(`${label(last, certs.length - 1)} has a broken signature`);
}
