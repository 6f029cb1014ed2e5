import { joined, Message, msg } from '@app/engine';

/**
 * A text of a problem: a message of the catalog (rendered in the negotiated language when the
 * problem is sent, ProblemFilter), or a string that is already what the client reads.
 */
export type ProblemText = string | Message;

/** RFC 9457 problem details, the one error shape of the API (as built; ProblemFilter renders its texts). */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: ProblemText;
  /** 400: every bad field, by its path in the body. */
  errors?: { field: string; message: ProblemText; [extra: string]: unknown }[];
  /** 422: the rule the board or action breaks, and what broke it. */
  violations?: { code: string; rule: string; message: ProblemText; path?: string }[];
  [extra: string]: unknown;
}

/** A client error the API answers with problem details (never a 500). */
export class ProblemError extends Error {
  constructor(readonly problem: ProblemDetails) {
    super(typeof problem.detail === 'string' ? problem.detail : problem.detail.key);
  }
}

export function problem(status: number, title: string, detail: ProblemText, extra: Partial<ProblemDetails> = {}): ProblemError {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  return new ProblemError({ type: `/problems/${slug}`, title, status, detail, ...extra });
}

/** The detail of a 400: how many fields are wrong, and which ("2 invalid field(s): limit, offset"). */
export function invalidFieldsDetail(fields: readonly string[]): Message {
  return msg('problem.invalidFields', { count: fields.length, fields: joined(fields, ', ') });
}

/** A 400 naming every bad field once. */
export function invalidRequest(errors: { field: string; message: ProblemText }[]): ProblemError {
  return problem(400, 'invalid request', invalidFieldsDetail(errors.map((e) => e.field)), { errors });
}
