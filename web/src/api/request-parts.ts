/**
 * What a call's request is made of, apart from the client: its query string and its headers, as
 * the API client (./client.ts) and the first-visit script (web/src/first-visit.ts) both write them, so
 * the answer the script asks for is the one the page would have asked for.
 */

/** `?a=1&b=x&b=y`, leaving out undefined, null and empty values. */
export function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      search.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What every call asks for: JSON, with its messages in the page's language. */
export const jsonHeaders = (language: string) => ({ Accept: 'application/json', 'Accept-Language': language });
