/**
 * One spelling of the polite "you": Indonesian style capitalises it ("Anda") in every screen, answer
 * and e-mail. The only lower-case "anda" left are fixed catalogue texts users and scripts know word for word.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Fixed catalogue texts, kept word for word. */
const FIXED_TEXTS = ['Kata kunci yang anda cari tidak ditemukan.', 'Kode OTP yang anda masukkan salah!', 'Apakah anda yakin akan override print?'];

const LOWER_ANDA = /\banda\b/;

/** A text with the fixed texts taken out: what is left must not say "anda". */
function withoutFixed(text: string): string {
  return FIXED_TEXTS.reduce((left, fixed) => left.split(fixed).join(''), text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every text a value holds: strings, object and array members, and a function's own source (its template literals). */
function texts(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [value.toString()];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((member) => texts(member, seen));
}

describe('the spelling of "Anda"', () => {
  it('no message of shared/messages says "anda" in lower case, except the fixed texts', async () => {
    const files = readdirSync(join(ROOT, 'shared/messages')).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const offending: string[] = [];
    for (const file of files) {
      const module: Record<string, unknown> = await import(join(ROOT, 'shared/messages', file));
      for (const text of texts(module)) if (LOWER_ANDA.test(withoutFixed(text))) offending.push(`${file}: ${text}`);
    }
    expect(offending).toEqual([]);
  });

  it('no inline text in the code base says "anda" in lower case, except the fixed texts', () => {
    const offending = ['shared', 'functions', 'web/src', 'infra'].flatMap((dir) =>
      sourceFiles(dir).flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, i) => (LOWER_ANDA.test(withoutFixed(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('catches a lower-case "anda" and leaves "Anda", "andal" and the fixed texts alone', () => {
    expect(LOWER_ANDA.test(withoutFixed('Profil anda kini dapat dilihat publik.'))).toBe(true);
    expect(LOWER_ANDA.test(withoutFixed('Profil Anda kini dapat dilihat publik.'))).toBe(false);
    expect(LOWER_ANDA.test(withoutFixed('Sistem yang andal.'))).toBe(false);
    expect(LOWER_ANDA.test(withoutFixed('Kode OTP yang anda masukkan salah!'))).toBe(false);
  });
});
