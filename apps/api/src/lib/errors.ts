/**
 * An expected failure with the HTTP status and the message the visitor or customer sees
 * (spec §8). A text from the contract's message table is sent in the request's language by the
 * error handler; a text with values filled in is written by the service in `view.lang`
 * (`messagesFor`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent as `Retry-After` (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not Found') => new AppError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
/** A 409 about one field (a code already taken): its message is also that field's error. */
export const fieldConflict = (field: string, message: string) =>
  new AppError(409, message, { [field]: message });
