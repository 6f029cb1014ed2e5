import { GameObject, GameState } from '../state/types';
import { keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';
import { COLOR_NAMES, nameOf } from './names';
import { msg } from '../trace/message';

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
