import { Effect } from '../cards/ability';
import { isType } from '../cards/card';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { seededRandom } from '../rules/701.24-shuffle';
import { joined, msg } from '../trace/message';
import { Unsupported } from '../unsupported';

type RevealUntil = Extract<Effect, { kind: 'revealUntil' }>;

/**
 * 701.20a: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and
 * the rest on the bottom of your library in a random order." (Ajani, Valiant Protector): the controller reveals cards
 * from the top, one at a time, until one of the type asked, or the whole library when none is; that card goes to their
 * hand, the others revealed to the bottom in a random order (the state's seed chooses it, as for a shuffle: 701.24a).
 * Every card revealed must be given by the client (CONTRACT "Hidden cards"): a hidden one reached is refused, never guessed.
 */
export function revealUntil(ctx: Ctx, spell: StackObject, effect: RevealUntil, name: string): void {
  const state = ctx.state;
  const player = state.players.find((p) => p.id === spell.controller);
  if (!player) return;
  let hit = -1;
  for (let i = 0; i < player.library.length && hit < 0; i++) {
    const card = player.library[i].card;
    if (!card)
      throw new Unsupported(
        'UNSUPPORTED_HIDDEN_CARD',
        msg('reveal-until.UNSUPPORTED_HIDDEN_CARD', { name, player: player.id, type: effect.type, position: i + 1 }),
        '701.20a',
      );
    if (isType(card, effect.type)) hit = i;
  }
  const revealed = player.library.splice(0, hit < 0 ? player.library.length : hit + 1);
  ctx.trace.cite(
    '701.20a',
    'reveal',
    msg('reveal-until.revealed', {
      name,
      player: player.id,
      cards:
        revealed.length > 0
          ? joined(
              revealed.map((o) => objectName(o)),
              ', ',
            )
          : msg('reveal-until.none'),
    }),
    revealed.map((o) => o.id),
  );
  const found = hit < 0 ? null : revealed[revealed.length - 1];
  const rest = found ? revealed.slice(0, -1) : revealed;
  if (found) {
    putIntoOwnerZone(state, found, 'hand', ctx.trace);
    ctx.trace.emit({ type: 'zoneChange', object: found.id, from: 'library', to: 'hand', player: player.id });
    ctx.trace.cite('608.2c', 'toHand', msg('reveal-until.toHand', { name, player: player.id, card: objectName(found) }), [found.id]);
  } else ctx.trace.cite('608.2c', 'noCard', msg('reveal-until.noCard', { name, player: player.id, type: effect.type }));
  if (rest.length === 0) return;
  // The order is random: chosen from the state's seed, the ability and the cards (the same board, the same order).
  const random = seededRandom(`${state.seed}\u0000revealUntil\u0000${spell.id}\u0000${rest.map((o) => o.id).join('\u0000')}`);
  const order = [...rest];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  player.library.push(...order);
  ctx.trace.cite(
    '608.2c',
    'bottom',
    msg('reveal-until.bottom', {
      name,
      count: order.length,
      cards: joined(
        order.map((o) => objectName(o)),
        ', ',
      ),
    }),
    order.map((o) => o.id),
  );
}
