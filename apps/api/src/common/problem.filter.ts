import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { languageOf, localizeProblem } from './language';
import type { Response } from 'express';
import { msg } from '@app/engine';
import { problem, ProblemDetails, ProblemError } from './problem';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Body-parser errors (bad JSON, body too large) as the client's problems. Registered as an error
 * middleware right after the parser: past it, Nest turns a JSON SyntaxError into a bare 400.
 */
export function bodyParserProblem(error: unknown): unknown {
  const bodyError = error as BodyParserError | undefined;
  if (!bodyError || typeof bodyError.status !== 'number' || !bodyError.expose) return error;
  if (bodyError.type === 'entity.too.large') {
    return problem(413, 'body too large', msg('problem.bodyTooLarge'));
  }
  if (bodyError.type === 'entity.parse.failed') {
    const position = /at position (\d+)/.exec(bodyError.message ?? '')?.[1];
    return problem(
      400,
      'malformed JSON',
      position ? msg('problem.malformedJsonAt', { position: +position }) : msg('problem.malformedJson'),
      {
        errors: [{ field: '', message: msg('problem.notJson') }],
      },
    );
  }
  return problem(bodyError.status, 'bad request', bodyError.message ?? 'bad request', { type: `/problems/http-${bodyError.status}` });
}

/**
 * Every error leaves as application/problem+json. Client mistakes are 4xx with what was wrong;
 * anything else is a bug of ours: 500, logged, with no internals in the body.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const language = languageOf(res);
    const body = localizeProblem(this.toProblem(exception), language);
    res.setHeader('Content-Language', language);
    res.status(body.status).type('application/problem+json').send(JSON.stringify(body));
  }

  private toProblem(exception: unknown): ProblemDetails {
    if (exception instanceof ProblemError) return exception.problem;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : Array.isArray((response as { message?: unknown }).message)
            ? (response as { message: string[] }).message.join('; ')
            : String((response as { message?: unknown }).message ?? exception.message);
      return {
        type: `/problems/http-${status}`,
        title: HttpStatus[status]?.replace(/_/g, ' ').toLowerCase() ?? 'error',
        status,
        detail: message,
      };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { type: '/problems/internal', title: 'internal error', status: 500, detail: msg('problem.internal') };
  }
}
