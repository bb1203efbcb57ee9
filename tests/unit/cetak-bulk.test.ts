/**
 * The bulk print's pure parts (docs/decisions/0046): the chunks of a list, the numbering of a list
 * from its faculties' reserved blocks (consecutive, in the list's order), the job's file keys and
 * message, and the zip join streaming PDFs from the bucket into a multipart upload (S3 mocked).
 */
import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zipEntries } from '../support/cetak';

process.env.DOCUMENTS_BUCKET = 'unit-documents';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL = 'SILENT';

const { chunksOf, CHUNK_SIZE } = await import('@functions/domain/cetak/bulk-policy');
const { countByFakultas, numberInOrder } = await import('@functions/domain/cetak/reservation');
const { entryName, FETCH_AHEAD, skippedMessage, zipObjects } = await import('@functions/domain/cetak/bulk-join');
const { placeOf } = await import('@functions/domain/cetak/bulk-files');
const { bulkJobKeys } = await import('@functions/lib/skpi-links');

describe('chunks', () => {
  it('cover the list once, in order, each at most CHUNK_SIZE', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 60 }), (total, size) => {
        const chunks = chunksOf(total, size);
        expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
        expect(chunks.flatMap((c) => Array.from({ length: c.to - c.from }, (_, k) => c.from + k))).toEqual(
          Array.from({ length: total }, (_, k) => k),
        );
        for (const c of chunks) expect(c.to - c.from).toBeGreaterThan(0);
        for (const c of chunks) expect(c.to - c.from).toBeLessThanOrEqual(size);
      }),
    );
    expect(chunksOf(120).map((c) => c.to - c.from)).toEqual([25, 25, 25, 25, 20]);
    expect(CHUNK_SIZE).toBe(25);
  });
});

describe('numbering a list from reserved blocks', () => {
  it("gives each faculty's students its block's numbers, consecutive in the list's order; others none", () => {
    // faculty 1 and 2 interleaved, with a student who needs no number (null)
    const list = [1, 2, 1, null, 1, 2];
    const blocks = new Map([
      [1, { first: 41, last: 43 }],
      [2, { first: 7, last: 8 }],
    ]);
    expect(countByFakultas(list, (f) => f)).toEqual(
      new Map([
        [1, 3],
        [2, 2],
      ]),
    );
    expect(numberInOrder(list, (f) => f, blocks)).toEqual([41, 7, 42, null, 43, 8]);
  });

  it('numbers as many as the block holds (a retried reservation kept its smaller block); the rest get none', () => {
    expect(numberInOrder([1, 1, 1], (f) => f, new Map([[1, { first: 5, last: 6 }]]))).toEqual([5, 6, null]);
  });

  it('never gives one number twice, whatever the list', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }), { maxLength: 200 }), (list) => {
        const counts = countByFakultas(list, (f) => f);
        const blocks = new Map<number, { first: number; last: number }>();
        let next = 1;
        for (const [f, n] of counts) {
          blocks.set(f, { first: next, last: next + n - 1 });
          next += n;
        }
        const numbers = numberInOrder(list, (f) => f, blocks).filter((n): n is number => n !== null);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers.length).toBe(list.filter((f) => f !== null).length);
      }),
    );
  });
});

describe("the job's files and message", () => {
  it('keys the PDFs by place in the list, so a listing is in order, and names each entry after its NIM', () => {
    const keys = [bulkJobKeys.pdf('j', 10, 'B2'), bulkJobKeys.pdf('j', 9, 'Z9'), bulkJobKeys.pdf('j', 100, 'A1')];
    expect([...keys].sort()).toEqual([keys[1], keys[0], keys[2]]);
    expect(keys.map(placeOf)).toEqual([10, 9, 100]);
    expect(entryName(bulkJobKeys.pdf('j', 3, '2201-x'))).toBe('SKPI-2201-x.pdf');
    expect(bulkJobKeys.pdf('j', 3, 'X').startsWith(bulkJobKeys.pdfFolder('j'))).toBe(true);
  });

  it('names the first 20 students not printed and counts them all', () => {
    expect(skippedMessage(['A: x', 'B: y'])).toBe('Tidak dicetak (2): A: x; B: y');
    const many = Array.from({ length: 25 }, (_, i) => `N${i}: x`);
    expect(skippedMessage(many, 3)).toBe(`Tidak dicetak (28): ${many.slice(0, 20).join('; ')}; …`);
  });
});

describe('the zip join', () => {
  it('streams the PDFs in order, a few requested ahead, into a multipart upload of the zip', async () => {
    const s3 = mockClient(S3Client);
    // six 1.5 MB "PDFs" (more than are requested ahead): the zip (9 MB) goes up in a 5 MB part and a last one
    const pdf = (n: number) => Buffer.alloc(1.5 * 1024 * 1024, n);
    let inFlight = 0;
    let maxInFlight = 0;
    s3.on(GetObjectCommand).callsFake(async (input: { Key: string }) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const body = Readable.from([pdf(placeOf(input.Key))]);
      body.on('end', () => inFlight--);
      // the SDK's body is a Readable in Node (with helpers the join does not use)
      return { Body: body as never };
    });
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'u1' });
    const parts: { n: number; body: Buffer }[] = [];
    s3.on(UploadPartCommand).callsFake(async (input: { PartNumber: number; Body: Uint8Array }) => {
      parts.push({ n: input.PartNumber, body: Buffer.from(input.Body) });
      return { ETag: `e${input.PartNumber}` };
    });
    s3.on(CompleteMultipartUploadCommand).resolves({});
    s3.on(PutObjectCommand).rejects(new Error('a zip this large is not put whole'));

    async function* keys() {
      for (const [i, nim] of ['A', 'B', 'C', 'D', 'E', 'F'].entries())
        yield { key: bulkJobKeys.pdf('job', i + 1, nim), lastModified: new Date('2026-10-17T00:00:00Z') };
    }
    expect(await zipObjects(keys(), 'skpi-zip/job/skpi.zip')).toBe(6);
    expect(maxInFlight).toBeLessThanOrEqual(FETCH_AHEAD + 1);
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => bulkJobKeys.pdf('job', i, 'ABCDEF'[i - 1] ?? '')),
    );
    expect(parts.length).toBe(2);
    const zip = Buffer.concat(parts.sort((a, b) => a.n - b.n).map((p) => p.body));
    const entries = await zipEntries(zip);
    expect(entries.map((e) => e.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => `SKPI-${n}.pdf`));
    for (const [i, e] of entries.entries()) expect(Buffer.from(e.bytes).equals(pdf(i + 1)), e.name).toBe(true);
    s3.restore();
  });
});
