import { MSG } from '@shared/messages';

/** The product specification's server message: a string, a list, or a map of field to messages. */
export type ServerMessage = string | string[] | Record<string, string[]>;

/** An answer other than success, with the product's one error shape `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ServerMessage,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.name = 'HttpError';
  }
}

export const badRequest = (message: ServerMessage) => new HttpError(400, message);
export const unauthorized = (message: string = MSG.notSignedIn) => new HttpError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: ServerMessage = MSG.conflict) => new HttpError(409, message);
export const unprocessable = (message: ServerMessage) => new HttpError(422, message);
export const tooMany = (message: string = MSG.tooManyRequests) => new HttpError(429, message);

/** A field error in the product specification's map form: `{ field: [message] }`. */
export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] });
