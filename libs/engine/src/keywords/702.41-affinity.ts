import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { GameState } from '../state/types';
import { characteristicsOf } from '../rules/613-layers';

const LAND_TYPES: Record<string, string> = {
  Plains: 'Plains',
  Islands: 'Island',
  Swamps: 'Swamp',
  Mountains: 'Mountain',
  Forests: 'Forest',
};

/** 702.41a: "Affinity for artifacts" (or for a basic land type): {1} less for each one you control. */
export function affinityAbility(line: string): Ability | null {
  const m = /^Affinity for (artifacts|Plains|Islands|Swamps|Mountains|Forests)$/.exec(line);
  if (!m) return null;
  return m[1] === 'artifacts'
    ? { kind: 'affinity', types: ['Artifact'], subtypes: [], text: line }
    : { kind: 'affinity', types: [], subtypes: [LAND_TYPES[m[1]]], text: line };
}

/**
 * 702.41a, 702.41b: the generic mana the spell's affinity abilities take off its cost: one for
 * each permanent its caster controls that matches, for each instance. Each with its text.
 */
export function affinityReductions(state: GameState, player: string, card: CardDefinition): { n: number; text: string }[] {
  const out: { n: number; text: string }[] = [];
  for (const a of compiled(card).abilities) {
    if (a.kind !== 'affinity') continue;
    let n = 0;
    for (const o of state.battlefield) {
      if (o.controller !== player || o.phasedOut || !o.card) continue;
      const c = characteristicsOf(state, o);
      if (a.types.some((t) => c.types.includes(t)) || a.subtypes.some((t) => c.subtypes.includes(t))) n++;
    }
    out.push({ n, text: a.text });
  }
  return out;
}

/** 702.41a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const AFFINITY: KeywordPhrase = { rule: '702.41a', line: oneAbility(affinityAbility) };
