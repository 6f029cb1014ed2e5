import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { freshId } from '../rules/121-drawing';
import { createDelayedTrigger } from '../rules/603-triggered-abilities';
import { StackObject, Step } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { playersOf } from './players';

/**
 * 500.8: phases added directly after the current phase, the most recently created first. "After this main phase"
 * outside a main phase adds none; "after this phase" in the beginning or ending phase is not supported.
 */
export function applyAdditionalPhases(ctx: Ctx, effect: Extract<Effect, { kind: 'additionalPhases' }>): void {
  const turn = ctx.state.turn;
  const main = turn.step === 'first-main' || turn.step === 'second-main';
  const combat = COMBAT_STEPS.includes(turn.step);
  if (effect.after === 'main' && !main) {
    ctx.trace.cite('500.8', 'additionalPhase', msg('effects.noAdditionalPhase'));
    return;
  }
  if (!main && !combat) throw new Unsupported('UNSUPPORTED_EFFECT', msg('effects.noAdditionalPhase'), '500.8');
  turn.additionalPhases = [...effect.phases, ...(turn.additionalPhases ?? [])];
  ctx.trace.cite('500.8', 'additionalPhase', msg('effects.additionalPhases', { phases: effect.phases.join(', ') }));
}

const COMBAT_STEPS: Step[] = [
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
];

/**
 * 500.7: "[players] take an extra turn after this one": each turn is added directly after this one, one at a time and
 * each player's in APNAP order (playersOf's order), so the most recently created is first in the list and taken first.
 */
export function applyExtraTurns(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'extraTurns' }>): string[] {
  const state = ctx.state;
  const made: string[] = [];
  for (const player of playersOf(ctx, spell, effect)) {
    for (let k = 0; k < effect.n; k++) {
      const id = freshId(state, `${spell.id}.turn`);
      state.extraTurns = [{ id, player }, ...(state.extraTurns ?? [])];
      made.push(id);
      ctx.trace.cite('500.7', 'extraTurn', msg('effects.extraTurn', { playerId: player, id }), [player]);
      // 603.7a, 603.7d: "At the beginning of that turn's end step, you lose the game.": created with that turn.
      if (effect.thatTurnEndStep !== undefined)
        createDelayedTrigger(ctx, spell, 'that-turn-end-step', effect.thatTurnEndStep, undefined, id);
    }
  }
  return made;
}

/**
 * 500.11, 614.10: "[players] skip their next turn": a replacement effect waiting for the player's next turn that is
 * not already under way (614.10: the current one has started); 614.10a: two such effects skip the next two turns.
 */
export function applySkipTurns(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'skipTurns' }>): void {
  for (const id of playersOf(ctx, spell, effect)) {
    const player = ctx.state.players.find((p) => p.id === id);
    if (!player) continue;
    player.skipTurns = (player.skipTurns ?? 0) + effect.n;
    ctx.trace.cite('614.10', 'skipTurn', msg('effects.skipTurns', { playerId: id, count: player.skipTurns }), [id]);
  }
}
