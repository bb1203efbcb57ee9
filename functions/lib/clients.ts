/**
 * AWS SDK clients, created once per container (outside the handlers). Locally they point at the
 * stand-ins (DynamoDB Local, s3rver, aws-ses-v2-local) through the *_ENDPOINT variables.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export const ddb = lazy(() => {
  const endpoint = env.dynamodbEndpoint;
  const client = new DynamoDBClient({
    region: env.region,
    ...(endpoint ? { endpoint, credentials: localCredentials } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
});

export const s3 = lazy(() => {
  const endpoint = env.s3Endpoint;
  return new S3Client({
    region: env.region,
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: localCredentials } : {}),
  });
});

export const ses = lazy(() => {
  const endpoint = env.sesEndpoint;
  return new SESv2Client({
    region: env.region,
    ...(endpoint ? { endpoint, credentials: localCredentials } : {}),
  });
});
