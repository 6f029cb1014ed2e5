import { KeywordPhrase } from '../cards/keyword-table';
import { characteristicsOf, keywordsNow } from '../rules/613-layers';
import { Violation } from '../violation';
import type { BlockContext } from './blocking';
import { nameOf } from './names';
import { msg } from '../trace/message';

/** 702.118a: "Skulk", an evasion ability on a keyword line (702.118c: more instances add nothing). */
export const SKULK: KeywordPhrase = {
  rule: '702.118a',
  abilities: (item) => (item === 'skulk' ? [{ kind: 'keyword', keyword: 'skulk', text: 'skulk' }] : null),
};

/**
 * 702.118b: a creature with skulk can't be blocked by a creature whose power is greater than its
 * own. Both powers are read now, through the layers (613.4): counters and pumps count; an equal
 * power may block.
 */
export function checkSkulk(c: BlockContext): Violation | null {
  if (!keywordsNow(c.state, c.attacker).has('skulk')) return null;
  const attacker = characteristicsOf(c.state, c.attacker).power ?? 0;
  const blocker = characteristicsOf(c.state, c.blocker).power ?? 0;
  if (blocker <= attacker) return null;
  return {
    code: 'CANNOT_BLOCK_SKULK',
    rule: '702.118b',
    message: msg('702.118-skulk.CANNOT_BLOCK_SKULK', {
      nameOf: nameOf(c.blocker),
      nameOf2: nameOf(c.attacker),
      power: blocker,
      power2: attacker,
    }),
  };
}
