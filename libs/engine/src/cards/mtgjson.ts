import { CardDefinition, Color } from './card';
import { InMemoryCatalog } from './in-memory-catalog';

/** The fields of an MTGJSON card this engine reads (v3 AllSets and v5 AtomicCards share them). */
export interface MtgJsonCard {
  name: string;
  manaCost?: string;
  colors?: string[];
  supertypes?: string[];
  types?: string[];
  subtypes?: string[];
  power?: string;
  toughness?: string;
  loyalty?: string | number;
  text?: string;
  layout?: string;
  foreignNames?: { language: string; name: string }[];
  foreignData?: { language: string; name: string }[];
}

const COLOR_NAMES: Record<string, Color> = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G', W: 'W', U: 'U', B: 'B', R: 'R', G: 'G' };

export function cardFromMtgJson(c: MtgJsonCard): CardDefinition {
  const french = (c.foreignData ?? c.foreignNames ?? []).find((f) => f.language === 'French')?.name;
  const def: CardDefinition = {
    name: c.name,
    manaCost: c.manaCost ?? '',
    colors: (c.colors ?? []).map((x) => COLOR_NAMES[x]).filter((x): x is Color => x !== undefined),
    supertypes: c.supertypes ?? [],
    types: c.types ?? [],
    subtypes: c.subtypes ?? [],
    power: c.power ?? null,
    toughness: c.toughness ?? null,
    loyalty: c.loyalty === undefined ? null : String(c.loyalty),
    text: c.text ?? '',
  };
  if (french) def.frenchName = french;
  return def;
}

/**
 * Oracle errata the bundled 2017 texts predate and that change what a card does today.
 * (Wording-only updates are handled by the compiler's currentWording.)
 */
export const ERRATA: Record<string, string> = {
  'Lava Axe': 'Lava Axe deals 5 damage to target player or planeswalker.',
};

/** Playable layouts only: tokens, schemes and the like are not cards a board names. */
const SKIPPED_LAYOUTS = new Set(['token', 'scheme', 'plane', 'phenomenon', 'vanguard', 'emblem']);

/** A catalog from MTGJSON v3 AllSets data: one definition per card name (every printing carries the same Oracle text). */
export function catalogFromAllSets(allSets: Record<string, { cards?: MtgJsonCard[] }>): InMemoryCatalog {
  const byName = new Map<string, CardDefinition>();
  for (const set of Object.values(allSets)) {
    for (const card of set.cards ?? []) {
      if (card.layout && SKIPPED_LAYOUTS.has(card.layout)) continue;
      const previous = byName.get(card.name);
      const def = cardFromMtgJson(card);
      if (ERRATA[def.name]) def.text = ERRATA[def.name];
      if (previous?.frenchName && !def.frenchName) def.frenchName = previous.frenchName;
      byName.set(card.name, def);
    }
  }
  return new InMemoryCatalog(byName.values());
}
