import type { Application, NextFunction, Request, Response } from 'express';
import { msg } from '@app/engine';
import { problem } from './problem';

/** The media types the JSON body parser reads; any other body is refused before it is parsed. */
export const JSON_TYPES = ['application/json', 'application/*+json'];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * The methods the app's routes answer on this path: empty when no route has the path (a 404,
 * left to Nest). GET routes answer HEAD too (Express does).
 */
export function allowedMethods(app: Application, path: string): string[] {
  const stack = ((app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? []) as RouteLayer[];
  const methods = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || !layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      methods.add(method.toUpperCase());
      if (method === 'get') methods.add('HEAD');
    }
  }
  return [...methods].sort();
}

/**
 * Express middleware, before the body parser: 405 with `Allow` for a method no route of an
 * existing path answers (RFC 9110 §15.5.6), 415 for a body that is not JSON (RFC 9110 §15.5.16)
 * instead of parsing nothing and complaining about the missing fields.
 */
export function httpConventions(app: Application) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const allowed = allowedMethods(app, req.path);
    if (allowed.length === 0) return next();
    if (!allowed.includes(req.method)) {
      res.setHeader('Allow', allowed.join(', '));
      return next(
        problem(
          405,
          'method not allowed',
          msg('problem.methodNotAllowed', { path: req.path, allowed: allowed.join(', '), method: req.method }),
          { allow: allowed },
        ),
      );
    }
    if (hasBody(req) && !req.is(JSON_TYPES)) {
      const sent = req.headers['content-type'];
      return next(problem(415, 'unsupported media type', sent ? msg('problem.notJsonType', { sent }) : msg('problem.noContentType')));
    }
    next();
  };
}

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}
