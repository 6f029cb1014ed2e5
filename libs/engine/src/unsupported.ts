import { Message, render } from './trace/message';

/**
 * Raised when the game reaches something the engine does not implement yet. It is neither a
 * bug nor an illegal action: the API answers 422 with this code rather than a guessed ruling.
 * The text is a message of the catalog (trace/messages/), rendered in the client's language;
 * `message` (Error's) is its English rendering, for logs.
 */
export class Unsupported extends Error {
  constructor(
    readonly code: string,
    readonly text: Message,
    readonly rule?: string,
  ) {
    super(render(text, 'en'));
  }
}
