import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/**
 * 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is
 * on the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
 * counter on it. If you don't, sacrifice it." Only mana costs without choices are understood:
 * "{G} or {W}" (a choice per counter), snow mana and other costs ("Pay 1 life", "Sacrifice a
 * land", ...) are not.
 */
export function cumulativeUpkeepAbility(line: string): Ability | null {
  const m = /^Cumulative upkeep ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (!m) return null;
  return {
    kind: 'triggered',
    trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
    condition: { kind: 'sourceOnBattlefield' },
    targets: [],
    effects: [
      { kind: 'counters', counter: 'age', n: 1, rule: '702.24a', objects: { kind: 'source' } },
      { kind: 'sacrificeSourceUnlessPays', cost: m[1], rule: '702.24a', perCounter: 'age' },
    ],
    text: line,
  };
}

/**
 * 702.24a, 702.24b: the cost paid once for each age counter on the permanent as the ability
 * resolves (all of them, whichever ability put them there). "{1}{G}" for 3 counters is "{3}{G}{G}{G}".
 */
export function costForCounters(cost: string, n: number): string {
  const symbols = cost.match(/\{[^}]+\}/g) ?? [];
  const generic = symbols.filter((s) => /^\{\d+\}$/.test(s)).reduce((sum, s) => sum + Number(s.slice(1, -1)), 0) * n;
  const others = symbols.filter((s) => !/^\{\d+\}$/.test(s));
  const repeated = Array.from({ length: n }, () => others.join('')).join('');
  return generic > 0 || repeated === '' ? `{${generic}}${repeated}` : repeated;
}

/** 702.24a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const CUMULATIVE_UPKEEP: KeywordPhrase = { rule: '702.24a', line: oneAbility(cumulativeUpkeepAbility) };
