import { Color } from '../cards/card';
import { GameObject, GameState } from '../state/types';

/** What an object is now, after the continuous effects in force (613). */
export interface Characteristics {
  name: string;
  manaCost: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  abilities: string[];
}

/** A printed value such as "2"; "*" and "1+*" are defined by abilities the engine does not model yet: 0. */
function printed(value: string | null): number | null {
  if (value === null) return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 0 : n;
}

/**
 * Layer 7 of 613.4 for the effects this engine knows: 7b effects that set power and toughness,
 * then 7c effects that modify them and counters (613.4c), each sublayer in timestamp order (613.7).
 */
export function characteristicsOf(state: GameState, o: GameObject): Characteristics {
  const card = o.card;
  if (!card) {
    return { name: '', manaCost: '', colors: [], supertypes: [], types: [], subtypes: [], power: null, toughness: null, loyalty: null, abilities: [] };
  }
  let power = printed(card.power);
  let toughness = printed(card.toughness);
  if (power !== null && toughness !== null) {
    const pt = { power, toughness };
    applyLayer7(state, o, pt);
    power = pt.power;
    toughness = pt.toughness;
  }
  return {
    name: card.name,
    manaCost: card.manaCost,
    colors: [...card.colors],
    supertypes: [...card.supertypes],
    types: [...card.types],
    subtypes: [...card.subtypes],
    power,
    toughness,
    loyalty: o.counters.loyalty ?? printed(card.loyalty),
    abilities: card.text === '' ? [] : card.text.split('\n'),
  };
}

function applyLayer7(state: GameState, o: GameObject, pt: { power: number; toughness: number }): void {
  const relevant = state.effects.filter((e) => e.affects.includes(o.id));
  if (relevant.length > 1) relevant.sort((a, b) => a.timestamp - b.timestamp);
  // 613.4b
  for (const e of relevant) if (e.kind === 'set-pt') {
    pt.power = e.power;
    pt.toughness = e.toughness;
  }
  // 613.4c: counters and modifying effects
  for (const e of relevant) if (e.kind === 'modify-pt') {
    pt.power += e.power;
    pt.toughness += e.toughness;
  }
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  pt.power += plus - minus;
  pt.toughness += plus - minus;
}
