/**
 * An RFC 3161 timestamp authority for tests, served over HTTP on 127.0.0.1: a software key with a
 * self-issued time-stamping certificate (extended key usage timeStamping), answering each
 * TimeStampReq with a TimeStampToken (CMS SignedData over a TSTInfo, ESS signing-certificate-v2,
 * the request's nonce) built with pkijs. No network, no OpenSSL configuration.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueCertificate } from '@functions/domain/skpi/segel/issue-certificate';
import { softwareSigner } from '@functions/lib/signing';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  policy: '1.3.6.1.4.1.55555.1.1',
};

const ab = (bytes: Uint8Array | Buffer): ArrayBuffer => new Uint8Array(bytes).slice().buffer as ArrayBuffer;
const sha256 = (bytes: Uint8Array | ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest();

export interface TestTimestampAuthority {
  url: string;
  /** The genTime of the last token given, or null. */
  lastTime: Date | null;
  stop(): Promise<void>;
}

export async function startTimestampAuthority(): Promise<TestTimestampAuthority> {
  const signer = softwareSigner('segel', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
  const spki = await signer.publicKeySpki();
  const name = { CN: 'SKPI Test Timestamp Authority', C: 'ID' };
  const notBefore = new Date(Date.now() - 3_600_000);
  const certDer = await issueCertificate({
    subject: name,
    spki,
    issuer: { name, spki, signer },
    notBefore,
    notAfter: new Date(notBefore.getTime() + 2 * 86_400_000),
    extKeyUsage: [OID.timeStamping],
  });
  const cert = pkijs.Certificate.fromBER(ab(certDer));
  let serial = 0;
  const authority: TestTimestampAuthority = { url: '', lastTime: null, stop: async () => undefined };

  async function token(requestDer: Buffer): Promise<ArrayBuffer> {
    const request = pkijs.TimeStampReq.fromBER(ab(requestDer));
    const genTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    const tst = new pkijs.TSTInfo({
      version: 1,
      policy: OID.policy,
      messageImprint: request.messageImprint,
      serialNumber: new asn1js.Integer({ value: ++serial }),
      genTime,
      ...(request.nonce ? { nonce: request.nonce } : {}),
    });
    const tstDer = tst.toSchema().toBER(false);
    const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.tstInfo })] }),
        new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: ab(sha256(tstDer)) })] }),
        new pkijs.Attribute({
          type: OID.signingCertificateV2,
          values: [
            new asn1js.Sequence({
              value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: ab(sha256(certDer)) })] })] })],
            }),
          ],
        }),
      ],
    });
    // the signature covers the attributes as a SET (tag 0x31), not as the [0] they are written with
    const toSign = new Uint8Array(signedAttrs.toSchema().toBER(false));
    toSign[0] = 0x31;
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
      digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      signedAttrs,
      signatureAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256WithRsa, algorithmParams: new asn1js.Null() }),
      signature: new asn1js.OctetString({ valueHex: ab(await signer.sign(toSign)) }),
    });
    const signed = new pkijs.SignedData({
      version: 3,
      digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 })],
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.tstInfo, eContent: new asn1js.OctetString({ valueHex: tstDer }) }),
      certificates: [cert],
      signerInfos: [signerInfo],
    });
    const response = new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
      timeStampToken: new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) }),
    });
    authority.lastTime = genTime;
    return response.toSchema().toBER(false);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      token(Buffer.concat(chunks)).then(
        (body) => res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(Buffer.from(body)),
        (error: Error) => res.writeHead(400).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  authority.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsr`;
  authority.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return authority;
}
