import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/**
 * 702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of
 * turn for each creature blocking it beyond the first." It triggers once however many creatures
 * block it (509.3c); the bonus is counted once, as the ability resolves (702.23b); each instance
 * triggers separately (702.23c).
 */
export function rampageAbility(line: string): Ability | null {
  const m = /^Rampage (\d+)$/.exec(line);
  if (!m) return null;
  const n = Number(m[1]);
  return {
    kind: 'triggered',
    trigger: { event: 'becomesBlocked', who: 'self' },
    condition: null,
    targets: [],
    effects: [{ kind: 'modifySourcePTPerBlocker', power: n, toughness: n, beyondFirst: true, rule: '702.23b' }],
    text: line,
  };
}

/** 702.23a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const RAMPAGE: KeywordPhrase = { rule: '702.23a', line: oneAbility(rampageAbility) };
