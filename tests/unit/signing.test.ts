import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { resetSigners, signerFor, softwareSigner } from '@functions/lib/signing';
import { kmsSigner } from '@functions/lib/signing/kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSigningKeys } from '../../infra/local/signing-keys';

const message = new TextEncoder().encode('the signed attributes of a seal');

describe('signing keys', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetSigners();
  });

  it('a software signer signs RSASSA-PKCS1-v1_5 SHA-256 that its public key verifies', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signer = softwareSigner('segel', privateKey);
    const signature = await signer.sign(message);
    const publicKey = createPublicKey({ key: Buffer.from(await signer.publicKeySpki()), format: 'der', type: 'spki' });
    expect(verify('sha256', message, publicKey, signature)).toBe(true);
    expect(verify('sha256', new TextEncoder().encode('another message'), publicKey, signature)).toBe(false);
  });

  it('the KMS signer sends the SHA-256 digest, never the message, and returns what KMS signed', async () => {
    const mock = mockClient(KMSClient);
    mock.on(SignCommand).resolves({ Signature: new Uint8Array([1, 2, 3]) });
    mock.on(GetPublicKeyCommand).resolves({ PublicKey: new Uint8Array([9, 9]) });
    const signer = kmsSigner('kredensial', 'alias/skpi-test-kredensial', () => new KMSClient({ region: 'ap-southeast-3' }));
    expect(await signer.sign(message)).toEqual(new Uint8Array([1, 2, 3]));
    const sent = mock.commandCalls(SignCommand)[0]?.args[0].input;
    expect(sent).toMatchObject({ KeyId: 'alias/skpi-test-kredensial', MessageType: 'DIGEST', SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256' });
    expect(Buffer.from(sent?.Message ?? []).toString('hex')).toBe(createHash('sha256').update(message).digest('hex'));
    expect(await signer.publicKeySpki()).toEqual(new Uint8Array([9, 9]));
    await signer.publicKeySpki();
    expect(mock.commandCalls(GetPublicKeyCommand)).toHaveLength(1);
    mock.restore();
  });

  it('a stage with a KMS key id signs through KMS; the local runtime with its key folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'signing-'));
    await ensureSigningKeys(dir);
    await ensureSigningKeys(dir); // a second run keeps the keys
    process.env.SIGNING_KEYS_DIR = dir;
    delete process.env.SEGEL_KMS_KEY_ID;
    const local = signerFor('segel');
    const publicKey = createPublicKey({ key: Buffer.from(await local.publicKeySpki()), format: 'der', type: 'spki' });
    expect(verify('sha256', message, publicKey, await local.sign(message))).toBe(true);
    expect(await signerFor('kredensial').publicKeySpki()).not.toEqual(await local.publicKeySpki());

    resetSigners();
    process.env.SEGEL_KMS_KEY_ID = 'arn:aws:kms:ap-southeast-3:111111111111:key/abc';
    const mock = mockClient(KMSClient);
    mock.on(SignCommand).resolves({ Signature: new Uint8Array([7]) });
    expect(await signerFor('segel').sign(message)).toEqual(new Uint8Array([7]));
    mock.restore();
  });
});
