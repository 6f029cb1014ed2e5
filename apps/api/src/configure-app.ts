import { INestApplication, VersioningType } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from './common/config';

/** Everything main.ts and the e2e tests share: versioning, body limit, Swagger. */
export function configureApp(app: NestExpressApplication): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useBodyParser('json', { limit: config.bodyLimitBytes, type: ['application/json', 'application/*+json'] });
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
    .build();
  return SwaggerModule.createDocument(app, options);
}
