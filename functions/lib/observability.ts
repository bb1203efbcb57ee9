/**
 * Tracing and metrics, created once per container beside the logger. The Tracer (X-Ray; active
 * tracing is switched on per function in CDK) wraps every AWS SDK client of clients.ts, so each
 * DynamoDB, S3 and SES call is a subsegment; it is a no-op outside Lambda. Services and jobs record
 * metrics with `metrics.addMetric(name, MetricUnit.X, value)`; the area handler (and a job's
 * handler) publishes them as CloudWatch embedded-metric logs at the end of the invocation, and
 * publishes nothing when nothing was recorded.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { env } from './env';

export const SERVICE_NAME = 'skpi';

export const tracer = new Tracer({ serviceName: SERVICE_NAME });

export const metrics = new Metrics({ namespace: 'Skpi', serviceName: SERVICE_NAME, defaultDimensions: { stage: env.stage } });

export { MetricUnit };

/** Publishes the metrics recorded during this invocation, if any. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
