/**
 * Tracing and metrics, created once per container beside the logger. In Lambda the Tracer (X-Ray;
 * active tracing is switched on per function in CDK) wraps every AWS SDK client (`traced`), so each
 * DynamoDB, S3, SES, KMS, Lambda, Step Functions and Secrets Manager call is a subsegment. Outside
 * Lambda (the local server, the tests, the scripts) the Tracer is never loaded: loading it creates
 * the X-Ray SDK's context namespace (cls-hooked), whose async hooks track the creation and the
 * destruction of every promise of the process, about a sixth of a local request's CPU, for traces
 * nobody collects there. Services and jobs record
 * metrics with `metrics.addMetric(name, MetricUnit.X, value)`; the area handler (and a job's
 * handler) publishes them as CloudWatch embedded-metric logs at the end of the invocation, and
 * publishes nothing when nothing was recorded.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { env } from './env';

export const SERVICE_NAME = 'skpi';

/** Set by the Lambda runtime (`AWS_Lambda_nodejs24.x`): the Tracer's own test of running in Lambda. */
const IN_LAMBDA = (process.env.AWS_EXECUTION_ENV ?? '') !== '';

const tracer = IN_LAMBDA ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: SERVICE_NAME }) : undefined;

/** An AWS SDK client whose calls are X-Ray subsegments in Lambda; the client itself elsewhere. */
export function traced<Client>(client: Client): Client {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

export const metrics = new Metrics({ namespace: 'Skpi', serviceName: SERVICE_NAME, defaultDimensions: { stage: env.stage } });

export { MetricUnit };

/** Publishes the metrics recorded during this invocation, if any. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
