import * as path from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { OpenAPIObject } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { dump } from 'js-yaml';
import { AppModule } from '../../apps/api/src/app.module';
import { buildOpenApi, configureApp } from '../../apps/api/src/configure-app';
import { freshPostgresUrl } from './postgres';

/** The committed OpenAPI document, at the top of the repository. */
export const OPENAPI_FILE = path.resolve(__dirname, '../../openapi.yaml');

/**
 * The app as production builds it (same module, pipe, filter, body parser, Swagger), on an
 * empty database (in-memory SQLite; under `npm run test:pg` a new PostgreSQL database) and
 * without logs. Used by the e2e tests and `npm run openapi`.
 *
 * Unless `env` says otherwise, the engine runs in the test's thread (ENGINE_WORKERS=0: starting
 * worker threads from TypeScript sources costs seconds) and nothing is rate limited (RATE_LIMIT=0):
 * the pool and the limits have their own e2e specs, which set these.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { log?: (line: string) => void } = {},
): Promise<NestExpressApplication> {
  Object.assign(process.env, { DATABASE_PATH: ':memory:', LOG_LEVEL: 'silent', ENGINE_WORKERS: '0', RATE_LIMIT: '0' }, env);
  // Never a DATABASE_URL from the shell: tests write to databases of their own only.
  const postgres = await freshPostgresUrl();
  if (postgres === null) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = postgres;
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  configureApp(app, options);
  return app.init();
}

/** The OpenAPI document of the app, as served at /openapi.json (plain JSON: no undefined values). */
export function openApiDocument(app: NestExpressApplication): OpenAPIObject {
  return JSON.parse(JSON.stringify(buildOpenApi(app))) as OpenAPIObject;
}

/** openapi.yaml's text: keys in the order the app declares them, no anchors, no folding. */
export function toYaml(document: OpenAPIObject): string {
  return dump(document, { sortKeys: false, lineWidth: -1, noRefs: true });
}
