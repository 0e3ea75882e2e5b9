/** An expected failure with the HTTP status and the message the shopper sees (spec §8). */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not Found') => new AppError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
