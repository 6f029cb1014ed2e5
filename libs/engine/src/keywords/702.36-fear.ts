import { characteristicsOf, colorsNow, keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/**
 * 702.36b: a creature with fear can't be blocked except by artifact creatures and/or black
 * creatures. The blocker's types and colors are read now (613.1d, 613.1e).
 */
export function checkFear(c: BlockContext): Violation | null {
  if (!keywordsNow(c.state, c.attacker).has('fear')) return null;
  if (characteristicsOf(c.state, c.blocker).types.includes('Artifact')) return null;
  if (colorsNow(c.state, c.blocker).includes('B')) return null;
  return {
    code: 'CANNOT_BLOCK_FEAR',
    rule: '702.36b',
    message: msg('702.36-fear.CANNOT_BLOCK_FEAR', { nameOf: nameOf(c.blocker), nameOf2: nameOf(c.attacker) }),
  };
}
