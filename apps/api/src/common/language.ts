import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Language, negotiateLanguage } from '@app/engine';
import type { ProblemDetails } from './problem';

/**
 * Accept-Language (CONTRACT §languages): `fr` or `en` chooses the language of the trace texts, the
 * violation messages and the problem titles; English when absent or when no acceptable language is
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

/** The French titles of the problem types (by slug: /problems/<slug>); the English ones are in problem-types.ts. */
const FRENCH_TITLES: Record<string, string> = {
  'invalid-request': 'requête invalide',
  'malformed-json': 'JSON mal formé',
  'missing-api-key': 'clé d’API manquante',
  'wrong-api-key': 'clé d’API erronée',
  'writes-disabled': 'écritures désactivées',
  'rule-not-found': 'règle introuvable',
  'card-not-found': 'carte introuvable',
  'ruling-not-found': 'décision introuvable',
  'method-not-allowed': 'méthode non autorisée',
  'body-too-large': 'corps trop volumineux',
  'unsupported-media-type': 'type de média non pris en charge',
  'impossible-board': 'plateau impossible',
  unsupported: 'non pris en charge',
  'too-many-requests': 'trop de requêtes',
  internal: 'erreur interne',
  'time-budget-exceeded': 'budget de temps dépassé',
  'shutting-down': 'arrêt en cours',
  'not-ready': 'pas prêt',
};
const FRENCH_DETAILS: Record<string, string> = {
  'An internal error occurred; it has been logged.': 'Une erreur interne s’est produite ; elle a été journalisée.',
};

/** A problem in the requested language: its title (and fixed details); `type`, `status` and codes never change. */
export function localizeProblem(problem: ProblemDetails, language: Language): ProblemDetails {
  if (language === 'en') return problem;
  const slug = problem.type.replace(/^\/problems\//, '');
  return {
    ...problem,
    title: FRENCH_TITLES[slug] ?? problem.title,
    detail: FRENCH_DETAILS[problem.detail] ?? problem.detail,
  };
}
