/**
 * The one mapping from domain errors to HTTP answers (functions/lib/errors.ts): each kind answers
 * its status with the `{ message }` shape, and anything else answers a bare 500 that shows no
 * internals.
 */
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
const { errorAnswer } = await import('@functions/lib/errors');

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
