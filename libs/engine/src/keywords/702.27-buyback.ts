import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability, SacrificeCost } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';

/**
 * 702.27a: "Buyback [cost]": an optional additional cost (601.2b, 601.2f); if it was paid, the
 * spell is put into its owner's hand instead of their graveyard as it resolves. Mana costs, and
 * "Buyback—Sacrifice a land." (no mana: the land the caster names in `sacrifice`, 701.21a).
 */
export function buybackAbility(line: string): Ability | null {
  const m = /^Buyback ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (m) return { kind: 'buyback', cost: m[1], text: line };
  return line === 'Buyback—Sacrifice a land.'
    ? { kind: 'buyback', cost: '{0}', sacrifice: { types: ['Land'], another: false }, text: line }
    : null;
}

/** 702.27a, 701.21a: the permanent the buyback cost sacrifices, when it is one ("Buyback—Sacrifice a land."). */
export function buybackSacrifice(card: CardDefinition): SacrificeCost | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'buyback');
  return a && a.kind === 'buyback' ? (a.sacrifice ?? null) : null;
}

export function buybackCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'buyback');
  return a && a.kind === 'buyback' ? a.cost : null;
}

/** 702.27a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const BUYBACK: KeywordPhrase = { rule: '702.27a', line: oneAbility(buybackAbility) };
