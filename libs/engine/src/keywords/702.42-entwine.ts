import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';

/**
 * 702.42a: "Entwine [cost]": the caster of a modal spell may choose all its modes by paying an
 * additional [cost]; 702.42b: the modes are then followed in the order written. Only mana costs
 * are understood ("Entwine—Sacrifice two lands" is not).
 */
export function entwineAbility(line: string): Ability | null {
  const m = /^Entwine ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  return m ? { kind: 'entwine', cost: m[1], text: line } : null;
}

export function entwineCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'entwine');
  return a && a.kind === 'entwine' ? a.cost : null;
}

/** 702.42a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const ENTWINE: KeywordPhrase = { rule: '702.42a', line: oneAbility(entwineAbility) };
