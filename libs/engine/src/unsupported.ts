/**
 * Raised when the game reaches something the engine does not implement yet. It is neither a
 * bug nor an illegal action: the API answers 422 with this code rather than a guessed ruling.
 */
export class Unsupported extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}
