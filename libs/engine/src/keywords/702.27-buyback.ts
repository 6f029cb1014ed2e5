import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';

/**
 * 702.27a: "Buyback [cost]": an optional additional cost (601.2b, 601.2f); if it was paid, the
 * spell is put into its owner's hand instead of their graveyard as it resolves. Only mana costs
 * are understood ("Buyback—Sacrifice a land" is not).
 */
export function buybackAbility(line: string): Ability | null {
  const m = /^Buyback ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  return m ? { kind: 'buyback', cost: m[1], text: line } : null;
}

export function buybackCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'buyback');
  return a && a.kind === 'buyback' ? a.cost : null;
}

/** 702.27a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const BUYBACK: KeywordPhrase = { rule: '702.27a', line: oneAbility(buybackAbility) };
