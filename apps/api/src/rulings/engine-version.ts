import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The engine version a ruling records: the version of this project's package.json. */
export const ENGINE_VERSION = Symbol('ENGINE_VERSION');

const PACKAGE_NAME = 'mtg-adjudicator';

/**
 * Read once, at start: the nearest package.json of this project above this file, found the same
 * way from the sources (ts-node, jest) and from the build (dist/apps/api/src/rulings).
 */
export function readEngineVersion(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === PACKAGE_NAME && typeof pkg.version === 'string') return pkg.version;
    }
    if (dirname(dir) === dir) throw new Error(`no package.json of ${PACKAGE_NAME} above ${from}: cannot tell the engine version`);
  }
}
