/**
 * The counters' reads name the attributes they need (functions/lib/projections/reads.ts): a list
 * that fits in an expression is projected; a longer one (a university of more sub-rubrics than
 * fit in 4 KB) reads every attribute instead of failing.
 */
import { projectionOf } from '@functions/lib/projections/reads';
import { describe, expect, it } from 'vitest';

const names = (n: number) => Array.from({ length: n }, (_, i) => `capaian_anak_${100_000 + i}`);

describe('projectionOf', () => {
  it('projects the names given, each by a placeholder', () => {
    expect(projectionOf(['PK', 'total_mahasiswa_belum_lulus'])).toEqual({
      ProjectionExpression: '#a0, #a1',
      ExpressionAttributeNames: { '#a0': 'PK', '#a1': 'total_mahasiswa_belum_lulus' },
    });
  });

  it('reads every attribute without names', () => {
    expect(projectionOf(undefined)).toEqual({});
  });

  it('keeps the longest list it projects within 4 KB, and reads every attribute beyond it', () => {
    const most = projectionOf(names(500));
    expect(Object.keys(most.ExpressionAttributeNames ?? {})).toHaveLength(500);
    expect(new TextEncoder().encode(most.ProjectionExpression).length).toBeLessThanOrEqual(4096);
    expect(projectionOf(names(501))).toEqual({});
  });
});
