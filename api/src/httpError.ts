/** An error whose status and message are meant for the client (the error handler echoes 4xx messages). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
