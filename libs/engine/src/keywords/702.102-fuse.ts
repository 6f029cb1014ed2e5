import { hasKeyword } from '../cards/compiled';
import { CardDefinition } from '../cards/card';
import { KeywordPhrase } from '../cards/keyword-table';
import { fusedDefinition, splitHalfNames, splitHalvesOf } from '../cards/split';
import { GameObject } from '../state/types';

/**
 * 702.102a: "Fuse" is a static ability of a split card (709) that works while the card is in a
 * hand: cast from there, both halves may be cast together rather than one (a cast action with
 * `fuse: true`), the choice made before the card is put onto the stack. Read only on a split card
 * the catalog gives with its two halves (709.1); on any other card the line stays not understood.
 */
export const FUSE: KeywordPhrase = {
  rule: '702.102a',
  abilities: (item) => (item === 'fuse' ? [{ kind: 'keyword', keyword: 'fuse', text: 'Fuse' }] : null),
  verify: (card) => splitHalfNames(card) !== null,
};

export function hasFuse(def: CardDefinition): boolean {
  return splitHalfNames(def) !== null && hasKeyword(def, 'fuse');
}

/**
 * 702.102b: the fused split spell a card with fuse becomes, or why not: `missing` when the catalog
 * did not give both halves, `unsupported` when a half is not a plain spell the engine combines.
 */
export function fusedSpellOf(def: CardDefinition): { def: CardDefinition } | { missing: string } | { unsupported: true } {
  const names = splitHalfNames(def);
  const both = splitHalvesOf(def);
  if (!names) return { unsupported: true };
  if (!both) return { missing: names[0] === def.name ? names[1] : names[0] };
  const made = fusedDefinition(both[0], both[1]);
  return made ? { def: made } : { unsupported: true };
}

/** 702.102a: the card becomes a fused split spell as it is put onto the stack (the half it is named by kept apart). */
export function becomeFused(o: GameObject, fused: CardDefinition): void {
  if (o.fusedCard || !o.card) return;
  o.fusedCard = o.card;
  o.card = fused;
}

/** 709.4, 400.7: leaving the stack, it is the split card again (named by the half the board names it by). */
export function ceaseFused(o: GameObject): void {
  if (!o.fusedCard) return;
  o.card = o.fusedCard;
  delete o.fusedCard;
}
