/**
 * What the environment's two buckets (uploads, documents) hold, for the dashboard's storage card
 * (`/api/system/storage`). In AWS: S3's daily storage metric in CloudWatch (AWS/S3 BucketSizeBytes,
 * StorageType StandardStorage: the lifecycle rules of infra/constructs/storage.ts move nothing to
 * another storage class; noncurrent versions are included), the latest datapoint of the last three
 * days per bucket, so the card lags up to a day (docs/operations.md). Locally (the S3 stand-in,
 * env.s3Endpoint set): the sizes of a listing, kept for env.storageMeasureSeconds as the metric is
 * kept for a day (functions/lib/kept.ts, stale: the last figure answers at once while a new listing
 * runs). A listing grows with the buckets (1.5 s at 20,000 students after two programs' printing),
 * and a dashboard's load must not wait for it.
 */
import { GetMetricDataCommand, type MetricDataQuery } from '@aws-sdk/client-cloudwatch';
import { ListObjectsV2Command, type ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import { cloudwatch, s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import { type Kept, keptFor } from '@functions/lib/kept';

const DAY_MS = 24 * 60 * 60 * 1000;
/** S3 publishes BucketSizeBytes once a day; three days find the latest even when one is late. */
const LOOKBACK_DAYS = 3;
/** The storage classes the buckets' objects live in (no lifecycle transition: only Standard). */
const STORAGE_TYPES = ['StandardStorage'] as const;

export interface BucketUsage {
  bytes: number;
  /** When the size was measured (ISO). */
  at: string;
}

const buckets = () => [env.uploadsBucket, env.documentsBucket];

/** The local stand-in: the sum of every object's size, listed page by page. */
async function listedBytes(bucket: string): Promise<number> {
  let total = 0;
  let token: string | undefined;
  do {
    const page: ListObjectsV2CommandOutput = await s3().send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? []) total += o.Size ?? 0;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return total;
}

/** AWS: the latest daily BucketSizeBytes of each bucket and storage type, summed; measured at the oldest of the latest datapoints. */
export async function metricBytes(names: readonly string[], now = Date.now()): Promise<BucketUsage> {
  const queries: MetricDataQuery[] = names.flatMap((bucket, b) =>
    STORAGE_TYPES.map((type, t) => ({
      Id: `b${b}t${t}`,
      MetricStat: {
        Metric: {
          Namespace: 'AWS/S3',
          MetricName: 'BucketSizeBytes',
          Dimensions: [
            { Name: 'BucketName', Value: bucket },
            { Name: 'StorageType', Value: type },
          ],
        },
        Period: 86400,
        Stat: 'Average',
      },
      ReturnData: true,
    })),
  );
  const out = await cloudwatch().send(
    new GetMetricDataCommand({
      MetricDataQueries: queries,
      StartTime: new Date(now - LOOKBACK_DAYS * DAY_MS),
      EndTime: new Date(now),
      ScanBy: 'TimestampDescending',
    }),
  );
  let bytes = 0;
  let at: number | undefined;
  for (const result of out.MetricDataResults ?? []) {
    // TimestampDescending: the first value is the latest; a bucket without a datapoint (empty, or new) holds 0
    const value = result.Values?.[0];
    const time = result.Timestamps?.[0];
    if (value === undefined || time === undefined) continue;
    bytes += value;
    const t = new Date(time).getTime();
    at = at === undefined ? t : Math.min(at, t);
  }
  return { bytes, at: new Date(at ?? now).toISOString() };
}

async function listedUsage(): Promise<BucketUsage> {
  const at = new Date().toISOString();
  const sizes = await Promise.all(buckets().map(listedBytes));
  return { bytes: sizes.reduce((a, b) => a + b, 0), at };
}

let listed: Kept<'buckets', BucketUsage> | undefined;

export const storageUsage = {
  /** Bytes both buckets hold and when that was measured. */
  async measure(): Promise<BucketUsage> {
    if (env.s3Endpoint) {
      listed ??= keptFor(listedUsage, { periodMs: env.storageMeasureSeconds * 1000, stale: true });
      return (await listed.get('buckets')).value;
    }
    return metricBytes(buckets());
  },
};
