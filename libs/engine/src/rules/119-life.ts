import { Ctx } from '../context';
import { lifeGainModifiers } from './614-damage-replacement';
import { applyAmountModifiers, planAmount } from './616-replacement-order';
import { msg, Param } from '../trace/message';
import { cantGainLifeFrom } from './119.7-cant-gain-life';
import { nameOf } from '../keywords/names';

/**
 * 119.3: a player gains or loses life; the total is adjusted, cited and recorded as an event. A
 * gain goes through the "If you would gain life" replacement effects first (119.10, 616.1); a player who can't
 * gain life (119.7) gains none: no life gain event, so nothing triggers on it (119.9).
 */
export function changeLife(ctx: Ctx, playerId: string, delta: number, rule: string, why: Param, chosen?: readonly string[]): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  if (!player || delta === 0) return;
  if (delta > 0) {
    const forbids = cantGainLifeFrom(ctx.state, playerId);
    if (forbids) {
      ctx.trace.cite('119.7', 'cantGainLife', msg('119-life.cantGainLife', { why, id: player.id, abs: delta, nameOf: nameOf(forbids) }), [
        player.id,
        forbids.id,
      ]);
      return;
    }
    const mods = lifeGainModifiers(ctx.state, playerId);
    if (mods.length > 0)
      delta = applyAmountModifiers(
        ctx,
        {
          kind: 'lifeGain',
          player: playerId,
          text: msg('event.lifeGain', { amount: delta, player: playerId, why }),
          chosen: chosen ?? ctx.amountChoices?.lifeGain,
        },
        delta,
        mods,
      );
  }
  const from = player.life;
  player.life += delta;
  ctx.trace.cite(
    rule,
    delta > 0 ? 'gainLife' : 'loseLife',
    msg('119-life.text', {
      why: why,
      id: player.id,
      pValue: delta > 0 ? msg('verb.gains') : msg('verb.loses'),
      abs: Math.abs(delta),
      from: from,
      life: player.life,
    }),
    [player.id],
  );
  ctx.trace.emit({ type: 'life', player: player.id, from, to: player.life });
}

/** Whether gaining `amount` life would need `playerId` to order replacement effects (616.1): throws if so, changes nothing. */
export function checkLifeGainOrder(ctx: Ctx, playerId: string, amount: number, text: Param, chosen?: readonly string[]): void {
  // 119.7: no life gain event for a player who can't gain life (lifeGainModifiers gives none).
  const mods = lifeGainModifiers(ctx.state, playerId);
  if (mods.length > 1)
    planAmount({ kind: 'lifeGain', player: playerId, text, chosen: chosen ?? ctx.amountChoices?.lifeGain }, amount, mods);
}
