/** Why an action is illegal: a stable code for clients, the rule that forbids it, and a sentence. */
export interface Violation {
  code: string;
  rule: string;
  message: string;
}
