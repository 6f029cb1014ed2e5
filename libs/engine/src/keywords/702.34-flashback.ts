import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { compiled } from '../cards/compiled';
import { CardDefinition } from '../cards/card';

/**
 * 702.34a: "Flashback [cost]": the card may be cast from its owner's graveyard by paying [cost]
 * rather than its mana cost; cast this way, it is exiled instead of going anywhere else as it
 * leaves the stack. Mana costs, and "Flashback—[mana], Pay N life." (the life paid with the mana, 601.2h).
 */
export function flashbackAbility(line: string): Ability | null {
  const m = /^Flashback ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (m) return { kind: 'flashback', cost: m[1], text: line };
  const life = /^Flashback—((?:\{(?:\d+|[WUBRGC])\})+), Pay (\d+) life\.$/.exec(line);
  return life ? { kind: 'flashback', cost: life[1], life: Number(life[2]), text: line } : null;
}

export function flashbackCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'flashback');
  return a && a.kind === 'flashback' ? a.cost : null;
}

/** 702.34a: the life its flashback cost asks besides the mana (0 when none). */
export function flashbackLife(card: CardDefinition): number {
  const a = compiled(card).abilities.find((x) => x.kind === 'flashback');
  return a && a.kind === 'flashback' ? (a.life ?? 0) : 0;
}

/** 702.34a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const FLASHBACK: KeywordPhrase = { rule: '702.34a', line: oneAbility(flashbackAbility) };
