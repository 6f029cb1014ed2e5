import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { compiled } from '../cards/compiled';
import { CardDefinition } from '../cards/card';

/**
 * 702.34a: "Flashback [cost]": the card may be cast from its owner's graveyard by paying [cost]
 * rather than its mana cost; cast this way, it is exiled instead of going anywhere else as it
 * leaves the stack.
 */
export function flashbackAbility(line: string): Ability | null {
  const m = /^Flashback ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  return m ? { kind: 'flashback', cost: m[1], text: line } : null;
}

export function flashbackCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'flashback');
  return a && a.kind === 'flashback' ? a.cost : null;
}

/** 702.34a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const FLASHBACK: KeywordPhrase = { rule: '702.34a', line: oneAbility(flashbackAbility) };
