/**
 * The PAdES seal of every issued SKPI (docs/decisions/0036-pades-seal.md), checked as a reader
 * would: poppler's pdfsig on the stored file (its output: it exits 0 on a mismatch too), the CMS
 * verified with pkijs over the /ByteRange bytes, a changed byte caught; B-T with a timestamp
 * authority made here; the self-issued certificate when no chain is installed (one, however many
 * seal at once); and chains that cannot seal, refused by the install command and by the seal.
 * Previews stay unsealed: cetak-print.test.ts; bulk jobs are sealed: cetak-bulk.test.ts.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { DokumenItem } from '@functions/domain/cetak/repo';
import { buildSkpiPdf, finishDocument } from '@functions/domain/skpi/document';
import { skpiKeys } from '@functions/lib/entities/skpi';
import { softwareSigner } from '@functions/lib/signing';
import { UNIVERSITAS } from '@infra/local/seed-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack, staffAccount } from '../support/auth-flow';
import { download, newPeriode, printingProgram, printingStudent, sha256 } from '../support/cetak';
import { lastSignature, pdfsig, signedData, verifySeal } from '../support/segel';
import { skpiFixture } from '../support/skpi-document';
import { api } from '../support/stack';
import { startTimestampAuthority, type TestTimestampAuthority } from '../support/timestamp-authority';

const KODE = `SG${Math.floor(Math.random() * 9000 + 1000)}`;
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

let sealed: Uint8Array;
let dokumen: DokumenItem;
let unsealed: Uint8Array;
let tsa: TestTimestampAuthority;

const segel = async () => {
  pointAtStack();
  return import('@functions/domain/skpi/segel');
};
const chainItem = async () => (await import('@functions/domain/skpi/segel/repo')).segelRepo.get();
/** The local stack's demo chain (infra/local/signing-keys.ts), as installed at its start. */
const demoChain = async () => (await import('@infra/local/signing-keys')).ensureDemoSealChain(pointAtStack().SIGNING_KEYS_DIR as string);
const seal = (bytes: Uint8Array) => finishDocument(bytes, { seal: true, document: skpiFixture() });

/** A chain as a CA would issue it, for a key that is not the stage's seal key (made once: RSA keys take a while). */
let anotherKeysChain: Promise<string> | undefined;
const chainOfAnotherKey = () => {
  anotherKeysChain ??= makeChainOfAnotherKey();
  return anotherKeysChain;
};

async function makeChainOfAnotherKey(): Promise<string> {
  const { issueCertificate } = await import('@functions/domain/skpi/segel/issue-certificate');
  const { toPem } = await import('@functions/domain/skpi/segel/x509');
  const root = softwareSigner('segel', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
  const other = softwareSigner('segel', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
  const name = { CN: 'CA Lain', C: 'ID' };
  const issuer = { name, spki: await root.publicKeySpki(), signer: root };
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(Date.now() + 86_400_000);
  const rootDer = await issueCertificate({ subject: name, spki: issuer.spki, issuer, notBefore, notAfter, ca: true });
  const sealDer = await issueCertificate({
    subject: { CN: UNIVERSITAS.nama_universitas },
    spki: await other.publicKeySpki(),
    issuer,
    notBefore,
    notAfter,
  });
  return toPem([sealDer, rootDer]);
}

beforeAll(async () => {
  pointAtStack();
  const [{ prodi }, superAdmin] = await Promise.all([printingProgram(KODE), staffAccount('super admin')]);
  const periode = await newPeriode(superAdmin.token, '2026-08-20');
  const student = await printingStudent(prodi.id_prodi);
  const res = await api<{ message: string }>('POST', `/api/manajemen/skpi/download/${student.nim}`, {
    bearer: superAdmin.token,
    query: { periode: periode.id_periode_kelulusan, override: 0 },
  });
  if (res.status !== 200) throw new Error(`print answered ${res.status}: ${JSON.stringify(res.body)}`);
  sealed = await download(res.body.message);
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { cetakRepo } = await import('@functions/domain/cetak/repo');
  const kode = (await usersRepo.getById(student.id))?.skpi_dokumen?.kode ?? '';
  dokumen = (await cetakRepo.getDokumen(kode)) ?? expect.unreachable();
  unsealed = await buildSkpiPdf(skpiFixture(), { preview: false });
  tsa = await startTimestampAuthority();
}, 60_000);

afterAll(async () => {
  delete process.env.SEGEL_TSA_URL;
  await tsa?.stop();
});

describe('a printed SKPI', () => {
  it('is sealed: pdfsig finds a valid ETSI.CAdES.detached signature over the whole file', () => {
    const out = pdfsig(sealed);
    expect(out).toContain('Signature Type: ETSI.CAdES.detached');
    expect(out).toContain('Signature is Valid.');
    expect(out).toContain('Total document signed');
    expect(out).toContain(`Signer Certificate Common Name: ${UNIVERSITAS.nama_universitas}`);
  });

  it('carries a CMS that pkijs verifies over the /ByteRange bytes, which cover all but the signature, with signing-certificate-v2', async () => {
    const { verified, coversFile, signed } = await verifySeal(sealed);
    expect(verified).toBe(true);
    expect(coversFile).toBe(true);
    expect(signed.signerInfos[0]?.signedAttrs?.attributes.map((a) => a.type)).toContain(SIGNING_CERTIFICATE_V2);
    expect(signed.certificates).toHaveLength(2);
  });

  it('records its seal and the SHA-256 of the sealed file on the document', async () => {
    expect(dokumen.sha256).toBe(sha256(sealed));
    expect(dokumen.size).toBe(sealed.byteLength);
    const cms = signedData(lastSignature(sealed)?.cms ?? expect.unreachable());
    const first = (cms.certificates ?? [])[0] as import('pkijs').Certificate;
    const certDer = new Uint8Array(first.toSchema().toBER(false));
    expect(dokumen.segel).toMatchObject({
      penanda_tangan: UNIVERSITAS.nama_universitas,
      penerbit_sertifikat: 'SKPI Demo Root CA (local, not a PSrE)',
      sidik_jari_sha256: sha256(certDer),
      tingkat: 'B-B',
      cap_waktu: null,
      sertifikat_sendiri: false,
    });
    expect(Date.parse(dokumen.segel?.waktu_tanda_tangan ?? '')).toBeGreaterThan(Date.parse(dokumen.printed_at) - 60_000);
  });

  it('fails both checks once one byte inside the signed range changes', async () => {
    const changed = new Uint8Array(sealed);
    // the header's binary comment: any reader still opens the file
    changed[11] = (changed[11] ?? 0) ^ 0x01;
    expect(pdfsig(changed)).toContain('Digest Mismatch');
    expect((await verifySeal(changed)).verified).toBe(false);
  });
});

describe('the timestamp (PAdES B-T)', () => {
  it("stamps the seal when the stage names a timestamp authority, and records the authority's time", async () => {
    await segel();
    process.env.SEGEL_TSA_URL = tsa.url;
    const out = await seal(unsealed);
    expect(out.segel).toMatchObject({ tingkat: 'B-T', cap_waktu: tsa.lastTime?.toISOString() });
    expect(pdfsig(out.bytes)).toContain('Signature is Valid.');
    const { verified, signed } = await verifySeal(out.bytes);
    expect(verified).toBe(true);
    expect(signed.signerInfos[0]?.unsignedAttrs?.attributes.map((a) => a.type)).toEqual([TIMESTAMP_TOKEN]);
  });

  it('seals without a timestamp (B-B, recorded so) when the authority does not answer', async () => {
    process.env.SEGEL_TSA_URL = 'http://127.0.0.1:9/tsr';
    const out = await seal(unsealed);
    delete process.env.SEGEL_TSA_URL;
    expect(out.segel).toMatchObject({ tingkat: 'B-B', cap_waktu: null });
    expect(pdfsig(out.bytes)).toContain('Signature is Valid.');
  });
});

describe('the certificate chain', () => {
  it('is self-issued for the seal key when none is installed: one, however many seal at once', async () => {
    const { forgetSealChain, installChain, selfIssueForTest } = await segelTestApi();
    const { ddb } = await import('@functions/lib/clients');
    const { tableName } = await import('@functions/lib/table');
    try {
      await ddb().send(new DeleteCommand({ TableName: tableName(), Key: skpiKeys.segelSertifikat() }));
      const made = await Promise.all([selfIssueForTest(), selfIssueForTest(), selfIssueForTest()]);
      expect(new Set(made.map((m) => m.sidik_jari_sha256)).size).toBe(1);
      expect((await chainItem())?.sendiri).toBe(true);
      forgetSealChain();
      const out = await seal(unsealed);
      expect(out.segel).toMatchObject({
        sertifikat_sendiri: true,
        penanda_tangan: 'Universitas Uji Segel',
        penerbit_sertifikat: 'Universitas Uji Segel',
      });
      expect(out.segel?.sidik_jari_sha256).toBe(made[0]?.sidik_jari_sha256);
      expect(pdfsig(out.bytes)).toContain('Signature is Valid.');
    } finally {
      await installChain(await demoChain());
    }
  });

  it('is refused by the install command when it certifies another key, changing nothing', async () => {
    const { installSealChain } = await import('@infra/segel');
    const before = await chainItem();
    const file = join(mkdtempSync(join(tmpdir(), 'skpi-segel-')), 'chain.pem');
    writeFileSync(file, await chainOfAnotherKey());
    await expect(installSealChain(file)).rejects.toThrow(/certifies another key than this stage's seal key/);
    expect(await chainItem()).toEqual(before);
    writeFileSync(file, await demoChain());
    expect(await installSealChain(file)).toMatchObject({ count: 2, sendiri: false, facts: { penanda_tangan: UNIVERSITAS.nama_universitas } });
  });

  it('that no longer fits the seal key stops the seal (nothing is issued with a broken seal)', async () => {
    const { forgetSealChain, installChain } = await segel();
    const { segelRepo } = await import('@functions/domain/skpi/segel/repo');
    const wrong = await chainOfAnotherKey();
    try {
      const item = await chainItem();
      await segelRepo.replace({ pem: wrong, sendiri: false, sidik_jari_sha256: 'x', dipasang_at: new Date().toISOString() }, item);
      forgetSealChain();
      await expect(seal(unsealed)).rejects.toThrow(/certifies another key/);
    } finally {
      await installChain(await demoChain());
    }
  });
});

/** The seal module, and a self-issue for the stage's seal key as the first seal of a Lambda makes it. */
async function segelTestApi() {
  const api = await segel();
  const { selfIssue } = await import('@functions/domain/skpi/segel/certificate');
  const { signerFor } = await import('@functions/lib/signing');
  const signer = signerFor('segel');
  const selfIssueForTest = async () => selfIssue('Universitas Uji Segel', signer, await signer.publicKeySpki(), undefined);
  return { ...api, selfIssueForTest };
}
