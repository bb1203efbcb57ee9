/**
 * Parses a raw query string the way the web app and scripts send it: repeated keys and `key[]` /
 * `key[0]` become arrays under `key`; single keys stay strings.
 */
export function parseQuery(raw: string | undefined): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!raw) return out;
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const arr = /^(\w+)\[\d*\]$/.exec(rawKey);
    const key = arr?.[1] ?? rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const prev = out[key];
    if (arr) out[key] = Array.isArray(prev) ? [...prev, value] : prev === undefined ? [value] : [prev, value];
    else if (prev === undefined) out[key] = value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}
