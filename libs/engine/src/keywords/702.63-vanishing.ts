import { Ability } from '../cards/ability';
import { KeywordPhrase } from '../cards/keyword-table';
import { parseCondition } from '../cards/grammar/condition';

/** 702.63a: the rule vanishing's abilities stand for. */
export const VANISHING_RULE = '702.63a';

/** 603.4: "if this permanent has a time counter on it", read by the condition grammar. */
const HAS_TIME_COUNTER = parseCondition('CARDNAME has a time counter on it');

/**
 * 702.63a: "Vanishing N" means "This permanent enters with N time counters on it" (614.1c), "At the
 * beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from
 * it" (an upkeep trigger with an intervening "if", 603.4) and "When the last time counter is removed
 * from this permanent, sacrifice it" (a trigger on any removal that leaves it no time counter: the
 * upkeep's, a cost's, another effect's). 702.63b: "Vanishing" without a number is the two triggers
 * alone. 702.63c: each instance works separately (each upkeep trigger removes a counter).
 */
export const VANISHING: KeywordPhrase = {
  rule: VANISHING_RULE,
  abilities(item): Ability[] | null {
    const m = /^vanishing(?: (\d+))?$/.exec(item);
    if (!m || !HAS_TIME_COUNTER.ok) return null;
    const n = m[1] === undefined ? null : Number(m[1]);
    if (n === 0) return null;
    const text = n === null ? 'Vanishing' : `Vanishing ${n}`;
    const enters: Ability[] =
      n === null ? [] : [{ kind: 'static', effects: [{ kind: 'entersWithCounters', counter: 'time', n, rule: VANISHING_RULE }], text }];
    return [
      ...enters,
      {
        kind: 'triggered',
        trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
        condition: HAS_TIME_COUNTER.value,
        targets: [],
        effects: [{ kind: 'counters', counter: 'time', n: 1, remove: true, objects: { kind: 'source' }, rule: VANISHING_RULE }],
        text,
        rule: VANISHING_RULE,
      },
      {
        kind: 'triggered',
        trigger: { event: 'lastCounterRemoved', counter: 'time', who: 'self' },
        condition: null,
        targets: [],
        effects: [{ kind: 'sacrificeSource' }],
        text,
        rule: VANISHING_RULE,
      },
    ];
  },
};
