import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { Ctx } from '../context';
import { GameState } from '../state/types';

/**
 * 702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your
 * control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
 * Only mana costs are understood ("Echo—Discard a card." is not).
 */
export function echoAbility(line: string): Ability | null {
  const m = /^Echo ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (!m) return null;
  return {
    kind: 'triggered',
    trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
    condition: { kind: 'cameUnderControlSinceLastUpkeep' },
    targets: [],
    effects: [{ kind: 'sacrificeSourceUnlessPays', cost: m[1], rule: '702.30a' }],
    text: line,
  };
}

/**
 * The active player's upkeep begins: for each permanent they control, one more of their upkeeps
 * has begun since it came under their control (counted up to two). Runs before the upkeep
 * triggers are looked at, so a permanent that came under their control since their previous
 * upkeep began reads 1 during this whole upkeep, and one that comes under their control during
 * it reads 0 (its echo triggers at their next upkeep). Phasing does not reset it (702.26d).
 */
export function upkeepBegins(ctx: Ctx): void {
  const { state } = ctx;
  for (const o of [...state.battlefield, ...state.phasedOut]) {
    if (o.controller === state.turn.active && o.upkeepsSinceControl < 2) o.upkeepsSinceControl += 1;
  }
}

/** 702.30a: the intervening "if", checked as the upkeep begins and again on resolution (603.4). */
export function cameUnderControlSinceLastUpkeep(state: GameState, source: string | undefined, controller: string): boolean {
  const o = state.battlefield.find((p) => p.id === source);
  return o !== undefined && !o.phasedOut && o.controller === controller && o.upkeepsSinceControl <= 1;
}

/** 702.30a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const ECHO: KeywordPhrase = { rule: '702.30a', line: oneAbility(echoAbility) };
