import { Count, CountExpr } from '../cards/ability';
import { Color } from '../cards/card';
import { CARD_TYPES } from '../cards/grammar/characteristic-defining';
import { isChangeling } from '../keywords/702.73-changeling';
import { GameObject, GameState } from '../state/types';
import { evaluateQuantity, ObjectView } from '../select/selector';

/**
 * Characteristic-defining abilities (604.3): static abilities that say what an object's colors or
 * power and toughness are ("Maro's power and toughness are each equal to the number of cards in
 * your hand.", 208.2a; "Ghostfire is colorless.", 105.2). They function in every zone (604.3);
 * on the battlefield the layer system applies them first in their layer (613.3), power and
 * toughness in layer 7a (613.4a). This file reads their text and counts what they count.
 */

/** Land types (205.3i): changeling (702.73a) gives creature types only. */
const LAND_TYPES = new Set([
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Desert',
  'Gate',
  'Lair',
  'Locus',
  'Mine',
  'Power-Plant',
  'Tower',
  "Urza's",
  'Cave',
  'Sphere',
]);

/** An object as a count reads it: its characteristics now (on the battlefield, after layers 1-6). */
export interface Counted {
  id: string;
  controller: string;
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  keywords: Set<string>;
}

function matches(c: Extract<Count, { kind: 'permanents' }>, self: Counted, o: Counted): boolean {
  if (c.controller === 'you' && o.controller !== self.controller) return false;
  if (c.controller === 'opponents' && o.controller === self.controller) return false;
  if (c.other && o.id === self.id) return false;
  if (c.types.length > 0 && !c.types.some((t) => o.types.includes(t))) return false;
  // 702.73a: a changeling is every creature type (not a land type).
  const hasSubtype = (s: string): boolean =>
    o.subtypes.includes(s) || (!LAND_TYPES.has(s) && isChangeling(o.keywords) && o.types.includes('Creature'));
  if (c.subtypes && !c.subtypes.some(hasSubtype)) return false;
  if (c.notSubtype && hasSubtype(c.notSubtype)) return false;
  if (c.supertype && !o.supertypes.includes(c.supertype)) return false;
  if (c.color && !o.colors.includes(c.color)) return false;
  if (c.keyword && !o.keywords.has(c.keyword)) return false;
  if (c.named && o.name !== self.name) return false;
  return true;
}

/**
 * 208.2a: the value of a count for `self`, read on the board now: permanents by their current
 * characteristics (`permanents`: the battlefield's phased-in objects, 702.26b), cards in hands and
 * graveyards by their printed ones. "You" is the controller of the object with the ability (109.5).
 */
export function evaluate(
  expr: CountExpr,
  self: Counted,
  permanents: Iterable<Counted>,
  state: GameState,
  view?: (o: GameObject) => ObjectView | undefined,
): number {
  let total = expr.plus;
  const you = state.players.find((p) => p.id === self.controller);
  for (const c of expr.counts) {
    switch (c.kind) {
      case 'life':
        total += you?.life ?? 0;
        break;
      case 'quantity':
        // 208.2a, 613.4a: read with the characteristics the layers have given so far ("you": the object's controller, 109.5).
        total += evaluateQuantity(state, c.n, { controller: self.controller, source: self.id, x: null, ...(view ? { view } : {}) }) ?? 0;
        break;
      case 'permanents':
        for (const o of permanents) if (matches(c, self, o)) total++;
        break;
      case 'cards':
        for (const p of state.players) {
          if (c.whose === 'you' ? p !== you : c.whose === 'opponents' ? p === you : false) continue;
          const zone = c.zone === 'hand' ? p.hand : p.graveyard;
          total += c.types.length === 0 ? zone.length : zone.filter((o) => o.card && c.types.some((t) => o.card?.types.includes(t))).length;
        }
        break;
      case 'cardTypes': {
        const found = new Set<string>();
        for (const p of state.players) {
          if (c.whose === 'you' && p !== you) continue;
          // Tribal is the former name of kindred (205.2a): one card type.
          for (const o of p.graveyard)
            for (const t of o.card?.types ?? []) if (CARD_TYPES.includes(t)) found.add(t === 'Tribal' ? 'Kindred' : t);
        }
        total += found.size;
        break;
      }
    }
  }
  return total;
}
