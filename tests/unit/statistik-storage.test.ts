/**
 * The storage card's measurement in AWS (functions/domain/statistik/storage.ts): CloudWatch's daily
 * BucketSizeBytes of both buckets (mocked here), the latest datapoint of the last three days each,
 * summed; and the one size formatter of the API and the web page ('12,3 GB').
 */
import { CloudWatchClient, GetMetricDataCommand } from '@aws-sdk/client-cloudwatch';
import { BYTES_PER_GB, formatGb, formatSize, UPLOAD_LIMIT, UPLOAD_MAX_BYTES } from '@shared/domain/storage-size';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL = 'SILENT';

const { metricBytes } = await import('@functions/domain/statistik/storage');

const cw = mockClient(CloudWatchClient);
const NOW = Date.parse('2026-11-20T10:00:00Z');

beforeEach(() => cw.reset());
afterAll(() => cw.restore());

describe('metricBytes (AWS)', () => {
  it('asks for BucketSizeBytes of each bucket (StandardStorage, daily) over the last three days, newest first', async () => {
    cw.on(GetMetricDataCommand).resolves({ MetricDataResults: [] });
    await metricBytes(['skpi-uploads', 'skpi-documents'], NOW);
    const input = cw.commandCalls(GetMetricDataCommand)[0]?.args[0].input;
    expect(input?.StartTime).toEqual(new Date(NOW - 3 * 24 * 60 * 60 * 1000));
    expect(input?.EndTime).toEqual(new Date(NOW));
    expect(input?.ScanBy).toBe('TimestampDescending');
    expect(input?.MetricDataQueries?.map((q) => [q.MetricStat?.Metric?.MetricName, q.MetricStat?.Metric?.Dimensions, q.MetricStat?.Period])).toEqual([
      [
        'BucketSizeBytes',
        [
          { Name: 'BucketName', Value: 'skpi-uploads' },
          { Name: 'StorageType', Value: 'StandardStorage' },
        ],
        86400,
      ],
      [
        'BucketSizeBytes',
        [
          { Name: 'BucketName', Value: 'skpi-documents' },
          { Name: 'StorageType', Value: 'StandardStorage' },
        ],
        86400,
      ],
    ]);
  });

  it("sums each bucket's latest datapoint; measured at the older of the two", async () => {
    cw.on(GetMetricDataCommand).resolves({
      MetricDataResults: [
        { Id: 'b0t0', Values: [1000, 900], Timestamps: [new Date('2026-11-19T00:00:00Z'), new Date('2026-11-18T00:00:00Z')] },
        { Id: 'b1t0', Values: [250], Timestamps: [new Date('2026-11-18T00:00:00Z')] },
      ],
    });
    expect(await metricBytes(['a', 'b'], NOW)).toEqual({ bytes: 1250, at: '2026-11-18T00:00:00.000Z' });
  });

  it('a bucket without a datapoint (new, or empty) holds 0; none at all: 0 measured now', async () => {
    cw.on(GetMetricDataCommand).resolves({
      MetricDataResults: [
        { Id: 'b0t0', Values: [], Timestamps: [] },
        { Id: 'b1t0', Values: [42], Timestamps: [new Date('2026-11-19T00:00:00Z')] },
      ],
    });
    expect(await metricBytes(['a', 'b'], NOW)).toEqual({ bytes: 42, at: '2026-11-19T00:00:00.000Z' });
    cw.on(GetMetricDataCommand).resolves({ MetricDataResults: [] });
    expect(await metricBytes(['a', 'b'], NOW)).toEqual({ bytes: 0, at: new Date(NOW).toISOString() });
  });
});

describe('formatGb', () => {
  it.each([
    [0, '0 GB'],
    [50 * BYTES_PER_GB, '50 GB'],
    [12.34 * BYTES_PER_GB, '12,3 GB'],
    [0.06 * BYTES_PER_GB, '0,1 GB'],
    [1536 * BYTES_PER_GB, '1.536 GB'],
    // something stored never reads '0 GB'
    [0.04 * BYTES_PER_GB, '40 MB'],
    [4.2 * 1000 ** 2, '4,2 MB'],
    [300 * 1000, '300 KB'],
    [10, '10 B'],
  ])('%d bytes: %s', (bytes, text) => {
    expect(formatGb(bytes)).toBe(text);
  });
});

describe('formatSize', () => {
  it.each([
    [UPLOAD_MAX_BYTES, '2 MB'],
    [1_500_000_000, '1,5 GB'],
    [2_048_000, '2 MB'],
    [2_100_000, '2,1 MB'],
    [300_000, '300 KB'],
    [10, '10 B'],
    [0, '0 B'],
  ])('%d bytes: %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('writes the upload limit the way every form says it', () => {
    expect(UPLOAD_LIMIT).toBe('2 MB');
    expect(UPLOAD_LIMIT).toBe(formatSize(UPLOAD_MAX_BYTES));
  });
});
