import { hasKeyword } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { GameObject, StackObject } from '../state/types';
import { createDelayedTrigger } from '../rules/603-triggered-abilities';
import { msg } from '../trace/message';

/** 702.88a: the text of rebound's delayed triggered ability, as the board carries it (603.7). */
export const REBOUND_CAST = 'You may cast this card from exile without paying its mana cost.';

/**
 * 702.88a: "Rebound" (on instants and sorceries) means "If this spell was cast from your hand,
 * instead of putting it into your graveyard as it resolves, exile it and, at the beginning of your
 * next upkeep, you may cast this card from exile without paying its mana cost." A static ability of
 * the spell (a keyword it has); 702.88c: several instances are one.
 */
export const REBOUND: KeywordPhrase = {
  rule: '702.88a',
  abilities: (item) => (item === 'rebound' ? [{ kind: 'keyword', keyword: 'rebound', text: 'Rebound' }] : null),
  delayed: (text) => (text === REBOUND_CAST ? [{ kind: 'castWithoutPaying', keyword: 'rebound' }] : null),
};

/**
 * 702.88a: whether the resolving spell rebounds: an instant or sorcery with rebound, cast from its
 * controller's hand (not a copy, 707.10: never cast), which would be put into a graveyard as it resolves.
 */
export function rebounds(spell: StackObject, card: GameObject): boolean {
  return (
    !spell.copy &&
    spell.castFrom === undefined &&
    !spell.flashback &&
    card.card !== null &&
    !card.faceDown &&
    hasKeyword(card.card, 'rebound') &&
    (card.card.types.includes('Instant') || card.card.types.includes('Sorcery'))
  );
}

/**
 * 702.88a, 614.1a: instead of its graveyard, the spell's card goes to exile, and the delayed
 * triggered ability is created (603.7a), for its controller's next upkeep (603.7d: the spell is its source).
 */
export function reboundToExile(ctx: Ctx, spell: StackObject, card: GameObject): void {
  card.controller = card.owner;
  ctx.state.exile.push(card);
  ctx.trace.cite('702.88a', 'rebound', msg('702.88-rebound.exiled', { describe: objectName(card) }), [card.id]);
  ctx.trace.emit({ type: 'zoneChange', object: card.id, from: 'stack', to: 'exile', player: card.owner });
  createDelayedTrigger(ctx, spell, 'your-next-upkeep', REBOUND_CAST);
}
