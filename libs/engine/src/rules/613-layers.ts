import { Ability } from '../cards/ability';
import { Color, printedKeywords } from '../cards/card';
import { compiled } from '../cards/compiled';
import { ContinuousEffect, GameObject, GameState } from '../state/types';

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

/** The effects in force on `o`, in timestamp order (613.7). Dependencies (613.8) are later work. */
function effectsOn(state: GameState, o: GameObject): ContinuousEffect[] {
  if (state.effects.length === 0) return state.effects;
  const relevant = state.effects.filter((e) => e.affects.includes(o.id));
  if (relevant.length > 1) relevant.sort((a, b) => a.timestamp - b.timestamp);
  return relevant;
}

/**
 * The layers of 613.1 for the effects this engine models: 4 creature types (613.1d), 5 colors
 * (613.1e), 6 losing all abilities (613.1f), then 7b setting power and toughness (613.4b) and 7c
 * modifying them, counters included (613.4c); within a layer, in timestamp order (613.7).
 */
export function characteristicsOf(state: GameState, o: GameObject): Characteristics {
  const card = o.card;
  if (!card) {
    return { name: '', manaCost: '', colors: [], supertypes: [], types: [], subtypes: [], power: null, toughness: null, loyalty: null, abilities: [] };
  }
  const effects = effectsOn(state, o);
  let subtypes = card.subtypes;
  let colors = card.colors;
  let abilities = card.text === '' ? [] : card.text.split('\n');
  let power = printed(card.power);
  let toughness = printed(card.toughness);
  for (const e of effects) if (e.kind === 'set-creature-types' && e.subtypes) subtypes = [...e.subtypes];
  for (const e of effects) if (e.kind === 'set-colors' && e.colors) colors = [...e.colors];
  for (const e of effects) if (e.kind === 'lose-abilities') abilities = [];
  if (power !== null && toughness !== null) {
    for (const e of effects) if (e.kind === 'set-pt') {
      power = e.power;
      toughness = e.toughness;
    }
    for (const e of effects) if (e.kind === 'modify-pt') {
      power += e.power;
      toughness += e.toughness;
    }
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    power += plus - minus;
    toughness += plus - minus;
  }
  return {
    name: card.name,
    manaCost: card.manaCost,
    colors: [...colors],
    supertypes: [...card.supertypes],
    types: [...card.types],
    subtypes: [...subtypes],
    power,
    toughness,
    loyalty: o.counters.loyalty ?? printed(card.loyalty),
    abilities,
  };
}

/** 613.1f: whether a layer-6 effect has removed every ability of `o`. */
export function hasLostAbilities(state: GameState, o: GameObject): boolean {
  return state.effects.length > 0 && state.effects.some((e) => e.kind === 'lose-abilities' && e.affects.includes(o.id));
}

/** The abilities `o` has now (613.1f): its compiled abilities, unless it has lost them. */
export function abilitiesNow(state: GameState, o: GameObject): Ability[] {
  if (!o.card || hasLostAbilities(state, o)) return [];
  return compiled(o.card).abilities;
}

/** Keyword abilities `o` has now: printed ones, unless it has lost them (613.1f). */
export function keywordsNow(state: GameState, o: GameObject): Set<string> {
  if (!o.card || hasLostAbilities(state, o)) return new Set();
  return printedKeywords(o.card);
}

/** Colors `o` has now (613.1e). */
export function colorsNow(state: GameState, o: GameObject): Color[] {
  if (!o.card) return [];
  let colors = o.card.colors;
  for (const e of effectsOn(state, o)) if (e.kind === 'set-colors' && e.colors) colors = e.colors;
  return colors;
}
