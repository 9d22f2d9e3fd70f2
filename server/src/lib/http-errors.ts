import type { ErrorBody } from '@lead-manager/contracts/common';

/** An error that becomes a JSON answer `{ message, errors? }` with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorBody['errors'],
    /** Ids the client acts on, beside the message: the existing lead or appointment of a 409. */
    readonly details?: Record<string, number | string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: ErrorBody['errors']) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string, details?: Record<string, number | string>) =>
  new HttpError(409, message, undefined, details);
