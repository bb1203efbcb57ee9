/** The file check of the SKPI verification page: the browser's SHA-256 of a file, compared with the recorded one. */
import { createHash } from 'node:crypto';
import { sameHash, sha256Hex } from '@web/pages/keaslian/sha256';
import { describe, expect, it } from 'vitest';

describe('Periksa berkas hashing', () => {
  const bytes = Buffer.from('%PDF-1.7\n% SKPI uji\n%%EOF\n', 'latin1');
  const expected = createHash('sha256').update(bytes).digest('hex');

  it('gives the SHA-256 of the file as lowercase hex, as the server records it', async () => {
    await expect(sha256Hex(new Blob([bytes]))).resolves.toBe(expected);
    await expect(sha256Hex(new Blob([]))).resolves.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('tells one changed byte apart', async () => {
    const changed = Buffer.from(bytes);
    changed[5] = (changed[5] as number) ^ 0x01;
    expect(sameHash(await sha256Hex(new Blob([changed])), expected)).toBe(false);
  });

  it('compares without regard to case or spaces', () => {
    expect(sameHash(expected.toUpperCase(), expected)).toBe(true);
    expect(sameHash(` ${expected}\n`, expected)).toBe(true);
    expect(sameHash(expected.slice(1), expected)).toBe(false);
  });
});
