import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { drawCard } from '../rules/121-drawing';
import { amountOf } from '../rules/608.2h-quantities';
import { playersOf } from './players';

/** 121.1: each player named draws that many cards; 121.2c: the active player all of theirs first, then the others in turn order. */
export function applyDraw(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'drawCards' }>): void {
  const n = amountOf(ctx, effect.amount, spell);
  for (const p of playersOf(ctx, spell, effect)) for (let i = 0; i < n; i++) drawCard(ctx, p, '121.1');
}
