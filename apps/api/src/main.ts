import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './common/config';
import { configureApp } from './configure-app';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger =
    config.logLevel === 'silent'
      ? false
      : (['error', 'warn', 'log', 'debug'] as const).slice(0, ['error', 'warn', 'log', 'debug'].indexOf(config.logLevel) + 1);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: logger === false ? false : [...logger],
    bodyParser: false,
  });
  configureApp(app);
  // SIGTERM/SIGINT: Nest closes the HTTP server (no new connections; in-flight requests finish),
  // then the engine pool and the database (their onApplicationShutdown hooks), then exits.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  if (config.host === null) await app.listen(config.port);
  else await app.listen(config.port, config.host);
  Logger.log(`Listening on ${config.host ?? 'every interface'}, port ${config.port}; docs at /docs`, 'Bootstrap');
}

void bootstrap();
