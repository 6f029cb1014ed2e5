import { Effect } from '../cards/ability';
import { Ctx } from '../context';
import { GameState, StackObject } from '../state/types';
import { matchesOption } from '../select/selector';
import { sacrifice } from '../keywords/701.21-sacrifice';

export type SacrificeEffect = Extract<Effect, { kind: 'sacrificePermanents' }>;

/**
 * 701.21a: what a player may sacrifice: the permanents they control (not phased out, 702.26b) that
 * are what the instruction says ("a creature", "a nonland permanent"; "another": not its source), and how many.
 */
export function sacrificeCandidates(
  state: GameState,
  spell: StackObject,
  effect: SacrificeEffect,
  player: string,
): { options: string[]; count: number } {
  const asker = { controller: spell.controller, source: spell.object ? spell.id : (spell.ability?.source ?? spell.id), x: spell.x };
  const options = state.battlefield
    .filter(
      (o) =>
        o.controller === player &&
        !o.phasedOut &&
        matchesOption(state, effect.what, { kind: 'object', zone: 'battlefield', object: o }, asker),
    )
    .map((o) => o.id);
  return { options, count: Math.min(effect.n, options.length) };
}

/** 701.21a: the permanents chosen are sacrificed at once (each by its controller, to its owner's graveyard). */
export function sacrificeChosen(ctx: Ctx, ids: string[], why: string): void {
  const objects = ids.map((id) => ctx.state.battlefield.find((o) => o.id === id)).filter((o) => o !== undefined);
  for (const o of objects) sacrifice(ctx, o, '701.21a', why);
}
