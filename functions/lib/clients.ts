/**
 * AWS SDK clients, created once per container (outside the handlers). Locally they point at the
 * stand-ins (DynamoDB Local, s3rver, aws-ses-v2-local) through the *_ENDPOINT variables. Each is
 * `traced` (an X-Ray subsegment per call in Lambda, nothing locally).
 * The SES client lives in mail.ts, its only user, so a bundle that sends no mail carries no SES SDK.
 * Every DynamoDB call passes the audit log's guard (audit-guard.ts).
 */
import { CloudWatchClient } from '@aws-sdk/client-cloudwatch';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AuditWriteRefused, auditWriteProblem } from './audit-guard';
import { env } from './env';
import { traced } from './observability';

export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export const ddb = lazy(() => {
  const endpoint = env.dynamodbEndpoint;
  const client = traced(
    new DynamoDBClient({
      region: env.region,
      ...(endpoint ? { endpoint, credentials: localCredentials } : {}),
    }),
  );
  // the audit log is append-only: a write that could change or delete an entry is never sent
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const problem = auditWriteProblem(context.commandName, args.input as Record<string, unknown>);
      if (problem) throw new AuditWriteRefused(`refused: ${problem}`);
      return next(args);
    },
    { step: 'initialize', name: 'auditAppendOnly', priority: 'low' },
  );
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
});

/** Marked pure, as cloudwatch below: a bundle that never calls s3() carries no S3 client (about 100 KB). */
export const s3 = /* @__PURE__ */ lazy(() => {
  const endpoint = env.s3Endpoint;
  return traced(
    new S3Client({
      region: env.region,
      ...(endpoint ? { endpoint, forcePathStyle: true, credentials: localCredentials } : {}),
    }),
  );
});

/** CloudWatch (the buckets' daily size metric of the dashboard's storage card); AWS only, never called locally. */
export const cloudwatch = /* @__PURE__ */ lazy(() => traced(new CloudWatchClient({ region: env.region })));
