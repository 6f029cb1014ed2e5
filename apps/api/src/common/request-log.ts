import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A client's X-Request-Id is kept when it is one token of at most 128 safe characters (so that
 * it cannot forge a log line or a header); otherwise the server makes one (a UUID).
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export interface RequestLogLine {
  time: string;
  level: 'info' | 'warn' | 'error';
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  bytes: number | null;
  ip: string | null;
  /** The client went away before the answer was sent. */
  aborted?: true;
}

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The request id (echoed in X-Request-Id) and one JSON line per request on `write` once it is
 * answered (or abandoned): the path without its query, which may hold search text.
 */
export function requestLog(write: ((line: string) => void) | null) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    res.setHeader('X-Request-Id', requestId);
    if (write !== null) {
      let logged = false;
      const log = (aborted: boolean): void => {
        if (logged) return;
        logged = true;
        const status = res.statusCode;
        const length = res.getHeader('content-length');
        const line: RequestLogLine = {
          time: new Date().toISOString(),
          level: status >= 500 ? 'error' : aborted || status === 429 ? 'warn' : 'info',
          requestId,
          method: req.method,
          path: (req.originalUrl ?? req.url).split('?')[0],
          status,
          durationMs: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
          bytes: length === undefined ? null : Number(length),
          ip: req.ip ?? null,
          ...(aborted ? { aborted: true as const } : {}),
        };
        write(`${JSON.stringify(line)}\n`);
      };
      res.on('finish', () => log(false));
      res.on('close', () => log(!res.writableFinished));
    }
    next();
  };
}
