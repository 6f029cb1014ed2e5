/**
 * Why a board could not be read. `shape` errors are a malformed document (HTTP 400);
 * `rule` errors are a well-formed board the rules cannot hold, with the rule it breaks (422).
 */
export interface SetupError {
  kind: 'shape' | 'rule';
  code: string;
  path: string;
  message: string;
  rule?: string;
}
