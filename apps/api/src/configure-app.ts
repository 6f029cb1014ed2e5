import { INestApplication, VersioningType } from '@nestjs/common';
import { languageNegotiation } from './common/language';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { APP_CONFIG, AppConfig } from './common/config';
import { httpConventions, JSON_TYPES } from './common/http-conventions';
import { inputLimits } from './common/input-limits';
import { bodyParserProblem } from './common/problem.filter';
import { toOpenApi31 } from './common/openapi';
import { declareProblemResponses } from './common/problem.openapi';
import { requestLog, RequestLogLine } from './common/request-log';
import { API_KEY_HEADER, API_KEY_SCHEME } from './rulings/rulings-write.guard';

/**
 * Everything main.ts and the e2e tests share, in the order a request meets it: its id and log
 * line, security headers, CORS, 405/415, the body parser, the input limits; then versioning and Swagger.
 */
export function configureApp(app: NestExpressApplication, options: { log?: (line: string) => void } = {}): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logWriter(config, options.log ?? ((line) => process.stdout.write(line)))));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Swagger UI (/docs) is served from here; it draws its icons as data: images and styles itself inline.
          'img-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Served over plain HTTP too (a port on a LAN, behind a TLS proxy or not): upgrading its own scripts to https would break /docs.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // No CORS_ORIGINS: no CORS headers at all, so a browser lets only pages of this origin read answers.
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', 'x-api-key', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after', 'location', 'etag', 'allow'],
      maxAge: 600,
    });
  }
  app.use(languageNegotiation);
  app.use(httpConventions(app.getHttpAdapter().getInstance()));
  app.useBodyParser('json', { limit: config.bodyLimitBytes, type: JSON_TYPES });
  app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => next(bodyParserProblem(error)));
  app.use(inputLimits);
  app.enableVersioning({ type: VersioningType.URI, defaultVersion: '1' });
  app.disable('x-powered-by');
  const document = buildOpenApi(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json' });
  return document;
}

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('MTG rules adjudicator')
    .setDescription(
      'Takes a Magic: The Gathering board and a proposed action; answers with the verdict, the resulting board, ' +
        'and a trace citing the comprehensive rules step by step.',
    )
    .setVersion('1')
    .addServer('/', 'This server')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: API_KEY_HEADER,
        description: 'The API key of the server (RULINGS_API_KEY), for writes to /v1/rulings.',
      },
      API_KEY_SCHEME,
    )
    .build();
  return toOpenApi31(declareProblemResponses(SwaggerModule.createDocument(app, options)));
}

/** Access lines at LOG_LEVEL log or debug; at warn or error only the lines of that level or worse. */
function logWriter(config: AppConfig, write: (line: string) => void): ((line: string) => void) | null {
  if (config.logLevel === 'silent') return null;
  if (config.logLevel === 'log' || config.logLevel === 'debug') return write;
  const keep: RequestLogLine['level'][] = config.logLevel === 'warn' ? ['warn', 'error'] : ['error'];
  return (line) => {
    if (keep.includes((JSON.parse(line) as RequestLogLine).level)) write(line);
  };
}
