import { INestApplication, VersioningType } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from './common/config';
import { bodyParserProblem } from './common/problem.filter';
import { toOpenApi31 } from './common/openapi';
import { declareProblemResponses } from './common/problem.openapi';
import { API_KEY_HEADER, API_KEY_SCHEME } from './rulings/rulings-write.guard';

/** Everything main.ts and the e2e tests share: versioning, body limit, Swagger. */
export function configureApp(app: NestExpressApplication): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useBodyParser('json', { limit: config.bodyLimitBytes, type: ['application/json', 'application/*+json'] });
  app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => next(bodyParserProblem(error)));
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
    .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'The API key of the server (RULINGS_API_KEY), for writes to /v1/rulings.' }, API_KEY_SCHEME)
    .build();
  return toOpenApi31(declareProblemResponses(SwaggerModule.createDocument(app, options)));
}
