import { GameObject, GameState } from '../state/types';
import { ruleEffects } from '../rules/613-layers';
import { Violation } from '../violation';
import { nameOf } from './names';
import { msg } from '../trace/message';

/**
 * 702.18a: a player with shroud ("You have shroud.", on a permanent they control, in force) can't be the target of
 * spells or abilities, their own included (unlike hexproof, 702.11c). The permanent that gives it, or null.
 */
export function playerShroudFrom(state: GameState, player: string): GameObject | null {
  return (
    ruleEffects(state).find((r) => r.effect.kind === 'playerShroud' && r.source.controller === player && !r.source.phasedOut)?.source ??
    null
  );
}

/** 702.18a: the violation of targeting `player` with any spell or ability, or null. */
export function checkPlayerShroud(state: GameState, player: string): Violation | null {
  const source = playerShroudFrom(state, player);
  return source
    ? {
        code: 'TARGET_HAS_SHROUD',
        rule: '702.18a',
        message: msg('702.18-shroud.TARGET_HAS_SHROUD.player', { player, nameOf: nameOf(source) }),
      }
    : null;
}
