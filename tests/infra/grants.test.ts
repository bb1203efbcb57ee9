/**
 * Narrower grants: each Lambda reaches only the key prefixes and items it needs. The student area
 * writes its own folders of the documents bucket, never the printed SKPIs; the auth area touches
 * the temporary uploads and the photos' folder only; the read-only areas are denied the items that
 * hold tokens and tickets, and may update only their own public counters.
 */
import { SECRET_LEADING_KEYS } from '@infra/constructs/area-functions';
import { JOB_PROFILES } from '@infra/profiles';
import { EKSPOR_KEY_PREFIX } from '@shared/domain/ekspor';
import { DOCUMENT_FOLDERS, SKPI_KEY_PREFIXES, UPLOAD_TMP_FOLDER } from '@shared/domain/skpi-storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaFunction, type Json, logicalIdOf, prodAndDev, resourcesOf, SSO_CONTEXT, type Statement, type Synth, statementsOf } from './synth';

let prod: Synth;

beforeAll(() => {
  ({ prod } = prodAndDev());
}, 120_000);

const statements = (area: string) => statementsOf(prod, logicalIdOf(areaFunction(prod, area).role));
const actions = (st: Statement) => (Array.isArray(st.Action) ? st.Action : [st.Action]) as string[];
/** The object patterns of a bucket an area's allowing statements give `action` on. */
function objectPatterns(area: string, bucket: 'uploads' | 'documents', action: string): string[] {
  const bucketId = logicalIdOf(prod.stack.storage[bucket]);
  return statements(area)
    .filter((st) => st.Effect !== 'Deny' && actions(st).includes(action))
    .flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]) as Json[])
    .map((r) => JSON.stringify(r))
    .filter((r) => r.includes(bucketId))
    .map((r) => /\/([^"]*)"\]\]\}$/.exec(r)?.[1] ?? r);
}

describe('the student area (mahasiswa) and the printed SKPIs', () => {
  it('puts and deletes documents only in its own folders, never under skpi/; reads stay bucket-wide (links to the printed SKPI)', () => {
    const own = [DOCUMENT_FOLDERS.foto, DOCUMENT_FOLDERS.portofolio, DOCUMENT_FOLDERS.mutasi, DOCUMENT_FOLDERS.skpiUpload].map((f) => `${f}/*`);
    for (const write of ['s3:PutObject', 's3:DeleteObject']) {
      expect(objectPatterns('mahasiswa', 'documents', write).sort()).toEqual([...own].sort());
    }
    for (const pattern of own) expect(pattern.startsWith(SKPI_KEY_PREFIXES.printed)).toBe(false);
    expect(objectPatterns('mahasiswa', 'documents', 's3:GetObject')).toEqual(['*']);
  });

  it('only reads and removes temporary uploads (claims), never puts one', () => {
    expect(objectPatterns('mahasiswa', 'uploads', 's3:GetObject')).toEqual(['*']);
    expect(objectPatterns('mahasiswa', 'uploads', 's3:DeleteObject')).toEqual([`${UPLOAD_TMP_FOLDER}/*`]);
    expect(objectPatterns('mahasiswa', 'uploads', 's3:PutObject')).toEqual([]);
  });
});

describe('the auth area', () => {
  it('moves the activation photo: reads and removes temporary uploads, puts and removes photos, reads no stored document', () => {
    expect(objectPatterns('auth', 'uploads', 's3:GetObject')).toEqual(['*']);
    expect(objectPatterns('auth', 'uploads', 's3:DeleteObject')).toEqual([`${UPLOAD_TMP_FOLDER}/*`]);
    expect(objectPatterns('auth', 'uploads', 's3:PutObject')).toEqual([]);
    expect(objectPatterns('auth', 'documents', 's3:PutObject')).toEqual([`${DOCUMENT_FOLDERS.foto}/*`]);
    expect(objectPatterns('auth', 'documents', 's3:DeleteObject')).toEqual([`${DOCUMENT_FOLDERS.foto}/*`]);
    expect(objectPatterns('auth', 'documents', 's3:GetObject')).toEqual([]);
  });
});

describe('the public search area', () => {
  it('is denied reading sign-in codes, reset, e-mail change and activation tokens, upload tickets, jobs, counters and campus sign-ins under way, on the table and its indexes', () => {
    const deny = statements('search').find((st) => st.Effect === 'Deny' && actions(st).includes('dynamodb:GetItem'));
    expect(deny).toBeDefined();
    expect(actions(deny as Statement).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan']);
    expect(SECRET_LEADING_KEYS).toEqual(['OTP#', 'RESET#', 'EMAILCHANGE#', 'ACTIVATION#', 'UPLOAD#', 'JOB#', 'RATE#', 'SSOTX#']);
    expect((deny as Statement & { Condition: Json }).Condition).toEqual({
      'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': SECRET_LEADING_KEYS.map((k) => `${k}*`) },
    });
    expect(JSON.stringify(deny?.Resource)).toContain('/index/');
  });

  it('writes nothing but its own public counters (UpdateItem on RATE#public-*), as the kredensial area', () => {
    for (const area of ['search', 'kredensial']) {
      const writing = statements(area).filter(
        (st) => st.Effect !== 'Deny' && actions(st).some((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)),
      );
      expect(writing.map(actions), area).toEqual([['dynamodb:UpdateItem']]);
      expect((writing[0] as Statement & { Condition: Json }).Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#public-*'] },
      });
    }
    // a read-only area without public limits writes nothing at all
    expect(statements('lokasi').some((st) => st.Effect !== 'Deny' && actions(st).includes('dynamodb:UpdateItem'))).toBe(false);
  });
});

describe('campus sign-in (the prod stage configures it)', () => {
  it('gives the sso Lambda the settings, the auth Lambda only the staff switch, and no other function any', () => {
    const sso = logicalIdOf(areaFunction(prod, 'sso').fn);
    const auth = logicalIdOf(areaFunction(prod, 'auth').fn);
    for (const [id, fn] of Object.entries(resourcesOf(prod.template, 'AWS::Lambda::Function'))) {
      const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      const names = Object.keys(variables).filter((k) => k.startsWith('SSO_'));
      if (id === auth) expect(names).toEqual(['SSO_STAFF_PASSWORD']);
      else if (id !== sso) expect(names, id).toEqual([]);
    }
    expect(resourcesOf(prod.template, 'AWS::Lambda::Function')[auth]?.Properties).toMatchObject({
      Environment: { Variables: { SSO_STAFF_PASSWORD: '0' } },
    });
    const ssoFn = resourcesOf(prod.template, 'AWS::Lambda::Function')[sso] ?? expect.unreachable();
    const variables = (ssoFn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({
      SSO_ISSUER: SSO_CONTEXT.ssoIssuer,
      SSO_CLIENT_ID: SSO_CONTEXT.ssoClientId,
      SSO_CLIENT_SECRET_NAME: SSO_CONTEXT.ssoClientSecretName,
      SSO_DOMAINS: SSO_CONTEXT.ssoDomains,
      SSO_ROLES: SSO_CONTEXT.ssoRoles,
      SSO_MFA_ENFORCED: '1',
      SSO_STAFF_PASSWORD: '0',
    });
    // the secret's value never travels in the environment
    expect(variables.SSO_CLIENT_SECRET).toBeUndefined();
  });

  it('lets only the sso role read the client secret, by its name', () => {
    for (const fn of [...prod.stack.areas.functions, ...prod.stack.areas.jobs]) {
      const reads = statementsOf(prod, logicalIdOf(fn.role)).filter(
        (st) =>
          st.Effect !== 'Deny' && actions(st).includes('secretsmanager:GetSecretValue') && JSON.stringify(st.Resource).includes('sso-client-secret'),
      );
      if (fn.area !== 'sso') expect(reads, fn.area).toEqual([]);
      else expect(reads.map((st) => JSON.stringify(st.Resource))).toEqual([expect.stringContaining(':secret:skpi/prod/sso-client-secret-??????')]);
    }
  });
});

describe('the staff areas and the documents bucket', () => {
  it('admin puts and removes documents only under ppk/ and logo/ (its internal activities and the logo), and only claims uploads', () => {
    const own = [`${DOCUMENT_FOLDERS.logo}/*`, `${DOCUMENT_FOLDERS.ppk}/*`];
    for (const write of ['s3:PutObject', 's3:DeleteObject']) expect(objectPatterns('admin', 'documents', write).sort()).toEqual(own);
    expect(objectPatterns('admin', 'documents', 's3:GetObject')).toEqual(['*']);
    expect(objectPatterns('admin', 'uploads', 's3:PutObject')).toEqual([]);
    expect(objectPatterns('admin', 'uploads', 's3:DeleteObject')).toEqual([`${UPLOAD_TMP_FOLDER}/*`]);
  });

  it("manajemen puts no document and removes only a deleted student's own folders, never a printed SKPI", () => {
    const student = [DOCUMENT_FOLDERS.foto, DOCUMENT_FOLDERS.portofolio, DOCUMENT_FOLDERS.mutasi, DOCUMENT_FOLDERS.skpiUpload].map((f) => `${f}/*`);
    expect(objectPatterns('manajemen', 'documents', 's3:PutObject')).toEqual([]);
    expect(objectPatterns('manajemen', 'documents', 's3:DeleteObject').sort()).toEqual([...student].sort());
    expect(objectPatterns('manajemen', 'documents', 's3:GetObject')).toEqual(['*']);
    for (const area of ['admin', 'manajemen']) {
      for (const pattern of objectPatterns(area, 'documents', 's3:DeleteObject')) {
        expect(pattern.startsWith(SKPI_KEY_PREFIXES.printed), area).toBe(false);
      }
    }
  });
});

describe('the uploads area and the table', () => {
  it('writes only upload tickets (every write carries the UPLOAD# leading-key condition); reads stay table-wide', () => {
    const writing = statements('uploads').filter(
      (st) => st.Effect !== 'Deny' && actions(st).some((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)),
    );
    expect(writing).toHaveLength(1);
    expect(actions(writing[0] as Statement).sort()).toEqual([
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect((writing[0] as Statement & { Condition: Json }).Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UPLOAD#*'] },
    });
    const reads = statements('uploads').find((st) => st.Effect !== 'Deny' && actions(st).includes('dynamodb:GetItem'));
    expect((reads as Statement & { Condition?: Json }).Condition).toBeUndefined();
  });
});

describe('list exports', () => {
  type Rule = { Id: string; Prefix?: string; ExpirationInDays?: number; NoncurrentVersionExpiration?: { NoncurrentDays: number } };
  const rulesOf = (bucket: 'uploads' | 'documents') => {
    const resource = resourcesOf(prod.template, 'AWS::S3::Bucket')[logicalIdOf(prod.stack.storage[bucket])] ?? expect.unreachable();
    return (resource.Properties.LifecycleConfiguration as { Rules: Rule[] }).Rules.filter((r) => r.Prefix === EKSPOR_KEY_PREFIX);
  };

  it('expire from the documents bucket, where the job writes them, after a day with their old versions', () => {
    expect(EKSPOR_KEY_PREFIX).toBe('ekspor/');
    expect(rulesOf('documents')).toEqual([
      expect.objectContaining({ Status: 'Enabled', Prefix: 'ekspor/', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
    ]);
    // the job may write nowhere else
    expect(JOB_PROFILES['ekspor-berkas'].writeFolders).toEqual({ documents: [EKSPOR_KEY_PREFIX.slice(0, -1)] });
    expect(rulesOf('uploads')).toEqual([]);
  });
});
