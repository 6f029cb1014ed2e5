import type { Message } from '../trace/message';

/**
 * Why a board could not be read. `shape` errors are a malformed document (HTTP 400);
 * `rule` errors are a well-formed board the rules cannot hold, with the rule it breaks (422).
 */
export interface SetupError {
  kind: 'shape' | 'rule';
  code: string;
  path: string;
  /** A message of the catalog, rendered in the client's language (trace/message.ts). */
  message: Message;
  rule?: string;
}
