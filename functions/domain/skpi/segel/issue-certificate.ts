/**
 * Certificates and certificate requests signed through an `RsaSigner` (functions/lib/signing), so
 * the private key never leaves KMS: the to-be-signed part is encoded here (pkijs), its
 * RSASSA-PKCS1-v1_5 SHA-256 signature comes from the signer. Used for the self-issued seal
 * certificate (the stage's KMS key certifies itself until a CA chain is installed), the PKCS#10
 * request an operator sends to a certification authority, and the local demo CA.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RsaSigner } from '@functions/lib/signing';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { type DistinguishedName, distinguishedName } from './x509';

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const OID = {
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
} as const;

const rsaSha256 = () => new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_WITH_RSA, algorithmParams: new asn1js.Null() });
/** A copy as a plain ArrayBuffer (what asn1js and pkijs take). */
export const buffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer as ArrayBuffer;

/** RFC 5280 4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits. */
export function keyIdentifier(spki: Uint8Array): Uint8Array {
  const info = pkijs.PublicKeyInfo.fromBER(buffer(spki));
  return new Uint8Array(createHash('sha1').update(info.subjectPublicKey.valueBlock.valueHexView).digest());
}

/** RFC 5280 dates: UTCTime up to 2049, GeneralizedTime after. */
const time = (date: Date) => new pkijs.Time({ type: date.getUTCFullYear() < 2050 ? 0 : 1, value: date });

/** A positive serial of 16 random bytes (RFC 5280 allows up to 20). */
function serialNumber(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: buffer(new Uint8Array(bytes)) });
}

const extension = (extnID: string, critical: boolean, value: { toSchema(): asn1js.BaseBlock }) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toSchema().toBER(false) });

/** keyUsage bits (RFC 5280 4.2.1.3), first bit = digitalSignature. */
const KEY_USAGE = {
  /** digitalSignature + nonRepudiation (contentCommitment): a seal. */
  seal: new asn1js.BitString({ valueHex: buffer(new Uint8Array([0xc0])), unusedBits: 6 }),
  /** keyCertSign + cRLSign: a certification authority. */
  ca: new asn1js.BitString({ valueHex: buffer(new Uint8Array([0x06])), unusedBits: 1 }),
};

export interface CertificateRequest {
  subject: DistinguishedName;
  /** The certified key (SubjectPublicKeyInfo DER). */
  spki: Uint8Array;
  issuer: { name: DistinguishedName; spki: Uint8Array; signer: RsaSigner };
  notBefore: Date;
  notAfter: Date;
  /** A certification authority (the local demo root) rather than a seal. */
  ca?: boolean;
  /** Extended key usages (OIDs), e.g. time stamping for a test TSA. */
  extKeyUsage?: readonly string[];
}

/** A certificate or a request: its to-be-signed part, encoded afresh by `toSchema(true)`, then its signature. */
interface Signable {
  tbsView: Uint8Array;
  signatureValue: asn1js.BitString;
  toSchema(encodeFlag?: boolean): asn1js.Sequence;
}

/** Encodes the to-be-signed part, signs it through the signer, and gives the DER. */
async function signedBy(object: Signable, signer: RsaSigner): Promise<Uint8Array> {
  const [tbs] = object.toSchema(true).valueBlock.value;
  if (!tbs) throw new Error('nothing to sign');
  object.tbsView = new Uint8Array(tbs.toBER(false));
  const signature = await signer.sign(object.tbsView);
  object.signatureValue = new asn1js.BitString({ valueHex: buffer(signature) });
  return new Uint8Array(object.toSchema().toBER(false));
}

/** An X.509 v3 certificate of `spki`, signed by the issuer's signer. */
export async function issueCertificate(req: CertificateRequest): Promise<Uint8Array> {
  const extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: req.ca === true })),
    new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: (req.ca ? KEY_USAGE.ca : KEY_USAGE.seal).toBER(false) }),
    new pkijs.Extension({
      extnID: OID.subjectKeyIdentifier,
      critical: false,
      extnValue: new asn1js.OctetString({ valueHex: buffer(keyIdentifier(req.spki)) }).toBER(false),
    }),
    extension(
      OID.authorityKeyIdentifier,
      false,
      new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: buffer(keyIdentifier(req.issuer.spki)) }) }),
    ),
  ];
  if (req.extKeyUsage?.length) extensions.push(extension(OID.extKeyUsage, true, new pkijs.ExtKeyUsage({ keyPurposes: [...req.extKeyUsage] })));
  const cert = new pkijs.Certificate({
    version: 2,
    serialNumber: serialNumber(),
    signature: rsaSha256(),
    signatureAlgorithm: rsaSha256(),
    issuer: distinguishedName(req.issuer.name),
    subject: distinguishedName(req.subject),
    notBefore: time(req.notBefore),
    notAfter: time(req.notAfter),
    subjectPublicKeyInfo: pkijs.PublicKeyInfo.fromBER(buffer(req.spki)),
    extensions,
  });
  return signedBy(cert, req.issuer.signer);
}

/** A PKCS#10 request for the signer's own key, signed by it (proof of possession). */
export async function certificationRequest(subject: DistinguishedName, signer: RsaSigner): Promise<Uint8Array> {
  const csr = new pkijs.CertificationRequest({
    version: 0,
    subject: distinguishedName(subject),
    subjectPublicKeyInfo: pkijs.PublicKeyInfo.fromBER(buffer(await signer.publicKeySpki())),
    attributes: [],
    signatureAlgorithm: rsaSha256(),
  });
  return signedBy(csr, signer);
}
