import { Effect } from '../cards/ability';
import { isType } from '../cards/card';
import { manaValue, parseManaCost } from '../cards/mana-cost';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { changeLife } from '../rules/119-life';
import { putIntoGraveyard, putOntoBattlefield } from '../rules/614-replacement-effects';
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
 * never guessed (CONTRACT §2 "Hidden cards"). Coiling Oracle, Neurok Familiar: a card of the types asked goes where `to`
 * says (onto the battlefield, 110.2a); one of none of them `otherwise` (into the graveyard or hand, 608.2c), or stays.
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
    if (effect.otherwise) {
      // 608.2c: "Otherwise, put it into your graveyard / hand": a card of none of the types named.
      library?.shift();
      if (effect.otherwise === 'graveyard') putIntoGraveyard(ctx, top, 'library');
      else putIntoOwnerZone(ctx.state, top, 'hand', ctx.trace);
      ctx.trace.cite('608.2c', 'otherwise', msg(`reveal-top.otherwise.${effect.otherwise}`, { name, player, card: card.name }), [top.id]);
      return;
    }
    ctx.trace.cite('608.2c', 'stays', msg('reveal-top.stays', { name, card: card.name }), [top.id]);
    return;
  }
  if (effect.to === 'battlefield') {
    // 110.2a: under the control of the player who puts it there (the ability's controller).
    library?.shift();
    putOntoBattlefield(ctx, top, player);
    ctx.trace.cite('110.2a', 'enters', msg('reveal-top.onto', { name, player, card: card.name }), [top.id]);
    ctx.trace.emit({ type: 'zoneChange', object: top.id, from: 'library', to: 'battlefield', player });
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
