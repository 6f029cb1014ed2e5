import { CardDefinition } from '../cards/card';
import { KeywordPhrase } from '../cards/keyword-table';
import { GameObject } from '../state/types';
import { alternativeCostAbility, keywordCost } from './alternative-costs';

/**
 * 702.103a: "Bestow [cost]" is an alternative cost (118.9, 601.2b, 601.2f-h): a cast action with
 * `alternativeCost: "bestow"` casts the creature card bestowed, for [cost] rather than its mana cost.
 */
export const BESTOW: KeywordPhrase = {
  rule: '702.103a',
  abilities(item) {
    const cost = keywordCost(item, 'bestow');
    return cost === null ? null : [alternativeCostAbility('bestow', cost)];
  },
};

/** 702.103b: the ability a bestowed spell or permanent gains, as the language writes it. */
const ENCHANT_CREATURE = 'Enchant creature';

const bestowedDefinitions = new WeakMap<CardDefinition, CardDefinition>();

/**
 * 702.103b: what a card cast bestowed is while it is bestowed: an Aura enchantment with enchant
 * creature. "Becomes an Aura enchantment" sets its card type and its subtypes (205.1a): it is no
 * longer a creature and has no creature type; its supertypes, name, mana cost, colors and other
 * abilities stay. The engine reads these characteristics from the object's `card`, the way it
 * reads a face-down object's (708.2), and keeps the card itself apart (`bestowedCard`): only the
 * characteristics as the bestow ability modifies them are evaluated as it is cast (702.103d).
 * Read once per definition (definitions are never mutated, and compile once).
 */
export function bestowedDefinition(card: CardDefinition): CardDefinition {
  let known = bestowedDefinitions.get(card);
  if (!known) {
    known = Object.freeze({
      ...card,
      types: ['Enchantment'],
      subtypes: ['Aura'],
      text: card.text === '' ? ENCHANT_CREATURE : `${card.text}\n${ENCHANT_CREATURE}`,
    }) as CardDefinition;
    bestowedDefinitions.set(card, known);
  }
  return known;
}

/** 702.103b: the card becomes a bestowed Aura spell as it is put onto the stack. */
export function becomeBestowed(o: GameObject): void {
  if (o.bestowedCard || !o.card) return;
  o.bestowedCard = o.card;
  o.card = bestowedDefinition(o.card);
}

/**
 * 702.103e-f: it ceases to be bestowed: the effect making it an Aura ends, it is the card's own
 * characteristics again (an enchantment creature). Also as it leaves the battlefield or the stack
 * for another zone: it is a new object there (400.7), which was never bestowed.
 */
export function ceaseBestowed(o: GameObject): void {
  if (!o.bestowedCard) return;
  o.card = o.bestowedCard;
  delete o.bestowedCard;
}

/** A card in a hand as it would be cast bestowed (for the targets the legal actions try, 702.103b, 601.2c). */
export function bestowedView(o: GameObject): GameObject {
  return o.card ? { ...o, card: bestowedDefinition(o.card) } : o;
}
