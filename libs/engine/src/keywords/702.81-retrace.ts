import { CardDefinition } from '../cards/card';
import { hasKeyword } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { GameObject, GameState } from '../state/types';
import { cardName, msg } from '../trace/message';
import { Violation } from '../violation';
import { additionalCostOf, ChosenCosts } from '../rules/601-additional-costs';

/**
 * 702.81a: "Retrace" means "You may cast this card from your graveyard by discarding a land card
 * as an additional cost to cast it." A static ability that works while the card is in its owner's
 * graveyard: the card is cast from there (601.3) for its mana cost, and the discard is an
 * additional cost paid with it (601.2b, 601.2f-h). The cast action names the land card in
 * `discard`; the spell goes to the graveyard as usual once it resolves (nothing exiles it).
 */
export const RETRACE: KeywordPhrase = {
  rule: '702.81a',
  abilities: (item) => (item === 'retrace' ? [{ kind: 'keyword', keyword: 'retrace', text: 'Retrace' }] : null),
};

/** Whether `card` may be cast by `player` from their graveyard through retrace (702.81a): a card they own there, with retrace. */
export function retraceCard(state: GameState, player: string, card: string): GameObject | null {
  const owner = state.players.find((p) => p.id === player);
  const o = owner?.graveyard.find((x) => x.id === card && x.owner === player);
  return o?.card && hasKeyword(o.card, 'retrace') ? o : null;
}

/**
 * 702.81a, 601.2h: the land card discarded to cast a spell through retrace, checked before anything
 * is paid: exactly one card of the caster's hand, a land card (205.2a). A spell that has besides
 * its own mandatory additional cost is not played with retrace yet (refused by name).
 */
export function retraceCosts(
  state: GameState,
  def: CardDefinition,
  action: { player: string; sacrifice?: string[]; discard?: string[] },
): ChosenCosts | Violation {
  if (additionalCostOf(def))
    return { code: 'UNSUPPORTED_RETRACE_COST', rule: '702.81a', message: msg('702.81-retrace.UNSUPPORTED', { name: cardName(def) }) };
  if (action.sacrifice !== undefined)
    return {
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '702.81a',
      message: msg('702.81-retrace.NO_SACRIFICE', { name: cardName(def) }),
    };
  const ids = action.discard ?? [];
  if (ids.length !== 1)
    return { code: 'DISCARD_REQUIRED', rule: '702.81a', message: msg('702.81-retrace.DISCARD_REQUIRED', { name: cardName(def) }) };
  const hand = state.players.find((p) => p.id === action.player)?.hand ?? [];
  const land = hand.find((o) => o.id === ids[0]);
  if (!land)
    return {
      code: 'CANNOT_DISCARD',
      rule: '701.9a',
      message: msg('601-additional-costs.CANNOT_DISCARD', { id: ids[0], player: action.player }),
    };
  // A hidden card cannot be shown to be a land card: refused rather than guessed.
  if (!land.card?.types.includes('Land'))
    return {
      code: 'NOT_A_LAND_CARD',
      rule: '702.81a',
      message: msg('702.81-retrace.NOT_A_LAND', { id: ids[0], name: cardName(def) }),
    };
  return { sacrificed: null, discarded: [land] };
}

/** For the legal actions: one retrace cast per land card of the hand that could be discarded (a hidden card is not offered). */
export function retraceChoices(state: GameState, player: string): { discard: string[] }[] {
  const hand = state.players.find((p) => p.id === player)?.hand ?? [];
  return hand.filter((o) => o.card?.types.includes('Land')).map((o) => ({ discard: [o.id] }));
}
