import { isType } from '../cards/card';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { transformPermanent } from '../rules/712-double-faced';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/**
 * 701.27a: "Transform CARDNAME.": the ability's source, if it is still on the battlefield (400.7:
 * once it has left, it is a new object the instruction does not find).
 */
export function applyTransformSource(ctx: Ctx, spell: StackObject, name: string): void {
  const o = ctx.state.battlefield.find((p) => p.id === spell.ability?.source);
  if (o) transformPermanent(ctx, spell, o, name);
}

/**
 * Delver of Secrets, once its controller chose to reveal (608.2d): the top card of their library is
 * revealed (701.20a; it stays where it is, 701.20b); if it has one of `types`, the source transforms
 * (701.27a). The card must be given: a hidden one is refused, never guessed (CONTRACT §2 "Hidden cards").
 */
export function revealTopThenTransform(ctx: Ctx, spell: StackObject, types: string[], name: string): void {
  const player = spell.controller;
  const top = ctx.state.players.find((p) => p.id === player)?.library[0];
  if (!top) {
    ctx.trace.cite('701.20e', 'look', msg('look-at-library.nothing', { player }));
    return;
  }
  if (top.card === null)
    throw new Unsupported('UNSUPPORTED_HIDDEN_CARD', msg('transform.UNSUPPORTED_HIDDEN_CARD', { name, player }), '701.20e');
  ctx.trace.cite('701.20a', 'reveal', msg('transform.revealed', { name, player, card: top.card.name }), [top.id]);
  const card = top.card;
  if (!types.some((t) => isType(card, t))) {
    ctx.trace.cite('608.2c', 'noTransform', msg('transform.notRevealed', { name, card: card.name }), [top.id]);
    return;
  }
  applyTransformSource(ctx, spell, name);
}
