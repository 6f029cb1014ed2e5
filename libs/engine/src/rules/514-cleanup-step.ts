import { applyControlEffects } from './613-control';
import { ruleEffects } from './613-layers';
import { GameObject, GameState } from '../state/types';
import { Ctx } from '../context';
import { Message, joined, msg } from '../trace/message';

/** 514.1: how many cards the active player must discard now (0 if none, or if they have no maximum hand size, 402.2). */
export function cardsToDiscard(ctx: { state: Ctx['state'] }): number {
  const state = ctx.state;
  const active = state.players.find((p) => p.id === state.turn.active);
  if (!active || active.hand.length <= active.maxHandSize || noMaximumHandSize(state, active.id)) return 0;
  return active.hand.length - active.maxHandSize;
}

/** 402.2: the permanent whose "You have no maximum hand size" applies to `player` (its controller), or null. */
export function noMaximumHandSize(state: GameState, player: string): GameObject | null {
  return ruleEffects(state).find((r) => r.effect.kind === 'noMaximumHandSize' && r.source.controller === player)?.source ?? null;
}

/** 514.2: damage is removed and "until end of turn" and "this turn" effects end, simultaneously. */
export function applyCleanupEffects(ctx: Ctx): void {
  const state = ctx.state;
  const healed: string[] = [];
  // 514.2: "including phased-out permanents".
  for (const o of state.phasedOut.length > 0 ? [...state.battlefield, ...state.phasedOut] : state.battlefield) {
    o.regenerationShields = 0;
    if (o.damage > 0) {
      o.damage = 0;
      healed.push(o.id);
      ctx.trace.emit({ type: 'damageRemoved', object: o.id });
    }
  }
  const ended = state.effects.filter((e) => e.duration === 'until-end-of-turn' || e.duration === 'this-turn');
  if (ended.length > 0) {
    state.effects = state.effects.filter((e) => !ended.includes(e));
    for (const e of ended) ctx.trace.emit({ type: 'effectEnded', effect: e.id });
  }
  const parts: Message[] = [];
  if (healed.length > 0) parts.push(msg('514-cleanup-step.damageRemoved', { objects: healed.join(', ') }));
  if (ended.length > 0) parts.push(msg('514-cleanup-step.effectsEnded', { effects: ended.map((e) => e.id).join(', ') }));
  ctx.trace.cite(
    '514.2',
    'cleanup',
    parts.length > 0 ? msg('text.parts', { parts: joined(parts, '; ') }) : msg('514-cleanup-step.nothing'),
    [...healed],
  );
  // A control-changing effect that ended gives the permanent back (613.1b).
  applyControlEffects(ctx);
}
