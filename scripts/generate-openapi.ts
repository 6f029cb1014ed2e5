/** Writes openapi.yaml from the app's routes and DTOs: `npm run openapi`. */
import { writeFileSync } from 'node:fs';
import { createTestApp, OPENAPI_FILE, openApiDocument, toYaml } from '../test/support/create-app';

async function main(): Promise<void> {
  const app = await createTestApp();
  try {
    writeFileSync(OPENAPI_FILE, toYaml(openApiDocument(app)));
    process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
