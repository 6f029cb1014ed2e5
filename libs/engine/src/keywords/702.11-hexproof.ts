import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';
import { COLOR_NAMES, nameOf } from './names';

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
      message: `${nameOf(target)} has hexproof: it cannot be the target of spells its controller's opponents control`,
    };
  }
  for (const color of sourceColors) {
    if (keywords.has(`hexproof from ${COLOR_NAMES[color]}`)) {
      return { code: 'TARGET_HAS_HEXPROOF', rule: '702.11d', message: `${nameOf(target)} has hexproof from ${COLOR_NAMES[color]}` };
    }
  }
  return null;
}
