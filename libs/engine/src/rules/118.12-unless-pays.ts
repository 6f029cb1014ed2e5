import type { Effect } from '../cards/ability';
import type { PlayerRef } from '../cards/selector';
import { GameState, StackObject } from '../state/types';

/** 118.12a: "[effect] unless [a player] pays [cost]" among a resolving spell's or ability's instructions. */
export type UnlessPays = Extract<Effect, { kind: 'unlessPays' }>;

/**
 * 118.12a: who may pay: with a target, its controller ("unless its controller pays"), the spell on the stack's or
 * the permanent's; with a player reference, that player (`referred` reads it); otherwise the controller of the spell or ability ("unless you pay", "Pay {M}. If you don't").
 */
export function unlessPayer(
  state: GameState,
  top: StackObject,
  effect: UnlessPays,
  referred: (ref: PlayerRef) => string | null = () => null,
): string | null {
  if ('player' in effect) return referred(effect.player);
  if (!('target' in effect)) return top.controller;
  const id = top.targets[effect.target];
  return state.stack.find((s) => s.id === id)?.controller ?? state.battlefield.find((o) => o.id === id)?.controller ?? null;
}

/** 107.3a, 107.3m: the cost to pay, its {X} the value chosen for the spell or ability (0 if none was). */
export function unlessCostNow(top: StackObject, effect: UnlessPays): string {
  return effect.cost.replace(/\{X\}/g, `{${top.x ?? 0}}`);
}
