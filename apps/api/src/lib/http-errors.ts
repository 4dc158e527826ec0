/** Errors that carry an HTTP status and a message safe to show to the client. */
export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** What the client can act on beside the message, e.g. 'reauth-required' (sent as `code`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Too many attempts; `retryAfterSeconds` says when to come back (Retry-After). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => new HttpError(429, message, undefined, retryAfterSeconds);
/** The shop is overloaded for a moment: the client may try again shortly (Retry-After is set). */
export const serviceUnavailable = (message = 'The shop is very busy right now. Please try again in a moment.') =>
  new HttpError(503, message);
