import type { NextFunction, Request, Response } from 'express';
import { Message, msg } from '@app/engine';
import { invalidRequest } from './problem';

/**
 * Deepest JSON accepted. A board is at most about 6 levels deep (state.battlefield[0].counters.x,
 * actions[0].payment.tap[0]); deeper is no board, and a few thousand levels overflow the stack of
 * the recursive validators (class-transformer) that would otherwise be the first to see it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Keys that name JavaScript internals, not fields: a recursive copy would set an object's
 * prototype from `__proto__` instead of refusing it as an unknown field. No field of the
 * contract is called so, at any depth.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface FieldProblem {
  field: string;
  message: Message;
}

/**
 * What the body or query holds that no validator may be shown: a nesting past MAX_JSON_DEPTH,
 * keys of FORBIDDEN_KEYS. Iterative, so that the check itself cannot overflow the stack.
 */
export function inputProblems(value: unknown, root: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0 && problems.length < 20) {
    const { value: node, path, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      problems.push({ field: path, message: msg('problem.tooDeep', { depth: MAX_JSON_DEPTH }) });
      continue;
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child = path === '' ? key : `${path}.${key}`;
      if (FORBIDDEN_KEYS.has(key)) problems.push({ field: child, message: msg('query.unknown', { field: key }) });
      else stack.push({ value: (node as Record<string, unknown>)[key], path: child, depth: depth + 1 });
    }
  }
  return problems;
}

/** Express middleware, after the body parser and before any route: a 400 naming each bad path. */
export function inputLimits(req: Request, _res: Response, next: NextFunction): void {
  const found = [...inputProblems(req.body, ''), ...inputProblems(req.query, '')];
  if (found.length === 0) return next();
  next(invalidRequest(found));
}
