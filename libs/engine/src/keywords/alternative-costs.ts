import { ALTERNATIVE_COST_KEYWORDS, Ability, AlternativeCostKeyword } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { parseManaCost } from '../cards/mana-cost';
import { Ctx } from '../context';
import { createDelayedTrigger } from '../rules/603-triggered-abilities';
import { GameObject, GameState, StackObject } from '../state/types';

/**
 * 118.9: the keywords whose first ability is "You may cast this card by paying [cost] rather than
 * paying its mana cost" (702.74a evoke, 702.109a dash): the item "[keyword] [cost]" of a keyword
 * line (lower-case, as the keyword table gives it), its cost in the card's own spelling. Only mana
 * costs: a keyword with another kind of cost stays refused. Other "[keyword] [cost]" items read
 * their cost the same way (702.97a scavenge, 702.84a unearth).
 */
export function keywordCost(item: string, keyword: string): string | null {
  const m = new RegExp(`^${keyword} ((?:\\{(?:\\d+|[wubrgc]|[wubrg]/[wubrgp])\\})+)$`).exec(item);
  if (!m) return null;
  const cost = m[1].toUpperCase();
  return parseManaCost(cost) ? cost : null;
}

/** The ability standing for "You may cast this card by paying [cost] rather than paying its mana cost" (118.9). */
export function alternativeCostAbility(keyword: AlternativeCostKeyword, cost: string): Ability {
  return { kind: 'alternativeCost', keyword, cost, text: `${keyword[0].toUpperCase()}${keyword.slice(1)} ${cost}` };
}

/** The cost a card's keyword lets it be cast for (118.9), or null when it has no such keyword (the first instance, if several). */
export function alternativeCostOf(card: CardDefinition, keyword: AlternativeCostKeyword): string | null {
  for (const a of compiled(card).abilities) if (a.kind === 'alternativeCost' && a.keyword === keyword) return a.cost;
  return null;
}

/** Whether a cast action's `alternativeCost` names one of these keywords. */
export function isKeywordAlternativeCost(name: string | undefined): name is AlternativeCostKeyword {
  return ALTERNATIVE_COST_KEYWORDS.some((k) => k === name);
}

/** The keywords whose trigger casts a card from exile without paying its mana cost (118.9, 608.2g). */
export type FreeCastCost = 'suspend' | 'rebound' | 'cascade';

/** The rule of each: 702.62a suspend, 702.88a rebound, 702.85a cascade. */
export const FREE_CAST_RULES: Record<FreeCastCost, string> = { suspend: '702.62a', rebound: '702.88a', cascade: '702.85a' };

/** Whether a cast action's alternative cost is one of those (cast without paying its mana cost). */
export function isFreeCastKeyword(k: string | undefined): k is FreeCastCost {
  return k === 'suspend' || k === 'rebound' || k === 'cascade';
}

/** The keyword alternative costs a card has (118.9), for the casts legal actions try. */
export function keywordAlternativeCosts(card: CardDefinition): AlternativeCostKeyword[] {
  return ALTERNATIVE_COST_KEYWORDS.filter((k) => alternativeCostOf(card, k) !== null);
}

/**
 * 702.74a "if its evoke cost was paid", 702.109a "as long as this permanent's dash cost was paid":
 * read on the permanent the spell became. A permanent that left the battlefield and came back is a
 * new object (400.7) for which nothing was paid.
 */
export function alternativeCostPaid(state: GameState, source: string | undefined, keyword: AlternativeCostKeyword): boolean {
  return state.battlefield.some((o) => o.id === source && !o.phasedOut && o.alternativeCost === keyword);
}

/** 702.109a: the text of dash's delayed triggered ability, as the board carries it (603.7). */
export const DASH_RETURN = "Return the permanent this spell became to its owner's hand.";

/**
 * 608.3, 118.9: a permanent spell cast for a keyword's alternative cost becomes a permanent that
 * remembers it (702.74a "if its evoke cost was paid", 702.109a "as long as this permanent's dash
 * cost was paid"). 702.109a: a dashed spell's static ability creates, as it becomes a permanent,
 * the delayed triggered ability that returns it at the beginning of the next end step (603.7d:
 * the spell is its source).
 */
export function enterWithAlternativeCost(ctx: Ctx, spell: StackObject, card: GameObject): void {
  if (!spell.alternativeCost) {
    delete card.alternativeCost;
    return;
  }
  // 702.62a: only a creature spell cast through suspend gains haste; rebound (702.88a) is on instants and sorceries only;
  // nothing reads on a permanent that it was cast through cascade (702.85a).
  if (
    (spell.alternativeCost === 'suspend' && !card.card?.types.includes('Creature')) ||
    spell.alternativeCost === 'rebound' ||
    spell.alternativeCost === 'cascade'
  ) {
    delete card.alternativeCost;
    return;
  }
  card.alternativeCost = spell.alternativeCost;
  if (spell.alternativeCost === 'dash') createDelayedTrigger(ctx, spell, 'next-end-step', DASH_RETURN);
}
