/**
 * What the rules answer when they say no. Services, repos and the runtime helpers they call throw
 * these; they know nothing of HTTP. The entry layer (`errors.ts`, used by the middy stack) turns
 * each kind into its status code and the product's one error shape `{ message }`, once.
 */
import { GENERAL_MSG } from '@shared/messages/common';

/** The `message` of every answer, as the web app and scripts read it: a string, a list, or a map of field to messages. */
export type ServerMessage = string | string[] | Record<string, string[]>;

/** A refusal's text: as it is, or built where it is read (DomainError). */
export type Body = ServerMessage | (() => ServerMessage);

export type DomainErrorKind = 'refused' | 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'rate-limited';

/**
 * A refusal of a rule, carrying the exact text (or field map) the caller is shown. Given a
 * function, the text is built where it is read, in the language in force there: a refusal that
 * ends a job is then kept in both languages (functions/domain/jobs/text.ts).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly #body: Body;

  constructor(body: Body) {
    super();
    this.#body = body;
    Object.defineProperty(this, 'message', {
      get: () => (typeof this.body === 'string' ? this.body : JSON.stringify(this.body)),
      enumerable: false,
      configurable: true,
    });
    this.name = new.target.name;
  }

  get body(): ServerMessage {
    return typeof this.#body === 'function' ? this.#body() : this.#body;
  }
}

/** A rule refuses the request as asked (a used link, a second change at once, a wrong state). */
export class Refused extends DomainError {
  readonly kind = 'refused';
}

/** The input breaks a rule of its content, usually as a field map `{ field: [message] }`. */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** The caller's identity is not established: wrong credentials, an expired pending sign-in or ticket. */
export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message: Body = () => GENERAL_MSG.notSignedIn) {
    super(message);
  }
}

/** The caller may not do this (scope, ownership, role, an inactive account). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message: Body = () => GENERAL_MSG.forbidden) {
    super(message);
  }
}

export class NotFound extends DomainError {
  readonly kind = 'not-found';
  constructor(message: Body = () => GENERAL_MSG.notFound) {
    super(message);
  }
}

/** The state moved under the caller (a stale version, a taken value, a locked item). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
  constructor(message: Body = () => GENERAL_MSG.conflict) {
    super(message);
  }
}

/**
 * A repository's refusal of a conditional write (nothing was written): which of its conditions
 * failed, `reason` ('stale': the record changed or went away since it was read; a repository names
 * its others). Unanswered it is the general 409; a service with its own words for a reason answers
 * them (`refusing`, admin-write.ts, or a catch of its own).
 */
export class WriteRefused<R extends string = string> extends Conflict {
  constructor(
    readonly reason: R,
    message: Body = () => GENERAL_MSG.conflict,
  ) {
    super(message);
  }
}

/** A file or a list past its size limit. */
export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}

/** Too many attempts within a window; `retryAfterSeconds`: until the window ends (the Retry-After header). */
export class RateLimited extends DomainError {
  readonly kind = 'rate-limited';
  constructor(
    message: Body = () => GENERAL_MSG.tooManyRequests,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A field error in the map form callers read: `{ field: [message] }`. */
export const invalidField = (field: string, message: string) => new Invalid({ [field]: [message] });

/**
 * A repository write whose refusals the service words itself: a WriteRefused whose reason
 * `answers` names becomes that answer's error (a function: it may read why first); any other
 * error passes as it is (an unnamed reason: the general 409).
 */
export async function refusing<T, R extends string = string>(
  write: Promise<T>,
  answers: Partial<Record<R, () => DomainError | Promise<DomainError>>>,
): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const answer = err instanceof WriteRefused ? answers[err.reason as R] : undefined;
    throw answer ? await answer() : err;
  }
}

/**
 * A write whose refusal is an answer of the flow, not an error (a pin spent by another tab, a
 * chunk counted already, a number taken meanwhile: the caller goes on another way): a
 * WriteRefused becomes `value`; any other error passes as it is.
 */
export async function orWhenRefused<T, U>(write: Promise<T>, value: U): Promise<T | U> {
  try {
    return await write;
  } catch (err) {
    if (err instanceof WriteRefused) return value;
    throw err;
  }
}

/** Whether a write happened: false when it was refused (a WriteRefused), any other error thrown as it is. */
export const wrote = (write: Promise<unknown>): Promise<boolean> =>
  orWhenRefused(
    write.then(() => true),
    false,
  );
