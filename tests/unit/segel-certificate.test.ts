/**
 * The seal's certificates (functions/domain/skpi/segel/): the PKCS#10 request an operator sends to
 * a certification authority (pkijs reads it back, its signature verifies with the key), the
 * certificates signed through an RsaSigner, and the chain checks every install and every seal
 * makes. Sealing a PDF with them: tests/integration/skpi-seal.test.ts.
 */
import { createPublicKey, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import { ChainProblem, checkChain } from '@functions/domain/skpi/segel/chain-check';
import { certificationRequest, issueCertificate } from '@functions/domain/skpi/segel/issue-certificate';
import { certificateFacts, commonName, parseDistinguishedName, pemCertificates, toPem, universityName } from '@functions/domain/skpi/segel/x509';
import { type RsaSigner, softwareSigner } from '@functions/lib/signing';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';

const DAY = 86_400_000;
const ROOT = { CN: 'CA Uji', O: 'Otoritas Uji', C: 'ID' };
const UNIV = universityName('Universitas Harapan Nusantara');
const ab = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

let seal: RsaSigner;
let root: RsaSigner;
let sealSpki: Uint8Array;
let rootSpki: Uint8Array;
let rootDer: Uint8Array;
let sealDer: Uint8Array;

const now = new Date();
const span = (fromDays: number, toDays: number) => ({
  notBefore: new Date(now.getTime() + fromDays * DAY),
  notAfter: new Date(now.getTime() + toDays * DAY),
});
const sealCert = (validity = span(-1, 365), issuer = { name: ROOT, spki: rootSpki, signer: root }) =>
  issueCertificate({ subject: UNIV, spki: sealSpki, issuer, ...validity });

beforeAll(async () => {
  const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  seal = softwareSigner('segel', key());
  root = softwareSigner('segel', key());
  [sealSpki, rootSpki] = await Promise.all([seal.publicKeySpki(), root.publicKeySpki()]);
  rootDer = await issueCertificate({
    subject: ROOT,
    spki: rootSpki,
    issuer: { name: ROOT, spki: rootSpki, signer: root },
    ...span(-1, 3650),
    ca: true,
  });
  sealDer = await sealCert();
});

describe('the certificate signing request', () => {
  it('is a PKCS#10 request for the seal key, with the subject asked, signed by the key itself', async () => {
    const der = await certificationRequest(UNIV, seal);
    const csr = pkijs.CertificationRequest.fromBER(ab(der));
    expect(csr.version).toBe(0);
    expect(commonName(csr.subject)).toBe('Universitas Harapan Nusantara');
    expect(csr.subject.typesAndValues.map((t) => t.type)).toEqual(['2.5.4.6', '2.5.4.10', '2.5.4.3']);
    expect(new Uint8Array(csr.subjectPublicKeyInfo.toSchema().toBER(false))).toEqual(sealSpki);
    expect(csr.signatureAlgorithm.algorithmId).toBe('1.2.840.113549.1.1.11');
    expect(await csr.verify()).toBe(true);
    const publicKey = createPublicKey({ key: Buffer.from(sealSpki), format: 'der', type: 'spki' });
    expect(verify('sha256', csr.tbsView, publicKey, Buffer.from(csr.signatureValue.valueBlock.valueHexView))).toBe(true);
  });

  it('is written as PEM, and read back', () => {
    const pem = toPem([rootDer, sealDer]);
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n-----BEGIN CERTIFICATE-----/);
    expect(pemCertificates(`junk before\n${pem}junk after`)).toEqual([rootDer, sealDer]);
  });

  it("takes the operator's --subject, and refuses one it cannot write", () => {
    expect(parseDistinguishedName('CN=Universitas A\\, Kampus B, O=Universitas A, C=ID')).toEqual({
      CN: 'Universitas A, Kampus B',
      O: 'Universitas A',
      C: 'ID',
    });
    expect(() => parseDistinguishedName('O=Universitas A')).toThrow(/needs a CN/);
    expect(() => parseDistinguishedName('CN=A, E=a@b.id')).toThrow(/"E=a@b.id" is not one of CN, O, OU, L, ST, C/);
    expect(() => parseDistinguishedName('CN=A, C=Indonesia')).toThrow(/two-letter country/);
  });
});

describe('a certificate signed through a signer', () => {
  it('is an X.509 v3 seal certificate that Node reads and verifies with its issuer', () => {
    const cert = new X509Certificate(sealDer);
    const issuer = new X509Certificate(rootDer);
    expect(cert.subject).toBe('C=ID\nO=Universitas Harapan Nusantara\nCN=Universitas Harapan Nusantara');
    expect(cert.ca).toBe(false);
    expect(issuer.ca).toBe(true);
    expect(cert.checkIssued(issuer)).toBe(true);
    expect(cert.verify(issuer.publicKey)).toBe(true);
    expect(issuer.verify(issuer.publicKey)).toBe(true);
  });

  it('tells a reader who seals, who vouches, its fingerprint and validity', () => {
    const facts = certificateFacts(sealDer);
    expect(facts).toMatchObject({ penanda_tangan: 'Universitas Harapan Nusantara', penerbit_sertifikat: 'CA Uji' });
    expect(facts.sidik_jari_sha256).toBe(new X509Certificate(sealDer).fingerprint256.replace(/:/g, '').toLowerCase());
    expect(Date.parse(facts.berlaku_sampai) - Date.parse(facts.berlaku_dari)).toBe(366 * DAY);
  });
});

describe('the chain checks', () => {
  const refused = (ders: Uint8Array[], reason: RegExp, spki = sealSpki, at = now) => {
    expect(() => checkChain(ders, spki, at)).toThrow(ChainProblem);
    expect(() => checkChain(ders, spki, at)).toThrow(reason);
  };

  it('accept the seal certificate then its issuers, with or without the root, and a self-issued certificate alone', async () => {
    expect(() => checkChain([sealDer, rootDer], sealSpki)).not.toThrow();
    expect(() => checkChain([sealDer], sealSpki)).not.toThrow();
    const selfIssued = await issueCertificate({
      subject: UNIV,
      spki: sealSpki,
      issuer: { name: UNIV, spki: sealSpki, signer: seal },
      ...span(-1, 30),
    });
    expect(() => checkChain([selfIssued], sealSpki)).not.toThrow();
  });

  it('refuse a chain whose first certificate certifies another key', () => {
    refused([rootDer], /certificate 1 \(.*CN=CA Uji\) certifies another key than this stage's seal key/);
    refused([sealDer, rootDer], /certifies another key/, rootSpki);
  });

  it('refuse certificates out of order, or issued by another than the next', async () => {
    refused([sealDer, sealDer], /certificate 1 .* is not issued by the next one, certificate 2/);
    const stranger = await issueCertificate({
      subject: ROOT,
      spki: sealSpki,
      issuer: { name: ROOT, spki: sealSpki, signer: seal },
      ...span(-1, 30),
      ca: true,
    });
    refused([sealDer, stranger], /is not issued by the next one/);
  });

  it('refuse an issuer that is not a certification authority', async () => {
    const notCa = await issueCertificate({ subject: ROOT, spki: rootSpki, issuer: { name: ROOT, spki: rootSpki, signer: root }, ...span(-1, 30) });
    refused([sealDer, notCa], /certificate 2 .* issues certificate 1 but is not a certification authority/);
  });

  it('refuse a certificate expired or not yet valid, at the time of the check', async () => {
    refused([sealDer, rootDer], /certificate 1 .* expired on/, sealSpki, new Date(now.getTime() + 400 * DAY));
    refused([await sealCert(span(2, 30)), rootDer], /certificate 1 .* is not valid before/);
  });

  it('refuse an empty or unreadable chain', () => {
    refused([], /holds no certificate/);
    refused([new Uint8Array([48, 3, 2, 1, 1])], /certificate 1 is not a readable X.509 certificate/);
  });
});
