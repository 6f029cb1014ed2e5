import { GameState, Step } from '../state/types';

/** 505.1: the precombat and postcombat main phases, together "main phase". */
export function isMainPhase(step: Step): boolean {
  return step === 'first-main' || step === 'second-main';
}

/**
 * The timing of a sorcery (307.1), also that of "activate only as a sorcery" (602.5d) and loyalty
 * abilities (606.3): its controller's main phase, with an empty stack.
 */
export function sorceryTiming(state: GameState, player: string): boolean {
  return state.turn.active === player && isMainPhase(state.turn.step) && state.stack.length === 0;
}
