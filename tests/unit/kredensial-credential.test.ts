/**
 * The portable credential of a printed SKPI (functions/domain/kredensial/): a hand-written
 * document's ClrCredential validated against 1EdTech's JSON Schemas (tests/fixtures/1edtech/,
 * SOURCE.md: every embedded credential against the Open Badges 3.0 AchievementCredential schema,
 * the ClrCredential's Open Badges parts against its $defs, the CLR-only rules by hand), what it
 * says of the degree, the CPL and the portfolios, and its VC-JWT: 1EdTech's header and claims,
 * verified with jose against the signer's public JWK.
 */
import { generateKeyPairSync } from 'node:crypto';
import { buildClrCredential, type CredentialInput, subjectIdentifiers } from '@functions/domain/kredensial/credential';
import { decodePayload, publicJwk, signVcJwt } from '@functions/domain/kredensial/vc-jwt';
import { softwareSigner } from '@functions/lib/signing';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import clrSchema from '../fixtures/1edtech/clr_v2p0_clrcredential_schema.json';
import obSchema from '../fixtures/1edtech/ob_v3p0_achievementcredential_schema.json';
import profileSchema from '../fixtures/1edtech/ob_v3p0_profile_schema.json';
import { skpiFixture } from '../support/skpi-document';

const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(obSchema, 'ob');
ajv.addSchema(profileSchema, 'profile');
ajv.addSchema(clrSchema, 'clr');
const validate = (ref: string, value: unknown) => {
  const ok = ajv.validate(ref, value);
  return ok ? [] : (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

const APP = 'https://skpi.uhn.ac.id';
const data = skpiFixture();
data.mahasiswa.nomor_ijazah_nasional = '061012025000123';
for (const kategori of data.portofolio) for (const [i, p] of kategori.portofolio.entries()) p.bobot_skp = i + 2;

const input: CredentialInput = {
  data,
  issuedAt: new Date('2026-08-17T03:04:05.678Z'),
  statusIndex: 131_077,
  statusBit: 5,
  salt: '00112233445566778899aabbccddeeff',
  links: {
    credential: `${APP}/api/verifikasi/abc/kredensial`,
    issuer: `${APP}/api/kredensial/penerbit`,
    app: APP,
    verification: `${APP}/verifikasi/abc`,
    statusList: `${APP}/api/kredensial/status/1`,
  },
};
/** What the tests read of the credential (the builder answers plain JSON). */
interface Achievement {
  id: string;
  name: string;
  achievementType: string;
  description: string;
  criteria: { narrative: string };
  tag: string[];
}
interface Badge {
  name: string;
  type: string[];
  awardedDate?: string;
  evidence: Array<{ id: string; name: string }>;
  credentialStatus: unknown;
  credentialSubject: { achievement: Achievement; creditsEarned?: number } & Record<string, unknown>;
}
interface Clr {
  '@context': string[];
  type: string[];
  id: string;
  name: string;
  validFrom: string;
  issuer: { id: string };
  credentialStatus: unknown;
  credentialSchema: unknown;
  credentialSubject: {
    type: string[];
    identifier: Array<Record<string, unknown>>;
    achievement: Achievement[];
    verifiableCredential: Badge[];
    association: unknown[];
  };
}
const clr = buildClrCredential(input) as unknown as Clr;
const subject = clr.credentialSubject;
const inner = subject.verifiableCredential;

describe('the ClrCredential of a printed SKPI', () => {
  it('is a CLR 2.0 credential (VC data model 2.0): contexts, types, id, issuer, validFrom, schema', () => {
    expect(clr['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(clr.type).toEqual(['VerifiableCredential', 'ClrCredential']);
    expect(clr.id).toBe(input.links.credential);
    expect(clr.validFrom).toBe('2026-08-17T03:04:05Z');
    expect(clr.name).toContain('0012/SKPI/FT/VIII/2026');
    expect(clr.issuer).toMatchObject({ id: input.links.issuer, type: ['Profile'], name: 'Universitas Harapan Nusantara', url: APP });
    expect(subject.type).toEqual(['ClrSubject']);
    expect(clr.credentialSchema).toEqual([
      { id: 'https://purl.imsglobal.org/spec/clr/v2p0/schema/json/clr_v2p0_clrcredential_schema.json', type: '1EdTechJsonSchemaValidator2019' },
    ]);
  });

  it("passes 1EdTech's CLR 2.0 ClrCredential schema as a whole", () => {
    expect(validate('clr', clr)).toEqual([]);
    // the schema does refuse: no ClrCredential type, no subject
    expect(validate('clr', { ...clr, type: ['VerifiableCredential'] })).not.toEqual([]);
    expect(validate('clr', { ...clr, credentialSubject: undefined })).toContain(" must have required property 'credentialSubject'");
  });

  it("passes 1EdTech's Open Badges schema in every part the CLR takes from it", () => {
    expect(validate('ob#/$defs/Profile', clr.issuer)).toEqual([]);
    expect(validate('ob#/$defs/CredentialStatus', clr.credentialStatus)).toEqual([]);
    for (const identity of subject.identifier) expect(validate('ob#/$defs/IdentityObject', identity)).toEqual([]);
    for (const achievement of subject.achievement) expect(validate('ob#/$defs/Achievement', achievement), achievement.name).toEqual([]);
    // each embedded credential is a whole OpenBadgeCredential
    expect(inner).toHaveLength(1 + 5);
    for (const vc of inner) expect(validate('ob', vc), vc.name).toEqual([]);
    // the schema does refuse: a credential without validFrom, an identifier of another shape
    expect(validate('ob', { ...inner[0], validFrom: undefined })).toContain(" must have required property 'validFrom'");
    expect(validate('ob#/$defs/IdentityObject', { ...subject.identifier[0], extra: 1 })).not.toEqual([]);
    expect(validate('profile', clr.issuer)).toEqual([]);
  });

  it('ties each learning outcome to the degree (Association, CLR 2.0)', () => {
    const [degree, ...cpl] = subject.achievement;
    expect(cpl.map((c) => c.name)).toEqual(data.cpl.flatMap((b) => b.items.map((i) => i.judul.id)));
    expect(cpl.every((c) => c.achievementType === 'Competency')).toBe(true);
    expect(subject.association).toEqual(
      cpl.map((c) => ({ type: 'Association', associationType: 'isParentOf', sourceId: degree?.id, targetId: c.id })),
    );
    // the English twin of an outcome and of its points
    expect(cpl[1]).toMatchObject({ description: data.cpl[0]?.items[1]?.judul.en, inLanguage: 'id', tag: ['Sikap', 'Attitude'] });
    expect(cpl[1]?.criteria.narrative).toContain('- Respects the diversity of cultures');
  });

  it('holds the qualification: degree, abbreviation, program, KKNI level, dates, SKPI and diploma numbers', () => {
    const degree = inner[0] as Badge;
    expect(degree.credentialSubject.achievement).toMatchObject({
      achievementType: 'BachelorDegree',
      name: 'Sarjana Komputer (S.Kom.)',
      humanCode: 'S.Kom.',
      fieldOfStudy: 'Informatika',
      tag: ['S1', 'KKNI 6'],
    });
    expect(degree.credentialSubject.achievement.description).toContain('Bachelor of Computer Science');
    expect(degree.credentialSubject).toMatchObject({
      activityStartDate: '2021-08-30T00:00:00Z',
      activityEndDate: '2025-08-28T00:00:00Z',
      licenseNumber: '061012025000123',
    });
    expect(degree.awardedDate).toBe('2025-08-28T00:00:00Z');
    expect(degree.evidence[0]).toMatchObject({ id: input.links.verification, name: 'SKPI 0012/SKPI/FT/VIII/2026' });
  });

  it('holds each verified portfolio as an Open Badge with its category, date and SKP points', () => {
    const badges = inner.slice(1);
    const flat = data.portofolio.flatMap((k) => k.portofolio.map((p) => ({ p, k })));
    expect(badges.map((b) => b.name)).toEqual(flat.map(({ p }) => p.judul));
    for (const [i, b] of badges.entries()) {
      const { p, k } = flat[i] ?? { p: undefined, k: undefined };
      expect(b.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
      expect(b.credentialSubject).toMatchObject({ activityEndDate: `${p?.tanggal_terbit}T00:00:00Z`, creditsEarned: p?.bobot_skp });
      expect(b.credentialSubject.achievement.tag).toEqual([k?.nama.id, k?.nama.en]);
      expect(b.credentialSubject.achievement.description).toBe(p?.judul_inggris ?? `${p?.judul} (${k?.nama.en})`);
      expect(b.credentialStatus).toEqual(clr.credentialStatus);
    }
  });

  it('names the holder and hides the student number behind a salted hash', () => {
    expect(subject.identifier).toEqual(subjectIdentifiers(data.mahasiswa.nim, data.mahasiswa.nama, input.salt));
    expect(subject.identifier[0]).toMatchObject({ identityType: 'sisSourcedId', hashed: true, salt: input.salt });
    expect(subject.identifier[0]?.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(clr)).not.toContain(data.mahasiswa.nim);
    expect(subject.identifier[1]).toEqual({ type: 'IdentityObject', identityHash: data.mahasiswa.nama, identityType: 'name', hashed: false });
  });

  it("points at the document's bit in its status list", () => {
    expect(clr.credentialStatus).toEqual({
      id: `${input.links.statusList}#5`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '5',
      statusListCredential: input.links.statusList,
    });
  });
});

describe('the VC-JWT', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signer = softwareSigner('kredensial', privateKey);
  const jwksUrl = `${APP}/.well-known/jwks.json`;

  it("has 1EdTech's header and claims and verifies against the published key", async () => {
    const jwt = await signVcJwt(signer, jwksUrl, buildClrCredential(input));
    const jwk = await publicJwk(signer, jwksUrl);
    expect(jwk.kid).toMatch(new RegExp(`^${jwksUrl.replace(/[.]/g, '\\.')}#[A-Za-z0-9_-]{43}$`));
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet({ keys: [jwk] }), { algorithms: ['RS256'] });
    expect(payload).toMatchObject({ iss: clr.issuer.id, jti: clr.id, nbf: Date.parse(clr.validFrom) / 1000 });
    expect(payload).not.toHaveProperty('sub');
    expect(payload).not.toHaveProperty('vc');
    const { iss, jti, nbf, ...credential } = decodePayload(jwt);
    expect(credential).toEqual(clr);
  });
});
