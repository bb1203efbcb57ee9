/**
 * The revocation status lists (W3C Bitstring Status List v1.0; functions/lib/status-list.ts):
 * bit order, size and encoding; where an index is stored; the projection of a document that
 * stops being valid (functions/lib/projections/dokumen.ts); and the list's one-minute cache.
 */
import { gunzipSync } from 'node:zlib';
import { projectDokumen } from '@functions/lib/projections/dokumen';
import { bitAt, CHUNKS, decodeList, encodeList, LIST_SIZE, listBits, statusPosition } from '@functions/lib/status-list';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

describe('bitstring', () => {
  it('has 131,072 bits, bit 0 the most significant bit of byte 0', () => {
    const bits = listBits([0, 9, LIST_SIZE - 1]);
    expect(bits.byteLength * 8).toBe(131_072);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[bits.length - 1]).toBe(0b0000_0001);
    expect([0, 1, 8, 9, LIST_SIZE - 1].map((b) => bitAt(bits, b))).toEqual([1, 0, 0, 1, 1]);
    expect(() => listBits([LIST_SIZE])).toThrow();
  });

  it('is encoded as "u" + base64url(gzip(bits)) and decodes back', () => {
    const bits = listBits([3, 4096, 70_000]);
    const encoded = encodeList(bits);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    expect(new Uint8Array(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')))).toEqual(bits);
    expect(decodeList(encoded)).toEqual(bits);
    // all zero compresses to a few dozen bytes
    expect(encodeList(listBits([])).length).toBeLessThan(100);
  });

  it('places an index in its list, bit and chunk', () => {
    expect(statusPosition(0)).toEqual({ list: 0, chunk: 0, bit: 0 });
    expect(statusPosition(LIST_SIZE + 33)).toEqual({ list: 1, chunk: 1, bit: 33 });
    // consecutive prints land in different chunk items
    expect(new Set([100, 101, 102, 103].map((i) => statusPosition(i).chunk)).size).toBe(4);
    expect(LIST_SIZE / CHUNKS).toBe(4096);
  });
});

describe('projectDokumen', () => {
  beforeAll(() => {
    vi.stubEnv('TABLE_NAME', 'skpi-test');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  const doc = { status: 'sah' as const, status_index: LIST_SIZE + 65, id_periode_kelulusan: 7 };
  const update = (items: ReturnType<typeof projectDokumen>['items']) => items.map((i) => i.Update);
  const bits = (items: ReturnType<typeof projectDokumen>['items']) => update(items).filter((u) => u?.Key?.PK.startsWith('KREDSTATUS#'));

  it('adds the index to its chunk when the document is revoked or superseded', () => {
    for (const status of ['dicabut', 'digantikan'] as const) {
      const [u, ...rest] = update(projectDokumen({ before: doc, after: { ...doc, status } }).items);
      expect(rest).toEqual([]);
      expect(u?.Key).toEqual({ PK: 'KREDSTATUS#0001', SK: 'CHUNK#01' });
      expect(u?.UpdateExpression).toBe('SET #type = :type ADD dicabut :index');
      expect(u?.ExpressionAttributeValues?.[':index']).toEqual(new Set([LIST_SIZE + 65]));
    }
  });

  it('sets no bit for a new, an unchanged or an index-less document; a new one counts on its period, which must exist', () => {
    const [period, ...rest] = update(projectDokumen({ after: doc }).items);
    expect(rest).toEqual([]);
    expect(period).toMatchObject({
      Key: { PK: 'PERIODE#7', SK: 'PERIODE' },
      UpdateExpression: 'ADD #n :by',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#n': 'jumlah_dokumen' },
      ExpressionAttributeValues: { ':by': 1 },
    });
    expect(projectDokumen({ before: doc, after: { ...doc } }).items).toEqual([]);
    expect(
      projectDokumen({ before: { status: 'sah', id_periode_kelulusan: 7 }, after: { status: 'dicabut', id_periode_kelulusan: 7 } }).items,
    ).toEqual([]);
    const revoked = { ...doc, status: 'dicabut' as const };
    expect(projectDokumen({ before: revoked, after: { ...revoked, status: 'digantikan' } }).items).toEqual([]);
  });

  it('takes the index out when a document is valid again, and keeps it set when one is removed (uncounted on its period)', () => {
    const revoked = { ...doc, status: 'dicabut' as const };
    expect(update(projectDokumen({ before: revoked, after: doc }).items)[0]?.UpdateExpression).toBe('DELETE dicabut :index');
    expect(bits(projectDokumen({ before: revoked }).items)).toEqual([]);
    const removed = update(projectDokumen({ before: doc }).items);
    expect(removed.find((u) => u?.Key?.PK === 'PERIODE#7')?.ExpressionAttributeValues).toEqual({ ':by': -1 });
    expect(bits(projectDokumen({ before: doc }).items)[0]?.UpdateExpression).toContain('ADD dicabut');
  });
});

describe('the status list cache', () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock('@functions/domain/kredensial/repo');
  });

  it('builds a list once a minute and tells clients how long is left', async () => {
    const revokedOfList = vi.fn(async () => [5]);
    vi.doMock('@functions/domain/kredensial/repo', () => ({
      kredensialRepo: { revokedOfList, statusIndexesGiven: async () => 10 },
    }));
    vi.stubEnv('APP_URL', 'https://skpi.test');
    vi.doMock('@functions/lib/signing', async () => {
      const { generateKeyPairSync } = await import('node:crypto');
      const { softwareSigner } = await vi.importActual<typeof import('@functions/lib/signing')>('@functions/lib/signing');
      const signer = softwareSigner('kredensial', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
      return { signerFor: () => signer };
    });
    const { kredensialService, STATUS_CACHE_MS } = await import('@functions/domain/kredensial/service');
    const t0 = 1_800_000_000_000;
    const first = await kredensialService.statusList(0, t0);
    expect(first.maxAgeSeconds).toBe(60);
    const again = await kredensialService.statusList(0, t0 + 45_000);
    expect(again).toEqual({ jwt: first.jwt, maxAgeSeconds: 15 });
    expect(revokedOfList).toHaveBeenCalledTimes(1);
    const fresh = await kredensialService.statusList(0, t0 + STATUS_CACHE_MS);
    expect(fresh.jwt).not.toBe(first.jwt);
    expect(revokedOfList).toHaveBeenCalledTimes(2);
    // a list no index reached yet is unknown
    await expect(kredensialService.statusList(1, t0)).rejects.toMatchObject({ kind: 'not-found' });
    vi.doUnmock('@functions/lib/signing');
    vi.unstubAllEnvs();
  });
});
