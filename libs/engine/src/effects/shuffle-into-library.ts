import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { shuffleLibrary } from '../rules/701.24-shuffle';
import { putIntoOwnerZone } from '../state/zones';
import { msg } from '../trace/message';
import { playersOf } from './players';

/**
 * 701.24a: each player named puts the cards of their hand and / or graveyard into their library, then shuffles
 * it (701.24d: even when there were none). Each card goes to its owner's library (400.3); they move together.
 */
export function applyShuffleIntoLibrary(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'shuffleIntoLibrary' }>): void {
  for (const id of playersOf(ctx, spell, effect)) {
    const player = ctx.state.players.find((p) => p.id === id);
    if (!player) continue;
    const moving = effect.zones.flatMap((zone) => player[zone].map((o) => ({ o, zone })));
    for (const zone of effect.zones) player[zone] = [];
    for (const { o } of moving) putIntoOwnerZone(ctx.state, o, 'library', ctx.trace);
    shuffleLibrary(ctx.state, id);
    ctx.trace.cite(
      '701.24a',
      'shuffle',
      msg(effect.zones.length === 2 ? 'effects.shuffleHandAndGraveyard' : `effects.shuffle.${effect.zones[0]}`, {
        playerId: id,
        nValue: moving.length,
      }),
      [id, ...moving.map(({ o }) => o.id)],
    );
    for (const { o, zone } of moving) ctx.trace.emit({ type: 'zoneChange', object: o.id, from: zone, to: 'library', player: o.owner });
  }
}
