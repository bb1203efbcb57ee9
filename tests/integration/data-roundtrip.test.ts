/**
 * The data export and import (infra/data, npm run data:export / data:import) round trip: this
 * worker's stack, with one SKPI printed on it, is exported and imported into a second, empty table
 * and buckets on the same stand-ins; the same handlers then serve the copy (in this process, as the
 * local API Gateway does), and every read route below answers the same as on the original, across
 * the areas and roles. An import into a target with other signing keys, or into the now full copy,
 * is refused before anything is written. The export's folders and files (and its .tar.gz) are the
 * operator's alone; an export naming a file outside its folder (absolute, through `..`, or by a
 * symbolic link) is refused before anything is written.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataEnvironment } from '@infra/data/environment';
import { exportEnvironment, writeArchive } from '@infra/data/export';
import type { Manifest } from '@infra/data/format';
import { ImportRefused, type ImportSummary, importEnvironment } from '@infra/data/import';
import { handleApi } from '@infra/local/api-gateway';
import { LOCAL_CREDENTIALS as LOCAL } from '@infra/local/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, userByNim } from '../support/auth-flow';
import { download, newPeriode, printingProgram, printingStudent, sha256 } from '../support/cetak';
import { api, DEMO_ACCOUNTS, useStackEnv } from '../support/stack';

type Env = Record<string, string>;
let original: Env;
let copy: DataEnvironment;
let source: DataEnvironment;
let folder: string;
let manifest: Manifest;
let imported: ImportSummary;
let server: Server;
let copyUrl: string;
const saved: Env = {};

/** The GET requests compared: [path, caller] (caller: a token, or undefined for anonymous). */
let reads: Array<[string, string | undefined]> = [];
let printed: { kode: string; nim: string; sha256: string };

const environmentOf = (env: Env, suffix = ''): DataEnvironment => ({
  stage: 'local',
  region: env.AWS_REGION as string,
  table: `${env.TABLE_NAME}${suffix}`,
  buckets: { uploads: `${env.UPLOADS_BUCKET}${suffix}`, documents: `${env.DOCUMENTS_BUCKET}${suffix}` },
  dynamodbEndpoint: env.DYNAMODB_ENDPOINT,
  s3Endpoint: env.S3_ENDPOINT,
  signingKeysDir: env.SIGNING_KEYS_DIR,
});

/** One SKPI printed by the demo super admin, in a program and period of this file's own (no other test counts them). */
async function printOne(superToken: string) {
  const { prodi } = await printingProgram(`RT${Math.floor(Math.random() * 9000 + 1000)}`);
  const [student, periode] = await Promise.all([printingStudent(prodi.id_prodi, 2022, 'Mahasiswa Pindah'), newPeriode(superToken, '2026-08-20')]);
  const res = await api<{ message: string }>('POST', `/api/manajemen/skpi/download/${student.nim}`, {
    bearer: superToken,
    query: { periode: periode.id_periode_kelulusan, override: 0 },
  });
  expect(res.status).toBe(200);
  const pdf = await download(res.body.message);
  const code = (await userByNim(student.nim))?.skpi_dokumen?.kode;
  if (!code) throw new Error('the print recorded no document');
  return { kode: code, nim: student.nim, sha256: sha256(pdf) };
}

async function demoToken(nim: string): Promise<string> {
  const user = await userByNim(nim);
  if (!user) throw new Error(`demo account ${nim} missing`);
  return tokenOf(user.id);
}

function listen(s: Server): Promise<number> {
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as { port: number }).port)));
}

beforeAll(async () => {
  original = useStackEnv();
  const [sup, student, verifier] = await Promise.all([
    demoToken(DEMO_ACCOUNTS.superAdmin.nim),
    demoToken(DEMO_ACCOUNTS.budi.nim),
    demoToken(DEMO_ACCOUNTS.verifikator.nim),
  ]);
  printed = await printOne(sup);
  reads = [
    ['/api/fakultas', undefined],
    ['/api/prodi', undefined],
    ['/api/mahasiswa?nama=Budi', undefined],
    ['/api/mahasiswa?portofolio=lomba', undefined],
    [`/api/mahasiswa/show?nim=${DEMO_ACCOUNTS.budi.nim}`, undefined],
    [`/api/verifikasi/${printed.kode}`, undefined],
    [`/api/verifikasi/${printed.kode}/kredensial`, undefined],
    ['/api/kredensial/penerbit', undefined],
    ['/.well-known/jwks.json', undefined],
    ['/api/universitas', sup],
    ['/api/fakultas/all', sup],
    ['/api/bidangportofolio', sup],
    ['/api/prodi/1/rubrik', sup],
    ['/api/ppk?id_prodi=1', sup],
    ['/api/manajemen/akun', sup],
    ['/api/manajemen/verifikator', sup],
    ['/api/manajemen/audit', sup],
    ['/api/manajemen/periode', sup],
    ['/api/statistik/portofoliosummary', sup],
    ['/api/statistik/skpi', sup],
    ['/api/portofolio', sup],
    [`/api/manajemen/skpi/dokumen/${printed.nim}`, sup],
    ['/api/portofolio', verifier],
    ['/api/akun', student],
    ['/api/notifikasi', student],
    ['/api/portofolio/latest', student],
    ['/api/skpi/pengajuan', student],
    ['/api/profile', student],
    ['/api/statistik/user-portofolio', student],
  ];

  source = environmentOf(original);
  copy = environmentOf(original, `-copy${Date.now().toString(36)}`);
  folder = await mkdtemp(join(tmpdir(), 'skpi-roundtrip-'));
  manifest = await exportEnvironment(source, folder);
  imported = await importEnvironment(copy, folder);

  // the same handlers, in this process, on the copy
  for (const name of ['TABLE_NAME', 'UPLOADS_BUCKET', 'DOCUMENTS_BUCKET']) saved[name] = process.env[name] as string;
  Object.assign(process.env, { TABLE_NAME: copy.table, UPLOADS_BUCKET: copy.buckets.uploads, DOCUMENTS_BUCKET: copy.buckets.documents });
  server = createServer((req, res) => void handleApi(req, res, { error: (message, err) => console.error(message, err) }));
  copyUrl = `http://127.0.0.1:${await listen(server)}`;
}, 60_000);

afterAll(async () => {
  Object.assign(process.env, saved);
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** An answer as text, the copy's bucket names read as the original's and signed URLs without their signature. */
function comparable(text: string, env: DataEnvironment): string {
  let out = text;
  for (const bucket of ['uploads', 'documents'] as const) out = out.replaceAll(`/${env.buckets[bucket]}/`, `/${source.buckets[bucket]}/`);
  return out.replace(/\?X-Amz-[^"\s]*/g, '');
}

async function read(base: string, path: string, token: string | undefined) {
  const res = await fetch(new URL(path, base), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text() };
}

describe('export and import', () => {
  it('moves every item and object, and the copy answers every read route as the original does', async () => {
    expect(manifest.items.count).toBeGreaterThan(100);
    expect(manifest.objects.documents.count).toBeGreaterThan(0);
    expect(imported.items + imported.expiredSkipped).toBe(manifest.items.count);
    expect(imported.objects).toEqual({ uploads: manifest.objects.uploads.count, documents: manifest.objects.documents.count });
    let servedFromCopy = false;
    const differences = await Promise.all(
      reads.map(async ([path, token]) => {
        const [a, b] = await Promise.all([read(original.APP_URL as string, path, token), read(copyUrl, path, token)]);
        if (a.status !== 200) return `${path} (${token ? 'signed in' : 'anonymous'}): ${a.status} on the original`;
        servedFromCopy ||= b.text.includes(`/${copy.buckets.documents}/`);
        return a.status !== b.status || comparable(a.text, source) !== comparable(b.text, copy)
          ? `${path} (${reads.findIndex((r) => r[0] === path && r[1] === token)}): differs`
          : '';
      }),
    ).then((all) => all.filter(Boolean));
    expect(differences).toEqual([]);
    // the copy's own files are what its links point at: it did not answer from the original
    expect(servedFromCopy).toBe(true);
  });

  it('keeps the printed SKPI verifiable: the copy serves the same bytes under the recorded hash', async () => {
    const verified = await read(copyUrl, `/api/verifikasi/${printed.kode}`, undefined);
    expect(JSON.parse(verified.text).data).toMatchObject({ status: 'SAH', sha256: printed.sha256 });
    const key = (await readFile(join(folder, 'objects/documents.jsonl'), 'utf8')).split('\n').find((l) => l.includes(printed.sha256));
    expect(key, 'the printed PDF is in the export under its hash').toBeDefined();
    const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({ region: copy.region, endpoint: copy.s3Endpoint, forcePathStyle: true, credentials: LOCAL });
    const object = await s3.send(new GetObjectCommand({ Bucket: copy.buckets.documents, Key: JSON.parse(key as string).key }));
    expect(sha256(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray())).toBe(printed.sha256);
    expect(object.ContentType).toBe('application/pdf');
    s3.destroy();
  });

  it("refuses a target whose signing keys are not the source's, before touching it", async () => {
    const keysDir = await mkdtemp(join(folder, 'other-keys-'));
    // any other key will do: an EC key is made at once where RSA takes a second
    for (const name of ['segel', 'kredensial']) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      await writeFile(join(keysDir, `${name}.key.pem`), privateKey.export({ format: 'pem', type: 'pkcs8' }));
    }
    const elsewhere = { ...environmentOf(original, '-otherkeys'), signingKeysDir: keysDir };
    await expect(importEnvironment(elsewhere, folder)).rejects.toThrow(/segel and kredensial signing key\(s\) are not the source's.*--new-keys/);
    const { DynamoDBClient, DescribeTableCommand } = await import('@aws-sdk/client-dynamodb');
    const dynamo = new DynamoDBClient({ region: copy.region, endpoint: copy.dynamodbEndpoint, credentials: LOCAL });
    await expect(dynamo.send(new DescribeTableCommand({ TableName: elsewhere.table }))).rejects.toThrow(/not found|non-existent/i);
    dynamo.destroy();
  });

  it('refuses to import into an environment that holds data, before writing anything', async () => {
    const refusal = importEnvironment(copy, folder);
    await expect(refusal).rejects.toThrow(ImportRefused);
    await expect(refusal).rejects.toThrow(new RegExp(`^the table ${copy.table} and the bucket .* already hold data`));
  });
});

describe("the export is the operator's alone, and an import reads inside it only", () => {
  it('writes its folders 0700 and its files 0600, the .tar.gz too', async () => {
    const modes: string[] = [];
    const walk = async (path: string, name: string) => {
      const info = await stat(path);
      // nobody but the owner may read, write or enter
      if ((info.mode & 0o077) !== 0) modes.push(`${name} ${(info.mode & 0o777).toString(8)}`);
      if (info.isDirectory()) for (const entry of await readdir(path)) await walk(join(path, entry), `${name}/${entry}`);
    };
    // what the export wrote (another test of this file keeps its own keys in the folder)
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    for (const entry of ['manifest.json', 'table', 'objects']) await walk(join(folder, entry), entry);
    expect(modes).toEqual([]);
    expect((await stat(join(folder, 'manifest.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(folder, 'table'))).mode & 0o777).toBe(0o700);
    const archive = join(await mkdtemp(join(tmpdir(), 'skpi-archive-')), 'export.tar.gz');
    await writeArchive(folder, archive);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    await rm(join(archive, '..'), { recursive: true, force: true });
  });

  /** A copy of the export changed by `change`, beside a file outside it holding a secret (a readable item line and bytes). */
  async function crafted(change: (dir: string, secret: string) => Promise<void>) {
    const outer = await mkdtemp(join(tmpdir(), 'skpi-crafted-'));
    const dir = join(outer, 'export');
    await cp(folder, dir, { recursive: true });
    const secret = join(outer, 'rahasia.jsonl');
    await writeFile(secret, `${JSON.stringify({ PK: { S: 'CURIAN' }, SK: { S: 'CURIAN' } })}\n`);
    await change(dir, secret);
    return { dir, outer, secret };
  }
  const editManifest = async (dir: string, edit: (m: Manifest) => void) => {
    const m = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    edit(m);
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(m));
  };
  /** An object line naming `file` for the documents bucket, with the hash the file does have. */
  const objectLine = async (dir: string, file: string, read: string) => {
    const bytes = await readFile(read);
    const entry = { key: 'curian/rahasia', file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    await appendFile(join(dir, 'objects/documents.jsonl'), `${JSON.stringify(entry)}\n`);
  };

  const cases: Array<[string, (dir: string, secret: string) => Promise<void>, RegExp]> = [
    ['a table file through ..', (dir) => editManifest(dir, (m) => m.items.files.push('../rahasia.jsonl')), /climbs out with \.\./],
    ['an absolute table file', (dir, secret) => editManifest(dir, (m) => m.items.files.push(secret)), /is an absolute path/],
    [
      'a table file linked outside',
      async (dir, secret) => {
        await symlink(secret, join(dir, 'table/tautan.jsonl'));
        await editManifest(dir, (m) => m.items.files.push('table/tautan.jsonl'));
      },
      /resolves outside the export folder/,
    ],
    ['an object file outside, by its absolute path', (dir, secret) => objectLine(dir, secret, secret), /is an absolute path/],
    ['an object file through ..', (dir, secret) => objectLine(dir, 'objects/../../rahasia.jsonl', secret), /climbs out with \.\./],
    [
      'an object list linked outside',
      async (dir, secret) => {
        await rm(join(dir, 'objects/uploads.jsonl'));
        await symlink(secret, join(dir, 'objects/uploads.jsonl'));
      },
      /resolves outside the export folder/,
    ],
  ];

  it.each(cases)('refuses %s with its message, before the table or a bucket is made or written', async (_name, change, message) => {
    const { dir, outer } = await crafted(change);
    const target = environmentOf(original, `-crafted${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`);
    try {
      const refusal = importEnvironment(target, dir);
      await expect(refusal).rejects.toThrow(ImportRefused);
      await expect(refusal).rejects.toThrow(message);
      const { DynamoDBClient, DescribeTableCommand } = await import('@aws-sdk/client-dynamodb');
      const { S3Client, HeadBucketCommand } = await import('@aws-sdk/client-s3');
      const dynamo = new DynamoDBClient({ region: target.region, endpoint: target.dynamodbEndpoint, credentials: LOCAL });
      const s3 = new S3Client({ region: target.region, endpoint: target.s3Endpoint, forcePathStyle: true, credentials: LOCAL });
      await expect(dynamo.send(new DescribeTableCommand({ TableName: target.table }))).rejects.toThrow(/not found|non-existent/i);
      for (const bucket of Object.values(target.buckets)) await expect(s3.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toThrow();
      dynamo.destroy();
      s3.destroy();
    } finally {
      await rm(outer, { recursive: true, force: true });
    }
  });
});
