/** RFC 9457 problem details, the one error shape of the API. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** 400: every bad field, by its path in the body. */
  errors?: { field: string; message: string }[];
  /** 422: the rule the board or action breaks, and what broke it. */
  violations?: { code: string; rule: string; message: string; path?: string }[];
  [extra: string]: unknown;
}

/** A client error the API answers with problem details (never a 500). */
export class ProblemError extends Error {
  constructor(readonly problem: ProblemDetails) {
    super(problem.detail);
  }
}

export function problem(status: number, title: string, detail: string, extra: Partial<ProblemDetails> = {}): ProblemError {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  return new ProblemError({ type: `/problems/${slug}`, title, status, detail, ...extra });
}
