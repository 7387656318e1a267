import { type Message, type Values } from './messages/message';
import { say } from './messages/say';

/**
 * An error whose status and message are meant for the client (the error handler echoes 4xx messages).
 * `text` is English; a part that varies is a `{{name}}` given in `values` (docs/architecture.md,
 * Languages), so the reader gets the message in their language.
 */
export class HttpError extends Error {
  /** What the error says to the reader: `message` is its English. */
  readonly said: Message;

  constructor(
    readonly statusCode: number,
    text: string,
    values?: Values,
  ) {
    const said = { text, values };
    super(say(said, 'en'));
    this.name = 'HttpError';
    this.said = said;
  }
}
