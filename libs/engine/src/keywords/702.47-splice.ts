import { KeywordPhrase } from '../cards/keyword-table';
import { CardDefinition } from '../cards/card';
import { compiled, requireUnderstood } from '../cards/compiled';
import { Ctx } from '../context';
import { GameObject, GameState, StackObject, SplicedCard } from '../state/types';
import { Violation } from '../violation';
import { cardName, msg } from '../trace/message';
import { keywordCost } from './alternative-costs';

/**
 * 702.47a: "Splice onto Arcane [cost]" is a static ability of a card in its owner's hand: as its owner
 * casts an Arcane spell, they may reveal the card and pay [cost] as an additional cost (601.2b,
 * 601.2f-h); the spell then gains the card's rules text (a cast action's `splice`: the ids of the cards
 * revealed, in the order their effects happen, 702.47b). Only mana costs are understood
 * ("Splice onto Arcane—Sacrifice two Mountains." is not).
 */
export const SPLICE: KeywordPhrase = {
  rule: '702.47a',
  abilities(item) {
    const cost = keywordCost(item, 'splice onto arcane');
    return cost === null ? null : [{ kind: 'splice', onto: 'Arcane', cost, text: `Splice onto Arcane ${cost}` }];
  },
};

/** The splice cost of a card (702.47a), or null when it has none the engine understands. */
export function spliceCost(card: CardDefinition): string | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'splice');
  return a && a.kind === 'splice' ? a.cost : null;
}

const spliced = new WeakMap<CardDefinition, Map<string, CardDefinition>>();

/**
 * 702.47c: the spell's characteristics are its own plus the rules text of each spliced card, after its
 * own text, in the order their effects happen (702.47b); a name in the added text refers to the spell
 * (612: a text-changing effect). The same definition for the same cards (the compiled cache keeps it).
 */
export function splicedCard(card: CardDefinition, cards: readonly SplicedCard[]): CardDefinition {
  const key = cards.map((c) => `${c.card.name}\u0000${c.card.text}`).join('\u0001');
  let byKey = spliced.get(card);
  if (!byKey) spliced.set(card, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const text = [card.text, ...cards.map((c) => c.card.text.split(c.card.name).join(card.name))].filter((t) => t !== '').join('\n');
  const out: CardDefinition = { ...card, text };
  byKey.set(key, out);
  return out;
}

/** The cards spliced onto the spell `o` is (on the stack, or `entry` as it resolves), or null. */
export function splicedOnto(state: GameState, o: GameObject, entry?: StackObject): readonly SplicedCard[] | null {
  const s = entry ?? state.stack.find((x) => x.ability === null && x.object?.id === o.id);
  return s?.spliced && s.spliced.length > 0 ? s.spliced : null;
}

/**
 * 601.2b, 702.47a-b: the cards revealed to be spliced onto `card`, the spell being cast (`def`, its
 * characteristics as cast): each a card with splice in its caster's hand, other than the spell itself,
 * named once, onto an Arcane spell. Their text must be understood in full (a line not read is refused).
 */
export function chooseSplices(
  ctx: Ctx,
  player: string,
  card: GameObject,
  def: CardDefinition,
  ids: readonly string[],
): Violation | SplicedCard[] {
  const hand = ctx.state.players.find((p) => p.id === player)?.hand ?? [];
  const out: SplicedCard[] = [];
  for (const [i, id] of ids.entries()) {
    if (id === card.id)
      return { code: 'SPLICE_ONTO_ITSELF', rule: '702.47a', message: msg('702.47-splice.ONTO_ITSELF', { name: cardName(def) }) };
    if (ids.indexOf(id) !== i) return { code: 'SPLICE_TWICE', rule: '702.47b', message: msg('702.47-splice.TWICE', { id }) };
    const o = hand.find((h) => h.id === id);
    if (!o?.card) return { code: 'SPLICE_NOT_IN_HAND', rule: '702.47a', message: msg('702.47-splice.NOT_IN_HAND', { id, player }) };
    requireUnderstood(ctx, o.card, (l) => /^splice\b/i.test(l));
    if (spliceCost(o.card) === null)
      return { code: 'NO_SPLICE', rule: '702.47a', message: msg('702.47-splice.NO_SPLICE', { name: cardName(o.card) }) };
    out.push({ card: o.card, inline: o.inline });
  }
  if (out.length > 0 && !def.subtypes.includes('Arcane'))
    return { code: 'NOT_ARCANE', rule: '702.47a', message: msg('702.47-splice.NOT_ARCANE', { name: cardName(def) }) };
  return out;
}

/** The spell `o` of the stack entry `entry` as it reads with the cards spliced onto it (702.47c): itself when none is. */
export function withSplices(o: GameObject, entry: StackObject): GameObject {
  return o.card && entry.spliced && entry.spliced.length > 0 ? { ...o, card: splicedCard(o.card, entry.spliced) } : o;
}
