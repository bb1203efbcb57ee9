/**
 * The local runtime's software signing keys (functions/lib/signing): made once into the data
 * folder (`npm start`, git-ignored) or the cache folder (the test stacks), RSA 2048 like the KMS
 * keys of a stage. Beside them, the seal's demo certificate chain: a demo root CA and the
 * university's seal certificate it issues for the local seal key, installed into the table with
 * the operators' install code, so the local product seals exactly as a stage with a CA chain does.
 */
import { createHash, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// the certificate modules only: the PDF signer (libpdf) loads with the first seal, not at start
import { installChain } from '@functions/domain/skpi/segel/certificate';
import { ChainProblem, checkChain } from '@functions/domain/skpi/segel/chain-check';
import { issueCertificate } from '@functions/domain/skpi/segel/issue-certificate';
import { segelRepo } from '@functions/domain/skpi/segel/repo';
import { pemCertificates, toPem, universityName } from '@functions/domain/skpi/segel/x509';
import { localKeyFile, SIGNING_KEY_NAMES, signerFor, softwareSigner } from '@functions/lib/signing';
import { UNIVERSITAS } from './seed-catalog';

/**
 * Writes `content` to `file` unless it exists. Several test workers may make the same folder at
 * once: the first complete file wins (a hard link never replaces an existing name), so every
 * worker ends up reading the same file.
 */
async function writeOnce(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await link(temporary, file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await rm(temporary, { force: true });
}

export async function ensureSigningKeys(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of SIGNING_KEY_NAMES) {
    const file = localKeyFile(dir, name);
    if (existsSync(file)) continue;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await writeOnce(file, privateKey.export({ format: 'pem', type: 'pkcs8' }) as string);
  }
}

/**
 * The demo root: a certificate's name is shown as it is on the verification page in both
 * languages, so it says what it is in the words certificate names use (English).
 */
const DEMO_ROOT = { CN: 'SKPI Demo Root CA (local, not a PSrE)', O: 'SKPI portofolio (demo)', C: 'ID' };

/**
 * The demo chain's file: the seal certificate, then the demo root. Its name carries a digest of
 * the root's name, so a folder made with an older root name gets a chain of the current one.
 */
export const demoSealChainFile = (dir: string) =>
  join(dir, `segel-chain-${createHash('sha256').update(JSON.stringify(DEMO_ROOT)).digest('hex').slice(0, 8)}.pem`);
const DEMO_YEARS = 10;

/**
 * The demo chain of the local seal key, made once into `dir` (after ensureSigningKeys). The root's
 * key signs only these two certificates and is not kept: a new folder makes a new root.
 */
export async function ensureDemoSealChain(dir: string): Promise<string> {
  const file = demoSealChainFile(dir);
  if (!existsSync(file)) {
    const seal = softwareSigner('segel', createPrivateKey(await readFile(localKeyFile(dir, 'segel'), 'utf8')));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const root = softwareSigner('segel', privateKey);
    const rootSpki = await root.publicKeySpki();
    const notBefore = new Date(Date.now() - 86_400_000);
    const notAfter = new Date(notBefore);
    notAfter.setUTCFullYear(notAfter.getUTCFullYear() + DEMO_YEARS);
    const issuer = { name: DEMO_ROOT, spki: rootSpki, signer: root };
    const rootDer = await issueCertificate({ subject: DEMO_ROOT, spki: rootSpki, issuer, notBefore, notAfter, ca: true });
    const sealDer = await issueCertificate({
      subject: universityName(UNIVERSITAS.nama_universitas),
      spki: await seal.publicKeySpki(),
      issuer,
      notBefore,
      notAfter,
    });
    await writeOnce(file, toPem([sealDer, rootDer]));
  }
  return readFile(file, 'utf8');
}

/**
 * Installs the demo chain unless the table holds a CA chain that still fits the local seal key
 * (one an operator installed with `npm run segel:install -- --stage local` stays). Needs the
 * stack's environment (table, SIGNING_KEYS_DIR) in process.env.
 */
export async function installDemoSealChain(dir: string): Promise<void> {
  const pem = await ensureDemoSealChain(dir);
  const installed = await segelRepo.get();
  const fingerprint = createHash('sha256')
    .update(pemCertificates(pem)[0] ?? new Uint8Array())
    .digest('hex');
  if (installed?.sidik_jari_sha256 === fingerprint) return;
  if (installed && !installed.sendiri) {
    try {
      checkChain(pemCertificates(installed.pem), await signerFor('segel').publicKeySpki());
      return;
    } catch (error) {
      if (!(error instanceof ChainProblem)) throw error;
    }
  }
  await installChain(pem);
}
