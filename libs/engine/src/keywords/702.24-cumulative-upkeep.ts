import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/**
 * 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is
 * on the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
 * counter on it. If you don't, sacrifice it." Understood: mana costs without choices, and a life
 * payment ("Cumulative upkeep—Pay 1 life.", carried as the cost "1 life": 119.4, paid only by a player
 * whose life total is at least the whole amount). "{G} or {W}" (a choice per counter), snow mana and
 * other costs ("Sacrifice a land", ...) are not.
 */
export function cumulativeUpkeepAbility(line: string): Ability | null {
  const m = /^Cumulative upkeep ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line) ?? /^Cumulative upkeep—Pay (\d+ life)\.$/.exec(line);
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
 * resolves (all of them, whichever ability put them there). "{1}{G}" for 3 counters is "{3}{G}{G}{G}";
 * "1 life" for 3 counters is "3 life".
 */
export function costForCounters(cost: string, n: number): string {
  const life = lifeCost(cost);
  if (life !== null) return `${life * n} life`;
  const symbols = cost.match(/\{[^}]+\}/g) ?? [];
  const generic = symbols.filter((s) => /^\{\d+\}$/.test(s)).reduce((sum, s) => sum + Number(s.slice(1, -1)), 0) * n;
  const others = symbols.filter((s) => !/^\{\d+\}$/.test(s));
  const repeated = Array.from({ length: n }, () => others.join('')).join('');
  return generic > 0 || repeated === '' ? `{${generic}}${repeated}` : repeated;
}

/** 702.24a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const CUMULATIVE_UPKEEP: KeywordPhrase = { rule: '702.24a', line: oneAbility(cumulativeUpkeepAbility) };

/** 119.4: the life a cumulative upkeep cost of life is ("2 life": 2), or null for any other cost. */
export function lifeCost(cost: string): number | null {
  const m = /^(\d+) life$/.exec(cost);
  return m ? Number(m[1]) : null;
}
