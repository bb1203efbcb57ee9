/**
 * The X.509 plumbing of the seal: PEM in and out, distinguished names, and what a certificate
 * tells a reader (subject, issuer, fingerprint, validity), parsed with pkijs (which the PDF signer
 * uses too). The chain checks (./chain-check.ts) use Node's own X509Certificate.
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** The attribute types a seal's names use (RFC 4519), by their short names. */
const NAME_TYPES = { CN: '2.5.4.3', O: '2.5.4.10', OU: '2.5.4.11', L: '2.5.4.7', ST: '2.5.4.8', C: '2.5.4.6' } as const;
export type NameField = keyof typeof NAME_TYPES;
export type DistinguishedName = Partial<Record<NameField, string>>;

/** Every certificate of a PEM text, in order, as DER. */
export function pemCertificates(pem: string): Uint8Array[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => new Uint8Array(Buffer.from(block.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''), 'base64')));
}

/** DER blocks as PEM of the given label (`CERTIFICATE`, `CERTIFICATE REQUEST`). */
export function toPem(ders: readonly Uint8Array[], label = 'CERTIFICATE'): string {
  return ders
    .map((der) => {
      const lines =
        Buffer.from(der)
          .toString('base64')
          .match(/.{1,64}/g) ?? [];
      return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
    })
    .join('');
}

/**
 * A name as pkijs needs it: one attribute per RDN (pkijs would put them all in one multi-valued
 * RDN), so it is encoded here and read back. The country is a PrintableString (RFC 5280), the rest UTF-8.
 */
export function distinguishedName(name: DistinguishedName): pkijs.RelativeDistinguishedNames {
  const order: NameField[] = ['C', 'ST', 'L', 'O', 'OU', 'CN'];
  const rdns = order
    .filter((field) => name[field])
    .map((field) => {
      const value = field === 'C' ? new asn1js.PrintableString({ value: name.C }) : new asn1js.Utf8String({ value: name[field] });
      return new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type: NAME_TYPES[field], value }).toSchema()] });
    });
  return pkijs.RelativeDistinguishedNames.fromBER(new asn1js.Sequence({ value: rdns }).toBER(false));
}

/**
 * A name written as `CN=Universitas X,O=Universitas X,C=ID` (the operator's `--subject`); a comma
 * inside a value is written `\,`. Refuses an unknown attribute or a country that is not two letters.
 */
export function parseDistinguishedName(text: string): DistinguishedName {
  const name: DistinguishedName = {};
  for (const part of text.split(/(?<!\\),/)) {
    const match = /^\s*([A-Za-z]+)\s*=\s*(.+?)\s*$/.exec(part);
    const field = match?.[1]?.toUpperCase();
    if (!match || !field || !(field in NAME_TYPES)) throw new Error(`"${part.trim()}" is not one of ${Object.keys(NAME_TYPES).join(', ')}=<value>`);
    name[field as NameField] = (match[2] ?? '').replace(/\\,/g, ',');
  }
  if (!name.CN) throw new Error('the subject needs a CN (the university name)');
  if (name.C && !/^[A-Z]{2}$/.test(name.C)) throw new Error(`C=${name.C} is not a two-letter country code`);
  return name;
}

/** The seal's subject for a university: its name as the common name and the organisation, in Indonesia. */
export const universityName = (nama: string): DistinguishedName => ({ CN: nama, O: nama, C: 'ID' });

/** The first common name of a name (or the whole name written out when it has none). */
export function commonName(name: pkijs.RelativeDistinguishedNames): string {
  const text = (t: pkijs.AttributeTypeAndValue) => String((t.value as asn1js.Utf8String).valueBlock.value);
  const cn = name.typesAndValues.find((t) => t.type === NAME_TYPES.CN);
  return cn ? text(cn) : name.typesAndValues.map(text).join(', ');
}

export const parseCertificate = (der: Uint8Array) => pkijs.Certificate.fromBER(der.slice().buffer as ArrayBuffer);

/** What a seal certificate tells a reader: recorded on every sealed document (SegelInfo). */
export interface CertificateFacts {
  penanda_tangan: string;
  penerbit_sertifikat: string;
  sidik_jari_sha256: string;
  berlaku_dari: string;
  berlaku_sampai: string;
}

export function certificateFacts(der: Uint8Array): CertificateFacts {
  const cert = parseCertificate(der);
  return {
    penanda_tangan: commonName(cert.subject),
    penerbit_sertifikat: commonName(cert.issuer),
    sidik_jari_sha256: createHash('sha256').update(der).digest('hex'),
    berlaku_dari: cert.notBefore.value.toISOString(),
    berlaku_sampai: cert.notAfter.value.toISOString(),
  };
}
