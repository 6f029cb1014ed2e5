import { Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameState, StackObject } from '../state/types';
import { matchesOption } from '../select/selector';
import { lookBack, putIntoOwnerZone, takeFromBattlefield } from '../state/zones';
import { msg } from '../trace/message';
import { sacrifice } from '../keywords/701.21-sacrifice';

export type ReturnEffect = Extract<Effect, { kind: 'returnPermanents' }>;

/** 118.12a: the answer that declines "sacrifice CARDNAME unless you return ...". */
export const DECLINE_RETURN = 'decline';

/**
 * 608.2d: what the controller may return: the permanents they control (not phased out, 702.26b) that are what
 * the instruction says ("a land you control", "a non-Lair land you control"), the source itself included.
 */
export function returnCandidates(state: GameState, spell: StackObject, effect: ReturnEffect): { options: string[]; count: number } {
  const asker = { controller: spell.controller, source: spell.object ? spell.id : (spell.ability?.source ?? spell.id), x: spell.x };
  // 608.2d: "a creature card from your graveyard": the cards of the controller's graveyard that are what it says (as printed).
  if (effect.what.kind === 'object' && effect.what.zone === 'graveyard') {
    const cards = state.players.find((p) => p.id === spell.controller)?.graveyard ?? [];
    const options = cards
      .filter((o) => o.card !== null && matchesOption(state, effect.what, { kind: 'object', zone: 'graveyard', object: o }, asker))
      .map((o) => o.id);
    return { options, count: Math.min(effect.n, options.length) };
  }
  const options = state.battlefield
    .filter(
      (o) =>
        o.controller === spell.controller &&
        !o.phasedOut &&
        matchesOption(state, effect.what, { kind: 'object', zone: 'battlefield', object: o }, asker),
    )
    .map((o) => o.id);
  return { options, count: Math.min(effect.n, options.length) };
}

/** 608.2d, 400.7: the permanents chosen go to their owners' hands at once, each a new object there. */
export function returnChosen(ctx: Ctx, ids: string[], name: string): void {
  // 400.7: a card returned from a graveyard is a new object in its owner's hand.
  for (const p of ctx.state.players) {
    for (const o of p.graveyard.filter((x) => ids.includes(x.id))) {
      p.graveyard = p.graveyard.filter((x) => x.id !== o.id);
      putIntoOwnerZone(ctx.state, o, 'hand', ctx.trace);
      ctx.trace.cite('608.2d', 'returnToHand', msg('effects.returnOwn', { name, describe: objectName(o) }), [o.id]);
      ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'hand', player: o.owner });
    }
  }
  const batch = ++ctx.trace.batch;
  const objects = ids.map((id) => ctx.state.battlefield.find((o) => o.id === id)).filter((o) => o !== undefined);
  for (const o of objects) ctx.trace.departed.set(o.id, lookBack(ctx.state, o, batch));
  for (const leaving of objects) {
    const o = takeFromBattlefield(ctx.state, leaving.id);
    if (!o) continue;
    putIntoOwnerZone(ctx.state, o, 'hand', ctx.trace);
    ctx.trace.cite('608.2d', 'returnToHand', msg('effects.returnOwn', { name, describe: objectName(o) }), [o.id]);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'battlefield', to: 'hand', player: o.owner });
  }
}

/** 118.12a: nothing returned ("sacrifice CARDNAME unless you return ..."): the source is sacrificed, if it is still there. */
export function sacrificeUnlessReturned(ctx: Ctx, spell: StackObject, cannot: boolean): void {
  const source = ctx.state.battlefield.find((o) => o.id === spell.ability?.source);
  ctx.trace.cite(
    '118.12a',
    cannot ? 'cannotPay' : 'declined',
    msg(cannot ? 'effects.returnOwn.cannot' : 'effects.returnOwn.declined', { playerId: spell.controller }),
    [spell.controller],
  );
  if (source) sacrifice(ctx, source, '118.12a');
}
