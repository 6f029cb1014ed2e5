import { characteristicsOf, colorsNow, keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/**
 * 702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or
 * creatures that share a color with it. A colorless attacker shares no color (105.2c), so only
 * artifact creatures can block it. Colors and types are read now (613.1e, 613.1d).
 */
export function checkIntimidate(c: BlockContext): Violation | null {
  if (!keywordsNow(c.state, c.attacker).has('intimidate')) return null;
  if (characteristicsOf(c.state, c.blocker).types.includes('Artifact')) return null;
  const attackerColors = colorsNow(c.state, c.attacker);
  if (colorsNow(c.state, c.blocker).some((color) => attackerColors.includes(color))) return null;
  return {
    code: 'CANNOT_BLOCK_INTIMIDATE',
    rule: '702.13b',
    message: msg('702.13-intimidate.CANNOT_BLOCK_INTIMIDATE', { nameOf: nameOf(c.blocker), nameOf2: nameOf(c.attacker) }),
  };
}
