/**
 * One Lighthouse measurement of one page, in its default profile (a mid-range phone on a slow 4G
 * connection, simulated), against a Chromium started for the run: the four category scores, the
 * largest contentful paint, the bytes transferred, and what kept a score below 100.
 */
import { writeFile } from 'node:fs/promises';
import lighthouse, { type Flags, type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageMeasure {
  name: string;
  url: string;
  /** 0 to 100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  /** What the page and everything it loaded came to over the wire (compressed where sent so). */
  transferBytes: number;
  /** The audits that cost points, per category: id, title and score. */
  failing: { category: Category; id: string; title: string; score: number; display?: string; items: string[] }[];
  /** The element of the largest contentful paint, as Lighthouse names it. */
  lcpElement: string;
  /** The biggest savings the performance audits found (ms or bytes, as Lighthouse states them). */
  opportunities: { id: string; title: string; display: string }[];
}

/** Why a page could not be measured: Lighthouse's own error, or a category without a score. */
export class NotMeasured extends Error {}

/** What an audit found, a few lines of it (the table rows Lighthouse lists, shortened). */
function itemsOf(audit: Pick<Result['audits'][string], 'details'>): string[] {
  const details = audit.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300));
}

/** The element of the largest paint: the audit lists a table whose first row names the node. */
function largestPaintElement(lhr: Result): string {
  type Table = { items?: { node?: { snippet?: string; nodeLabel?: string } }[] };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node
    ? `${node.snippet ?? ''} ${node.nodeLabel ? `(${node.nodeLabel.slice(0, 60)})` : ''}`.trim()
    : 'not in the page at the end (replaced after it painted)';
}

function failingAudits(lhr: Result): PageMeasure['failing'] {
  const failing: PageMeasure['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({ category, id: ref.id, title: audit.title, score: audit.score, display: audit.displayValue, items: itemsOf(audit) });
    }
  }
  return failing;
}

function opportunities(lhr: Result): PageMeasure['opportunities'] {
  return Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1 && a.displayValue)
    .map((a) => ({ id: a.id, title: a.title, display: a.displayValue ?? '' }));
}

/** Measures one page; `saveAs`, a file path: Lighthouse's whole report (JSON) is kept there too. */
export async function measurePage(name: string, url: string, port: number, saveAs?: string): Promise<PageMeasure> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr) throw new NotMeasured(`${name}: Lighthouse gave no result for ${url}`);
  if (saveAs) await writeFile(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new NotMeasured(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (score === null || score === undefined) throw new NotMeasured(`${name}: no ${category} score for ${url}`);
    scores[category] = Math.round(score * 100);
  }
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const bytes = lhr.audits['total-byte-weight']?.numericValue;
  if (lcp === undefined || bytes === undefined) throw new NotMeasured(`${name}: no largest paint or byte weight for ${url}`);
  const lcpElement = largestPaintElement(lhr);
  return { name, url, scores, lcpMs: lcp, transferBytes: bytes, lcpElement, failing: failingAudits(lhr), opportunities: opportunities(lhr) };
}

/** The pages' figures as one table (Markdown, as docs/performance.md keeps it). */
export function measureTable(pages: readonly PageMeasure[]): string[] {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | largest paint | transferred |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const p of pages) {
    const s = p.scores;
    lines.push(
      `| \`${p.name}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(p.lcpMs / 1000).toFixed(1)} s | ${Math.round(p.transferBytes / 1024)} KB |`,
    );
  }
  return lines;
}

/** The median of several runs of one page, by performance score (the other figures are that run's). */
export function medianRun(runs: readonly PageMeasure[]): PageMeasure {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new NotMeasured('no run to take the median of');
  return median;
}
