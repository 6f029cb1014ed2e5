import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';

/**
 * 702.120a: "Escalate [cost]" on a modal spell: for each mode chosen beyond the first as it is
 * cast, its caster pays [cost] more (an additional cost, 601.2f-h). Only mana costs are understood
 * ("Escalate—Discard a card" is not).
 */
export function escalateAbility(line: string): Ability | null {
  const m = /^Escalate ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  return m ? { kind: 'escalate', cost: m[1], text: line } : null;
}

export function escalateCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'escalate');
  return a && a.kind === 'escalate' ? a.cost : null;
}

/** 702.120a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const ESCALATE: KeywordPhrase = { rule: '702.120a', line: oneAbility(escalateAbility) };
