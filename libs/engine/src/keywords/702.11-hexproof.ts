import { GameObject, GameState } from '../state/types';
import { keywordsNow, ruleEffects } from '../rules/613-layers';
import { Violation } from '../violation';
import { COLOR_NAMES, nameOf } from './names';
import { msg } from '../trace/message';

/**
 * 702.11c: a player with hexproof ("You have hexproof.", on a permanent they control, in force) can't be the target of
 * spells or abilities their opponents control; they may target themselves. The permanent that gives it, or null.
 */
export function playerHexproofFrom(state: GameState, player: string, controller: string): GameObject | null {
  if (player === controller) return null;
  return (
    ruleEffects(state).find((r) => r.effect.kind === 'playerHexproof' && r.source.controller === player && !r.source.phasedOut)?.source ??
    null
  );
}

/** 702.11c: the violation of targeting `player` with a spell or ability `controller` controls, or null. */
export function checkPlayerHexproof(state: GameState, player: string, controller: string): Violation | null {
  const source = playerHexproofFrom(state, player, controller);
  return source
    ? {
        code: 'TARGET_HAS_HEXPROOF',
        rule: '702.11c',
        message: msg('702.11-hexproof.TARGET_HAS_HEXPROOF.player', { player, nameOf: nameOf(source) }),
      }
    : null;
}

/**
 * 702.11b: hexproof: not the target of spells or abilities its controller's opponents control.
 * 702.11d: "hexproof from [color]": not the target of such spells, or abilities from such sources.
 */
export function checkHexproof(state: GameState, target: GameObject, controller: string, sourceColors: readonly string[]): Violation | null {
  if (target.controller === controller) return null;
  const keywords = keywordsNow(state, target);
  if (keywords.has('hexproof')) {
    return {
      code: 'TARGET_HAS_HEXPROOF',
      rule: '702.11b',
      message: msg('702.11-hexproof.TARGET_HAS_HEXPROOF', { nameOf: nameOf(target) }),
    };
  }
  for (const color of sourceColors) {
    if (keywords.has(`hexproof from ${COLOR_NAMES[color]}`)) {
      return {
        code: 'TARGET_HAS_HEXPROOF',
        rule: '702.11d',
        message: msg('702.11-hexproof.TARGET_HAS_HEXPROOF.2', { nameOf: nameOf(target), pValue: COLOR_NAMES[color] }),
      };
    }
  }
  return null;
}
