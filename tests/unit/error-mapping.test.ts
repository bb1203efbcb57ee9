/**
 * The one mapping from domain errors to HTTP answers (functions/lib/errors.ts): each kind answers
 * its status with the `{ message }` shape, and anything else answers a bare 500 that shows no
 * internals; a service that did not answer (a connection refused or broken, a time-out, throttling,
 * a 5xx of the service) answers 503 with the Indonesian message and a Retry-After.
 */

import { DynamoDBClient, ProvisionedThroughputExceededException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  Conflict,
  type DomainError,
  Forbidden,
  Invalid,
  invalidField,
  NotFound,
  RateLimited,
  Refused,
  TooLarge,
  Unauthenticated,
} from '@functions/lib/domain-errors';
import { AUTH_MSG, MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';

process.env.LOG_LEVEL = 'SILENT';
const { errorAnswer, isServiceUnavailable } = await import('@functions/lib/errors');

describe('errorAnswer', () => {
  const cases: [DomainError, number, unknown][] = [
    [new Refused(AUTH_MSG.activationInvalid), 400, AUTH_MSG.activationInvalid],
    [new Unauthenticated(MSG.wrongCredentials), 401, MSG.wrongCredentials],
    [new Unauthenticated(), 401, MSG.notSignedIn],
    [new Forbidden(), 403, MSG.forbidden],
    [new Forbidden({ nama: [AUTH_MSG.adminOnlyField] }), 403, { nama: [AUTH_MSG.adminOnlyField] }],
    [new NotFound(), 404, MSG.notFound],
    [new NotFound(MSG.prodiNotFound), 404, MSG.prodiNotFound],
    [new Conflict(), 409, MSG.conflict],
    [new Conflict({ email: [AUTH_MSG.emailTaken] }), 409, { email: [AUTH_MSG.emailTaken] }],
    [new TooLarge({ size: [MSG.uploadTooLarge] }), 413, { size: [MSG.uploadTooLarge] }],
    [new Invalid({ nim: [MSG.required] }), 422, { nim: [MSG.required] }],
    [invalidField('email', MSG.required), 422, { email: [MSG.required] }],
    [new RateLimited(), 429, MSG.tooManyRequests],
  ];

  it.each(cases)('%s answers %i with its message', (error, status, message) => {
    expect(errorAnswer(error, 'req')).toEqual({ status, body: { message } });
  });

  it('answers an unknown error with 500 and no internals', () => {
    const answer = errorAnswer(new Error('ConditionalCheckFailed on PK=USER#42 at /var/task/index.js'), 'req');
    expect(answer).toEqual({ status: 500, body: { message: MSG.serverError } });
    expect(JSON.stringify(answer)).not.toContain('USER#42');
  });

  it('answers a thrown non-error with 500', () => {
    expect(errorAnswer('boom', 'req')).toEqual({ status: 500, body: { message: MSG.serverError } });
    expect(errorAnswer(null, 'req')).toEqual({ status: 500, body: { message: MSG.serverError } });
  });

  it("keeps middy's own 4xx answers", () => {
    expect(errorAnswer(Object.assign(new Error('Route does not exist'), { statusCode: 404 }), 'req')).toEqual({
      status: 404,
      body: { message: MSG.routeNotFound },
    });
    expect(errorAnswer(Object.assign(new Error('bad json'), { statusCode: 422 }), 'req')).toEqual({
      status: 422,
      body: { message: MSG.invalidJson },
    });
  });
});

describe('a service that did not answer', () => {
  const unavailable = { status: 503, body: { message: MSG.serviceUnavailable }, headers: { 'retry-after': '5' } };
  const named = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`${name} at /var/task/index.js`), { name, ...extra });

  it('answers a refused connection of the real DynamoDB client with 503 and no internals', async () => {
    const client = new DynamoDBClient({
      endpoint: 'http://127.0.0.1:9',
      region: 'ap-southeast-3',
      maxAttempts: 1,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const err = await client.send(new (await import('@aws-sdk/client-dynamodb')).ListTablesCommand({})).catch((e: unknown) => e);
    client.destroy();
    const answer = errorAnswer(err, 'req');
    expect(answer).toEqual(unavailable);
    expect(JSON.stringify(answer)).not.toContain('127.0.0.1');
  });

  it.each([
    ['a refused connection', named('Error', { code: 'ECONNREFUSED' })],
    ['a reset connection', named('Error', { code: 'ECONNRESET' })],
    ['a connection error as the cause', Object.assign(new TypeError('fetch failed'), { cause: named('Error', { code: 'ECONNREFUSED' }) })],
    ['a connection error inside an AggregateError', new AggregateError([named('Error', { code: 'ECONNREFUSED' })], 'connect')],
    ['the SDK time-out', named('TimeoutError')],
    ['DynamoDB throttling', new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: { httpStatusCode: 400 } })],
    ['S3 SlowDown', named('SlowDown', { $fault: 'server', $metadata: { httpStatusCode: 503 } })],
    ['SES throttling', named('TooManyRequestsException', { $fault: 'client', $metadata: { httpStatusCode: 429 } })],
    ['a service 5xx', named('UnknownError', { $fault: 'server', $metadata: { httpStatusCode: 502 } })],
    [
      'a transaction cancelled for throttling only',
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: { httpStatusCode: 400 },
        CancellationReasons: [{ Code: 'ThrottlingError' }, { Code: 'None' }],
      }),
    ],
  ])('answers %s with 503', (_what, err) => {
    expect(errorAnswer(err, 'req')).toEqual(unavailable);
  });

  it('keeps 500 for what is not an outage: a failed condition, a missing object, a programming error', () => {
    const conditional = new TransactionCanceledException({
      message: 'cancelled',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'ThrottlingError' }],
    });
    for (const err of [conditional, named('NoSuchKey', { $fault: 'client', $metadata: { httpStatusCode: 404 } }), new TypeError('x is undefined')]) {
      expect(isServiceUnavailable(err)).toBe(false);
      expect(errorAnswer(err, 'req').status).toBe(500);
    }
  });
});
