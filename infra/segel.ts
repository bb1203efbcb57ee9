/**
 * The operator's commands for the seal certificate (docs/operations.md "The seal certificate"):
 *
 *   npm run segel:csr -- --stage <name> [--subject "CN=Universitas X,O=Universitas X,C=ID"] > segel.csr
 *     prints a PKCS#10 certificate signing request for the stage's seal key, signed by that key
 *     (through KMS on a stage); the subject defaults to the university record's name.
 *   npm run segel:install -- --stage <name> --chain <file.pem>
 *     checks the chain the certification authority returned (seal certificate first, then each
 *     issuer: the first certifies the seal key, each is issued by the next, all valid now) and
 *     installs it; the printing Lambdas use it within five minutes, without a redeploy.
 *
 * `--stage local` works on the running `npm start` stack of this PORT (local/local-ports.ts: its
 * DynamoDB Local and data folder with the key). A deployed stage needs the operator's AWS credentials and
 * the stack's outputs: TABLE_NAME=<TableName> SEGEL_KMS_KEY_ID=<SegelKeyArn> AWS_REGION=<region>.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { STAGES } from './config';

/** Points the functions' environment at the stage; answers a line saying where. */
export async function pointAtStage(stage: string | undefined): Promise<string> {
  if (stage === 'local') {
    const [{ LOCAL_NAMES }, { localStackPlace }] = await Promise.all([import('@infra/local/server'), import('@infra/local/local-ports')]);
    const place = localStackPlace();
    process.env.STAGE = 'local';
    process.env.TABLE_NAME ??= LOCAL_NAMES.table;
    process.env.AWS_REGION ??= LOCAL_NAMES.region;
    process.env.DYNAMODB_ENDPOINT ??= `http://127.0.0.1:${place.dynamodbPort}`;
    process.env.SIGNING_KEYS_DIR ??= join(place.dataDir, 'signing');
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    return `the local stack (${process.env.TABLE_NAME} at ${process.env.DYNAMODB_ENDPOINT}, key in ${process.env.SIGNING_KEYS_DIR})`;
  }
  if (!stage || !(STAGES as readonly string[]).includes(stage)) throw new Error(`pass --stage <local|${STAGES.join('|')}>`);
  const missing = ['TABLE_NAME', 'SEGEL_KMS_KEY_ID', 'AWS_REGION'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(`set ${missing.join(', ')} from the outputs of the stack Skpi-${stage} (TableName, SegelKeyArn) and its region`);
  }
  process.env.STAGE = stage;
  return `stage ${stage} (table ${process.env.TABLE_NAME}, seal key ${process.env.SEGEL_KMS_KEY_ID})`;
}

/** The CSR as PEM, for `subject` (`CN=...,O=...,C=ID`) or the university record's name. */
export async function sealCsr(subject: string | undefined): Promise<string> {
  const [{ certificationRequest }, x509, { signerFor }] = await Promise.all([
    import('@functions/domain/skpi/segel/issue-certificate'),
    import('@functions/domain/skpi/segel/x509'),
    import('@functions/lib/signing'),
  ]);
  let name = subject ? x509.parseDistinguishedName(subject) : undefined;
  if (!name) {
    const { masterRepo } = await import('@functions/domain/master/repo');
    const universitas = await masterRepo.getUniversitas();
    if (!universitas) throw new Error('the university record is not filled in yet: fill it in, or pass --subject "CN=...,O=...,C=ID"');
    name = x509.universityName(universitas.nama_universitas);
  }
  return x509.toPem([await certificationRequest(name, signerFor('segel'))], 'CERTIFICATE REQUEST');
}

/** Checks and installs the chain of a PEM file; a chain that cannot seal is refused (ChainProblem) and nothing changes. */
export async function installSealChain(file: string) {
  const { installChain } = await import('@functions/domain/skpi/segel/certificate');
  return installChain(await readFile(file, 'utf8'));
}

async function main(): Promise<void> {
  const command = process.argv[2];
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { stage: { type: 'string' }, subject: { type: 'string' }, chain: { type: 'string' } },
  });
  if (command !== 'csr' && command !== 'install') throw new Error('usage: infra/segel.ts csr|install --stage <name> [...]');
  const target = await pointAtStage(values.stage);
  if (command === 'csr') {
    console.error(`Certificate signing request for the seal key of ${target}:`);
    console.log((await sealCsr(values.subject)).trimEnd());
    console.error('Send it to the certification authority; install the chain it returns with npm run segel:install.');
    return;
  }
  if (!values.chain) throw new Error('pass --chain <file.pem> (the seal certificate first, then each issuer)');
  const installed = await installSealChain(values.chain);
  const f = installed.facts;
  console.log(
    [
      `Installed on ${target}: ${installed.count} certificate(s)${installed.sendiri ? ' (self-issued)' : ''}.`,
      `  seal:        ${f.penanda_tangan}`,
      `  issuer:      ${f.penerbit_sertifikat}`,
      `  valid:       ${f.berlaku_dari} to ${f.berlaku_sampai}`,
      `  fingerprint: SHA-256 ${f.sidik_jari_sha256}`,
      'The printing Lambdas seal with it within five minutes. Print one SKPI and check it in a PDF reader.',
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? `${err.name === 'ChainProblem' ? 'Refused: ' : ''}${err.message}` : err);
    process.exitCode = 1;
  });
}
