import { Effect } from '../cards/ability';
import { isType } from '../cards/card';
import { manaValue, parseManaCost } from '../cards/mana-cost';
import { Ctx } from '../context';
import { GameObject, StackObject } from '../state/types';
import { matchesCard } from '../select/selector';
import { putIntoGraveyard, putOntoBattlefield } from '../rules/614-replacement-effects';
import { putIntoOwnerZone } from '../state/zones';
import { changeLife } from '../rules/119-life';
import { manaCostForValue } from '../rules/712-double-faced';
import { defendingPlayer } from '../rules/506-combat';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

type RevealTop = Extract<Effect, { kind: 'revealTopToHand' }>;

/**
 * Dark Confidant, Goblin Guide: the top card of a library is revealed (701.20a), then put into its owner's hand if it
 * has one of the types asked (every card when none is asked); Dark Confidant's controller then loses life equal to its
 * mana value (202.3; X counts 0 off the stack, 202.3e). An empty library reveals nothing: no card moves, no life is
 * lost (the instructions that cannot be followed are not, 608.2c). The card must be given: a hidden one is refused,
 * never guessed (CONTRACT §2 "Hidden cards").
 */
export function revealTopToHand(ctx: Ctx, spell: StackObject, effect: RevealTop, name: string): void {
  const player = effect.who === 'you' ? spell.controller : defendingPlayer(ctx.state);
  if (effect.who === 'defendingPlayer')
    ctx.trace.cite('506.2', 'defendingPlayer', msg('reveal-top.defending', { name, player: player ?? '' }));
  const library = ctx.state.players.find((p) => p.id === player)?.library;
  const top = library?.[0];
  if (!player || !top) {
    ctx.trace.cite('701.20a', 'reveal', msg('reveal-top.nothing', { name, player: player ?? '' }));
    return;
  }
  if (top.card === null)
    throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('transform.UNSUPPORTED_HIDDEN_CARD', { name, player }), '701.20a');
  const card = top.card;
  ctx.trace.cite('701.20a', 'reveal', msg('transform.revealed', { name, player, card: card.name }), [top.id]);
  if (effect.types && !effect.types.some((t) => isType(card, t))) {
    ctx.trace.cite('608.2c', 'stays', msg('reveal-top.stays', { name, card: card.name }), [top.id]);
    return;
  }
  // 202.3d: a split card's combined cost is not read here: refused rather than counted 0.
  const split = ['split', 'aftermath'].includes((card as { layout?: string }).layout ?? '');
  const cost = effect.loseLife && !split ? parseManaCost(manaCostForValue(top, card.manaCost ?? '')) : null;
  if (effect.loseLife && !cost)
    throw new Unsupported('UNSUPPORTED_EFFECT', msg('reveal-top.UNSUPPORTED_EFFECT', { name, card: card.name }), '202.3d');
  library?.shift();
  putIntoOwnerZone(ctx.state, top, 'hand', ctx.trace);
  ctx.trace.cite('608.2c', 'toHand', msg('reveal-top.toHand', { name, player, card: card.name }), [top.id]);
  if (!cost) return;
  const value = manaValue(cost, 0);
  ctx.trace.cite('202.3e', 'manaValue', msg('reveal-top.manaValue', { card: card.name, value }), [top.id]);
  changeLife(ctx, spell.controller, -value, '119.3', name);
}

type RevealAll = Extract<Effect, { kind: 'revealTopPutAll' }>;

/**
 * Nissa, Nature's Artisan, Beast Hunt: the top `n` cards of the controller's library are revealed (701.20a; fewer if
 * the library has fewer), then every one of the kind asked goes where the text says (a land onto the battlefield under
 * the controller's control, 110.2a, tapped if so; a card into its owner's hand) and every other one to the rest's place
 * (608.2c: the instructions in order, "the rest" the cards revealed not moved yet). No choice is made. The cards must be
 * given: a hidden one is refused, never guessed (CONTRACT §2 "Hidden cards").
 */
export function revealTopPutAll(ctx: Ctx, spell: StackObject, effect: RevealAll, name: string): void {
  const player = ctx.state.players.find((p) => p.id === spell.controller);
  const cards = player?.library.slice(0, effect.n) ?? [];
  if (!player || cards.length === 0) {
    ctx.trace.cite('701.20a', 'reveal', msg('reveal-top.nothing', { name, player: spell.controller }));
    return;
  }
  if (cards.some((o) => o.card === null))
    throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('transform.UNSUPPORTED_HIDDEN_CARD', { name, player: player.id }), '701.20a');
  ctx.trace.cite(
    '701.20a',
    'reveal',
    msg('reveal-top.revealedAll', { name, player: player.id, cards: cards.map((o) => o.card?.name ?? o.id).join(', ') }),
    cards.map((o) => o.id),
  );
  const asker = { controller: spell.controller, source: spell.ability?.source ?? spell.id, x: spell.x };
  const option = { kind: 'object' as const, zone: 'graveyard' as const, filters: effect.filters };
  const chosen = cards.filter((o) => matchesCard(ctx.state, option, o, asker));
  const others = cards.filter((o) => !chosen.includes(o));
  player.library = player.library.slice(cards.length);
  const put = (o: GameObject, where: 'hand' | 'battlefield' | 'graveyard') => {
    if (where === 'battlefield') {
      putOntoBattlefield(ctx, o, player.id);
      if (effect.tapped) o.tapped = true;
      ctx.trace.cite('110.2a', 'enters', msg('look-at-library.onto', { player: player.id, id: o.id }), [o.id]);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'battlefield', player: player.id });
    } else if (where === 'hand') {
      putIntoOwnerZone(ctx.state, o, 'hand', ctx.trace);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'library', to: 'hand', player: o.owner });
      ctx.trace.cite('608.2c', 'toHand', msg('reveal-top.toHand', { name, player: player.id, card: o.card?.name ?? o.id }), [o.id]);
    } else putIntoGraveyard(ctx, o, 'library');
  };
  for (const o of chosen) put(o, effect.to);
  for (const o of others) put(o, effect.rest);
}
