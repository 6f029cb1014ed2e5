import { CardDefinition } from '../cards/card';
import { KeywordPhrase } from '../cards/keyword-table';
import { GameObject, GameState } from '../state/types';
import { alternativeCostAbility, keywordCost } from './alternative-costs';

const overloaded = new WeakMap<CardDefinition, CardDefinition>();

/**
 * 702.96a, 702.96c: the text-changing effect of a spell cast for its overload cost: every instance
 * of the word "target" becomes "each" (612.1: in its rules text; its name is not text that changes,
 * 612.2). The card itself when its text has no such word. Cached: compiled once.
 */
export function overloadedCard(card: CardDefinition): CardDefinition {
  const known = overloaded.get(card);
  if (known) return known;
  const text = card.text
    .split(card.name)
    .map((part) => part.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each'))
    .join(card.name);
  const out = text === card.text ? card : { ...card, text };
  overloaded.set(card, out);
  return out;
}

/** 702.96a: whether `o` is a spell on the stack whose overload cost was chosen (its text is then changed, 702.96c). */
export function isOverloadedSpell(state: GameState, o: GameObject): boolean {
  return state.stack.some((s) => s.ability === null && s.object?.id === o.id && s.alternativeCost === 'overload');
}

/**
 * 702.96a: "Overload [cost]" is two static abilities of an instant or sorcery, written in the
 * language: an alternative cost (118.9; a cast action with `alternativeCost: "overload"`, 601.2b,
 * 601.2f-h), and the text change of the spell cast for it (overloadedCard; applied as its text is
 * read, rules/612-text-changing.ts). 702.96b: the spell so cast has no targets: the keyword is
 * understood only where the changed text is understood in full and asks for no target. Only mana
 * costs without X.
 */
export const OVERLOAD: KeywordPhrase = {
  rule: '702.96a',
  abilities(item) {
    const cost = keywordCost(item, 'overload');
    return cost === null ? null : [alternativeCostAbility('overload', cost)];
  },
  verify(card, compile) {
    if (!card.types.includes('Instant') && !card.types.includes('Sorcery')) return false;
    const changed = overloadedCard(card);
    if (changed === card) return true;
    const read = compile(changed);
    const spell = read.abilities.find((a) => a.kind === 'spell');
    return read.support === 'full' && spell?.kind === 'spell' && spell.targets.length === 0 && !spell.modal;
  },
};
