import { Language, Message, render } from './trace/message';

/** Why an action is illegal: a stable code for clients, the rule that forbids it, and a message of the catalog. */
export interface Violation {
  code: string;
  rule: string;
  message: Message;
}

/** A violation as the answer gives it: the message rendered in the requested language. */
export interface RenderedViolation {
  code: string;
  rule: string;
  message: string;
}

export function renderViolation(v: Violation, language: Language): RenderedViolation {
  return { code: v.code, rule: v.rule, message: render(v.message, language) };
}
