import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { msg, Param } from '../trace/message';
import { changeLife, checkLifeGainOrder } from '../rules/119-life';
import { amountOf } from '../rules/608.2h-quantities';
import { lifeGainModifiers } from '../rules/614-damage-replacement';
import { playersOf } from './players';

/**
 * 119.3: each player the instruction names gains or loses that much life (608.2h: the amount is read
 * once). A drain ("... loses N life. You gain life equal to the life lost this way.") gains the life
 * those players lost. A gain that waits for its player's order of replacement effects (616.1) is
 * asked before any life changes, so that the resolution resumes at this effect with nothing done twice.
 */
export function applyLife(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'life' }>, why: Param): void {
  const n = amountOf(ctx, effect.amount, spell);
  const who = playersOf(ctx, spell, effect);
  const gainers = effect.gain ? who : effect.drain ? [spell.controller] : [];
  // 616.1: only one gain of a resolution may wait for an order: the engine keeps one order per event kind.
  const ordered = gainers.filter((p) => lifeGainModifiers(ctx.state, p).length > 1);
  if (ordered.length > 1) throw new Unsupported('UNSUPPORTED_EFFECT', msg('life.UNSUPPORTED_EFFECT', { why }), '616.1');
  const gain = effect.gain ? n : n * who.length;
  for (const p of ordered) checkLifeGainOrder(ctx, p, gain, msg('event.lifeGain', { amount: gain, player: p, why }));
  if (effect.gain) {
    for (const p of who) changeLife(ctx, p, n, '119.3', why);
    return;
  }
  let lost = 0;
  for (const p of who) {
    const before = ctx.state.players.find((x) => x.id === p)?.life ?? 0;
    changeLife(ctx, p, -n, '119.3', why);
    lost += before - (ctx.state.players.find((x) => x.id === p)?.life ?? before);
  }
  if (effect.drain) changeLife(ctx, spell.controller, lost, '119.3', why);
}
