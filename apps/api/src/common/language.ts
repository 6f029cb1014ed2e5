import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CATALOGS, Language, MessageKey, msg, negotiateLanguage, render } from '@app/engine';
import type { ProblemDetails, ProblemText } from './problem';

/**
 * Accept-Language (CONTRACT §languages): `fr` or `en` chooses the language of the trace texts, the
 * violation messages and the problem titles and details; English when absent or when no acceptable language is
 * supported (the contract's texts were English before: existing clients see the same bytes).
 * Every answer varies with the header; the answers whose texts depend on it say which language
 * was used (Content-Language).
 */
export function languageNegotiation(req: Request, res: Response, next: NextFunction): void {
  res.locals.language = negotiateLanguage(req.headers['accept-language']);
  res.vary('Accept-Language');
  next();
}

export function languageOf(res: Response): Language {
  return (res.locals?.language as Language | undefined) ?? 'en';
}

/** The negotiated language, for a handler whose answer is rendered in it (sets Content-Language). */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language => {
  const res = ctx.switchToHttp().getResponse<Response>();
  const language = languageOf(res);
  res.setHeader('Content-Language', language);
  return language;
});

/** A problem text in a language: a message of the catalog rendered, a string as it is. */
export function renderText(text: ProblemText, language: Language): string {
  return typeof text === 'string' ? text : render(text, language);
}

/**
 * A problem in the requested language: its title (the catalog's `problem.title.<slug>`), its detail
 * and the messages of its fields and violations rendered; `type`, `status`, codes, fields and rule
 * numbers never change.
 */
export function localizeProblem(problem: ProblemDetails, language: Language): ProblemDetails {
  // By the title's own slug: a /problems/http-404 may be "not found" or "problem type not found".
  const slug = problem.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  const titleKey = `problem.title.${slug}` as MessageKey;
  const out: ProblemDetails = {
    ...problem,
    title: titleKey in CATALOGS.en ? render(msg(titleKey), language) : problem.title,
    detail: renderText(problem.detail, language),
  };
  if (problem.errors) out.errors = problem.errors.map((e) => ({ ...e, message: renderText(e.message, language) }));
  if (problem.violations) out.violations = problem.violations.map((v) => ({ ...v, message: renderText(v.message, language) }));
  return out;
}
