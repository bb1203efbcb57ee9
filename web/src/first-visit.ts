/**
 * The first-visit script, which index.html loads (async) before the app. The build
 * (web/build/first-visit-preload.ts) bundles it on its own, with the table of the pages a visitor
 * opens first (FIRST_VISIT_TABLE: each page's address patterns and the files its chunk needs). At
 * the address of one of them it asks at once for the page's chunks (modulepreload, low priority:
 * the stylesheet and fonts of the first paint come first) and stylesheets (preload); and when the
 * address decides the page's first answer (a search, a profile, a verification), for that answer,
 * in the page's language, kept for the API client (api/early-answer.ts). The router's import and
 * the page's call then find them loaded or on their way, instead of asking once the app has run.
 */
import { keepEarlyAnswer } from '@web/api/early-answer';
import { jsonHeaders } from '@web/api/request-parts';
import { chosenLanguage } from '@web/app/language-choice';
import { keaslianAnswerUrl } from '@web/pages/keaslian/answer-url';
import { profileAnswerUrl, searchAnswerUrl } from '@web/pages/search/answer-urls';

declare const FIRST_VISIT_TABLE: readonly { page: string; patterns: readonly string[]; files: readonly string[] }[];

/** A page's first answer, by the one parameter of its address (decoded, trimmed) and its query. */
const ANSWERS: Readonly<Record<string, (param: string, query: URLSearchParams) => string | null>> = {
  'search/search-page': searchAnswerUrl,
  'search/profil-page': profileAnswerUrl,
  'keaslian/keaslian-page': keaslianAnswerUrl,
};

/** A path segment as the router reads it; a malformed escape reads as nothing. */
function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '').trim();
  } catch {
    return '';
  }
}

function preload(file: string): void {
  const link = document.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
  }
  link.crossOrigin = '';
  link.href = `/${file}`;
  document.head.appendChild(link);
}

function firstVisit(): void {
  for (const entry of FIRST_VISIT_TABLE) {
    const match = entry.patterns.map((p) => new RegExp(p).exec(location.pathname)).find((m) => m !== null);
    if (!match) continue;
    for (const file of entry.files) preload(file);
    const url = ANSWERS[entry.page]?.(decoded(match[1]), new URLSearchParams(location.search));
    if (url) {
      const answer = fetch(url, { credentials: 'same-origin', headers: jsonHeaders(chosenLanguage()) });
      // taken by the page's call, which sees a failure itself; never taken, it is no error
      answer.catch(() => undefined);
      keepEarlyAnswer({ href: location.href, url, answer });
    }
    return;
  }
}

firstVisit();
