import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/**
 * 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability
 * an opponent controls, counter that spell or ability unless that player pays [cost]."
 */
export function wardAbility(line: string): Ability | null {
  const m = /^Ward ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (!m) return null;
  return {
    kind: 'triggered',
    trigger: { event: 'becomesTargetOfOpponent', who: 'self' },
    condition: null,
    targets: [],
    effects: [{ kind: 'counterUnlessPays', cost: m[1] }],
    text: line,
  };
}

/** 702.21a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const WARD: KeywordPhrase = { rule: '702.21a', line: oneAbility(wardAbility) };
